import type { BriefArticle } from "./briefs";

/**
 * Eleventh held-out set for the English brief benchmark, Chinese, Japanese and Korean: 20 short
 * articles per language, written and labelled by hand on 2026-11-29 by a helper session, without
 * the engine's code, its tests or docs, or any other gold set open (only the label conventions and
 * types of briefs.ts and the registry's company, drug, disease and regulator lists were read). To
 * be measured once. The labels were set before any measurement and are not to be edited to fit a
 * result.
 *
 * Articles about real events (true to the author's knowledge; details the author was not sure of
 * were left out):
 * - zh: Jiangsu Hengrui Medicine, H-share listing in Hong Kong at HK$44.05, about HK$9.9bn (financing, May 2025)
 * - zh: BeiGene, plan to rename itself BeOne Medicines and redomicile to Switzerland (null, November 2024)
 * - zh: Sichuan Biokin / SystImmune, BL-B01D1 licence and collaboration with Bristol Myers Squibb, $800M upfront (licensing, December 2023)
 * - zh: Junshi Biosciences, FDA complete response letter for toripalimab in nasopharyngeal carcinoma (complete-response-letter, May 2022)
 * - zh: Allist Pharmaceuticals, NMPA conditional approval of furmonertinib (艾弗沙) in EGFR T790M NSCLC (approval, March 2021)
 * - ja: Daiichi Sankyo, co-development and co-commercialization of three DXd ADCs with Merck & Co., $4bn upfront (partnership, October 2023)
 * - ja: Sumitomo Pharma with Otsuka, ulotaront DIAMOND 1 and 2 phase 3 trials miss primary endpoint in schizophrenia (readout, July 2023)
 * - ja: Otsuka with Lundbeck, FDA approval of Rexulti for agitation associated with Alzheimer's dementia (approval, May 2023)
 * - ja: JCR Pharmaceuticals, Japanese approval of Izcargo (pabinafusp alfa) in MPS II (approval, March 2021)
 * - ja: Takeda, licence to fruquintinib outside China from HUTCHMED, $400M upfront (licensing, January 2023)
 * - ko: ABL Bio, ABL301 licensed to Sanofi, $75M upfront, up to $1.06bn (licensing, January 2022)
 * - ko: Samsung Biologics, purchase of Biogen's stake in Samsung Bioepis for up to $2.3bn (acquisition, January 2022)
 * - ko: Samsung Biologics, full operation of Plant 4 in Songdo (null, June 2023)
 * - ko: Celltrion, purchase of Takeda's Asia-Pacific primary care business for $278M (acquisition, June 2020)
 *
 * All other articles are invented, about fictional companies, investors and medicines (启衡医药,
 * 澜沧生物, 朝凪製薬, ミナセ・セラピューティクス, 다온제약, 온빛제약, Halvorsen Therapeutics, Aldenbrook
 * Therapeutics…) whose names and research codes were checked not to be in the registry's company
 * and drug lists. Their background (competitors' medicines, earlier approvals) is real.
 */
