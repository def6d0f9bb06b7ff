import type { BriefArticle } from "./briefs";

/**
 * Fifteenth held-out set for the English brief benchmark: 20 short articles each in Chinese
 * (simplified: mainland trade press, HKEX/SSE/SZSE-style announcements and Taiwan outlets),
 * Japanese and Korean, written and labelled by hand by a helper session on 2026-11-29. They were
 * written without the engine's code, its tests or any other gold set open (only the label
 * conventions of briefs.ts and the registry data files were read), to be measured once. The labels
 * were set before any measurement and are not to be edited to fit the engine.
 *
 * Articles about real events (true to the author's knowledge; details not certain were left out):
 * - zh: Akeso, ivonescimab (依达方) approved by the NMPA with chemotherapy in EGFR-mutant non-squamous NSCLC after EGFR-TKI (approval, May 2024)
 * - zh: BeiGene (BeOne Medicines), tislelizumab (Tevimbra) approved by the FDA in second-line oesophageal squamous cell carcinoma (approval, March 2024)
 * - zh: 3SBio, SSGJ-707 licensed to Pfizer outside mainland China, $1.25B upfront plus a $100M equity purchase (licensing, May 2025)
 * - zh: Jiangsu Hengrui Medicine, GLP-1 portfolio (HRS9531, HRS-7535, HRS-4729) licensed to Hercules CM NewCo, $110M upfront and near-term milestones plus 19.9% equity (licensing, May 2024)
 * - zh: National Healthcare Security Administration, 2024 NRDL update, 91 drugs added, average price cut 63% (null, November 2024)
 * - ja: Maruho, nemolizumab (ミチーガ) approved in Japan for itch associated with atopic dermatitis, first approval worldwide (approval, March 2022)
 * - ja: Astellas, avacincaptad pegol (Izervay) approved by the FDA in geographic atrophy (approval, August 2023)
 * - ja: Otsuka, acquisition of Jnana Therapeutics for $800M upfront plus up to $325M (acquisition, August 2024)
 * - ja: Sosei Group (Nxera Pharma), acquisition of Idorsia's Japan and Asia-Pacific (ex-China) business (acquisition, July 2023)
 * - ja: Takeda, Julie Kim to succeed Christophe Weber as CEO in June 2026 (null, January 2025)
 * - ko: ABL Bio, Grabody-B BBB shuttle platform licensed to GSK, £38.5M upfront, up to £2.075bn (licensing, April 2025)
 * - ko: Chong Kun Dang, CKD-510 licensed to Novartis, $80M upfront, up to $1.305bn (licensing, November 2023)
 * - ko: Onconic Therapeutics, zastaprazan (자큐보) approved by the MFDS in erosive esophagitis, Korea's 37th new drug (approval, April 2024)
 * - ko: Celltrion, omalizumab biosimilar Omlyclo (CT-P39) approved by the FDA as interchangeable with Xolair (approval, March 2025)
 * - ko: Samsung Biologics, Plant 5 starts operation, total capacity 784,000 L (null, April 2025)
 *
 * All other articles are invented, about fictional companies and medicines whose names and research
 * codes were checked not to be in the registry files (companies.ts, drugs.ts, diseases.ts,
 * regulators.ts); real companies and medicines appear in them only as background.
 */
