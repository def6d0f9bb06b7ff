import type { ArticleInput } from "./interface";

// Articles for the AI engine tests, written like the news the product ingests.

const article = (title: string, text: string, language: string | null): ArticleInput => ({
  url: "https://news.example.com/article",
  title,
  text,
  language,
  publishedAt: new Date("2026-03-02T08:00:00Z"),
});

export const ENGLISH_ARTICLE = article(
  "FDA approves Daiichi Sankyo and AstraZeneca's Enhertu for HER2-low breast cancer after chemotherapy",
  `The U.S. Food and Drug Administration (FDA) has approved Enhertu (trastuzumab deruxtecan) for adults with unresectable or metastatic HER2-low breast cancer who have received a prior chemotherapy, Daiichi Sankyo and AstraZeneca said on Monday.
The approval is based on results from the Phase 3 DESTINY-Breast04 trial, in which the antibody-drug conjugate cut the risk of disease progression or death by 50% compared with physician's choice of chemotherapy.
Median overall survival was 23.4 months with Enhertu versus 16.8 months with chemotherapy, a difference the companies described as clinically meaningful.
"Patients with HER2-low disease previously had no targeted option," said Dr. Shanu Modi, a medical oncologist at Memorial Sloan Kettering Cancer Center and lead investigator of the study.
The FDA reviewed the application under its Real-Time Oncology Review program and granted it Priority Review and Breakthrough Therapy designation earlier this year.
About half of all breast cancers are considered HER2-low, meaning they express the protein at levels too low for earlier HER2-directed therapies such as trastuzumab.
The most common adverse reactions included nausea, fatigue and alopecia; interstitial lung disease remains a boxed warning.
Daiichi Sankyo and AstraZeneca entered a global collaboration to develop and commercialize the ADC in 2019, with an upfront payment of $1.35 billion.
Analysts at Jefferies expect the new indication to add more than $1 billion in annual sales by 2028.
About Daiichi Sankyo
Daiichi Sankyo is a global pharmaceutical company headquartered in Tokyo, Japan. For more information, visit www.daiichisankyo.com.`,
  "en",
);

export const CHINESE_ARTICLE = article(
  "恒瑞医药PD-1单抗卡瑞利珠单抗获国家药监局批准新适应症",
  `3月2日，江苏恒瑞医药股份有限公司宣布，其自主研发的PD-1单抗卡瑞利珠单抗联合化疗一线治疗晚期非小细胞肺癌的新适应症获国家药品监督管理局（NMPA）批准上市。
这是卡瑞利珠单抗在中国获批的第九项适应症，也进一步巩固了恒瑞在肿瘤免疫治疗领域的领先地位。
此次批准基于一项随机、双盲、多中心III期临床研究的结果。研究显示，与单纯化疗相比，卡瑞利珠单抗联合化疗显著延长了患者的无进展生存期，疾病进展或死亡风险降低了40%。
恒瑞医药表示，公司将尽快推动该适应症纳入国家医保目录，让更多中国肺癌患者获益。
近年来，恒瑞持续加大创新药研发投入，2025年研发费用超过80亿元，目前已有二十余款创新药在中国获批上市。
业内人士认为，随着PD-1抑制剂市场竞争加剧，差异化适应症布局和出海授权将成为中国创新药企的关键。`,
  "zh",
);

export const JAPANESE_ARTICLE = article(
  "武田薬品、潰瘍性大腸炎の新薬で厚生労働省から製造販売承認を取得",
  `武田薬品工業は2日、潰瘍性大腸炎を対象とした経口の低分子化合物について、厚生労働省から製造販売承認を取得したと発表した。
承認は、日本を含む国際共同第3相臨床試験の結果に基づくもので、投与52週時点での臨床的寛解率はプラセボ群を大きく上回った。
同剤はJAK阻害薬とは異なる作用機序を持ち、既存治療で効果不十分な中等症から重症の患者が対象となる。
武田は消化器領域を重点領域の一つに位置づけており、今回の承認により国内の炎症性腸疾患のポートフォリオがさらに拡充される。
同社は年内の発売を予定しており、ピーク時の国内売上高は300億円を見込んでいる。`,
  "ja",
);

export const KOREAN_ARTICLE = article(
  "유한양행 렉라자, 미국 FDA 승인…국산 항암제 첫 쾌거",
  `유한양행은 비소세포폐암 치료제 렉라자(성분명 레이저티닙)가 얀센의 이중항체 리브리반트와의 병용요법으로 미국 식품의약국(FDA) 승인을 받았다고 밝혔다.
이번 승인은 EGFR 변이 비소세포폐암 환자를 대상으로 한 글로벌 임상 3상 MARIPOSA 연구 결과를 기반으로 한다.
연구에서 병용요법은 기존 표준치료 대비 질병 진행 또는 사망 위험을 30% 낮췄다.
렉라자는 유한양행이 2018년 얀센에 기술수출한 항암 신약으로, 국산 항암제가 FDA 승인을 받은 것은 이번이 처음이다.
업계에서는 이번 승인이 국내 제약·바이오 기업의 글로벌 진출에 중요한 이정표가 될 것으로 보고 있다.`,
  "ko",
);

export const GERMAN_ARTICLE = article(
  "Bayer übernimmt Gentherapie-Spezialisten für 1,5 Milliarden Euro",
  `Der Leverkusener Pharmakonzern Bayer übernimmt ein US-Biotechunternehmen, das Gentherapien gegen seltene Erkrankungen entwickelt, für bis zu 1,5 Milliarden Euro.
Die Übernahme soll im zweiten Quartal abgeschlossen werden, teilte Bayer am Montag mit.
Das Unternehmen entwickelt eine AAV-basierte Gentherapie gegen die Parkinson-Krankheit, die sich derzeit in einer Phase-2-Studie befindet.
Bayer hatte bereits 2020 den Gentherapie-Spezialisten AskBio übernommen und baut damit seine Plattform für Zell- und Gentherapie weiter aus.
Analysten bewerteten den Zukauf positiv, da die Pipeline des Konzerns nach mehreren Rückschlägen in der Onkologie neue Wachstumstreiber benötigt.
Die Zulassung in der EU und in den USA wird frühestens 2029 erwartet.`,
  "de",
);
