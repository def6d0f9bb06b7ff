import type { BriefArticle } from "./briefs";

/**
 * Twelfth held-out set for the English brief benchmark: 20 short articles each in Chinese,
 * Japanese and Korean, written and labelled by hand by a helper session on 2026-11-29, without the
 * engine's code, its tests or docs, or any other gold or dev set open (only the label conventions
 * and types of briefs.ts and the four registry data files were read). To be measured once; the
 * labels were set before any measurement and are not to be edited to fit the engine.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure were
 * left out):
 * - zh: Legend Biotech with Janssen, ciltacabtagene autoleucel (Carvykti) approved by the FDA in multiple myeloma (approval, February 2022)
 * - zh: Duality Biologics, DB-1303 licensed to BioNTech outside Greater China, $170M upfront (licensing, April 2023)
 * - zh: Ascentage Pharma, Nasdaq IPO of ADSs at $17.25, about $126M gross (financing, January 2025)
 * - zh: PharmaEssentia, ropeginterferon alfa-2b (Besremi) approved by the FDA in polycythemia vera (approval, November 2021)
 * - zh: Innovent Biologics with Eli Lilly, FDA complete response letter for sintilimab in first-line non-squamous NSCLC (complete-response-letter, March 2022)
 * - ja: Ono Pharmaceutical, acquisition of Deciphera Pharmaceuticals at $25.60 a share, about $2.4B (acquisition, April 2024)
 * - ja: Kyowa Kirin, co-development and co-commercialization of KHK4083 (rocatinlimab) with Amgen, $400M upfront (partnership, June 2021)
 * - ja: Chugai, crovalimab (PiaSky) approved in Japan in PNH (approval, March 2024)
 * - ja: Daiichi Sankyo with AstraZeneca, DESTINY-Breast04 phase 3 results at ASCO in HER2-low breast cancer (readout, June 2022)
 * - ja: Takeda, licence to elritercept (KER-050) from Keros Therapeutics, $200M upfront (licensing, December 2024)
 * - ko: Hanmi Pharmaceutical with Spectrum, eflapegrastim (Rolvedon/Rolontis) approved by the FDA (approval, September 2022)
 * - ko: Orum Therapeutics, ORM-6151 rights transferred to Bristol Myers Squibb, $100M upfront (licensing, November 2023)
 * - ko: LG Chem, acquisition of AVEO Pharmaceuticals for $15 a share, about $566M (acquisition, October 2022)
 * - ko: SK bioscience, SKYCovione (GBP510) approved by the MFDS, first Korean COVID-19 vaccine (approval, June 2022)
 * - ko: Hugel, letibotulinumtoxinA (Letybo) approved by the FDA for glabellar lines (approval, February 2024)
 *
 * All other articles are invented, about fictional companies and medicines whose names and research
 * codes were checked not to be in the registry files (companies, drugs, diseases, regulators).
 */