export const GOLD15_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "康方生物依沃西单抗获批上市 联合化疗用于EGFR-TKI治疗后进展的非鳞状非小细胞肺癌",
      text: "5月24日，康方生物（09926.HK）宣布，公司自主研发的全球首创PD-1/VEGF双特异性抗体依沃西单抗注射液（商品名：依达方，研发代号AK112）已获国家药品监督管理局批准上市，联合培美曲塞和卡铂，用于治疗经EGFR酪氨酸激酶抑制剂（TKI）治疗后进展的EGFR基因突变阳性局部晚期或转移性非鳞状非小细胞肺癌。此次获批基于III期HARMONi-A研究，依沃西单抗联合化疗组疾病进展或死亡风险较安慰剂联合化疗组降低54%（HR=0.46）。依沃西单抗是康方生物继卡度尼利单抗之后第二款获批上市的双抗药物，其海外权益已于2022年授权给美国Summit Therapeutics。EGFR-TKI耐药后的患者此前主要依赖含铂化疗，治疗选择有限。",
      labels: { event: "approval", company: "Akeso", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "百济神州替雷利珠单抗获美国FDA批准 二线治疗食管鳞癌",
      text: "百济神州近日宣布，美国食品药品监督管理局（FDA）已批准Tevimbra（替雷利珠单抗）作为单药，用于治疗既往接受过全身化疗（不包括PD-(L)1抑制剂）的不可切除或转移性食管鳞状细胞癌成人患者。这是替雷利珠单抗在美国获得的首个批准。此次批准基于全球III期RATIONALE 302研究，与研究者选择的化疗相比，替雷利珠单抗显著延长了患者的总生存期。此前，FDA曾因疫情期间无法按期完成现场核查而推迟对该申请的审评。替雷利珠单抗已于2023年9月获欧盟委员会批准用于同一适应症；百济神州与诺华就该产品的合作已于2023年终止，公司将在美国自行开展商业化。",
      labels: { event: "approval", company: "BeOne Medicines", asset: "tislelizumab", indication: "Esophageal cancer", regulator: "FDA" },
    },
    {
      title: "三生制药PD-1/VEGF双抗SSGJ-707授权辉瑞 首付款12.5亿美元",
      text: "5月20日，三生制药（01530.HK）发布公告，公司及附属公司与辉瑞订立许可协议，授予辉瑞SSGJ-707在全球（不包括中国内地）开发、生产及商业化的独家权利。根据协议，辉瑞将支付12.5亿美元不可退还的首付款，以及最高48亿美元的开发、监管及销售里程碑付款，并按销售额支付分级特许权使用费；辉瑞还将以1亿美元认购三生制药股份。SSGJ-707是一款靶向PD-1和VEGF的双特异性抗体，目前正在国内针对肺癌、结直肠癌等多个瘤种开展临床研究。同靶点的依沃西单抗已在国内获批，跨国药企对此类分子的争夺日趋激烈。",
      // Several tumour types are named; no single indication is the point of the licence.
      labels: { event: "licensing", company: "3SBio", asset: "SSGJ-707", indication: null, regulator: null, also: ["Pfizer"] },
    },
    {
      title: "恒瑞医药GLP-1产品组合海外权益授权Hercules 获1.1亿美元及19.9%股权",
      text: "恒瑞医药近日公告，公司与美国新成立的Hercules CM NewCo（下称“Hercules”）签署协议，将GLP-1类创新药组合在大中华区以外全球范围内的开发、生产和商业化独家权利有偿许可给Hercules。该组合包括GLP-1/GIP双受体激动剂HRS9531注射液、口服小分子GLP-1受体激动剂HRS-7535以及处于临床前阶段的HRS-4729。Hercules将向恒瑞支付首付款及近期里程碑款合计1.1亿美元，后续还将按进展支付开发及销售里程碑款和销售提成；恒瑞同时将获得Hercules 19.9%的股权。Hercules由贝恩资本等投资机构组建。全球减重药物市场目前由诺和诺德和礼来主导，国内亦有多家药企布局GLP-1类药物。",
      // A portfolio of three molecules is licensed: no single asset.
      labels: { event: "licensing", company: "Jiangsu Hengrui Medicine", asset: null, indication: null, regulator: null, also: ["Hercules CM NewCo"] },
    },
    {
      title: "2024年国家医保药品目录公布：新增91种药品 平均降价63%",
      text: "11月28日，国家医保局、人力资源社会保障部公布2024年国家基本医疗保险、工伤保险和生育保险药品目录，新版目录将于2025年1月1日起正式执行。本轮调整共新增91种药品，参与谈判和竞价的目录外药品平均降价63%。调整后，目录内药品总数增至3159种。国家医保局表示，新增药品覆盖肿瘤、慢性病、罕见病、儿童用药等多个领域，其中多数为近几年获批上市的创新药。按照惯例，新版目录执行前，各地需完成药品挂网采购和医疗机构配备等工作，以保障患者能够及时用上谈判药品。多家创新药企业当天晚间陆续发布公告，披露旗下产品通过谈判进入新版目录的情况，部分企业预计医保放量将在2025年带动相关产品销售增长。",
      labels: { event: null, company: null, asset: null, indication: null, regulator: "National Healthcare Security Administration" },
    },
    {
      title: "沐川生物IL-17A/F纳米抗体MCB-2207递交上市申请",
      text: "沐川生物11月21日宣布，已向国家药品监督管理局递交IL-17A/F双靶点纳米抗体MCB-2207的上市许可申请，拟用于治疗适合系统治疗或光疗的中重度斑块状银屑病成人患者。申请主要基于一项在国内62家中心开展的III期研究：第16周时，MCB-2207组PASI 90应答率为71.3%，安慰剂组为2.9%。国内银屑病生物制剂市场竞争激烈，司库奇尤单抗、依奇珠单抗等多款IL-17抑制剂已纳入医保。沐川生物成立于2016年，总部位于苏州，去年完成了5.2亿元C轮融资。公司预计MCB-2207将于2026年下半年获批。",
      labels: { event: "submission", company: "Muchuan Bio", companyOriginal: "沐川生物", asset: "MCB2207", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "瀚岳医药：HYP-0318新药上市申请获受理并纳入优先审评",
      text: "本公告由瀚岳医药股份有限公司（「本公司」）自愿作出。本公司董事会欣然宣布，国家药品监督管理局药品审评中心（「CDE」）已正式受理本公司自主研发的口服补体因子B抑制剂HYP-0318用于治疗原发性IgA肾病成人患者的新药上市申请，并将其纳入优先审评审批程序。该申请基于一项III期临床研究的预设中期分析，HYP-0318治疗9个月时尿蛋白肌酐比值较基线降低43.6%。IgA肾病是我国最常见的原发性肾小球疾病，相当比例的患者在确诊后20年内进展至终末期肾病。本公司股东及潜在投资者于买卖本公司股份时务请审慎行事。",
      labels: { event: "filing-acceptance", company: "Hanyue Pharma", companyOriginal: "瀚岳医药", asset: "HYP0318", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "启衡生物QHB-105获美国FDA孤儿药资格认定",
      text: "启衡生物近日宣布，美国食品药品监督管理局（FDA）已授予其反义寡核苷酸药物QHB-105孤儿药资格认定，用于治疗适合外显子53跳跃的杜氏肌营养不良症（DMD）。获得孤儿药资格后，公司可在美国享受临床试验费用税收抵免、上市申请费用减免以及获批后7年市场独占期等支持。目前全球已有数款外显子跳跃疗法上市，但抗肌萎缩蛋白表达提升幅度有限。QHB-105采用公司自有的多肽偶联递送平台，今年7月已在国内启动I期临床，首批6名患者已完成给药。启衡生物董事长表示，公司计划明年向FDA提交IND申请，并在美国开展国际多中心临床。启衡生物成立于2019年，目前已完成B轮融资。",
      labels: { event: "designation", company: "Qiheng Bio", companyOriginal: "启衡生物", asset: "QHB105", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "澜渡生物DLL3双抗LDB-061拟纳入突破性治疗品种",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，澜渡生物的DLL3/CD3双特异性抗体LDB-061拟被纳入突破性治疗品种，适应症为既往接受含铂化疗后疾病进展的广泛期小细胞肺癌，公示期为5个工作日。小细胞肺癌约占肺癌总数的15%，二线治疗选择有限，安进的同靶点药物塔拉妥单抗已在美国获批。根据澜渡生物今年在世界肺癌大会上公布的I期数据，LDB-061在32例可评估患者中的客观缓解率为34.4%。公司此前已获得FDA授予的孤儿药资格，并计划于明年启动注册性II期研究。纳入突破性治疗品种后，该产品在后续临床研发中可获得CDE的优先沟通交流，并有望在上市申请阶段适用优先审评。",
      labels: { event: "designation", company: "Landu Bio", companyOriginal: "澜渡生物", asset: "LDB061", indication: "Small cell lung cancer", regulator: "CDE" },
    },
    {
      title: "宁川医药：NCP-0926新药申请收到美国FDA完全回复函",
      text: "宁川医药（「本公司」）董事会宣布，本公司于美国东部时间11月24日收到美国食品药品监督管理局（FDA）就NCP-0926新药申请（NDA）发出的完全回复函（CRL）。NCP-0926为本公司开发的每两个月注射一次的阿立哌唑长效微球制剂，拟用于治疗成人精神分裂症。根据完全回复函，FDA未对该产品的临床有效性及安全性数据提出异议，所提问题主要涉及对本公司浙江台州生产基地进行批准前检查时发现的缺陷。该NDA于今年1月获FDA受理。本公司将尽快申请与FDA召开会议，并计划在整改完成后重新提交申请。NCP-0926已于2023年在国内获批上市。本公司股东及潜在投资者于买卖本公司股份时务请审慎行事。",
      labels: { event: "complete-response-letter", company: "Ningchuan Pharma", companyOriginal: "宁川医药", asset: "NCP0926", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "砺睿生物FGF21融合蛋白LRB-3311 IIb期临床完成首例受试者给药",
      text: "砺睿生物11月26日宣布，其长效FGF21融合蛋白LRB-3311治疗代谢功能障碍相关脂肪性肝炎（MASH）的IIb期临床研究已完成首例受试者给药。该研究为多中心、随机、双盲、安慰剂对照试验，计划入组240例经肝活检确诊的F2–F3期患者，主要终点为第52周时MASH消退且纤维化无恶化的患者比例。LRB-3311的该项临床试验申请今年8月已获国家药监局默示许可。MASH领域近年交易频繁，罗氏、诺和诺德等跨国药企均已通过收购布局FGF21类药物。美国已有Madrigal的resmetirom获批上市。砺睿生物预计该研究将于2027年读出顶线数据。",
      labels: { event: "trial-start", company: "Lirui Bio", companyOriginal: "砺睿生物", asset: "LRB3311", indication: "MASH", regulator: null },
    },
    {
      title: "知衡药业口服小分子GLP-1受体激动剂ZHY-772获临床试验默示许可",
      text: "11月25日，国家药监局药品审评中心官网显示，知衡药业申报的1类新药ZHY-772片临床试验申请获得默示许可，拟开发用于超重或肥胖成人的长期体重管理。ZHY-772是一款口服非肽类GLP-1受体激动剂，服用时无需空腹或限制饮水。临床前研究中，ZHY-772在食蟹猴模型中表现出剂量依赖的摄食抑制和体重下降。目前全球同类产品中礼来的orforglipron进度最快，国内亦有十余款口服小分子处于临床阶段。知衡药业为浙江一家A股上市公司的全资子公司，此前主要从事仿制药和原料药业务。母公司在公告中提示，新药研发周期长、投入大，易受不确定因素影响，敬请投资者注意投资风险。",
      labels: { event: "approval", company: "Zhiheng Pharma", companyOriginal: "知衡药业", asset: "ZHY772", indication: "Obesity", regulator: "CDE" },
    },
    {
      title: "曜石生物B7-H3 ADC首次公布I期数据 小细胞肺癌客观缓解率58.1%",
      text: "在本周举行的ESMO亚洲年会上，曜石生物以口头报告形式首次公布了B7-H3靶向抗体偶联药物YSB-1409的I期剂量递增和扩展研究数据。截至数据截止日，共86例晚期实体瘤患者接受治疗，其中31例既往接受过至少二线治疗的小细胞肺癌患者客观缓解率为58.1%，中位缓解持续时间为5.6个月。3级及以上治疗相关不良事件发生率为37.2%，以中性粒细胞减少和贫血为主。B7-H3是近年ADC领域的热门靶点，第一三共与默沙东合作开发的ifinatamab deruxtecan已进入III期。受数据提振，曜石生物股价当日上涨14%。",
      labels: { event: "readout", company: "Yaoshi Bio", companyOriginal: "曜石生物", asset: "YSB1409", indication: "Small cell lung cancer", regulator: null },
    },
    {
      title: "蓝湾医药：LWP-517治疗糖尿病周围神经痛III期研究未达主要终点",
      text: "蓝湾医药发布公告称，公司在研1类新药LWP-517胶囊治疗糖尿病周围神经病理性疼痛的III期临床试验已完成揭盲。初步分析显示，LWP-517高剂量组第12周平均每日疼痛评分较基线的变化与安慰剂组相比未达到统计学显著差异（P=0.11），研究未达到主要终点；安全性方面未发现新的风险信号。LWP-517是一款选择性Nav1.7抑制剂，也是公司研发管线中进展最快的品种。公司表示，将对数据进行深入分析后再确定该项目的后续开发策略。受此影响，蓝湾医药股价次日开盘跌停。公司今年前三季度归母净利润同比下降31%，目前主要收入仍来自麻醉镇痛类仿制药。",
      labels: { event: "readout", company: "Lanwan Pharma", companyOriginal: "蓝湾医药", asset: "LWP517", indication: "Diabetic peripheral neuropathic pain", regulator: null },
    },
    {
      title: "晟澜生物与泊远医药达成合作 共同开发TSLP/IL-13双抗SLB-208",
      text: "晟澜生物与泊远医药今日联合宣布，双方就晟澜生物的TSLP/IL-13双特异性抗体SLB-208达成共同开发和商业化合作。根据协议，双方将各承担50%的SLB-208在中国开展II期及III期临床的开发费用，获批上市后共享利润；泊远医药负责该产品在医院渠道的商业化推广，晟澜生物保留生产权及大中华区以外的权益。泊远医药将支付2亿元人民币的合作启动款。SLB-208目前正在开展针对中重度哮喘的Ib期研究。国内呼吸领域生物制剂渗透率仍然较低，度普利尤单抗、特泽利尤单抗等已相继获批。晟澜生物去年曾就另一款自免抗体与一家美国公司达成海外授权，此次合作后公司将集中资源推进呼吸管线。",
      labels: { event: "partnership", company: "Shenglan Bio", companyOriginal: "晟澜生物", asset: "SLB208", indication: "Asthma", regulator: null, also: ["Boyuan Pharma"] },
    },
    {
      title: "柏川药业拟以12.6亿元收购翎析生物70%股权",
      text: "柏川药业11月27日晚间公告，公司拟以现金12.6亿元收购翎析生物70%股权，交易完成后翎析生物将成为公司控股子公司，纳入合并报表范围。翎析生物成立于2018年，核心产品LXB-012为一款每月口服一次的长效URAT1抑制剂，已完成II期临床，拟用于治疗痛风。公告显示，翎析生物2024年营业收入为零，净亏损1.8亿元。柏川药业表示，本次收购有助于公司从仿制药向创新药转型。本次交易尚需提交公司股东大会审议。公司股票28日开盘后一度上涨7%。痛风领域近年在研药物较多，国内已有多款URAT1抑制剂处于III期临床阶段，竞争日趋激烈。",
      labels: { event: "acquisition", company: "Baichuan Pharma", companyOriginal: "柏川药业", asset: "LXB012", indication: "Gout", regulator: null, also: ["Lingxi Bio"] },
    },
    {
      title: "鸿济生物港股招股 拟募资约8.5亿港元 主要用于HJB-501",
      text: "鸿济生物今日起至12月3日招股，计划根据上市规则第18A章在香港联交所主板上市。公司拟全球发售4,860万股H股，每股发售价介于16.80港元至18.20港元之间，以中位数计，募资总额约8.5亿港元。招股书显示，约62%的所得款项净额将用于核心产品HJB-501的临床开发及商业化准备。HJB-501是一款靶向CLDN18.2的抗体偶联药物，正在国内开展胃癌的III期临床研究。公司已引入4名基石投资者，合共认购约3亿港元的发售股份。同靶点的佐妥昔单抗已在海外获批。今年以来港股18A生物科技公司IPO明显回暖，多只新股上市首日录得较大涨幅。",
      labels: { event: "financing", company: "Hongji Bio", companyOriginal: "鸿济生物", asset: "HJB501", indication: "Gastric cancer", regulator: null },
    },
    {
      title: "芯澈生物完成8亿元C轮融资 推进体内CAR-T管线",
      text: "体内CAR-T企业芯澈生物宣布完成8亿元人民币C轮融资，本轮由远栖资本领投，多家老股东跟投。本轮资金将用于推进公司体内CAR-T平台下多款产品的临床开发，包括针对系统性红斑狼疮的XCB-101和针对复发难治性多发性骨髓瘤的XCB-203，并用于扩建上海的慢病毒载体生产基地。XCB-101已于今年6月在澳大利亚完成首例患者给药。过去一年，阿斯利康、艾伯维等跨国药企相继通过收购进入体内CAR-T领域，带动了该赛道的估值上升。芯澈生物成立于2021年，此前已完成三轮融资，累计融资额超过15亿元人民币。公司创始人表示，将争取在2027年前推动首个产品进入注册性临床。",
      // The money goes to several programmes: no single asset.
      labels: { event: "financing", company: "Xinche Bio", companyOriginal: "芯澈生物", asset: null, indication: null, regulator: null, also: ["Yuanqi Capital"] },
    },
    {
      title: "食药署要求永笙生技回收一批次高血压药 亚硝胺杂质超标",
      text: "卫福部食品药物管理署（食药署）今日表示，永笙生技生产的降血压药“永平膜衣锭”（成分：厄贝沙坦）经抽验发现，其中一批次的亚硝胺类杂质含量超过管控限值，已要求业者于期限内完成第二级回收。食药署指出，目前并无证据显示短期服用会对健康造成立即危害，民众切勿自行停药，应回诊与医师讨论替代药品。永笙生技为柜买中心上柜公司，主要生产心血管类学名药，去年营收约新台币18亿元。公司昨日发布重大讯息称，预估此次回收损失约新台币3,200万元，对财务业务无重大影响。此前数年，国际上已有多款沙坦类降血压药因亚硝胺杂质问题被回收，各国主管机关也相继收紧了相关杂质的管控标准。",
      // 生技 translated as Biotech; the recalled product is a generic irbesartan.
      labels: { event: null, company: "Yongsheng Biotech", companyOriginal: "永笙生技", asset: "irbesartan", indication: "Hypertension", regulator: "TFDA" },
    },
    {
      title: "晶禾生技向美国FDA递交长效凝血因子IX JHB-66上市申请",
      text: "台湾新药公司晶禾生技今日盘后发布重大讯息，已向美国食品药物管理局（FDA）递交长效重组凝血因子IX融合蛋白JHB-66的生物制剂上市许可申请（BLA），用于B型血友病患者的常规预防治疗。申请依据为一项在美国、欧洲和台湾共28个中心进行的III期试验，受试者年化出血率中位数为0.8次。晶禾生技表示，FDA通常会在收件后60天内决定是否受理。目前市场上已有多款长效凝血因子IX产品及基因疗法。JHB-66今年已取得食药署核准的药证，并于第三季在台湾开始销售。受消息激励，晶禾生技今日股价上涨逾6%，成交量明显放大。",
      labels: { event: "submission", company: "Jinghe Biotech", companyOriginal: "晶禾生技", asset: "JHB66", indication: "Hemophilia B", regulator: "FDA" },
    },
  ],
  ja: [
    {
      title: "マルホ、ミチーガ皮下注用60mgシリンジの製造販売承認を取得　アトピー性皮膚炎に伴うそう痒",
      text: "マルホは3月28日、抗IL-31受容体Aヒト化モノクローナル抗体「ミチーガ皮下注用60mgシリンジ」（一般名：ネモリズマブ（遺伝子組換え））について、「アトピー性皮膚炎に伴うそう痒（既存治療で効果不十分な場合に限る）」を効能・効果として厚生労働省から製造販売承認を取得したと発表した。ネモリズマブは中外製薬が創製した抗体で、マルホは2016年に国内皮膚科領域の開発・販売権を取得していた。同剤の承認は世界で初めて。13歳以上の患者を対象とした国内第3相試験では、16週時点のかゆみのVASスコアがプラセボ群に比べ有意に改善した。アトピー性皮膚炎ではデュピルマブなどの生物学的製剤やJAK阻害剤が既に使われているが、IL-31を標的とする薬剤は初めてとなる。",
      labels: { event: "approval", company: "Maruho", asset: "nemolizumab", indication: "Atopic dermatitis", regulator: "PMDA" },
    },
    {
      title: "アステラス製薬、地図状萎縮治療薬「IZERVAY」が米FDAの承認取得",
      text: "アステラス製薬は8月5日、加齢黄斑変性に伴う地図状萎縮（GA）の治療薬として、アバシンカプタド ペゴル（米国製品名：IZERVAY）が米食品医薬品局（FDA）から承認を取得したと発表した。同剤は補体C5を阻害する硝子体内注射剤。承認は第3相のGATHER1およびGATHER2試験の結果に基づくもので、いずれの試験でも12カ月時点でGA病変の拡大速度を有意に抑制した。同社は7月に約59億ドルでの買収を完了した米アイベリック・バイオを通じて同剤を獲得していた。GA治療薬としては、2月に米アペリス・ファーマシューティカルズのSYFOVREが承認されており、IZERVAYは2剤目となる。",
      labels: { event: "approval", company: "Astellas", asset: "avacincaptad pegol", indication: "Geographic atrophy", regulator: "FDA" },
    },
    {
      title: "大塚製薬、米Jnana Therapeuticsを買収　一時金8億ドル",
      text: "大塚製薬は、低分子創薬のバイオベンチャーである米Jnana Therapeutics（マサチューセッツ州ボストン）を買収すると発表した。契約一時金8億ドルに加え、開発の進捗に応じて最大3億2500万ドルのマイルストンを支払う。Jnanaは、これまで創薬が難しいとされてきた標的に作用する低分子を見いだす独自の創薬プラットフォームを持ち、フェニルケトン尿症（PKU）を対象とした経口剤JNT-517が臨床段階にある。大塚製薬は買収により研究開発力を補完し、中長期の成長につなげたい考えだ。同社は主力品の独占販売期間の終了を見据え、外部からの新薬獲得を進めている。",
      // A platform company is bought; its lead programme (JNT-517, PKU) is not the sole point of the deal.
      labels: { event: "acquisition", company: "Otsuka", asset: null, indication: null, regulator: null, also: ["Jnana Therapeutics"] },
    },
    {
      title: "そーせいグループ、イドルシアの日本・アジア太平洋事業を買収",
      text: "そーせいグループは、スイスの製薬会社イドルシアから、日本を含むアジア太平洋地域（中国を除く）の事業を買収することで合意したと発表した。取得対価は一時金約4億スイスフランで、イドルシアファーマシューティカルズジャパンの全株式などを取得する。対象事業には、国内で販売中のくも膜下出血後の脳血管攣縮抑制薬ピヴラッツ（クラゾセンタン）や、持田製薬と国内開発を進める不眠症治療薬ダリドレキサントの権利が含まれる。これまで創薬プラットフォームからのライセンス収入が中心だったそーせいにとって、自社で販売を手がける製薬企業への転換点となる。",
      labels: { event: "acquisition", company: "Nxera Pharma", asset: null, indication: null, regulator: null, also: ["Idorsia"] },
    },
    {
      title: "武田薬品、ウェバー社長が2026年6月に退任　後任にジュリー・キム氏",
      text: "武田薬品工業は1月30日、クリストフ・ウェバー社長CEOが2026年6月に退任し、後任に米国事業部門のプレジデントを務めるジュリー・キム氏が就任する人事を発表した。ウェバー氏は2014年に社長に就任し、2019年のシャイアー買収を主導するなど、同社のグローバル化を推し進めた。キム氏はバクスアルタ、シャイアーを経て武田に加わり、最大市場である米国事業を率いてきた。同社は後期開発品の相次ぐ上市を控えており、経営のバトンを渡す時期と判断したとしている。外国人の社長は2代続くことになる。交代までは1年以上の移行期間を設け、円滑な引き継ぎを図る。",
      labels: { event: null, company: "Takeda", asset: null, indication: null, regulator: null },
    },
    {
      title: "朝凪製薬、慢性特発性蕁麻疹治療薬ANP-3104を国内で承認申請",
      text: "朝凪製薬は11月27日、経口BTK阻害剤ANP-3104について、既存治療で効果不十分な慢性特発性蕁麻疹を効能・効果として厚生労働省に製造販売承認申請を行ったと発表した。申請は国内第3相試験の結果に基づく。同試験では投与12週時点の蕁麻疹活動性スコア（UAS7）の変化量が、プラセボ群に比べ統計学的に有意に改善した。慢性特発性蕁麻疹には抗ヒスタミン薬のほか、オマリズマブやデュピルマブが使われており、経口BTK阻害剤ではノバルティスのレミブルチニブが先行している。同社は2026年中の承認取得を見込み、自社の皮膚科MRを中心に販売する計画だ。",
      labels: { event: "submission", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "ANP3104", indication: "Chronic spontaneous urticaria", regulator: "PMDA" },
    },
    {
      title: "ミナセ・セラピューティクス、MNS-021の新薬承認申請が米FDAに受理",
      text: "創薬ベンチャーのミナセ・セラピューティクス（東京都中央区）は25日、ウィルソン病治療薬候補MNS-021について、米食品医薬品局（FDA）が新薬承認申請（NDA）を受理したと発表した。FDAは優先審査の対象とし、審査終了目標日（PDUFA日）を2026年5月28日に設定した。MNS-021は肝臓に選択的に作用する経口の銅キレート剤で、既存薬のペニシラミンなどに比べ治療初期の神経症状の悪化が少ないとされる。同社は2023年に東証グロース市場に上場した。受理の発表を受け、株価は一時ストップ高となった。米国での販売は提携先を探す方針だ。",
      labels: { event: "filing-acceptance", company: "Minase Therapeutics", companyOriginal: "ミナセ・セラピューティクス", asset: "MNS021", indication: "Wilson disease", regulator: "FDA" },
    },
    {
      title: "白鷺バイオのALS治療薬候補、先駆的医薬品に指定",
      text: "厚生労働省は、白鷺バイオ（京都市）が開発中の筋萎縮性側索硬化症（ALS）治療薬候補「SRB-117」を先駆的医薬品に指定した。先駆的医薬品指定制度は画期的な新薬を早期に実用化するため、優先的な相談や、通常12カ月の審査期間を6カ月に短縮することを可能にする仕組み。SRB-117はTDP-43の異常凝集を抑えるアンチセンス核酸で、京都大学の研究成果をもとに開発された。国内第1/2相試験では、投与24週で血中の神経フィラメント軽鎖（NfL）濃度の低下が確認された。同社は2026年度にも条件付き承認制度を活用した申請を目指す。",
      labels: { event: "designation", company: "Shirasagi Bio", companyOriginal: "白鷺バイオ", asset: "SRB117", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "千早製薬、NPC治療薬候補CHP-88が米FDAの希少疾病用医薬品に指定",
      text: "千早製薬は、開発中のニーマン・ピック病C型（NPC）治療薬候補「CHP-88」が米食品医薬品局（FDA）から希少疾病用医薬品（オーファンドラッグ）の指定を受けたと発表した。指定により、米国での承認後7年間の市場独占期間や臨床試験費用の税額控除などの優遇措置を受けられる。CHP-88は脳内移行性を高めたシクロデキストリン誘導体で、欧州で第2相試験を実施中。NPCは国内患者数が数十人規模とされる希少疾患で、米国では2024年に2剤が相次いで承認された。同社は9月に欧州医薬品庁（EMA）からも同様の指定を受けている。",
      labels: { event: "designation", company: "Chihaya Pharmaceutical", companyOriginal: "千早製薬", asset: "CHP88", indication: "Niemann-Pick disease type C", regulator: "FDA" },
    },
    {
      title: "東雲ファーマ、SNM-402で米FDAから審査完了報告通知　株価急落",
      text: "東雲ファーマは26日、子宮筋腫に伴う過多月経の治療薬候補SNM-402について、米食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。FDAは長期投与時の骨密度低下に関する追加の安全性データが必要だと指摘しており、追加の臨床試験が必要になるかどうかは今後の協議で決まる。SNM-402は経口GnRHアンタゴニストとホルモン補充療法の配合剤で、米国では提携先の米Verdant Women's Healthが申請していた。同剤は国内では2023年に承認を取得し、販売している。発表を受けて同社株は一時前日比28％安となった。",
      labels: { event: "complete-response-letter", company: "Shinonome Pharma", companyOriginal: "東雲ファーマ", asset: "SNM402", indication: "Uterine fibroids", regulator: "FDA", also: ["Verdant Women's Health"] },
    },
    {
      title: "玄武バイオ、KRAS G12D阻害剤GNB-019の第1相試験で初回投与",
      text: "玄武バイオ（大阪府吹田市）は、KRAS G12D変異を有する切除不能な膵がんを対象とした経口阻害剤GNB-019の第1相臨床試験で、米国の施設において最初の患者への投与を行ったと発表した。試験は米国と日本で約90人を登録し、用量漸増パートで安全性と推奨用量を決め、拡大パートで有効性を評価する。KRAS G12D変異は膵がんの約4割にみられる。同領域では米レボリューション・メディシンズのRAS阻害剤ダラキソンラシブが第3相試験に進んでいる。同社は今年6月にシリーズBで42億円を調達した。国内の大学発ベンチャーが米国で最初に臨床試験を始めるのは珍しく、同社は早期の導出も視野に入れている。",
      labels: { event: "trial-start", company: "Genbu Bio", companyOriginal: "玄武バイオ", asset: "GNB019", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "夕霧製薬、過活動膀胱治療薬候補YGP-650の国内第3相試験を開始",
      text: "夕霧製薬は、過活動膀胱を対象とするYGP-650の国内第3相臨床試験を開始し、1例目の患者登録を完了したと発表した。二重盲検比較試験として約780人を登録し、12週時点の1日当たり排尿回数の変化量をプラセボと比較する。YGP-650は膀胱の知覚神経に発現するP2X3受容体を標的とする経口剤で、既存のβ3作動薬や抗コリン薬で効果不十分な患者への使用を想定する。同社は国内第2相試験で良好な結果を得たことを受け、医薬品医療機器総合機構（PMDA）と第3相試験のデザインについて対面助言を実施していた。P2X3拮抗薬は慢性咳嗽で開発が先行しており、味覚障害の副作用の程度が差別化の焦点となる。",
      labels: { event: "trial-start", company: "Yugiri Pharmaceutical", companyOriginal: "夕霧製薬", asset: "YGP650", indication: "Overactive bladder", regulator: null },
    },
    {
      title: "北辰製薬、IPF治療薬候補HSP-733の第2b相で主要評価項目達成",
      text: "北辰製薬は、特発性肺線維症（IPF）を対象に開発中のHSP-733の第2b相臨床試験で主要評価項目を達成したとするトップライン結果を発表した。52週時点の努力肺活量（FVC）の低下量は高用量群で平均48mLと、プラセボ群の162mLに比べ有意に抑制された（p<0.001）。重篤な有害事象の発現率に群間差はなかった。HSP-733はオートタキシン阻害とPDE4B阻害を併せ持つ低分子化合物。IPFではニンテダニブとピルフェニドンが標準治療で、2025年には独ベーリンガーインゲルハイムのネランドミラストが米国で承認された。詳細は来年の米国胸部学会（ATS）で発表する。同社株は前日比15％高で取引を終えた。",
      labels: { event: "readout", company: "Hokushin Pharmaceutical", companyOriginal: "北辰製薬", asset: "HSP733", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "琥珀製薬、CDH6標的ADCの第1相データを欧州臨床腫瘍学会で発表",
      text: "琥珀製薬は、カドヘリン6（CDH6）を標的とする抗体薬物複合体（ADC）KOP-2201の第1相臨床試験の中間結果を、ベルリンで開かれた欧州臨床腫瘍学会（ESMO）で発表した。プラチナ抵抗性卵巣がん患者42人における奏効率は45.2％で、奏効期間の中央値は未到達だった。主な有害事象は悪心と貧血で、間質性肺疾患はグレード1の2例にとどまった。同じ標的では第一三共と米メルクのラルドタツグ デルクステカンが先行しており、差別化が課題となる。同社は2026年前半に第2相試験を始める計画だ。琥珀製薬は抗がん剤の後発品で収益を上げてきたが、ADCを中心とする新薬事業への転換を進めている。",
      labels: { event: "readout", company: "Kohaku Pharmaceutical", companyOriginal: "琥珀製薬", asset: "KOP2201", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "青嵐製薬、片頭痛予防薬候補SRP-260を米社に導出　一時金5000万ドル",
      text: "青嵐製薬は、自社創製の経口PACAP受容体拮抗薬SRP-260について、日本とアジアを除く全世界での開発・販売権を米Halvorsen Therapeuticsに供与するライセンス契約を締結したと発表した。青嵐製薬は契約一時金5000万ドルを受け取るほか、開発・販売の進捗に応じて最大7億2000万ドルのマイルストンと、売上高に応じた段階的ロイヤルティーを受け取る。SRP-260は国内で第2相試験を終えており、片頭痛の月間発作日数を有意に減少させた。片頭痛予防ではCGRP関連の抗体医薬が普及する一方、効果不十分な患者も多い。同社は業績予想への影響を精査中としている。",
      labels: { event: "licensing", company: "Seiran Pharmaceutical", companyOriginal: "青嵐製薬", asset: "SRP260", indication: "Migraine", regulator: null, also: ["Halvorsen Therapeutics"] },
    },
    {
      title: "銀杏製薬、中国・泓川生物から抗TL1A抗体の国内権利を導入",
      text: "銀杏製薬は、中国のバイオ企業、泓川生物（上海市）が開発する抗TL1A抗体HCB-330について、日本国内における独占的な開発・商業化権を取得するライセンス契約を結んだと発表した。契約一時金は2000万ドルで、このほか開発・販売マイルストンとして最大1億8500万ドルを支払う可能性がある。HCB-330は中国で潰瘍性大腸炎を対象とする第2相試験を実施中。TL1Aを巡っては、米メルクが2023年にプロメテウス・バイオサイエンシズを約108億ドルで買収するなど、大型取引が相次いでいる。消化器領域を重点分野に掲げる銀杏製薬は、2026年に国内第1相試験を始める予定だ。",
      labels: { event: "licensing", company: "Icho Pharmaceutical", companyOriginal: "銀杏製薬", asset: "HCB330", indication: "Ulcerative colitis", regulator: null, also: ["Hongchuan Bio"] },
    },
    {
      title: "白峰製薬と英Calloway、腎疾患治療薬候補で共同開発・共同販売契約",
      text: "白峰製薬は、英国のバイオ企業Calloway Biosciencesと、同社の経口APOL1阻害剤CLW-044について共同開発・共同販売契約を締結したと発表した。対象はAPOL1遺伝子変異を伴う巣状分節性糸球体硬化症（FSGS）。両社はグローバル第3相試験の費用を折半し、米国と欧州ではCallowayが、日本などアジアでは白峰製薬が販売を担う。白峰製薬は契約一時金として7500万ドルを支払い、Calloway株式の5％を取得する。APOL1関連腎症はアフリカ系の人々に多く、同じ作用機序では米バーテックスが先行している。",
      labels: { event: "partnership", company: "Shiramine Pharmaceutical", companyOriginal: "白峰製薬", asset: "CLW044", indication: "Focal segmental glomerulosclerosis", regulator: null, also: ["Calloway Biosciences"] },
    },
    {
      title: "クロノヴァ・セラピューティクスが東証グロースに上場　初値は公開価格を12％下回る",
      text: "遺伝子治療ベンチャーのクロノヴァ・セラピューティクスが27日、東京証券取引所グロース市場に新規上場した。初値は公開価格（1150円）を12％下回る1012円だった。公募による調達額は約52億円で、このうち約7割を主力パイプラインCNV-101の臨床開発費に充てる。CNV-101はAAVベクターを用いた網膜色素変性症の遺伝子治療候補で、国内で第1/2相試験を実施している。赤字バイオ企業の上場を巡っては、グロース市場の上場維持基準見直しもあり、投資家の慎重姿勢が続いている。同社は2020年に大阪大学の研究者らが設立し、これまでにベンチャーキャピタルなどから累計約90億円を調達していた。",
      labels: { event: "financing", company: "Chronova Therapeutics", companyOriginal: "クロノヴァ・セラピューティクス", asset: "CNV101", indication: "Retinitis pigmentosa", regulator: null },
    },
    {
      title: "葛城薬品工業、富山に注射剤の新工場が竣工　後発品の安定供給へ",
      text: "後発医薬品メーカーの葛城薬品工業は20日、富山県滑川市で建設していた注射剤の新工場の竣工式を開いた。投資額は約180億円で、年間生産能力は約6000万アンプル。2026年4月に本格稼働させる。後発品業界では、2020年以降に相次いだ品質不正と業務停止処分をきっかけに供給不安が続いており、厚生労働省も生産能力の増強を業界に求めている。同社は新工場で抗菌薬や麻酔薬などを生産し、既存の奈良工場の老朽化した設備を順次移管する。同社は2024年度に売上高約620億円を計上した中堅の後発品メーカーで、今回の投資は創業以来最大となる。",
      labels: { event: null, company: "Katsuragi Pharmaceutical", companyOriginal: "葛城薬品工業", asset: null, indication: null, regulator: null },
    },
    {
      title: "碧星セラピューティクスの脊髄損傷向け再生医療等製品、条件・期限付き承認",
      text: "厚生労働省は25日、碧星セラピューティクスが申請していた他家iPS細胞由来の神経前駆細胞製品「HKS-501」について、亜急性期の脊髄損傷を対象に、条件及び期限付きの製造販売承認を与えた。期限は7年で、この間に有効性を検証する市販後データを集め、改めて承認申請する必要がある。承認は国内の医師主導治験を含む2つの臨床試験の結果に基づく。脊髄損傷では2018年に自己骨髄間葉系幹細胞を用いたステミラック注が同制度で承認されている。同社は来春の保険収載を見込んでいる。碧星セラピューティクスは慶應義塾大学の研究成果をもとに2017年に設立された大学発ベンチャーで、2022年に東証グロース市場に上場した。",
      labels: { event: "approval", company: "Hekisei Therapeutics", companyOriginal: "碧星セラピューティクス", asset: "HKS501", indication: "Spinal cord injury", regulator: "PMDA" },
    },
  ],
  ko: [
    {
      title: "에이비엘바이오, GSK에 '그랩바디-B' 기술이전…최대 4조원 규모",
      text: "에이비엘바이오는 영국 글락소스미스클라인(GSK)과 뇌혈관장벽(BBB) 셔틀 플랫폼 '그랩바디-B'에 대한 기술이전 계약을 체결했다고 7일 공시했다. 계약 규모는 최대 20억7500만파운드(약 4조1100억원)이며, 이 중 계약금은 3850만파운드(약 743억원)다. GSK는 그랩바디-B를 활용해 퇴행성 뇌질환 치료제 후보물질을 다수 개발할 수 있는 권리를 갖는다. 그랩바디-B는 인슐린유사성장인자1 수용체(IGF1R)를 이용해 약물의 뇌 투과율을 높이는 기술이다. 에이비엘바이오는 2022년 사노피에 파킨슨병 치료 후보물질 ABL301을 기술이전하며 이 플랫폼의 가치를 처음 인정받았다.",
      // A platform licence: no single medicine or disease.
      labels: { event: "licensing", company: "ABL Bio", asset: null, indication: null, regulator: null, also: ["GSK"] },
    },
    {
      title: "종근당, 노바티스에 HDAC6 저해제 'CKD-510' 기술수출…1조7000억원 규모",
      text: "종근당은 스위스 노바티스와 HDAC6 저해제 'CKD-510'에 대한 라이선스 계약을 체결했다고 6일 공시했다. 노바티스는 CKD-510의 한국을 제외한 전 세계 개발·상업화 독점 권리를 갖는다. 계약금은 8000만달러(약 1061억원)이며, 개발·허가·상업화 단계별 마일스톤을 포함한 총 계약 규모는 13억500만달러(약 1조7302억원)다. CKD-510은 종근당이 자체 개발한 선택적 HDAC6 저해제다. 국내 제약사들의 기술수출이 잇따르는 가운데 이번 계약은 올해 국내 업계의 대표적인 대형 거래로 꼽힌다.",
      // No indication is named as the licence's target.
      labels: { event: "licensing", company: "Chong Kun Dang", asset: "CKD510", indication: null, regulator: null, also: ["Novartis"] },
    },
    {
      title: "온코닉테라퓨틱스 P-CAB '자큐보정' 식약처 허가…국산 37호 신약",
      text: "온코닉테라퓨틱스는 칼륨경쟁적 위산분비억제제(P-CAB) 계열 신약 '자큐보정'(성분명 자스타프라잔)이 식품의약품안전처로부터 미란성 식도염 치료제로 품목허가를 받았다고 밝혔다. 자큐보는 국산 신약 37호다. 온코닉테라퓨틱스는 제일약품의 신약개발 자회사로, 자스타프라잔의 임상 3상을 국내에서 진행해 왔다. 국내 P-CAB 시장에는 HK이노엔의 케이캡과 대웅제약의 펙수클루가 먼저 진출해 경쟁하고 있다. 회사는 적응증 확대와 해외 진출도 추진할 계획이다.",
      labels: { event: "approval", company: "Onconic Therapeutics", asset: "zastaprazan", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "셀트리온, 졸레어 바이오시밀러 '옴리클로' 美 FDA 허가…첫 상호교환성 인정",
      text: "셀트리온은 미국 식품의약국(FDA)으로부터 알레르기성 천식 등의 치료제 졸레어(성분명 오말리주맙)의 바이오시밀러 '옴리클로'(개발명 CT-P39)의 품목허가를 획득했다고 밝혔다. 옴리클로는 졸레어 바이오시밀러 가운데 처음으로 미국에서 허가를 받았으며, 오리지널 의약품과 교체 처방이 가능한 상호교환성도 인정받았다. 허가 적응증은 알레르기성 천식, 비용종을 동반한 만성 비부비동염, IgE 매개 식품 알레르기, 만성 특발성 두드러기 등 졸레어가 보유한 적응증 전체다. 옴리클로는 앞서 유럽에서도 허가를 받았다. 셀트리온은 자가면역질환 바이오시밀러에 이어 알레르기 분야로 포트폴리오를 넓히게 됐다.",
      // The biosimilar (CT-P39) is labelled by its INN; it is approved in all four of Xolair's indications.
      labels: { event: "approval", company: "Celltrion", asset: "omalizumab", indication: null, regulator: "FDA" },
    },
    {
      title: "삼성바이오로직스 5공장 가동…총 생산능력 78만4000ℓ",
      text: "삼성바이오로직스가 인천 송도 제2바이오캠퍼스에 건설한 5공장의 가동을 시작했다. 5공장의 생산능력은 18만ℓ로, 이로써 회사의 총 바이오의약품 생산능력은 78만4000ℓ로 늘어나 위탁개발생산(CDMO) 업계 세계 최대 규모를 유지하게 됐다. 5공장은 4공장의 설계를 표준화해 적용함으로써 건설 기간을 단축했다. 회사는 제2바이오캠퍼스에 공장을 추가로 지어 생산능력을 계속 늘릴 계획이다. 미국의 의약품 관세 부과 가능성이 거론되는 가운데서도 글로벌 제약사들의 위탁생산 수요는 견조하다는 것이 회사 측 설명이다.",
      labels: { event: null, company: "Samsung Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "세온제약, 통풍 신약 'SOP-1102' 식약처에 품목허가 신청",
      text: "세온제약은 요산 재흡수 억제제 계열 통풍 치료 신약 'SOP-1102'의 품목허가를 식품의약품안전처에 신청했다고 20일 밝혔다. 국내 30개 병원에서 통풍 환자 588명을 대상으로 진행한 임상 3상에서 SOP-1102는 투약 6개월 시점 혈청 요산 수치 6㎎/dL 미만 도달률 68.4%를 기록해, 대조약인 페북소스타트(46.1%) 대비 우월성을 입증했다. 회사는 내년 하반기 허가를 예상하고 있다. 국내 통풍 환자는 50만명을 넘어섰지만 기존 치료제는 심혈관 안전성 우려가 꾸준히 제기돼 왔다.",
      labels: { event: "submission", company: "Seon Pharmaceutical", companyOriginal: "세온제약", asset: "SOP1102", indication: "Gout", regulator: "MFDS" },
    },
    {
      title: "가람바이오, NMOSD 치료제 'GRB-301' 美 FDA에 BLA 제출",
      text: "가람바이오는 시신경척수염 범주질환(NMOSD) 치료 후보물질 'GRB-301'의 생물의약품 품목허가 신청서(BLA)를 미국 식품의약국(FDA)에 제출했다고 26일 공시했다. GRB-301은 IL-6 수용체를 표적하는 피하주사형 항체로, 8주에 한 번 투여한다. 글로벌 임상 3상에서 GRB-301 투여군의 재발 위험은 위약군 대비 74% 줄었다. FDA는 통상 제출 후 60일 이내에 심사 착수 여부를 결정한다. 회사는 지난 9월 식약처로부터 개발단계 희귀의약품 지정을 받은 바 있다. NMOSD 치료 시장에는 로슈의 엔스프링, 아스트라제네카의 울토미리스 등이 이미 진출해 있다.",
      labels: { event: "submission", company: "Garam Bio", companyOriginal: "가람바이오", asset: "GRB301", indication: "Neuromyelitis optica spectrum disorder", regulator: "FDA" },
    },
    {
      title: "누리테라퓨틱스 유전성 혈관부종 신약, FDA 허가 심사 돌입",
      text: "누리테라퓨틱스는 미국 식품의약국(FDA)이 유전성 혈관부종(HAE) 급성 발작 치료제 후보 'NRT-415'의 신약허가신청(NDA)을 수리하고 본심사에 착수했다고 27일 밝혔다. 처방의약품 신청자 수수료법(PDUFA)에 따른 목표 심사 완료일은 2026년 8월이다. NRT-415는 경구용 혈장 칼리크레인 저해제로, 발작 초기에 복용해 증상을 빠르게 완화하도록 설계됐다. 미국에서는 칼비스타의 세베트랄스타트가 같은 계열 첫 경구 급성기 치료제로 승인받았다. 누리테라퓨틱스는 지난 8월 NDA를 제출했으며, 미국 판매는 현지 파트너사를 통해 진행할 계획이다.",
      labels: { event: "filing-acceptance", company: "Nuri Therapeutics", companyOriginal: "누리테라퓨틱스", asset: "NRT415", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "다솜바이오 드라베증후군 치료제 'DSB-207', 식약처 개발단계 희귀의약품 지정",
      text: "다솜바이오는 식품의약품안전처로부터 드라베증후군 치료 후보물질 'DSB-207'이 개발단계 희귀의약품으로 지정됐다고 18일 밝혔다. 개발단계 희귀의약품으로 지정되면 품목허가 시 신속심사 대상이 되며, 임상 2상 자료로 조건부 허가를 신청할 수 있다. DSB-207은 SCN1A 유전자의 발현을 높이는 안티센스 올리고뉴클레오타이드(ASO)로, 현재 국내에서 소아 환자를 대상으로 임상 1/2상을 진행하고 있다. 드라베증후군은 영아기에 발병하는 난치성 뇌전증으로, 기존 항경련제로는 발작 조절이 어려운 경우가 많다. 회사는 내년 상반기 미국 FDA에도 희귀의약품 지정을 신청할 예정이다.",
      labels: { event: "designation", company: "Dasom Bio", companyOriginal: "다솜바이오", asset: "DSB207", indication: "Dravet syndrome", regulator: "MFDS" },
    },
    {
      title: "도담제약, 교모세포종 치료제 'DDP-018' FDA 패스트트랙 지정",
      text: "도담제약은 미국 식품의약국(FDA)이 재발성 교모세포종 치료 후보물질 'DDP-018'을 패스트트랙 개발 품목으로 지정했다고 25일 공시했다. 패스트트랙으로 지정되면 FDA와 수시로 협의할 수 있고, 허가 신청 시 순차 심사(rolling review)를 받을 수 있다. DDP-018은 혈뇌장벽을 투과하도록 설계된 경구용 PI3K/mTOR 이중 저해제다. 회사는 미국과 한국에서 진행 중인 임상 1b상에서 재발성 교모세포종 환자 24명 중 6명에게서 부분 반응을 확인했다. 교모세포종은 표준치료 후에도 5년 생존율이 10% 미만인 대표적 난치암이다. 도담제약 주가는 이날 상한가를 기록했다.",
      labels: { event: "designation", company: "Dodam Pharmaceutical", companyOriginal: "도담제약", asset: "DDP018", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "윤슬바이오, 신성 빈혈 치료제 美 허가 불발…FDA 보완요구서한 수령",
      text: "윤슬바이오는 미국 식품의약국(FDA)으로부터 만성콩팥병 환자의 빈혈 치료제 후보 'YNS-220'에 대한 보완요구서한(CRL)을 받았다고 27일 공시했다. FDA는 제출된 임상 자료만으로는 투석 환자에서의 주요 심혈관계 이상반응(MACE) 위험을 충분히 평가하기 어렵다며 추가 임상을 요구했다. 회사 측은 제조 시설이나 품질과 관련한 지적 사항은 없었다고 설명했다. YNS-220은 주 1회 투여하는 장기지속형 적혈구생성자극제(ESA)로, 지난해 국내에서 품목허가를 받아 판매되고 있다. 윤슬바이오는 FDA에 타입A 미팅을 요청해 보완 방안을 논의할 계획이다. 이날 주가는 하한가로 직행했다.",
      labels: { event: "complete-response-letter", company: "Yunseul Bio", companyOriginal: "윤슬바이오", asset: "YNS220", indication: "Anemia of chronic kidney disease", regulator: "FDA" },
    },
    {
      title: "솔빛바이오, 비만 신약 'SOL-090' 호주 임상 1상 첫 투약",
      text: "솔빛바이오는 장기지속형 아밀린 유사체 비만 치료제 후보 'SOL-090'의 호주 임상 1상에서 첫 번째 피험자 투약을 마쳤다고 21일 밝혔다. 이번 임상은 건강한 성인과 비만 환자 총 96명을 대상으로 단회 및 반복 투여 시 안전성과 약동학, 체중 변화를 평가한다. 톱라인 결과는 2026년 하반기에 나올 예정이다. 아밀린 계열은 GLP-1 수용체 작용제보다 근손실과 위장관 부작용이 적을 수 있다는 기대 속에 노보 노디스크의 카그릴린타이드 등 글로벌 제약사의 개발이 이어지고 있다. 솔빛바이오는 올해 초 시리즈C 투자로 450억원을 유치했다.",
      labels: { event: "trial-start", company: "Solbit Bio", companyOriginal: "솔빛바이오", asset: "SOL090", indication: "Obesity", regulator: null },
    },
    {
      title: "한결제약, 알츠하이머병 치료제 'HGP-330' 임상 1상 승인",
      text: "한결제약은 식품의약품안전처로부터 경구용 알츠하이머병 치료 후보물질 'HGP-330'의 임상 1상 시험계획(IND)을 승인받았다고 24일 밝혔다. 임상은 서울아산병원에서 건강한 성인 64명을 대상으로 진행되며, 단회 및 다회 투여 시 안전성과 내약성, 약동학을 평가한다. HGP-330은 타우 단백질의 응집을 억제하는 저분자 화합물로, 동물 모델에서 인지 기능 개선 효과를 확인했다. 알츠하이머병 치료제 시장에는 레카네맙과 도나네맙 등 항아밀로이드 항체가 출시됐지만, 타우를 표적으로 하는 약물은 아직 허가된 것이 없다. 회사는 내년 상반기 첫 투약을 목표로 하고 있다.",
      labels: { event: "approval", company: "Hangyeol Pharmaceutical", companyOriginal: "한결제약", asset: "HGP330", indication: "Alzheimer's disease", regulator: "MFDS" },
    },
    {
      title: "새봄바이오, 아토피 치료제 'SBM-501' 임상 2상서 1차 평가변수 충족",
      text: "새봄바이오는 중등도~중증 아토피 피부염 환자를 대상으로 한 'SBM-501'의 임상 2상 톱라인 결과 1차 평가변수를 충족했다고 20일 공시했다. 16주 투여 후 습진 면적 및 중증도 지수(EASI)의 기저치 대비 개선율은 고용량군에서 평균 68.2%로, 위약군(31.5%)보다 통계적으로 유의하게 높았다. SBM-501은 4주 1회 피하주사하는 OX40 리간드 표적 항체다. 같은 기전에서는 사노피의 암리텔리맙이 임상 3상을 진행 중이다. 회사는 상세 결과를 내년 미국피부과학회(AAD)에서 발표하고 글로벌 기술이전을 추진할 방침이다.",
      labels: { event: "readout", company: "Saebom Bio", companyOriginal: "새봄바이오", asset: "SBM501", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "이룸테라퓨틱스, 'IRM-4401' 유방암 1상 결과 공개…객관적 반응률 41%",
      text: "이룸테라퓨틱스는 샌안토니오 유방암 심포지엄(SABCS)에서 LIV-1 표적 항체-약물접합체(ADC) 'IRM-4401'의 임상 1상 결과를 포스터로 발표했다. 두 가지 이상의 치료를 받은 전이성 유방암 환자 54명에서 객관적 반응률(ORR)은 41%였으며, 삼중음성 유방암 하위군에서는 47%를 기록했다. 3등급 이상 치료 관련 이상반응은 22%에서 나타났고 간질성 폐질환은 보고되지 않았다. 트로델비와 엔허투 등 기존 ADC 치료 이후 재발한 환자에서도 반응이 관찰됐다는 점이 눈에 띈다. 회사는 2026년 임상 2상 진입을 위해 파트너사를 물색하고 있다.",
      labels: { event: "readout", company: "Irum Therapeutics", companyOriginal: "이룸테라퓨틱스", asset: "IRM4401", indication: "Breast cancer", regulator: null },
    },
    {
      title: "아라제약-초록바이오, 지방간염 치료제 'CRB-112' 공동개발 계약",
      text: "아라제약과 초록바이오는 대사이상 관련 지방간염(MASH) 치료 후보물질 'CRB-112'를 공동 개발하고 국내 판매 수익을 나누는 전략적 협업 계약을 맺었다고 24일 밝혔다. 아라제약은 국내 임상 2b상과 3상 비용의 60%를 부담하고, 허가 이후 국내 영업과 마케팅을 맡는다. 초록바이오는 제조와 해외 권리를 유지한다. CRB-112는 간 선택적 갑상선호르몬 수용체 베타(THR-β) 작용제로, 미국에서는 마드리갈의 레스메티롬이 같은 계열 최초로 승인받았다. 아라제약은 그동안 고혈압·고지혈증 복합제 중심의 사업 구조에서 벗어나 신약 파이프라인을 넓혀 왔다.",
      labels: { event: "partnership", company: "Ara Pharmaceutical", companyOriginal: "아라제약", asset: "CRB112", indication: "MASH", regulator: null, also: ["Chorok Bio"] },
    },
    {
      title: "태림제약, 항체 개발사 담우바이오 인수…지분 62% 1250억원에 확보",
      text: "태림제약은 항체 신약 개발기업 담우바이오의 지분 62%를 1250억원에 인수한다고 26일 공시했다. 구주 매입과 제3자 배정 유상증자 참여를 병행하며, 거래는 내년 1월 마무리될 예정이다. 담우바이오는 자가면역질환과 안과 질환을 겨냥한 이중항체 후보물질 4종을 보유하고 있으며, 이 중 2종이 국내 임상 1상 단계에 있다. 태림제약은 제네릭 중심의 매출 구조로는 약가 인하 압박을 견디기 어렵다고 판단해 신약 역량 확보에 나섰다. 국내 제약사의 바이오벤처 인수는 올 들어서만 다섯 번째다.",
      labels: { event: "acquisition", company: "Taerim Pharmaceutical", companyOriginal: "태림제약", asset: null, indication: null, regulator: null, also: ["Damu Bio"] },
    },
    {
      title: "에스메라바이오, 코스닥 상장 첫날 공모가 대비 36% 상승",
      text: "기술특례상장 방식으로 코스닥에 입성한 에스메라바이오가 상장 첫날 공모가(1만4000원)보다 36% 오른 1만9040원에 거래를 마쳤다. 회사는 이번 상장으로 약 280억원을 조달했으며, 이 가운데 180억원을 핵심 파이프라인인 'ESM-11'의 미국 임상 2상 비용으로 쓸 계획이다. ESM-11은 경구용 JAK1 선택적 저해제로, 원형탈모증 치료제로 개발되고 있다. 원형탈모 치료제로는 릴리의 올루미언트와 화이자의 릿풀로가 허가를 받았다. 앞서 진행된 수요예측에서는 기관투자자 경쟁률이 812대 1을 기록했다.",
      labels: { event: "financing", company: "Esmera Bio", companyOriginal: "에스메라바이오", asset: "ESM11", indication: "Alopecia areata", regulator: null },
    },
    {
      title: "청람바이오, 900억원 규모 유상증자 결정…주가 급락",
      text: "청람바이오가 900억원 규모의 주주배정 후 실권주 일반공모 방식 유상증자를 결정했다고 24일 공시했다. 신주 1200만주를 발행하며 예정 발행가는 7500원이다. 조달 자금은 간암 치료제 후보 'CRM-301'의 글로벌 임상 2상, 폐암 치료 후보 'CRM-410'의 임상 1상, 그리고 운영자금에 나눠 쓸 예정이다. 청람바이오는 3년 연속 영업손실을 기록해 자금 확보가 시급한 상황이었다. 유상증자 발표 이후 주가는 장중 18% 급락했다. 최근 코스닥 바이오 기업들의 대규모 유상증자가 잇따르면서 주주가치 희석에 대한 우려도 커지고 있다.",
      // The money is split between two programmes and working capital: no single asset.
      labels: { event: "financing", company: "Cheongram Bio", companyOriginal: "청람바이오", asset: null, indication: null, regulator: null },
    },
    {
      title: "보담제약 과민성장증후군 신약 '리베솔', 심평원 약평위 급여 적정성 인정",
      text: "건강보험심사평가원은 24일 열린 약제급여평가위원회(약평위)에서 보담제약의 과민성장증후군 치료 신약 '리베솔정'(개발명 BDP-7007)에 대해 급여 적정성이 있다고 심의했다. 리베솔은 지난 6월 식품의약품안전처로부터 설사형 과민성장증후군 치료제로 허가받은 국산 신약이다. 이번 결정에 따라 보담제약은 국민건강보험공단과 약가 협상을 거쳐 이르면 내년 3월부터 건강보험 급여를 적용받을 수 있다. 업계는 리베솔의 연간 매출이 급여 적용 이후 200억원 수준에 이를 것으로 보고 있다.",
      labels: { event: null, company: "Bodam Pharmaceutical", companyOriginal: "보담제약", asset: "BDP7007", indication: "Irritable bowel syndrome", regulator: "Health Insurance Review and Assessment Service" },
    },
  ],
};
