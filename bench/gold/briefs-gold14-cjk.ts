import type { BriefArticle } from "./briefs";

/**
 * Fourteenth held-out set for the English brief benchmark: 20 short articles each in Chinese
 * (simplified; mainland trade press, HKEX/SSE/SZSE announcements, one Taiwan outlet), Japanese and
 * Korean. Written and labelled by hand by a helper session on 2026-11-29, without the engine's
 * code, its tests or docs, or any other gold set open (only the label conventions and types of
 * briefs.ts and the registry data files were read). To be measured once. The labels were set
 * before any measurement and are not to be edited to fit the engine.
 *
 * Articles about real events (true to the author's knowledge; details the author was unsure of
 * were left out):
 * - zh: Akeso, cadonilimab (开坦尼) approved by the NMPA in recurrent or metastatic cervical cancer (approval, June 2022)
 * - zh: HUTCHMED, FDA complete response letter for surufatinib in neuroendocrine tumours (complete-response-letter, May 2022)
 * - zh: Zai Lab, Greater China licence to KarXT from Karuna Therapeutics, $35M upfront (licensing, November 2021)
 * - zh: BeiGene (BeOne Medicines), STAR Market listing at RMB 192.60 a share, about RMB 22.16bn (financing, December 2021)
 * - zh: HUTCHMED, NMPA accepts the NDA for sovleplenib in primary ITP with priority review (filing-acceptance, January 2024)
 * - ja: Takeda, acquisition of Nimbus Lakshmi and its TYK2 inhibitor NDI-034858 (zasocitinib), $4B upfront (acquisition, December 2022)
 * - ja: Daiichi Sankyo, FDA complete response letter for patritumab deruxtecan in EGFR-mutated NSCLC after a third-party plant inspection (complete-response-letter, June 2024)
 * - ja: Takeda, dengue vaccine Qdenga (TAK-003) authorized by the European Commission (approval, December 2022)
 * - ja: Kyowa Kirin, acquisition of Orchard Therapeutics at $16 a share (ADS), about $477.6M (acquisition, October 2023)
 * - ja: Kobayashi Pharmaceutical, voluntary recall of beni-koji (red yeast rice) supplements after kidney-disease reports (null, March 2024)
 * - ko: Hanmi Pharmaceutical, efinopegdutide licensed to MSD, $10M upfront, up to $870M in all (licensing, August 2020)
 * - ko: Samsung Bioepis with Biogen, ranibizumab biosimilar Byooviz (SB11) approved by the FDA (approval, September 2021)
 * - ko: SillaJen, Pexa-Vec (JX-594) PHOCUS phase 3 in HCC, DMC recommends stopping for futility (readout, August 2019)
 * - ko: SK bioscience, KOSPI IPO at ₩65,000 a share, about ₩1.49tn (financing, March 2021)
 * - ko: Medytox, MFDS cancels the licences of three Meditoxin products (null, June 2020)
 *
 * All other articles are invented: they are about fictional companies and medicines (瑞泽生物,
 * 青嶺製薬, 누리바이오, Corvanta Therapeutics, RZ-217, AOM-301, NRB-101…), whose names and
 * research codes were checked not to be in the registry files (companies.ts, drugs.ts,
 * diseases.ts, regulators.ts).
 */