export const GOLD12_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "传奇生物西达基奥仑赛获美国FDA批准，用于复发或难治性多发性骨髓瘤",
      text: "美国东部时间2月28日，传奇生物宣布，美国食品药品监督管理局（FDA）已批准其与杨森共同开发的BCMA靶向CAR-T疗法西达基奥仑赛（cilta-cel，商品名Carvykti）上市，用于治疗既往接受过至少四线治疗（包括蛋白酶体抑制剂、免疫调节剂和抗CD38单抗）的复发或难治性多发性骨髓瘤成人患者。此次获批主要基于CARTITUDE-1研究，97名患者的总缓解率达到98%。这是传奇生物首款获批上市的产品，也是首款由中国企业研发并获FDA批准的CAR-T疗法。2017年12月，传奇生物与杨森签署全球合作协议，双方共同开发并商业化该产品。此前，百时美施贵宝与2seventy bio的同靶点CAR-T产品Abecma已于2021年3月在美国获批。",
      labels: { event: "approval", company: "Legend Biotech", asset: "ciltacabtagene autoleucel", indication: "Multiple myeloma", regulator: "FDA", also: ["Johnson & Johnson"] },
    },
    {
      title: "映恩生物与BioNTech就HER2 ADC达成授权合作，首付款1.7亿美元",
      text: "4月3日，映恩生物宣布与德国BioNTech达成战略合作，BioNTech将获得其新一代HER2靶向抗体偶联药物DB-1303在中国大陆、香港和澳门以外全球范围内的独家开发和商业化权益。根据协议，映恩生物将获得1.7亿美元首付款，以及总额超过15亿美元的潜在开发、注册和商业化里程碑付款，另有分级销售提成。DB-1303目前正在美国和中国开展针对HER2表达晚期实体瘤的I/IIa期临床研究。HER2 ADC赛道竞争激烈，第一三共与阿斯利康的德曲妥珠单抗已在全球多个市场获批。对于以mRNA技术见长的BioNTech而言，此次交易是其扩充肿瘤管线的重要一步。",
      labels: { event: "licensing", company: "Duality Biologics", asset: "trastuzumab pamirtecan", indication: "Solid tumors", regulator: null, also: ["BioNTech"] },
    },
    {
      title: "亚盛医药登陆纳斯达克，美国存托股定价每股17.25美元",
      text: "亚盛医药（香港联交所：6855）公告，公司首次公开发行的7,325,000股美国存托股（ADS）已按每股17.25美元定价，并于美国东部时间1月24日在纳斯达克挂牌交易，股票代码为“AAPG”。扣除承销折扣、佣金及发行开支前，本次发行募集资金总额约为1.264亿美元。亚盛医药的核心产品奥雷巴替尼（耐立克）已于2021年在中国获批上市，另一款Bcl-2抑制剂利沙托克拉亦在推进多项注册性研究。去年，公司曾与武田就奥雷巴替尼签署独家选择权协议。完成此次发行后，亚盛医药成为在香港和美国两地上市的生物医药企业。",
      labels: { event: "financing", company: "Ascentage Pharma", asset: null, indication: null, regulator: null },
    },
    {
      title: "药华药Besremi获美国FDA核准，治疗真性红细胞增多症",
      text: "药华药（6446）今日宣布，美国食品药物管理局（FDA）已核准其长效型干扰素新药Besremi（ropeginterferon alfa-2b，罗培干扰素α-2b）上市，用于治疗成人真性红细胞增多症（PV）。Besremi是美国首个不论患者过往治疗史均可使用的PV治疗药物，也是首个获FDA核准专门用于该适应症的干扰素。该药2019年已取得欧盟上市许可，由合作伙伴AOP Orphan在欧洲销售，美国市场则由药华药的美国子公司负责。真性红细胞增多症是一种罕见的骨髓增殖性肿瘤，过去美国患者多依靠放血及羟基脲等方式控制病情。法人预期，美国市场将成为药华药未来营收成长的主要动能。",
      labels: { event: "approval", company: "PharmaEssentia", asset: "ropeginterferon alfa-2b", indication: "Polycythemia vera", regulator: "FDA" },
    },
    {
      title: "信达生物：FDA就信迪利单抗上市申请发出完整回复函",
      text: "信达生物与礼来制药近日联合宣布，美国FDA已就PD-1抑制剂信迪利单抗联合培美曲塞和铂类化疗一线治疗非鳞状非小细胞肺癌的生物制品许可申请（BLA）发出完整回复函（CRL）。FDA建议补充开展一项多区域临床试验，在一线转移性非鳞状非小细胞肺癌中与标准疗法进行比较，并以总生存期为终点。此前在2月召开的肿瘤药物咨询委员会（ODAC）会议上，多数专家投票认为，主要基于中国患者的ORIENT-11研究数据尚不足以支持在美国获批。信迪利单抗（达伯舒）2018年已在中国获批上市，并已纳入国家医保目录。两家公司表示，将与FDA就下一步安排进行沟通。",
      labels: { event: "complete-response-letter", company: "Innovent Biologics", asset: "sintilimab", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Eli Lilly"] },
    },
    {
      title: "鼎沛药业向卫福部食药署递交DP-3108新药查验登记申请",
      text: "鼎沛药业今日于公开资讯观测站公告，已向卫生福利部食品药物管理署（TFDA）递交口服JAK1抑制剂DP-3108的新药查验登记申请，申请适应症为中重度类风湿关节炎。此次申请依据一项在台湾及韩国共18家医学中心进行的III期试验：第24周时，DP-3108组ACR20达标率为68.2%，安慰剂组为31.5%。公司指出，目前台湾已有托法替布、乌帕替尼等JAK抑制剂上市，DP-3108主打更高的JAK1选择性与较低的带状疱疹风险。鼎沛药业预计最快于明年下半年取得药证，并评估向美国FDA提出申请的可行性。消息公布后，鼎沛药业股价盘中一度上涨逾6%。",
      labels: { event: "submission", company: "Dingpei Pharma", companyOriginal: "鼎沛药业", asset: "DP3108", indication: "Rheumatoid arthritis", regulator: "TFDA" },
    },
    {
      title: "禾泰医药：HT-6021片上市许可申请获国家药监局受理",
      text: "禾泰医药发布公告称，公司近日收到国家药品监督管理局签发的《受理通知书》，其自主研发的1类创新药HT-6021片用于治疗成人慢性自发性荨麻疹的上市许可申请正式获得受理。HT-6021是一种口服小分子BTK抑制剂。此前公布的关键性III期研究显示，治疗12周时，HT-6021组每周荨麻疹活动评分（UAS7）较基线的降幅显著大于安慰剂组，且安全性总体可控。目前国内该适应症的治疗主要依赖第二代抗组胺药，以及对其应答不佳时使用的奥马珠单抗。公司提示，药品能否获批及获批时间存在不确定性，敬请广大投资者注意投资风险。",
      labels: { event: "filing-acceptance", company: "Hetai Pharma", companyOriginal: "禾泰医药", asset: "HT6021", indication: "Chronic spontaneous urticaria", regulator: "NMPA" },
    },
    {
      title: "岚川生物LC-0318正式纳入突破性治疗品种",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，岚川生物申报的LC-0318注射液已正式纳入突破性治疗药物程序，拟定适应症为原发性IgA肾病。LC-0318是一款靶向APRIL的长效单克隆抗体，每四周皮下注射一次。在此前公布的II期研究中，治疗36周后患者24小时尿蛋白肌酐比值较基线下降约52%，估算肾小球滤过率总体保持稳定。IgA肾病是我国最常见的原发性肾小球疾病，国内已有布地奈德肠溶胶囊获批用于该病，泰它西普等同类在研药物也在推进III期研究。纳入突破性治疗程序后，LC-0318在后续研发中可获得审评机构更多沟通与指导。",
      labels: { event: "designation", company: "Lanchuan Bio", companyOriginal: "岚川生物", asset: "LC0318", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "启衡医药MASH新药QH-112国际多中心III期完成首例受试者给药",
      text: "启衡医药今日宣布，其口服THR-β激动剂QH-112治疗代谢功能障碍相关脂肪性肝炎（MASH）伴F2至F3期肝纤维化的国际多中心III期临床研究QUEST-3，已于近日完成首例受试者给药。该研究计划在中国、美国和欧洲约150家中心入组约1,100名患者，主要终点为第52周的肝脏组织学改善，即MASH缓解且纤维化不恶化。去年，QH-112已获得美国FDA和国内的临床试验许可。同机制药物瑞司美替罗于2024年3月获FDA加速批准，成为首个获批的MASH治疗药物；诺和诺德的司美格鲁肽也于2025年在美国获批该适应症。",
      labels: { event: "trial-start", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH112", indication: "MASH", regulator: null },
    },
    {
      title: "每八周给药一次：维澜生物VL-401特应性皮炎IIb期达到主要终点",
      text: "维澜生物周二公布了其长效IL-4Rα单克隆抗体VL-401治疗中重度特应性皮炎的IIb期临床试验顶线结果。研究共入组286名成人患者，第16周时，VL-401高剂量组达到EASI-75的患者比例为63.4%，安慰剂组为14.8%，达到主要终点（P<0.001）；低剂量组的应答率为51.2%。VL-401每八周皮下注射一次，而已上市的度普利尤单抗通常为每两周一次。安全性方面，结膜炎发生率为5.6%，未观察到新的安全性信号。公司计划于明年上半年与药审中心就III期临床方案进行沟通，并同步寻求海外合作伙伴。",
      labels: { event: "readout", company: "Weilan Bio", companyOriginal: "维澜生物", asset: "VL401", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "朔方生物与辰星科技签署AI药物发现战略合作协议",
      text: "朔方生物与人工智能药物研发公司辰星科技日前签署战略合作协议，双方将围绕自身免疫疾病领域的三个“难成药”靶点，共同开展小分子候选药物的发现与优化。根据协议，辰星科技提供其生成式分子设计平台和算力支持，朔方生物负责靶点生物学验证、临床前研究及后续临床开发；双方共享合作产生的知识产权，按约定比例分担研发费用并分配未来收益。朔方生物董事长表示，希望借助此次合作把从立项到确定临床前候选化合物的周期缩短至18个月以内。近两年，英矽智能、晶泰科技等AI制药企业已与多家跨国药企达成合作。双方首个合作项目预计于明年一季度正式启动，具体财务条款未予披露。",
      labels: { event: "partnership", company: "Shuofang Bio", companyOriginal: "朔方生物", asset: null, indication: null, regulator: null, also: ["Chenxing Technology"] },
    },
    {
      title: "远景药业：关于收购灵析生物全部股权的须予披露交易公告",
      text: "远景药业董事会宣布，公司与灵析生物的全体股东于11月27日订立股权转让协议，公司同意以现金总代价不超过人民币28亿元收购灵析生物100%股权，其中18亿元于交割时支付，其余为与临床及注册里程碑挂钩的或然代价。灵析生物专注于眼科疾病，拥有两款处于II期临床阶段的候选药物，分别针对湿性年龄相关性黄斑变性和糖尿病黄斑水肿。董事会认为，本次收购将补强集团在眼科领域的研发管线，并与集团现有的雷珠单抗生物类似药形成协同。根据上市规则，本次交易构成公司的须予披露交易，交割尚需满足若干先决条件。公告发布后，远景药业股价早盘一度上涨约4%。",
      labels: { event: "acquisition", company: "Yuanjing Pharma", companyOriginal: "远景药业", asset: null, indication: null, regulator: null, also: ["Lingxi Bio"] },
    },
    {
      title: "斯睿生物完成5.2亿元C轮融资，加速Claudin 18.2 ADC临床开发",
      text: "斯睿生物近日宣布完成5.2亿元人民币C轮融资，本轮由澜湾资本领投，多家老股东跟投。募集资金将主要用于推进其核心产品、靶向Claudin 18.2的抗体偶联药物SR-1902在晚期胃癌中的II期注册性临床研究，并建设一条符合GMP标准的ADC中试生产线。SR-1902已于今年初获得美国FDA孤儿药资格认定。公司成立于2019年，此前已累计完成三轮融资。据统计，今年前三季度国内创新药一级市场融资总额同比下降约两成，ADC仍是少数持续受到资本青睐的方向之一。澜湾资本合伙人表示，看好SR-1902在胃癌后线治疗中的差异化潜力。",
      labels: { event: "financing", company: "Sirui Bio", companyOriginal: "斯睿生物", asset: "SR1902", indication: "Gastric cancer", regulator: null, also: ["Lanwan Capital"] },
    },
    {
      title: "铂源生物KRAS G12D抑制剂BY-2201获临床试验默示许可",
      text: "铂源生物宣布，其自主研发的KRAS G12D抑制剂BY-2201片的临床试验申请已获得国家药监局药品审评中心（CDE）默示许可，拟用于治疗携带KRAS G12D突变的晚期胰腺癌等实体瘤。临床前研究中，BY-2201在多种胰腺癌异种移植模型中显示出明显的肿瘤消退作用，且对野生型KRAS的选择性超过百倍。KRAS G12D是胰腺导管腺癌中最常见的突变类型，目前全球尚无针对该突变的药物获批上市，多家跨国药企的同类分子仍处于早期临床阶段。公司计划于明年一季度在国内启动I期剂量递增研究，并同步准备向美国FDA递交研究性新药申请。",
      labels: { event: "approval", company: "Boyuan Bio", companyOriginal: "铂源生物", asset: "BY2201", indication: "Pancreatic cancer", regulator: "CDE" },
    },
    {
      title: "景和制药景舒宁谈判成功纳入国家医保目录，降价超六成",
      text: "国家医疗保障局日前公布新版国家医保药品目录调整结果，景和制药的偏头痛预防用药景舒宁（JH-0917注射液）通过谈判成功纳入目录（乙类），新版目录将于明年1月1日起正式执行。据公司披露，谈判后景舒宁的单支价格较原定价下降约63%。景舒宁是一款靶向CGRP的单克隆抗体，每月皮下注射一次，于去年获国家药监局批准上市。由于此前需患者全额自费，该产品上市首年销售额不足1亿元。业内人士认为，纳入医保后该产品的可及性将明显提升，但同类产品竞争也日趋激烈。景和制药表示，将借此加快产品在各级医疗机构的准入与覆盖，并扩充专业学术推广团队。",
      labels: { event: null, company: "Jinghe Pharma", companyOriginal: "景和制药", asset: "JH0917", indication: "Migraine", regulator: "National Healthcare Security Administration" },
    },
    {
      title: "诺川制药苏州生物药生产基地正式投产",
      text: "11月26日，诺川制药位于苏州工业园区的生物药生产基地举行投产仪式。该基地总投资约15亿元，建有4条2,000升一次性生物反应器生产线及一条无菌制剂灌装线，可满足每年约200万支单抗制剂的生产需求。这是诺川制药成立以来投资规模最大的单一项目。诺川制药总裁表示，新基地投产后，公司自研抗体产品将逐步由委托生产转为自主生产，毛利率有望提升；部分富余产能也将对外承接CDMO订单。此前，公司已上市的两款抗体药物主要依靠药明生物等CDMO企业生产。该基地从开工建设到投产历时约26个月。公司预计，新基地满产后每年可节省委托生产费用逾2亿元。",
      labels: { event: null, company: "Nuochuan Pharma", companyOriginal: "诺川制药", asset: null, indication: null, regulator: null },
    },
    {
      title: "澄曜生物将PD-1/VEGF双抗海外权益授予美国Northmere，首付款8000万美元",
      text: "澄曜生物今日宣布，与美国生物技术公司Northmere Therapeutics签订独家许可协议，将其PD-1/VEGF双特异性抗体CY-207在大中华区以外的全球开发、生产和商业化权益授予对方。根据协议，澄曜生物将获得8,000万美元首付款及近期里程碑付款，以及最高约14亿美元的开发、注册和销售里程碑付款，另可按销售额收取分级特许权使用费。CY-207目前在国内处于II期临床阶段，适应症为晚期非小细胞肺癌。自康方生物依沃西单抗公布与帕博利珠单抗的头对头数据以来，PD-1/VEGF双抗已成为跨国交易的热门品类。",
      labels: { event: "licensing", company: "Chengyao Bio", companyOriginal: "澄曜生物", asset: "CY207", indication: "Non-small cell lung cancer", regulator: null, also: ["Northmere Therapeutics"] },
    },
    {
      title: "华屿医药：HY-0405三期临床未达主要终点，股价一字跌停",
      text: "华屿医药晚间发布公告，公司HY-0405胶囊一线治疗晚期肝细胞癌的III期临床试验未达到预设的主要终点。HY-0405是一款多靶点酪氨酸激酶抑制剂，该研究在国内48家中心共入组约650名患者。根据独立数据监查委员会的分析，与索拉非尼相比，HY-0405组的中位总生存期有所延长，但差异未达到统计学显著性（HR=0.91）。安全性方面，两组3级及以上不良事件发生率相近。公司表示，将对数据进行深入分析，评估该产品在特定生物标志物人群中的后续开发策略，目前其他在研项目不受影响。受此消息影响，华屿医药次日开盘即一字跌停。",
      labels: { event: "readout", company: "Huayu Pharma", companyOriginal: "华屿医药", asset: "HY0405", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "泽普生物ZP-1307获附条件批准上市，用于ALK抑制剂耐药后的肺癌患者",
      text: "国家药监局官网显示，泽普生物的1类创新药ZP-1307胶囊（商品名：泽优宁）已获附条件批准上市，用于治疗既往接受过至少一种ALK抑制剂治疗后进展的ALK阳性局部晚期或转移性非小细胞肺癌成人患者。此次批准基于一项单臂、多中心的II期关键研究，独立评审委员会评估的客观缓解率为56.1%。国内ALK抑制剂市场已有克唑替尼、阿来替尼、洛拉替尼和恩沙替尼等多款产品，但耐药后的治疗选择仍然有限。泽普生物表示，将按要求继续完成确证性III期研究，泽优宁预计于明年初正式上市销售。消息公布后，泽普生物股价收涨逾7%。",
      labels: { event: "approval", company: "Zepu Bio", companyOriginal: "泽普生物", asset: "ZP1307", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "瑞衍生物B型血友病基因疗法RY-0562获FDA孤儿药资格认定",
      text: "瑞衍生物今日宣布，美国FDA已授予其在研基因疗法RY-0562孤儿药资格认定，用于治疗B型血友病。RY-0562采用公司自主开发的肝靶向AAV衣壳，早期研究中，患者单次静脉给药后凝血因子IX活性维持在正常水平的30%以上。获得孤儿药资格后，公司在美国可享受临床试验费用税收抵免、免除上市申请费以及获批后七年市场独占期等支持政策。目前全球已有CSL的Hemgenix等B型血友病基因疗法获批。RY-0562此前已在国内获得临床试验许可，正在开展I/II期研究。公司计划于明年向FDA提交研究性新药申请，启动国际多中心临床研究。",
      labels: { event: "designation", company: "Ruiyan Bio", companyOriginal: "瑞衍生物", asset: "RY0562", indication: "Hemophilia B", regulator: "FDA" },
    },
  ],
  ja: [
    {
      title: "小野薬品、米デサイフェラを買収　TOBで約24億ドル",
      text: "小野薬品工業は4月29日、米バイオ医薬品企業デサイフェラ・ファーマシューティカルズを買収すると発表した。1株当たり25.60ドルで株式公開買い付け（TOB）を実施し、買収総額は約24億ドルとなる。デサイフェラは消化管間質腫瘍（GIST）治療薬「キンロック」（一般名リプレチニブ）を米欧で販売しているほか、腱滑膜巨細胞腫を対象とするビムセルチニブの承認申請を予定している。小野薬品は主力のがん免疫薬「オプジーボ」の特許切れを見据え、海外での自社販売体制の構築を急いでいた。デサイフェラの取締役会は全会一致でTOBに賛同している。",
      labels: { event: "acquisition", company: "Ono Pharmaceutical", asset: null, indication: null, regulator: null, also: ["Deciphera Pharmaceuticals"] },
    },
    {
      title: "協和キリン、抗OX40抗体KHK4083で米アムジェンと共同開発・共同販売契約",
      text: "協和キリン株式会社は、アトピー性皮膚炎などを対象に開発中の抗OX40抗体KHK4083について、米アムジェン社と共同開発および共同販売に関する契約を締結したと発表しました。本契約に基づき、協和キリンはアムジェンから契約一時金として4億ドルを受領するほか、今後の開発の進捗等に応じて最大8億5,000万ドルのマイルストンを受け取る可能性があります。日本を除く全世界での開発、製造および販売はアムジェンが主導します。KHK4083は中等症から重症のアトピー性皮膚炎患者を対象に第2相臨床試験が行われています。同疾患領域では、既にデュピルマブなどの生物学的製剤が広く使用されています。",
      labels: { event: "partnership", company: "Kyowa Kirin", asset: "rocatinlimab", indication: "Atopic dermatitis", regulator: null, also: ["Amgen"] },
    },
    {
      title: "中外製薬、PNH治療薬「ピアスカイ」の国内承認を取得",
      text: "中外製薬は、抗C5リサイクリング抗体「ピアスカイ注340mg」（一般名：クロバリマブ）について、発作性夜間ヘモグロビン尿症（PNH）を効能・効果として厚生労働省より製造販売承認を取得したと発表した。同剤は同社独自の抗体改変技術を用いて創製されたもので、維持期には4週に1回の皮下投与が可能となる。承認は、C5阻害剤による治療歴のない患者と既存薬から切り替えた患者を対象とした国際共同第3相試験COMMODORE 2およびCOMMODORE 1などの結果に基づく。PNHでは既存のエクリズマブやラブリズマブが点滴静注で用いられてきた。同剤は2月に中国で世界に先駆けて承認されている。",
      labels: { event: "approval", company: "Chugai", asset: "crovalimab", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "PMDA" },
    },
    {
      title: "エンハーツ、HER2低発現乳がんで全生存期間を延長　ASCO全体会議で発表",
      text: "第一三共とアストラゼネカは、米シカゴで開かれた米国臨床腫瘍学会（ASCO）年次総会のプレナリーセッションで、抗体薬物複合体「エンハーツ」（トラスツズマブ デルクステカン）の第3相臨床試験DESTINY-Breast04の詳細結果を発表した。HER2低発現の切除不能または転移性乳がん患者を対象に、医師選択の化学療法と比較したもので、ホルモン受容体陽性患者の無増悪生存期間中央値は10.1カ月（化学療法群5.4カ月）、全生存期間中央値は23.9カ月（同17.5カ月）だった。HER2低発現の乳がんはこれまで抗HER2療法の対象外とされてきた。結果は同時に医学誌NEJMに掲載された。",
      labels: { event: "readout", company: "Daiichi Sankyo", asset: "trastuzumab deruxtecan", indication: "Breast cancer", regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "武田薬品、米ケロスからMDS貧血治療薬候補エリテルセプトを導入",
      text: "武田薬品工業は、米ケロス・セラピューティクスが開発中のアクチビン阻害剤エリテルセプト（開発コード：KER-050）に関する独占的ライセンス契約を締結したと発表した。武田は中国本土、香港およびマカオを除く全世界での開発、製造、販売の権利を取得し、契約一時金として2億ドルを支払う。さらに開発や販売の進捗に応じて最大約11億ドルのマイルストンと、売上高に応じた段階的ロイヤリティを支払う可能性がある。エリテルセプトは骨髄異形成症候群（MDS）に伴う貧血を対象に第2相試験が進められている。同領域ではブリストル・マイヤーズ スクイブのルスパテルセプトが先行している。",
      labels: { event: "licensing", company: "Takeda", asset: "elritercept", indication: "Myelodysplastic syndromes", regulator: null, also: ["Keros Therapeutics"] },
    },
    {
      title: "青嵐製薬、経口肥満症薬SRN-1142を国内承認申請",
      text: "青嵐製薬は27日、開発中の経口GLP-1受容体作動薬SRN-1142について、肥満症を予定効能として厚生労働省に製造販売承認申請を行ったと発表した。申請は国内第3相試験の結果に基づくもので、投与68週時点の体重減少率はプラセボ群の2.1%に対し13.8%だった。国内の肥満症治療薬ではセマグルチド（ウゴービ）やチルゼパチド（ゼップバウンド）が既に承認されているが、いずれも注射剤である。SRN-1142は1日1回服用の低分子化合物で、食事の影響を受けにくいのが特徴だ。同社は2027年度中の承認取得と発売を目指す。発表を受け、同社株は一時前日比8%高となった。",
      labels: { event: "submission", company: "Seiran Pharmaceutical", companyOriginal: "青嵐製薬", asset: "SRN1142", indication: "Obesity", regulator: "PMDA" },
    },
    {
      title: "白鷺ファーマの片頭痛薬、FDAが新薬承認申請を受理　審査終了目標は来年9月",
      text: "創薬ベンチャーの白鷺ファーマは、米国子会社を通じて提出していた片頭痛急性期治療薬SGP-2207の新薬承認申請（NDA）について、米国食品医薬品局（FDA）が審査のため受理したと発表した。処方薬ユーザーフィー法（PDUFA）に基づく審査終了目標日は2027年9月に設定された。SGP-2207は経鼻投与型の製剤で、第3相試験では投与2時間後の疼痛消失率でプラセボを有意に上回った。米国の片頭痛市場ではリメゲパントなど経口CGRP受容体拮抗薬の処方が拡大している。同社は米国での販売パートナーの選定も進める方針だ。",
      labels: { event: "filing-acceptance", company: "Shirasagi Pharma", companyOriginal: "白鷺ファーマ", asset: "SGP2207", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "朝凪製薬のDMD治療薬候補AZG-3301、先駆的医薬品に指定",
      text: "朝凪製薬は、デュシェンヌ型筋ジストロフィー（DMD）を対象に開発中のアンチセンス核酸医薬AZG-3301が、厚生労働省から先駆的医薬品の指定を受けたと発表した。AZG-3301はエクソン44スキッピングを誘導する核酸医薬で、国内第1/2相試験では投与24週時点でジストロフィンの発現量が正常値の平均14%まで回復した。先駆的医薬品に指定されると、承認審査期間の目標が通常の12カ月から6カ月に短縮されるなどの優遇措置を受けられる。国内では日本新薬のビルトラルセン（ビルテプソ）がエクソン53スキッピング薬として承認されている。同社は2027年度中の承認申請を見込む。",
      labels: { event: "designation", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "AZG3301", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "霧島セラピューティクス、iPS細胞由来CAR-NK療法の第1相で初回投与",
      text: "大学発ベンチャーの霧島セラピューティクスは26日、他家iPS細胞由来のCAR-NK細胞療法KTX-0815の第1相臨床試験で、最初の患者への投与を実施したと発表した。試験はプラチナ製剤抵抗性の再発卵巣がん患者を対象に国内3施設で行い、安全性と忍容性を確認したうえで推奨用量を決める。KTX-0815はメソテリンを標的とするCARを搭載し、凍結保存した製品を解凍後そのまま投与できるのが特徴だ。同社は昨年、治験計画届を提出していた。2028年までに第1相の主要データを取得し、製薬企業との提携につなげる計画だ。",
      labels: { event: "trial-start", company: "Kirishima Therapeutics", companyOriginal: "霧島セラピューティクス", asset: "KTX0815", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "春霞製薬、抗真菌薬「ハルミコン」の製造販売承認を取得",
      text: "春霞製薬は25日、深在性真菌症治療薬「ハルミコン点滴静注用200mg」（開発コード：HRG-5520）について、侵襲性アスペルギルス症を効能・効果として厚生労働省より製造販売承認を取得したと発表した。同剤は新規の作用機序を持つ注射剤で、既存のアゾール系抗真菌薬に耐性を示す菌株にも活性を示す。侵襲性アスペルギルス症は造血幹細胞移植後などの免疫不全患者で致死率が高い。承認は、ボリコナゾールを対照とした国際共同第3相試験で、投与42日目の全死亡率において非劣性が示された結果に基づく。薬価収載は来年2月を予定しており、同社はピーク時の売上高を年間80億円と見込む。",
      labels: { event: "approval", company: "Harugasumi Pharmaceutical", companyOriginal: "春霞製薬", asset: "HRG5520", indication: "Invasive aspergillosis", regulator: "PMDA" },
    },
    {
      title: "月島バイオ株がストップ安　HAE予防薬でFDAから審査完了報告通知",
      text: "月島バイオは28日、米国で承認申請していた遺伝性血管性浮腫（HAE）の発作予防薬TSK-401について、米食品医薬品局（FDA）から審査完了報告通知（CRL）を受け取ったと発表した。同社によると、FDAは有効性や安全性に関する追加の臨床試験は求めておらず、製剤の製造委託先に対する査察で指摘された事項への対応を求めたという。同社は指摘事項への対応を終えたうえで、2027年前半の再申請を目指す。HAE予防領域ではラナデルマブなどの抗体医薬が先行している。同社株は発表翌日、売り注文が殺到してストップ安となった。",
      labels: { event: "complete-response-letter", company: "Tsukishima Bio", companyOriginal: "月島バイオ", asset: "TSK401", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "藤波ファーマ、経口α4β7阻害剤FNP-208の第2相で主要評価項目を達成",
      text: "藤波ファーマは、中等症から重症の潰瘍性大腸炎患者を対象とした経口α4β7インテグリン阻害剤FNP-208の第2相試験（国内外で212例）のトップライン結果を公表した。投与12週時点の臨床的寛解率は高用量群で26.4%と、プラセボ群の8.9%を統計学的に有意に上回り、主要評価項目を達成した。重篤な有害事象の発現率はプラセボ群と同程度だった。同じ作用機序の注射剤ベドリズマブは既に広く使われているが、経口薬の開発は各社とも難航している。同社は来年度に第3相試験を始める計画で、提携先の選定も視野に入れる。",
      labels: { event: "readout", company: "Fujinami Pharma", companyOriginal: "藤波ファーマ", asset: "FNP208", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "白樺セラピューティクスが東証グロースに上場、初値は公開価格を約18%上回る",
      text: "抗体医薬ベンチャーの白樺セラピューティクスは28日、東京証券取引所グロース市場に新規上場した。初値は公開価格の1,240円を約18%上回る1,460円だった。公募・売り出しによる調達額は約62億円で、同社は資金を自己免疫疾患向け抗体SKT-110の第2相試験、がん領域の二重特異性抗体SKT-205の前臨床開発、研究体制の拡充に充てる。同社はこれまで国内外のベンチャーキャピタルから累計約90億円を調達してきた。バイオ株は今年に入り軟調な値動きが続いており、久しぶりの大型案件として市場の注目を集めた。",
      labels: { event: "financing", company: "Shirakaba Therapeutics", companyOriginal: "白樺セラピューティクス", asset: null, indication: null, regulator: null },
    },
    {
      title: "桔梗製薬、腎性貧血治療薬候補の中国権利を啓源生物に導出　一時金30億円",
      text: "桔梗製薬は、慢性腎臓病に伴う貧血の治療薬候補KKP-617について、中国の啓源生物（浙江省杭州市）と中国本土、香港、マカオおよび台湾における独占的開発・販売ライセンス契約を締結したと発表した。啓源生物は腎臓領域に強みを持つ製薬企業で、中国での臨床試験と承認申請を担う。桔梗製薬は契約一時金として30億円を受け取り、開発・販売の進捗に応じて最大120億円のマイルストンと、売上高に応じた段階的ロイヤリティを受け取る。KKP-617は国内で第3相試験を実施中。中国ではロキサデュスタットなどのHIF-PH阻害薬が既に普及している。今期の業績予想への影響は精査中としている。",
      labels: { event: "licensing", company: "Kikyo Pharmaceutical", companyOriginal: "桔梗製薬", asset: "KKP617", indication: "Anemia of chronic kidney disease", regulator: null, also: ["Qiyuan Bio"] },
    },
    {
      title: "鳴海製薬、創薬ベンチャーの東雲バイオにTOB　買収総額約480億円",
      text: "中堅製薬の鳴海製薬は27日、東証グロース上場の創薬ベンチャー東雲バイオを株式公開買い付け（TOB）で完全子会社化すると発表した。買い付け価格は1株2,150円で、26日終値に52%のプレミアムを上乗せした。買収総額は約480億円で、TOB期間は12月25日までの20営業日。東雲バイオの取締役会はTOBへの賛同と応募推奨を表明している。東雲バイオは核酸医薬の基盤技術を持ち、脂質異常症や神経疾患を対象に複数の候補品を臨床段階に進めている。鳴海製薬は長期収載品の売り上げ減少を受け、新薬パイプラインの補強を急いでいた。",
      labels: { event: "acquisition", company: "Narumi Pharmaceutical", companyOriginal: "鳴海製薬", asset: null, indication: null, regulator: null, also: ["Shinonome Bio"] },
    },
    {
      title: "中医協、翠嶺製薬の慢性咳嗽薬「スイレクト」の薬価収載を了承",
      text: "中央社会保険医療協議会（中医協）は26日の総会で、新薬の薬価収載を了承した。翠嶺製薬の難治性慢性咳嗽治療薬「スイレクト錠45mg」（開発コード：SRL-0912）は類似薬効比較方式で算定され、有用性加算として5%が上乗せされた結果、1錠あたり約218円、1日薬価は約436円となった。スイレクトはP2X3受容体拮抗薬で、国内ではゲーファピキサント（リフヌア）に続く同系統の2剤目となる。収載は12月上旬の予定で、同社は発売10年後のピーク時に年間95億円の販売を見込む。同日の総会では、ほかに12成分17品目の新薬の薬価収載も了承された。スイレクトは今年9月に厚生労働省から製造販売承認を取得していた。",
      labels: { event: null, company: "Suirei Pharmaceutical", companyOriginal: "翠嶺製薬", asset: "SRL0912", indication: "Chronic cough", regulator: "Chuikyo" },
    },
    {
      title: "北陽製薬、社長交代を発表　研究開発本部長の村井氏が昇格",
      text: "北陽製薬は27日、小松康弘社長（64）が来年3月31日付で退任して代表権のない会長に就き、後任に村井亜希子取締役常務執行役員研究開発本部長（55）が昇格する人事を発表した。同社で女性が社長に就くのは初めて。小松氏は在任6年間で、海外の開発拠点の整理や工場の統廃合を進めた。村井氏は入社以来、主に創薬研究に携わり、同社初の自社創製抗体医薬の開発を主導した。同社は主力の降圧薬が後発品に置き換わり減収が続いており、新社長のもとで研究開発の効率化と海外展開を進める。同日、2030年度を最終年度とする新たな中期経営計画の策定方針も示した。",
      labels: { event: null, company: "Hokuyo Pharmaceutical", companyOriginal: "北陽製薬", asset: null, indication: null, regulator: null },
    },
    {
      title: "深山製薬、AI創薬のノヴァリンクとパーキンソン病で共同研究",
      text: "深山製薬とAI創薬スタートアップのノヴァリンクは、神経変性疾患を対象とした低分子医薬品の共同研究契約を締結したと発表した。ノヴァリンクの機械学習基盤を用い、パーキンソン病の発症に関わる2つの標的分子に対する候補化合物を探索する。研究費は深山製薬が負担し、得られた化合物の権利は両社で共有したうえで、臨床開発以降は深山製薬が主導する。契約一時金やマイルストンの金額は明らかにしていない。ノヴァリンクは2022年設立で、これまでに国内製薬企業3社と提携している。国内では大手製薬各社もAI創薬企業との提携を相次いで発表している。",
      labels: { event: "partnership", company: "Miyama Pharmaceutical", companyOriginal: "深山製薬", asset: null, indication: "Parkinson's disease", regulator: null, also: ["Novalink"] },
    },
    {
      title: "朝霧ファーマの地図状萎縮治療薬、欧州委員会が販売承認",
      text: "朝霧ファーマは、加齢黄斑変性に伴う地図状萎縮（GA）の治療薬AGP-1190について、欧州委員会（EC）から販売承認を取得したと発表した。9月には欧州医薬品庁（EMA）の医薬品委員会（CHMP）が承認を推奨する肯定的見解を出していた。AGP-1190は補体B因子を阻害する硝子体内注射剤で、3カ月に1回の投与により萎縮病変の拡大速度を2年間で約24%抑制した。欧州ではペグセタコプランが2024年に承認勧告を得られず、GAの治療薬は事実上存在しなかった。同社は来年前半にドイツから順次発売する計画だ。",
      labels: { event: "approval", company: "Asagiri Pharma", companyOriginal: "朝霧ファーマ", asset: "AGP1190", indication: "Geographic atrophy", regulator: "European Commission" },
    },
    {
      title: "曙バイオのALS治療薬候補、FDAがブレークスルーセラピーに指定",
      text: "曙バイオは、筋萎縮性側索硬化症（ALS）を対象に開発中のABN-2610が、米国食品医薬品局（FDA）からブレークスルーセラピー（画期的治療薬）の指定を受けたと発表した。ABN-2610はTDP-43の異常凝集を抑える低分子化合物で、米国で実施した第2相試験では、48週時点のALSFRS-R（機能評価スケール）の低下がプラセボ群に比べ約35%緩やかだった。ALSの治療選択肢は乏しく、SOD1遺伝子変異を持つ患者向けのトフェルセンなど一部に限られる。指定により、FDAとの緊密な協議や優先審査の対象となり得る。同社は来年、グローバル第3相試験を開始する。",
      labels: { event: "designation", company: "Akebono Bio", companyOriginal: "曙バイオ", asset: "ABN2610", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
  ],
  ko: [
    {
      title: "한미약품 호중구감소증 치료제 '롤베돈', 美 FDA 시판 허가",
      text: "한미약품은 미국 파트너사 스펙트럼 파마슈티컬즈가 허가를 신청한 호중구감소증 치료제 '롤베돈(국내 제품명 롤론티스, 성분명 에플라페그라스팀)'이 미국 식품의약국(FDA)의 시판 허가를 받았다고 밝혔다. 롤베돈은 골수억제성 항암화학요법을 받는 비골수성 암 성인 환자에서 발열성 호중구감소증으로 나타나는 감염 발생률을 낮추는 용도로 승인됐다. 한미약품은 2012년 스펙트럼에 이 약을 기술수출했다. 앞서 FDA는 2021년 원료의약품 생산시설 실사 문제를 이유로 보완요구서한(CRL)을 발송한 바 있다. 롤론티스는 국내에서는 2021년 식품의약품안전처 허가를 받았다.",
      labels: { event: "approval", company: "Hanmi Pharmaceutical", asset: "eflapegrastim", indication: "Neutropenia", regulator: "FDA", also: ["Spectrum Pharmaceuticals"] },
    },
    {
      title: "오름테라퓨틱, BMS에 'ORM-6151' 기술이전…선급금 1억 달러",
      text: "오름테라퓨틱은 미국 브리스톨마이어스스퀴브(BMS)와 급성골수성백혈병(AML) 치료 후보물질 'ORM-6151'의 글로벌 권리를 넘기는 계약을 체결했다고 밝혔다. 오름은 선급금 1억 달러와 단기 마일스톤을 합쳐 최대 1억8000만 달러를 받게 된다. ORM-6151은 CD33을 표적하는 항체에 GSPT1 단백질 분해제를 결합한 계열 내 최초 후보물질로, 미국에서 AML과 고위험 골수이형성증후군 환자를 대상으로 한 임상 1상이 진행되고 있다. 업계에서는 표적단백질분해(TPD)와 항체를 결합한 '분해제-항체 접합체(DAC)' 기술의 가치가 글로벌 제약사로부터 인정받았다는 평가가 나온다.",
      labels: { event: "licensing", company: "Orum Therapeutics", asset: "ORM6151", indication: "Acute myeloid leukemia", regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "LG화학, 美 항암 신약 개발사 아베오 인수…5억6600만 달러 규모",
      text: "LG화학이 미국 나스닥 상장 항암 신약 개발사 아베오 파마슈티컬스(AVEO Pharmaceuticals)를 5억6600만 달러에 인수한다고 밝혔다. LG화학은 아베오 주식 100%를 주당 15달러에 현금으로 사들이며, 인수는 아베오 주주총회와 미국 규제 당국의 승인 등을 거쳐 마무리된다. 아베오는 2021년 FDA 승인을 받은 신장암 치료제 '포티브다'를 미국에서 판매하고 있으며, 두경부암 등을 대상으로 한 후속 파이프라인도 보유하고 있다. LG화학은 이번 인수로 미국 항암 시장에 직접 진출할 발판을 마련하게 됐다.",
      labels: { event: "acquisition", company: "LG Chem", asset: null, indication: null, regulator: null, also: ["AVEO Pharmaceuticals"] },
    },
    {
      title: "첫 국산 코로나19 백신 나왔다…SK바이오사이언스 '스카이코비원' 품목허가",
      text: "식품의약품안전처는 SK바이오사이언스가 개발한 코로나19 백신 '스카이코비원멀티주(GBP510)'에 대해 품목허가를 내렸다고 29일 밝혔다. 국내 기업이 개발한 코로나19 백신이 허가를 받은 것은 이번이 처음이다. 스카이코비원은 합성항원 방식의 백신으로, 미국 워싱턴대 항원디자인연구소가 설계한 항원에 GSK의 면역증강제를 더했다. 허가는 아스트라제네카 백신과 비교한 글로벌 임상 3상 결과를 토대로 이뤄졌으며, 18세 이상 성인에게 4주 간격으로 2회 접종한다. 개발 과정에서 감염병혁신연합(CEPI)과 빌앤드멀린다게이츠재단의 지원을 받았다.",
      labels: { event: "approval", company: "SK bioscience", asset: "GBP510", indication: "COVID-19", regulator: "MFDS" },
    },
    {
      title: "휴젤 보툴리눔 톡신 '레티보', 美 FDA 품목허가 획득",
      text: "휴젤은 자사 보툴리눔 톡신 제제 '레티보(국내 제품명 보툴렉스)' 50유닛과 100유닛이 미국 식품의약국(FDA)으로부터 미간주름 개선 적응증으로 품목허가를 받았다고 밝혔다. 이로써 휴젤은 국내 보툴리눔 톡신 기업 가운데 대웅제약에 이어 두 번째로 미국 시장에 진출하게 됐다. 미국은 세계 최대의 보툴리눔 톡신 시장으로, 애브비(엘러간)의 '보톡스'가 오랫동안 절반 이상을 점유해 왔다. 휴젤은 미국 현지 법인을 통해 제품을 직접 판매할 계획이며, 앞서 중국과 유럽에서도 허가를 받은 바 있다.",
      labels: { event: "approval", company: "Hugel", asset: "letibotulinumtoxinA", indication: "Glabellar lines", regulator: "FDA" },
    },
    {
      title: "한결제약, P-CAB 신약 'HG-2305' 식약처에 품목허가 신청",
      text: "한결제약은 칼륨경쟁적 위산분비차단제(P-CAB) 계열 신약 후보물질 'HG-2305'의 품목허가 신청서를 식품의약품안전처에 제출했다고 27일 공시했다. 신청 적응증은 미란성 위식도역류질환 치료로, 국내 임상 3상에서 8주 치료 후 치유율 97.1%를 기록해 대조약인 에소메프라졸에 대한 비열등성을 입증했다. 국내 P-CAB 시장은 HK이노엔의 '케이캡'과 대웅제약의 '펙수클루' 등이 주도하고 있으며, 연간 원외처방액이 빠르게 늘고 있다. 한결제약은 내년 하반기 허가를 받아 출시하는 것을 목표로 하고 있다.",
      labels: { event: "submission", company: "Hangyeol Pharmaceutical", companyOriginal: "한결제약", asset: "HG2305", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "은솔바이오 파브리병 치료제, 美 FDA 허가 심사 착수",
      text: "은솔바이오는 미국 식품의약국(FDA)이 파브리병 치료제 'ESB-1120'의 생물의약품 허가신청(BLA)을 정식 접수했다고 26일 밝혔다. 회사는 지난 9월 말 BLA를 제출했으며, FDA는 서류 검토를 거쳐 본심사에 착수했다. 처방의약품 신청자 수수료법(PDUFA)에 따른 목표 심사 완료일은 내년 8월로 정해졌다. ESB-1120은 월 1회 투여하는 장기지속형 효소대체요법으로, 2주마다 정맥 투여해야 하는 기존 치료제보다 투약 부담을 크게 줄였다. 파브리병 시장에서는 사노피의 '파브라자임'과 아미커스 테라퓨틱스의 경구제 '갈라폴드' 등이 경쟁하고 있다.",
      labels: { event: "filing-acceptance", company: "Eunsol Bio", companyOriginal: "은솔바이오", asset: "ESB1120", indication: "Fabry disease", regulator: "FDA" },
    },
    {
      title: "가온바이오 췌장암 신약 'GO-417', 식약처 GIFT 대상 지정",
      text: "가온바이오는 췌장암 치료 후보물질 'GO-417'이 식품의약품안전처의 '글로벌 혁신제품 신속심사 지원체계(GIFT)' 대상으로 지정됐다고 25일 밝혔다. GIFT 대상으로 지정되면 품목허가 심사 기간이 기존 120일에서 90일로 줄어들고, 허가 전 단계부터 식약처와 수시로 상담할 수 있다. GO-417은 KRAS 변이 췌장암을 겨냥한 경구용 저분자 화합물로, 현재 국내에서 젬시타빈 병용 임상 2상이 진행되고 있다. 췌장암은 5년 생존율이 10%대에 머무는 대표적인 난치암이다. 회사는 앞서 미국 FDA로부터 희귀의약품 지정도 받았다.",
      labels: { event: "designation", company: "Gaon Bio", companyOriginal: "가온바이오", asset: "GO417", indication: "Pancreatic cancer", regulator: "MFDS" },
    },
    {
      title: "소담테라퓨틱스, 특발성 폐섬유증 치료제 美 FDA 패스트트랙 지정",
      text: "소담테라퓨틱스는 특발성 폐섬유증(IPF) 치료 후보물질 'SDT-0271'이 미국 식품의약국(FDA)으로부터 패스트트랙 지정을 받았다고 28일 밝혔다. 패스트트랙은 중증 질환 치료제 개발을 촉진하기 위한 제도로, 지정되면 FDA와의 회의 기회가 늘어나고 허가 신청 때 순차 심사(롤링 리뷰)를 받을 수 있다. SDT-0271은 오토택신 저해제로, 호주에서 진행한 임상 1b상에서 12주간 노력성 폐활량(FVC) 감소를 억제하는 경향을 보였다. 현재 IPF 표준치료제로는 닌테다닙과 피르페니돈이 쓰이지만 질병 진행을 늦추는 데 그친다. 회사는 내년 상반기 글로벌 임상 2상에 들어갈 계획이다.",
      labels: { event: "designation", company: "Sodam Therapeutics", companyOriginal: "소담테라퓨틱스", asset: "SDT0271", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "새봄바이오, 알츠하이머병 치료제 'SBM-0922' 임상 2상 첫 환자 투약",
      text: "새봄바이오는 경도인지장애 및 경증 알츠하이머병 환자를 대상으로 한 'SBM-0922'의 임상 2상에서 첫 환자 투약을 마쳤다고 26일 밝혔다. 이번 임상은 국내 12개 기관에서 환자 240명을 대상으로 진행되며, 78주간 임상치매척도(CDR-SB) 변화를 1차 평가지표로 삼는다. SBM-0922는 타우 단백질의 응집을 억제하는 경구용 저분자 화합물이다. 국내에서는 에자이·바이오젠의 '레켐비'가 2024년 허가됐지만, 정맥주사 방식과 뇌부종 등 부작용 우려로 처방이 제한적이라는 평가가 나온다. 회사는 2029년 톱라인 결과 발표를 목표로 하고 있다.",
      labels: { event: "trial-start", company: "Saebom Bio", companyOriginal: "새봄바이오", asset: "SBM0922", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "해담제약, 이중항체 'HDP-1701' 임상 1상 시험계획 식약처 승인",
      text: "해담제약은 식품의약품안전처로부터 PD-L1·4-1BB 이중항체 'HDP-1701'의 임상 1상 시험계획(IND)을 승인받았다고 27일 공시했다. 이번 임상은 표준치료에 실패한 진행성 고형암 환자 48명을 대상으로 국내 3개 기관에서 진행되며, 안전성과 내약성, 최대 내약 용량을 평가한다. HDP-1701은 종양 미세환경에서만 4-1BB 신호를 활성화하도록 설계돼 기존 4-1BB 작용제의 간독성 문제를 줄인 것이 특징이다. 해담제약은 내년 1분기 첫 환자 투약을 목표로 하고 있으며, 미국 임상 진입도 검토하고 있다.",
      labels: { event: "approval", company: "Haedam Pharmaceutical", companyOriginal: "해담제약", asset: "HDP1701", indication: "Solid tumors", regulator: "MFDS" },
    },
    {
      title: "청람바이오, 아일리아 바이오시밀러 美 FDA서 보완요구서한…주가 급락",
      text: "청람바이오는 미국 식품의약국(FDA)으로부터 아플리버셉트 바이오시밀러 'CRB-702'의 품목허가 신청에 대해 보완요구서한(CRL)을 받았다고 28일 공시했다. 회사에 따르면 FDA는 오리지널 의약품과의 동등성을 뒷받침하는 면역원성 분석 자료와 일부 품질 자료의 보완을 요구했다. 청람바이오는 추가 임상 없이 자료 보완이 가능하다고 보고 내년 상반기 재신청을 목표로 하고 있다. 미국 아일리아 바이오시밀러 시장에는 삼성바이오에피스와 셀트리온 등이 이미 허가를 받은 상태다. 이날 청람바이오 주가는 장 초반 20% 넘게 급락했다.",
      labels: { event: "complete-response-letter", company: "Cheongram Bio", companyOriginal: "청람바이오", asset: "CRB702", indication: null, regulator: "FDA" },
    },
    {
      title: "미르온테라퓨틱스, 월 1회 비만 치료제 2상 톱라인 공개…48주 체중 17% 감소",
      text: "미르온테라퓨틱스는 월 1회 피하주사형 GLP-1·아밀린 이중작용제 'MRN-3310'의 임상 2상 톱라인 결과를 26일 발표했다. 체질량지수(BMI) 30 이상인 성인 비만 환자 318명을 대상으로 한 이 시험에서 최고 용량군의 48주 평균 체중 감소율은 17.2%로, 위약군(2.4%)과 통계적으로 유의한 차이를 보이며 1차 평가변수를 충족했다. 가장 흔한 이상반응은 메스꺼움과 구토였으며 대부분 경증에서 중등도였다. 회사는 노보 노디스크의 '위고비'와 일라이 릴리의 '마운자로'가 주 1회 투여인 것과 달리 월 1회 투여가 가능하다는 점을 내세워 글로벌 제약사와의 기술이전 협의를 본격화할 방침이다.",
      labels: { event: "readout", company: "Mireon Therapeutics", companyOriginal: "미르온테라퓨틱스", asset: "MRN3310", indication: "Obesity", regulator: null },
    },
    {
      title: "도담바이오, ESMO서 HER2 ADC 'DDB-115' 위암 1b상 결과 발표",
      text: "도담바이오는 최근 열린 유럽종양학회(ESMO) 연례 학술대회에서 HER2 양성 진행성 위암 환자를 대상으로 한 항체약물접합체(ADC) 'DDB-115'의 임상 1b상 결과를 포스터로 발표했다고 밝혔다. 2차 이상 치료에서 평가 가능한 환자 41명 가운데 객관적 반응률(ORR)은 53.7%, 질병통제율은 87.8%로 집계됐다. 3등급 이상 치료 관련 이상반응은 호중구감소증과 빈혈이 대부분이었고, 간질성 폐질환은 2건(4.9%) 보고됐다. 이 시장에는 다이이찌산쿄의 '엔허투'가 2차 치료제로 자리 잡고 있어, 회사는 엔허투 치료 경험 환자에서의 효과를 차별화 요소로 내세울 계획이다.",
      labels: { event: "readout", company: "Dodam Bio", companyOriginal: "도담바이오", asset: "DDB115", indication: "Gastric cancer", regulator: null },
    },
    {
      title: "태을제약-서린제약, 만성질환 치료제 5개 품목 공동판매 계약",
      text: "태을제약은 서린제약과 자사 당뇨병 및 이상지질혈증 치료제 5개 품목에 대한 국내 공동판매(코프로모션) 계약을 체결했다고 27일 밝혔다. 이번 계약에 따라 태을제약은 종합병원 영업을, 서린제약은 전국 의원급 의료기관 영업을 각각 맡는다. 계약 기간은 내년 1월부터 5년이다. 대상 품목들의 올해 3분기까지 누적 원외처방액은 약 380억원이다. 태을제약은 개원가 영업망이 넓은 서린제약과 손잡고 처방 확대에 속도를 낸다는 전략이다. 국내 만성질환 치료제 시장은 복합제 출시가 잇따르며 경쟁이 치열해지고 있다.",
      labels: { event: "partnership", company: "Taeeul Pharmaceutical", companyOriginal: "태을제약", asset: null, indication: null, regulator: null, also: ["Seorin Pharmaceutical"] },
    },
    {
      title: "아리솔바이오, 美 캘더우드에 siRNA 신약 기술수출…최대 9억1000만 달러",
      text: "아리솔바이오는 미국 캘더우드 테라퓨틱스(Calderwood Therapeutics)와 고중성지방혈증 치료 후보물질 'ASB-0460'의 한국을 제외한 글로벌 개발·상업화 권리를 이전하는 라이선스 계약을 체결했다고 26일 공시했다. 계약 규모는 반환 의무가 없는 선급금 3500만 달러를 포함해 최대 9억1000만 달러이며, 순매출에 따른 단계별 로열티는 별도다. ASB-0460은 APOC3를 표적하는 siRNA로, 호주에서 진행한 임상 1상에서 단회 투여 후 24주간 중성지방 수치를 평균 70% 이상 낮췄다. 같은 표적을 겨냥한 아이오니스의 올레자르센이 이미 미국에서 허가를 받았다.",
      labels: { event: "licensing", company: "Arisol Bio", companyOriginal: "아리솔바이오", asset: "ASB0460", indication: "Hypertriglyceridemia", regulator: null, also: ["Calderwood Therapeutics"] },
    },
    {
      title: "이음바이오, 코스닥 상장 첫날 공모가 두 배로 마감",
      text: "유전자치료제 개발사 이음바이오가 28일 코스닥 시장에 상장했다. 이날 이음바이오 주가는 공모가(1만8000원)의 두 배인 3만6000원에 장을 마쳤다. 회사는 이번 기업공개(IPO)로 약 450억원을 조달했으며, 이 가운데 대부분을 망막색소변성증 유전자치료제 'IEB-301'의 국내외 임상 2상에 투입할 계획이다. IEB-301은 지난해 식약처로부터 임상 1·2상 시험계획 승인을 받았다. 앞서 진행된 기관투자자 수요예측에서는 1200대 1의 경쟁률을 기록했고, 공모가는 희망 범위 상단에서 확정됐다.",
      labels: { event: "financing", company: "Ieum Bio", companyOriginal: "이음바이오", asset: "IEB301", indication: "Retinitis pigmentosa", regulator: null },
    },
    {
      title: "늘봄제약, 항체 신약 개발사 다솜바이오 지분 62% 인수",
      text: "늘봄제약은 항체 신약 개발사 다솜바이오의 지분 62%를 약 1350억원에 인수해 최대주주가 된다고 27일 공시했다. 늘봄제약은 기존 최대주주와 재무적 투자자들이 보유한 구주를 사들이고, 300억원 규모의 제3자 배정 유상증자에도 참여한다. 다솜바이오는 자가면역질환과 안과 질환 분야에서 임상 단계 후보물질 3종을 보유하고 있다. 늘봄제약은 복제약 위주의 사업 구조에서 벗어나기 위해 신약 파이프라인 확보를 추진해 왔다. 인수는 내년 1월 마무리될 예정이다.",
      labels: { event: "acquisition", company: "Neulbom Pharmaceutical", companyOriginal: "늘봄제약", asset: null, indication: null, regulator: null, also: ["Dasom Bio"] },
    },
    {
      title: "금강제약 중증근무력증 치료제 '마이오렌주', 다음 달부터 건강보험 적용",
      text: "보건복지부는 27일 건강보험정책심의위원회(건정심)를 열고 금강제약의 전신 중증근무력증 치료제 '마이오렌주(GG-515)'를 다음 달 1일부터 건강보험 급여 대상에 포함하기로 의결했다. 이에 따라 연간 1억원이 넘던 환자 부담이 산정특례 적용 시 수백만원 수준으로 줄어든다. 앞서 건강보험심사평가원 약제급여평가위원회는 지난 8월 이 약의 급여 적정성을 인정했으며, 국민건강보험공단과의 약가 협상도 지난달 타결됐다. 마이오렌주는 지난해 식약처 허가를 받은 보체 C5 억제제다.",
      labels: { event: null, company: "Geumgang Pharmaceutical", companyOriginal: "금강제약", asset: "GG515", indication: "Myasthenia gravis", regulator: "Health Insurance Policy Deliberation Committee" },
    },
    {
      title: "세움바이오로직스, 송도 제2공장 준공…연 12만ℓ 생산능력 확보",
      text: "바이오의약품 위탁개발생산(CDMO) 기업 세움바이오로직스가 인천 송도국제도시에 제2공장을 준공했다고 26일 밝혔다. 총 4200억원이 투입된 제2공장은 1만5000ℓ 규모 배양기 8기를 갖춰 연간 12만ℓ의 생산능력을 확보했다. 이에 따라 회사 전체 생산능력은 18만ℓ로 늘었다. 회사는 내년 상반기 글로벌 규제기관의 실사를 거쳐 본격적인 상업 생산에 들어갈 계획이다. 송도에는 삼성바이오로직스와 셀트리온 등 대형 CDMO·바이오시밀러 기업의 생산시설이 밀집해 있다.",
      labels: { event: null, company: "Seum Biologics", companyOriginal: "세움바이오로직스", asset: null, indication: null, regulator: null },
    },
  ],
};
