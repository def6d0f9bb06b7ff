import type { EventType } from "../../src/server/core/recognize/types";

/**
 * Hand-written, hand-labelled news passages for the event benchmark (issue 17 §2): a title, a
 * blank line, then two to four sentences, in en, zh, ja, ko, de, fr and es. Each is labelled with
 * the main event it reports (the one a reader would put in the headline), or `null` when it
 * reports none (plans, forecasts, market commentary, background). Most companies and drugs are
 * fictional, so that shapes must carry them; the few real ones state facts as reported at the
 * time (Kisunla's FDA approval, 2 July 2024; Merck–Verona, 9 July 2025; Astellas–Iveric Bio,
 * 30 April 2023; Leqembi's Japanese approval, 25 September 2023; Sanofi–Blueprint Medicines,
 * 2 June 2025; Zepzelca's FDA accelerated approval, 15 June 2020).
 *
 * Labels: `detail` for approvals (accelerated-approval, conditional-approval, trial-authorization
 * for a clinical trial application), designations (priority-review, breakthrough-therapy,
 * fast-track, orphan-drug, sakigake, prime…) and readouts (topline, interim, final); `outcome` for
 * readouts; `regulator` for approvals, submissions, acceptances, designations and complete
 * response letters, as the key of the authority the article names (null when it names none);
 * `amount` the headline amount of a deal or financing in currency units: the total when the
 * article states one, else the first amount written. The labels are the truth: the recognizer is
 * tuned on its rules, never by editing a label.
 */

type GoldLanguage = "en" | "zh" | "ja" | "ko" | "de" | "fr" | "es";

export type GoldEvent = {
  readonly type: EventType;
  readonly detail: string | null;
  readonly outcome: "met" | "missed" | null;
  readonly regulator: string | null;
  readonly amount: { readonly value: number; readonly currency: string } | null;
};

export type GoldPassage = {
  readonly language: GoldLanguage;
  readonly text: string;
  readonly event: GoldEvent | null;
  /** Why a trap is labelled as it is. */
  readonly note?: string;
};

type Label = Partial<Omit<GoldEvent, "type" | "amount">> & { readonly amount?: readonly [number, string] };

function event(type: EventType, label: Label = {}): GoldEvent {
  const amount = label.amount ? { value: label.amount[0], currency: label.amount[1] } : null;
  return { type, detail: label.detail ?? null, outcome: label.outcome ?? null, regulator: label.regulator ?? null, amount };
}

function passage(language: GoldLanguage, title: string, body: string, gold: GoldEvent | null, note?: string): GoldPassage {
  return { language, text: `${title}\n\n${body}`, event: gold, ...(note ? { note } : {}) };
}

const FDA = "regulator:fda";
const EMA = "regulator:ema";
const EC = "regulator:european-commission";
const NMPA = "regulator:nmpa";
const CDE = "regulator:cde";
const MHLW = "regulator:mhlw";
const MFDS = "regulator:mfds";

const ENGLISH: readonly GoldPassage[] = [
  passage(
    "en",
    "Halvern Therapeutics wins FDA accelerated approval for HLV-201 in bladder cancer",
    "The U.S. Food and Drug Administration granted accelerated approval to HLV-201, an oral FGFR3 inhibitor, for adults with metastatic urothelial carcinoma. Continued approval may be contingent on the results of a confirmatory Phase 3 trial.",
    event("approval", { detail: "accelerated-approval", regulator: FDA }),
  ),
  passage(
    "en",
    "FDA approves Lilly's Kisunla for early Alzheimer's disease",
    "The U.S. Food and Drug Administration on Tuesday approved Eli Lilly's donanemab, sold as Kisunla, for adults with early symptomatic Alzheimer's disease. The monthly infusion slowed clinical decline in the Phase 3 TRAILBLAZER-ALZ 2 study.",
    event("approval", { regulator: FDA }),
  ),
  passage(
    "en",
    "Norbridge Bio submits BLA for NB-14 in generalized myasthenia gravis",
    "Norbridge Bio said it has submitted a Biologics License Application to the FDA for NB-14, its FcRn-blocking antibody, in generalized myasthenia gravis. The filing is based on a Phase 3 study that enrolled 212 patients.",
    event("submission", { regulator: FDA }),
  ),
  passage(
    "en",
    "FDA accepts Ostrava Pharma's NDA for OST-33 and grants priority review",
    "The FDA has accepted for filing the New Drug Application for OST-33 in idiopathic pulmonary fibrosis and granted it priority review, Ostrava Pharma said. A decision is expected by June 14, 2027.",
    event("filing-acceptance", { regulator: FDA }),
    "Two events; the acceptance comes first in the title and is the news, the priority review its terms.",
  ),
  passage(
    "en",
    "Kestrel Oncology's KO-7 receives Breakthrough Therapy designation",
    "Kestrel Oncology said the FDA granted Breakthrough Therapy designation to KO-7 for patients with KRAS G12D-mutant pancreatic cancer who progressed after chemotherapy. The designation was based on early data from a Phase 1/2 trial.",
    event("designation", { detail: "breakthrough-therapy", regulator: FDA }),
  ),
  passage(
    "en",
    "Alderwick Pharmaceuticals receives complete response letter for AW-310",
    "Alderwick Pharmaceuticals said the FDA issued a complete response letter for its application for AW-310 in tardive dyskinesia, citing observations at a third-party manufacturing site. The letter did not ask for new clinical studies.",
    event("complete-response-letter", { regulator: FDA }),
  ),
  passage(
    "en",
    "Brightwater Bio doses first patient in Phase 1/2 trial of BW-88",
    "Brightwater Bio has dosed the first patient in its Phase 1/2 trial of BW-88, an in vivo CAR-T therapy, in relapsed lupus nephritis. The study plans to enroll about 60 patients at sites in the United States and Australia.",
    event("trial-start"),
  ),
  passage(
    "en",
    "Tessaly Therapeutics' TS-402 meets primary endpoint in Phase 3 psoriasis trial",
    "Topline results showed that TS-402 met its primary endpoint, with 68% of patients reaching PASI 90 at week 16 versus 4% on placebo. The study enrolled 640 patients with moderate-to-severe plaque psoriasis.",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "en",
    "Vantage Neuro's ALS drug fails mid-stage study",
    "The Phase 2b trial of VN-21 did not meet its primary endpoint of change in ALSFRS-R score at 24 weeks, Vantage Neuro said on Monday. Shares of the company fell 61% in premarket trading.",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "en",
    "Meridian Pharma licenses bispecific from Suzhou biotech in deal worth up to $1.2 billion",
    "Meridian Pharma will pay $80 million upfront for exclusive rights outside Greater China to LX-209, a PD-1xVEGF bispecific antibody developed by Suzhou Lanxin Biologics. The agreement includes up to $1.12 billion in milestone payments plus tiered royalties.",
    event("licensing", { amount: [1.2e9, "USD"] }),
  ),
  passage(
    "en",
    "Solenne Therapeutics and Arvada Robotics form antibody discovery collaboration",
    "Solenne Therapeutics and Arvada Robotics entered a multi-year research collaboration to automate the design and testing of antibodies against solid-tumour targets. Financial terms were not disclosed.",
    event("partnership"),
  ),
  passage(
    "en",
    "Merck to acquire Verona Pharma for about $10 billion",
    "Merck, known as MSD outside the United States and Canada, agreed to acquire Verona Pharma for $107 per American Depositary Share, a transaction valued at approximately $10 billion. Verona markets Ohtuvayre (ensifentrine) for chronic obstructive pulmonary disease.",
    event("acquisition", { amount: [1e10, "USD"] }),
  ),
  passage(
    "en",
    "Lumen Ridge Therapeutics raises $150 million in Series B financing",
    "Lumen Ridge Therapeutics closed a $150 million Series B round led by two crossover funds. The proceeds will take its oral GLP-1 receptor agonist into Phase 2 testing.",
    event("financing", { amount: [1.5e8, "USD"] }),
  ),
  passage(
    "en",
    "Halcyon Bio plans to file for FDA approval next year",
    "Halcyon Bio expects to submit a New Drug Application for HB-12 in the second half of 2027, the company said on its earnings call. It may also seek accelerated approval based on interim data.",
    null,
    "Plans and possibilities, no event yet.",
  ),
  passage(
    "en",
    "Analysts see obesity drug sales topping $100 billion by 2030",
    "Analysts at a large investment bank said the market for obesity drugs could exceed $100 billion by the end of the decade. They expect several oral drugs could win approval within three years.",
    null,
    "Analyst commentary.",
  ),
  passage(
    "en",
    "Pellary shares slide as doctors stick with rival treatment",
    "Pellary Therapeutics shares fell 9% on Wednesday after weak quarterly sales of its muscular dystrophy drug. The FDA approved a rival drug for the same condition last year, and doctors have been slow to switch.",
    null,
    "The rival's approval last year is background, not what this article reports: no event.",
  ),
];

