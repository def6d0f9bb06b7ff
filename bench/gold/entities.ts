import type { EntityType } from "../../src/server/core/recognize/types";

/**
 * Hand-written, hand-labelled news passages for the entity benchmark (issue 17 §5): short
 * articles (title, blank line, body) in the seven languages, with every entity a reader would
 * link. Companies, drugs and research codes marked "fictional" below are invented (so that the
 * shapes are measured on names no list knows); statements about real companies and drugs are
 * true to the author's knowledge. Some passages are traps: words shaped like company names that
 * are not companies ("the biotech", 医药行业, 製薬会社, 제약바이오 업계, France Biotech).
 *
 * A label is the entity's type and canonical name: the registry's English name for what the
 * registry may know (real companies, drugs by INN, regulators, targets, diseases), the
 * normalized surface for a name no list knows (legal suffix, and for Chinese names the place
 * prefix, stripped), the vocabulary label for a modality, the normalized id for a trial (no
 * spaces, the EU CT number without its "EUCT" prefix). The Japanese ministry (厚生労働省) is
 * labelled PMDA: the issue asks for one key for PMDA and 厚生労働省. `ticker` is the company's
 * listing as "EXCHANGE:SYMBOL" when the passage gives it. The labels are the truth: the
 * recognizer is tuned on its rules, never by editing a label.
 */

export type GoldLanguage = "en" | "zh" | "ja" | "ko" | "de" | "fr" | "es";
type GoldMention = { readonly type: EntityType; readonly name: string; readonly ticker?: string };
export type GoldPassage = { readonly language: GoldLanguage; readonly text: string; readonly mentions: readonly GoldMention[] };

const company = (name: string, ticker?: string): GoldMention => ({ type: "company", name, ...(ticker ? { ticker } : {}) });
const drug = (name: string): GoldMention => ({ type: "drug", name });
const target = (name: string): GoldMention => ({ type: "target", name });
const modality = (label: string): GoldMention => ({ type: "modality", name: label });
const indication = (name: string): GoldMention => ({ type: "indication", name });
const regulator = (name: string): GoldMention => ({ type: "regulator", name });
const trial = (id: string): GoldMention => ({ type: "trial", name: id });

const passage = (language: GoldLanguage, title: string, body: string, mentions: readonly GoldMention[]): GoldPassage => ({
  language,
  text: `${title}\n\n${body}`,
  mentions,
});