export const GOLD11_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "恒瑞医药H股在港交所挂牌上市，募资约99亿港元",
      text: "5月23日，江苏恒瑞医药股份有限公司H股正式在香港联交所主板挂牌交易，股份代号1276，上市首日股价高开。本次全球发售定价为每股44.05港元，所得款项总额约99亿港元，这是恒瑞自2000年在上交所上市以来首次在境外资本市场募资。公司表示，募集资金将主要用于创新药研发、海外临床推进以及全球商业化能力建设。恒瑞目前已有十余款自主研发的创新药在国内获批上市，另有大量在研分子处于临床阶段。近年来恒瑞加快出海步伐，已通过多笔对外授权交易将自研分子的海外权益转让给跨国药企，并获得可观的首付款。至此，恒瑞成为又一家“A+H”两地上市的医药龙头企业。",
      labels: { event: "financing", company: "Jiangsu Hengrui Medicine", asset: null, indication: null, regulator: null },
    },
    {
      title: "百济神州拟更名BeOne Medicines并迁册瑞士",
      text: "百济神州宣布，公司计划将英文名称由BeiGene变更为BeOne Medicines，并将注册地由开曼群岛迁至瑞士，中文名称“百济神州”保持不变。公司表示，此举旨在体现其作为全球性肿瘤创新企业的定位，相关事项尚需提交股东大会审议批准。百济神州成立于2010年，目前在美国纳斯达克、香港联交所和上交所科创板三地上市，并在中国和美国均建有生产基地。其BTK抑制剂泽布替尼（百悦泽）已在全球多个市场获批，销售额持续增长，已成为公司收入的最大来源；PD-1抑制剂替雷利珠单抗（百泽安）亦已在中国、欧盟和美国获批。",
      labels: { event: null, company: "BeOne Medicines", asset: null, indication: null, regulator: null },
    },
    {
      title: "百利天恒关于全资子公司签订BL-B01D1独家许可与合作协议的公告",
      text: "四川百利天恒药业股份有限公司公告称，公司全资子公司SystImmune与百时美施贵宝（BMS）就双特异性抗体偶联药物BL-B01D1签订独家许可与合作协议。根据协议，BMS将支付8亿美元首付款和最高5亿美元的近期或有付款，潜在开发、注册和销售里程碑付款最高可达71亿美元，交易总额最高84亿美元。双方将在美国共同开发和商业化BL-B01D1并分担损益，百利天恒保留中国大陆的独家权益，BMS获得其余地区的独家许可。BL-B01D1是一款靶向EGFR和HER3的双抗ADC，目前正在中国开展针对非小细胞肺癌、鼻咽癌、乳腺癌等多种实体瘤的临床研究。本次交易尚需通过美国反垄断审查后方可生效。",
      labels: {
        event: "licensing",
        company: "Sichuan Biokin Pharmaceutical",
        asset: "izalontamab brengitecan",
        indication: null, // several solid tumours, none the point of the deal
        regulator: null,
        also: ["Bristol Myers Squibb", "SystImmune"],
      },
    },
    {
      title: "君实生物：特瑞普利单抗美国上市申请收到FDA完整回复函",
      text: "上海君实生物医药科技股份有限公司发布自愿公告，美国食品药品监督管理局（FDA）已就特瑞普利单抗联合吉西他滨/顺铂一线治疗复发或转移性鼻咽癌、以及单药用于既往含铂治疗后复发或转移性鼻咽癌的生物制品许可申请（BLA）发出完整回复函。FDA在函中要求进行一项质量流程变更，公司计划在完成相关变更后，与合作伙伴Coherus BioSciences尽快重新提交申请。特瑞普利单抗于2018年12月在中国获批上市，是首个获批的国产PD-1单抗。2021年，君实将该产品在美国和加拿大的权益授予Coherus。目前美国尚无获批用于鼻咽癌的免疫检查点抑制剂。",
      labels: {
        event: "complete-response-letter",
        company: "Junshi Biosciences",
        asset: "toripalimab",
        indication: "Nasopharyngeal carcinoma",
        regulator: "FDA",
        also: ["Coherus BioSciences"],
      },
    },
    {
      title: "艾力斯伏美替尼获批上市 三代EGFR-TKI再添国产新药",
      text: "国家药品监督管理局近日通过优先审评审批程序，附条件批准上海艾力斯医药科技股份有限公司申报的1类创新药甲磺酸伏美替尼片（商品名：艾弗沙）上市。该药适用于既往经EGFR酪氨酸激酶抑制剂治疗时或治疗后出现疾病进展，并且经检测确认存在EGFR T790M突变阳性的局部晚期或转移性非小细胞肺癌成人患者。伏美替尼是一款第三代EGFR-TKI，此前国内同类药物已有阿斯利康的奥希替尼和翰森制药的阿美替尼。艾力斯于2020年12月在科创板上市，伏美替尼是其首个上市产品。业内人士认为，国产三代EGFR抑制剂陆续上市，将加剧该领域的价格竞争。",
      labels: { event: "approval", company: "Allist Pharmaceuticals", asset: "firmonertinib", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "启衡医药IL-17A/F双靶点单抗QH-206获批上市，治疗中重度斑块状银屑病",
      text: "11月20日，国家药监局官网显示，启衡医药自主研发的QH-206注射液获批上市，适用于符合系统治疗或光疗指征的中度至重度斑块状银屑病成人患者。QH-206是一款同时靶向IL-17A和IL-17F的人源化单克隆抗体，本次获批基于一项在国内62家中心开展、入组688例患者的III期研究，第16周PASI 90应答率显著优于安慰剂。国内银屑病生物制剂市场竞争激烈，司库奇尤单抗、依奇珠单抗等IL-17A抑制剂均已纳入医保。启衡医药表示，产品将于明年初开始商业化销售，并计划启动与司库奇尤单抗的头对头研究。",
      labels: { event: "approval", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH206", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "苏源生物小核酸降压药SY-0417获临床试验默示许可",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，苏源生物申报的SY-0417注射液获得临床试验默示许可，拟用于治疗原发性高血压。SY-0417是一款靶向肝脏血管紧张素原（AGT）mRNA的小干扰RNA药物，采用GalNAc递送技术，临床前研究中单次皮下给药后降压效果可维持三个月以上。全球范围内，同机制的zilebesiran已进入II期后期研究。苏源生物成立于2019年，总部位于苏州，今年6月刚完成B轮融资。高血压是我国患病人数最多的慢性病之一，患者用药依从性差、血压控制率低一直是临床难题，每半年甚至更长时间给药一次的小核酸药物有望改善这一局面。公司计划于明年上半年在国内启动首次人体试验。",
      labels: { event: "approval", company: "Suyuan Bio", companyOriginal: "苏源生物", asset: "SY0417", indication: "Hypertension", regulator: "CDE" },
    },
    {
      title: "天目制药关于向国家药监局提交TM-118片上市许可申请的公告",
      text: "本公司董事会及全体董事保证本公告内容不存在任何虚假记载。天目制药股份有限公司已于近日向国家药品监督管理局提交TM-118片的药品上市许可申请，拟用于治疗12岁及以上中重度特应性皮炎患者。TM-118是公司自主研发的高选择性口服JAK1抑制剂，上市申请主要基于两项III期研究TEMPO-1和TEMPO-2的结果，两项研究均达到EASI-75和IGA应答的共同主要终点，相关数据已于今年9月在欧洲皮肤病与性病学会年会上公布。目前国内已上市的同类口服药物包括乌帕替尼和阿布昔替尼。由于药品从申报到获批存在较大不确定性，敬请广大投资者注意投资风险。",
      labels: { event: "submission", company: "Tianmu Pharmaceutical", companyOriginal: "天目制药", asset: "TM118", indication: "Atopic dermatitis", regulator: "NMPA" },
    },
    {
      title: "明远医药BCMA/CD3双抗上市申请获受理并纳入优先审评",
      text: "明远医药今日宣布，其BCMA/CD3双特异性抗体MY-0831的上市许可申请已获国家药品监督管理局受理，并被纳入优先审评审批程序，拟用于治疗既往接受过至少三线治疗的复发或难治性多发性骨髓瘤成人患者。该申请基于一项单臂关键性II期研究，在中位随访11.2个月时，客观缓解率为63.5%。MY-0831此前已于去年获得突破性治疗药物认定。国内已获批的BCMA靶向疗法主要为伊基奥仑赛、泽沃基奥仑赛等CAR-T细胞治疗产品，跨国药企的同类双抗teclistamab和elranatamab则已在海外上市。公司预计MY-0831有望于明年下半年获批，届时将成为首个获批的国产BCMA双抗。",
      labels: { event: "filing-acceptance", company: "Mingyuan Pharma", companyOriginal: "明远医药", asset: "MY0831", indication: "Multiple myeloma", regulator: "NMPA" },
    },
    {
      title: "禾屿生物：FDA受理HY-310新药上市申请，PDUFA日期定于2027年8月",
      text: "港股上市公司禾屿生物发布自愿公告，美国FDA已受理其口服小分子FGFR4抑制剂HY-310的新药上市申请（NDA），用于治疗FGF19过表达的晚期肝细胞癌患者，处方药用户付费法案（PDUFA）目标日期为2027年8月14日。该NDA基于全球多中心II期注册研究HY310-201的数据。据公司介绍，约两到三成肝细胞癌患者存在FGF19过表达，此前FDA已授予HY-310孤儿药资格。肝细胞癌一线治疗目前以阿替利珠单抗联合贝伐珠单抗等免疫联合方案为主，二线以后可选药物有限。公告发布后，禾屿生物股价午后一度上涨12%。",
      labels: { event: "filing-acceptance", company: "Heyu Bio", companyOriginal: "禾屿生物", asset: "HY310", indication: "Hepatocellular carcinoma", regulator: "FDA" },
    },
    {
      title: "鹭江生物LJ-5126拟纳入突破性治疗品种，用于IgA肾病",
      text: "CDE官网近日公示，鹭江生物的LJ-5126注射液拟被纳入突破性治疗品种，拟定适应症为原发性IgA肾病。LJ-5126是一款靶向APRIL的长效融合蛋白，每四周皮下注射一次。在一项II期研究中，治疗36周时患者24小时尿蛋白较基线下降约52%。IgA肾病是我国最常见的原发性肾小球疾病，泰它西普、sibeprenlimab等多款作用于APRIL/BAFF通路的药物已获批或处于后期开发。突破性治疗药物程序旨在加快具有明显临床优势的创新药上市，纳入后企业可在关键研发节点与CDE加强沟通。公示期为五个工作日，期满无异议后将正式纳入，LJ-5126的III期研究计划于明年初启动。",
      labels: { event: "designation", company: "Lujiang Bio", companyOriginal: "鹭江生物", asset: "LJ5126", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "云岫生物口服GLP-1小分子YX-2101 III期研究完成首例受试者给药",
      text: "云岫生物宣布，其口服小分子GLP-1受体激动剂YX-2101在中国开展的III期临床研究已完成首例受试者给药。该研究计划入组约600例成人肥胖或超重伴至少一种体重相关合并症的患者，主要终点为第48周体重较基线的变化百分比。YX-2101于今年3月获得国家药监局同意开展III期试验，其II期研究显示，36周时最高剂量组平均减重11.8%。目前国内减重市场由司美格鲁肽、替尔泊肽等注射剂主导，礼来的口服药物orforglipron也在推进全球申报，国内另有十余款同类口服小分子处于临床阶段。公司预计2028年向国家药监局提交上市申请，并计划同步寻求海外合作伙伴。",
      labels: { event: "trial-start", company: "Yunxiu Bio", companyOriginal: "云岫生物", asset: "YX2101", indication: "Obesity", regulator: null },
    },
    {
      title: "嘉溪生物CD19 CAR-T美国I期临床完成首例系统性红斑狼疮患者回输",
      text: "嘉溪生物11月24日宣布，公司自主研发的自体CD19 CAR-T细胞疗法JX-19在美国开展的I期临床试验已完成首例难治性系统性红斑狼疮患者的细胞回输。该试验在美国五家中心进行，主要评估安全性和耐受性，并探索推荐剂量。JX-19于今年7月获得美国FDA的新药临床试验（IND）许可；在国内研究者发起的试验中，已有9名患者在回输后停用全部免疫抑制剂。嘉溪生物成立于2020年，此前主要开发血液肿瘤CAR-T产品，近两年将研发重心转向自身免疫疾病。CAR-T疗法用于自身免疫病已成为行业热点，多家跨国药企通过收购或授权布局这一领域，公司预计明年下半年公布初步数据。",
      labels: { event: "trial-start", company: "Jiaxi Bio", companyOriginal: "嘉溪生物", asset: "JX19", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "翠微医药CW-4410二期研究达主要终点，FVC下降幅度减少逾六成",
      text: "翠微医药周一公布了其口服LPA1受体拮抗剂CW-4410治疗特发性肺纤维化（IPF）的II期临床研究顶线结果。IPF是一种进展性、致死性的肺部疾病，确诊后中位生存期仅3至5年。该研究共入组240例患者，52周时高剂量组用力肺活量（FVC）平均下降52毫升，安慰剂组下降141毫升，差异具有统计学意义，达到主要终点。在已接受尼达尼布或吡非尼酮背景治疗的亚组中也观察到一致的获益。安全性方面，最常见的不良反应为腹泻和头痛，未发现新的安全信号。公司计划明年与监管机构沟通III期方案，详细数据将在明年的美国胸科学会（ATS）年会上公布。",
      labels: { event: "readout", company: "Cuiwei Pharma", companyOriginal: "翠微医药", asset: "CW4410", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "远澈生物胃癌III期研究未达总生存期主要终点，股价重挫",
      text: "远澈生物公告，其Claudin 18.2/CD3双特异性抗体YC-101联合化疗一线治疗晚期胃及胃食管结合部腺癌的III期研究ECLIPSE-G3未达到总生存期（OS）主要终点。独立数据监查委员会在预设的期中分析中认定，研究继续进行亦难以显示统计学显著差异，建议提前终止。两组安全性特征与既往研究一致。受此影响，远澈生物股价次日开盘暴跌逾40%。此前安斯泰来的Claudin 18.2单抗佐妥昔单抗已在多个市场获批用于该适应症，国内亦有多家企业布局相关ADC和CAR-T产品。公司表示将全面分析数据，并重新评估YC-101的开发策略。",
      labels: { event: "readout", company: "Yuanche Bio", companyOriginal: "远澈生物", asset: "YC101", indication: "Gastric cancer", regulator: null },
    },
    {
      title: "澄江医药与Halvorsen Therapeutics达成口服多肽药物研发合作",
      text: "澄江医药11月27日宣布，与丹麦生物技术公司Halvorsen Therapeutics签署战略研发合作协议，双方将结合澄江医药的口服多肽递送平台和Halvorsen的长效多肽设计技术，共同发现和开发治疗肥胖症的新一代口服多肽药物。根据协议，双方共同承担研发费用并按比例分享未来全球收益，澄江医药负责大中华区的临床开发和商业化。协议不涉及首付款。近年来GLP-1类药物需求激增，诺和诺德的口服司美格鲁肽已证明多肽口服化的可行性，但生物利用度仍然较低。澄江医药此前曾与一家美国公司就另一平台项目达成合作，该合作已于去年终止。",
      labels: {
        event: "partnership",
        company: "Chengjiang Pharma",
        companyOriginal: "澄江医药",
        asset: null,
        indication: "Obesity",
        regulator: null,
        also: ["Halvorsen Therapeutics"],
      },
    },
    {
      title: "海岳医药拟以12亿元收购星桥生物全部股权，获得干眼症新药XQ-208",
      text: "海岳医药晚间公告，公司拟以现金12亿元收购星桥生物100%股权。星桥生物成立于2018年，核心产品为治疗中重度干眼症的滴眼液XQ-208，目前已完成国内III期临床试验，预计明年提交上市申请。公告称，收购完成后，XQ-208将与公司现有的人工泪液和环孢素滴眼液产品形成协同。除XQ-208外，星桥生物其余项目均处于临床前阶段，交易对价较其最近一轮融资估值溢价约30%。干眼症在我国成人中较为常见，但现有治疗以人工泪液为主，处方药选择有限。本次交易不构成重大资产重组，尚需提交股东大会审议。受此消息影响，海岳医药次日股价收涨4.3%。",
      labels: {
        event: "acquisition",
        company: "Haiyue Pharma",
        companyOriginal: "海岳医药",
        asset: "XQ208",
        indication: "Dry eye disease",
        regulator: null,
        also: ["Xingqiao Bio"],
      },
    },
    {
      title: "芮科生物完成8亿元C轮融资，加速推进ADC管线",
      text: "芮科生物近日宣布完成8亿元人民币C轮融资，本轮由松柏资本领投，多家老股东跟投，部分产业资本也参与了本轮投资。本轮资金将主要用于推进RK-927和RK-1103两款抗体偶联药物的临床研究，以及新一代双抗ADC平台的建设。其中，RK-927是一款靶向B7-H3的ADC，正在开展小细胞肺癌和前列腺癌的II期研究。今年以来，一级市场生物医药融资回暖，具备出海潜力的ADC和双抗项目尤其受到资本青睐。芮科生物成立于2021年，此前已完成三轮融资，累计融资额超过15亿元。公司创始人表示，公司不排除在合适时机寻求港股上市。",
      labels: {
        event: "financing",
        company: "Ruike Bio",
        companyOriginal: "芮科生物",
        asset: null,
        indication: null,
        regulator: null,
        also: ["Songbai Capital"],
      },
    },
    {
      title: "若水生物将三抗RS-2250海外权益授予Kestrelmoor，首付款6000万美元",
      text: "若水生物宣布与美国Kestrelmoor Therapeutics达成独家许可协议，授予对方在大中华区以外开发、生产和商业化RS-2250的权利。RS-2250是一款靶向CD19、BCMA和CD3的三特异性T细胞衔接器，正在国内开展针对难治性狼疮肾炎的Ib期研究。根据协议，若水生物将获得6000万美元首付款和近期里程碑付款，以及最高9.8亿美元的开发、注册和商业化里程碑付款，另有销售额分级特许权使用费。Kestrelmoor今年刚完成2亿美元A轮融资，此次交易属于近年流行的NewCo模式，若水生物还将获得Kestrelmoor的少数股权。去年以来，中国药企对外授权交易总额屡创新高。",
      labels: {
        event: "licensing",
        company: "Ruoshui Bio",
        companyOriginal: "若水生物",
        asset: "RS2250",
        indication: "Lupus nephritis",
        regulator: null,
        also: ["Kestrelmoor Therapeutics"],
      },
    },
    {
      title: "国家医保目录调整结果公布 澜沧生物胰腺癌新药LC-3302谈判成功",
      text: "国家医保局、人力资源社会保障部日前公布2026年国家基本医疗保险药品目录调整结果，澜沧生物的KRAS G12D抑制剂LC-3302胶囊通过谈判被纳入新版目录，新目录将于2027年1月1日起正式执行。LC-3302于今年5月获国家药监局附条件批准上市，用于既往接受过至少一线系统治疗的KRAS G12D突变晚期胰腺癌。据公司披露，谈判后价格较上市定价降幅约60%。胰腺癌治疗选择有限，此前国内尚无获批的KRAS G12D靶向药物。澜沧生物表示，进入医保将大幅提高患者可及性，公司已组建近300人的销售团队。",
      labels: {
        event: null, // a reimbursement listing decided by the payer (国家医保局)
        company: "Lancang Bio",
        companyOriginal: "澜沧生物",
        asset: "LC3302",
        indication: "Pancreatic cancer",
        regulator: null, // the payer is not a regulator of approvals; the NMPA approval is background
      },
    },
  ],
  ja: [
    {
      title: "第一三共、米メルクとDXd ADC3剤で戦略提携　契約一時金40億ドル",
      text: "第一三共は、米メルクと、同社が開発する抗体薬物複合体（ADC）3剤について、日本を除く全世界での共同開発・共同販売に関する戦略的提携契約を締結したと発表した。対象はパトリツマブ デルクステカン（HER3-DXd）、イフィナタマブ デルクステカン（I-DXd）、ラルドタツグ デルクステカン（R-DXd）の3剤。メルクは契約一時金として40億ドルを支払い、条件付き支払いや販売マイルストンを含めた対価の総額は最大220億ドルにのぼる。日本では第一三共が引き続き単独で開発・販売を担う。第一三共は2019年に「エンハーツ」、20年にダトポタマブ デルクステカンで英アストラゼネカと提携しており、DXd ADCをめぐる大型提携はこれが3件目となる。",
      labels: {
        event: "partnership",
        company: "Daiichi Sankyo",
        asset: null, // three medicines
        indication: null,
        regulator: null,
        also: ["Merck & Co.", "patritumab deruxtecan", "ifinatamab deruxtecan", "raludotatug deruxtecan"],
      },
    },
    {
      title: "住友ファーマ、統合失調症治療薬候補ウロタロントのP3で主要評価項目未達",
      text: "住友ファーマと大塚製薬は、共同開発中の統合失調症治療薬候補ウロタロント（開発コード：SEP-363856）について、急性増悪期の成人統合失調症患者を対象とした2本の第3相試験（DIAMOND 1、DIAMOND 2）で、いずれも主要評価項目であるPANSS総スコアのベースラインからの変化量においてプラセボに対する統計学的に有意な改善を示さなかったと発表した。両社は、プラセボ群の改善幅が想定を上回ったことが影響した可能性があるとしている。ウロタロントはTAAR1作動薬で、ドパミンD2受容体を遮断する既存の抗精神病薬とは異なる作用機序を持ち、19年に米FDAからブレークスルーセラピーの指定を受けていた。住友ファーマは主力の「ラツーダ」が米国で独占販売期間を終えており、後継品として期待をかけていた。",
      labels: { event: "readout", company: "Sumitomo Pharma", asset: "ulotaront", indication: "Schizophrenia", regulator: null, also: ["Otsuka"] },
    },
    {
      title: "大塚製薬「レキサルティ」、アルツハイマー型認知症に伴うアジテーションで米国承認",
      text: "大塚製薬とデンマークのルンドベックは、抗精神病薬「レキサルティ」（一般名：ブレクスピプラゾール）について、米食品医薬品局（FDA）からアルツハイマー型認知症に伴うアジテーション（焦燥・攻撃性など）の治療薬として承認を取得したと発表した。同適応でFDAが承認した薬剤は初めてとなる。アジテーションは介護者の負担や施設入所の要因となる症状で、これまで米国で承認された治療薬はなかった。レキサルティは15年に米国で統合失調症と大うつ病補助療法の適応で承認されており、今回が適応拡大となる。高齢の認知症関連精神病患者での死亡リスク上昇に関する枠組み警告は、引き続き添付文書に記載される。",
      labels: {
        event: "approval",
        company: "Otsuka",
        asset: "brexpiprazole",
        indication: "Agitation associated with Alzheimer's dementia",
        regulator: "FDA",
        also: ["Lundbeck"],
      },
    },
    {
      title: "JCRファーマ、ハンター症候群治療薬「イズカーゴ」の国内承認を取得",
      text: "JCRファーマは、ムコ多糖症II型（ハンター症候群）治療薬「イズカーゴ点滴静注用10mg」（一般名：パビナフスプ アルファ）について、厚生労働省から製造販売承認を取得したと発表した。同剤は独自の血液脳関門通過技術「J-Brain Cargo」を用いた酵素製剤で、トランスフェリン受容体を介して脳内に酵素を届けることで、従来の酵素補充療法では効果が及ばなかった中枢神経症状への作用が期待される。18年には厚労省の先駆け審査指定制度の対象品目に選ばれていた。ハンター症候群の治療ではイズルスルファーゼ（製品名エラプレース）が標準的に使われている。同社は欧米での開発も進める方針だ。",
      labels: { event: "approval", company: "JCR Pharmaceuticals", asset: "pabinafusp alfa", indication: "Mucopolysaccharidosis type II", regulator: "PMDA" },
    },
    {
      title: "武田薬品、HUTCHMEDから大腸がん治療薬フルキンチニブの中国外権利を取得",
      text: "武田薬品工業は、香港のHUTCHMED（和黄医薬）と、経口VEGFR阻害薬フルキンチニブの中国本土・香港・マカオを除く全世界における開発・商業化の独占的ライセンス契約を締結したと発表した。武田は契約一時金4億ドルを支払い、承認や売上高に応じたマイルストンとして最大7億3000万ドル、さらに売上高に応じたロイヤルティーを支払う。フルキンチニブは中国では18年に承認され、転移性大腸がんの治療に使われている。既治療の転移性大腸がん患者を対象とした国際共同第3相試験FRESCO-2では、全生存期間を有意に延長した。HUTCHMEDは米国で承認申請の準備を進めてきた。",
      labels: { event: "licensing", company: "Takeda", asset: "fruquintinib", indication: "Colorectal cancer", regulator: null, also: ["HUTCHMED"] },
    },
    {
      title: "八雲製薬、ALS治療薬候補YK-5521の治験計画届の調査終了　国内で第1相試験へ",
      text: "八雲製薬は25日、筋萎縮性側索硬化症（ALS）治療薬候補YK-5521について、医薬品医療機器総合機構（PMDA）による治験計画届の30日調査が終了し、国内で第1相臨床試験を実施できることになったと発表した。YK-5521はTDP-43の異常凝集を抑える低分子化合物で、同社と大学との共同研究から見いだされた。健康成人を対象に安全性と薬物動態を確認した後、患者での試験に移る計画だ。ALSの治療薬としては国内でリルゾールやエダラボンが使われているが、病気の進行を止める薬はない。同社株は発表後、前日比5%高で引けた。",
      labels: { event: "approval", company: "Yakumo Pharmaceutical", companyOriginal: "八雲製薬", asset: "YK5521", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "朝凪製薬、過活動膀胱治療薬AN-0712を国内で承認申請",
      text: "朝凪製薬は、過活動膀胱治療薬として開発中のAN-0712について、厚生労働省に製造販売承認申請を行ったと発表した。AN-0712は1日1回服用の経口薬で、膀胱の求心性神経に発現するP2X3受容体を標的とする。国内第3相試験では、12週時点の1日平均排尿回数がプラセボ群に比べ有意に減少した。過活動膀胱の治療ではβ3作動薬のミラベグロン（ベタニス）やビベグロン（ベオーバ）、抗コリン薬が広く使われているが、効果が不十分な患者も多い。同社は承認取得を2027年中と見込み、販売は国内の大手卸と連携して行う。",
      labels: { event: "submission", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "AN0712", indication: "Overactive bladder", regulator: "PMDA" },
    },
    {
      title: "千早製薬、全身型重症筋無力症治療薬CP-204の欧州販売承認を申請",
      text: "千早製薬は、抗FcRn抗体CP-204について、欧州医薬品庁（EMA）に全身型重症筋無力症を対象とする販売承認申請（MAA）を提出したと発表した。承認されれば、同社にとって初の欧州での自社販売品目となる。申請は日米欧で実施した第3相試験「HORIZON-MG」の結果に基づき、同試験ではMG-ADLスコアが投与24週でプラセボ群に比べ有意に改善した。同じ作用機序の薬剤としては、アルジェニクスのエフガルチギモドやUCBのロザノリキシズマブがすでに欧州で承認されている。国内では今年9月に承認申請を済ませている。",
      labels: { event: "submission", company: "Chihaya Pharmaceutical", companyOriginal: "千早製薬", asset: "CP204", indication: "Myasthenia gravis", regulator: "EMA" },
    },
    {
      title: "瀬名製薬、子宮内膜症治療薬SN-1450の新薬承認申請がFDAに受理",
      text: "瀬名製薬は27日、子宮内膜症に伴う疼痛の治療薬として開発中の経口GnRHアンタゴニストSN-1450について、米食品医薬品局（FDA）が新薬承認申請（NDA）を受理したと発表した。審査終了目標日（PDUFA日）は2027年9月に設定された。申請は北米と欧州で実施した2本の第3相試験の結果に基づく。SN-1450は骨密度の低下を抑えるため、少量のホルモン補充療法と組み合わせた配合剤として開発されている。米国では同じ作用機序のエラゴリクスやレルゴリクス配合剤が販売されており、後発での参入となる。同社は米国での販売パートナーを来年前半までに選ぶ方針だ。",
      labels: { event: "filing-acceptance", company: "Sena Pharmaceutical", companyOriginal: "瀬名製薬", asset: "SN1450", indication: "Endometriosis", regulator: "FDA" },
    },
    {
      title: "久遠バイオの網膜色素変性症遺伝子治療KB-701、希少疾病用再生医療等製品に指定",
      text: "創薬ベンチャーの久遠バイオは、網膜色素変性症を対象に開発中の遺伝子治療用製品KB-701が、厚生労働省から希少疾病用再生医療等製品の指定を受けたと発表した。指定により、優先審査や試験費用の助成、再審査期間の延長などの支援措置を受けられる。KB-701はアデノ随伴ウイルス（AAV）ベクターを用いて、光を感じる機能を失った網膜の細胞に光受容たんぱく質を発現させる。現在、国内の大学病院で医師主導の第1/2相試験が進んでおり、これまでに6人に投与された。網膜色素変性症は国内に約3万人の患者がいるとされ、有効な治療法は限られている。",
      labels: { event: "designation", company: "Kuon Bio", companyOriginal: "久遠バイオ", asset: "KB701", indication: "Retinitis pigmentosa", regulator: "PMDA" },
    },
    {
      title: "ミナセ・セラピューティクス、ハンチントン病治療薬候補がFDAのファストトラック指定",
      text: "大学発ベンチャーのミナセ・セラピューティクスは、ハンチントン病治療薬候補MNS-8810について、米食品医薬品局（FDA）からファストトラックの指定を受けたと発表した。MNS-8810は変異型ハンチンチンたんぱく質の産生を選択的に抑える経口の低分子スプライシング調節薬で、現在、米国で第1相試験を実施している。ファストトラックに指定されると、FDAとの面談機会が増えるほか、承認申請時に段階的な提出（ローリングサブミッション）が可能になる。ハンチントン病をめぐっては、スイス・ロシュのトミネルセンが第3相試験で投与中止となり、開発が一時後退した経緯がある。同社は24年に東証グロース市場に上場した。",
      labels: { event: "designation", company: "Minase Therapeutics", companyOriginal: "ミナセ・セラピューティクス", asset: "MNS8810", indication: "Huntington's disease", regulator: "FDA" },
    },
    {
      title: "葉月製薬、アトピー外用薬で米FDAから審査完了報告通知　承認は持ち越し",
      text: "葉月製薬は、アトピー性皮膚炎治療用の外用薬HZ-302について、米食品医薬品局（FDA）から審査完了報告通知（CRL）を受け取ったと発表した。製造委託先の海外工場に対する査察での指摘事項が解決されていないことが理由で、有効性や安全性に関する追加試験は求められていないという。同社は指摘事項への対応を進め、速やかに再申請する方針。HZ-302は国内では22年に承認され、「ハヅキア軟膏」の名称で販売されている。米国ではルキソリチニブのクリーム剤など外用JAK阻害薬が先行している。同社は今期の業績予想に米国での発売を織り込んでおらず、業績への影響は軽微としている。",
      labels: { event: "complete-response-letter", company: "Hazuki Pharmaceutical", companyOriginal: "葉月製薬", asset: "HZ302", indication: "Atopic dermatitis", regulator: "FDA" },
    },
    {
      title: "白浜ファーマ、滲出型加齢黄斑変性の国際共同第3相試験で最初の患者に投与",
      text: "白浜ファーマは、滲出型加齢黄斑変性（wet AMD）を対象としたSHP-620の国際共同第3相試験「SEASIDE」で、最初の患者への投与を開始したと発表した。試験は日本、米国、欧州など約15カ国で約900人を登録し、既存薬アフリベルセプト（製品名アイリーア）を対照に、視力改善の非劣性を検証する。SHP-620はVEGFとアンジオポエチン2（Ang-2）に加えて炎症性サイトカインも標的とする三重特異性抗体で、最長24週間隔での投与を目指す。第2相試験では、半数以上の患者で投与間隔を16週以上に延ばせた。先行するファリシマブ（バビースモ）との差別化が課題となる。",
      labels: { event: "trial-start", company: "Shirahama Pharma", companyOriginal: "白浜ファーマ", asset: "SHP620", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
    {
      title: "東雲バイオ、iPS細胞由来ドパミン神経前駆細胞の企業治験で初の移植",
      text: "再生医療ベンチャーの東雲バイオは、他家iPS細胞から作製したドパミン神経前駆細胞SNB-101を用いたパーキンソン病の企業治験で、1例目の患者への移植を実施したと発表した。治験は国内3施設で行い、計8人に細胞を移植して、2年間にわたり安全性と運動症状の改善を評価する。細胞は同社の製造拠点で品質試験を行ったうえで各施設に出荷する。パーキンソン病では大学病院による医師主導治験で同様の細胞移植の安全性が報告されており、実用化への期待が高まっている。同社は26年春に厚生労働省へ治験計画を届け出ていた。条件・期限付き承認制度の活用も視野に入れる。",
      labels: { event: "trial-start", company: "Shinonome Bio", companyOriginal: "東雲バイオ", asset: "SNB101", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "真砂製薬、痛風治療薬候補MP-412の第2相で主要評価項目を達成",
      text: "真砂製薬は、腎臓の尿酸トランスポーターURAT1を選択的に阻害する尿酸排泄促進薬MP-412について、痛風患者を対象とした国内第2相試験の主要結果を発表した。12週時点で血清尿酸値が6.0mg/dL以下に到達した患者の割合は高用量群で78%と、プラセボ群の4%を大きく上回り、主要評価項目を達成した。肝機能障害などの重篤な副作用は認められなかった。国内ではドチヌラドやフェブキソスタット、アロプリノールが使われているが、腎機能が低下した患者では使いにくい薬剤もある。同社は来年度中に第3相試験を始める計画で、海外での開発パートナーも探す。",
      labels: { event: "readout", company: "Masago Pharmaceutical", companyOriginal: "真砂製薬", asset: "MP412", indication: "Gout", regulator: null },
    },
    {
      title: "綾部ファーマ、米Aldenbrookから片頭痛予防薬の国内権利を導入",
      text: "綾部ファーマは、米Aldenbrook Therapeuticsと、片頭痛予防薬候補ADB-115の日本における独占的な開発・販売権を取得するライセンス契約を結んだと発表した。綾部ファーマは契約一時金2500万ドルを支払い、開発や売上高の進捗に応じて最大1億8000万ドルのマイルストンとロイヤルティーを支払う。ADB-115は3カ月に1回皮下投与する長時間作用型の抗PACAP抗体で、米国で第2相試験を終えている。国内の片頭痛予防ではガルカネズマブ（エムガルティ）やフレマネズマブ（アジョビ）などの抗CGRP抗体が普及しているが、効果が不十分な患者も少なくない。綾部ファーマは27年にも国内で第2相試験を始める。",
      labels: {
        event: "licensing",
        company: "Ayabe Pharma",
        companyOriginal: "綾部ファーマ",
        asset: "ADB115",
        indication: "Migraine",
        regulator: null,
        also: ["Aldenbrook Therapeutics"],
      },
    },
    {
      title: "若狭製薬、創薬ベンチャーのソラノ・バイオを買収　TOB総額約420億円",
      text: "若狭製薬は、東証グロース上場の創薬ベンチャー、ソラノ・バイオに対して株式公開買い付け（TOB）を実施し、完全子会社化すると発表した。買い付け価格は1株1850円で、前日終値に52%のプレミアムを上乗せした。買収総額は約420億円となる見込みで、買い付け期間は12月1日から30営業日。ソラノ・バイオの取締役会はTOBに賛同し、株主に応募を推奨している。ソラノ・バイオは抗体改変技術を強みとし、固形がんや自己免疫疾患を対象に5つの臨床段階のプログラムを持つ。若狭製薬は主力の降圧薬の特許切れを控え、パイプラインの拡充を急いでいる。",
      labels: {
        event: "acquisition",
        company: "Wakasa Pharmaceutical",
        companyOriginal: "若狭製薬",
        asset: null,
        indication: null,
        regulator: null,
        also: ["Sorano Bio"],
      },
    },
    {
      title: "ヒバリ・セラピューティクス、シリーズBで45億円を調達",
      text: "核酸医薬を手がけるスタートアップのヒバリ・セラピューティクス（東京・中央）は、第三者割当増資によるシリーズBラウンドで総額45億円を調達したと発表した。北前キャピタルがリード投資家を務め、事業会社や大学系ファンドなど計9社が引き受けた。調達資金は、肝臓を標的とするsiRNA「HBR-201」と「HBR-305」の欧州での第1相試験や、筋肉組織への送達技術の開発に充てる。同社は21年の設立で、累計調達額は約70億円となった。国内のバイオスタートアップを巡っては、上場後の株価低迷から未上場段階での大型調達が難しい状況が続いていた。",
      labels: {
        event: "financing",
        company: "Hibari Therapeutics",
        companyOriginal: "ヒバリ・セラピューティクス",
        asset: null,
        indication: null,
        regulator: null,
        also: ["Kitamae Capital"],
      },
    },
    {
      title: "中医協、瑞雲製薬の心不全治療薬「ズイカルド錠」の薬価収載を了承",
      text: "中央社会保険医療協議会（中医協）は19日の総会で、瑞雲製薬の慢性心不全治療薬「ズイカルド錠」（開発コード：ZU-118）など新薬12成分の薬価収載を了承した。ズイカルドの薬価は1日薬価で約520円となり、類似薬効比較方式で算定され、有用性加算が付いた。収載は26日の予定。ZU-118は心筋のエネルギー代謝を改善する新しい作用機序の経口薬で、既存の標準治療に上乗せして使う。同剤は今年9月に厚生労働省から製造販売承認を取得しており、瑞雲製薬はピーク時の売上高を年間180億円と見込む。心不全治療ではSGLT2阻害薬やARNIが普及しており、同社は循環器専門医への情報提供を強化する。",
      labels: {
        event: null, // a price listing decided by the payer (中医協)
        company: "Zuiun Pharmaceutical",
        companyOriginal: "瑞雲製薬",
        asset: "ZU118",
        indication: "Heart failure",
        regulator: null, // the September approval is background
      },
    },
    {
      title: "伊吹製薬、富山に高薬理活性注射剤の新工場が竣工",
      text: "伊吹製薬は、富山県内に建設していた高薬理活性注射剤の新工場が竣工したと発表した。新工場は延べ床面積約1万2000平方メートルの3階建てで、投資額は約150億円。アイソレーターを備えた充填ラインを2本設け、抗体薬物複合体（ADC）など厳重な封じ込めが必要な製剤の無菌充填に対応する。来年春から試験生産を始め、2028年の本格稼働を目指す。自社製品のほか、国内外の製薬企業からの受託製造も請け負う計画だ。国内では抗がん剤を中心に高活性薬の製造能力が不足しており、海外に生産を委託するケースが多かった。竣工式には県知事らが出席した。",
      labels: { event: null, company: "Ibuki Pharmaceutical", companyOriginal: "伊吹製薬", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "에이비엘바이오, 사노피에 파킨슨병 이중항체 'ABL301' 기술이전…최대 1조2700억원",
      text: "에이비엘바이오는 프랑스 사노피와 파킨슨병 치료 후보물질 ABL301의 글로벌 개발 및 상업화에 대한 기술이전 계약을 체결했다고 공시했다. 계약 규모는 최대 10억6000만달러(약 1조2700억원)로, 반환 의무가 없는 선급금 7500만달러가 포함됐다. ABL301은 알파-시누클레인과 인슐린유사성장인자1수용체(IGF1R)를 동시에 표적하는 이중항체로, 회사의 뇌혈관장벽(BBB) 셔틀 플랫폼 '그랩바디-B'가 적용됐다. 에이비엘바이오는 판매 실적에 따른 경상기술료(로열티)를 별도로 받는다. 에이비엘바이오는 앞서 2018년에도 미국 트리거테라퓨틱스에 이중항체 ABL001을 기술이전한 바 있다.",
      labels: { event: "licensing", company: "ABL Bio", asset: "ABL301", indication: "Parkinson's disease", regulator: null, also: ["Sanofi"] },
    },
    {
      title: "삼성바이오로직스, 바이오젠 보유 삼성바이오에피스 지분 전량 인수…최대 23억달러",
      text: "삼성바이오로직스가 미국 바이오젠이 보유한 삼성바이오에피스 지분 전량(50%-1주)을 최대 23억달러(약 2조7000억원)에 인수한다고 밝혔다. 인수 대금 가운데 10억달러는 거래 종결 시점에 현금으로 지급하고, 나머지 12억5000만달러는 2년에 걸쳐 나눠 지급한다. 이와 별도로 바이오시밀러 제품의 상업화 성과에 따라 최대 5000만달러의 마일스톤을 지급할 수 있다. 인수가 마무리되면 삼성바이오에피스는 삼성바이오로직스의 100% 자회사가 된다. 삼성바이오에피스는 2012년 삼성바이오로직스와 바이오젠의 합작사로 설립돼 자가면역질환과 항암제, 안과질환 분야의 바이오시밀러를 개발해 왔다.",
      labels: { event: "acquisition", company: "Samsung Biologics", asset: null, indication: null, regulator: null, also: ["Samsung Bioepis", "Biogen"] },
    },
    {
      title: "삼성바이오로직스 4공장 전면 가동…총 생산능력 60만4000ℓ",
      text: "삼성바이오로직스가 인천 송도 4공장의 전체 가동에 들어갔다. 4공장은 단일 공장 기준 세계 최대인 24만ℓ 규모로, 지난해 10월 일부 라인을 먼저 가동한 데 이어 나머지 설비까지 가동을 시작했다. 이로써 회사의 바이오의약품 총 생산능력은 60만4000ℓ로 늘었다. 회사는 제2바이오캠퍼스에 5공장을 짓고 있으며, 2025년 완공을 목표로 하고 있다. 업계에서는 글로벌 제약사들의 위탁생산(CMO) 수요가 꾸준히 늘고 있어 신규 공장의 수주 전망도 밝다고 보고 있다.",
      labels: { event: null, company: "Samsung Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "셀트리온, 다케다 아시아태평양 1차의료 사업 3324억원에 인수",
      text: "셀트리온이 일본 다케다제약의 아시아태평양 지역 프라이머리케어(1차의료) 사업을 2억7800만달러(약 3324억원)에 인수하는 계약을 체결했다. 인수 대상에는 당뇨병 치료제 '네시나'와 '액토스', 일반의약품인 종합감기약 '화이투벤'과 구내염 치료제 '알보칠' 등 전문의약품과 일반의약품 18개 제품의 한국을 비롯한 아태 9개 지역 권리가 포함된다. 셀트리온은 이번 인수로 바이오시밀러 중심의 사업 구조에서 합성의약품 분야로 포트폴리오를 넓히게 됐다. 다케다는 2019년 아일랜드 샤이어 인수 이후 비핵심 사업 매각을 진행해 왔다.",
      labels: { event: "acquisition", company: "Celltrion", asset: null, indication: null, regulator: null, also: ["Takeda"] },
    },
    {
      title: "다온제약 당뇨병 신약 '다온글리정' 식약처 허가…국산 신약 42호",
      text: "다온제약은 식품의약품안전처로부터 제2형 당뇨병 치료제 '다온글리정'(개발명 DN-2207)의 품목허가를 받았다고 25일 밝혔다. 이 약은 국산 신약 42호다. DN-2207은 췌장 베타세포의 GPR40 수용체를 활성화해 혈당에 따라 인슐린 분비를 촉진하는 기전으로, 저혈당 위험이 낮은 것이 특징이다. 허가는 메트포르민 병용 요법으로 진행한 국내 3상 임상시험 결과를 바탕으로 이뤄졌으며, 24주 시점 당화혈색소(HbA1c)가 위약 대비 0.9%포인트 더 낮아졌다. 국내 당뇨병 치료제 시장에서는 DPP-4 억제제와 SGLT-2 억제제, 대웅제약의 '엔블로' 등이 경쟁하고 있다. 회사는 건강보험 급여 등재를 거쳐 내년 하반기 출시할 계획이다.",
      labels: { event: "approval", company: "Daon Pharmaceutical", companyOriginal: "다온제약", asset: "DN2207", indication: "Type 2 diabetes", regulator: "MFDS" },
    },
    {
      title: "가람바이오, 원형탈모 치료제 후보 'GRB-310' 임상 1상 IND 승인",
      text: "가람바이오는 식품의약품안전처로부터 원형탈모 치료 후보물질 GRB-310의 임상 1상 시험계획(IND)을 승인받았다고 20일 밝혔다. 이번 임상은 서울 소재 대학병원에서 건강한 성인 48명을 대상으로 안전성과 약동학을 평가한다. GRB-310은 모낭 주변의 면역 공격을 일으키는 T세포 신호를 차단하는 바르는 치료제로, 경구용 JAK 억제제의 전신 부작용을 줄이는 것을 목표로 한다. 원형탈모 치료제로는 일라이 릴리의 '올루미언트'(바리시티닙)와 화이자의 '리트풀로'(리트레시티닙)가 미국에서 허가를 받았다. 가람바이오는 내년 상반기 첫 투약을 목표로 하고 있다.",
      labels: { event: "approval", company: "Garam Bio", companyOriginal: "가람바이오", asset: "GRB310", indication: "Alopecia areata", regulator: "MFDS" },
    },
    {
      title: "한결바이오, 혈우병 치료제 'HG-515' 미국 FDA에 품목허가 신청",
      text: "한결바이오는 A형 혈우병 치료제 HG-515의 생물의약품 품목허가신청서(BLA)를 미국 식품의약국(FDA)에 제출했다고 공시했다. HG-515는 주 1회 피하주사로 투여하는 장기지속형 혈액응고 8인자 제제로, 글로벌 3상 임상에서 연간 출혈률(ABR)을 기존 예방요법 대비 77% 줄였다. 회사는 FDA가 60일 이내에 서류 검토를 거쳐 심사 착수 여부를 결정할 것으로 보고 있다. A형 혈우병 시장은 로슈의 '헴리브라'(에미시주맙)가 주도하고 있으며, 사노피의 '알투비오' 등 반감기를 늘린 8인자 제제도 출시돼 있다. 한결바이오는 유럽의약품청(EMA)에도 내년 초 허가를 신청할 예정이다.",
      labels: { event: "submission", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HG515", indication: "Hemophilia A", regulator: "FDA" },
    },
    {
      title: "아라온바이오 갑상선안병증 신약 'ARN-0907', 유럽의약품청 허가 심사 착수",
      text: "아라온바이오는 유럽의약품청(EMA)이 갑상선안병증 치료 후보물질 ARN-0907의 판매허가신청(MAA)에 대한 유효성 검증을 마치고 정식 심사에 착수했다고 밝혔다. 회사는 지난 9월 MAA를 제출했으며, 표준 심사 일정에 따르면 인체용의약품위원회(CHMP)의 의견은 2027년 하반기에 나올 전망이다. ARN-0907은 인슐린유사성장인자1수용체(IGF-1R)를 표적하는 피하주사형 항체로, 정맥주사 제형인 암젠의 '테페자'와 달리 자가 투여가 가능하다. 회사는 미국에서도 내년 상반기 허가를 신청할 계획이다. 이 소식에 아라온바이오 주가는 장중 9% 넘게 올랐다.",
      labels: { event: "filing-acceptance", company: "Araon Bio", companyOriginal: "아라온바이오", asset: "ARN0907", indication: "Thyroid eye disease", regulator: "EMA" },
    },
    {
      title: "도담바이오 담도암 표적항암제 'DDB-1102', 식약처 GIFT 지정",
      text: "도담바이오는 담도암 치료 후보물질 DDB-1102가 식품의약품안전처의 '글로벌 혁신제품 신속심사 지원체계(GIFT)' 대상으로 지정됐다고 27일 밝혔다. GIFT로 지정되면 허가 심사 기간이 단축되고, 심사 과정에서 자료를 수시로 제출할 수 있다. DDB-1102는 FGFR2 융합 유전자를 가진 담도암 환자를 위한 경구용 표적항암제로, 국내 2상 임상에서 객관적반응률(ORR) 42%를 기록했다. 회사는 연내 조건부 품목허가를 신청할 계획이다. 앞서 DDB-1102는 미국 FDA로부터 희귀의약품으로도 지정된 바 있다.",
      labels: { event: "designation", company: "Dodam Bio", companyOriginal: "도담바이오", asset: "DDB1102", indication: "Biliary tract cancer", regulator: "MFDS" },
    },
    {
      title: "솔담바이오 급성골수성백혈병 치료제, 美 FDA 혁신치료제 지정",
      text: "솔담바이오는 미국 식품의약국(FDA)이 자사의 급성골수성백혈병(AML) 치료 후보물질 SDB-4405를 혁신치료제(Breakthrough Therapy)로 지정했다고 밝혔다. SDB-4405는 FLT3 변이와 메닌 경로를 동시에 억제하는 경구용 저분자 화합물로, 재발성·불응성 AML 환자를 대상으로 한 1b상 임상에서 완전관해율 31%를 나타냈다. 혁신치료제로 지정되면 FDA와의 긴밀한 협의와 순차 심사(rolling review) 등의 혜택을 받을 수 있다. 재발성·불응성 AML 분야에서는 아스텔라스의 길테리티닙과 신닥스의 레부메닙 등이 승인돼 있다. 국내 바이오기업 후보물질이 FDA 혁신치료제로 지정된 것은 이례적이다.",
      labels: { event: "designation", company: "Soldam Bio", companyOriginal: "솔담바이오", asset: "SDB4405", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "여울제약 보툴리눔 톡신, 美 FDA서 보완요구서한 수령",
      text: "여울제약은 미간주름 개선용 보툴리눔 톡신 제제 'YW-100'의 미국 품목허가 신청과 관련해 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다고 공시했다. 회사에 따르면 FDA는 임상 자료가 아닌 제조 공정 관련 서류의 보완과 일부 시험법 검증 자료를 추가로 요구했다. 여울제약은 FDA와 미팅을 거쳐 6개월 이내에 재신청한다는 계획이다. 미국 톡신 시장에서는 애브비의 '보톡스'가 압도적 점유율을 차지하는 가운데 대웅제약의 '주보'와 휴젤의 '레티보'가 진출해 있다. 여울제약 주가는 공시 이후 하한가 근처까지 떨어졌다.",
      labels: { event: "complete-response-letter", company: "Yeoul Pharmaceutical", companyOriginal: "여울제약", asset: "YW100", indication: "Glabellar lines", regulator: "FDA" },
    },
    {
      title: "하람테라퓨틱스, MASH 치료제 'HRT-231' 글로벌 2상 첫 환자 투약",
      text: "하람테라퓨틱스는 대사이상 관련 지방간염(MASH) 치료 후보물질 HRT-231의 글로벌 임상 2상에서 첫 환자 투약을 마쳤다고 19일 밝혔다. 이번 임상은 미국과 한국 등 5개국 60여개 기관에서 간 섬유화 2~3단계 환자 240명을 대상으로 진행되며, 52주 시점 조직검사로 섬유화 개선 효과를 평가한다. HRT-231은 FGF21 유사체와 GLP-1 수용체 작용제를 결합한 이중작용 융합단백질이다. 앞서 회사는 지난 6월 미국 FDA로부터 2상 임상시험계획(IND) 승인을 받았다. MASH 분야에서는 마드리갈의 '레즈디프라'(레스메티롬)가 첫 치료제로 허가를 받았고, 노보 노디스크의 위고비도 적응증을 확대했다.",
      labels: { event: "trial-start", company: "Haram Therapeutics", companyOriginal: "하람테라퓨틱스", asset: "HRT231", indication: "MASH", regulator: null },
    },
    {
      title: "은하제약, 대상포진 후 신경통 신약 'EHP-09' 국내 3상 돌입",
      text: "은하제약은 대상포진 후 신경통 치료 후보물질 EHP-09의 국내 임상 3상 시험을 개시하고 첫 환자 등록을 마쳤다고 밝혔다. 임상은 전국 30개 병원에서 환자 420명을 대상으로 12주간 진행되며, 주요 평가 지표는 평균 통증 점수(NRS)의 변화다. EHP-09는 말초 신경의 Nav1.7 나트륨 채널을 선택적으로 차단하는 비마약성 진통제로, 기존 치료제인 프레가발린의 어지럼증·졸음 부작용을 줄인 것이 특징이다. 버텍스가 Nav1.8 억제제 '저나벡스'로 급성 통증 치료제 허가를 받으면서 나트륨 채널을 표적하는 진통제에 대한 관심이 커졌다. 회사는 2028년 품목허가 신청을 목표로 한다.",
      labels: { event: "trial-start", company: "Eunha Pharmaceutical", companyOriginal: "은하제약", asset: "EHP09", indication: "Postherpetic neuralgia", regulator: null },
    },
    {
      title: "새온바이오, 궤양성 대장염 경구 치료제 2상서 1차 평가지표 충족",
      text: "새온바이오는 중등도~중증 궤양성 대장염 환자를 대상으로 한 경구용 치료 후보물질 SEO-4120의 글로벌 임상 2상에서 1차 평가지표를 충족했다고 톱라인 결과를 발표했다. 12주 시점 임상적 관해율은 고용량군 27.4%로, 위약군 8.1%보다 통계적으로 유의미하게 높았다. 중대한 이상반응 발생률은 위약군과 비슷했다. SEO-4120은 장에서 국소적으로 작용하는 α4β7 인테그린 억제 펩타이드로, 주사제인 다케다 '킨텔레스'(베돌리주맙)와 같은 기전을 먹는 약으로 구현했다. 회사는 내년 상반기 미국 FDA와 3상 진입을 위한 미팅을 추진하고, 상세 결과는 학회에서 공개할 예정이다.",
      labels: { event: "readout", company: "Saeon Bio", companyOriginal: "새온바이오", asset: "SEO4120", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "온빛제약 알츠하이머 치료제 2상 실패…주가 급락",
      text: "온빛제약은 경도 알츠하이머병 환자를 대상으로 진행한 OBP-770의 임상 2상 결과, 1차 평가지표인 18개월 시점 인지기능 척도(CDR-SB) 변화에서 위약 대비 통계적 유의성을 확보하지 못했다고 공시했다. 다만 일부 용량군에서 혈중 인산화 타우 수치 감소가 관찰됐다고 회사는 설명했다. OBP-770은 타우 단백질 응집을 억제하는 경구용 저분자 약물이다. 알츠하이머병 분야에서는 에자이의 '레켐비'와 릴리의 '키썬라' 등 아밀로이드 항체가 허가를 받았으나, 타우 표적 약물은 아직 허가 사례가 없다. 발표 다음 날 온빛제약 주가는 장중 25% 넘게 떨어졌다.",
      labels: { event: "readout", company: "Onbit Pharmaceutical", companyOriginal: "온빛제약", asset: "OBP770", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "다솜테라퓨틱스, 美 Marrowgate Bio와 ADC 공동개발 파트너십",
      text: "다솜테라퓨틱스는 미국 Marrowgate Bio와 차세대 항체-약물 접합체(ADC) 공동 연구개발 계약을 맺었다고 밝혔다. 양사는 다솜테라퓨틱스의 부위 특이적 접합 링커 기술과 Marrowgate Bio의 신규 항체 라이브러리를 결합해 고형암을 겨냥한 ADC 후보물질 3종을 발굴할 계획이다. 개발 비용과 향후 수익은 절반씩 나누며, 임상 진입 이후에는 각 사가 지역별 상업화를 맡는다. 선급금 등 금전적 조건은 없는 것으로 알려졌다. 국내에서는 리가켐바이오와 에이비엘바이오 등이 ADC 분야에서 대형 기술이전을 성사시키며 관심이 높아진 상태다.",
      labels: {
        event: "partnership",
        company: "Dasom Therapeutics",
        companyOriginal: "다솜테라퓨틱스",
        asset: null,
        indication: "Solid tumors",
        regulator: null,
        also: ["Marrowgate Bio"],
      },
    },
    {
      title: "아리솔바이오, 500억원 규모 시리즈C 투자 유치",
      text: "세포치료제 개발기업 아리솔바이오가 500억원 규모의 시리즈C 투자를 유치했다고 밝혔다. 이번 투자는 새벽인베스트먼트가 주도했고, 기존 투자자 4곳과 신규 재무적 투자자 3곳이 참여했다. 이로써 아리솔바이오의 누적 투자 유치액은 1100억원을 넘어섰다. 회사는 확보한 자금을 동종 CAR-NK 세포치료제 'ASB-11'의 국내 1/2상 임상과 자체 GMP 시설 증설에 사용할 계획이다. 최근 바이오 투자 심리가 다소 회복되면서 임상 단계 기업을 중심으로 대형 투자가 이어지고 있다. 아리솔바이오는 2027년 코스닥 기술특례 상장을 추진한다.",
      labels: {
        event: "financing",
        company: "Arisol Bio",
        companyOriginal: "아리솔바이오",
        asset: "ASB11",
        indication: null,
        regulator: null,
        also: ["Saebyeok Investment"],
      },
    },
    {
      title: "청연바이오, 코스닥 상장 첫날 공모가 대비 48% 상승…공모액 320억원",
      text: "항체 신약 개발기업 청연바이오가 기술특례 방식으로 코스닥 시장에 상장했다. 공모가는 희망 범위 상단인 1만6000원으로 확정됐으며, 공모 금액은 약 320억원이다. 상장 첫날 주가는 공모가 대비 48% 오른 2만3680원에 장을 마쳤다. 청연바이오는 공모 자금을 자가면역질환 항체 'CYB-07'과 'CYB-12'의 해외 임상에 투입할 계획이다. 앞서 진행된 기관 수요예측에서는 1000대 1이 넘는 경쟁률을 기록했다. 2018년 설립된 청연바이오는 자체 항체 발굴 플랫폼을 보유하고 있으며, 두 후보물질 모두 국내에서 임상 1상을 마쳤다.",
      labels: { event: "financing", company: "Cheongyeon Bio", companyOriginal: "청연바이오", asset: null, indication: null, regulator: null },
    },
    {
      title: "해솔바이오, 혈전 치료 후보물질 'HSB-1901' 유럽 제약사에 기술수출",
      text: "해솔바이오는 스웨덴 Lindqvist Pharma와 경구용 혈액응고 11인자(FXIa) 억제제 HSB-1901의 글로벌 개발·상업화 권리(한국 제외)를 넘기는 기술이전 계약을 체결했다고 공시했다. 계약금 3000만달러를 포함한 총 계약 규모는 최대 6억4000만달러이며, 매출에 따른 로열티는 별도다. HSB-1901은 심방세동 환자의 뇌졸중 예방을 목표로 개발 중이며, 국내에서 임상 1상을 마쳤다. 11인자 억제제는 기존 항응고제보다 출혈 위험이 낮을 것으로 기대되지만, 바이엘의 아순덱시안이 3상에서 아픽사반보다 효과가 떨어지는 결과를 내면서 경쟁 구도가 바뀌었다. 해솔바이오는 국내 판권을 유지하며 국내 2상을 직접 수행할 예정이다.",
      labels: {
        event: "licensing",
        company: "Haesol Bio",
        companyOriginal: "해솔바이오",
        asset: "HSB1901",
        indication: "Atrial fibrillation",
        regulator: null,
        also: ["Lindqvist Pharma"],
      },
    },
    {
      title: "채움제약 골다공증 신약, 내달부터 건강보험 급여 적용",
      text: "보건복지부는 건강보험정책심의위원회를 열고 채움제약의 골다공증 치료제 '채움본주'(개발명 CE-330)를 다음 달 1일부터 건강보험 급여 목록에 등재하기로 의결했다. 채움본주는 골절 위험이 높은 폐경 후 여성 골다공증 환자에게 한 달에 한 번 피하주사하는 약으로, 지난 3월 식품의약품안전처 허가를 받았다. 건강보험심사평가원 약제급여평가위원회 심의와 국민건강보험공단과의 약가 협상을 거쳐 상한금액은 1회 투여 기준 21만원으로 정해졌다. 국내 골다공증 주사제 시장은 암젠의 '프롤리아'(데노수맙)와 '이베니티'(로모소주맙)가 주도하고 있다. 급여 적용으로 환자 본인 부담은 크게 줄어들 전망이다.",
      labels: {
        event: null, // a reimbursement listing decided by the payer (보건복지부)
        company: "Chaeum Pharmaceutical",
        companyOriginal: "채움제약",
        asset: "CE330",
        indication: "Osteoporosis",
        regulator: null, // the MFDS approval in March is background
      },
    },
  ],
};