const CHINESE: readonly GoldPassage[] = [
  passage(
    "zh",
    "华康生物PD-1单抗获国家药监局批准上市",
    "11月20日，华康生物宣布，其自主研发的PD-1单克隆抗体HK-101获国家药品监督管理局批准上市，用于治疗晚期非小细胞肺癌。此次获批基于一项纳入486例患者的III期临床研究。",
    event("approval", { regulator: NMPA }),
  ),
  passage(
    "zh",
    "启明药业KRAS G12C抑制剂获附条件批准上市",
    "国家药监局通过优先审评审批程序附条件批准启明药业QM-512片上市，用于既往接受过至少一种系统性治疗的KRAS G12C突变型晚期非小细胞肺癌成人患者。该药物的完全批准将取决于确证性临床试验的结果。",
    event("approval", { detail: "conditional-approval", regulator: NMPA }),
  ),
  passage(
    "zh",
    "和泽医药向国家药监局递交ADC新药上市申请",
    "和泽医药今日宣布，已向国家药监局递交HZ-303的上市申请，用于治疗HER2阳性晚期胃癌。该申请基于一项关键性II期研究的结果。",
    event("submission", { regulator: NMPA }),
  ),
  passage(
    "zh",
    "云峰生物IL-17A单抗上市申请获受理",
    "云峰生物宣布，其自主研发的抗IL-17A单抗YF-002的上市许可申请已获国家药监局受理，拟用于治疗中重度斑块状银屑病。该申请基于两项III期研究，共入组1020例患者。",
    event("filing-acceptance", { regulator: NMPA }),
  ),
  passage(
    "zh",
    "恒信生物CAR-T疗法被纳入突破性治疗药物程序",
    "药审中心官网显示，恒信生物的HX-19注射液被纳入突破性治疗药物程序，拟定适应症为复发或难治性多发性骨髓瘤。这是该产品在中国获得的首个特殊审评资格。",
    event("designation", { detail: "breakthrough-therapy", regulator: CDE }),
  ),
  passage(
    "zh",
    "瑞川医药1类新药上市申请被纳入优先审评",
    "根据药审中心最新公示，瑞川医药RC-88胶囊的上市申请被纳入优先审评审批程序，用于治疗成人特发性肺纤维化。",
    event("designation", { detail: "priority-review", regulator: CDE }),
  ),
  passage(
    "zh",
    "康迈生物GLP-1/GIP双靶点激动剂I期临床完成首例受试者给药",
    "康迈生物宣布，其KM-221注射液在中国开展的I期临床试验已完成首例受试者给药。该研究计划入组约120名受试者。",
    event("trial-start"),
  ),
  passage(
    "zh",
    "博安达JAK1抑制剂III期研究达到主要终点",
    "博安达医药宣布，其口服JAK1抑制剂BD-17治疗中重度特应性皮炎的III期临床研究达到主要终点。在第16周，治疗组EASI-75应答率显著高于安慰剂组。",
    event("readout", { outcome: "met" }),
  ),
  passage(
    "zh",
    "天衡生物阿尔茨海默病药物II期研究未达到主要终点",
    "天衡生物公告称，TH-09治疗轻中度阿尔茨海默病的II期临床试验未达到主要终点。受此影响，公司股价盘中一度下跌超过20%。",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "zh",
    "晨光生物双抗海外权益授权，交易总额最高13亿美元",
    "晨光生物宣布，将其PD-1/VEGF双特异性抗体CG-07在大中华区以外的全球权益独家授权给美国Arden Pharmaceuticals。晨光生物将获得8000万美元首付款，以及最高12.2亿美元的里程碑付款。",
    event("licensing", { amount: [1.3e9, "USD"] }),
  ),
  passage(
    "zh",
    "信泽医药与深度智药达成战略合作",
    "信泽医药与深度智药宣布达成战略合作，双方将利用人工智能平台共同发现小分子抗肿瘤药物。合作的财务条款未予披露。",
    event("partnership"),
  ),
  passage(
    "zh",
    "远华制药12亿元收购杭州创新药企澄明生物",
    "远华制药公告称，公司已与澄明生物股东签署股权转让协议，以12亿元现金收购澄明生物100%股权。交易完成后，澄明生物将成为公司的全资子公司。",
    event("acquisition", { amount: [1.2e9, "CNY"] }),
  ),
  passage(
    "zh",
    "澄源生物完成5亿元B轮融资",
    "澄源生物宣布完成5亿元人民币B轮融资，本轮融资由多家投资机构联合领投。所得资金将用于推进其核心产品的II期临床研究。",
    event("financing", { amount: [5e8, "CNY"] }),
  ),
  passage(
    "zh",
    "长岭生物ADC新药临床试验申请获国家药监局批准",
    "长岭生物宣布，其CL-45注射液的临床试验申请获得国家药监局批准，将在中国开展治疗晚期实体瘤的I期临床研究。",
    event("approval", { detail: "trial-authorization", regulator: NMPA }),
    "Permission to start a trial (IND/CTA), not to market: an approval with detail trial-authorization.",
  ),
  passage(
    "zh",
    "业内预计明年多款PD-1药物将递交上市申请",
    "业内人士预计，明年将有超过十款国产PD-1类药物递交上市申请。分析师认为，价格竞争可能进一步加剧。",
    null,
    "A forecast.",
  ),
  passage(
    "zh",
    "创新药板块午后走强",
    "今日午后，A股创新药板块集体走强，多只个股涨停。分析人士表示，资金对创新药出海前景保持乐观。",
    null,
    "Market commentary.",
  ),
];