export const GOLD_PASSAGES: readonly GoldPassage[] = [
  // English
  passage(
    "en",
    "Corvalis Therapeutics wins FDA accelerated approval for KRAS G12C inhibitor in lung cancer",
    "Corvalis Therapeutics (Nasdaq: CRVS) said the U.S. Food and Drug Administration granted accelerated approval to zelvorasib for adults with KRAS G12C-mutated non-small cell lung cancer. The oral small molecule joins Bristol Myers Squibb's Krazati and Amgen's Lumakras in the class. The approval rests on the Phase 2 CORAL-1 study (NCT05512345).",
    [company("Corvalis Therapeutics", "NASDAQ:CRVS"), regulator("FDA"), target("KRAS G12C"), indication("Lung cancer"), indication("Non-small cell lung cancer"), drug("zelvorasib"), modality("small-molecule"), company("Bristol Myers Squibb"), company("Amgen"), drug("adagrasib"), drug("sotorasib"), trial("NCT05512345")],
  ),
  passage(
    "en",
    "Lilly tests olomorasib with Keytruda in first-line lung cancer",
    "Eli Lilly and Company (NYSE: LLY) is testing olomorasib (LY-3537982), its second-generation KRAS G12C inhibitor, together with pembrolizumab as a first-line treatment for non-small cell lung cancer in the Phase 3 SUNRAY-01 study.",
    [company("Eli Lilly", "NYSE:LLY"), drug("olomorasib"), drug("pembrolizumab"), target("KRAS G12C"), indication("Lung cancer"), indication("Non-small cell lung cancer")],
  ),
  passage(
    "en",
    "Blue Harbor Bio raises $120 million for in vivo CAR-T", // fictional
    "Boston-based Blue Harbor Bio closed a Series B round led by existing investors. The biotech plans to take its lead candidate, BHB-101, into a Phase 1 trial in lupus nephritis next year. Like many a pharma startup, the company is betting that in vivo gene therapy can reprogram T cells without the cost of autologous cell therapy.",
    [company("Blue Harbor Bio"), modality("cell-therapy"), drug("BHB101"), indication("Lupus nephritis"), modality("gene-therapy")],
  ),
  passage(
    "en",
    "EMA validates Northlake's application for PD-1/VEGF bispecific", // fictional company and candidate
    "Northlake Pharmaceuticals Inc. (NASDAQ: NLKP) said the European Medicines Agency validated its marketing application for NLK-2024, a PD-1/VEGF bispecific antibody, in triple-negative breast cancer. Akeso's ivonescimab, the first PD-1/VEGF bispecific, was approved in China in 2024.",
    [company("Northlake Pharmaceuticals", "NASDAQ:NLKP"), regulator("EMA"), drug("NLK2024"), target("PD-1/VEGF"), modality("bispecific"), indication("Triple-negative breast cancer"), company("Akeso"), drug("ivonescimab")],
  ),
  passage(
    "en",
    "Oncology Therapeutics Draw Record Investment", // trap: no company here
    "Investors poured money into oncology therapeutics and cell therapies in the third quarter, according to an industry report. Several Chinese biotechs licensed assets to Western pharma companies. Bio stocks rebounded ahead of the BIO International Convention, and The Biotech Index rose 4%.",
    [modality("cell-therapy")],
  ),
  passage(
    "en",
    "Zenara and Kestrel sign TROP2 ADC licensing deal", // fictional
    "Zenara Biosciences, Inc. (NASDAQ: ZNRA) and Kestrel Oncology Ltd. announced a licensing deal for an anti-TROP2 antibody-drug conjugate. Zenara will pay $40 million upfront. The ADC, ZN-7721, is in a Phase 1/2 study (NCT06012345) in patients with HR-positive breast cancer.",
    [company("Zenara Biosciences", "NASDAQ:ZNRA"), company("Kestrel Oncology"), target("TROP2"), modality("adc"), drug("ZN7721"), trial("NCT06012345"), indication("Breast cancer")],
  ),
  passage(
    "en",
    "Enhertu: the European approvals so far",
    "The European Commission approved Enhertu (trastuzumab deruxtecan), developed by Daiichi Sankyo and AstraZeneca, for HER2-low metastatic breast cancer in 2023. The antibody-drug conjugate, known in development as DS-8201, targets HER2.",
    [regulator("European Commission"), drug("trastuzumab deruxtecan"), company("Daiichi Sankyo"), company("AstraZeneca"), indication("Breast cancer"), modality("adc"), target("HER2")],
  ),
  passage(
    "en",
    "Helixo Therapeutics doses first patient in UK gene therapy trial", // fictional
    "Helixo Therapeutics said the first participant has received HXO-0042, an AAV gene therapy for Duchenne muscular dystrophy, in a study registered as ISRCTN48213377 and EUCT 2024-512345-23-00. The MHRA cleared the trial in October.",
    [company("Helixo Therapeutics"), drug("HXO0042"), modality("gene-therapy"), indication("Duchenne muscular dystrophy"), trial("ISRCTN48213377"), trial("2024-512345-23-00"), regulator("MHRA")],
  ),
  passage(
    "en",
    "Pyxara Biopharma reports topline data for PXB 2210 in obesity", // fictional company and candidate
    "Pyxara Biopharma said its oral GLP-1 receptor agonist PXB 2210 cut body weight by 11% at 26 weeks in a Phase 2 study in adults with obesity. The company plans to meet the FDA and Health Canada before starting Phase 3. Tirzepatide, sold by Lilly as Zepbound, is the benchmark in the field.",
    [company("Pyxara Biopharma"), drug("PXB2210"), target("GLP-1"), indication("Obesity"), regulator("FDA"), regulator("Health Canada"), drug("tirzepatide"), company("Eli Lilly")],
  ),

  // Chinese
  passage(
    "zh",
    "华康生物PD-1单抗获国家药监局批准上市", // fictional company and drug
    "华康生物股份有限公司（688765.SH）今日宣布，其自主研发的PD-1单克隆抗体康迪利单抗注射液获得国家药品监督管理局批准，用于治疗复发或难治性经典型霍奇金淋巴瘤。该药此前已被CDE纳入优先审评。",
    [company("华康生物", "SSE:688765"), target("PD-1"), modality("monoclonal-antibody"), drug("康迪利单抗"), regulator("NMPA"), indication("Hodgkin lymphoma"), regulator("CDE")],
  ),
  passage(
    "zh",
    "恒瑞医药：卡瑞利珠单抗已获批适应症一览",
    "江苏恒瑞医药股份有限公司（600276.SH）自主研发的PD-1单抗卡瑞利珠单抗（SHR-1210）已在国内获批用于经典型霍奇金淋巴瘤、肝细胞癌、非小细胞肺癌、食管鳞癌和鼻咽癌等适应症。",
    [company("Jiangsu Hengrui Medicine", "SSE:600276"), drug("camrelizumab"), target("PD-1"), modality("monoclonal-antibody"), indication("Hodgkin lymphoma"), indication("Hepatocellular carcinoma"), indication("Non-small cell lung cancer"), indication("Esophageal cancer"), indication("Nasopharyngeal carcinoma")],
  ),
  passage(
    "zh",
    "医药行业三季度回暖", // trap: no company here
    "受政策利好影响，A股医药行业指数本周上涨3%，生物医药板块领涨。多家创新药企表示，生物类似药价格竞争激烈，国内医药企业正加快出海步伐，一家生物科技公司负责人称海外授权仍是主要方向。",
    [],
  ),
  passage(
    "zh",
    "启明药业与Kestrel Therapeutics达成Claudin 18.2 ADC授权合作", // fictional
    "苏州启明药业有限公司与美国Kestrel Therapeutics达成独家许可协议，将其Claudin 18.2抗体偶联药物QM-2301在大中华区以外的权益授予对方，首付款5000万美元。该产品正在国内开展I期临床试验（CTR20231234）。",
    [company("启明药业"), company("Kestrel Therapeutics"), target("Claudin 18.2"), modality("adc"), drug("QM2301"), trial("CTR20231234")],
  ),
  passage(
    "zh",
    "礼来替尔泊肽在华获批用于长期体重管理",
    "礼来公司宣布，国家药监局已批准替尔泊肽注射液用于成人肥胖或超重患者的长期体重管理。替尔泊肽是一种GIP/GLP-1受体激动剂，此前已在国内获批用于2型糖尿病。",
    [company("Eli Lilly"), drug("tirzepatide"), regulator("NMPA"), indication("Obesity"), target("GIP"), target("GLP-1"), indication("Type 2 diabetes")],
  ),
  passage(
    "zh",
    "澜越生物完成2亿元B轮融资", // fictional
    "上海澜越生物医药科技有限公司宣布完成2亿元B轮融资，资金将用于推进其PD-1/VEGF双特异性抗体LB-1618在晚期实体瘤中的临床研究（ChiCTR2300071234）。澜越生物表示，双抗赛道竞争激烈。",
    [company("澜越生物"), target("PD-1/VEGF"), modality("bispecific"), drug("LB1618"), trial("ChiCTR2300071234")],
  ),
  passage(
    "zh",
    "德曲妥珠单抗在华获批适应症",
    "阿斯利康与第一三共共同开发的抗体偶联药物德曲妥珠单抗（DS-8201）已获国家药监局批准用于HER2阳性乳腺癌和HER2低表达乳腺癌。",
    [company("AstraZeneca"), company("Daiichi Sankyo"), modality("adc"), drug("trastuzumab deruxtecan"), regulator("NMPA"), target("HER2"), indication("Breast cancer")],
  ),
  passage(
    "zh",
    "信达生物：信迪利单抗获批历程",
    "信达生物（01801.HK）的信迪利单抗是一款PD-1单抗，2018年获国家药监局批准用于经典型霍奇金淋巴瘤，由信达生物与礼来制药共同开发。",
    [company("Innovent Biologics", "HKEX:1801"), drug("sintilimab"), target("PD-1"), modality("monoclonal-antibody"), regulator("NMPA"), indication("Hodgkin lymphoma"), company("Eli Lilly")],
  ),

  // Japanese
  passage(
    "ja",
    "サクラ製薬、抗体薬物複合体SKR-301の承認申請", // fictional
    "サクラ製薬株式会社（東証プライム：4599）は、HER2陽性胃がんを対象とした抗体薬物複合体「SKR-301」について、厚生労働省に製造販売承認申請を行ったと発表した。申請は第3相臨床試験（jRCT2031230456）の結果に基づく。",
    [company("サクラ製薬", "TSE:4599"), modality("adc"), drug("SKR301"), target("HER2"), indication("Gastric cancer"), regulator("PMDA"), trial("jRCT2031230456")],
  ),
  passage(
    "ja",
    "エンハーツ、国内での承認の歩み",
    "第一三共のエンハーツ（トラスツズマブ デルクステカン）は、HER2陽性の胃がんに対して2020年に国内で承認された。アストラゼネカと共同で開発・販売している。",
    [company("Daiichi Sankyo"), drug("trastuzumab deruxtecan"), target("HER2"), indication("Gastric cancer"), company("AstraZeneca")],
  ),
  passage(
    "ja",
    "マンジャロ、国内の2型糖尿病治療で存在感",
    "マンジャロ（チルゼパチド）は日本イーライリリーが製造販売し、田辺三菱製薬が販売を担う2型糖尿病治療薬で、GIPとGLP-1の受容体に作用する。",
    [drug("tirzepatide"), company("Eli Lilly"), company("Tanabe Pharma"), indication("Type 2 diabetes"), target("GIP"), target("GLP-1")],
  ),
  passage(
    "ja",
    "株式会社ミライバイオ、二重特異性抗体で30億円調達", // fictional
    "創薬ベンチャーの株式会社ミライバイオ（東京都）は、二重特異性抗体MRB-2201の開発資金として30億円を調達した。PD-L1とCD3を標的とする同抗体は、2026年に米国で第1相試験を開始する予定で、FDAとの協議を進めている。",
    [company("ミライバイオ"), modality("bispecific"), drug("MRB2201"), target("PD-L1"), target("CD3"), regulator("FDA")],
  ),
  passage(
    "ja",
    "国内製薬大手、バイオ医薬品への投資を拡大", // trap: no company here
    "国内の製薬会社各社は、バイオ医薬品や細胞治療への投資を拡大している。製薬業界では大手製薬による買収も相次ぎ、ビッグファーマとの提携も増えている。",
    [modality("cell-therapy")],
  ),
  passage(
    "ja",
    "オオトリファーマ、EGFR阻害剤カルセニブの承認取得", // fictional
    "オオトリファーマ株式会社は、EGFR変異陽性の非小細胞肺がんを対象とするチロシンキナーゼ阻害剤「カルセニブ」について、医薬品医療機器総合機構（PMDA）の審査を経て承認を取得したと発表した。",
    [company("オオトリファーマ"), target("EGFR"), indication("Non-small cell lung cancer"), modality("small-molecule"), drug("カルセニブ"), regulator("PMDA")],
  ),
  passage(
    "ja",
    "武田薬品、エンタイビオの位置づけ",
    "武田薬品工業株式会社（4502.T）は、潰瘍性大腸炎とクローン病の治療薬エンタイビオ（ベドリズマブ）を販売している。α4β7インテグリンを標的とする抗体である。",
    [company("Takeda", "TSE:4502"), indication("Ulcerative colitis"), indication("Crohn's disease"), drug("vedolizumab"), target("α4β7 integrin"), modality("monoclonal-antibody")],
  ),
  passage(
    "ja",
    "中外製薬のヘムライブラ",
    "中外製薬株式会社（4519.T）はロシュ・グループの一員で、血友病Aの治療薬ヘムライブラ（エミシズマブ）は二重特異性抗体である。",
    [company("Chugai", "TSE:4519"), company("Roche"), indication("Hemophilia A"), drug("emicizumab"), modality("bispecific")],
  ),

  // Korean
  passage(
    "ko",
    "한빛바이오, 이중항체 HB-201 임상 1상 승인", // fictional
    "(주)한빛바이오(KOSDAQ: 298765)는 식품의약품안전처로부터 PD-1과 TIGIT를 동시에 겨냥하는 이중항체 'HB-201'의 임상 1상 시험계획을 승인받았다고 밝혔다. 회사는 비소세포폐암 환자를 대상으로 안전성을 평가할 예정이다.",
    [company("한빛바이오", "KOSDAQ:298765"), modality("bispecific"), drug("HB201"), regulator("MFDS"), target("PD-1"), target("TIGIT"), indication("Non-small cell lung cancer")],
  ),
  passage(
    "ko",
    "셀트리온 짐펜트라, 미국 시장 공략",
    "셀트리온의 짐펜트라(인플릭시맙 피하주사제)는 2023년 미국 식품의약국(FDA) 승인을 받았다. 궤양성 대장염과 크론병 치료에 쓰인다.",
    [company("Celltrion"), drug("infliximab"), regulator("FDA"), indication("Ulcerative colitis"), indication("Crohn's disease")],
  ),
  passage(
    "ko",
    "누리테라퓨틱스, TROP2 ADC 기술이전", // fictional
    "누리테라퓨틱스는 글로벌 제약사에 TROP2 항체-약물 접합체(ADC) 후보물질 'NTX-301'을 기술이전했다고 밝혔다. 계약금은 3천만 달러다. 국내 바이오 업계에서는 올해 들어 ADC 기술이전이 잇따르고 있다.",
    [company("누리테라퓨틱스"), target("TROP2"), modality("adc"), drug("NTX301")],
  ),
  passage(
    "ko",
    "한국릴리, 마운자로 국내 출시",
    "한국릴리는 비만 치료제 마운자로(성분명 티르제파타이드)를 국내에 출시했다. 마운자로는 식약처로부터 제2형 당뇨병과 비만 치료제로 허가받았다.",
    [company("Eli Lilly"), drug("tirzepatide"), regulator("MFDS"), indication("Type 2 diabetes"), indication("Obesity")],
  ),
  passage(
    "ko",
    "동해제약, 위암 신약 후보 희귀의약품 지정", // fictional
    "동해제약(주)은 위암 치료 후보물질 DH-1123이 미국 FDA로부터 희귀의약품으로 지정됐다고 밝혔다. 이 약물은 FGFR2를 표적으로 하는 저분자 화합물이다.",
    [company("동해제약"), indication("Gastric cancer"), drug("DH1123"), regulator("FDA"), target("FGFR"), modality("small-molecule")],
  ),
  passage(
    "ko",
    "제약바이오 업계, 하반기 기술수출 기대", // trap: no company here
    "국내 제약사들과 바이오기업들이 하반기 기술수출에 기대를 걸고 있다. 바이오시밀러 수출도 늘고 있으며, 다국적제약사와의 협업도 활발하다.",
    [],
  ),
  passage(
    "ko",
    "유한양행 렉라자, 미국 병용요법 승인",
    "유한양행의 렉라자(레이저티닙)는 EGFR 변이 비소세포폐암 치료제로, 존슨앤드존슨에 기술이전됐다. 2024년 미국 FDA가 아미반타맙과의 병용요법을 승인했다.",
    [company("Yuhan"), drug("lazertinib"), target("EGFR"), indication("Non-small cell lung cancer"), company("Johnson & Johnson"), regulator("FDA"), drug("amivantamab")],
  ),
  passage(
    "ko",
    "삼성바이오로직스, 송도 공장 가동",
    "삼성바이오로직스(207940.KS)는 인천 송도에서 바이오의약품 위탁생산 공장을 운영하고 있다.",
    [company("Samsung Biologics", "KOSPI:207940")],
  ),
  passage(
    "ko",
    "알테오젠, 키트루다 피하주사 제형 기술",
    "알테오젠(KOSDAQ: 196170)은 정맥주사 제형을 피하주사로 바꾸는 플랫폼 기술을 보유하고 있으며, 미국 MSD와 키트루다 피하주사 제형 개발 계약을 맺었다.",
    [company("Alteogen", "KOSDAQ:196170"), company("Merck & Co."), drug("pembrolizumab")],
  ),
  passage(
    "ko",
    "에이비엘바이오, 파킨슨병 이중항체 기술이전",
    "에이비엘바이오는 2022년 사노피에 파킨슨병 치료 후보물질인 이중항체 ABL301을 기술이전했다.",
    [company("ABL Bio"), company("Sanofi"), indication("Parkinson's disease"), modality("bispecific"), drug("ABL301")],
  ),

  // German
  passage(
    "de",
    "Nordwind Pharma AG erhält EU-Zulassung für Migräne-Antikörper", // fictional
    "Die Nordwind Pharma AG hat von der Europäischen Kommission die Zulassung für ihren monoklonalen Antikörper NWP-118 gegen CGRP erhalten. Die Empfehlung der Europäischen Arzneimittel-Agentur war im Herbst gekommen. Die AG will das Mittel zunächst in Deutschland auf den Markt bringen.",
    [company("Nordwind Pharma"), regulator("European Commission"), modality("monoclonal-antibody"), drug("NWP118"), target("CGRP"), indication("Migraine"), regulator("EMA")],
  ),
  passage(
    "de",
    "BioNTech und BMS: bispezifischer Antikörper BNT327 im Fokus",
    "Die BioNTech SE (Nasdaq: BNTX) entwickelt gemeinsam mit Bristol Myers Squibb den bispezifischen Antikörper BNT327, der PD-L1 und VEGF-A blockiert.",
    [company("BioNTech", "NASDAQ:BNTX"), company("Bristol Myers Squibb"), modality("bispecific"), drug("BNT327"), target("PD-L1"), target("VEGF")],
  ),
  passage(
    "de",
    "Rheinauen Biotech startet Studie mit CAR-T-Zelltherapie", // fictional
    "Die Rheinauen Biotech GmbH aus Köln startet eine Phase-1-Studie mit ihrer CAR-T-Zelltherapie RAB-1901 bei Patienten mit diffusem großzelligem B-Zell-Lymphom. Die Studie ist unter NCT06654321 registriert; das Paul-Ehrlich-Institut hat sie genehmigt.",
    [company("Rheinauen Biotech"), modality("cell-therapy"), drug("RAB1901"), indication("Diffuse large B-cell lymphoma"), trial("NCT06654321"), regulator("Paul-Ehrlich-Institut")],
  ),
  passage(
    "de",
    "Biotech-Branche sammelt weniger Geld ein", // trap: no company here
    "Die Biotech-Branche in Deutschland hat im ersten Halbjahr weniger Kapital eingesammelt. Viele Pharma-Unternehmen setzen auf Gentherapien und Zelltherapien, sagte ein Sprecher des Verbands. Die AG-Vorstände der Branche blicken dennoch zuversichtlich auf das Jahr.",
    [modality("gene-therapy"), modality("cell-therapy")],
  ),
  passage(
    "de",
    "Bayer: Nubeqa beim Prostatakarzinom",
    "Die Bayer AG (XETRA: BAYN) vertreibt Nubeqa (Darolutamid) zur Behandlung des Prostatakarzinoms.",
    [company("Bayer", "XETRA:BAYN"), drug("darolutamide"), indication("Prostate cancer")],
  ),
  passage(
    "de",
    "Pembrolizumab in der EU",
    "Pembrolizumab (Keytruda) von MSD ist ein PD-1-Antikörper, der in der EU unter anderem beim Melanom und beim nicht-kleinzelligen Lungenkarzinom zugelassen ist.",
    [drug("pembrolizumab"), company("Merck & Co."), target("PD-1"), modality("monoclonal-antibody"), indication("Melanoma"), indication("Non-small cell lung cancer")],
  ),
  passage(
    "de",
    "Lindgrün Therapeutics meldet Phase-2-Daten", // fictional
    "Die Lindgrün Therapeutics SE meldet positive Phase-2-Daten für ihren oralen KRAS-G12D-Inhibitor LGT-1220 bei Bauchspeicheldrüsenkrebs.",
    [company("Lindgrün Therapeutics"), target("KRAS G12D"), drug("LGT1220"), indication("Pancreatic cancer")],
  ),
  passage(
    "de",
    "Merck KGaA und Avelumab",
    "Die Merck KGaA aus Darmstadt hat den PD-L1-Antikörper Avelumab (Bavencio) mitentwickelt; zugelassen ist er unter anderem beim Urothelkarzinom.",
    [company("Merck KGaA"), target("PD-L1"), modality("monoclonal-antibody"), drug("avelumab"), indication("Bladder cancer")],
  ),

  // French
  passage(
    "fr",
    "Valmont Biosciences SA obtient un avis favorable du CHMP", // fictional
    "La société Valmont Biosciences SA (Euronext Paris : ALVMB) a annoncé que le comité des médicaments à usage humain de l'Agence européenne des médicaments (EMA) a rendu un avis favorable pour son anticorps monoclonal VMB-204 dans la dermatite atopique.",
    [company("Valmont Biosciences", "EURONEXT:ALVMB"), regulator("EMA"), modality("monoclonal-antibody"), drug("VMB204"), indication("Atopic dermatitis")],
  ),
  passage(
    "fr",
    "Sanofi et Blueprint Medicines",
    "Sanofi a racheté Blueprint Medicines en 2025. Blueprint commercialise Ayvakit (avapritinib) contre la mastocytose systémique.",
    [company("Sanofi"), company("Blueprint Medicines"), drug("avapritinib"), indication("Systemic mastocytosis")],
  ),
  passage(
    "fr",
    "Les biotechs françaises misent sur la thérapie génique", // trap: no company here
    "France Biotech, l'association qui représente le secteur, publie chaque année un panorama des biotechs françaises. La biotech lyonnaise la plus active mise sur la thérapie génique, tandis qu'un grand laboratoire pharmaceutique parie sur les thérapies cellulaires.",
    [modality("gene-therapy"), modality("cell-therapy")],
  ),
  passage(
    "fr",
    "Laboratoires Arvel lance une étude de phase 3 de ARL 4410", // fictional
    "Les Laboratoires Arvel SAS (Lyon) ont reçu l'autorisation de l'ANSM pour une étude de phase 3 (EUCT 2025-521234-11-00) évaluant ARL 4410, un inhibiteur oral du récepteur des androgènes, chez des patients atteints d'un cancer de la prostate métastatique.",
    [company("Laboratoires Arvel"), regulator("ANSM"), trial("2025-521234-11-00"), drug("ARL4410"), indication("Prostate cancer")],
  ),
  passage(
    "fr",
    "Enhertu dans l'Union européenne",
    "Enhertu (trastuzumab déruxtécan) de Daiichi Sankyo et AstraZeneca est un conjugué anticorps-médicament ciblant HER2, autorisé dans l'Union européenne dans le cancer du sein HER2-faible.",
    [drug("trastuzumab deruxtecan"), company("Daiichi Sankyo"), company("AstraZeneca"), modality("adc"), target("HER2"), indication("Breast cancer")],
  ),
  passage(
    "fr",
    "Noviqa Therapeutics obtient la désignation de thérapie innovante", // fictional
    "La société de biotechnologie Noviqa Therapeutics (Nasdaq : NVQA), basée à Paris, a reçu de la FDA la désignation de thérapie innovante pour NVQ-310, un ARN interférent (siRNA) ciblant APOC3, dans l'hypertriglycéridémie sévère.",
    [company("Noviqa Therapeutics", "NASDAQ:NVQA"), regulator("FDA"), drug("NVQ310"), modality("rna-therapeutics"), target("APOC3"), indication("Severe hypertriglyceridemia")],
  ),
  passage(
    "fr",
    "Le pembrolizumab en France",
    "Le pembrolizumab (Keytruda), l'anticorps anti-PD-1 de MSD, est autorisé en France dans le mélanome avancé.",
    [drug("pembrolizumab"), company("Merck & Co."), modality("monoclonal-antibody"), target("PD-1"), indication("Melanoma")],
  ),
  passage(
    "fr",
    "Ipsen et Servier aux États-Unis",
    "Ipsen a obtenu en 2024 l'approbation accélérée de la FDA pour Iqirvo (élafibranor) dans la cholangite biliaire primitive. Servier a obtenu la même année l'approbation de la FDA pour le vorasidenib, un inhibiteur d'IDH1 et d'IDH2, dans le gliome.",
    [company("Ipsen"), regulator("FDA"), drug("elafibranor"), indication("Primary biliary cholangitis"), company("Servier"), drug("vorasidenib"), target("IDH1"), target("IDH2"), indication("Glioma")],
  ),

  // Spanish
  passage(
    "es",
    "Laboratorios Ferrobio S.A. recibe luz verde de la AEMPS", // fictional
    "Laboratorios Ferrobio S.A. (BME: FRB) anunció que la Agencia Española de Medicamentos y Productos Sanitarios autorizó el ensayo de fase 2 de FRB-0912, un anticuerpo biespecífico dirigido contra BCMA y CD3, en pacientes con mieloma múltiple.",
    [company("Laboratorios Ferrobio", "BME:FRB"), regulator("AEMPS"), drug("FRB0912"), modality("bispecific"), target("BCMA"), target("CD3"), indication("Multiple myeloma")],
  ),
  passage(
    "es",
    "La FDA acepta la solicitud de Solarena Biopharma", // fictional
    "La biofarmacéutica Solarena Biopharma anunció que la FDA aceptó su solicitud de licencia de productos biológicos para SLB-501, una terapia génica con AAV para la hemofilia B.",
    [company("Solarena Biopharma"), regulator("FDA"), drug("SLB501"), modality("gene-therapy"), indication("Hemophilia B")],
  ),
  passage(
    "es",
    "Grifols y PharmaMar, dos referentes españoles",
    "Grifols, S.A. (BME: GRF) es uno de los mayores productores de medicamentos derivados del plasma. PharmaMar desarrolló la lurbinectedina (Zepzelca), aprobada por la FDA en 2020 para el cáncer de pulmón microcítico metastásico.",
    [company("Grifols", "BME:GRF"), company("PharmaMar"), drug("lurbinectedin"), regulator("FDA"), indication("Small cell lung cancer")],
  ),
  passage(
    "es",
    "Las biotecnológicas españolas buscan financiación", // trap: no company here
    "Las biotecnológicas españolas y las grandes farmacéuticas apuestan por la terapia celular y las vacunas de ARNm, según fuentes del sector. La farmacéutica más activa del país no quiso hacer comentarios.",
    [modality("cell-therapy"), modality("vaccine")],
  ),
  passage(
    "es",
    "Mounjaro, aprobado en Europa para la obesidad",
    "Eli Lilly (NYSE: LLY) obtuvo de la Comisión Europea la ampliación de Mounjaro (tirzepatida) al control del peso en adultos con obesidad. El fármaco es un agonista dual de los receptores de GIP y GLP-1.",
    [company("Eli Lilly", "NYSE:LLY"), regulator("European Commission"), drug("tirzepatide"), indication("Obesity"), target("GIP"), target("GLP-1")],
  ),
  passage(
    "es",
    "Oncomir Therapeutics inicia un ensayo en cáncer de páncreas", // fictional
    "La biotecnológica catalana Oncomir Therapeutics inició un ensayo de fase 1 (NCT06987654) con OMT-115, un inhibidor de KRAS G12D, en cáncer de páncreas.",
    [company("Oncomir Therapeutics"), trial("NCT06987654"), drug("OMT115"), target("KRAS G12D"), indication("Pancreatic cancer")],
  ),
  passage(
    "es",
    "La EMA valida la solicitud de Ventisca Biosciences", // fictional
    "La Agencia Europea de Medicamentos (EMA) validó la solicitud de autorización de comercialización de VNT-220, el conjugado anticuerpo-fármaco de Ventisca Biosciences dirigido a HER2, para el cáncer gástrico.",
    [regulator("EMA"), drug("VNT220"), modality("adc"), company("Ventisca Biosciences"), target("HER2"), indication("Gastric cancer")],
  ),
  passage(
    "es",
    "Almirall y lebrikizumab en Europa",
    "Almirall (BME: ALM) comercializa en Europa lebrikizumab (Ebglyss), un anticuerpo monoclonal anti-IL-13, para la dermatitis atópica.",
    [company("Almirall", "BME:ALM"), drug("lebrikizumab"), modality("monoclonal-antibody"), target("IL-13"), indication("Atopic dermatitis")],
  ),
];
