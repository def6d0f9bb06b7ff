import type { BriefArticle } from "./briefs";

/**
 * Ninth held-out set for the English brief benchmark: 20 short articles per language (Chinese,
 * Japanese, Korean), in the style of press releases and trade news, written and labelled by hand
 * by a helper session on 2026-11-29 without the engine's code or any other set's articles open.
 * To be measured once and not tuned against. Labels were set before any measurement and are not
 * to be edited to fit a result.
 *
 * Real events (true to the author's knowledge; only details the author was sure of):
 * - zh[0]  BeiGene (BeOne Medicines): FDA accelerated approval of zanubrutinib (Brukinsa) in
 *          mantle cell lymphoma, 14 Nov 2019 (15 Nov Beijing time).
 * - zh[1]  Akeso: phase 3 HARMONi-2 (ivonescimab vs pembrolizumab, PD-L1+ NSCLC) met its PFS
 *          endpoint at interim analysis, late May 2024.
 * - zh[2]  3SBio: licence of SSGJ-707 ex-mainland-China rights to Pfizer ($1.25bn upfront, up to
 *          $4.8bn milestones, $100m equity), May 2025.
 * - zh[3]  HUTCHMED: FDA approval of fruquintinib (Fruzaqla) in previously treated metastatic
 *          colorectal cancer, 8 Nov 2023 (Takeda commercialises ex-China).
 * - zh[4]  Genmab: agreement to acquire ProfoundBio for $1.8bn in cash (Rina-S), April 2024.
 * - ja[0]  Eisai: MHLW approval of lecanemab (Leqembi) in Japan, 25 Sep 2023.
 * - ja[1]  Ono Pharmaceutical: agreement to acquire Deciphera Pharmaceuticals at $25.60 a share
 *          (about $2.4bn), 29 Apr 2024.
 * - ja[2]  Takeda: two phase 3 studies of oveporexton (TAK-861) in narcolepsy type 1 met all
 *          primary and secondary endpoints, July 2025.
 * - ja[3]  Shionogi: emergency approval of ensitrelvir (Xocova) by MHLW, the first under the
 *          emergency approval system, 22 Nov 2022.
 * - ja[4]  Daiichi Sankyo: FDA approval of quizartinib (Vanflyta) in newly diagnosed FLT3-ITD+
 *          AML, 20 Jul 2023.
 * - ko[0]  Yuhan: FDA approval of lazertinib (Lazcluze) with amivantamab in first-line EGFR-mutant
 *          NSCLC, 19 Aug 2024 (20 Aug KST).
 * - ko[1]  HLB: complete response letter from FDA for rivoceranib + camrelizumab in HCC (filed by
 *          its subsidiary Elevar Therapeutics), May 2024.
 * - ko[2]  ABL Bio: licence of ABL301 to Sanofi ($75m upfront, up to $1.06bn), 12 Jan 2022.
 * - ko[3]  SK Biopharmaceuticals: FDA approval of cenobamate (Xcopri) in partial-onset seizures,
 *          21 Nov 2019 (22 Nov KST).
 * - ko[4]  LegoChem Biosciences (now LigaChem): licence of TROP2 ADC LCB84 to Janssen ($100m
 *          upfront, up to $1.7bn), Dec 2023.
 * All other articles are invented, about fictional companies and medicines; their names and
 * research codes were checked not to be in the registry files (companies.ts, sec-companies.ts,
 * drugs.ts).
 */