const JAPANESE: readonly GoldPassage[] = [
  passage(
    "ja",
    "エーザイ、レケンビの国内承認を取得",
    "エーザイは25日、アルツハイマー病治療薬「レケンビ」（一般名レカネマブ）について、厚生労働省から製造販売承認を取得したと発表した。対象はアルツハイマー病による軽度認知障害と軽度の認知症。",
    event("approval", { regulator: MHLW }),
  ),
  passage(
    "ja",
    "北斗製薬、肺がん治療薬HK-550の製造販売承認を取得",
    "北斗製薬は15日、EGFR阻害剤HK-550について、厚生労働省から非小細胞肺がんを対象とした製造販売承認を取得したと発表した。承認は国際共同第3相試験の結果に基づく。",
    event("approval", { regulator: MHLW }),
  ),
  passage(
    "ja",
    "桜庭ファーマ、ADC「SB-301」の承認申請を実施",
    "桜庭ファーマは、抗体薬物複合体SB-301について、HER2陽性乳がんを対象に厚生労働省へ製造販売承認申請を行ったと発表した。申請は日本人患者を含む第3相試験のデータに基づく。",
    event("submission", { regulator: MHLW }),
  ),
  passage(
    "ja",
    "米FDA、東陽製薬の片頭痛薬の新薬承認申請を受理",
    "東陽製薬は、米国食品医薬品局（FDA）が同社の片頭痛治療薬TY-12の新薬承認申請を受理したと発表した。審査終了目標日は2027年9月に設定された。",
    event("filing-acceptance", { regulator: FDA }),
  ),
  passage(
    "ja",
    "三葉製薬の遺伝子治療薬、先駆的医薬品に指定",
    "厚生労働省は、三葉製薬が開発中の遺伝子治療薬MT-808を先駆的医薬品に指定した。対象疾患は脊髄性筋萎縮症で、審査期間の短縮が見込まれる。",
    event("designation", { detail: "sakigake", regulator: MHLW }),
  ),
  passage(
    "ja",
    "青嶺バイオのRN-14、希少疾病用医薬品の指定を取得",
    "青嶺バイオは、開発中のRN-14が厚生労働省から希少疾病用医薬品の指定を受けたと発表した。対象は小児の難治性てんかん。",
    event("designation", { detail: "orphan-drug", regulator: MHLW }),
  ),
  passage(
    "ja",
    "オルビス創薬、固形がん対象の第1相試験で初回投与",
    "オルビス創薬は、固形がん患者を対象としたOB-71の第1相臨床試験で、最初の患者への投与を開始したと発表した。試験は国内の5施設で行われる。",
    event("trial-start"),
  ),
  passage(
    "ja",
    "松風製薬の腎臓病薬、第3相試験で主要評価項目を達成",
    "松風製薬は、慢性腎臓病を対象としたMF-30の第3相試験のトップライン結果を発表し、主要評価項目を達成したと明らかにした。試験には820名の患者が参加した。",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "ja",
    "光星バイオのうつ病薬、第2相試験で主要評価項目を達成できず",
    "光星バイオは、大うつ病性障害を対象としたKS-5の第2相試験で、主要評価項目を達成できなかったと発表した。同社株は一時ストップ安となった。",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "ja",
    "富士見製薬、抗体FM-22を韓国企業にライセンス供与",
    "富士見製薬は、抗体FM-22について、日本を除くアジア地域での独占的な開発・販売権を韓国のハンビットバイオに供与するライセンス契約を締結した。契約一時金は30億円で、開発の進捗に応じて最大150億円のマイルストンを受け取る。",
    event("licensing", { amount: [3e9, "JPY"] }),
  ),
  passage(
    "ja",
    "大和メディカル、核酸医薬で創薬ベンチャーと提携",
    "大和メディカルと京都の創薬ベンチャーであるネオジーンは、核酸医薬の共同研究に関する提携契約を締結した。契約の金銭的条件は開示していない。",
    event("partnership"),
  ),
  passage(
    "ja",
    "アステラス製薬、米アイベリック・バイオを約59億ドルで買収",
    "アステラス製薬は、眼科領域に強みを持つ米アイベリック・バイオを約59億ドルで買収すると発表した。買収は友好的な株式公開買い付けを通じて行う。",
    event("acquisition", { amount: [5.9e9, "USD"] }),
  ),
  passage(
    "ja",
    "ミナトセラピューティクス、シリーズBで45億円を調達",
    "創薬スタートアップのミナトセラピューティクスは、シリーズBラウンドで総額45億円の資金調達を実施したと発表した。調達資金は第2相試験の実施に充てる。",
    event("financing", { amount: [4.5e9, "JPY"] }),
  ),
  passage(
    "ja",
    "日向製薬、米FDAから審査完了報告通知を受領",
    "日向製薬は、米国食品医薬品局（FDA）から、HY-40の新薬承認申請に関して審査完了報告通知を受領したと発表した。同社はFDAと協議の上、対応を検討する。",
    event("complete-response-letter", { regulator: FDA }),
  ),
  passage(
    "ja",
    "白鷺製薬、SW-90の承認申請は来年度に",
    "白鷺製薬は、2027年度中にSW-90の承認申請を行う予定だと明らかにした。第3相試験の最終解析は年内に終える見通し。",
    null,
    "A plan.",
  ),
  passage(
    "ja",
    "製薬株が軒並み上昇、円安を好感",
    "東京株式市場では大手製薬株が軒並み上昇した。市場関係者は、円安による海外売上高の押し上げを期待する買いが入ったとみている。",
    null,
    "Market commentary.",
  ),
];

