import type { BriefArticle } from "./briefs";

/**
 * Sixteenth held-out set for the English brief benchmark: 20 short articles each in Chinese,
 * Japanese and Korean, hand-written and hand-labelled by a helper session on 2026-11-29, without
 * the engine's code, its tests or any other gold set open (only the label conventions of
 * briefs.ts and the registry data files were read). It is to be measured once; the labels were set
 * before any measurement and are not to be edited to fit the engine.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure were
 * left out):
 * - zh: Junshi Biosciences, toripalimab (Loqtorzi) approved by the FDA in nasopharyngeal carcinoma (approval, October 2023)
 * - zh: Hansoh Pharma, HS-20094 licensed to Regeneron outside mainland China, Hong Kong and Macau, $80M upfront (licensing, June 2025)
 * - zh: CSPC Pharmaceutical Group, AI-driven research collaboration with AstraZeneca, $110M upfront (partnership, June 2025)
 * - zh: Sino Biopharmaceutical, acquisition of about 95% of LaNova Medicines for up to about $951M (acquisition, July 2025)
 * - zh: Hua Medicine, dorzagliatin (华堂宁) approved by the NMPA in type 2 diabetes (approval, September 2022)
 * - ja: Astellas, acquisition of Audentes Therapeutics at $60 a share, about $3B (acquisition, December 2019)
 * - ja: Daiichi Sankyo, co-development and co-commercialization of trastuzumab deruxtecan with AstraZeneca, $1.35B upfront (partnership, March 2019)
 * - ja: Shionogi, baloxavir marboxil (Xofluza) approved by the FDA in influenza (approval, October 2018)
 * - ja: Daiichi Sankyo with AstraZeneca, DESTINY-Breast03 phase 3 results at ESMO, HR 0.28 vs T-DM1 (readout, September 2021)
 * - ja: Chugai, satralizumab (Enspryng) approved by the FDA in AQP4-positive NMOSD (approval, August 2020)
 * - ko: Alteogen, ALT-B4 licensed to AstraZeneca for subcutaneous oncology products, $45M upfront, up to $1.35B (licensing, March 2025)
 * - ko: Hanmi Pharmaceutical, HM95573 (belvarafenib) licensed to Genentech, $80M upfront, $910M in all (licensing, September 2016)
 * - ko: Samsung Biologics, KOSPI IPO at ₩136,000 a share, about ₩2.25tn (financing, November 2016)
 * - ko: Celltrion, CT-P13 (Remsima, Inflectra in the US) approved by the FDA (approval, April 2016)
 *
 * All other articles are invented, about fictional companies and medicines (朔屿生物, 澄湾医药,
 * 朝凪製薬, 汐見バイオ, 미르온제약, 윤슬바이오…) whose names and research codes were checked not
 * to be in the registry files.
 */