export const GOLD9_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "百济神州泽布替尼获FDA加速批准上市，成首个在美获批的中国自主研发抗癌新药",
      text: "北京时间2019年11月15日，百济神州（BGNE.US，06160.HK）宣布，美国食品药品监督管理局（FDA）已加速批准其BTK抑制剂百悦泽®（泽布替尼，BGB-3111）上市，用于治疗既往至少接受过一种治疗的成年套细胞淋巴瘤（MCL）患者。这是首款由中国企业自主研发、在美国获批上市的抗癌新药，实现了中国原研新药出海“零的突破”。此次加速批准基于两项单臂临床试验的总缓解率（ORR）数据，该适应症的持续批准将取决于确证性试验对临床获益的验证。今年1月，泽布替尼已获FDA授予治疗MCL的突破性疗法认定。",
      labels: { event: "approval", company: "BeOne Medicines", asset: "zanubrutinib", indication: "Mantle cell lymphoma", regulator: "FDA" },
    },
    {
      title: "头对头击败帕博利珠单抗，康方生物依沃西单抗III期HARMONi-2研究达到主要终点",
      text: "康方生物（09926.HK）公告称，其自主研发的PD-1/VEGF双特异性抗体依沃西单抗（AK112）对比帕博利珠单抗单药一线治疗PD-L1表达阳性（TPS≥1%）的局部晚期或转移性非小细胞肺癌的III期临床研究HARMONi-2（AK112-303），在预设的期中分析中达到无进展生存期（PFS）主要终点。公司表示，这是全球首个在III期头对头临床研究中证实疗效显著优于帕博利珠单抗的药物。此前，依沃西单抗联合化疗用于EGFR-TKI治疗后进展的EGFR突变非鳞状NSCLC已获国家药监局批准上市，商品名依达方。详细数据将于近期在国际学术会议上公布。",
      labels: { event: "readout", company: "Akeso", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "首付款12.5亿美元！三生制药将PD-1/VEGF双抗SSGJ-707海外权益授予辉瑞",
      text: "三生制药（01530.HK）发布公告，公司及其附属公司已与辉瑞订立许可协议，将PD-1/VEGF双特异性抗体SSGJ-707在全球（不包括中国内地）的开发、生产及商业化独家权利授予辉瑞。根据协议，辉瑞将支付12.5亿美元不可退还的首付款，三生方面还有望获得最高48亿美元的开发、监管及销售里程碑付款。同时，辉瑞将以1亿美元认购三生制药的股份。业内人士指出，这一首付款金额刷新了中国创新药对外授权的纪录。SSGJ-707目前正在国内开展多项II期及III期临床研究。PD-1/VEGF双抗是近年来跨国药企竞相布局的热门赛道，康方生物的依沃西单抗即为同类药物。",
      labels: { event: "licensing", company: "3SBio", asset: "SSGJ-707", indication: null, regulator: null, also: ["Pfizer"] },
    },
    {
      title: "和黄医药呋喹替尼获美国FDA批准，用于经治转移性结直肠癌",
      text: "和黄医药（HCM.US，00013.HK）宣布，美国食品药品监督管理局（FDA）已于美国东部时间11月8日批准FRUZAQLA™（呋喹替尼）胶囊上市，用于治疗既往接受过以氟尿嘧啶、奥沙利铂和伊立替康为基础的化疗、接受过抗VEGF治疗，且RAS野生型并在医学上适合时接受过抗EGFR治疗的成人转移性结直肠癌患者。该批准基于国际多中心III期FRESCO-2研究以及在中国开展的III期FRESCO研究的数据。武田于今年初获得呋喹替尼在中国以外全球范围内的独家许可，将负责其在美国的商业化。呋喹替尼已于2018年在中国获批，商品名爱优特。",
      labels: { event: "approval", company: "HUTCHMED", asset: "fruquintinib", indication: "Colorectal cancer", regulator: "FDA", also: ["Takeda"] },
    },
    {
      title: "18亿美元现金！Genmab收购普方生物，押注新一代ADC Rina-S",
      text: "丹麦抗体药物公司Genmab（健玛保）宣布，已与普方生物（ProfoundBio）达成最终协议，将以18亿美元现金全资收购这家临床阶段的抗体偶联药物（ADC）企业。交易完成后，Genmab将获得普方生物核心产品Rina-S（rinatabart sesutecan，PRO1184）的全球权益。Rina-S是一款靶向叶酸受体α（FRα）的新一代ADC，目前正在铂耐药卵巢癌等实体瘤患者中开展I/II期临床研究。普方生物的其他ADC候选药物及技术平台也将一并纳入Genmab旗下。该交易尚需满足包括监管审批在内的惯常交割条件。",
      labels: { event: "acquisition", company: "Genmab", asset: "rinatabart sesutecan", indication: "Ovarian cancer", regulator: null, also: ["ProfoundBio"] },
    },
    {
      title: "泓润生物IL-17A/F单抗HRB-1701获批上市，用于中重度斑块状银屑病",
      text: "12月3日，国家药品监督管理局官网显示，泓润生物科技股份有限公司（以下简称“泓润生物”）申报的1类创新药润舒妥®（HRB-1701注射液）获批上市，用于治疗适合系统治疗或光疗的中重度斑块状银屑病成人患者。HRB-1701是一款同时靶向IL-17A和IL-17F的人源化单克隆抗体，此次获批基于一项在国内开展的多中心III期研究，第12周PASI 90应答率显著优于安慰剂。目前国内已上市的IL-17类药物包括司库奇尤单抗、依奇珠单抗等进口产品，以及恒瑞医药的伏欣奇拜单抗。泓润生物表示，将积极推动该产品进入国家医保目录谈判。",
      labels: { event: "approval", company: "Hongrun Bio", companyOriginal: "泓润生物", asset: "HRB1701", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "澜晟药业KRAS G12D抑制剂LS-2208获临床试验默示许可",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，杭州澜晟药业有限公司（以下简称“澜晟药业”）自主研发的口服KRAS G12D抑制剂LS-2208片获得临床试验默示许可，拟用于治疗携带KRAS G12D突变的晚期胰腺癌等实体瘤。KRAS G12D是胰腺导管腺癌中最常见的驱动突变之一，长期被视为“不可成药”靶点。临床前研究显示，LS-2208在多种KRAS G12D突变肿瘤模型中具有显著的抑瘤作用。此前，该药已于今年8月获得美国FDA的IND许可。澜晟药业计划于明年上半年在国内启动I期剂量递增研究。",
      labels: { event: "approval", company: "Lansheng Pharma", companyOriginal: "澜晟药业", asset: "LS2208", indication: "Pancreatic cancer", regulator: "CDE" },
    },
    {
      title: "星衍药业向国家药监局提交BTK抑制剂XY-0619上市许可申请",
      text: "星衍药业11月27日晚间公告，公司已向国家药品监督管理局提交口服BTK抑制剂XY-0619片的上市许可申请，拟用于治疗经第二代H1抗组胺药治疗后仍有症状的成人慢性自发性荨麻疹（CSU）。此次申报主要基于一项在国内42家中心开展的III期临床研究，该研究以第12周荨麻疹活动评分（UAS7）较基线的变化为主要终点，XY-0619组显著优于安慰剂组。目前CSU二线治疗主要依赖奥马珠单抗等注射用生物制剂。公司提示，该申请尚需经过技术审评、核查检验等环节，能否获批及获批时间存在不确定性。星衍药业表示，XY-0619是公司首个提交上市申请的自研创新药。",
      labels: { event: "submission", company: "Xingyan Pharma", companyOriginal: "星衍药业", asset: "XY0619", indication: "Chronic spontaneous urticaria", regulator: "NMPA" },
    },
    {
      title: "拓衡医药URAT1抑制剂TH-3310上市申请获受理",
      text: "拓衡医药股份有限公司（以下简称“拓衡医药”）公告，公司近日收到国家药品监督管理局核准签发的《受理通知书》，其1类新药TH-3310片的上市许可申请获得受理，拟用于成人痛风患者的降尿酸治疗。TH-3310是一种高选择性尿酸盐转运体1（URAT1）抑制剂，可促进尿酸经肾脏排泄。在以非布司他为对照的III期研究中，TH-3310治疗24周时的血尿酸达标率达到非劣效终点，且肝功能异常发生率更低。公司表示，将积极配合审评工作，力争早日获批上市。目前国内痛风降尿酸治疗以别嘌醇、非布司他和苯溴马隆为主，部分患者存在疗效不足或安全性方面的顾虑。",
      labels: { event: "filing-acceptance", company: "Tuoheng Pharma", companyOriginal: "拓衡医药", asset: "TH3310", indication: "Gout", regulator: "NMPA" },
    },
    {
      title: "明沅生物：鼻咽癌新药MY-103 BLA获FDA受理，PDUFA日期定于明年9月",
      text: "明沅生物宣布，美国食品药品监督管理局（FDA）已受理其PD-L1/TGF-β双功能融合蛋白MY-103联合吉西他滨和顺铂一线治疗复发或转移性鼻咽癌的生物制品许可申请（BLA），处方药用户付费法案（PDUFA）目标日期为2027年9月18日。该申请基于在中国及东南亚开展的国际多中心III期研究，MY-103联合化疗组的无进展生存期较安慰剂联合化疗组显著延长。FDA此前已批准君实生物的特瑞普利单抗用于鼻咽癌。明沅生物称，目前正在为MY-103寻找美国商业化合作伙伴。若顺利获批，MY-103有望成为首个在美国上市的PD-L1/TGF-β双功能药物。",
      labels: { event: "filing-acceptance", company: "Mingyuan Bio", companyOriginal: "明沅生物", asset: "MY103", indication: "Nasopharyngeal carcinoma", regulator: "FDA" },
    },
    {
      title: "睿枢生物RS-1106拟纳入突破性治疗品种，针对IgA肾病",
      text: "11月25日，CDE官网公示，睿枢生物申报的RS-1106注射液拟被纳入突破性治疗品种，拟定适应症为具有疾病进展风险的原发性IgA肾病成人患者。RS-1106是一款皮下注射的抗APRIL单克隆抗体，可减少致病性半乳糖缺陷型IgA1的产生。在一项II期研究中，RS-1106治疗36周时患者24小时尿蛋白较基线下降约52%。本次公示期为5个工作日。IgA肾病是我国最常见的原发性肾小球疾病，睿枢生物计划于明年启动关键性III期研究。按照相关规定，纳入突破性治疗品种的药物在后续研发中可获得优先沟通交流等支持，申报上市时还可申请附条件批准和优先审评。",
      labels: { event: "designation", company: "Ruishu Bio", companyOriginal: "睿枢生物", asset: "RS1106", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "云舟医药基因疗法YZ-501获FDA孤儿药资格认定",
      text: "云舟医药近日宣布，美国食品药品监督管理局（FDA）已授予其AAV基因治疗产品YZ-501孤儿药资格认定（ODD），用于治疗杜氏肌营养不良症（DMD）。YZ-501通过单次静脉给药递送经优化的微型抗肌萎缩蛋白基因。获得孤儿药资格后，YZ-501在美国的开发将享受临床试验费用税收抵免、免除部分申请费用以及获批后7年市场独占期等支持。此前，Sarepta的Elevidys已在美国获批。YZ-501目前正在国内开展研究者发起的临床研究，首批3例患者已完成给药。公司计划于明年向FDA递交IND申请，推进美国I/II期临床研究。",
      labels: { event: "designation", company: "Yunzhou Pharma", companyOriginal: "云舟医药", asset: "YZ501", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "诺岚药业收到FDA完整回复函，NL-201在美上市推迟",
      text: "诺岚药业公告称，美国FDA已就其口服HIF-PHI药物NL-201用于治疗非透析慢性肾脏病贫血成人患者的新药上市申请（NDA）发出完整回复函（CRL）。FDA在函中主要提出了与原料药生产基地相关的现场检查缺陷，未要求开展新的临床研究。诺岚药业表示，将尽快与FDA召开会议，预计于2027年上半年重新提交申请。受此影响，公司股价午后一度下跌14%。NL-201已于去年在国内获批上市，与罗沙司他等同类产品展开竞争。慢性肾脏病贫血是慢性肾病的常见并发症，传统治疗以注射用促红细胞生成素为主。NL-201的美国权益由公司自主保留，市场此前普遍预期其将于明年在美上市。",
      labels: { event: "complete-response-letter", company: "Nuolan Pharma", companyOriginal: "诺岚药业", asset: "NL201", indication: "Anemia of chronic kidney disease", regulator: "FDA" },
    },
    {
      title: "博瀚生物双靶点CAR-T治疗系统性红斑狼疮完成首例患者给药",
      text: "博瀚生物今日宣布，其自体CD19/BCMA双靶点CAR-T细胞疗法BH-30治疗难治性系统性红斑狼疮（SLE）的I/II期临床研究已完成首例患者回输。该研究在国内多家三甲医院开展，主要评估BH-30的安全性和初步疗效。此前，BH-30已于今年7月获得国家药监局临床试验默示许可，是国内较早进入注册临床的自身免疫病CAR-T产品之一。公司预计将于2027年读出初步数据，并同步推进在狼疮肾炎等适应症中的探索。与需长期服用的传统免疫抑制剂不同，CAR-T疗法有望通过一次性输注实现B细胞“免疫重置”，近年来在自身免疫病领域备受关注。",
      labels: { event: "trial-start", company: "Bohan Bio", companyOriginal: "博瀚生物", asset: "BH30", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "齐岳药业口服GLP-1受体激动剂QY-0915启动III期临床，首例受试者入组",
      text: "齐岳药业宣布，其口服小分子GLP-1受体激动剂QY-0915用于肥胖或超重成人体重管理的III期临床研究（QUEST-1）已完成首例受试者入组。该研究为随机、双盲、安慰剂对照设计，计划在国内约60家中心入组约900名受试者，主要终点为第48周体重较基线变化的百分比。在此前公布的II期研究中，QY-0915最高剂量组26周平均减重9.8%。目前国内已上市的减重药物包括诺和诺德的司美格鲁肽和礼来的替尔泊肽，口服小分子赛道则有礼来的orforglipron等在研。公司预计该研究将于2028年完成主要终点分析，并计划同步启动2型糖尿病适应症的III期研究。",
      labels: { event: "trial-start", company: "Qiyue Pharma", companyOriginal: "齐岳药业", asset: "QY0915", indication: "Obesity", regulator: null },
    },
    {
      title: "珩泰生物HT-611治疗特应性皮炎IIb期研究达到主要终点，股价涨超20%",
      text: "珩泰生物公布了其抗OX40L单克隆抗体HT-611治疗中重度特应性皮炎的IIb期临床研究顶线结果。研究共入组268例外用药物控制不佳的成人患者，第16周时，HT-611高剂量组达到EASI-75的患者比例为58.2%，安慰剂组为17.6%（P<0.001），达到主要终点；各剂量组安全性良好，未观察到新的安全性信号。与度普利尤单抗每两周给药不同，HT-611采用每12周一次皮下注射。消息公布后，珩泰生物股价盘中涨超20%。公司计划明年与监管机构沟通III期方案。OX40L通路被认为在T细胞介导的慢性炎症中发挥关键作用，赛诺菲等跨国药企也在布局相关靶点。",
      labels: { event: "readout", company: "Hengtai Bio", companyOriginal: "珩泰生物", asset: "HT611", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "领途医药与科澜生物达成战略合作，共同开发分子胶降解剂",
      text: "领途医药与科澜生物11月20日在上海签署战略合作协议。双方将结合领途医药的分子胶发现平台与科澜生物的蛋白质组学筛选技术，共同开发针对“不可成药”靶点的新一代蛋白降解剂，首批聚焦血液肿瘤领域的3个靶点。根据协议，双方将共同承担研发费用并共享未来商业化收益，不涉及首付款。领途医药此前曾将一款临床前降解剂的海外权益授权给一家美国公司，此次合作标志着其从单一授权模式转向联合开发。据介绍，领途医药的分子胶平台已累计筛选超过200万个化合物，科澜生物则拥有覆盖8000余种蛋白的定量蛋白质组学数据库。双方预计在18个月内确定首个临床前候选化合物。",
      labels: { event: "partnership", company: "Lingtu Pharma", companyOriginal: "领途医药", asset: null, indication: "Hematologic malignancies", regulator: null, also: ["Kelan Bio"] },
    },
    {
      title: "安澍生物B7-H3 ADC海外权益授权Westbrook Oncology，总额最高9.6亿美元",
      text: "安澍生物宣布，已与美国生物技术公司Westbrook Oncology达成独家许可协议，授予对方B7-H3靶向抗体偶联药物AS-1527在大中华区以外的全球开发和商业化权利。根据协议，安澍生物将获得4500万美元首付款，以及最高约9.15亿美元的开发、注册和销售里程碑付款，并可按净销售额收取分级特许权使用费。AS-1527目前正在国内开展针对广泛期小细胞肺癌的I/II期研究，初步数据显示客观缓解率超过50%。此前，葛兰素史克已从翰森制药引进同靶点ADC HS-20093。该交易尚需通过美国反垄断审查后方可生效。",
      labels: { event: "licensing", company: "Anshu Bio", companyOriginal: "安澍生物", asset: "AS1527", indication: "Small cell lung cancer", regulator: null, also: ["Westbrook Oncology"] },
    },
    {
      title: "芯衡生物完成5亿元B轮融资，加速阿尔茨海默病新药XH-12临床开发",
      text: "专注于神经退行性疾病的创新药企芯衡生物近日宣布完成5亿元人民币B轮融资，本轮由远澜资本领投，多家老股东持续跟投。所募资金将主要用于核心产品XH-12治疗早期阿尔茨海默病的II期临床开发，以及下一代脑穿梭抗体平台建设。XH-12是一款靶向可溶性Aβ寡聚体的口服小分子药物，已在健康受试者中完成I期研究。创始人表示，仑卡奈单抗、多奈单抗等抗体药物获批后，市场对便捷口服疗法的需求日益明确。这是芯衡生物成立四年来完成的第三轮融资，累计融资额超过8亿元。远澜资本合伙人表示，看好公司在口服神经退行性疾病药物领域的差异化布局。",
      labels: { event: "financing", company: "Xinheng Bio", companyOriginal: "芯衡生物", asset: "XH12", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "“将审慎评估后续开发策略”：昱辰医药MASH新药YC-1201 III期未达主要终点",
      text: "昱辰医药公告，其THR-β激动剂YC-1201治疗代谢功能障碍相关脂肪性肝炎（MASH）伴F2-F3期肝纤维化的III期临床研究52周期中分析结果显示，YC-1201两个剂量组在“纤维化改善≥1期且MASH无恶化”这一主要终点上，与安慰剂组相比均未显示出统计学显著差异。公司称将进一步分析数据，审慎评估该项目的后续开发策略。受此影响，昱辰医药股价开盘即封跌停。同类药物中，Madrigal的resmetirom（Rezdiffra）已于2024年在美国获批用于MASH。YC-1201此前被视为公司最重要的在研产品，公司原计划于明年提交上市申请。",
      labels: { event: "readout", company: "Yuchen Pharma", companyOriginal: "昱辰医药", asset: "YC1201", indication: "MASH", regulator: null },
    },
  ],
  ja: [
    {
      title: "エーザイ、「レケンビ」の国内製造販売承認を取得　ADによるMCI・軽度認知症の進行抑制",
      text: "エーザイは9月25日、バイオジェンと共同開発した抗アミロイドβ（Aβ）プロトフィブリル抗体「レケンビ点滴静注200mg、同500mg」（一般名：レカネマブ（遺伝子組換え））について、厚生労働省から「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」を効能・効果とする製造販売承認を取得したと発表した。承認はグローバル第3相Clarity AD試験の結果に基づく。米国では7月にフル承認を取得している。薬価収載の時期は未定で、投与対象となる患者や施設の要件は最適使用推進ガイドラインで定められる見通し。",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA", also: ["Biogen"] },
    },
    {
      title: "小野薬品、米デサイフェラを約24億ドルで買収へ　がん領域の海外基盤獲得",
      text: "小野薬品工業は4月29日、米バイオ医薬品企業のデサイフェラ・ファーマシューティカルズを買収することで合意したと発表した。TOB（株式公開買い付け）を通じて1株当たり25.60ドルの現金で全株式を取得し、買収総額は約24億ドル（約3700億円）を見込む。デサイフェラは消化管間質腫瘍（GIST）治療薬「QINLOCK」（一般名：リプレチニブ）を米欧で販売しているほか、腱滑膜巨細胞腫（TGCT）を対象とするCSF1R阻害剤vimseltinibなどを開発している。小野薬品にとって過去最大の買収となり、主力の「オプジーボ」の特許切れを見据えて欧米での自販体制の構築を急ぐ。",
      labels: { event: "acquisition", company: "Ono Pharmaceutical", asset: null, indication: null, regulator: null, also: ["Deciphera Pharmaceuticals"] },
    },
    {
      title: "武田、オベポレキストンの第3相2試験で全評価項目を達成　ナルコレプシータイプ1",
      text: "武田薬品工業は、経口オレキシン2受容体作動薬oveporexton（TAK-861）について、ナルコレプシータイプ1（NT1）患者を対象とした2本のグローバル第3相試験（FirstLight試験、RadiantLight試験）で、主要評価項目および全ての副次評価項目を達成したと発表した。日中の過度の眠気や情動脱力発作（カタプレキシー）などで、プラセボに対し統計学的に有意な改善を示し、安全性プロファイルはこれまでの試験と一貫していた。同社は2025年度中に各国規制当局へ承認申請を行う計画で、詳細データは今後の学会で発表する。",
      labels: { event: "readout", company: "Takeda", asset: "oveporexton", indication: "Narcolepsy", regulator: null },
    },
    {
      title: "ゾコーバ、緊急承認制度で初の承認　塩野義の新型コロナ経口薬",
      text: "厚生労働省は11月22日、塩野義製薬の新型コロナウイルス感染症治療薬「ゾコーバ錠125mg」（一般名：エンシトレルビル フマル酸）を緊急承認した。今年5月の改正医薬品医療機器等法で創設された緊急承認制度が適用されたのは初めて。同日開かれた薬事・食品衛生審議会の合同会議で承認が了承された。7月の審議では有効性の推定が不十分として継続審議となっていたが、塩野義は第2/3相試験の第3相パートで、オミクロン株流行期に特徴的な5症状が消失するまでの時間を有意に短縮したとの結果を追加で提出していた。当面は国が購入した分を医療機関に配分する形で供給される。",
      labels: { event: "approval", company: "Shionogi", asset: "ensitrelvir", indication: "COVID-19", regulator: "PMDA" },
    },
    {
      title: "第一三共のFLT3阻害剤「VANFLYTA」、米FDAが初発AMLで承認",
      text: "第一三共は、FLT3阻害剤VANFLYTA（一般名：キザルチニブ）について、米国食品医薬品局（FDA）から7月20日（米国時間）、FLT3-ITD陽性の新たに診断された急性骨髄性白血病（AML）の成人患者を対象に、標準的な寛解導入療法および地固め療法との併用、ならびに地固め療法後の単剤維持療法として承認を取得したと発表した。承認はグローバル第3相QuANTUM-First試験の結果に基づく。同種造血幹細胞移植後の維持療法は適応に含まれない。日本では2019年に、再発または難治性のFLT3-ITD変異陽性AMLを効能・効果として承認されている。",
      labels: { event: "approval", company: "Daiichi Sankyo", asset: "quizartinib", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "アオバファーマ、HER3標的ADC「AOB-118」の治験届調査終了　国内第1相へ",
      text: "創薬ベンチャーのアオバファーマは11月26日、HER3を標的とする抗体薬物複合体（ADC）AOB-118について、医薬品医療機器総合機構（PMDA）による初回治験計画届の30日調査が終了したと発表した。これにより国内で第1相試験を開始できるようになった。対象は標準治療後に進行した切除不能な進行・再発胃がん患者で、国内3施設で用量漸増パートを実施する。同社は2027年前半に最初の患者への投与を見込む。HER3標的ADCをめぐっては、第一三共のパトリツマブ デルクステカンが開発で先行している。同社は2021年設立で、独自のADCリンカー技術を基盤とする。",
      labels: { event: "approval", company: "Aoba Pharma", companyOriginal: "アオバファーマ", asset: "AOB118", indication: "Gastric cancer", regulator: "PMDA" },
    },
    {
      title: "白鷺製薬、過活動膀胱治療薬SRG-402を国内で承認申請",
      text: "白鷺製薬株式会社は、過活動膀胱（OAB）治療薬として開発中の経口剤SRG-402について、厚生労働省に製造販売承認申請を行ったと発表した。SRG-402は同社が創製した膀胱知覚神経を標的とする新規作用機序の化合物。国内第3相試験では、1日あたりの排尿回数の変化量でプラセボに対する優越性を示し、既存のβ3作動薬ミラベグロンとの探索的比較でも同程度の有効性が確認された。口渇や便秘の発現は低率だった。同社は2027年中の承認取得を目指し、販売では他社との共同販促も検討する。同社にとっては泌尿器領域で初の自社創製品となる。",
      labels: { event: "submission", company: "Shirasagi Pharmaceutical", companyOriginal: "白鷺製薬", asset: "SRG402", indication: "Overactive bladder", regulator: "PMDA" },
    },
    {
      title: "若葉製薬、米子会社が片頭痛予防薬WKB-77のNDAを提出",
      text: "若葉製薬は、米国子会社のワカバ・ファーマ・USAが、片頭痛の発症抑制を目的とした経口PACAP受容体拮抗薬WKB-77について、米国食品医薬品局（FDA）に新薬承認申請（NDA）を提出したと発表した。申請は、反復性片頭痛患者を対象とした2本の第3相試験で、月間片頭痛日数をプラセボに比べ有意に減少させた結果に基づく。CGRP関連の抗体薬や経口薬が普及するなか、WKB-77は異なる作用機序を持つ点を強みとする。FDAが申請を受理すれば、審査終了目標日は2027年秋となる見通し。同社株は前日比4%高で取引を終えた。",
      labels: { event: "submission", company: "Wakaba Pharmaceutical", companyOriginal: "若葉製薬", asset: "WKB77", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "月輪ファーマのFcRn阻害抗体、FDAがBLAを受理し優先審査に",
      text: "月輪ファーマは、全身型重症筋無力症（gMG）を対象とする抗FcRn抗体TWP-221の生物製剤承認申請（BLA）について、米国食品医薬品局（FDA）が受理し、優先審査の対象としたと発表した。処方薬ユーザーフィー法（PDUFA）に基づく審査終了目標日は2027年5月14日。TWP-221は自己注射が可能な皮下注製剤で、第3相試験ではMG-ADL総スコアをプラセボに比べ有意に改善した。同領域ではアルジェニクスのエフガルチギモドやUCBのロザノリキシズマブが既に販売されている。国内では来年度中の申請を予定する。",
      labels: { event: "filing-acceptance", company: "Tsukinowa Pharma", companyOriginal: "月輪ファーマ", asset: "TWP221", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "朝凪製薬のALS治療薬候補、希少疾病用医薬品に指定",
      text: "朝凪製薬は、筋萎縮性側索硬化症（ALS）治療薬として開発中のアンチセンス核酸医薬ASN-0907について、厚生労働省から希少疾病用医薬品（オーファンドラッグ）の指定を受けたと発表した。指定により、優先審査や再審査期間の延長、試験研究費に対する助成金などの支援措置を受けられる。ASN-0907はFUS遺伝子に変異を持つ家族性ALSを主な対象とし、現在、国内で第1/2相の医師主導治験が進行中。対象となる患者は限られるが、同社は条件付き承認制度の活用も視野に早期の申請を目指す。ALS治療薬では、国内でリルゾールやエダラボンなどが承認されている。",
      labels: { event: "designation", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "ASN0907", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "カナメバイオ、特発性肺線維症治療薬KNM-330が米FDAのファストトラックに",
      text: "東証グロース上場のカナメバイオは、特発性肺線維症（IPF）を対象に開発中の吸入型低分子化合物KNM-330について、米国食品医薬品局（FDA）からファストトラック指定を受けたと発表した。指定により、FDAとの協議機会の拡大やローリング申請が可能になる。IPFではニンテダニブ（オフェブ）やピルフェニドンが標準治療だが、消化器系の副作用による中止例が課題となっている。KNM-330は米国で第2相試験を実施中で、2027年に中間解析を予定する。発表を受け、同社株はストップ高水準の買い気配となった。同社は2023年に東証グロース市場に上場した。",
      labels: { event: "designation", company: "Kaname Bio", companyOriginal: "カナメバイオ", asset: "KNM330", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "青嶺製薬、統合失調症治療薬の米国申請でFDAから審査完了報告通知",
      text: "青嶺製薬は、統合失調症治療薬AMN-1021（国内製品名：アオリナ錠）の米国での新薬承認申請について、米国食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。FDAは長期安全性データの追加と、委託先製造所における品質管理体制の是正を求めた。有効性に関する新たな臨床試験は要求されていないという。同剤は国内では昨年、厚生労働省の承認を取得し販売中。同社は今期の業績予想に米国発売を織り込んでおらず影響は軽微としているが、株価は一時前日比18%安まで売られた。同社は今後、FDAとの面談を申請する方針。",
      labels: { event: "complete-response-letter", company: "Aomine Pharmaceutical", companyOriginal: "青嶺製薬", asset: "AMN1021", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "ミナモバイオ、iPS細胞由来ドパミン神経前駆細胞の治験で1例目に移植",
      text: "京都発の再生医療ベンチャー、株式会社ミナモバイオは、他家iPS細胞由来ドパミン神経前駆細胞MNM-101を用いたパーキンソン病患者対象の第1/2相治験で、1例目の被験者への細胞移植を実施したと発表した。同社は今年8月に治験計画届を提出し、PMDAの30日調査を経て準備を進めていた。治験では計6例に移植を行い、移植後52週までの安全性を主要評価項目とする。パーキンソン病のiPS細胞治療では住友ファーマの開発品が先行しており、ミナモバイオは凍結保存製剤による供給体制の簡素化で差別化を図る。同社は2029年の承認申請を目標に掲げる。",
      labels: { event: "trial-start", company: "Minamo Bio", companyOriginal: "ミナモバイオ", asset: "MNM101", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "瀬川製薬、難治性慢性咳嗽の国際共同第3相試験を開始",
      text: "瀬川製薬は、難治性または原因不明の慢性咳嗽を対象とした選択的P2X3受容体拮抗薬SGW-5521の国際共同第3相試験（SPIRIT-C試験）で、最初の患者登録が行われたと発表した。日本、米国、欧州など約15カ国で計1,100例を組み入れ、24時間咳嗽頻度のプラセボに対する減少率を主要評価項目とする。慢性咳嗽では、既存のP2X3拮抗薬ゲーファピキサントで味覚障害が高頻度にみられることが課題とされ、SGW-5521は受容体選択性を高めて味覚関連の副作用軽減を狙う。主要データの取得は2028年度を見込む。",
      labels: { event: "trial-start", company: "Segawa Pharmaceutical", companyOriginal: "瀬川製薬", asset: "SGW5521", indication: "Chronic cough", regulator: null },
    },
    {
      title: "湊ファーマ、潰瘍性大腸炎の第2相で主要評価項目を達成",
      text: "湊ファーマは、中等症から重症の潰瘍性大腸炎患者を対象とした経口α4β7インテグリン阻害ペプチドMNT-208の第2相試験（ORCHID試験）のトップライン結果を発表した。投与12週時点の臨床的寛解率は高用量群で27.5%と、プラセボ群の8.1%を統計学的に有意に上回り、主要評価項目を達成した。重篤な有害事象の発現率はプラセボと同程度だった。注射剤のベドリズマブと同じ作用機序を経口剤で実現する狙いで、同社は2026年度内に導出先候補との協議を本格化させる。臨床的寛解の改善は、内視鏡的改善などの主要な副次評価項目でも一貫していた。",
      labels: { event: "readout", company: "Minato Pharma", companyOriginal: "湊ファーマ", asset: "MNT208", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "「結果は想定外」霧島製薬、うつ病治療薬の第3相で主要評価項目未達",
      text: "霧島製薬は、大うつ病性障害（MDD）を対象に国内で実施していた第3相試験で、開発中のKRS-115が主要評価項目を達成しなかったと発表した。投与6週時点のMADRS合計スコアの変化量で、プラセボとの間に統計学的な有意差が認められなかった。プラセボ群の反応率が想定を上回ったことが一因とみている。同社は承認申請の可否を含め、今後の開発方針を再検討する。KRS-115は同社が2027年の上市を見込んでいた主力候補で、発表翌日の株価はストップ安となった。国内のうつ病治療薬市場では、SSRIやSNRIなど既存薬の後発品が広く使われている。",
      labels: { event: "readout", company: "Kirishima Pharmaceutical", companyOriginal: "霧島製薬", asset: "KRS115", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "藤枝製薬、経口PCSK9阻害剤を米ハーバーライン社に導出　契約一時金6000万ドル",
      text: "藤枝製薬は、自社創製の経口PCSK9阻害剤FJD-090について、米バイオテクノロジー企業Harborline Therapeutics（ハーバーライン・セラピューティクス）と、日本とアジアの一部を除く全世界での開発・販売に関する独占的ライセンス契約を締結したと発表した。藤枝製薬は契約一時金6000万ドルを受け取るほか、開発・販売の進捗に応じて最大11億ドルのマイルストンと売上高に応じたロイヤルティーを得る。FJD-090は高コレステロール血症を対象に国内で第2相試験を終え、LDLコレステロールを最大61%低下させた。経口PCSK9阻害剤では米メルクのエンリシチドが先行する。",
      labels: { event: "licensing", company: "Fujieda Pharmaceutical", companyOriginal: "藤枝製薬", asset: "FJD090", indication: "Hypercholesterolemia", regulator: null, also: ["Harborline Therapeutics"] },
    },
    {
      title: "ソラノファーマ、中国・澄川生物から第4世代EGFR阻害剤の国内権利を導入",
      text: "ソラノファーマは、中国の澄川生物（チェンチュアン・バイオ）が創製した第4世代EGFR阻害剤CC-3107について、日本における独占的な開発・商業化権を取得するライセンス契約を締結したと発表した。契約一時金は2500万ドルで、開発・承認・販売の各マイルストンとして最大1億9000万ドルを支払う。CC-3107は、オシメルチニブ治療後にC797S変異を獲得した非小細胞肺がん患者を対象に、中国で第2相試験が進行中。ソラノファーマは2027年に国内で臨床試験を始め、中国のデータを活用した早期申請を目指す。",
      labels: { event: "licensing", company: "Sorano Pharma", companyOriginal: "ソラノファーマ", asset: "CC3107", indication: "Non-small cell lung cancer", regulator: null, also: ["Chengchuan Bio"] },
    },
    {
      title: "伊吹バイオ、英ペンブルック・ゲノミクスと核酸医薬で共同研究契約",
      text: "伊吹バイオは、英国のPembrook Genomics（ペンブルック・ゲノミクス）と、中枢神経疾患を対象とした核酸医薬の共同研究契約を締結したと発表した。伊吹バイオの脳内移行型デリバリー技術と、ペンブルック社のRNA編集プラットフォームを組み合わせ、ハンチントン病など遺伝性神経疾患の治療薬候補の創出を目指す。研究費は両社で折半し、候補化合物の選定後に開発・商業化の権利配分を協議する。伊吹バイオにとって海外企業との共同研究は3件目で、同社は今期業績への影響は軽微としている。ハンチントン病は国の指定難病で、根本的な治療法は確立されていない。",
      labels: { event: "partnership", company: "Ibuki Bio", companyOriginal: "伊吹バイオ", asset: null, indication: "Huntington's disease", regulator: null, also: ["Pembrook Genomics"] },
    },
    {
      title: "コハクバイオ、シリーズCで45億円調達　肝細胞がん向けCAR-Tの治験を加速",
      text: "がん免疫療法を手がけるスタートアップのコハクバイオは、第三者割当増資によるシリーズCラウンドで総額45億円を調達したと発表した。国内のベンチャーキャピタルや事業会社など計9社が引き受けた。調達資金は、GPC3を標的とするCAR-T細胞療法KHB-201の進行肝細胞がんを対象とした第1/2相試験の拡大と、自社製造施設の整備に充てる。累計調達額は約82億円となった。同社は早ければ2027年にも東証グロース市場への上場を目指すとしている。GPC3は肝細胞がんで高発現する一方、正常組織での発現が限られることから、有望な標的として注目されている。",
      labels: { event: "financing", company: "Kohaku Bio", companyOriginal: "コハクバイオ", asset: "KHB201", indication: "Hepatocellular carcinoma", regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 '렉라자', 美 FDA 승인…국산 항암 신약 첫 미국 허가",
      text: "유한양행은 비소세포폐암 치료제 '렉라자'(성분명 레이저티닙)가 미국 식품의약국(FDA)으로부터 존슨앤드존슨(J&J)의 이중항체 '리브리반트'(아미반타맙)와의 병용요법으로 승인을 받았다고 20일 밝혔다. 적응증은 EGFR 엑손19 결실 또는 엑손21 L858R 치환 변이가 확인된 국소 진행성 또는 전이성 비소세포폐암의 1차 치료다. 국내 제약사가 개발한 항암 신약이 FDA 허가를 받은 것은 이번이 처음이다. 유한양행은 2018년 J&J 자회사 얀센바이오텍에 레이저티닙을 기술수출했으며, 이번 허가로 6000만달러의 마일스톤을 받게 된다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "HLB, 리보세라닙 간암 병용요법 美 허가 불발…FDA 보완요구서한 수령",
      text: "HLB는 미국 자회사 엘레바 테라퓨틱스가 간암 1차 치료제로 신청한 리보세라닙과 중국 항서제약의 PD-1 항체 캄렐리주맙 병용요법에 대해 미국 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다고 밝혔다. 회사 측에 따르면 FDA는 캄렐리주맙의 제조·품질관리(CMC)와 관련한 문제 등을 지적했으며, 리보세라닙 자체에 대한 지적은 없었던 것으로 알려졌다. 국산 항암제의 FDA 허가에 대한 기대가 컸던 만큼 충격도 컸다. 이날 HLB 주가는 하한가로 추락했고 계열사 주가도 동반 급락했다. HLB는 FDA와 협의해 신속히 재신청에 나설 계획이다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["Jiangsu Hengrui Medicine", "camrelizumab"] },
    },
    {
      title: "에이비엘바이오, 사노피에 파킨슨병 이중항체 'ABL301' 기술수출…1조2720억원 규모",
      text: "에이비엘바이오는 프랑스 제약사 사노피와 퇴행성 뇌질환 치료용 이중항체 ABL301의 공동 개발 및 상업화를 위한 글로벌 라이선스 계약을 체결했다고 12일 공시했다. 총 계약 규모는 10억6000만달러(약 1조2720억원)이며, 이 가운데 반환 의무가 없는 계약금은 7500만달러다. ABL301은 알파-시누클레인을 표적으로 하는 항체에 회사의 뇌혈관장벽(BBB) 셔틀 플랫폼 '그랩바디-B'를 적용한 파킨슨병 치료 후보물질이다. 에이비엘바이오가 전임상과 임상 1상을 주도하고, 이후 개발과 상업화는 사노피가 맡는다.",
      labels: { event: "licensing", company: "ABL Bio", asset: "ABL301", indication: "Parkinson's disease", regulator: null, also: ["Sanofi"] },
    },
    {
      title: "SK바이오팜 뇌전증 신약 '세노바메이트', 美 FDA 시판 허가 획득",
      text: "SK바이오팜은 독자 개발한 뇌전증 신약 세노바메이트(미국 제품명 엑스코프리)가 미국 식품의약국(FDA)으로부터 성인 부분발작 치료제로 시판 허가를 받았다고 22일 밝혔다. 국내 제약사가 신약 후보물질 발굴부터 임상 개발, FDA 허가 신청까지 전 과정을 독자적으로 진행해 승인을 받은 것은 이번이 처음이다. 세노바메이트는 부분발작 환자를 대상으로 한 임상에서 발작 빈도를 위약 대비 유의하게 줄였다. SK바이오팜은 미국 자회사 SK라이프사이언스를 통해 내년 2분기 미국 시장에 직접 출시할 계획이다.",
      labels: { event: "approval", company: "SK Biopharmaceuticals", asset: "cenobamate", indication: "Epilepsy", regulator: "FDA" },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 'LCB84' 2.2조원 규모 기술이전",
      text: "레고켐바이오사이언스는 존슨앤드존슨(J&J)의 자회사 얀센바이오텍과 TROP2 표적 항체약물접합체(ADC) 후보물질 'LCB84'에 대한 라이선스 계약을 체결했다고 공시했다. 총 계약 규모는 최대 17억달러(약 2조2000억원)로, 이 가운데 반환 의무가 없는 선급금은 1억달러(약 1300억원)다. LCB84는 레고켐바이오의 ADC 링커-페이로드 플랫폼 '콘쥬올'을 적용한 후보물질이다. 업계에서는 글로벌 빅파마가 국내 ADC 플랫폼 기술을 다시 한번 인정한 사례로 평가하고 있다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", asset: "LCB84", indication: null, regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "새론제약 당뇨 신약 '다이아핏정' 식약처 허가",
      text: "새론제약은 자체 개발한 제2형 당뇨병 치료 신약 '다이아핏정'(개발명 SRN-0811)이 식품의약품안전처로부터 품목허가를 받았다고 27일 밝혔다. 다이아핏은 췌장 베타세포의 GPR40 수용체를 활성화해 혈당 의존적으로 인슐린 분비를 촉진하는 기전으로, 이 계열 약물이 국내에서 허가를 받은 것은 처음이다. 메트포르민으로 혈당 조절이 충분하지 않은 환자를 대상으로 한 국내 임상 3상에서 24주째 당화혈색소(HbA1c)를 위약 대비 0.87%p 낮췄다. 회사는 내년 상반기 급여 등재를 거쳐 출시할 계획이며, DPP-4 억제제와의 복합제 개발도 추진 중이다.",
      labels: { event: "approval", company: "Saeron Pharm", companyOriginal: "새론제약", asset: "SRN0811", indication: "Type 2 diabetes", regulator: "MFDS" },
    },
    {
      title: "가온바이오, 교모세포종 치료제 'GOB-301' 임상 1상 IND 승인",
      text: "㈜가온바이오는 식품의약품안전처로부터 재발성 교모세포종 치료제 후보물질 GOB-301의 임상 1상 시험계획(IND)을 승인받았다고 3일 공시했다. 이번 임상은 서울 소재 대학병원 3곳에서 재발성 교모세포종 환자 24명을 대상으로 GOB-301의 안전성과 내약성, 최대내약용량을 평가한다. GOB-301은 혈뇌장벽 투과성을 높인 저분자 이중 키나아제 억제제로, 전임상에서 테모졸로마이드 내성 모델에서도 종양 억제 효과를 보였다. 회사는 내년 1분기 첫 환자 투약을 목표로 하고 있으며, 미국 FDA에도 연내 IND를 신청할 예정이다.",
      labels: { event: "approval", company: "Gaon Bio", companyOriginal: "가온바이오", asset: "GOB301", indication: "Glioblastoma", regulator: "MFDS" },
    },
    {
      title: "다솜테라퓨틱스, 아토피 피부염 항체 신약 'DSM-1307' 품목허가 신청",
      text: "다솜테라퓨틱스는 중등도~중증 아토피 피부염 치료용 항체 신약 DSM-1307의 품목허가를 식품의약품안전처에 신청했다고 18일 밝혔다. DSM-1307은 인터루킨(IL)-13을 표적하는 단일클론항체로, 국내 임상 3상에서 16주차 EASI-75 도달률이 위약군 대비 유의하게 높았다. 허가를 받으면 사노피의 듀피젠트(두필루맙), 애브비의 린버크(유파다시티닙) 등과 경쟁하게 된다. 회사는 식약처의 '글로벌 혁신제품 신속심사(GIFT)' 대상에는 포함되지 않았지만, 내년 하반기 허가를 기대하고 있다.",
      labels: { event: "submission", company: "Dasom Therapeutics", companyOriginal: "다솜테라퓨틱스", asset: "DSM1307", indication: "Atopic dermatitis", regulator: "MFDS" },
    },
    {
      title: "하람제약, 혈우병 A 치료제 유럽 판매허가 신청",
      text: "하람제약은 혈우병 A 치료 신약 HRP-2205에 대한 판매허가신청서(MAA)를 유럽의약품청(EMA)에 제출했다고 5일 공시했다. HRP-2205는 주 1회 피하 투여하는 이중특이 항체로, 혈액응고 8인자(FVIII)의 기능을 모방한다. 이번 신청은 유럽과 아시아 12개국에서 진행한 임상 3상 결과를 기반으로 했으며, 연간 출혈률(ABR)이 예방요법을 받지 않은 환자군 대비 크게 감소했다. 같은 계열의 로슈 '헴리브라'(에미시주맙)가 시장을 선점하고 있어, 회사는 투여 편의성과 가격 경쟁력을 앞세울 방침이다.",
      labels: { event: "submission", company: "Haram Pharm", companyOriginal: "하람제약", asset: "HRP2205", indication: "Hemophilia A", regulator: "EMA" },
    },
    {
      title: "이루다바이오, 위마비증 신약 美 FDA 심사 착수…PDUFA 2027년 8월",
      text: "이루다바이오는 미국 식품의약국(FDA)이 당뇨병성 위마비증 치료제 IRD-104의 신약허가신청(NDA)을 접수해 본격적인 심사에 들어갔다고 24일 밝혔다. FDA는 제출 서류 검토를 거쳐 NDA를 정식 수리했으며, 처방의약품 신청자 수수료법(PDUFA)에 따른 심사 목표일은 2027년 8월 21일로 정해졌다. IRD-104는 말초 선택적 도파민 D2/D3 수용체 길항제로, 기존 메토클로프라미드의 중추신경계 부작용을 줄이도록 설계됐다. 회사는 미국 내 판매 파트너 확보를 위해 복수의 글로벌 제약사와 협상을 진행 중이라고 덧붙였다.",
      labels: { event: "filing-acceptance", company: "Iruda Bio", companyOriginal: "이루다바이오", asset: "IRD104", indication: "Gastroparesis", regulator: "FDA" },
    },
    {
      title: "윤슬바이오 망막색소변성증 유전자치료제, FDA 희귀의약품 지정",
      text: "윤슬바이오는 망막색소변성증 유전자치료제 후보물질 YSB-101이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD)으로 지정됐다고 10일 밝혔다. 희귀의약품으로 지정되면 임상 비용 세액공제, 허가 신청 수수료 면제, 허가 후 7년간 시장 독점권 등의 혜택을 받는다. YSB-101은 RPGR 유전자 변이로 인한 X-연관 망막색소변성증을 겨냥한 AAV 기반 치료제로, 국내에서 연구자 임상이 진행 중이다. 윤슬바이오는 내년 코스닥 기술특례상장을 추진하고 있다.",
      labels: { event: "designation", company: "Yunseul Bio", companyOriginal: "윤슬바이오", asset: "YSB101", indication: "Retinitis pigmentosa", regulator: "FDA" },
    },
    {
      title: "아리솔테라퓨틱스 소세포폐암 이중항체, 식약처 GIFT 지정",
      text: "식품의약품안전처는 아리솔테라퓨틱스의 소세포폐암 치료제 후보물질 'ARS-17'을 '글로벌 혁신제품 신속심사 지원체계(GIFT)' 대상으로 지정했다고 4일 밝혔다. GIFT로 지정된 제품은 허가 심사 기간이 단축되고, 사전 검토와 단계별 심사 등의 지원을 받을 수 있다. ARS-17은 DLL3와 CD3를 동시에 표적하는 T세포 인게이저로, 백금 기반 화학요법 이후 진행된 소세포폐암 환자를 대상으로 국내 임상 2상을 진행 중이다. 같은 기전의 암젠 '임델트라'(탈라타맙)는 2024년 미국에서 가속승인을 받았다.",
      labels: { event: "designation", company: "Arisol Therapeutics", companyOriginal: "아리솔테라퓨틱스", asset: "ARS17", indication: "Small cell lung cancer", regulator: "MFDS" },
    },
    {
      title: "솔비테라퓨틱스, 경구용 비만 치료제 'SLB-401' 호주 임상 1상 첫 투약",
      text: "솔비테라퓨틱스는 경구용 비만 치료제 후보물질 SLB-401의 호주 임상 1상에서 첫 번째 피험자 투약을 완료했다고 13일 밝혔다. 이번 임상은 건강한 성인과 비만 환자 등 총 96명을 대상으로 단회 및 반복 투여 시 안전성과 약동학을 평가한다. 회사는 지난 9월 호주 인체연구윤리위원회(HREC)의 승인을 받았다. SLB-401은 아밀린 수용체와 GLP-1 수용체를 동시에 활성화하는 저분자 화합물로, 노보 노디스크의 '위고비' 등 주사제 대비 복용 편의성을 높였다. 첫 데이터는 내년 하반기 공개될 예정이다.",
      labels: { event: "trial-start", company: "Solbi Therapeutics", companyOriginal: "솔비테라퓨틱스", asset: "SLB401", indication: "Obesity", regulator: null },
    },
    {
      title: "한결바이오, 당뇨병성 황반부종 점안제 임상 2상 첫 환자 등록",
      text: "한결바이오는 당뇨병성 황반부종(DME) 치료 점안제 HGB-2203의 국내 임상 2상에서 첫 환자 등록을 마쳤다고 밝혔다. 임상은 국내 8개 기관에서 환자 120명을 대상으로 진행되며, 12주 투여 후 최대교정시력(BCVA) 변화를 1차 평가지표로 삼는다. 현재 DME 치료는 아일리아(애플리버셉트) 등 안구 내 주사제가 중심이어서, 점안제 개발에 성공하면 환자 부담을 크게 줄일 수 있다는 게 회사 설명이다. 이번 임상은 지난 6월 식약처로부터 임상시험계획 승인을 받았다.",
      labels: { event: "trial-start", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HGB2203", indication: "Diabetic macular edema", regulator: null },
    },
    {
      title: "라온제약 \u201C에소메프라졸 대비 비열등성 입증\u201D…역류성 식도염 신약 3상 성공",
      text: "라온제약은 미란성 위식도역류질환 치료제 후보물질 RNP-1107의 국내 임상 3상 톱라인 분석 결과 1차 평가지표를 충족했다고 21일 공시했다. 환자 300명을 대상으로 한 이번 임상에서 RNP-1107 투여군의 8주 누적 치유율은 98.1%로, 대조약인 에소메프라졸 투여군(97.3%)에 대한 비열등성을 입증했다. RNP-1107은 칼륨 경쟁적 위산분비 억제제(P-CAB) 계열로, 국내에서는 HK이노엔의 '케이캡'과 대웅제약의 '펙수클루'가 시장을 주도하고 있다. 회사는 내년 1분기 식약처에 품목허가를 신청할 계획이다.",
      labels: { event: "readout", company: "Raon Pharm", companyOriginal: "라온제약", asset: "RNP1107", indication: "Gastroesophageal reflux disease", regulator: null },
    },
    {
      title: "비채바이오, 알츠하이머 치료제 임상 2상 1차 지표 미충족…주가 하한가",
      text: "비채바이오가 개발 중인 알츠하이머병 치료 후보물질 BCH-0215의 임상 2상에서 1차 평가지표를 충족하지 못했다. 회사는 경도 알츠하이머병 환자 240명을 대상으로 52주간 진행한 임상에서 인지기능 평가척도(ADAS-Cog13) 변화가 위약군과 통계적으로 유의한 차이를 보이지 않았다고 28일 공시했다. 다만 일부 하위 그룹에서 긍정적인 경향이 관찰됐다며 추가 분석 후 개발 방향을 결정하겠다고 밝혔다. 이 소식에 주가는 개장 직후 가격제한폭까지 떨어졌다. 시장에서는 레켐비와 키썬라 등 항체치료제가 먼저 자리를 잡았다.",
      labels: { event: "readout", company: "Bichae Bio", companyOriginal: "비채바이오", asset: "BCH0215", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "미소바이오 다발골수종 삼중항체 'MSO-501', ASH서 객관적반응률 78% 발표",
      text: "미소바이오는 미국혈액학회(ASH) 연례학술대회에서 재발성·불응성 다발골수종 치료제 후보물질 MSO-501의 임상 1/2상 중간 결과를 발표했다고 8일 밝혔다. 4가지 이상의 치료를 받은 환자 45명 가운데 권장 2상 용량 투여군의 객관적반응률(ORR)은 78%였고, 엄격한 완전관해(sCR) 비율은 31%였다. 3등급 이상 사이토카인방출증후군(CRS)은 관찰되지 않았다. MSO-501은 BCMA와 GPRC5D, CD3를 동시에 표적하는 삼중특이항체다. 회사는 이번 데이터를 바탕으로 기술이전 협상을 본격화할 계획이다.",
      labels: { event: "readout", company: "Miso Bio", companyOriginal: "미소바이오", asset: "MSO501", indication: "Multiple myeloma", regulator: null },
    },
    {
      title: "다온바이오, 美 린든 테라퓨틱스와 이중항체 ADC 공동개발 협력",
      text: "다온바이오는 미국 바이오기업 린든 테라퓨틱스(Linden Therapeutics)와 이중항체 기반 항체약물접합체(ADC) 공동개발을 위한 전략적 협력 계약을 체결했다고 16일 밝혔다. 양사는 다온바이오의 이중항체 발굴 플랫폼과 린든의 토포이소머라제 억제제 페이로드 기술을 결합해 고형암 대상 후보물질 2종을 공동 발굴한다. 개발 비용과 향후 수익은 50대 50으로 나누며, 계약금 등 선급금은 없다. 다온바이오는 지난해 유럽 제약사와의 기술이전 계약이 권리 반환으로 끝난 뒤 공동개발 중심으로 사업 전략을 바꿨다.",
      labels: { event: "partnership", company: "Daon Bio", companyOriginal: "다온바이오", asset: null, indication: "Solid tumors", regulator: null, also: ["Linden Therapeutics"] },
    },
    {
      title: "태윤제약, 세포치료제 기업 한누리바이오 인수…480억원에 지분 62% 확보",
      text: "중견 제약사 태윤제약이 세포치료제 개발사 주식회사 한누리바이오를 인수한다. 태윤제약은 한누리바이오 최대주주 등이 보유한 구주와 신주를 합쳐 지분 62%를 총 480억원에 취득하기로 했다고 9일 공시했다. 한누리바이오는 무릎 골관절염 치료용 동종 제대혈 유래 줄기세포치료제 HNB-07의 국내 임상 3상을 진행 중이다. 태윤제약은 제네릭 중심의 사업 구조에서 벗어나 신약 파이프라인을 확보하기 위해 인수를 결정했다고 설명했다. 거래는 다음 달 말 마무리될 예정이다.",
      labels: { event: "acquisition", company: "Taeyun Pharm", companyOriginal: "태윤제약", asset: "HNB07", indication: "Osteoarthritis", regulator: null, also: ["Hannuri Bio"] },
    },
    {
      title: "마루바이오, 350억원 규모 시리즈B 투자 유치",
      text: "자가면역질환 신약 개발기업 마루바이오가 350억원 규모의 시리즈B 투자를 유치했다고 2일 밝혔다. 이번 투자에는 기존 투자사를 포함해 국내 벤처캐피털 7곳이 참여했다. 마루바이오는 확보한 자금을 루푸스신염 치료제 후보물질 MRB-112의 글로벌 임상 1b/2a상과 후속 파이프라인 개발에 투입할 예정이다. MRB-112는 형질세포를 선택적으로 제거하는 항체로, 올해 초 호주에서 건강인 대상 임상 1상을 마쳤다. 회사는 2027년 코스닥 기술특례상장을 목표로 하고 있다.",
      labels: { event: "financing", company: "Maru Bio", companyOriginal: "마루바이오", asset: "MRB112", indication: "Lupus nephritis", regulator: null },
    },
  ],
};