const KOREAN: readonly GoldPassage[] = [
  passage(
    "ko",
    "한솔바이오, 위암 신약 HS-210 식약처 품목허가 획득",
    "한솔바이오는 자사가 개발한 HS-210이 식품의약품안전처로부터 진행성 위암 치료제로 품목허가를 받았다고 20일 밝혔다. 이번 허가는 국내 3상 임상시험 결과를 바탕으로 했다.",
    event("approval", { regulator: MFDS }),
  ),
  passage(
    "ko",
    "다온제약 폐암 표적항암제, 식약처 조건부 허가",
    "식약처는 다온제약의 폐암 치료제 DO-31에 대해 임상 3상 결과 제출을 조건으로 품목허가를 내줬다. 이 약은 ROS1 양성 비소세포폐암 환자를 대상으로 한다.",
    event("approval", { detail: "conditional-approval", regulator: MFDS }),
  ),
  passage(
    "ko",
    "새빛제약, 당뇨병 치료제 SB-77 품목허가 신청",
    "새빛제약은 식품의약품안전처에 제2형 당뇨병 치료제 SB-77의 품목허가를 신청했다고 밝혔다. 회사는 국내 3상에서 당화혈색소 감소 효과를 확인했다.",
    event("submission", { regulator: MFDS }),
  ),
  passage(
    "ko",
    "루미나바이오, 미국 FDA에 신약허가신청서 제출",
    "루미나바이오는 미국 식품의약국(FDA)에 아토피피부염 치료제 LB-12의 신약허가신청서(NDA)를 제출했다고 밝혔다. 회사는 내년 하반기 허가를 기대하고 있다.",
    event("submission", { regulator: FDA }),
  ),
  passage(
    "ko",
    "하람제약 희귀질환 치료제, 미국 FDA 희귀의약품 지정",
    "하람제약은 파브리병 치료제 HR-5가 미국 FDA로부터 희귀의약품으로 지정받았다고 밝혔다. 희귀의약품으로 지정되면 7년간 시장 독점권이 부여된다.",
    event("designation", { detail: "orphan-drug", regulator: FDA }),
  ),
  passage(
    "ko",
    "보람바이오, 췌장암 신약 FDA 패스트트랙 지정",
    "보람바이오는 췌장암 치료 후보물질 BR-101이 미국 FDA로부터 패스트트랙 개발 의약품으로 지정됐다고 밝혔다. 회사는 현재 미국에서 임상 2상을 진행하고 있다.",
    event("designation", { detail: "fast-track", regulator: FDA }),
  ),
  passage(
    "ko",
    "그린셀바이오, 고형암 CAR-NK 임상 1상 첫 환자 투여",
    "그린셀바이오는 고형암 환자를 대상으로 한 CAR-NK 치료제 GC-9의 임상 1상에서 첫 환자 투여를 완료했다고 밝혔다. 임상은 서울 소재 대형병원 3곳에서 진행된다.",
    event("trial-start"),
  ),
  passage(
    "ko",
    "유림제약 비만치료제, 임상 3상서 1차 평가변수 충족",
    "유림제약은 비만치료제 YR-40의 임상 3상 톱라인 결과에서 1차 평가변수를 충족했다고 밝혔다. 임상에는 국내외 환자 1,200명이 참여했다.",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "ko",
    "한빛테라퓨틱스, 치매 신약 2상서 1차 평가변수 미충족",
    "한빛테라퓨틱스는 알츠하이머병 치료제 HT-3의 임상 2상에서 1차 평가변수를 충족하지 못했다고 공시했다. 이 소식에 회사 주가는 장중 하한가를 기록했다.",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "ko",
    "에이온바이오, 글로벌 제약사에 1조 2,000억 원 규모 기술이전",
    "에이온바이오는 이중항체 후보물질 AE-201을 유럽 소재 글로벌 제약사에 총 1조 2,000억 원 규모로 기술이전하는 계약을 체결했다고 밝혔다. 반환 의무가 없는 계약금은 800억 원이다.",
    event("licensing", { amount: [1.2e12, "KRW"] }),
  ),
  passage(
    "ko",
    "청솔제약·AI 신약개발사 딥큐어, 공동연구 협약 체결",
    "청솔제약은 인공지능 신약개발 기업 딥큐어와 항암 신약 후보물질 발굴을 위한 공동연구 협약을 체결했다고 밝혔다. 양사는 3년간 공동으로 후보물질을 도출할 계획이다.",
    event("partnership"),
  ),
  passage(
    "ko",
    "대원홀딩스, 바이오벤처 셀로직 3000억원에 인수",
    "대원홀딩스는 세포치료제 전문 바이오벤처 셀로직의 지분 100%를 3000억원에 인수한다고 공시했다. 인수 대금은 전액 현금으로 지급된다.",
    event("acquisition", { amount: [3e11, "KRW"] }),
  ),
  passage(
    "ko",
    "노바젠, 450억 원 규모 시리즈B 투자 유치",
    "항체 신약 개발사 노바젠은 450억 원 규모의 시리즈B 투자를 유치했다고 밝혔다. 이번 투자에는 국내 벤처캐피털 6곳이 참여했다.",
    event("financing", { amount: [4.5e10, "KRW"] }),
  ),
  passage(
    "ko",
    "미국 FDA, 태온제약 신약허가신청 수락",
    "태온제약은 미국 FDA가 편두통 치료제 TO-8의 신약허가신청을 수락하고 본격적인 심사에 착수했다고 밝혔다. 허가 여부는 내년 3분기에 결정될 전망이다.",
    event("filing-acceptance", { regulator: FDA }),
  ),
  passage(
    "ko",
    "성원바이오, 연내 품목허가 신청 예정",
    "성원바이오는 골관절염 치료제 SW-2의 품목허가를 연내 식약처에 신청할 예정이라고 밝혔다. 회사는 허가 이후 해외 기술이전도 추진할 계획이다.",
    null,
    "Plans.",
  ),
  passage(
    "ko",
    "증권가 \"제약·바이오주 하반기 반등 전망\"",
    "증권가에서는 금리 인하 기대감에 제약·바이오 업종이 하반기에 반등할 것이라는 전망이 나온다. 다만 일부 종목은 임상 결과에 따라 변동성이 클 수 있다는 지적도 있다.",
    null,
    "Market commentary.",
  ),
];