export const GOLD14_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "康方生物卡度尼利单抗获批上市 全球首个PD-1/CTLA-4双特异性抗体",
      text: "6月29日晚间，康方生物（9926.HK）发布公告，其自主研发的PD-1/CTLA-4双特异性抗体卡度尼利单抗注射液（商品名：开坦尼，研发代号AK104）已获国家药品监督管理局批准上市，用于治疗既往接受含铂化疗治疗失败的复发或转移性宫颈癌患者。公司称，这是全球首个获批上市的PD-1/CTLA-4双特异性抗体。宫颈癌是我国女性常见的恶性肿瘤之一，一线含铂化疗失败后的患者可选治疗手段有限。目前，卡度尼利单抗还在胃癌、肝癌、肺癌等多个适应症中开展III期临床研究。此前，康方生物与正大天晴合作开发的PD-1单抗派安普利单抗已于2021年获批上市。",
      labels: { event: "approval", company: "Akeso", asset: "cadonilimab", indication: "Cervical cancer", regulator: "NMPA" },
    },
    {
      title: "和黄医药索凡替尼美国上市申请收到FDA完整回复函",
      text: "和黄医药发布公告称，美国食品药品监督管理局（FDA）已就索凡替尼用于治疗胰腺和非胰腺神经内分泌瘤的新药上市申请发出完整回复函（CRL）。FDA认为，基于两项在中国开展的III期研究SANET-p和SANET-ep以及一项美国桥接研究的数据，尚不足以支持该药在美国获批，需开展一项纳入更多美国患者、更能代表美国患者群体的国际多中心临床试验。索凡替尼是一种口服小分子酪氨酸激酶抑制剂，可同时抑制VEGFR、FGFR和CSF-1R。索凡替尼（商品名：苏泰达）已于2020年12月和2021年6月先后在中国获批用于非胰腺和胰腺神经内分泌瘤。公司表示，将与FDA就下一步计划进行沟通。",
      labels: { event: "complete-response-letter", company: "HUTCHMED", asset: "surufatinib", indication: "Neuroendocrine tumors", regulator: "FDA" },
    },
    {
      title: "再鼎医药引进KarXT大中华区权益 首付款3500万美元",
      text: "再鼎医药宣布与美国Karuna Therapeutics达成独家授权协议，获得在大中华区（中国大陆、香港、澳门和台湾）开发、生产和商业化KarXT的权利。KarXT是由毒蕈碱受体激动剂呫诺美林与外周作用的抗胆碱药曲司氯铵组成的口服复方制剂，目前正在美国开展治疗精神分裂症的III期EMERGENT项目。根据协议，再鼎医药将支付3500万美元首付款，以及最高8000万美元的开发和注册里程碑付款、最高7200万美元的销售里程碑付款，并按年净销售额支付分级特许权使用费。现有抗精神病药物多作用于多巴胺D2受体，不少患者疗效不佳或难以耐受其副作用。",
      labels: { event: "licensing", company: "Zai Lab", asset: "xanomeline and trospium", indication: "Schizophrenia", regulator: null, also: ["Karuna Therapeutics"] },
    },
    {
      title: "百济神州登陆科创板 募资总额约221.6亿元",
      text: "12月15日，百济神州在上海证券交易所科创板挂牌上市，股票代码688235，成为首家在纳斯达克、港交所和上交所三地上市的生物科技公司。本次发行价格为每股192.60元人民币，募集资金总额约221.6亿元，是科创板开板以来规模居前的IPO之一。公司表示，募集资金将主要用于新药研发和商业化等。百济神州已有自主研发的BTK抑制剂泽布替尼和PD-1抗体替雷利珠单抗等产品在国内上市。百济神州于2016年在纳斯达克上市，2018年登陆港交所，泽布替尼已于2019年获美国FDA加速批准。上市首日，百济神州股价收盘低于发行价。",
      labels: { event: "financing", company: "BeOne Medicines", asset: null, indication: null, regulator: null },
    },
    {
      title: "和黄医药索乐匹尼布新药上市申请获受理并纳入优先审评",
      text: "和黄医药宣布，中国国家药品监督管理局已受理其Syk抑制剂索乐匹尼布（HMPL-523）用于治疗成人原发免疫性血小板减少症（ITP）的新药上市申请，并将其纳入优先审评。该申请基于在中国开展的III期ESLIM-01研究，研究达到主要终点，持续应答率显著优于安慰剂。Syk是B细胞受体和Fc受体信号通路中的关键激酶。ITP是一种自身免疫性出血性疾病，目前国内二线治疗包括促血小板生成素受体激动剂和利妥昔单抗等，但仍有相当比例的患者应答不足。此前，同为Syk抑制剂的福坦替尼已在美国获批用于慢性ITP。和黄医药表示，正在为该产品在国内的商业化上市做准备。",
      labels: { event: "filing-acceptance", company: "HUTCHMED", asset: "sovleplenib", indication: "Immune thrombocytopenia", regulator: "NMPA" },
    },
    {
      title: "瑞泽生物KRAS G12D抑制剂RZ-217获临床试验默示许可",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，瑞泽生物申报的1类新药RZ-217片获得临床试验默示许可，拟用于治疗KRAS G12D突变的晚期胰腺癌。按照现行规定，新药临床试验申请自受理之日起60日内未收到CDE否定或质疑意见的，申请人即可开展临床试验。RZ-217是一款口服KRAS G12D选择性抑制剂。胰腺癌五年生存率不足10%，目前晚期一线治疗仍以吉西他滨联合白蛋白紫杉醇等化疗方案为主。KRAS抑制剂领域，安进的索托拉西布和Mirati的阿达格拉西布已获批用于G12C突变肺癌，但针对G12D突变的药物尚无获批。瑞泽生物成立于2019年，去年完成B轮融资，公司计划年内启动I期剂量递增研究。",
      labels: { event: "approval", company: "Ruize Bio", companyOriginal: "瑞泽生物", asset: "RZ217", indication: "Pancreatic cancer", regulator: "CDE" },
    },
    {
      title: "华辰医药IL-17A单抗获批上市 国产银屑病生物药再添一员",
      text: "华辰医药发布公告，公司于近日收到国家药监局核准签发的《药品注册证书》，其自主研发的人源化抗IL-17A单克隆抗体HC-1208注射液获批上市，用于治疗适合系统治疗或光疗的中重度斑块状银屑病成人患者。此次获批基于一项在国内42家中心开展的III期研究，第12周PASI 90应答率达到71.3%，显著优于安慰剂组。国内银屑病生物制剂市场竞争激烈，诺华的司库奇尤单抗、礼来的依奇珠单抗以及恒瑞医药的夫那奇珠单抗等均已上市。公司同步开展的强直性脊柱炎适应症III期研究预计明年读出结果。公告提示，该产品获批不会对公司近期业绩产生重大影响，未来销售情况存在不确定性。",
      labels: { event: "approval", company: "Huachen Pharma", companyOriginal: "华辰医药", asset: "HC1208", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "明峰生物向国家药监局递交长效凝血因子VIII上市申请",
      text: "明峰生物今日宣布，已向国家药品监督管理局递交其长效凝血因子VIII融合蛋白MF-019的上市许可申请，用于血友病A患者出血的常规预防和按需治疗。申请基于一项III期研究：每周给药一次，年化出血率中位数为0.6。目前国内血友病A的预防治疗以重组凝血因子VIII为主，通常需每周注射2至3次；罗氏的艾美赛珠单抗于2018年在国内获批用于伴有抑制物的患者。国内血友病A患者估计有数万人，但规范预防治疗的普及率仍然较低。公司预计申请将在未来数周内获得正式受理。明峰生物已在今年6月的一场国际学术会议上公布了该III期研究的完整数据。",
      labels: { event: "submission", company: "Mingfeng Bio", companyOriginal: "明峰生物", asset: "MF019", indication: "Hemophilia A", regulator: "NMPA" },
    },
    {
      title: "云岫生物CAR-T疗法YX-312拟纳入突破性治疗品种",
      text: "CDE官网显示，云岫生物的YX-312注射液拟被纳入突破性治疗品种，公示期为5个工作日，拟定适应症为替莫唑胺治疗失败的复发性胶质母细胞瘤，公司计划于明年启动II期注册性研究。YX-312是一款靶向EGFRvIII的自体CAR-T细胞疗法，采用脑室内给药。胶质母细胞瘤是最常见的原发性恶性脑肿瘤，标准治疗为手术联合放疗及替莫唑胺化疗，复发后患者中位总生存期通常不足一年。在I期研究中，YX-312在24例可评估患者中观察到6例部分缓解。突破性治疗药物程序自2020年起实施，入选品种在后续研发中可获得CDE更多沟通交流机会。",
      labels: { event: "designation", company: "Yunxiu Bio", companyOriginal: "云岫生物", asset: "YX312", indication: "Glioblastoma", regulator: "CDE" },
    },
    {
      title: "启元生物Claudin18.2 ADC获美国FDA孤儿药资格认定",
      text: "启元生物通过官方微信公众号宣布，公司自主研发的靶向Claudin18.2的抗体偶联药物QY-2305获得美国FDA授予的孤儿药资格认定（ODD），用于治疗胃癌及胃食管结合部腺癌。获得孤儿药资格后，公司可在美国享受临床试验费用税收抵免、免除新药上市申请费以及产品获批后7年市场独占期等政策支持。Claudin18.2是近年胃癌领域的热门靶点，安斯泰来的佐妥昔单抗已于2024年在美国获批，国内亦有十余款同靶点候选药物处于临床阶段。QY-2305目前正在中国和美国同步开展I/II期研究，已完成剂量递增部分。",
      labels: { event: "designation", company: "Qiyuan Bio", companyOriginal: "启元生物", asset: "QY2305", indication: "Gastric cancer", regulator: "FDA" },
    },
    {
      title: "恩泽制药口服GLP-1受体激动剂EZ-088 III期临床完成首例受试者给药",
      text: "恩泽制药晚间在深交所发布公告，其小分子口服GLP-1受体激动剂EZ-088片在中国超重或肥胖成人中开展的III期临床研究已完成首例受试者入组并给药。该研究计划入组约600名受试者，主要终点为第48周体重相对基线的变化百分比。EZ-088于去年获得临床试验批准，此前的II期研究显示，最高剂量组治疗36周后体重平均下降11.8%。国内减重市场竞争日趋激烈，诺和诺德的司美格鲁肽、礼来的替尔泊肽以及信达生物的玛仕度肽均已获批用于体重管理。公告显示，公司已就该项目累计投入研发费用约3.2亿元。公司提示，新药研发周期长、风险高，III期研究结果存在不确定性。",
      labels: { event: "trial-start", company: "Enze Pharma", companyOriginal: "恩泽制药", asset: "EZ088", indication: "Obesity", regulator: null },
    },
    {
      title: "永霖生技异位性皮肤炎新药YLN-36美国二期临床首位受试者给药",
      text: "兴柜公司永霖生技今日宣布，旗下治疗异位性皮肤炎的口服新药YLN-36，其美国二期临床试验已于美国时间11月20日完成首位受试者给药。该试验去年获美国FDA核准执行，预计于美国约25个临床试验中心收治180名中重度病患，治疗期为16周。YLN-36为口服PDE4抑制剂，在澳洲完成的一期试验中显示良好的安全性，本次试验所需资金已于今年初通过现金增资募足。永霖生技去年营收约新台币1.2亿元，主要来自原料药代工业务。目前全球异位性皮肤炎生物制剂市场以赛诺菲与再生元的杜避炎（Dupixent）为主。永霖生技表示，预计2027年下半年解盲，届时将寻求国际授权合作。",
      labels: { event: "trial-start", company: "Yonglin Biotech", companyOriginal: "永霖生技", asset: "YLN36", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "知衡医药ZH-406联合疗法II期数据亮相ESMO 客观缓解率达38.2%",
      text: "在近日举行的欧洲肿瘤内科学会（ESMO）年会上，知衡医药以口头报告形式公布了GPC3/CD3双特异性抗体ZH-406联合PD-L1抑制剂一线治疗晚期肝细胞癌的II期研究数据。截至数据截止日，在56例可评估患者中，客观缓解率为38.2%，疾病控制率为80.4%，中位无进展生存期为8.3个月；3级及以上治疗相关不良事件发生率为29%，未出现治疗相关死亡。目前晚期肝癌一线标准治疗包括阿替利珠单抗联合贝伐珠单抗、度伐利尤单抗联合替西木单抗等方案。公司计划明年上半年与监管机构沟通III期研究设计。受此消息影响，知衡医药股价盘中一度上涨逾15%。",
      labels: { event: "readout", company: "Zhiheng Pharma", companyOriginal: "知衡医药", asset: "ZH406", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "沐晨生物溃疡性结肠炎III期研究未达主要终点 股价重挫",
      text: "沐晨生物周一早间在港交所发布自愿公告称，其口服S1P受体调节剂MC-901治疗中重度活动性溃疡性结肠炎的III期诱导期研究未能达到主要终点。第12周时，MC-901组的临床缓解率为21.4%，安慰剂组为15.9%，差异未达到统计学显著性。公司表示，安全性特征与既往研究一致，将进一步分析数据并评估该项目的后续开发策略。S1P调节剂类别中，辉瑞的伊曲莫德和百时美施贵宝的奥扎莫德已在海外获批用于溃疡性结肠炎。MC-901是沐晨生物进展最快的产品，公司此前预计明年递交上市申请。受此拖累，沐晨生物股价开盘即暴跌逾40%。",
      labels: { event: "readout", company: "Muchen Bio", companyOriginal: "沐晨生物", asset: "MC901", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "拓迈生物DLL3 ADC授权出海 首付款1.2亿美元",
      text: "拓迈生物宣布，与美国生物技术公司Corvanta Therapeutics达成独家许可协议，将其靶向DLL3的抗体偶联药物TM-5521在大中华区以外的全球开发和商业化权益授予Corvanta。根据协议条款，拓迈生物将获得1.2亿美元首付款，以及最高约10.5亿美元的开发、注册和销售里程碑付款，另可获得分级销售提成；拓迈生物保留大中华区权益。TM-5521目前正在中国开展治疗广泛期小细胞肺癌的I期临床研究。DLL3是小细胞肺癌领域的热门靶点，安进的DLL3/CD3双抗塔拉妥单抗已于2024年获FDA加速批准。今年以来，中国药企对外授权交易金额屡创新高。",
      labels: { event: "licensing", company: "Tuomai Bio", companyOriginal: "拓迈生物", asset: "TM5521", indication: "Small cell lung cancer", regulator: null, also: ["Corvanta Therapeutics"] },
    },
    {
      title: "安澜生物与和川制药达成乙肝siRNA药物共同开发协议",
      text: "安澜生物宣布，已与和川制药签署合作协议，双方将共同开发安澜生物的乙肝病毒靶向siRNA药物AL-1702，并在中国大陆共同推广。根据协议，和川制药将向安澜生物支付2亿元人民币首付款，双方按各50%的比例分担后续开发费用并分享商业化利润；安澜生物负责临床开发，和川制药负责生产和市场准入。AL-1702目前正在进行II期研究，旨在与核苷（酸）类似物联用，帮助慢性乙肝患者实现“功能性治愈”。我国慢性乙肝病毒感染者数量庞大，而现有抗病毒药物需长期服用，停药后易复发。同类药物中，葛兰素史克的bepirovirsen已进入III期研究。",
      labels: { event: "partnership", company: "Anlan Bio", companyOriginal: "安澜生物", asset: "AL1702", indication: "Hepatitis B", regulator: null, also: ["Hechuan Pharma"] },
    },
    {
      title: "德昇制药拟18亿元现金收购朗峰生物100%股权",
      text: "德昇制药发布重大资产购买预案，公司拟以支付现金方式收购朗峰生物100%股权，交易对价约18亿元。朗峰生物是一家专注于眼科创新药的企业，拥有2款处于临床阶段的产品和3款临床前候选药物，主要产品覆盖湿性年龄相关性黄斑变性和糖尿病黄斑水肿。德昇制药表示，本次收购将补强公司在眼科领域的研发管线，并与公司现有的眼科销售团队形成协同。朗峰生物尚无产品上市，去年净亏损约1.9亿元；交易完成后将成为德昇制药的全资子公司。本次交易尚需提交股东大会审议。德昇制药曾于2023年以6.5亿元收购一家眼科仿制药企业。公告发布后，公司股票复牌首日上涨5.2%。",
      labels: { event: "acquisition", company: "Desheng Pharma", companyOriginal: "德昇制药", asset: null, indication: null, regulator: null, also: ["Langfeng Bio"] },
    },
    {
      title: "宇舟医药今日港交所挂牌 所得款项净额约7.8亿港元",
      text: "宇舟医药今日根据上市规则第18A章在香港联交所主板挂牌上市，发行价为每股15.20港元，全球发售约5,600万股H股，所得款项净额约7.8亿港元。据招股书，所得款项净额约62%将用于核心产品YZ-011的III期临床研究及上市准备，其余用于其他管线开发及一般营运资金。YZ-011是一款皮下注射的FcRn抑制剂，拟用于治疗全身型重症肌无力；同类产品中，argenx的艾加莫德已在国内获批。宇舟医药成立于2018年，上市前已完成四轮融资。本次发行引入两家基石投资者，合计认购约3,000万美元。上市首日，宇舟医药开盘报14.80港元，低于发行价。",
      labels: { event: "financing", company: "Yuzhou Pharma", companyOriginal: "宇舟医药", asset: "YZ011", indication: "Myasthenia gravis", regulator: null },
    },
    {
      title: "博衡生物泊替利单抗通过国家医保谈判 支付价降幅约63%",
      text: "国家医保局日前公布新版国家基本医疗保险药品目录调整结果，博衡生物的长效补体C5抑制剂泊替利单抗注射液（研发代号BH-23）通过谈判被纳入目录，用于治疗阵发性睡眠性血红蛋白尿症（PNH），新版目录将于明年1月1日起正式执行。据公司披露，该产品医保支付标准较此前挂网价格下降约63%。泊替利单抗于今年3月获国家药监局批准上市，国内已上市的同类药物包括依库珠单抗和可伐利单抗。PNH属于罕见病，患者需长期用药，此前高昂的治疗费用使许多患者难以负担。公司表示，将加快推进该产品在各地医院的准入工作，以价换量。",
      labels: { event: null, company: "Boheng Bio", companyOriginal: "博衡生物", asset: "BH23", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "National Healthcare Security Administration" },
    },
    {
      title: "澄源制药公告：执行董事兼首席执行官辞任 首席医学官接任",
      text: "澄源制药（“本公司”）董事会宣布，陈立新博士因个人发展原因已辞任本公司执行董事兼首席执行官职务，自2026年11月28日起生效。董事会进一步宣布，委任本公司首席医学官吴静女士为首席执行官，即日生效。吴女士于2021年加入本公司，主导了公司两款肿瘤药物的注册临床研究，加入本公司前曾在一家跨国药企担任中国区临床开发负责人，拥有逾20年临床开发经验。陈博士已确认其与董事会并无任何意见分歧，亦无任何有关其辞任的事宜须提请本公司股东注意。董事会相信，是次人事变动不会对本公司的日常营运造成任何重大不利影响。董事会谨此对陈博士在任期间的贡献致以衷心感谢。",
      labels: { event: null, company: "Chengyuan Pharma", companyOriginal: "澄源制药", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "武田薬品、米Nimbus社からTYK2阻害剤を取得　契約一時金40億ドル",
      text: "武田薬品工業は12月13日、米Nimbus Therapeuticsの完全子会社であるNimbus Lakshmiを買収し、アロステリックTYK2阻害剤「NDI-034858」を取得すると発表した。武田は契約一時金として40億ドルを支払い、さらに同剤の年間売上高が40億ドルおよび50億ドルに達した時点で、それぞれ10億ドルのマイルストンを支払う。NDI-034858は乾癬を対象とした第2相試験で良好な結果を示しており、武田は第3相試験に進める計画だ。TYK2阻害剤では、ブリストル・マイヤーズ スクイブのデュークラバシチニブが2022年に米国で乾癬治療薬として承認されている。取引は米国の独占禁止法上の審査を経て完了する見込み。",
      labels: { event: "acquisition", company: "Takeda", asset: "zasocitinib", indication: "Psoriasis", regulator: null, also: ["Nimbus Therapeutics"] },
    },
    {
      title: "第一三共、HER3-DXdの米国申請でFDAから審査完了報告通知",
      text: "第一三共は6月下旬、HER3を標的とする抗体薬物複合体パトリツマブ デルクステカン（HER3-DXd）について、米国食品医薬品局（FDA）から審査完了報告通知（Complete Response Letter）を受領したと発表した。対象は、2種類以上の全身療法による治療歴のあるEGFR遺伝子変異陽性の局所進行または転移性非小細胞肺がん。通知は、同剤の製造を委託している第三者製造施設に対する承認前査察の結果に基づくもので、有効性や安全性のデータについての指摘はなかったという。申請は第2相HERTHENA-Lung01試験の結果に基づき、優先審査の対象となっていた。同剤は2023年10月に米メルクと結んだ提携の対象で、両社が共同で開発している。",
      labels: { event: "complete-response-letter", company: "Daiichi Sankyo", asset: "patritumab deruxtecan", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Merck & Co."] },
    },
    {
      title: "武田のデング熱ワクチン「QDENGA」、欧州委員会が承認",
      text: "武田薬品工業は、デング熱ワクチン「QDENGA」（開発コード：TAK-003）について、欧州委員会から4歳以上を対象としたデング熱予防の販売承認を取得したと発表した。過去のデング熱感染歴の有無にかかわらず接種でき、承認はEU加盟国に加え、アイスランド、リヒテンシュタイン、ノルウェーでも有効となる。承認は、アジアと中南米の流行国で2万人を超える小児・青年が参加した第3相試験などのデータに基づく。同ワクチンは今年8月、インドネシアで世界で初めて承認された。デング熱は世界で年間約3億9000万人が感染すると推定されており、欧州でも旅行者の感染が報告されている。",
      labels: { event: "approval", company: "Takeda", asset: "TAK003", indication: "Dengue", regulator: "European Commission" },
    },
    {
      title: "協和キリン、英Orchard Therapeuticsを買収へ　総額約4億7760万ドル",
      text: "協和キリンは10月5日、造血幹細胞遺伝子治療を手がける英Orchard Therapeuticsを買収すると発表した。米国預託証券（ADS）1株当たり16ドルの現金で取得し、買収総額は約4億7760万ドルとなる。Orchardは異染性白質ジストロフィー（MLD）の遺伝子治療薬「Libmeldy」を欧州で販売しており、米国では同剤が審査中。協和キリンは、Orchardの造血幹細胞遺伝子治療プラットフォームを取り込み、希少疾患領域でのグローバル・スペシャリティファーマとしての成長を加速させるとしている。買収完了は2024年1～3月期を見込む。",
      labels: { event: "acquisition", company: "Kyowa Kirin", asset: null, indication: null, regulator: null, also: ["Orchard Therapeutics"] },
    },
    {
      title: "小林製薬、紅麹配合の機能性表示食品を自主回収　腎疾患の報告受け",
      text: "小林製薬は3月22日、「紅麹」を配合した機能性表示食品「紅麹コレステヘルプ」など3製品を自主回収すると発表した。製品を摂取した消費者から腎疾患などの健康被害が報告されたためで、原料に同社が意図しない成分が含まれていた可能性があるとしている。同社は原料の紅麹を他の食品メーカーなどにも供給しており、影響が広がる可能性がある。悪玉コレステロールを下げる機能をうたった同製品は2021年に発売された。同社は医薬品や日用品を幅広く手がけ、「アイボン」「熱さまシート」などで知られる。発表を受け、同社株は急落した。",
      labels: { event: null, company: "Kobayashi Pharmaceutical", companyOriginal: "小林製薬", asset: null, indication: null, regulator: null },
    },
    {
      title: "子宮内膜症治療薬「AOM-301」の国内製造販売承認取得に関するお知らせ",
      text: "青嶺製薬株式会社（以下「当社」）は、本日、子宮内膜症に伴う疼痛の改善を効能・効果とする経口GnRHアンタゴニスト「AOM-301」について、厚生労働省より国内における製造販売承認を取得しましたので、お知らせいたします。本承認は、国内で実施した第3相臨床試験において、主要評価項目である骨盤痛スコアのプラセボに対する有意な改善が確認されたことに基づくものです。子宮内膜症は生殖年齢女性の約10％が罹患するとされ、国内では黄体ホルモン製剤や低用量エストロゲン・プロゲスチン配合薬、GnRHアゴニストなどが用いられています。本剤は薬価基準収載後、速やかに発売する予定です。なお、本件が当期の連結業績に与える影響は軽微であります。",
      labels: { event: "approval", company: "Aomine Pharmaceutical", companyOriginal: "青嶺製薬", asset: "AOM301", indication: "Endometriosis", regulator: "PMDA" },
    },
    {
      title: "白鷺ファーマ、ALS治療薬候補SRS-104で米FDAから治験開始の許可",
      text: "白鷺ファーマは、筋萎縮性側索硬化症（ALS）を対象に開発中のアンチセンス核酸SRS-104について、米国食品医薬品局（FDA）から治験開始の許可（IND）を得たと発表した。30日間の審査期間を経て治験開始が可能になったもので、来年春にも米国で第1/2相試験を始める。SRS-104はTDP-43の異常凝集に関わる遺伝子の発現を抑えるよう設計され、マウスモデルでは運動機能の低下を遅らせた。ALSの治療薬はリルゾールやエダラボンなどに限られ、SOD1変異型を対象としたバイオジェンのトフェルセンも対象は一部の患者にとどまる。同社は昨年、シリーズBで28億円を調達している。",
      labels: { event: "approval", company: "Shirasagi Pharma", companyOriginal: "白鷺ファーマ", asset: "SRS104", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "鶴見バイオサイエンス、遺伝性血管性浮腫の発作予防薬TSB-015を国内申請",
      text: "鶴見バイオサイエンスは、遺伝性血管性浮腫（HAE）の発作予防を目的とした抗血漿カリクレイン抗体TSB-015について、厚生労働省に製造販売承認を申請した。4週に1回の皮下投与で、国内外で実施した第3相試験では月間発作回数をプラセボ比で84％減少させた。HAEは皮膚や気道などに突然のむくみを繰り返す遺伝性疾患で、国内の患者数は数千人規模とされる。国内ではラナデルマブやベロトラルスタットなどが発作予防に用いられているが、患者数が少なく、診断率の低さも課題となっている。TSB-015は同社が創製した初の自社開発品となる。同社は2027年中の承認取得を目指し、米国でも来年前半に申請する計画だ。",
      labels: { event: "submission", company: "Tsurumi Bioscience", companyOriginal: "鶴見バイオサイエンス", asset: "TSB015", indication: "Hereditary angioedema", regulator: "PMDA" },
    },
    {
      title: "朝凪製薬、ドライアイ点眼薬ASN-611の米国承認申請がFDAに受理",
      text: "朝凪製薬は、ドライアイ治療薬として開発中の点眼剤ASN-611の新薬承認申請（NDA）が米国食品医薬品局（FDA）に受理されたと発表した。処方薬ユーザーフィー法（PDUFA）に基づく審査終了目標日は2027年9月に設定された。申請は米国で実施した2本の第3相試験に基づくもので、いずれも角膜フルオレセイン染色スコアの改善で主要評価項目を達成した。米国のドライアイ治療薬市場ではシクロスポリン点眼剤やリフィテグラストなどが使われているが、効果発現の遅さが課題とされる。同社は米国での販売について提携先を探す方針。株価は前日比8％高で引けた。",
      labels: { event: "filing-acceptance", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "ASN611", indication: "Dry eye disease", regulator: "FDA" },
    },
    {
      title: "千早製薬のCHP-442、厚労省が希少疾病用医薬品に指定",
      text: "千早製薬は、デュシェンヌ型筋ジストロフィー（DMD）を対象に開発中のエクソン51スキッピング型核酸医薬CHP-442が、厚生労働省から希少疾病用医薬品（オーファンドラッグ）の指定を受けたと発表した。指定により、優先審査や再審査期間の延長、試験研究費への助成などの支援措置を受けられる。国内ではエクソン53スキッピング薬のビルトラルセンが2020年に承認されているが、エクソン51スキップの対象となる患者向けの承認薬はない。CHP-442は現在、国内で第1/2相試験を実施している。同社は核酸医薬の創薬基盤を持つ研究開発型企業で、2021年に東証グロースに上場した。",
      labels: { event: "designation", company: "Chihaya Pharmaceutical", companyOriginal: "千早製薬", asset: "CHP442", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "彩雲バイオのIPF治療薬候補SAI-208、米FDAがファストトラック指定",
      text: "東証グロース上場の彩雲バイオは、特発性肺線維症（IPF）を対象とする吸入型低分子化合物SAI-208が、米食品医薬品局（FDA）からファストトラックの指定を受けたと開示した。指定により、FDAとの協議の機会が増えるほか、承認申請時に資料を順次提出するローリング・サブミッションが認められる。IPFではニンテダニブとピルフェニドンが標準治療だが、消化器系の副作用で服薬の継続が難しい患者も多い。2025年にはベーリンガーインゲルハイムのネランドミラストが米国で承認された。SAI-208は現在、日米で第2相試験を実施しており、2027年前半にトップライン結果を得る見通し。",
      labels: { event: "designation", company: "Saiun Bio", companyOriginal: "彩雲バイオ", asset: "SAI208", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "東雲ファーマ、うつ病治療薬SNP-903の国際共同第3相試験で最初の患者に投与",
      text: "東雲ファーマは25日、大うつ病性障害を対象としたSNP-903の国際共同第3相試験で、最初の患者への投与を行ったと発表した。試験は日本、米国、欧州の約120施設で約540人を登録し、投与6週後のMADRS総スコアの変化量をプラセボと比較する。SNP-903はNMDA受容体に作用する経口薬で、第2相試験では投与1週目から抑うつ症状の改善がみられた。既存の抗うつ薬はSSRIなどが中心で、効果が出るまで数週間かかることが課題とされる。主要な結果は2028年度に得られる見込み。同社は今年4月、同剤の中国での開発・販売権を現地企業に供与している。",
      labels: { event: "trial-start", company: "Shinonome Pharma", companyOriginal: "東雲ファーマ", asset: "SNP903", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "柊セラピューティクス、膵がん対象のHRG-120第2相で主要評価項目を達成　株価ストップ高",
      text: "柊セラピューティクスは27日、転移性膵がんの二次治療を対象とした第2相試験で、HRG-120とゲムシタビンの併用が主要評価項目である無増悪生存期間（PFS）を対照群に比べ有意に延長したと発表した。PFSの中央値は併用群で5.6カ月、ゲムシタビン単独群で3.1カ月だった。詳細なデータは来年の学会で発表する。膵がんは5年生存率が1割程度と予後が悪く、二次治療の選択肢は限られている。発表を受け、28日の東京株式市場で同社株は買い気配のままストップ高となった。同社は2024年にHRG-120の欧州での権利を導出する契約を結んでいる。",
      labels: { event: "readout", company: "Hiiragi Therapeutics", companyOriginal: "柊セラピューティクス", asset: "HRG120", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "藤波製薬、心不全治療薬FJN-552の第3相試験で主要評価項目未達",
      text: "藤波製薬は、左室駆出率が低下した慢性心不全患者を対象としたFJN-552の第3相試験「SEIRYU-HF」で、主要評価項目である心血管死または心不全による入院の初発までの期間について、プラセボに対する統計学的に有意な差が認められなかったと発表した。安全性上の新たな懸念はみられなかった。同社は今後の開発方針を精査するとし、2027年3月期に予定していた承認申請は見送る。心不全の治療では、SGLT2阻害薬のダパグリフロジンやエンパグリフロジン、サクビトリル・バルサルタンなどが標準となっている。同社株は発表翌日、一時前日比24％安まで売られた。",
      labels: { event: "readout", company: "Fujinami Pharmaceutical", companyOriginal: "藤波製薬", asset: "FJN552", indication: "Heart failure with reduced ejection fraction", regulator: null },
    },
    {
      title: "ミナトバイオ、SLE治療薬候補MNB-007を米社に導出　契約一時金3000万ドル",
      text: "ミナトバイオは、全身性エリテマトーデス（SLE）を対象に開発中の抗体医薬MNB-007について、米Halvorsen Biotherapeutics社と日本を除く全世界での開発・販売に関するライセンス契約を締結したと発表した。ミナトバイオは契約一時金3000万ドルを受け取るほか、開発・販売の進捗に応じて最大5億2000万ドルのマイルストンと、売上高に応じた段階的ロイヤルティーを得る。日本での権利はミナトバイオが保持する。MNB-007は形質細胞様樹状細胞を標的とする抗体で、国内で第1b相試験を終えた。SLEではアストラゼネカのアニフロルマブやGSKのベリムマブが承認されているが、十分な効果が得られない患者も多い。",
      labels: { event: "licensing", company: "Minato Bio", companyOriginal: "ミナトバイオ", asset: "MNB007", indication: "Systemic lupus erythematosus", regulator: null, also: ["Halvorsen Biotherapeutics"] },
    },
    {
      title: "比叡製薬、片頭痛予防薬KBT-514の国内権利を米Kestrel Bay社から取得",
      text: "比叡製薬は、米バイオベンチャーのKestrel Bay Therapeutics社から、経口CGRP受容体拮抗薬KBT-514の日本、韓国および台湾における独占的な開発・販売権を取得する契約を結んだ。比叡製薬は一時金として15億円を支払い、開発の進捗や売上高に応じて最大120億円のマイルストンを支払う。KBT-514は米国で第3相試験を実施中で、1日1回の投与で片頭痛の発作日数を減らす効果が示されている。国内の片頭痛予防薬市場では、エレヌマブやガルカネズマブ、フレマネズマブといった抗CGRP抗体の注射剤が普及している。比叡製薬にとって中枢神経領域で初めての導入品となる。",
      labels: { event: "licensing", company: "Hiei Pharmaceutical", companyOriginal: "比叡製薬", asset: "KBT514", indication: "Migraine", regulator: null, also: ["Kestrel Bay Therapeutics"] },
    },
    {
      title: "霧島バイオとスイスSorell社、二重特異性抗体KRB-231の共同開発・共同販売で提携",
      text: "霧島バイオは、スイスのSorell Biologics社と、霧島バイオが創製した二重特異性抗体KRB-231の共同開発・共同販売契約を締結したと発表した。両社は開発費用を折半し、米国と欧州では共同で販売して利益を均等に分け合う。日本とアジアでは霧島バイオが、その他の地域ではSorellが販売を担う。霧島バイオは契約一時金として4500万ドルを受け取る。KRB-231は再発・難治性の濾胞性リンパ腫を対象に第1相試験を実施している。同領域ではモスネツズマブやエプコリタマブなどのCD20×CD3二重特異性抗体がすでに承認されており、競争は激しい。",
      labels: { event: "partnership", company: "Kirishima Bio", companyOriginal: "霧島バイオ", asset: "KRB231", indication: "Follicular lymphoma", regulator: null, also: ["Sorell Biologics"] },
    },
    {
      title: "蒼天バイオ、東証グロースに新規上場　初値は公開価格を32％上回る",
      text: "iPS細胞由来の再生医療製品を開発する蒼天バイオが19日、東証グロース市場に新規上場した。初値は公開価格の1250円を32％上回る1650円で、初値ベースの時価総額は約380億円となった。公開価格は仮条件の上限で決まっていた。公募による調達額は約42億円で、手取り金の大半をパーキンソン病を対象とするドパミン神経前駆細胞STB-401の第2相試験の費用に充てる。国内では同領域で大手製薬会社も承認申請に進んでおり、iPS細胞を使った治療の実用化が近づいている。同社は2027年度中の承認申請を目標に掲げる。",
      labels: { event: "financing", company: "Soten Bio", companyOriginal: "蒼天バイオ", asset: "STB401", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "夕凪バイオ、急性骨髄性白血病対象のメニン阻害剤YNG-012で第1相試験の初回投与",
      text: "夕凪バイオは、再発・難治性の急性骨髄性白血病（AML）を対象としたメニン阻害剤YNG-012の第1相臨床試験で、国内の医療機関において最初の患者への投与が行われたと発表した。YNG-012は同社が国内の大学と共同で見いだした経口の低分子化合物で、前臨床試験では既存のメニン阻害剤に耐性を示す変異にも活性を保った。試験では安全性と忍容性を確認し、第2相試験の推奨用量を決める。メニン阻害剤はKMT2A再構成やNPM1変異を持つAMLで効果が期待されており、米国では2024年にシンダックスのレブメニブが承認されている。同社は今年7月、医薬品医療機器総合機構（PMDA）に治験計画届を提出していた。",
      labels: { event: "trial-start", company: "Yunagi Bio", companyOriginal: "夕凪バイオ", asset: "YNG012", indication: "Acute myeloid leukemia", regulator: null },
    },
    {
      title: "若潮製薬、富山に注射剤の新工場が完成　投資額は約180億円",
      text: "若潮製薬は26日、富山県内に建設していた注射剤の新工場が完成し、竣工式を開いたと発表した。投資額は約180億円で、抗体医薬やペプチド医薬のバイアルやプレフィルドシリンジへの充填に対応する。年間の生産能力は最大約3000万本で、従業員は約150人を地元を中心に新たに採用する。来年4月から順次商業生産を始め、自社製品に加えて他社からの受託製造も手がける。国内ではバイオ医薬品の製造受託の需要が高まっており、同社は2030年度に受託事業の売上高を現在の3倍にあたる150億円に引き上げる計画を掲げている。",
      labels: { event: null, company: "Wakashio Pharmaceutical", companyOriginal: "若潮製薬", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "한미약품, NASH 치료 신약 '에피노페그듀타이드' MSD에 기술수출…최대 8억7천만달러",
      text: "한미약품은 비알코올성 지방간염(NASH) 치료 바이오신약 '에피노페그듀타이드(HM12525A)'를 미국 MSD에 기술수출하는 라이선스 계약을 체결했다고 공시했다. 반환 의무가 없는 계약금은 1000만 달러이며, 개발·허가·상업화에 따른 단계별 마일스톤은 최대 8억6000만 달러로 총 계약 규모는 8억7000만 달러에 이른다. 제품 출시 이후에는 별도의 경상기술료(로열티)를 받는다. 에피노페그듀타이드는 GLP-1과 글루카곤 수용체를 동시에 활성화하는 이중작용제로, 한미약품이 2015년 얀센에 기술수출했다가 2019년 권리를 돌려받은 물질이다. NASH는 아직 승인된 치료제가 없어 미충족 의료 수요가 큰 분야로 꼽힌다.",
      labels: { event: "licensing", company: "Hanmi Pharmaceutical", asset: "efinopegdutide", indication: "MASH", regulator: null, also: ["Merck & Co."] },
    },
    {
      title: "삼성바이오에피스 루센티스 바이오시밀러 '바이우비즈', 美 FDA 허가",
      text: "삼성바이오에피스는 루센티스(성분명 라니비주맙) 바이오시밀러 '바이우비즈(SB11)'가 미국 식품의약국(FDA)으로부터 판매 허가를 받았다고 밝혔다. 루센티스 바이오시밀러가 FDA 허가를 받은 것은 이번이 처음이다. 허가 적응증은 신생혈관성(습성) 연령관련 황반변성, 망막정맥폐쇄성 황반부종, 근시성 맥락막 신생혈관 등이다. 루센티스는 제넨테크와 노바티스가 개발한 안과질환 치료제다. 미국 내 상업화는 파트너사인 바이오젠이 맡는다. 바이우비즈는 앞서 올해 8월 유럽연합 집행위원회(EC)로부터도 판매 허가를 받았다.",
      labels: { event: "approval", company: "Samsung Bioepis", asset: "ranibizumab", indication: "Neovascular age-related macular degeneration", regulator: "FDA", also: ["Biogen"] },
    },
    {
      title: "신라젠 '펙사벡' 간암 3상, 무용성 평가서 임상 중단 권고",
      text: "신라젠은 진행성 간세포암 1차 치료제로 개발 중인 항암바이러스 '펙사벡(JX-594)'의 글로벌 임상 3상 'PHOCUS'에 대해 독립적인 데이터모니터링위원회(DMC)로부터 임상 중단을 권고받았다고 공시했다. 무용성 평가 결과, 펙사벡과 소라페닙 병용요법이 소라페닙 단독요법 대비 목표한 효과를 입증할 가능성이 낮다는 판단이다. PHOCUS는 한국, 미국, 중국 등에서 환자 600명을 목표로 진행돼 왔다. 신라젠은 펙사벡에 대한 기대감으로 한때 코스닥 시가총액 상위권에 올랐으나, 발표 직후 주가는 하한가로 추락했다.",
      labels: { event: "readout", company: "SillaJen", companyOriginal: "신라젠", asset: "pexastimogene devacirepvec", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "SK바이오사이언스 유가증권시장 상장…공모가 6만5000원",
      text: "SK바이오사이언스가 18일 유가증권시장(코스피)에 상장했다. 공모가는 희망 범위 최상단인 6만5000원으로 확정됐으며, 공모 규모는 약 1조4918억원이다. 앞서 진행된 일반 청약에는 역대 최대 규모인 63조6000억원의 증거금이 몰렸다. 회사는 공모 자금을 백신 생산시설 확충과 연구개발, 글로벌 사업 확대 등에 사용할 계획이다. SK바이오사이언스는 아스트라제네카와 노바백스의 코로나19 백신을 위탁생산하고 있으며, 자체 코로나19 백신 후보물질 GBP510의 임상도 진행하고 있다. 상장 첫날 시초가는 공모가의 두 배인 13만원에 형성됐다.",
      labels: { event: "financing", company: "SK bioscience", asset: null, indication: null, regulator: null },
    },
    {
      title: "식약처, 메디톡스 '메디톡신주' 3개 품목 허가 취소 결정",
      text: "식품의약품안전처는 메디톡스의 보툴리눔톡신 제제 '메디톡신주' 50단위, 100단위, 150단위 등 3개 품목에 대해 품목허가를 취소하기로 했다고 밝혔다. 식약처는 메디톡스가 허가 내용과 다른 원액을 사용해 제품을 생산하고도 허가된 원액으로 생산한 것처럼 시험성적서를 조작했다고 판단했다. 앞서 식약처는 지난 4월 해당 제품의 잠정 제조·판매·사용 중지를 명령한 바 있다. 메디톡신은 2006년 국산 첫 보툴리눔톡신 제제로 허가를 받았다. 메디톡스는 행정처분 집행정지 신청 등 법적 대응에 나서겠다는 입장이다.",
      // Meditoxin has no INN (a botulinum toxin type A); labelled by its product name.
      labels: { event: null, company: "Medytox", asset: "Meditoxin", indication: null, regulator: "MFDS" },
    },
    {
      title: "누리바이오, 위식도역류질환 신약 'NRB-101' 식약처 품목허가 획득",
      text: "누리바이오는 칼륨경쟁적 위산분비차단제(P-CAB) 계열 위식도역류질환 치료제 'NRB-101'이 식품의약품안전처로부터 국내 품목허가를 받았다고 밝혔다. 허가 적응증은 미란성 위식도역류질환과 비미란성 위식도역류질환 치료다. 이번 허가는 국내 28개 기관에서 진행된 임상 3상 결과를 바탕으로 하며, 8주 치료 후 점막 치유율에서 대조약인 에소메프라졸 대비 비열등성을 입증했다. 국내 P-CAB 시장에는 HK이노엔의 케이캡(테고프라잔), 대웅제약의 펙수클루(펙수프라잔), 온코닉테라퓨틱스의 자큐보(자스타프라잔) 등이 이미 출시돼 있다. 누리바이오는 내년 상반기 출시를 목표로 약가 협상을 준비하고 있다.",
      labels: { event: "approval", company: "Nuri Bio", companyOriginal: "누리바이오", asset: "NRB101", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "새봄제약, 알츠하이머병 치료 후보물질 'SBP-221' 임상 1상 IND 승인",
      text: "새봄제약은 식품의약품안전처로부터 알츠하이머병 치료 후보물질 'SBP-221'의 임상 1상 시험계획(IND)을 승인받았다고 공시했다. 임상은 서울 소재 대학병원에서 건강한 성인 64명을 대상으로 단회 및 반복 투여 시 안전성과 약동학을 평가하는 방식으로 진행된다. SBP-221은 타우 단백질 응집을 억제하는 경구용 저분자 화합물이다. 알츠하이머병 치료제 시장은 에자이·바이오젠의 레켐비와 일라이 릴리의 키순라 등 아밀로이드 베타 항체가 허가를 받으며 커지고 있지만, 정맥 투여와 뇌부종 부작용 부담이 한계로 지적된다. 회사는 내년 상반기 첫 투약을 목표로 하고 있다.",
      labels: { event: "approval", company: "Saebom Pharmaceutical", companyOriginal: "새봄제약", asset: "SBP221", indication: "Alzheimer's disease", regulator: "MFDS" },
    },
    {
      title: "온누리테라퓨틱스, IgA 신증 치료제 'ONT-0512' 美 FDA에 품목허가 신청",
      text: "온누리테라퓨틱스가 IgA 신증 치료 후보물질 'ONT-0512'의 생물의약품 품목허가 신청서(BLA)를 미국 식품의약국(FDA)에 제출했다. 회사 측은 FDA가 60일 이내에 서류 검토를 거쳐 정식 접수 여부를 결정할 것이라고 설명했다. ONT-0512는 APRIL을 표적으로 하는 피하주사 항체로, 글로벌 임상 3상 중간분석에서 36주차 단백뇨를 위약 대비 유의하게 줄였다. 회사는 이를 근거로 가속승인을 신청했다. IgA 신증 분야에서는 노바티스의 반라프자(아트라센탄)와 트래비어의 필스파리(스파센탄) 등이 허가를 받았다. 온누리테라퓨틱스는 내년 하반기 미국 출시를 목표로 하고 있다.",
      labels: { event: "submission", company: "Onnuri Therapeutics", companyOriginal: "온누리테라퓨틱스", asset: "ONT0512", indication: "IgA nephropathy", regulator: "FDA" },
    },
    {
      title: "도담바이오, 당뇨병성 신경병증성 통증 신약 'DDB-308' FDA 허가신청 접수",
      text: "도담바이오는 미국 식품의약국(FDA)이 당뇨병성 말초신경병증성 통증 치료제 후보물질 'DDB-308'의 신약허가신청(NDA)을 정식 접수했다고 밝혔다. 지난 9월 NDA를 제출한 지 약 두 달 만이다. FDA의 심사 완료 목표일(PDUFA)은 내년 9월로 정해졌다. DDB-308은 Nav1.7 나트륨 채널을 선택적으로 차단하는 비마약성 경구 진통제로, 두 건의 임상 3상에서 12주차 통증 점수를 위약 대비 유의하게 낮췄다. 2025년 1월 버텍스의 수제트리진이 급성 통증 치료제로 FDA 승인을 받으면서 비마약성 진통제에 대한 관심이 높아졌다. 이 소식에 도담바이오 주가는 코스닥 시장에서 장중 12% 넘게 올랐다.",
      labels: { event: "filing-acceptance", company: "Dodam Bio", companyOriginal: "도담바이오", asset: "DDB308", indication: "Diabetic peripheral neuropathic pain", regulator: "FDA" },
    },
    {
      title: "가온바이오, 담도암 치료제 'GAB-707' 美 FDA 희귀의약품 지정",
      text: "가온바이오는 미국 식품의약국(FDA)으로부터 담도암 치료제 후보물질 'GAB-707'을 희귀의약품(Orphan Drug)으로 지정받았다고 밝혔다. 희귀의약품으로 지정되면 임상 비용에 대한 세액 공제, 허가 신청 수수료 면제, 허가 후 7년간 시장 독점권 등의 혜택이 주어진다. GAB-707은 FGFR2 융합 유전자를 가진 환자를 겨냥한 차세대 FGFR 저해제로, 기존 약물 투여 후 생기는 내성 변이에도 효과를 보이도록 설계됐다. 담도암은 국내 발생률이 세계 최고 수준이며, 인사이트의 페미가티닙 등이 2차 치료제로 쓰이고 있다. 가온바이오는 현재 국내에서 임상 1상을 진행하고 있다.",
      labels: { event: "designation", company: "Gaon Bio", companyOriginal: "가온바이오", asset: "GAB707", indication: "Biliary tract cancer", regulator: "FDA" },
    },
    {
      title: "미르테라퓨틱스 위암 신약 후보 'MRU-033', 식약처 글로벌 혁신제품 신속심사 대상 지정",
      text: "식품의약품안전처는 미르테라퓨틱스의 위암 치료제 후보물질 'MRU-033'을 글로벌 혁신제품 신속심사 지원체계(GIFT) 대상으로 지정했다고 밝혔다. GIFT로 지정된 제품은 심사 기간이 단축되고, 허가 신청 전 단계부터 맞춤형 심사 지원을 받을 수 있다. MRU-033은 HER2 음성이면서 클라우딘18.2 양성인 진행성 위암 환자를 대상으로 한 항체-약물접합체(ADC)다. 해외에서는 아스텔라스의 졸베툭시맙이 같은 환자군의 1차 치료제로 허가를 받았다. 미르테라퓨틱스는 국내 임상 2상 결과를 토대로 조건부 허가 신청을 준비하고 있다.",
      labels: { event: "designation", company: "Mireu Therapeutics", companyOriginal: "미르테라퓨틱스", asset: "MRU033", indication: "Gastric cancer", regulator: "MFDS" },
    },
    {
      title: "은하제약, 고칼륨혈증 신약 FDA 보완요구서한(CRL) 수령…주가 급락",
      text: "은하제약은 고칼륨혈증 치료제 'EHP-190'의 미국 신약허가신청(NDA)과 관련해 FDA로부터 보완요구서한(CRL)을 받았다고 공시했다. 회사에 따르면 FDA는 위탁생산 시설의 제조 및 품질관리(CMC)와 관련된 추가 자료를 요청했으며, 유효성이나 안전성에 대한 추가 임상은 요구하지 않았다. 은하제약은 FDA와 회의를 거쳐 6개월 안에 허가 신청서를 재제출할 계획이다. EHP-190은 만성신장질환 환자의 고칼륨혈증을 적응증으로 하며, 경쟁 약물로는 아스트라제네카의 로켈마와 CSL 비포의 벨타사가 있다. 공시 직후 은하제약 주가는 장중 한때 27% 하락했다.",
      labels: { event: "complete-response-letter", company: "Eunha Pharmaceutical", companyOriginal: "은하제약", asset: "EHP190", indication: "Hyperkalemia", regulator: "FDA" },
    },
    {
      title: "단비바이오, MASH 치료제 'DNB-480' 美 임상 2상 첫 환자 투약",
      text: "단비바이오는 대사이상 관련 지방간염(MASH) 치료 후보물질 'DNB-480'의 미국 임상 2상에서 첫 환자 투약을 완료했다고 밝혔다. 이번 임상은 미국 내 40여 개 기관에서 간 섬유화 2~3단계 환자 210명을 대상으로 52주간 진행되며, 주요 평가지표는 섬유화 악화 없는 MASH 해소 비율이다. DNB-480은 FGF21 유사체와 GLP-1 작용제를 결합한 융합단백질이다. 앞서 단비바이오는 지난 8월 FDA로부터 임상시험계획(IND) 승인을 받았다. MASH 분야에서는 2024년 마드리갈의 레스메티롬이 첫 치료제로 FDA 가속승인을 받았고, 노보 노디스크의 위고비도 적응증을 추가했다.",
      labels: { event: "trial-start", company: "Danbi Bio", companyOriginal: "단비바이오", asset: "DNB480", indication: "MASH", regulator: null },
    },
    {
      title: "솔빛제약, 무릎 골관절염 주사제 'SLB-602' 국내 임상 3상 첫 투약",
      text: "솔빛제약이 무릎 골관절염 치료제 'SLB-602'의 국내 임상 3상에 착수했다. 회사는 24일 서울의 한 대학병원에서 첫 환자 등록과 투약이 이뤄졌다고 밝혔다. 임상은 국내 18개 병원에서 중등도 무릎 골관절염 환자 300명을 대상으로 진행되며, 단회 관절강 내 주사 후 26주 시점의 통증 감소 효과를 히알루론산 주사제와 비교한다. SLB-602는 연골세포 사멸을 억제하는 저분자 서방형 주사제다. 골관절염은 국내 환자가 400만 명을 넘지만 진통제와 스테로이드 주사 등 증상 완화 위주의 치료에 머물러 있다. 과거 코오롱생명과학의 '인보사'가 허가 취소된 뒤 이 분야의 신약 공백이 이어지고 있다는 평가다.",
      labels: { event: "trial-start", company: "Solbit Pharmaceutical", companyOriginal: "솔빛제약", asset: "SLB602", indication: "Osteoarthritis", regulator: null },
    },
    {
      title: "라온바이오, 'RAB-110' EGFR 엑손20 폐암 임상 1/2상 중간 결과 발표",
      text: "라온바이오는 세계폐암학회(WCLC)에서 EGFR 엑손20 삽입 변이 비소세포폐암 환자를 대상으로 한 'RAB-110'의 임상 1/2상 중간 결과를 발표했다. 기존 치료 경험이 있는 환자 47명 가운데 객관적 반응률(ORR)은 44.7%, 무진행생존기간 중앙값은 7.9개월로 집계됐다. 3등급 이상 치료 관련 이상반응은 설사와 발진 등으로 14.9%에서 나타났다. 이 변이 환자군에서는 얀센의 아미반타맙이 허가를 받았으며, 다케다의 모보서티닙은 확증 임상 실패로 시장에서 철수했다. 라온바이오는 내년 글로벌 임상 2상 진입을 추진한다.",
      labels: { event: "readout", company: "Raon Bio", companyOriginal: "라온바이오", asset: "RAB110", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "청람제약, 경구용 비만치료제 'CRP-301' 글로벌 기술수출…총 9억1500만달러",
      text: "청람제약은 미국 바이오기업 브레네케 테라퓨틱스(Brennecke Therapeutics)와 경구용 GLP-1 수용체 작용제 'CRP-301'에 대한 기술이전 계약을 체결했다고 공시했다. 브레네케는 한국을 제외한 전 세계에서 CRP-301을 개발하고 상업화할 독점 권리를 갖는다. 반환 의무가 없는 선급금은 4500만 달러이며, 개발·허가·판매 마일스톤을 포함한 총 계약 규모는 최대 9억1500만 달러다. 순매출에 따른 로열티는 별도다. CRP-301은 국내 임상 1상에서 12주 투여 시 체중을 평균 9.8% 줄였다. 비만치료제 시장은 노보 노디스크의 위고비와 일라이 릴리의 젭바운드가 양분하고 있으며, 경구제 개발 경쟁도 치열하다.",
      labels: { event: "licensing", company: "Cheongram Pharmaceutical", companyOriginal: "청람제약", asset: "CRP301", indication: "Obesity", regulator: null, also: ["Brennecke Therapeutics"] },
    },
    {
      title: "다온테라퓨틱스·이음바이오, 류마티스관절염 이중항체 'DAT-090' 공동개발 계약",
      text: "다온테라퓨틱스는 이음바이오와 류마티스관절염 치료용 이중항체 'DAT-090'의 공동 연구개발 계약을 체결했다고 밝혔다. 양사는 임상 1상부터 2상까지의 개발 비용을 절반씩 부담하고, 향후 기술수출 시 발생하는 수익을 6대 4 비율로 나눈다. 다온테라퓨틱스는 후보물질 최적화와 비임상 시험을, 이음바이오는 자체 보유한 세포주 개발 및 생산 공정 기술을 바탕으로 임상시료 생산을 맡는다. DAT-090은 TNF-α와 IL-6를 동시에 억제하도록 설계됐다. 류마티스관절염 치료에는 애브비의 휴미라와 JAK 억제제 등이 쓰이고 있지만 상당수 환자가 충분한 반응을 얻지 못하고 있다.",
      labels: { event: "partnership", company: "Daon Therapeutics", companyOriginal: "다온테라퓨틱스", asset: "DAT090", indication: "Rheumatoid arthritis", regulator: null, also: ["Ieum Bio"] },
    },
    {
      title: "한결제약, 유전자치료제 기업 새솔바이오 인수…850억원에 지분 68% 확보",
      text: "한결제약은 새솔바이오 지분 68%를 850억원에 인수한다고 공시했다. 기존 주주들로부터 구주를 사들이고 제3자배정 유상증자에 참여하는 방식이다. 새솔바이오는 유전자치료제 플랫폼 기업으로, 안과 및 신경계 희귀질환을 대상으로 한 후보물질 4개를 보유하고 있다. 한결제약은 이번 인수로 합성의약품 중심의 사업 구조를 바이오의약품으로 넓힌다는 계획이다. 인수는 내년 1월 마무리될 예정이며, 새솔바이오는 한결제약의 연결 자회사로 편입된다. 제약업계에서는 최근 전통 제약사들이 바이오벤처 인수로 신약 파이프라인을 보강하는 사례가 늘고 있다.",
      labels: { event: "acquisition", company: "Hangyeol Pharmaceutical", companyOriginal: "한결제약", asset: null, indication: null, regulator: null, also: ["Saesol Bio"] },
    },
    {
      title: "해든바이오, 520억원 규모 시리즈C 투자 유치",
      text: "자가면역질환 신약 개발기업 해든바이오가 520억원 규모의 시리즈C 투자를 유치했다고 밝혔다. 이번 투자에는 기존 투자자들과 함께 국내 벤처캐피털 및 자산운용사 7곳이 새로 참여했으며, 누적 투자 유치 금액은 1100억원을 넘어섰다. 회사는 조달한 자금을 주로 전신경화증 치료 후보물질 'HDB-140'의 글로벌 임상 2상에 투입할 계획이다. HDB-140은 지난해 호주에서 진행된 임상 1상에서 안전성을 확인했다. 해든바이오는 2027년 코스닥 기술특례상장을 목표로 하고 있다.",
      labels: { event: "financing", company: "Haedeun Bio", companyOriginal: "해든바이오", asset: "HDB140", indication: "Systemic sclerosis", regulator: null },
    },
    {
      title: "이룸제약 폐동맥고혈압 치료제 'IRP-150', 12월부터 건강보험 급여 적용",
      text: "보건복지부는 건강보험정책심의위원회(건정심)를 열고 이룸제약의 폐동맥고혈압 치료제 'IRP-150'을 12월 1일부터 건강보험 급여 대상에 포함하기로 의결했다. 앞서 이 약은 건강보험심사평가원 약제급여평가위원회에서 급여 적정성을 인정받았고, 국민건강보험공단과의 약가 협상도 마무리됐다. 상한금액은 1정당 4만2000원으로 정해졌다. 급여 적용으로 환자의 연간 약값 부담은 수천만원에서 수백만원 수준으로 줄어들 전망이다. IRP-150은 지난해 식품의약품안전처의 허가를 받은 경구용 치료제다.",
      labels: { event: null, company: "Irum Pharmaceutical", companyOriginal: "이룸제약", asset: "IRP150", indication: "Pulmonary arterial hypertension", regulator: "Health Insurance Policy Deliberation Committee" },
    },
  ],
};