export const GOLD16_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "君实生物特瑞普利单抗获美国FDA批准上市，成首个在美获批的国产PD-1",
      text: "10月28日，君实生物（688180.SH，01877.HK）发布公告称，美国食品药品监督管理局（FDA）已批准特瑞普利单抗（美国商品名：LOQTORZI）的生物制品许可申请，联合顺铂和吉西他滨用于转移性或复发性局部晚期鼻咽癌成人患者的一线治疗，以及单药用于既往含铂治疗期间或之后出现疾病进展的复发性、不可切除或转移性鼻咽癌成人患者。这是首个在美国获批上市的国产PD-1单抗，也是FDA批准的首个鼻咽癌治疗药物，获批主要基于III期JUPITER-02研究。君实生物于2021年将该产品在美国和加拿大的权益授予Coherus BioSciences。值得一提的是，FDA曾于2022年5月就该申请发出完整回复函，要求进行一项质控流程变更。特瑞普利单抗此前已在国内获批多项适应症。",
      labels: { event: "approval", company: "Junshi Biosciences", asset: "toripalimab", indication: "Nasopharyngeal carcinoma", regulator: "FDA", also: ["Coherus BioSciences"] },
    },
    {
      title: "翰森制药：就HS-20094与Regeneron订立独家许可协议，首付款8000万美元",
      text: "翰森制药集团有限公司（03692.HK）董事会宣布，本公司已与Regeneron Pharmaceuticals（再生元）就GLP-1/GIP双受体激动剂HS-20094订立独家许可协议。根据协议，再生元获得在中国大陆、香港及澳门以外地区开发、生产和商业化HS-20094的独家权利；本公司将收取8000万美元首付款，并有资格收取最高合计约19.3亿美元的开发、监管及销售里程碑付款，以及按净销售额计算的分级特许权使用费。HS-20094目前正在国内开展体重管理相关的临床研究。全球减重药物市场目前由司美格鲁肽和替尔泊肽主导。本次交易是本集团继与葛兰素史克、默沙东等达成授权合作后的又一项对外许可。",
      labels: { event: "licensing", company: "Hansoh Pharma", asset: "HS20094", indication: "Obesity", regulator: null, also: ["Regeneron"] },
    },
    {
      title: "石药集团与阿斯利康达成AI药物研发合作，首付款1.1亿美元",
      text: "石药集团（01093.HK）公告称，已与阿斯利康订立战略研究合作协议，双方将利用石药集团的AI驱动药物发现平台，针对多个靶点发现和开发新型口服小分子候选药物，用于慢性疾病的治疗。根据协议，阿斯利康将向石药支付1.1亿美元首付款，以及最高16.2亿美元的研发里程碑付款和最高36亿美元的销售里程碑付款，另按销售额支付提成。阿斯利康将获得相关候选药物在全球范围内的开发、生产和商业化权利。这并非双方首次合作：去年10月，阿斯利康已从石药引进一款口服脂蛋白(a)抑制剂的全球独家许可。分析人士指出，跨国药企正加速从中国药企获取早期创新资产。",
      labels: { event: "partnership", company: "CSPC Pharmaceutical Group", asset: null, indication: null /* chronic diseases, several targets */, regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "中国生物制药拟约9.51亿美元收购礼新医药，加码ADC与双抗管线",
      text: "中国生物制药（01177.HK）公告，公司拟以总代价不超过约9.51亿美元收购上海礼新医药约95%的股权，交易完成后礼新医药将成为其附属公司。礼新医药是一家专注于抗体偶联药物（ADC）和多特异性抗体的创新药企业，其PD-1/VEGF双抗LM-299已于2024年11月以5.88亿美元首付款授权给默沙东。中国生物制药表示，此次收购将补充其在肿瘤领域的早期研发管线，并获得礼新医药的抗体和ADC研发平台。近年来，PD-1/VEGF双抗赛道热度持续上升，康方生物的依沃西单抗已在国内获批上市，多家跨国药企亦通过授权方式布局。",
      labels: { event: "acquisition", company: "Sino Biopharmaceutical", asset: null, indication: null, regulator: null, also: ["LaNova Medicines"] },
    },
    {
      title: "全球首个葡萄糖激酶激活剂多格列艾汀获批上市",
      text: "华领医药（02552.HK）宣布，国家药品监督管理局已批准其1类创新药多格列艾汀片（商品名：华堂宁）上市，用于改善成人2型糖尿病患者的血糖控制，可单独使用，或在单独使用盐酸二甲双胍血糖控制不佳时与二甲双胍联合使用。多格列艾汀是全球首个获批的葡萄糖激酶激活剂（GKA），此次获批基于SEED和DAWN两项III期临床研究。据国际糖尿病联盟数据，中国成人糖尿病患者人数超过1.4亿，居全球首位。早在2020年，华领医药已与拜耳就该产品在中国的商业化达成独家合作，后续将由双方共同推进上市销售和医保准入。葡萄糖激酶被称为人体的“葡萄糖传感器”，多格列艾汀通过激活该酶改善血糖稳态。",
      labels: { event: "approval", company: "Hua Medicine", asset: "dorzagliatin", indication: "Type 2 diabetes", regulator: "NMPA" },
    },
    {
      title: "朔屿生物口服TYK2抑制剂SYB-0715递交上市申请",
      text: "朔屿生物今日宣布，已向国家药品监督管理局递交口服TYK2变构抑制剂SYB-0715的新药上市申请，拟用于适合系统治疗或光疗的中重度斑块状银屑病成人患者。此次申报基于一项在国内58家中心开展、入组612例患者的III期研究：第16周达到PASI 75的患者比例为68.4%，安慰剂组为9.1%。同类药物中，百时美施贵宝的氘可来昔替尼已于2022年在美国获批，国内银屑病生物制剂市场则以IL-17和IL-23单抗为主。朔屿生物成立于2017年，总部位于苏州，去年完成了6亿元C轮融资。公司预计该申请将在未来数周内获得受理。",
      labels: { event: "submission", company: "Shuoyu Bio", companyOriginal: "朔屿生物", asset: "SYB0715", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "澄湾医药：CWB-118上市许可申请获国家药监局受理并纳入优先审评",
      text: "澄湾医药股份有限公司董事会欣然宣布，本公司自主研发的靶向Claudin 18.2抗体偶联药物CWB-118的上市许可申请已获国家药品监督管理局受理，并被纳入优先审评审批程序，拟用于既往接受过至少二线治疗的Claudin 18.2阳性局部晚期或转移性胃或胃食管结合部腺癌患者。该申请基于一项关键性II期单臂研究，客观缓解率为41.7%。全球首个获批的Claudin 18.2靶向药物为安斯泰来的佐妥昔单抗，用于一线治疗。本公司曾于今年3月就该申请与药审中心进行pre-NDA沟通交流。根据上市规则第18A.05条的规定，本公司不能保证CWB-118最终能够成功上市，股东及潜在投资者于买卖本公司股份时务请审慎行事。",
      labels: { event: "filing-acceptance", company: "Chengwan Pharma", companyOriginal: "澄湾医药", asset: "CWB118", indication: "Gastric cancer", regulator: "NMPA" },
    },
    {
      title: "岚桥生物LQ-3091拟纳入突破性治疗品种，针对IgA肾病",
      text: "国家药监局药品审评中心（CDE）官网最新公示，岚桥生物申报的LQ-3091注射液拟被纳入突破性治疗品种，拟定适应症为具有疾病进展风险的原发性IgA肾病成人患者。LQ-3091是一款靶向APRIL的皮下注射单克隆抗体，每四周给药一次。在此前公布的II期研究中，治疗36周时患者24小时尿蛋白肌酐比较基线下降52%。IgA肾病是我国最常见的原发性肾小球疾病，国内针对性疗法仍然有限，诺华的阿曲生坦和Travere的司帕生坦已在海外获批。岚桥生物计划于明年上半年启动III期临床试验。本次公示期为5个工作日。",
      labels: { event: "designation", company: "Lanqiao Bio", companyOriginal: "岚桥生物", asset: "LQ3091", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "砚舟医药收到FDA完整回复函，YZM-205美国上市推迟",
      text: "砚舟医药晚间公告，美国FDA已就公司PD-1单抗YZM-205联合化疗一线治疗不可切除或转移性食管鳞状细胞癌的生物制品许可申请（BLA）发出完整回复函（CRL）。公司称，CRL主要涉及FDA在审评期间对国内一家生产场地进行现场检查时发现的问题，并未要求开展新的临床研究。该BLA于去年获FDA受理，目标审评日期原定为本月。此前，百济神州的替雷利珠单抗和君实生物的特瑞普利单抗均已在美国获批。砚舟医药表示将尽快与FDA召开会议，预计完成整改后重新提交申请。公告发布后的首个交易日，公司股价低开逾12%。",
      labels: { event: "complete-response-letter", company: "Yanzhou Pharma", companyOriginal: "砚舟医药", asset: "YZM205", indication: "Esophageal cancer", regulator: "FDA" },
    },
    {
      title: "星枢医药XS-2263全球III期研究完成首例患者给药",
      text: "星枢医药宣布，其口服THR-β激动剂XS-2263治疗伴有中度至重度肝纤维化（F2-F3）的代谢功能障碍相关脂肪性肝炎（MASH）的全球多中心III期临床研究已在上海完成首例患者给药。该研究计划在中国、美国和欧洲的约200家中心入组约1,100例患者，主要终点为第52周MASH消退且纤维化无恶化的患者比例。XS-2263已于去年获得美国FDA的临床试验许可和快速通道资格。首个获FDA批准用于MASH的药物为Madrigal的瑞司美替罗，诺和诺德的司美格鲁肽此后也在美国获批该适应症。星枢医药预计2029年获得主要终点数据。",
      labels: { event: "trial-start", company: "Xingshu Pharma", companyOriginal: "星枢医药", asset: "XS2263", indication: "MASH", regulator: null },
    },
    {
      title: "辰泽生物CZ-1207溃疡性结肠炎IIb期达主要终点，股价大涨逾30%",
      text: "港股上市的辰泽生物周一收涨31.6%。此前，公司公布其口服α4β7整合素抑制剂CZ-1207治疗中重度活动性溃疡性结肠炎的IIb期研究顶线结果。研究共入组246例患者，第12周时高剂量组临床缓解率为27.8%，安慰剂组为8.2%，差异具有统计学意义（p<0.001），低剂量组亦达到主要终点。安全性方面，未观察到严重感染信号。溃疡性结肠炎目前的治疗包括5-氨基水杨酸、激素、生物制剂及JAK抑制剂，武田的维得利珠单抗是同靶点的注射用药物。公司计划于明年与FDA召开II期结束会议，讨论全球III期研究的设计，完整数据将在明年的学术会议上公布。",
      labels: { event: "readout", company: "Chenze Bio", companyOriginal: "辰泽生物", asset: "CZ1207", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "霁川生物在世界肺癌大会公布DLL3双抗JCB-631 II期数据",
      text: "在近日举行的世界肺癌大会（WCLC）上，霁川生物以口头报告形式首次公布了其DLL3/CD3双特异性T细胞衔接器JCB-631治疗既往接受过至少两线治疗的广泛期小细胞肺癌的II期研究数据。截至数据截止日，共有98例患者接受了推荐剂量治疗，经独立评审委员会评估的客观缓解率为38.8%，中位缓解持续时间为8.9个月，3级及以上细胞因子释放综合征发生率为1.0%。安进的塔拉妥单抗是首个获批的同类药物，已于2024年在美国获得加速批准。霁川生物表示，一项对比拓扑替康的确证性III期研究正在中国和美国同步入组。",
      labels: { event: "readout", company: "Jichuan Bio", companyOriginal: "霁川生物", asset: "JCB631", indication: "Small cell lung cancer", regulator: null },
    },
    {
      title: "拓湃生物KRAS G12D抑制剂海外权益授予Corvale，首付款6500万美元",
      text: "拓湃生物与美国生物技术公司Corvale Therapeutics签署独家许可协议，将其口服KRAS G12D抑制剂TPB-4410在大中华区以外的全球开发和商业化权益授予对方。根据协议，拓湃生物将获得6500万美元首付款和近期里程碑付款，以及最高11.8亿美元的开发、注册及销售里程碑付款和分级销售提成，同时获得Corvale约9%的股权。TPB-4410目前正在国内开展针对胰腺癌的I/II期研究。KRAS G12D突变约见于四成胰腺导管腺癌患者，目前全球尚无靶向该突变的药物获批。去年以来，中国创新药对外授权交易的金额屡创新高。",
      labels: { event: "licensing", company: "Tuopai Bio", companyOriginal: "拓湃生物", asset: "TPB4410", indication: "Pancreatic cancer", regulator: null, also: ["Corvale Therapeutics"] },
    },
    {
      title: "璟泓医药今起招股，拟募资约12亿港元",
      text: "18A章生物科技公司璟泓医药今日起至下周二招股，计划全球发售8,000万股H股，每股发售价介于14.20港元至15.60港元，按中间价计算集资约11.9亿港元，预期于下周五在港交所主板挂牌。招股书显示，募资净额约62%将用于核心产品JHP-112的研发及商业化，该产品是一款长效C5补体抑制剂，用于治疗阵发性睡眠性血红蛋白尿症（PNH），目前已完成国内III期研究。其余资金将用于其他管线及一般营运。公司此次引入三名基石投资者，合共认购约4,500万美元的发售股份。国内已上市的同类药物包括依库珠单抗和罗氏的克罗伐利单抗。",
      labels: { event: "financing", company: "Jinghong Pharma", companyOriginal: "璟泓医药", asset: "JHP112", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: null },
    },
    {
      title: "穹瑞生物完成8亿元C轮融资，澜峰资本领投",
      text: "体内CAR-T创新企业穹瑞生物宣布完成8亿元人民币C轮融资，本轮由澜峰资本领投，多家现有股东跟投。本轮资金将用于推进公司基于靶向脂质纳米颗粒的体内CAR-T平台，包括针对自身免疫病的QR-CD19和针对多发性骨髓瘤的QR-BCMA等多个项目的临床开发，并扩建位于上海张江的GMP工厂。2025年以来，体内CAR-T成为跨国药企竞相布局的方向，阿斯利康、艾伯维和吉利德均通过并购进入该领域。穹瑞生物成立于2021年，此前已累计融资超过10亿元，投资方包括多家医疗产业基金。公司首个产品QR-CD19已于今年初在国内启动研究者发起的临床试验。",
      labels: { event: "financing", company: "Qiongrui Bio", companyOriginal: "穹瑞生物", asset: null, indication: null, regulator: null, also: ["Lanfeng Capital"] },
    },
    {
      title: "翎康生物LKB-019获临床试验默示许可，拟用于系统性红斑狼疮",
      text: "据国家药监局药品审评中心（CDE）官网显示，翎康生物自主研发的LKB-019注射液已获得临床试验默示许可，拟用于治疗难治性系统性红斑狼疮。LKB-019是一款靶向CD19和BCMA的双靶点自体CAR-T细胞疗法。此前，该产品在一项研究者发起的试验中治疗了12例患者，全部患者在6个月内达到无需用药的缓解状态。近年来，CAR-T疗法从血液肿瘤向自身免疫疾病拓展，国内已有多款同类产品进入注册临床阶段。狼疮目前的治疗以激素、免疫抑制剂以及贝利尤单抗、泰它西普等生物制剂为主。公司计划年底前完成I期首例受试者给药。",
      labels: { event: "approval", company: "Lingkang Bio", companyOriginal: "翎康生物", asset: "LKB019", indication: "Systemic lupus erythematosus", regulator: "CDE" },
    },
    {
      title: "昱晟生技渐冻症新药YSN-301获美国FDA孤儿药认定",
      text: "昱晟生技今（3）日公告，旗下治疗肌萎缩侧索硬化症（ALS，俗称渐冻症）的小分子新药YSN-301获美国食品药物管理局（FDA）授予孤儿药认定（ODD）。取得孤儿药资格后，该药未来在美国上市可享有7年市场独占期，以及临床试验费用抵税、申请规费减免等优惠。YSN-301目前正在台湾及美国进行第二期临床试验，已完成约六成受试者收案，预计明年下半年解盲。现有ALS药物包括利鲁唑、依达拉奉，以及针对SOD1基因突变患者的tofersen。YSN-301的二期试验计划去年已获台湾食药署核准。公司表示，本案对公司财务业务无重大影响。",
      labels: { event: "designation", company: "Yusheng Biotech", companyOriginal: "昱晟生技", asset: "YSN301", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "康屹医药：拟以现金6.3亿元收购微诺生物70%股权",
      text: "康屹医药晚间公告，公司拟以现金6.3亿元收购微诺生物70%股权，交易完成后微诺生物将纳入公司合并报表范围。微诺生物主要从事吸入制剂的研发和生产，拥有用于慢性阻塞性肺疾病和哮喘的多款仿制药及改良型新药，其中两款已获批上市。交易对方承诺，微诺生物2026年至2028年累计扣除非经常性损益后的净利润不低于1.8亿元。本次交易不构成重大资产重组，不构成关联交易，尚需提交公司股东大会审议。公告称，此次收购有助于公司切入呼吸领域，与现有的心血管和消化产品线形成互补。公告次日，康屹医药股价高开5.2%，收盘上涨3.1%。",
      labels: { event: "acquisition", company: "Kangyi Pharma", companyOriginal: "康屹医药", asset: null, indication: null, regulator: null, also: ["Weinuo Bio"] },
    },
    {
      title: "曜衡生物肺动脉高压新药衡舒宁通过谈判纳入国家医保目录",
      text: "国家医保局日前公布新版国家医保药品目录，曜衡生物的1类新药衡舒宁（YHG-027片）通过谈判被纳入目录，新目录将于明年1月1日起正式执行。衡舒宁是一款口服可溶性鸟苷酸环化酶（sGC）激动剂，今年5月获国家药监局批准上市，用于WHO功能分级II至III级的成人肺动脉高压患者。公司未披露谈判后的支付标准，业内人士估计降幅在60%左右。目前国内肺动脉高压治疗以内皮素受体拮抗剂、PDE5抑制剂和前列环素类药物为主，默沙东的索特西普已在海外获批。纳入医保后，衡舒宁有望在更多医院实现准入，公司预计明年该产品销售收入将突破3亿元。",
      labels: { event: null, company: "Yaoheng Bio", companyOriginal: "曜衡生物", asset: "YHG027", indication: "Pulmonary arterial hypertension", regulator: "National Healthcare Security Administration" },
    },
    {
      title: "瀚穹医药公告：首席执行官辞任，首席医学官接任",
      text: "瀚穹医药（香港联交所上市）董事会宣布，执行董事兼首席执行官陈志远博士因个人原因辞任，自本月底起生效。董事会同时宣布委任首席医学官林若曦博士为首席执行官，并委任其为执行董事。陈博士确认与董事会并无意见分歧，亦无其他事项需提请股东注意。陈博士于2019年加入公司，任内带领公司完成港股上市，并推动抗体药物HQ-331进入III期临床。林博士曾在跨国药企从事肿瘤药物临床开发逾15年，于2022年加入本公司。公司表示，HQ-331的III期研究预计于明年第二季度读出顶线数据，管理层变动不会影响研发进度及既定的商业化计划。",
      labels: { event: null, company: "Hanqiong Pharma", companyOriginal: "瀚穹医药", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "アステラス製薬、米オーデンテスを約30億ドルで買収へ　遺伝子治療に本格参入",
      text: "アステラス製薬は、遺伝子治療を手がける米バイオ企業オーデンテス・セラピューティクスを買収すると発表した。株式公開買い付け（TOB）で1株当たり60ドルを現金で支払い、買収総額は約30億ドル（約3,300億円）となる。オーデンテスは、致死性の希少疾患であるX連鎖性ミオチュブラーミオパチー（XLMTM）を対象とするAT132など、アデノ随伴ウイルス（AAV）ベクターを用いた遺伝子治療の開発で先行する。アステラスは遺伝子治療を重点的に取り組む技術基盤の一つに掲げており、買収により研究開発から製造までの体制を取り込む。買収は2020年1～3月期に完了する見通し。",
      labels: { event: "acquisition", company: "Astellas", asset: null, indication: null /* XLMTM is not in the registry; the deal is for a platform */, regulator: null, also: ["Audentes Therapeutics"] },
    },
    {
      title: "第一三共、DS-8201で英アストラゼネカと提携　一時金13.5億ドル",
      text: "第一三共は、開発中の抗体薬物複合体（ADC）「トラスツズマブ デルクステカン」（開発コード：DS-8201）について、英アストラゼネカと日本を除く全世界での共同開発・共同販売契約を結んだと発表した。アストラゼネカは契約一時金として13億5,000万ドルを支払うほか、承認取得や売上高に応じたマイルストンを含め、総額は最大69億ドル規模となる。日本では第一三共が単独で販売する。DS-8201はHER2を標的とし、HER2陽性乳がんや胃がんなどを対象に後期臨床試験が進んでいる。ADCでは、ロシュの「カドサイラ」などが先行している。第一三共は得た資金をADCの開発と生産体制の強化に充てる。",
      labels: { event: "partnership", company: "Daiichi Sankyo", asset: "trastuzumab deruxtecan", indication: null /* several HER2-expressing cancers */, regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "塩野義のインフル薬「ゾフルーザ」、米FDAが承認",
      text: "塩野義製薬は25日、同社が創製したインフルエンザ治療薬「ゾフルーザ」（一般名：バロキサビル マルボキシル）について、米国食品医薬品局（FDA）から承認を取得したと発表した。対象は発症後48時間以内の12歳以上の急性で合併症のないインフルエンザ患者で、1回の経口投与で治療が完結する。新たな作用機序を持つインフルエンザ治療薬の米国での承認は約20年ぶりとなる。米国での申請はスイス・ロシュ傘下のジェネンテックが行い、販売も同社が担う。ゾフルーザは日本では今年2月に承認され、3月に発売された。塩野義はロシュから売上高に応じたロイヤルティーを受け取る。",
      labels: { event: "approval", company: "Shionogi", asset: "baloxavir marboxil", indication: "Influenza", regulator: "FDA", also: ["Genentech"] },
    },
    {
      title: "エンハーツ、T-DM1との直接比較で病勢進行リスク72%低減　ESMOで発表",
      text: "第一三共と英アストラゼネカは、抗HER2抗体薬物複合体「エンハーツ」（トラスツズマブ デルクステカン）とトラスツズマブ エムタンシン（T-DM1）を直接比較した第3相臨床試験「DESTINY-Breast03」の詳細結果を、欧州臨床腫瘍学会（ESMO 2021）のプレジデンシャルシンポジウムで発表した。対象はトラスツズマブとタキサン系薬剤による治療歴のあるHER2陽性の切除不能または転移性乳がん患者。エンハーツ群は主要評価項目の無増悪生存期間（PFS）で、病勢進行または死亡のリスクをT-DM1群に比べ72%低減した（ハザード比0.28）。12カ月時点の無増悪生存率はエンハーツ群75.8%、T-DM1群34.1%だった。エンハーツは米国では2019年12月に、日本では20年3月にHER2陽性乳がんで承認されている。",
      labels: { event: "readout", company: "Daiichi Sankyo", asset: "trastuzumab deruxtecan", indication: "Breast cancer", regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "中外製薬のエンスプリング、視神経脊髄炎スペクトラム障害で米国承認",
      text: "中外製薬は、自社創製の抗IL-6受容体抗体「エンスプリング」（一般名：サトラリズマブ）について、米国食品医薬品局（FDA）が抗アクアポリン4（AQP4）抗体陽性の成人の視神経脊髄炎スペクトラム障害（NMOSD）の治療薬として承認したと発表した。NMOSDの治療薬として初めての皮下注射製剤で、維持期は4週間に1回投与する。承認は2つの国際共同第3相試験（SAkuraStar、SAkuraSky）の結果に基づく。米国での販売はロシュ・グループのジェネンテックが担う。NMOSDは視神経や脊髄に炎症を起こす自己免疫疾患で、再発を繰り返すと失明や歩行障害に至ることがある。同剤は国内では6月に承認を取得している。",
      labels: { event: "approval", company: "Chugai", asset: "satralizumab", indication: "Neuromyelitis optica spectrum disorder", regulator: "FDA", also: ["Genentech"] },
    },
    {
      title: "朝凪製薬、遺伝性血管性浮腫の経口予防薬「アンギセラ」の国内承認を取得",
      text: "朝凪製薬は本日、遺伝性血管性浮腫（HAE）の発作予防薬として開発してきた経口血漿カリクレイン阻害剤「アンギセラ錠」（開発コード：AGP-417）について、厚生労働省から製造販売承認を取得したと発表した。対象は12歳以上の患者で、1日1回服用する。承認は国内外で実施した第3相試験の結果に基づき、同剤はプラセボに比べ月間発作回数を71%減らした。同剤は2024年に希少疾病用医薬品の指定を受け、昨年9月に承認申請していた。HAEの発作予防では、注射剤のラナデルマブのほか、経口剤のベロトラルスタットが国内で使われている。同社は薬価収載を経て、年度内の発売を目指す。",
      labels: { event: "approval", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "AGP417", indication: "Hereditary angioedema", regulator: "PMDA" },
    },
    {
      title: "汐見バイオ、パーキンソン病治療薬候補SMB-203で米FDAから治験開始の許可",
      text: "東証グロース上場の汐見バイオは、パーキンソン病を対象に開発中のLRRK2阻害剤SMB-203について、米国食品医薬品局（FDA）に提出していた臨床試験開始申請（IND）が承認されたと発表した。これにより、米国で健康成人とパーキンソン病患者を対象とする第1相試験を始められる。同社は前臨床試験で、高い脳内移行性と脳内のLRRK2活性の抑制を確認したとしている。LRRK2を標的とする薬剤では、米デナリ・セラピューティクスなどが臨床開発を進めている。第1相試験は来年1～3月期の開始を予定する。汐見バイオの株価は発表翌日に一時ストップ高となった。",
      labels: { event: "approval", company: "Shiomi Bio", companyOriginal: "汐見バイオ", asset: "SMB203", indication: "Parkinson's disease", regulator: "FDA" },
    },
    {
      title: "白鷺製薬、うつ病治療薬SRG-118を国内で承認申請",
      text: "白鷺製薬は、大うつ病性障害（うつ病）を対象に開発を進めてきたSRG-118について、厚生労働省に製造販売承認申請を行ったと発表した。SRG-118はNMDA受容体に作用する1日1回の経口剤で、既存の抗うつ薬で十分な効果が得られなかった患者を対象とした国内第3相試験では、6週時点のMADRS合計スコアの改善幅がプラセボを有意に上回った。うつ病治療の中心はSSRIやSNRIだが、約3割の患者は十分に反応しないといわれる。同社は2022年に米国での権利を海外企業に導出しており、米国では第3相試験が進行中。承認されれば、同社にとって5年ぶりの自社創製新薬となる。",
      labels: { event: "submission", company: "Shirasagi Pharmaceutical", companyOriginal: "白鷺製薬", asset: "SRG118", indication: "Major depressive disorder", regulator: "PMDA" },
    },
    {
      title: "千早バイオ、DMD治療薬の新薬承認申請が米FDAに受理される",
      text: "千早バイオは、デュシェンヌ型筋ジストロフィー（DMD）治療薬として開発中のエクソン44スキッピング薬CHB-0806について、米国食品医薬品局（FDA）が新薬承認申請（NDA）を受理したと発表した。優先審査の対象となり、審査終了目標日（PDUFA日）は来年5月に設定された。申請は、エクソン44スキッピングの対象となる患者を対象とした第2相試験で、ジストロフィンたんぱく質の発現量の増加が確認されたことに基づき、迅速承認を求めている。エクソンスキッピング薬では、日本新薬のビルトラルセンやサレプタ・セラピューティクスの製品が既に承認されている。千早バイオは同剤の米国での販売パートナーを探している。",
      labels: { event: "filing-acceptance", company: "Chihaya Bio", companyOriginal: "千早バイオ", asset: "CHB0806", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "雲雀製薬の脊髄小脳失調症治療薬、厚労省が先駆的医薬品に指定",
      text: "厚生労働省は、雲雀製薬が開発中のアンチセンス核酸医薬HBR-352を「先駆的医薬品」に指定した。対象は遺伝性の脊髄小脳失調症で、病気の原因となる異常なたんぱく質の産生を抑える。先駆的医薬品に指定されると、医薬品医療機器総合機構（PMDA）による優先的な相談や審査が受けられ、審査期間は通常の12カ月から6カ月に短縮される。HBR-352は国内で第1/2相試験を実施中で、昨年の学会では運動失調の評価尺度で悪化を抑える傾向が示された。脊髄小脳変性症の国内患者数は約3万人と推定され、治療は対症療法にとどまる。雲雀製薬は2027年度中の承認申請を目指す。",
      labels: { event: "designation", company: "Hibari Pharmaceutical", companyOriginal: "雲雀製薬", asset: "HBR352", indication: "Spinocerebellar ataxia", regulator: "PMDA" },
    },
    {
      title: "葵ファーマ、片頭痛点鼻薬で米FDAから審査完了報告通知　株価急落",
      text: "葵ファーマは、米国で承認申請していた片頭痛急性期治療薬AOI-5530（点鼻剤）について、米国食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。CRLでは点鼻デバイスの製造工程に関する追加データの提出を求められた一方、有効性や安全性についての指摘はなかったという。同社は今後FDAと面談し、再申請の時期を決める。片頭痛の急性期治療では、トリプタン系薬剤に加え、リメゲパントやラスミジタンなど新しい作用機序の薬剤が登場している。発表を受け、葵ファーマの株価は一時前日比25%安まで売られた。",
      labels: { event: "complete-response-letter", company: "Aoi Pharma", companyOriginal: "葵ファーマ", asset: "AOI5530", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "東雲バイオ、地図状萎縮の第2相試験で最初の患者に投与",
      text: "眼科領域の創薬ベンチャー、東雲バイオは、萎縮型加齢黄斑変性に伴う地図状萎縮（GA）を対象とする補体B因子阻害剤SNB-071の第2相臨床試験で、米国の施設において最初の患者への投与を開始したと発表した。試験は米国と日本の約40施設で約240人を登録し、3カ月に1回の硝子体内投与を行う2つの用量群とシャム群を比較する。主要評価項目は12カ月時点のGA病変面積の拡大速度。GA治療では、アペリス・ファーマシューティカルズのペグセタコプランとアステラス製薬のアバシンカプタド ペゴルが米国で承認されているが、毎月または隔月の投与が必要になる。同社は2028年に試験結果を得る見込み。",
      labels: { event: "trial-start", company: "Shinonome Bio", companyOriginal: "東雲バイオ", asset: "SNB071", indication: "Geographic atrophy", regulator: null },
    },
    {
      title: "楓ファーマ、HFpEF対象の第2相試験で主要評価項目未達　株価ストップ安",
      text: "楓ファーマの株価が13日、ストップ安水準まで下落した。前日夕に、左室駆出率が保たれた心不全（HFpEF）を対象とする開発品KDP-210の第2相臨床試験で、主要評価項目を達成できなかったと発表したことが嫌気された。試験は国内外の患者312人を対象に実施し、16週時点のNT-proBNP値の変化率でプラセボとの間に統計的な有意差は認められなかった。安全性に新たな懸念はなかったという。HFpEFでは、SGLT2阻害薬やフィネレノン、GLP-1受容体作動薬のセマグルチドなどで有効性が示されている。同社は詳細なデータを解析した上で、開発を続けるかどうかを判断するとしている。",
      labels: { event: "readout", company: "Kaede Pharma", companyOriginal: "楓ファーマ", asset: "KDP210", indication: "Heart failure with preserved ejection fraction", regulator: null },
    },
    {
      title: "水無瀬製薬、米ラークスパーから重症筋無力症治療薬の国内権利を導入",
      text: "水無瀬製薬は、米バイオベンチャーのラークスパー・セラピューティクス（Larkspur Therapeutics）が開発する全身型重症筋無力症治療薬LRK-090について、日本国内での開発・販売に関する独占的ライセンス契約を締結したと発表した。水無瀬製薬は契約一時金として3,000万ドルを支払い、開発の進捗や売上高に応じて最大2億1,000万ドルのマイルストンと、売上高に応じたロイヤルティーを支払う。LRK-090は補体C1sを標的とする皮下注製剤で、米国では第3相試験が進行中。国内の重症筋無力症患者は約3万人とされ、近年はエフガルチギモドやジルコプランなど新薬の承認が相次ぐ。水無瀬製薬は神経・筋疾患を重点領域に位置付けている。",
      labels: { event: "licensing", company: "Minase Pharmaceutical", companyOriginal: "水無瀬製薬", asset: "LRK090", indication: "Myasthenia gravis", regulator: null, also: ["Larkspur Therapeutics"] },
    },
    {
      title: "夕凪バイオ、IPF治療薬候補をスイス製薬に導出　総額最大9億ドル",
      text: "東証グロース上場の夕凪バイオは、特発性肺線維症（IPF）を対象に開発中の吸入型低分子化合物YNB-614について、日本を除く全世界での開発・商業化権をスイスの製薬会社アルデンマット・ファーマ（Aldenmatt Pharma）に供与するライセンス契約を締結したと発表した。夕凪バイオは契約一時金4,500万ドルを受け取り、開発・販売マイルストンを含めた受取額は最大で約9億ドルに達する可能性がある。IPFの治療では抗線維化薬のニンテダニブとピルフェニドンが標準治療で、ベーリンガーインゲルハイムのネランドミラストも米国で承認された。契約一時金は今期の業績予想に織り込んでおらず、同社は業績予想の修正を検討する。",
      labels: { event: "licensing", company: "Yunagi Bio", companyOriginal: "夕凪バイオ", asset: "YNB614", indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Aldenmatt Pharma"] },
    },
    {
      title: "朝霧製薬、瑠璃バイオにTOB　1株1,850円、総額約420億円",
      text: "朝霧製薬は、東証グロース上場の瑠璃バイオに対して株式公開買い付け（TOB）を実施し、完全子会社化すると発表した。買い付け価格は1株1,850円で、前日終値に約62%のプレミアムを上乗せした。買収総額は約420億円となる見込み。瑠璃バイオの取締役会はTOBに賛同し、株主に応募を推奨している。朝霧製薬の狙いは瑠璃バイオが開発するクローン病治療薬候補RRB-101で、同剤は国内第2相試験で良好な結果を示し、来年にも第3相試験に入る予定だ。朝霧製薬は消化器領域の主力品の特許切れを控え、後期開発品の補強を急いでいた。TOB期間は明日から30営業日。",
      labels: { event: "acquisition", company: "Asagiri Pharmaceutical", companyOriginal: "朝霧製薬", asset: "RRB101", indication: "Crohn's disease", regulator: null, also: ["Ruri Bio"] },
    },
    {
      title: "紬バイオ、東証グロースに新規上場　初値は公開価格を18%下回る",
      text: "急性骨髄性白血病（AML）の治療薬を開発する紬バイオが本日、東京証券取引所グロース市場に新規上場した。公開価格は1株1,120円で、公募による調達額は約48億円。初値は公開価格を18%下回る918円だった。調達資金の大半は、主力開発品でメニン阻害剤のTMG-330の国内第2相試験と米国での第1相試験の費用に充てる。メニン阻害剤では、シンダックス・ファーマシューティカルズのレブメニブが米国で承認を取得している。同社は2020年の設立で、ベンチャーキャピタルなどから累計約90億円を調達してきた。バイオ株の新規上場は今年5社目となる。",
      labels: { event: "financing", company: "Tsumugi Bio", companyOriginal: "紬バイオ", asset: "TMG330", indication: "Acute myeloid leukemia", regulator: null },
    },
    {
      title: "琴浦バイオ、第三者割当で最大35億円調達へ",
      text: "琴浦バイオは、海外投資ファンドのイーストブルック・キャピタル（Eastbrook Capital）を割当先とする第三者割当による新株式と、行使価額修正条項付き新株予約権（MSワラント）の発行を決議したと発表した。全て行使された場合の調達額は最大約35億円。資金は、卵巣がんを対象とするKTB-208を含むがん領域の3つの開発品の臨床試験費用と、研究開発体制の強化に充てる。潜在株式を含む希薄化率は約21%に達し、発表翌日の株価は一時15%下落した。同社は前期まで5期連続の最終赤字で、手元資金の確保が課題となっていた。",
      labels: { event: "financing", company: "Kotoura Bio", companyOriginal: "琴浦バイオ", asset: null, indication: null, regulator: null, also: ["Eastbrook Capital"] },
    },
    {
      title: "中医協、伊吹製薬のIgA腎症治療薬「ネフリード」の薬価収載を了承",
      text: "中央社会保険医療協議会（中医協）は本日の総会で、伊吹製薬のIgA腎症治療薬「ネフリード錠」（開発コード：IBK-602）を含む新薬6成分の薬価収載を了承した。収載は来週の予定で、ネフリードの薬価は1錠2,846.50円、ピーク時の売上高は10年度目に約210億円と予測されている。算定は類似薬効比較方式で、有用性加算（II）が10%付いた。同剤は今年8月に厚生労働省から製造販売承認を取得した。IgA腎症は国の指定難病で、国内の患者数は約3万3,000人と推計される。伊吹製薬は収載後速やかに発売するとしている。",
      labels: { event: null, company: "Ibuki Pharmaceutical", companyOriginal: "伊吹製薬", asset: "IBK602", indication: "IgA nephropathy", regulator: "Chuikyo" },
    },
    {
      title: "雪代製薬、富山に注射剤の新工場を竣工　投資額280億円",
      text: "雪代製薬は、富山県内に建設していた注射剤の新工場が完成し、竣工式を開いたと発表した。総投資額は約280億円で、プレフィルドシリンジやバイアル製剤を年間最大4,000万本生産できる。来年4月に本格稼働し、自社のバイオ医薬品に加え、他社からの受託製造（CDMO）にも対応する。稼働に伴い約150人を新たに雇用する。国内では抗体医薬品など注射剤の需要が拡大する一方で製造能力の不足が課題となっており、政府もバイオ医薬品の国内製造拠点の整備を支援している。同社は新工場の稼働で、2030年度に売上高1,500億円を目指す中期経営計画の達成を後押しする。",
      labels: { event: null, company: "Yukishiro Pharmaceutical", companyOriginal: "雪代製薬", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "알테오젠, 아스트라제네카에 ALT-B4 기술수출…계약금 4500만달러",
      text: "알테오젠은 아스트라제네카와 인간 히알루로니다제 원천기술 'ALT-B4'를 활용한 피하주사(SC) 제형 개발 및 상업화에 관한 라이선스 계약을 체결했다고 공시했다. 아스트라제네카는 ALT-B4를 적용해 다수의 항암제를 피하주사 제형으로 개발할 수 있는 독점 권리를 갖게 된다. 계약 규모는 최대 13억5000만달러(약 2조원)이며, 이 가운데 반환 의무가 없는 계약금은 4500만달러다. 알테오젠은 상업화 이후 매출에 따른 로열티도 별도로 받는다. 알테오젠은 앞서 미국 머크(MSD)와 키트루다 피하주사 제형 개발 계약을, 지난해 11월에는 다이이찌산쿄와 엔허투 피하주사 제형 개발 계약을 맺은 바 있다.",
      labels: { event: "licensing", company: "Alteogen", asset: "berahyaluronidase alfa", indication: null /* several oncology products */, regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "한미약품, 표적항암 신약 'HM95573' 제넨텍에 기술수출…총 9억1000만달러",
      text: "한미약품은 미국 제넨텍과 표적항암 신약 'HM95573'의 개발 및 상업화에 관한 라이선스 계약을 체결했다고 밝혔다. 계약에 따라 한미약품은 계약금 8000만달러와 임상 개발, 허가, 상업화에 따른 단계별 마일스톤 8억3000만달러 등 총 9억1000만달러(약 1조원)를 받게 되며, 판매 이후에는 로열티를 별도로 받는다. 제넨텍은 한국을 제외한 전 세계에서 HM95573의 독점적 권리를 갖는다. HM95573은 RAS 또는 RAF 변이가 있는 고형암을 겨냥한 RAF 저해제로, 현재 국내에서 임상 1상이 진행 중이다. 한미약품은 지난해 일라이 릴리, 베링거인겔하임, 사노피, 얀센 등과 잇따라 대형 기술수출 계약을 맺은 바 있다.",
      labels: { event: "licensing", company: "Hanmi Pharmaceutical", asset: "HM95573", indication: "Solid tumors", regulator: null, also: ["Genentech"] },
    },
    {
      title: "삼성바이오로직스, 유가증권시장 상장…공모가 13만6000원",
      text: "삼성바이오로직스가 10일 유가증권시장에 상장했다. 공모가는 희망 범위 상단인 13만6000원으로 확정됐으며, 공모 규모는 약 2조2500억원으로 2010년 삼성생명 이후 최대다. 삼성바이오로직스는 바이오의약품 위탁생산(CMO) 전문 기업으로, 인천 송도에서 1·2공장을 가동하고 있으며 단일 공장 기준 세계 최대 규모인 18만ℓ급 3공장을 짓고 있다. 공모 자금은 3공장 건설 등 시설 투자에 주로 쓰일 예정이다. 자회사 삼성바이오에피스는 유럽에서 바이오시밀러를 판매하고 있다. 증권가는 글로벌 바이오의약품 위탁생산 수요 확대에 따른 실적 성장을 기대하고 있다.",
      labels: { event: "financing", company: "Samsung Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "셀트리온 '램시마' 美 FDA 허가…항체 바이오시밀러 첫 미국 승인",
      text: "셀트리온은 미국 식품의약국(FDA)으로부터 자가면역질환 치료용 항체 바이오시밀러 '램시마'(CT-P13, 성분명 인플릭시맙)의 판매 허가를 받았다고 5일(현지시간) 밝혔다. 램시마는 오리지널 의약품인 얀센의 '레미케이드'가 허가받은 류머티즘 관절염, 크론병, 궤양성 대장염, 강직성 척추염, 건선성 관절염, 판상 건선 등 대부분의 적응증에 대해 승인을 받았다. 미국에서 항체 바이오시밀러가 허가를 받은 것은 이번이 처음이다. 램시마는 2013년 유럽에서 허가를 받았으며, 미국에서는 '인플렉트라'라는 제품명으로 화이자가 판매한다. 레미케이드의 미국 연 매출은 약 5조원 규모로 알려졌다.",
      labels: { event: "approval", company: "Celltrion", asset: "infliximab", indication: null /* several autoimmune diseases */, regulator: "FDA" },
    },
    {
      title: "미르온제약 위식도역류질환 신약 '온큐어정' 식약처 허가",
      text: "미르온제약은 식품의약품안전처로부터 칼륨경쟁적 위산분비억제제(P-CAB) 계열 신약 '온큐어정'(개발명 MRN-1120)의 품목허가를 받았다고 밝혔다. 적응증은 미란성 위식도역류질환 치료와 비미란성 위식도역류질환 치료 등이다. 이번 허가는 국내 26개 병원에서 진행한 임상 3상 결과를 바탕으로 했으며, 8주 치료 시 점막 치유율은 97.1%로 대조약인 에소메프라졸에 대한 비열등성을 입증했다. 국내 P-CAB 시장은 HK이노엔의 '케이캡', 대웅제약의 '펙수클루', 온코닉테라퓨틱스의 '자큐보'가 경쟁하고 있다. 미르온제약은 내년 상반기 급여 등재 후 제품을 출시할 계획이다.",
      labels: { event: "approval", company: "Mireon Pharmaceutical", companyOriginal: "미르온제약", asset: "MRN1120", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "윤슬바이오, 교모세포종 신약 후보 'YSL-081' 임상 1상 승인",
      text: "윤슬바이오는 식품의약품안전처로부터 재발성 교모세포종 치료 후보물질 'YSL-081'의 임상 1상 시험계획(IND)을 승인받았다고 16일 공시했다. 이번 임상은 서울 소재 대학병원 등 국내 3개 기관에서 환자 30명을 대상으로 YSL-081의 안전성과 내약성, 최대 내약 용량을 평가한다. YSL-081은 혈뇌장벽(BBB)을 투과하도록 설계된 저분자 화합물로, 전임상에서 테모졸로마이드 내성 모델에서도 종양 성장을 억제했다. 교모세포종은 수술 후 방사선·테모졸로마이드 병용요법이라는 표준치료를 받아도 5년 생존율이 10%에 못 미친다. 회사는 연내 첫 환자 투약을 목표로 하고 있다.",
      labels: { event: "approval", company: "Yunseul Bio", companyOriginal: "윤슬바이오", asset: "YSL081", indication: "Glioblastoma", regulator: "MFDS" },
    },
    {
      title: "솔빛바이오, 보툴리눔 톡신 'SBT-301' 美 FDA에 품목허가 신청",
      text: "솔빛바이오는 미국 식품의약국(FDA)에 보툴리눔 톡신 제제 'SBT-301'의 생물의약품 품목허가신청서(BLA)를 제출했다고 3일 밝혔다. 적응증은 성인의 중등증 이상 미간주름 일시적 개선이다. 회사는 미국에서 성인 약 720명을 대상으로 진행한 두 건의 임상 3상에서 모두 1차 평가변수를 충족했다. 통상 FDA는 BLA 제출 후 60일 이내에 접수 여부를 결정한다. 미국 톡신 시장은 애브비의 보톡스가 과반을 차지하고 있으며, 국산 제품으로는 대웅제약의 주보와 휴젤의 레티보가 FDA 허가를 받아 판매되고 있다. 솔빛바이오는 허가 이후 현지 파트너를 통해 제품을 판매할 계획이다.",
      labels: { event: "submission", company: "Solbit Bio", companyOriginal: "솔빛바이오", asset: "SBT301", indication: "Glabellar lines", regulator: "FDA" },
    },
    {
      title: "초아테라퓨틱스, 담도암 신약 'CHT-227' 美 FDA 허가 신청 접수",
      text: "초아테라퓨틱스는 미국 식품의약국(FDA)이 담도암 치료제 'CHT-227'의 신약허가신청(NDA)을 정식 접수하고 우선심사 대상으로 분류했다고 14일 공시했다. 처방의약품 신청자 수수료법(PDUFA)에 따른 심사 목표일은 내년 6월 20일이다. CHT-227은 FGFR2 융합 또는 재배열이 확인된 국소 진행성 또는 전이성 담도암 환자의 2차 이상 치료제로 신청됐다. FGFR2를 겨냥한 약물로는 인사이트의 페미가티닙과 다이호약품의 푸티바티닙이 이미 승인받았지만, 내성 변이가 생기면 효과가 떨어지는 한계가 있다. 회사 측은 CHT-227이 이런 내성 변이에도 활성을 보인다고 설명했다.",
      labels: { event: "filing-acceptance", company: "Choa Therapeutics", companyOriginal: "초아테라퓨틱스", asset: "CHT227", indication: "Biliary tract cancer", regulator: "FDA" },
    },
    {
      title: "새봄제약, 췌장암 치료제 'SBP-501' 美 FDA 희귀의약품 지정",
      text: "새봄제약은 췌장암 치료 후보물질 'SBP-501'이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD)으로 지정됐다고 21일 밝혔다. 희귀의약품으로 지정되면 임상 개발 비용에 대한 세액 공제와 허가 신청 수수료 면제 혜택을 받고, 허가 후에는 미국 내 7년간 시장 독점권을 인정받는다. SBP-501은 종양 미세환경의 섬유화를 억제하는 기전의 항체 치료제로, 현재 국내에서 젬시타빈·냅-파클리탁셀 병용 임상 1b/2a상이 진행 중이다. 췌장암은 5년 생존율이 약 15%로 주요 암 가운데 가장 낮다. 새봄제약은 지난해 같은 물질로 식약처의 개발단계 희귀의약품 지정을 받은 바 있다.",
      labels: { event: "designation", company: "Saebom Pharmaceutical", companyOriginal: "새봄제약", asset: "SBP501", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "마루온바이오, 신성빈혈 치료제 FDA 보완요구서한 수령…주가 하한가",
      text: "마루온바이오가 미국 식품의약국(FDA)으로부터 만성신장질환 빈혈 치료제 'MRB-014'에 대한 보완요구서한(CRL)을 받았다고 공시한 뒤 주가가 하한가로 직행했다. CRL은 완제의약품을 생산하는 해외 위탁생산(CMO) 업체의 공장 실사에서 지적된 사항 때문으로, 임상 데이터 자체에 대한 문제 제기는 없었다고 회사 측은 설명했다. MRB-014는 월 1회 투여하는 지속형 적혈구생성자극제(ESA)로, 투석 환자를 대상으로 한 글로벌 임상 3상에서 기존 약물 대비 비열등성을 입증했다. 회사는 CMO 업체의 시정 조치가 끝나는 대로 재신청할 계획이다. 이 시장은 암젠의 아라네스프와 로슈의 미세라 등이 장악하고 있다.",
      labels: { event: "complete-response-letter", company: "Maruon Bio", companyOriginal: "마루온바이오", asset: "MRB014", indication: "Anemia of chronic kidney disease", regulator: "FDA" },
    },
    {
      title: "별하바이오, 경구용 비만 치료제 'BYH-219' 글로벌 임상 2상 첫 환자 투약",
      text: "별하바이오는 경구용 비만 치료제 후보물질 'BYH-219'의 글로벌 임상 2상에서 첫 환자 투약을 마쳤다고 9일 밝혔다. 이번 임상은 미국과 호주 등 30여 개 기관에서 체질량지수(BMI) 30 이상의 비만 성인 약 280명을 대상으로 36주간 진행되며, 1차 평가변수는 체중 변화율이다. BYH-219는 GLP-1 수용체에 작용하는 저분자 화합물로, 지난해 호주에서 진행한 임상 1상에서 4주 투약 시 최대 5.1%의 체중 감소를 보였다. 비만 치료제 시장은 노보 노디스크의 위고비와 일라이 릴리의 젭바운드가 주도하고 있으며, 먹는 GLP-1 제제 개발 경쟁도 치열하다. 회사는 2028년 상반기 톱라인 결과를 발표할 예정이다.",
      labels: { event: "trial-start", company: "Byeolha Bio", companyOriginal: "별하바이오", asset: "BYH219", indication: "Obesity", regulator: null },
    },
    {
      title: "하람제약, 안구건조증 신약 임상 3상서 1차 지표 충족…주가 상한가",
      text: "하람제약 주가가 상한가로 치솟았다. 전날 장 마감 후 안구건조증 치료 점안제 'HRM-045'의 국내 임상 3상 톱라인 결과 1차 평가변수를 통계적으로 유의하게 충족했다고 공시한 영향이다. 임상은 중등도 이상 안구건조증 환자 486명을 대상으로 12주간 진행됐으며, HRM-045 투여군의 각막 염색 점수 개선 폭이 위약군보다 유의하게 컸다(p=0.002). 보조 지표인 눈 건조감 점수도 개선됐다. 국내 안구건조증 치료제 시장은 히알루론산 점안제와 사이클로스포린 제제가 주도하고 있으며, 연간 규모는 약 3000억원으로 추정된다. 회사는 내년 1분기 식약처에 품목허가를 신청할 계획이다.",
      labels: { event: "readout", company: "Haram Pharmaceutical", companyOriginal: "하람제약", asset: "HRM045", indication: "Dry eye disease", regulator: null },
    },
    {
      title: "늘품바이오, ASCO서 대장암 이중항체 'NPB-317' 임상 1b상 결과 발표",
      text: "늘품바이오는 미국 시카고에서 열린 미국임상종양학회(ASCO) 연례학술대회에서 이중항체 'NPB-317'의 임상 1b상 결과를 포스터로 발표했다고 4일 밝혔다. 발표에 따르면 현미부수체 안정형(MSS) 전이성 대장암 환자 42명에게 NPB-317과 표준 화학요법을 병용 투여한 결과 객관적 반응률(ORR)은 35.7%, 질병통제율(DCR)은 83.3%였다. 3등급 이상 치료 관련 이상반응은 19%에서 나타났다. MSS 대장암은 전이성 대장암의 대부분을 차지하지만 면역항암제가 잘 듣지 않는 것으로 알려져 있다. 회사는 이번 결과를 토대로 내년 글로벌 임상 2상 진입을 추진하고, 기술이전 논의도 병행할 방침이다.",
      labels: { event: "readout", company: "Neulpum Bio", companyOriginal: "늘품바이오", asset: "NPB317", indication: "Colorectal cancer", regulator: null },
    },
    {
      title: "아라솔제약, 아토피 신약 후보 美 타이드웰에 기술수출…최대 6억1000만달러",
      text: "아라솔제약은 미국 바이오기업 타이드웰 테라퓨틱스(Tidewell Therapeutics)와 경구용 아토피피부염 치료 후보물질 'ARL-602'에 대한 기술수출 계약을 체결했다고 12일 공시했다. 타이드웰은 한국을 제외한 전 세계에서 ARL-602의 개발·상업화 독점 권리를 확보했다. 계약 총액은 최대 6억1000만달러(약 8500억원)로, 반환 의무가 없는 선급금 2500만달러가 포함됐다. 순매출에 따른 경상기술료는 별도다. ARL-602는 STAT6를 표적으로 하는 저분자 분해제로, 현재 호주에서 임상 1상이 진행 중이다. 아토피피부염 치료제 시장은 사노피와 리제네론의 듀피젠트가 주도하고 있다. 아라솔제약의 해외 기술수출은 2021년 이후 두 번째다.",
      labels: { event: "licensing", company: "Arasol Pharmaceutical", companyOriginal: "아라솔제약", asset: "ARL602", indication: "Atopic dermatitis", regulator: null, also: ["Tidewell Therapeutics"] },
    },
    {
      title: "도담바이오, 덴마크 할보르센과 ADC 공동개발·공동상업화 계약",
      text: "도담바이오는 덴마크 제약사 할보르센 파마(Halvorsen Pharma)와 항체-약물 접합체(ADC) 'DDB-903'의 공동개발 및 공동상업화 계약을 맺었다고 밝혔다. 양사는 임상 개발 비용과 향후 수익을 절반씩 나누며, 할보르센은 계약금으로 4000만달러를 지급하고 도담바이오 지분 5%를 인수한다. DDB-903은 도담바이오의 차세대 링커·페이로드 플랫폼을 적용한 B7-H3 표적 ADC로, 현재 비소세포폐암 환자를 대상으로 임상 1상이 진행 중이다. 국내에서는 리가켐바이오, 오름테라퓨틱스 등이 ADC 기술로 글로벌 빅파마와 잇따라 계약을 맺으며 주목받았다. 양사는 내년 하반기 글로벌 임상 2상에 진입할 계획이다.",
      labels: { event: "partnership", company: "Dodam Bio", companyOriginal: "도담바이오", asset: "DDB903", indication: "Non-small cell lung cancer", regulator: null, also: ["Halvorsen Pharma"] },
    },
    {
      title: "청람제약, 늘해랑바이오 인수…지분 51% 1200억원에 확보",
      text: "중견 제약사 청람제약이 바이오벤처 늘해랑바이오를 인수한다. 청람제약은 이사회를 열고 늘해랑바이오의 구주와 신주를 합쳐 지분 51%를 약 1200억원에 취득하기로 결의했다고 19일 공시했다. 거래가 마무리되면 늘해랑바이오는 청람제약의 연결 자회사로 편입된다. 늘해랑바이오는 mRNA 기반 희귀질환 치료제 플랫폼을 보유하고 있으며, 파브리병과 폼페병 후보물질 등 전임상 파이프라인 4개를 개발하고 있다. 청람제약은 고혈압·고지혈증 복합제 등 만성질환 개량신약 중심의 사업 구조에서 벗어나 신약 개발 역량을 키우겠다는 방침이다. 최근 국내 제약사들의 바이오벤처 인수합병(M&A)이 활발해지고 있다.",
      labels: { event: "acquisition", company: "Cheongram Pharmaceutical", companyOriginal: "청람제약", asset: null, indication: null, regulator: null, also: ["Neulhaerang Bio"] },
    },
    {
      title: "다솜테라퓨틱스, 450억원 시리즈C 투자 유치…'DST-410' 임상 2상 속도",
      text: "다솜테라퓨틱스가 450억원 규모의 시리즈C 투자를 유치했다고 25일 밝혔다. 이번 투자에는 기존 투자사와 함께 신규 투자사 5곳이 참여했다. 회사는 조달한 자금 대부분을 주력 파이프라인인 궤양성 대장염 치료제 후보 'DST-410'의 글로벌 임상 2상에 투입할 계획이다. DST-410은 장 조직에 선택적으로 작용하도록 설계한 경구용 TL1A 억제제로, 주사제인 기존 항TL1A 항체와 달리 먹는 약이라는 점이 특징이다. TL1A는 미국 머크가 프로메테우스 바이오사이언스를 인수하며 주목받은 표적이다. 다솜테라퓨틱스는 2019년 설립 이후 누적 투자 유치액이 약 900억원에 이르며, 2027년 코스닥 기술특례상장을 추진하고 있다.",
      labels: { event: "financing", company: "Dasom Therapeutics", companyOriginal: "다솜테라퓨틱스", asset: "DST410", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "온새미로바이오 급성골수성백혈병 신약, 식약처 'GIFT' 지정",
      text: "식품의약품안전처는 온새미로바이오의 급성골수성백혈병(AML) 치료 후보물질 'OSM-160'을 '글로벌 혁신제품 신속심사(GIFT)' 대상으로 지정했다고 밝혔다. GIFT 대상으로 지정되면 허가 심사 기간이 단축되고, 제출 자료를 준비되는 대로 단계적으로 검토받는 등의 혜택을 받는다. OSM-160은 FLT3 변이가 있는 재발성·불응성 AML 환자를 위한 경구용 표적치료제로, 국내 임상 2상에서 완전관해율 32%를 기록했다. 국내에서는 아스텔라스의 길테리티닙 등이 같은 환자군에 쓰이고 있다. 온새미로바이오는 연내 식약처에 조건부 품목허가를 신청할 계획이다.",
      labels: { event: "designation", company: "Onsaemiro Bio", companyOriginal: "온새미로바이오", asset: "OSM160", indication: "Acute myeloid leukemia", regulator: "MFDS" },
    },
    {
      title: "푸른솔제약 다발골수종 신약, 심평원 약평위서 급여 적정성 인정",
      text: "푸른솔제약의 다발골수종 치료제 '마이로넥스주'(PSL-071)가 건강보험심사평가원 약제급여평가위원회(약평위)에서 급여 적정성을 인정받았다. 심평원은 지난 6일 열린 약평위 심의 결과를 공개하고, 마이로넥스주가 이전에 세 가지 이상의 치료를 받은 재발성·불응성 다발골수종 환자에 대해 급여 적정성이 있다고 평가했다. 마이로넥스주는 지난해 12월 식약처 허가를 받았다. 앞으로 국민건강보험공단과의 약가 협상을 거쳐 건강보험정책심의위원회 의결을 받으면 급여가 적용된다. 환자단체는 연간 1억원이 넘는 투약 비용 부담이 크게 줄어들 것으로 기대하고 있다.",
      labels: { event: null, company: "Pureunsol Pharmaceutical", companyOriginal: "푸른솔제약", asset: "PSL071", indication: "Multiple myeloma", regulator: "Health Insurance Review and Assessment Service" },
    },
    {
      title: "식약처, 가람제약 고혈압 치료제 3개 품목 회수 명령…불순물 기준 초과",
      text: "식품의약품안전처는 가람제약이 제조한 고혈압 치료제 3개 품목에서 니트로사민류 불순물이 인체 허용 기준을 초과해 검출됨에 따라 해당 제품의 판매를 중지하고 회수하도록 명령했다고 28일 밝혔다. 대상은 로사르탄 성분 제제 2개 품목과 텔미사르탄 복합제 1개 품목이다. 식약처는 해당 제품을 복용 중인 환자는 임의로 복용을 중단하지 말고 의사와 상담해 다른 약으로 교체할 것을 당부했다. 해당 품목을 처방받은 환자는 병원과 약국에서 재처방·재조제를 받을 수 있다. 식약처는 2018년 발사르탄 사태 이후 의약품 불순물 관리를 강화해 왔다. 가람제약은 회수 대상 제품의 지난해 생산실적이 약 40억원 규모라고 밝혔다.",
      labels: { event: null, company: "Garam Pharmaceutical", companyOriginal: "가람제약", asset: null, indication: "Hypertension", regulator: "MFDS" },
    },
  ],
};