const GERMAN: readonly GoldPassage[] = [
  passage(
    "de",
    "EU-Kommission erteilt Zulassung für Lipoxa von Rheinwald Pharma",
    "Die Europäische Kommission hat dem Wirkstoff Lipoxa von Rheinwald Pharma die Zulassung zur Behandlung der familiären Hypercholesterinämie erteilt. Die Zulassung gilt in allen 27 Mitgliedstaaten sowie in Island, Liechtenstein und Norwegen.",
    event("approval", { regulator: EC }),
  ),
  passage(
    "de",
    "Taunus Biotech erhält FDA-Zulassung für Hautkrebs-Therapie",
    "Die US-Arzneimittelbehörde FDA hat die Zelltherapie TB-12 von Taunus Biotech zur Behandlung des fortgeschrittenen Melanoms zugelassen. Die Aktie des Unternehmens stieg im frühen Handel um 18 Prozent.",
    event("approval", { regulator: FDA }),
  ),
  passage(
    "de",
    "Bedingte Zulassung für Gentherapie von Elbmark Therapeutics",
    "Die Europäische Kommission hat der Gentherapie EM-4 von Elbmark Therapeutics eine bedingte Zulassung für Patienten mit Hämophilie B erteilt. Die Firma muss weitere Daten aus der laufenden Phase-III-Studie vorlegen.",
    event("approval", { detail: "conditional-approval", regulator: EC }),
  ),
  passage(
    "de",
    "Nordlicht Pharma reicht Zulassungsantrag bei der EMA ein",
    "Nordlicht Pharma hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Zulassungsantrag für NP-77 zur Behandlung der chronischen Nierenerkrankung eingereicht. Grundlage sind Daten aus einer Phase-III-Studie mit 1.450 Patienten.",
    event("submission", { regulator: EMA }),
  ),
  passage(
    "de",
    "EMA validiert Zulassungsantrag für Asthmamittel von Havelberg",
    "Die Europäische Arzneimittel-Agentur hat den Zulassungsantrag für das Asthmamittel HV-9 der Havelberg AG validiert. Damit beginnt das zentrale Prüfverfahren der Behörde.",
    event("filing-acceptance", { regulator: EMA }),
  ),
  passage(
    "de",
    "Orphan-Drug-Status für Wirkstoff von Saalfeld Bio",
    "Die US-Arzneimittelbehörde FDA hat dem Wirkstoffkandidaten SB-3 von Saalfeld Bio den Orphan-Drug-Status zur Behandlung der Duchenne-Muskeldystrophie erteilt. Der Status bringt unter anderem Steuervorteile und sieben Jahre Marktexklusivität.",
    event("designation", { detail: "orphan-drug", regulator: FDA }),
  ),
  passage(
    "de",
    "EMA nimmt Alzheimer-Kandidaten von Isarwerk Bio ins PRIME-Programm auf",
    "Die EMA hat den Antikörper IW-22 der Isarwerk Bio in ihr PRIME-Programm für vorrangige Arzneimittel aufgenommen. Das Unternehmen erhält damit eine intensivere Beratung bei der Entwicklung.",
    event("designation", { detail: "prime", regulator: EMA }),
  ),
  passage(
    "de",
    "Erster Patient in Phase-I-Studie von Main Oncology dosiert",
    "Main Oncology hat in seiner Phase-I-Studie mit dem ADC MO-5 bei soliden Tumoren den ersten Patienten dosiert. An der Studie sollen rund 80 Patienten in Deutschland und Spanien teilnehmen.",
    event("trial-start"),
  ),
  passage(
    "de",
    "Weserland Pharma: Phase-III-Studie erreicht primären Endpunkt",
    "Weserland Pharma hat mit seinem Herzinsuffizienz-Medikament WP-10 in einer Phase-III-Studie den primären Endpunkt erreicht. Nach den Topline-Daten senkte das Mittel die Zahl der Krankenhauseinweisungen um 24 Prozent.",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "de",
    "Alpen Biotech verfehlt primären Endpunkt in Migräne-Studie",
    "Die Phase-II-Studie mit AB-8 von Alpen Biotech hat ihren primären Endpunkt verfehlt. Die Aktie brach nach der Mitteilung um mehr als 40 Prozent ein.",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "de",
    "Spreewerk Bio schließt Lizenzvereinbarung mit US-Konzern",
    "Spreewerk Bio hat die weltweiten Rechte an ihrem Antikörper SW-31 per Lizenzvereinbarung an einen US-Pharmakonzern vergeben. Das Unternehmen erhält eine Vorauszahlung von 40 Mio. Euro sowie Meilensteinzahlungen von bis zu 1,5 Mrd. Euro.",
    event("licensing", { amount: [4e7, "EUR"] }),
  ),
  passage(
    "de",
    "Kooperation: Heidelberger Proteomik-Firma arbeitet mit Novacor zusammen",
    "Die Heidelberger Protera GmbH und der Pharmakonzern Novacor haben eine Forschungskooperation zur Entdeckung neuer Zielstrukturen bei Fibrose vereinbart. Finanzielle Details wurden nicht genannt.",
    event("partnership"),
  ),
  passage(
    "de",
    "Donautal Pharma übernimmt Biotech-Firma für 2,1 Milliarden Euro",
    "Donautal Pharma übernimmt das Münchner Biotech-Unternehmen Immunara für 2,1 Milliarden Euro in bar. Der Aufsichtsrat beider Firmen hat der Übernahme bereits zugestimmt.",
    event("acquisition", { amount: [2.1e9, "EUR"] }),
  ),
  passage(
    "de",
    "Leipziger Biotech sammelt 60 Millionen Euro in Finanzierungsrunde ein",
    "Das Leipziger Biotech-Unternehmen Cellvita hat in einer Serie-B-Finanzierungsrunde 60 Millionen Euro eingesammelt. Mit dem Geld soll die klinische Entwicklung des Hauptkandidaten vorangetrieben werden.",
    event("financing", { amount: [6e7, "EUR"] }),
  ),
  passage(
    "de",
    "Harzer Pharma plant Zulassungsantrag für 2027",
    "Harzer Pharma will im kommenden Jahr einen Zulassungsantrag bei der EMA stellen. Der Vorstand rechnet mit einer Zulassung frühestens 2028.",
    null,
    "A plan and a forecast.",
  ),
  passage(
    "de",
    "Analysten: Pharmawerte bleiben unter Druck",
    "Analysten erwarten, dass Pharmawerte wegen der Debatte über Arzneimittelpreise unter Druck bleiben. Eine Übernahmewelle in der Branche halten sie dennoch für möglich.",
    null,
    "Analyst commentary.",
  ),
];

const FRENCH: readonly GoldPassage[] = [
  passage(
    "fr",
    "La Commission européenne approuve le traitement de Lysandre Pharma contre l'hémophilie",
    "La Commission européenne a accordé une autorisation de mise sur le marché à LP-12, la thérapie génique de Lysandre Pharma contre l'hémophilie A sévère. L'autorisation est valable dans toute l'Union européenne.",
    event("approval", { regulator: EC }),
  ),
  passage(
    "fr",
    "La FDA approuve le médicament d'Orvane Biotech contre la maladie de Crohn",
    "L'agence américaine du médicament (FDA) a approuvé OB-7, l'anticorps d'Orvane Biotech, pour les adultes atteints de la maladie de Crohn modérée à sévère. L'action de la société nantaise a bondi de 25 %.",
    event("approval", { regulator: FDA }),
  ),
  passage(
    "fr",
    "Calvane Therapeutics dépose une demande d'AMM auprès de l'EMA",
    "Calvane Therapeutics a déposé auprès de l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour CT-40 dans la sclérose latérale amyotrophique. La demande s'appuie sur une étude de phase 3 menée chez 380 patients.",
    event("submission", { regulator: EMA }),
  ),
  passage(
    "fr",
    "La FDA accepte d'examiner la demande d'Ivoire Bio",
    "La FDA a accepté d'examiner la demande de licence de produit biologique (BLA) d'Ivoire Bio pour IB-2 dans le lupus. Une décision est attendue d'ici septembre 2027.",
    event("filing-acceptance", { regulator: FDA }),
  ),
  passage(
    "fr",
    "Statut de médicament orphelin pour le candidat de Saint-Brieuc Biologics",
    "L'EMA a accordé le statut de médicament orphelin à SBB-5, le candidat de Saint-Brieuc Biologics dans la mucoviscidose. Ce statut ouvre droit à dix ans d'exclusivité commerciale en Europe.",
    event("designation", { detail: "orphan-drug", regulator: EMA }),
  ),
  passage(
    "fr",
    "Désignation de thérapie innovante de la FDA pour Médéa Oncologie",
    "Médéa Oncologie a obtenu de la FDA la désignation de thérapie innovante (Breakthrough Therapy) pour MO-3 dans le cancer du poumon avec mutation HER2. Cette désignation doit accélérer le développement du produit.",
    event("designation", { detail: "breakthrough-therapy", regulator: FDA }),
  ),
  passage(
    "fr",
    "Premier patient traité dans l'essai de phase 1 d'Alpilles Bio",
    "Alpilles Bio a traité le premier patient de son essai de phase 1 évaluant AB-14 dans le glioblastome. L'essai doit recruter une quarantaine de patients en France et en Belgique.",
    event("trial-start"),
  ),
  passage(
    "fr",
    "L'étude de phase 3 de Garonne Pharma atteint son critère principal",
    "Garonne Pharma a annoncé que l'étude de phase 3 de GP-9 dans la dermatite atopique a atteint son critère d'évaluation principal, selon les résultats principaux. L'essai a inclus 720 patients.",
    event("readout", { detail: "topline", outcome: "met" }),
    "« Résultats principaux » is French for topline results.",
  ),
  passage(
    "fr",
    "Échec en phase 2 pour le candidat de Vosges Neurosciences",
    "L'essai de phase 2 de VN-4 dans la maladie de Parkinson n'a pas atteint son critère d'évaluation principal, a annoncé Vosges Neurosciences. Le titre a chuté de 55 % à l'ouverture.",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "fr",
    "Accord de licence entre Loire Biotech et un laboratoire japonais",
    "Loire Biotech a signé un accord de licence exclusif avec un laboratoire japonais pour développer LB-6 au Japon. La biotech recevra un paiement initial de 15 millions d'euros et jusqu'à 180 millions d'euros de paiements d'étape.",
    event("licensing", { amount: [1.5e7, "EUR"] }),
  ),
  passage(
    "fr",
    "Partenariat entre Rhône Santé et un spécialiste de l'IA",
    "Rhône Santé et la start-up Sémaphore IA ont conclu un partenariat pour accélérer la découverte de molécules contre les maladies rénales. Les conditions financières n'ont pas été dévoilées.",
    event("partnership"),
  ),
  passage(
    "fr",
    "Sanofi va racheter Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
    "Sanofi a annoncé lundi un accord pour acquérir l'américain Blueprint Medicines pour 129 dollars par action en numéraire, plus un certificat de valeur conditionnelle. L'opération valorise la biotech jusqu'à 9,5 milliards de dollars.",
    event("acquisition", { amount: [9.5e9, "USD"] }),
  ),
  passage(
    "fr",
    "Biotech lyonnaise : Cerivane lève 30 millions d'euros",
    "La biotech lyonnaise Cerivane a réalisé une levée de fonds de 30 millions d'euros en série A. Les fonds serviront à mener son candidat jusqu'à la fin de la phase 2.",
    event("financing", { amount: [3e7, "EUR"] }),
  ),
  passage(
    "fr",
    "Lettre de réponse complète de la FDA pour Cévennes Pharma",
    "Cévennes Pharma a reçu une lettre de réponse complète de la FDA concernant sa demande pour CP-8 dans la migraine. L'agence demande des données supplémentaires sur la fabrication.",
    event("complete-response-letter", { regulator: FDA }),
  ),
  passage(
    "fr",
    "Armorique Bio prévoit de déposer une demande d'AMM en 2027",
    "Armorique Bio prévoit de déposer une demande d'autorisation de mise sur le marché auprès de l'EMA en 2027. La société pourrait aussi chercher un partenaire pour les États-Unis.",
    null,
    "A plan.",
  ),
  passage(
    "fr",
    "Les valeurs pharmaceutiques pourraient souffrir de la réforme des prix",
    "Selon plusieurs analystes, les valeurs pharmaceutiques européennes pourraient souffrir d'une réforme des prix aux États-Unis. Les biotechs seraient moins touchées.",
    null,
    "Analyst commentary.",
  ),
];

const SPANISH: readonly GoldPassage[] = [
  passage(
    "es",
    "La FDA concede la aprobación acelerada a Zepzelca de PharmaMar",
    "La agencia estadounidense del medicamento (FDA) ha concedido la aprobación acelerada a Zepzelca (lurbinectedina) para el tratamiento del cáncer de pulmón microcítico metastásico. La aprobación se basa en un ensayo de fase 2 con 105 pacientes.",
    event("approval", { detail: "accelerated-approval", regulator: FDA }),
  ),
  passage(
    "es",
    "La Comisión Europea autoriza el fármaco de Biomar Iberia contra la psoriasis",
    "La Comisión Europea ha concedido la autorización de comercialización a BI-21, el anticuerpo de Biomar Iberia para la psoriasis en placas. La autorización es válida en todos los Estados miembros de la Unión Europea.",
    event("approval", { regulator: EC }),
  ),
  passage(
    "es",
    "La FDA aprueba la terapia de Oncovalle para la leucemia",
    "La FDA ha aprobado OV-3, la terapia celular de Oncovalle, para pacientes adultos con leucemia linfoblástica aguda en recaída. La compañía prevé lanzarla en Estados Unidos este trimestre.",
    event("approval", { regulator: FDA }),
  ),
  passage(
    "es",
    "Cantábrica Pharma presenta su solicitud de autorización ante la EMA",
    "Cantábrica Pharma ha presentado ante la EMA la solicitud de autorización de comercialización de CP-15 para la enfermedad renal crónica. La solicitud se basa en un ensayo de fase 3 con 1.100 pacientes.",
    event("submission", { regulator: EMA }),
  ),
  passage(
    "es",
    "La FDA acepta a trámite la solicitud de Galaicobio",
    "La FDA ha aceptado a trámite la solicitud de nuevo fármaco de Galaicobio para GB-8 en la fibrosis quística. La agencia tomará una decisión antes de agosto de 2027.",
    event("filing-acceptance", { regulator: FDA }),
  ),
  passage(
    "es",
    "Designación de medicamento huérfano para el candidato de Tajo Therapeutics",
    "La FDA ha otorgado la designación de medicamento huérfano a TT-2, el candidato de Tajo Therapeutics para la ataxia de Friedreich. La designación ofrece siete años de exclusividad comercial.",
    event("designation", { detail: "orphan-drug", regulator: FDA }),
  ),
  passage(
    "es",
    "Designación de terapia innovadora para Mediterránea Oncology",
    "Mediterránea Oncology ha recibido de la FDA la designación de terapia innovadora para MO-11 en el cáncer de ovario resistente al platino. La compañía cotiza en el mercado continuo.",
    event("designation", { detail: "breakthrough-therapy", regulator: FDA }),
  ),
  passage(
    "es",
    "Primer paciente tratado en el ensayo de fase 1 de Duero Bio",
    "Duero Bio ha tratado al primer paciente en su ensayo de fase 1 con DB-4 para tumores sólidos avanzados. El estudio se realiza en cuatro hospitales de Madrid y Barcelona.",
    event("trial-start"),
  ),
  passage(
    "es",
    "El ensayo de fase 3 de Guadalquivir Pharma alcanza su criterio de valoración principal",
    "Guadalquivir Pharma ha anunciado que su ensayo de fase 3 con GP-6 en la artritis reumatoide alcanzó el criterio de valoración principal. Los resultados preliminares se presentarán en un congreso médico.",
    event("readout", { outcome: "met" }),
    "« Resultados preliminares » could be topline; it is not said to be, so no detail.",
  ),
  passage(
    "es",
    "Revés para Pirineo Neuro: su fármaco no alcanza el objetivo principal",
    "El ensayo de fase 2 de PN-1 en la esclerosis múltiple no alcanzó su criterio de valoración principal, según informó Pirineo Neuro. Las acciones de la compañía cayeron un 38 %.",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "es",
    "Acuerdo de licencia de Levante Biotech con una farmacéutica estadounidense",
    "Levante Biotech ha firmado un acuerdo de licencia con una farmacéutica estadounidense para LB-9, por un total de hasta 400 millones de dólares. La biotech recibirá un pago inicial de 25 millones de dólares.",
    event("licensing", { amount: [4e8, "USD"] }),
  ),
  passage(
    "es",
    "Alianza entre Meseta Farma y un centro de investigación",
    "Meseta Farma y el Centro de Investigación Biomédica del Norte han firmado una alianza estratégica para investigar nuevas terapias contra el alzhéimer. Las partes no han revelado los términos económicos.",
    event("partnership"),
  ),
  passage(
    "es",
    "Ibérica Salud adquiere la biotecnológica Neurona por 500 millones de euros",
    "Ibérica Salud ha adquirido la biotecnológica Neurona por 500 millones de euros, según un comunicado. La operación refuerza su presencia en enfermedades neurológicas.",
    event("acquisition", { amount: [5e8, "EUR"] }),
  ),
  passage(
    "es",
    "Atlántica Bio cierra una ronda de financiación de 30 millones de euros",
    "La biotecnológica Atlántica Bio ha cerrado una ronda de financiación serie A de 30 millones de euros liderada por fondos europeos. El capital se destinará a su programa en fase clínica.",
    event("financing", { amount: [3e7, "EUR"] }),
  ),
  passage(
    "es",
    "Sierra Pharma prevé solicitar la aprobación en 2027",
    "Sierra Pharma prevé solicitar la aprobación de SP-4 ante la EMA en 2027. La empresa podría buscar un socio para comercializarlo en Estados Unidos.",
    null,
    "A plan.",
  ),
  passage(
    "es",
    "Las farmacéuticas podrían beneficiarse de la bajada de tipos",
    "Los analistas creen que las farmacéuticas cotizadas podrían beneficiarse de una bajada de los tipos de interés. Sin embargo, advierten de la volatilidad del sector.",
    null,
    "Analyst commentary.",
  ),
];

export const GOLD_EVENT_PASSAGES: readonly GoldPassage[] = [...ENGLISH, ...CHINESE, ...JAPANESE, ...KOREAN, ...GERMAN, ...FRENCH, ...SPANISH];

/**
 * A held-out set, written after the recognizer was tuned on the passages above and committed
 * before it was first measured on them: phrasing chosen to differ from the first set's (other
 * verbs, other word orders), so that the bench shows how the trigger lists carry to news they were
 * not written from. Its first measurement is in docs/decisions.md; the general patterns it showed
 * missing were added afterwards, so it is no longer held out (its labels are unchanged).
 */
export const HELD_OUT_EVENT_PASSAGES: readonly GoldPassage[] = [
  passage(
    "en",
    "Quillon Biosciences' gene therapy gets green light in Europe",
    "The European Commission granted conditional marketing authorisation to QB-301 for boys with Duchenne muscular dystrophy aged four to seven. The decision follows a positive CHMP opinion in September.",
    event("approval", { detail: "conditional-approval", regulator: EC }),
  ),
  passage(
    "en",
    "Stavewell inks $2.1B pact with Hokuto for ADC rights",
    "Stavewell Pharma has agreed to pay Hokuto Pharmaceutical $150 million upfront for ex-Japan rights to HK-880, an antibody-drug conjugate targeting TROP2. Hokuto could receive up to $2.1 billion in total, plus royalties.",
    event("licensing", { amount: [2.1e9, "USD"] }),
  ),
  passage(
    "en",
    "Orrin Therapeutics begins pivotal study of ORT-5 in gout",
    "Orrin Therapeutics has started enrolling patients in a Phase 3 study of ORT-5 in chronic gout. The trial will enroll about 900 patients across 120 sites.",
    event("trial-start"),
  ),
  passage(
    "en",
    "FDA rejects Calder Pharma's migraine drug, cites manufacturing issues",
    "The FDA declined to approve Calder Pharma's CP-22 for acute migraine, according to a complete response letter the company received on Friday.",
    event("complete-response-letter", { regulator: FDA }),
  ),
  passage(
    "en",
    "Ridgeview Bio prices upsized $230 million IPO",
    "Ridgeview Bio priced its initial public offering of 13.5 million shares at $17 each, raising about $230 million in gross proceeds. Shares begin trading on Nasdaq on Thursday under the ticker RDGV.",
    event("financing", { amount: [2.3e8, "USD"] }),
  ),
  passage(
    "en",
    "Why investors are souring on gene therapy",
    "Several gene therapy developers have cut jobs this year as investors demand nearer-term returns. One company said it would look for a partner before starting a Phase 3 trial.",
    null,
    "Commentary and a plan.",
  ),
  passage(
    "zh",
    "国产首款Claudin18.2 ADC获批",
    "国家药监局近日批准了明澜生物的ML-18注射液上市，用于治疗Claudin18.2阳性晚期胃癌。",
    event("approval", { regulator: NMPA }),
  ),
  passage(
    "zh",
    "海森医药与欧洲药企就口服GLP-1达成独家许可协议",
    "根据协议，海森医药将获得5000万美元首付款，以及最高9.5亿美元的开发和销售里程碑付款。",
    event("licensing", { amount: [5e7, "USD"] }),
  ),
  passage(
    "zh",
    "贝泰生物宣布完成数亿元C轮融资",
    "贝泰生物今日宣布完成数亿元人民币C轮融资，由某产业基金领投。",
    event("financing"),
    "The amount is not stated (数亿元, several hundred million): none.",
  ),
  passage(
    "zh",
    "安吉康III期试验取得积极结果",
    "安吉康宣布，其AK-3治疗慢性自发性荨麻疹的III期临床试验达到全部主要终点和关键次要终点。",
    event("readout", { outcome: "met" }),
  ),
  passage(
    "zh",
    "专家：国产创新药出海仍面临挑战",
    "业内专家表示，未来三年内将有更多国产创新药寻求海外授权，但定价和临床数据仍是主要障碍。",
    null,
    "Commentary.",
  ),
  passage(
    "ja",
    "米FDA、和光バイオのALS治療薬を迅速承認",
    "米国食品医薬品局（FDA）は、和光バイオのWK-7を筋萎縮性側索硬化症の治療薬として迅速承認した。",
    event("approval", { detail: "accelerated-approval", regulator: FDA }),
  ),
  passage(
    "ja",
    "みなと製薬、欧州企業と販売提携",
    "みなと製薬は、欧州の製薬企業と抗体医薬MN-4の欧州での販売に関する提携契約を結んだ。",
    event("partnership"),
  ),
  passage(
    "ja",
    "紀伊バイオ、がん免疫薬の第1相試験を開始",
    "紀伊バイオは、がん免疫治療薬KB-9の第1相臨床試験を開始し、最初の被験者に投与したと発表した。",
    event("trial-start"),
  ),
  passage(
    "ja",
    "大洋薬品、眼科ベンチャーを120億円で完全子会社化",
    "大洋薬品は、眼科領域の創薬ベンチャーであるルクスアイを約120億円で買収し、完全子会社化すると発表した。",
    event("acquisition", { amount: [1.2e10, "JPY"] }),
  ),
  passage(
    "ja",
    "製薬業界、薬価改定に懸念",
    "来年度の薬価改定を巡り、製薬各社から新薬の承認取得後の収益性を懸念する声が上がっている。",
    null,
    "Commentary; 承認取得 is said of new drugs in general.",
  ),
  passage(
    "ko",
    "셀바이오텍, 美 FDA 임상 2상 IND 승인",
    "셀바이오텍은 미국 식품의약국(FDA)으로부터 류마티스관절염 치료제 CB-3의 임상 2상 시험계획(IND)을 승인받았다고 밝혔다.",
    event("approval", { detail: "trial-authorization", regulator: FDA }),
  ),
  passage(
    "ko",
    "대한바이오, 폐암 3상 톱라인 발표…주평가지표 달성",
    "대한바이오는 비소세포폐암 치료제 DH-5의 글로벌 임상 3상 톱라인 결과 주평가지표를 달성했다고 밝혔다.",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "ko",
    "에이스제약, 중국 제약사와 5억 달러 규모 라이선스 아웃 계약",
    "에이스제약은 중국 제약사에 비만 치료제 AC-2의 중화권 권리를 총 5억 달러 규모로 이전하는 계약을 체결했다. 선급금은 3000만 달러다.",
    event("licensing", { amount: [5e8, "USD"] }),
  ),
  passage(
    "ko",
    "식약처, 척수성근위축증 치료제 신속심사 대상 지정",
    "식품의약품안전처는 온바이오의 척수성근위축증 치료제 OB-2를 글로벌 혁신제품 신속심사 대상으로 지정했다.",
    event("designation", { detail: "fast-track", regulator: MFDS }),
    "GIFT (Global Innovative products on Fast Track) is MFDS's fast track.",
  ),
  passage(
    "ko",
    "바이오 업계, 하반기 기술수출 기대감",
    "업계에서는 하반기에 대형 기술수출 계약이 나올 수 있다는 기대감이 커지고 있다.",
    null,
    "Expectations.",
  ),
  passage(
    "de",
    "Swissmedic genehmigt Hautkrebsmittel von Jura Pharma",
    "Die Schweizer Heilmittelbehörde Swissmedic hat das Melanom-Medikament JP-8 von Jura Pharma zugelassen.",
    event("approval", { regulator: "regulator:swissmedic" }),
  ),
  passage(
    "de",
    "Ostsee Bio startet Phase-II-Studie",
    "Ostsee Bio hat mit der Rekrutierung für eine Phase-II-Studie mit OB-15 bei Colitis ulcerosa begonnen; der erste Patient wurde in Hamburg behandelt.",
    event("trial-start"),
  ),
  passage(
    "de",
    "Pharmakonzern kauft Münchner Antikörperspezialisten",
    "Der Pharmakonzern Veltris kauft die Münchner Antikörperfirma Immuvia für bis zu 850 Millionen Euro einschließlich erfolgsabhängiger Zahlungen.",
    event("acquisition", { amount: [8.5e8, "EUR"] }),
  ),
  passage(
    "de",
    "Studie zu Fettlebermittel verfehlt Ziel",
    "Die Phase-IIb-Studie mit dem Wirkstoff LV-2 der Leberwerk AG hat das Hauptziel verfehlt, teilte das Unternehmen mit.",
    event("readout", { outcome: "missed" }),
  ),
  passage(
    "de",
    "Biotech-Branche hofft auf Erholung",
    "Die deutsche Biotech-Branche hofft nach einem schwachen Jahr auf mehr Finanzierungsrunden. Viele Firmen suchen Partner für ihre Programme.",
    null,
    "Commentary.",
  ),
  passage(
    "fr",
    "Le médicament de Brocéliande Pharma autorisé aux États-Unis",
    "La Food and Drug Administration a donné son feu vert à BP-6, le traitement de Brocéliande Pharma contre la cholangite biliaire primitive.",
    event("approval", { regulator: FDA }),
  ),
  passage(
    "fr",
    "Phase 3 : premiers résultats positifs pour Océane Thérapeutiques",
    "Océane Thérapeutiques a annoncé des résultats principaux positifs : son candidat OT-4 a atteint le critère principal de l'étude de phase 3 dans l'endométriose.",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "fr",
    "Lorraine Biologics s'allie à un géant américain",
    "Lorraine Biologics et l'américain Carvex ont signé un accord de collaboration pour co-développer des anticorps bispécifiques. Lorraine Biologics recevra 20 millions d'euros à la signature.",
    event("partnership", { amount: [2e7, "EUR"] }),
  ),
  passage(
    "fr",
    "La biotech Azur Genomics entre en Bourse",
    "Azur Genomics a levé 45 millions d'euros lors de son introduction en Bourse sur Euronext Paris.",
    event("financing", { amount: [4.5e7, "EUR"] }),
  ),
  passage(
    "fr",
    "Le secteur pharmaceutique attend la réforme",
    "Les laboratoires attendent la réforme du financement de la Sécurité sociale, qui pourrait peser sur les prix des nouveaux médicaments.",
    null,
    "Commentary.",
  ),
  passage(
    "es",
    "La AEMPS autoriza un ensayo de terapia génica de Navarra Biotech",
    "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado el ensayo clínico de fase 1 de NB-2 en pacientes con hemofilia.",
    event("approval", { detail: "trial-authorization", regulator: "regulator:aemps" }),
  ),
  passage(
    "es",
    "Castilla Pharma cede los derechos de su anticuerpo en China",
    "Castilla Pharma ha cedido los derechos de CP-9 en China a Shanghai Rongda por 12 millones de euros iniciales y hasta 210 millones en hitos.",
    event("licensing", { amount: [1.2e7, "EUR"] }),
  ),
  passage(
    "es",
    "La EMA incluye el fármaco de Ebro Therapeutics en su programa PRIME",
    "La Agencia Europea de Medicamentos ha incluido EB-3, de Ebro Therapeutics, en su programa PRIME para medicamentos prioritarios.",
    event("designation", { detail: "prime", regulator: EMA }),
  ),
  passage(
    "es",
    "Resultados positivos en fase 3 para el fármaco de Balear Bio",
    "El ensayo de fase 3 con BB-1 en migraña crónica cumplió su criterio de valoración principal, según los datos principales comunicados por Balear Bio.",
    event("readout", { detail: "topline", outcome: "met" }),
  ),
  passage(
    "es",
    "El sector biotecnológico español pide más inversión",
    "Las empresas biotecnológicas españolas reclaman más capital riesgo para poder financiar ensayos clínicos de fase 2.",
    null,
    "Commentary.",
  ),
];
