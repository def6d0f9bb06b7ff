import type { BriefArticle } from "./briefs";

/**
 * Eighth held-out set for the English brief benchmark: 20 short articles per language (Chinese,
 * Japanese, Korean), written and labelled by hand by a helper session on 2026-11-29 without the
 * engine's code or any other set's articles open. To be measured once and not tuned against; the
 * labels were set before any measurement and are not to be edited to fit a result.
 *
 * Articles that report real events (true to the author's knowledge; details limited to those the
 * author was sure of):
 * - zh: Innovent Biologics, NMPA approval of mazdutide (信尔美) for weight management (June 2025);
 *   BeiGene (now BeOne Medicines), FDA accelerated approval of zanubrutinib in mantle cell
 *   lymphoma (14 Nov 2019); Legend Biotech with Janssen, FDA approval of Carvykti in multiple
 *   myeloma (28 Feb 2022); Akeso, HARMONi-2 results of ivonescimab vs pembrolizumab at WCLC
 *   (Sept 2024); Hansoh Pharma, licence of HS-20093 to GSK (Dec 2023); AstraZeneca, acquisition
 *   of Gracell Biotechnologies (26 Dec 2023).
 * - ja: Eisai, MHLW approval of Leqembi (lecanemab) (25 Sept 2023); Shionogi, emergency approval
 *   of Xocova (ensitrelvir) (22 Nov 2022); Eli Lilly, MHLW approval of Kisunla (donanemab)
 *   (24 Sept 2024); Daiichi Sankyo, DXd ADC co-development deal with Merck & Co. (20 Oct 2023);
 *   Astellas, acquisition of Iveric Bio (announced 30 Apr / 1 May 2023).
 * - ko: Yuhan, FDA approval of lazertinib (Lazcluze) with amivantamab (19/20 Aug 2024);
 *   Celltrion, FDA approval of Zymfentra (infliximab SC) (20 Oct 2023); Daewoong, MFDS approval
 *   of Fexuclue (fexuprazan) (30 Dec 2021); HLB, FDA complete response letter for rivoceranib +
 *   camrelizumab in liver cancer (May 2024); LegoChem (now LigaChem) Biosciences, licence of
 *   LCB84 to Janssen (Dec 2023); Hanmi, licence of HM12525A (efinopegdutide) to MSD (Aug 2020).
 *
 * All other articles are invented, about fictional companies and medicines (禾睿药业, 启衡医药,
 * 白峰製薬, 湊川製薬, 가온제약, 새봄바이오…, codes such as HY-0815, SRM-5521, SEB-710) whose names
 * and codes were checked not to be in the registry files (registry/companies.ts,
 * sec-companies.ts, drugs.ts).
 */
export const GOLD8_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "信达生物玛仕度肽获批上市，全球首个GCG/GLP-1双受体激动剂落地",
      text: "近日，信达生物制药集团宣布，国家药品监督管理局（NMPA）已批准其GCG/GLP-1双受体激动剂信尔美®（玛仕度肽注射液）上市，用于成人肥胖或超重患者的长期体重控制。此次获批主要基于在中国开展的III期临床研究GLORY-1的结果。玛仕度肽（IBI362）源自礼来，信达生物拥有其在中国的独家开发和商业化权益。目前国内减重领域已有诺和诺德的司美格鲁肽和礼来的替尔泊肽获批，公司表示，玛仕度肽将于近期正式上市销售。公司同时在开展玛仕度肽更高剂量及其他适应症的临床研究。与司美格鲁肽等GLP-1单靶点药物相比，双靶点机制被认为有望带来额外的代谢获益。",
      labels: { event: "approval", company: "Innovent Biologics", asset: "mazdutide", indication: "Obesity", regulator: "NMPA" },
    },
    {
      title: "百济神州泽布替尼获美国FDA加速批准，中国原研抗癌新药首次登陆美国",
      text: "北京时间11月15日，百济神州宣布，美国食品药品监督管理局（FDA）已通过加速审批程序批准其BTK抑制剂百悦泽®（泽布替尼，BGB-3111）上市，用于治疗既往接受过至少一项疗法的成年套细胞淋巴瘤（MCL）患者。这是首款由中国企业自主研发、在美国获批上市的抗癌新药。该适应症基于总缓解率获得加速批准，后续能否获得完全批准将取决于验证性试验的结果。此前，FDA已于今年1月授予泽布替尼突破性疗法认定。同类药物中，伊布替尼已在美国上市多年。百济神州表示，将通过自建的美国商业化团队推广该产品。此前，泽布替尼的新药上市申请也已在中国获得受理。",
      labels: { event: "approval", company: "BeOne Medicines", asset: "zanubrutinib", indication: "Mantle cell lymphoma", regulator: "FDA" },
    },
    {
      title: "传奇生物CAR-T疗法西达基奥仑赛获FDA批准上市",
      text: "传奇生物与合作伙伴杨森宣布，美国FDA已于当地时间2月28日批准靶向BCMA的CAR-T细胞疗法CARVYKTI®（西达基奥仑赛，cilta-cel）上市，用于治疗既往接受过至少四线治疗（包括蛋白酶体抑制剂、免疫调节剂和抗CD38单抗）的复发或难治性多发性骨髓瘤成人患者。此次获批基于关键性Ib/II期CARTITUDE-1研究，其中97%的患者获得缓解。这是继百时美施贵宝的Abecma之后，美国批准的第二款BCMA CAR-T疗法。传奇生物于2017年与杨森达成全球独家许可及合作协议。该疗法由双方在美国共同商业化。",
      labels: { event: "approval", company: "Legend Biotech", asset: "ciltacabtagene autoleucel", indication: "Multiple myeloma", regulator: "FDA", also: ["Johnson & Johnson"] },
    },
    {
      title: "HARMONi-2详细数据公布：依沃西单抗头对头PFS显著优于帕博利珠单抗",
      text: "康方生物在9月举行的2024年世界肺癌大会（WCLC）上公布了依沃西单抗（AK112）对比帕博利珠单抗单药一线治疗PD-L1阳性（TPS≥1%）局部晚期或转移性非小细胞肺癌的III期HARMONi-2研究结果。数据显示，依沃西单抗组中位无进展生存期（PFS）为11.14个月，帕博利珠单抗组为5.82个月，风险比（HR）为0.51。该研究已于今年5月在预设的期中分析中达到PFS主要终点。依沃西单抗是一款PD-1/VEGF双特异性抗体，其在美国、欧洲、日本等地区的权益此前已授权给Summit Therapeutics。公司表示，总生存期数据仍在随访中。",
      labels: { event: "readout", company: "Akeso", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "翰森制药B7-H3 ADC授权GSK，首付款1.85亿美元",
      text: "近日，翰森制药宣布与葛兰素史克（GSK）达成独家许可协议，GSK将获得B7-H3靶向抗体偶联药物HS-20093在中国大陆、香港、澳门和台湾以外地区的全球独家开发和商业化权利。根据协议，翰森制药将获得1.85亿美元首付款，以及最高15.25亿美元的里程碑付款，并有权收取销售提成。HS-20093目前正在国内开展针对小细胞肺癌、骨肉瘤等多种实体瘤的临床研究。这已是双方年内第二次合作，此前GSK已获得翰森B7-H4 ADC HS-20089的海外权益。B7-H3在多种实体瘤中高表达，是近年来ADC领域的热门靶点之一。",
      labels: { event: "licensing", company: "Hansoh Pharma", asset: "HS-20093", indication: "Small cell lung cancer", regulator: null, also: ["GSK"] },
    },
    {
      title: "阿斯利康拟以约12亿美元收购亘喜生物",
      text: "阿斯利康与亘喜生物科技集团12月26日宣布，双方已达成最终协议，阿斯利康将以每股普通股2.00美元（相当于每股ADS 10.00美元）的现金收购亘喜生物，另加每股0.30美元的不可交易或有价值权（CVR），交易总价值约12亿美元。通过此次收购，阿斯利康将获得亘喜生物基于FasTCAR平台开发的BCMA/CD19双靶点自体CAR-T疗法GC012F，该产品正被开发用于多发性骨髓瘤及系统性红斑狼疮等自身免疫性疾病。交易预计于2024年第一季度完成，尚需获得亘喜生物股东批准及相关监管审批。这是阿斯利康近年来在细胞治疗领域的又一笔收购。",
      labels: { event: "acquisition", company: "AstraZeneca", asset: "GC012F", indication: "Multiple myeloma", regulator: null, also: ["Gracell Biotechnologies"] },
    },
    {
      title: "禾睿药业1类新药HY-0815片获批，用于慢性自发性荨麻疹",
      text: "11月21日晚间，禾睿药业股份有限公司发布公告称，公司自主研发的1类创新药HY-0815片已获得国家药品监督管理局批准上市，适应症为经H1抗组胺药治疗后仍有症状的成人慢性自发性荨麻疹（CSU）。HY-0815是一款高选择性口服BTK抑制剂，其注册性III期研究共入组486例患者，第12周荨麻疹活动评分（UAS7）较基线的改善显著优于安慰剂。目前国内用于该适应症的生物制剂主要为奥马珠单抗。禾睿药业预计该产品将于明年上半年实现商业化，并积极争取纳入国家医保目录。分析人士认为，口服给药有望提升患者依从性。",
      labels: { event: "approval", company: "Herui Pharma", companyOriginal: "禾睿药业", asset: "HY0815", indication: "Chronic spontaneous urticaria", regulator: "NMPA" },
    },
    {
      title: "启衡医药Claudin18.2 ADC向国家药监局递交上市申请",
      text: "启衡医药股份有限公司今日宣布，已向国家药品监督管理局正式递交其Claudin18.2抗体偶联药物注射用QH217（研发代号QH-217）的新药上市申请（NDA），拟用于既往接受过至少二线治疗的Claudin18.2阳性晚期胃或胃食管结合部腺癌患者。该申请基于一项在国内38家中心开展的单臂关键II期研究，研究中客观缓解率（ORR）为41.2%。公司预计将在未来数周内收到受理通知。全球范围内，安斯泰来的Claudin18.2单抗佐妥昔单抗已获批用于一线联合化疗，而后线治疗仍缺乏靶向选择。启衡医药同时在开展该产品一线治疗的III期研究。",
      labels: { event: "submission", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH217", indication: "Gastric cancer", regulator: "NMPA" },
    },
    {
      title: "澜沧生物GLP-1/GIP双激动剂LS-1106上市申请获CDE受理",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，澜沧生物有限公司申报的LS-1106注射液上市许可申请已获受理，拟用于成人2型糖尿病患者的血糖控制。LS-1106是一款每周给药一次的GLP-1/GIP双受体激动剂，在两项III期研究中，与度拉糖肽相比显著降低了患者的糖化血红蛋白（HbA1c）水平，并带来更明显的体重下降。礼来的替尔泊肽已于2024年在国内获批。澜沧生物同时表示，LS-1106用于肥胖症的III期研究正在进行中，预计明年读出数据。业内预计，国内GLP-1类药物市场竞争将进一步加剧。",
      labels: { event: "filing-acceptance", company: "Lancang Bio", companyOriginal: "澜沧生物", asset: "LS1106", indication: "Type 2 diabetes", regulator: "CDE" },
    },
    {
      title: "泓昇生物抗TSLP单抗BLA获FDA受理，PDUFA日期定于2027年9月",
      text: "泓昇生物今日宣布，美国FDA已受理其全人源抗TSLP单克隆抗体HSN-302的生物制品许可申请（BLA），用于12岁及以上重度哮喘患者的附加维持治疗。FDA设定的处方药用户付费法案（PDUFA）目标日期为2027年9月。该BLA基于两项全球多中心III期研究，HSN-302每8周皮下注射一次，可显著降低年化哮喘急性加重率。同靶点药物中，安进与阿斯利康的特泽利尤单抗（Tezspire）已于2021年在美国获批。泓昇生物表示，海外商业化合作伙伴仍在洽谈中。此外，该产品用于慢性鼻窦炎伴鼻息肉的II期研究也在进行中。",
      labels: { event: "filing-acceptance", company: "Hongsheng Bio", companyOriginal: "泓昇生物", asset: "HSN302", indication: "Asthma", regulator: "FDA" },
    },
    {
      title: "熠源生物KRAS G12D抑制剂纳入突破性治疗品种",
      text: "CDE官网显示，熠源生物自主研发的KRAS G12D抑制剂YY-1523胶囊已被正式纳入突破性治疗品种，拟定适应症为既往接受过至少一线系统治疗的KRAS G12D突变局部晚期或转移性胰腺导管腺癌。在一项I/II期研究中，YY-1523单药在经治胰腺癌患者中显示出初步疗效，疾病控制率超过80%。目前全球尚无获批的KRAS G12D抑制剂，国内外多家企业的同类产品仍处于早期临床阶段。熠源生物表示，计划于明年启动注册性III期研究。胰腺癌5年生存率不足10%，是预后最差的恶性肿瘤之一。突破性治疗认定可使该药在后续审评中享受优先审评等政策。",
      labels: { event: "designation", company: "Yiyuan Bio", companyOriginal: "熠源生物", asset: "YY1523", indication: "Pancreatic cancer", regulator: "CDE" },
    },
    {
      title: "苏沐生物溶瘤病毒SMB-0917获FDA孤儿药资格认定",
      text: "苏沐生物技术（杭州）有限公司宣布，美国FDA已授予其溶瘤单纯疱疹病毒产品SMB-0917孤儿药资格认定（ODD），用于治疗胶质母细胞瘤。SMB-0917经基因改造后可在肿瘤细胞内选择性复制，并表达IL-12以激活局部抗肿瘤免疫。获得孤儿药资格后，公司可在美国享受临床试验费用税收抵免、免除上市申请费以及获批后7年市场独占期等政策支持。苏沐生物介绍，该产品目前正在国内开展一项针对复发胶质母细胞瘤的I期剂量递增研究。胶质母细胞瘤恶性程度高，患者中位生存期通常仅约15个月。此外，公司正与海外机构洽谈在美国开展临床研究。",
      labels: { event: "designation", company: "Sumu Bio", companyOriginal: "苏沐生物", asset: "SMB0917", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "铂鸿生物鼻咽癌PD-L1单抗收到FDA完整回复函",
      text: "铂鸿生物11月24日晚间公告，公司收到美国FDA就其抗PD-L1单抗BH-2906联合吉西他滨和顺铂一线治疗复发或转移性鼻咽癌的生物制品许可申请（BLA）发出的完整回复函（CRL）。根据公告，CRL主要涉及生产场地检查中发现的问题，FDA未对临床数据提出异议，也未要求开展新的临床试验。公司称将尽快与FDA召开A类会议，计划最快于明年上半年重新提交申请。受此影响，铂鸿生物港股次日早盘一度下跌逾15%。公司强调，该产品已于去年在国内获批上市，此次CRL不影响其国内销售，在手现金也足以支持未来两年的运营。",
      labels: { event: "complete-response-letter", company: "Bohong Bio", companyOriginal: "铂鸿生物", asset: "BH2906", indication: "Nasopharyngeal carcinoma", regulator: "FDA" },
    },
    {
      title: "嘉屹医药JY-4410片获临床试验默示许可，拟开发用于特发性肺纤维化",
      text: "国家药监局药品审评中心（CDE）最新公示显示，嘉屹医药有限公司申报的1类新药JY-4410片的临床试验申请已获默示许可，拟用于治疗特发性肺纤维化（IPF）。JY-4410是一款口服小分子LPA1受体拮抗剂，临床前研究显示其可显著减轻肺部纤维化程度。IPF患者目前主要使用吡非尼酮和尼达尼布治疗，但两者均只能延缓而无法逆转疾病进展。嘉屹医药计划于明年初在国内启动I期临床研究，评估该药在健康受试者中的安全性和药代动力学特征。IPF多见于中老年人，确诊后中位生存期仅为3至5年。嘉屹医药此前已有两款产品进入临床阶段。",
      labels: { event: "trial-start", company: "Jiayi Pharma", companyOriginal: "嘉屹医药", asset: "JY4410", indication: "Idiopathic pulmonary fibrosis", regulator: "CDE" },
    },
    {
      title: "睿泊药业口服IL-23R拮抗肽III期临床完成首例患者给药",
      text: "睿泊药业（上海）股份有限公司宣布，其口服IL-23受体拮抗肽RB-1208治疗中重度斑块状银屑病的III期临床研究（RIVER-1）已于近日完成首例受试者入组并给药。该研究为一项多中心、随机、双盲、安慰剂对照试验，计划入组约720名患者，主要终点为第16周达到PASI 90及sPGA 0/1的患者比例。在此前的II期研究中，RB-1208显示出与注射用生物制剂相近的疗效。全球范围内，强生的口服IL-23R拮抗肽icotrokinra（JNJ-2113）也处于后期开发阶段。公司预计将于2028年提交上市申请。",
      labels: { event: "trial-start", company: "Ruibo Pharma", companyOriginal: "睿泊药业", asset: "RB1208", indication: "Psoriasis", regulator: null },
    },
    {
      title: "衡川生物APRIL单抗IgA肾病IIb期研究达到主要终点",
      text: "衡川生物今日公布其抗APRIL单克隆抗体HCB-118治疗原发性IgA肾病的IIb期临床研究顶线结果。研究共入组156例经最大耐受剂量RAS抑制剂治疗后仍存在蛋白尿的患者，结果显示，HCB-118高剂量组第36周24小时尿蛋白肌酐比（UPCR）较基线降低58.3%，安慰剂组为9.7%，达到预设的主要终点。安全性方面，未观察到新的安全信号。目前IgA肾病的治疗仍以RAS抑制剂和糖皮质激素为主。衡川生物计划于明年一季度与CDE就III期设计进行沟通。本次研究由国内32家中心共同参与，详细数据将在明年的国际肾脏病学术会议上公布。",
      labels: { event: "readout", company: "Hengchuan Bio", companyOriginal: "衡川生物", asset: "HCB118", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "云岫医药YX-7726肝癌III期研究未达OS主要终点，股价跌停",
      text: "云岫医药11月26日发布公告，其自主研发的多靶点酪氨酸激酶抑制剂YX-7726联合PD-1单抗二线治疗晚期肝细胞癌的III期研究（YX-HCC301）未达到总生存期（OS）主要终点。数据显示，联合治疗组中位OS为13.1个月，对照组（研究者选择的瑞戈非尼或阿帕替尼）为12.4个月，HR为0.93。次要终点无进展生存期虽有所改善，但公司表示不会基于该研究提交上市申请。受消息影响，云岫医药股价当日跌停。公司称将继续推进YX-7726在甲状腺癌中的开发。该产品此前已累计投入研发费用逾10亿元，公司已暂停相关扩产计划。",
      labels: { event: "readout", company: "Yunxiu Pharma", companyOriginal: "云岫医药", asset: "YX7726", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "蔚澜生物TL1A单抗海外权益授权美国Corvana，首付款8000万美元",
      text: "蔚澜生物科技股份有限公司宣布，已与美国Corvana Therapeutics, Inc.签署独家许可协议，将其抗TL1A单克隆抗体WL-0609在大中华区以外的全球开发、生产和商业化权利授予Corvana。根据协议，蔚澜生物将获得8000万美元首付款及近期里程碑付款，潜在开发、注册和销售里程碑付款总额最高可达11.5亿美元，另可获得分级销售提成。WL-0609目前正在国内开展治疗中重度溃疡性结肠炎的II期研究。近年来，默沙东、罗氏等跨国药企均已通过收购布局TL1A靶点。交易尚需通过相关反垄断审查。",
      labels: { event: "licensing", company: "Weilan Bio", companyOriginal: "蔚澜生物", asset: "WL0609", indication: "Ulcerative colitis", regulator: null, also: ["Corvana Therapeutics"] },
    },
    {
      title: "朗岳药业与Nordhaven达成GPRC5D双抗全球共同开发合作",
      text: "朗岳药业集团股份有限公司与丹麦生物技术公司Nordhaven Biotherapeutics ApS宣布达成战略合作，双方将共同推进GPRC5D/CD3双特异性抗体NH-551在复发或难治性多发性骨髓瘤中的临床开发。根据协议，双方按50:50比例分担全球开发费用并共享收益，朗岳药业负责大中华区的临床开发及商业化，Nordhaven负责其他地区。NH-551目前正在欧洲开展I期研究，初步数据有望在明年的美国血液学会（ASH）年会上公布。强生的同靶点双抗talquetamab已在美欧获批。多发性骨髓瘤目前仍难以治愈，多数患者最终会复发。",
      labels: { event: "partnership", company: "Langyue Pharma", companyOriginal: "朗岳药业", asset: "NH551", indication: "Multiple myeloma", regulator: null, also: ["Nordhaven Biotherapeutics"] },
    },
    {
      title: "岚芯生物完成6.5亿元B轮融资，加速体内CAR-T临床开发",
      text: "体内CAR-T疗法开发商岚芯生物科技（上海）有限公司今日宣布完成6.5亿元人民币B轮融资，本轮由多家产业资本和市场化基金联合领投，老股东继续超额跟投。所得资金将主要用于核心产品LN-3102的I/II期临床开发以及GMP生产基地建设。LN-3102是一款通过靶向脂质纳米颗粒（tLNP）递送的CD19体内CAR-T疗法，已于今年8月在系统性红斑狼疮患者中完成首例给药。岚芯生物创始人表示，体内CAR-T有望省去自体CAR-T复杂的制备流程，大幅降低治疗成本。此前，公司已累计完成三轮融资。公司现有员工约120人。",
      labels: { event: "financing", company: "Lanxin Bio", companyOriginal: "岚芯生物", asset: "LN3102", indication: "Systemic lupus erythematosus", regulator: null },
    },
  ],
  ja: [
    {
      title: "エーザイ、アルツハイマー病治療薬「レケンビ」の国内承認を取得",
      text: "エーザイ株式会社は9月25日、抗アミロイドβ（Aβ）プロトフィブリル抗体「レケンビ点滴静注」（一般名：レカネマブ）について、厚生労働省から「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」を効能・効果とする製造販売承認を取得したと発表した。承認は、約1800人を対象とした第3相臨床試験Clarity ADの結果に基づく。同剤はバイオジェンと共同で開発・商業化しており、米国では7月にFDAの正式承認を取得している。薬価収載後、速やかに発売する予定としている。投与の対象となるかどうかは、PETまたは脳脊髄液検査でアミロイド病理を確認したうえで判断される。",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA" },
    },
    {
      title: "塩野義のコロナ飲み薬「ゾコーバ」、緊急承認制度で初の承認",
      text: "塩野義製薬は11月22日、新型コロナウイルス感染症（COVID-19）の経口治療薬「ゾコーバ錠125mg」（一般名：エンシトレルビル フマル酸）について、厚生労働省から緊急承認を取得したと発表した。5月に創設された緊急承認制度が適用されるのは初めて。同剤は3CLプロテアーゼ阻害薬で、7月の審議会では有効性の推定が難しいとして継続審議となっていたが、第2/3相試験の第3相パートで5症状が消失するまでの時間を有意に短縮したデータが追加で提出され、承認に至った。同社は海外での開発も進める方針だ。政府による買い上げ分から供給が始まる。",
      labels: { event: "approval", company: "Shionogi", asset: "ensitrelvir", indication: "COVID-19", regulator: "PMDA" },
    },
    {
      title: "ドナネマブが国内承認　早期アルツハイマー病で2剤目の抗Aβ抗体",
      text: "日本イーライリリー株式会社は9月24日、抗アミロイドβ抗体「ケサンラ点滴静注液350mg」（一般名：ドナネマブ）について、厚生労働省より「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」を効能・効果とする製造販売承認を取得したと発表した。承認は第3相試験TRAILBLAZER-ALZ 2の結果などに基づく。脳内のアミロイドプラークが除去された時点で投与を終了できる点が特徴とされる。国内では2023年にエーザイの「レケンビ」が承認されており、同じ作用機序の抗体としては2剤目となる。同剤は米国では7月にFDAの承認を取得している。",
      labels: { event: "approval", company: "Eli Lilly", asset: "donanemab", indication: "Alzheimer's disease", regulator: "PMDA" },
    },
    {
      title: "第一三共、米メルクとDXd-ADC 3品目で戦略提携　総額最大220億ドル",
      text: "第一三共株式会社は10月20日、米メルクとの間で、同社のDXd抗体薬物複合体（ADC）3品目について全世界（日本を除く）での共同開発・共同商業化に関する契約を締結したと発表した。対象はパトリツマブ デルクステカン（HER3-DXd）、イフィナタマブ デルクステカン（I-DXd）、ラルドタツグ デルクステカン（R-DXd）の3剤。第一三共は契約時一時金40億ドルを受け取るほか、24カ月以内に継続オプション料として最大15億ドル、売上高に応じたマイルストンとして最大165億ドルを受け取る可能性があり、総額は最大220億ドルに上る。日本では第一三共が単独で権利を保持する。",
      labels: { event: "partnership", company: "Daiichi Sankyo", asset: "patritumab deruxtecan", indication: null, regulator: null, also: ["Merck & Co.", "ifinatamab deruxtecan", "raludotatug deruxtecan"] },
    },
    {
      title: "アステラス製薬、米アイベリック・バイオを約59億ドルで買収",
      text: "アステラス製薬株式会社は5月1日、眼科領域のバイオ医薬品企業である米IVERIC bio, Inc.を買収することで合意したと発表した。1株当たり40ドルを現金で支払い、買収総額は約59億ドル（約8000億円）となる。アイベリックは加齢黄斑変性に伴う地図状萎縮（GA）の治療薬avacincaptad pegol（ACP）を開発しており、同剤は米食品医薬品局（FDA）に承認申請中で、8月に審査終了目標日を迎える。アステラスは、主力の前立腺がん治療薬「イクスタンジ」の特許切れを見据え、新たな成長の柱の確保を急いでいる。",
      labels: { event: "acquisition", company: "Astellas", asset: "avacincaptad pegol", indication: "Geographic atrophy", regulator: null, also: ["IVERIC bio"] },
    },
    {
      title: "白峰製薬、糖尿病性足潰瘍向け細胞シートで条件付き承認を取得",
      text: "白峰製薬株式会社は25日、他家脂肪由来間葉系幹細胞シート「SRM-5521」について、厚生労働省から既存治療で改善しない糖尿病性足潰瘍を対象とする再生医療等製品として、条件及び期限付き承認を取得したと発表した。承認は国内第2相試験で、12週時点の潰瘍完全閉鎖率が標準治療群を上回った結果に基づく。承認期限は7年で、期間内に有効性を改めて検証する必要がある。同社は保険償還価格の決定を経て、2027年春の発売を目指す。糖尿病性足潰瘍は下肢切断の主な原因とされる。同社にとって初の再生医療等製品となり、全国の主要病院で販売を開始する予定。",
      labels: { event: "approval", company: "Shiramine Pharma", companyOriginal: "白峰製薬", asset: "SRM5521", indication: "Diabetic foot ulcer", regulator: "PMDA" },
    },
    {
      title: "浅葱製薬、子宮内膜症治療薬ASG-2207を国内で承認申請",
      text: "浅葱製薬は27日、子宮内膜症に伴う疼痛を対象に開発中の経口プロゲステロン受容体モジュレーター「ASG-2207」について、厚生労働省に製造販売承認申請を行ったと発表した。国内第3相試験では、投与24週時点の骨盤痛スコアがプラセボに比べて有意に改善した。既存のホルモン療法では骨密度の低下や不正出血が課題とされており、同社は新たな治療選択肢として位置付ける。承認取得は2027年度後半を見込む。海外での開発については提携先を通じた展開を検討しているという。同社は女性医療領域を重点領域の一つに掲げている。",
      labels: { event: "submission", company: "Asagi Pharma", companyOriginal: "浅葱製薬", asset: "ASG2207", indication: "Endometriosis", regulator: "PMDA" },
    },
    {
      title: "湊川製薬のALS治療薬、米FDAが新薬承認申請を受理",
      text: "湊川製薬株式会社は26日、筋萎縮性側索硬化症（ALS）治療薬として開発中の「MNT-0410」について、米国子会社を通じて提出した新薬承認申請（NDA）が米食品医薬品局（FDA）に受理されたと発表した。審査終了目標日（PDUFA日）は2027年9月30日に設定された。申請は、日米で実施した第3相試験で48週時点のALSFRS-R合計スコアの低下をプラセボ比で約30%抑制したデータに基づく。米国では田辺三菱製薬の「ラジカヴァ」やバイオジェンの「クアルソディ」がALS治療薬として承認されている。同社は米国での自社販売体制の構築を進める。",
      labels: { event: "filing-acceptance", company: "Minatogawa Pharma", companyOriginal: "湊川製薬", asset: "MNT0410", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "藤乃ファーマ、ファブリー病治療薬の欧州承認申請がEMAに受理",
      text: "藤乃ファーマ株式会社は、ファブリー病治療薬として開発中の経口グルコシルセラミド合成酵素阻害薬「FJN-775」について、欧州医薬品庁（EMA）が販売承認申請（MAA）を受理し、審査を開始したと発表した。申請は、酵素補充療法（ERT）からの切り替え患者を対象とした国際共同第3相試験の結果に基づく。同試験では、腎機能の指標であるeGFRの年間変化率がERT継続群と同程度であることが示された。同剤は欧州で希少疾病用医薬品の指定を受けている。承認の可否は2027年後半に判断される見通し。ファブリー病はX連鎖性の遺伝性疾患で、腎臓や心臓などに障害を引き起こす。",
      labels: { event: "filing-acceptance", company: "Fujino Pharma", companyOriginal: "藤乃ファーマ", asset: "FJN775", indication: "Fabry disease", regulator: "EMA" },
    },
    {
      title: "碧海バイオの網膜色素変性症遺伝子治療、先駆的再生医療等製品に指定",
      text: "碧海バイオ株式会社は24日、網膜色素変性症を対象に開発中の遺伝子治療製品「HKB-12」が、厚生労働省から先駆的再生医療等製品に指定されたと発表した。HKB-12はアデノ随伴ウイルス（AAV）ベクターを用いて光感受性たんぱく質を網膜の神経節細胞に発現させる製品で、原因遺伝子の種類にかかわらず視機能の回復が期待される。国内で実施中の第1/2相試験では、重度の視力障害がある患者で光覚の改善が確認されている。指定により優先相談や審査期間の短縮が受けられる。同社は2028年の承認申請を目指す。国内の患者数は約3万人と推計されている。",
      labels: { event: "designation", company: "Hekikai Bio", companyOriginal: "碧海バイオ", asset: "HKB12", indication: "Retinitis pigmentosa", regulator: "PMDA" },
    },
    {
      title: "朝凪製薬のPTCL治療薬候補、米FDAがブレークスルー・セラピーに指定",
      text: "朝凪製薬株式会社は、再発・難治性の末梢性T細胞リンパ腫（PTCL）を対象に開発中の二重特異性抗体「ASN-3390」について、米FDAからブレークスルー・セラピー（画期的治療薬）の指定を受けたと発表した。日米で実施中の第2相試験で得られた奏効率（ORR）などの中間データが評価された。PTCLは予後不良の血液がんで、国内では第一三共のEZH1/2阻害薬「エザルミア」（バレメトスタット）なども使われている。同社は2026年度中の米国での承認申請を目指すとしている。同剤は国内でも承認申請の準備を進めている。",
      labels: { event: "designation", company: "Asanagi Pharma", companyOriginal: "朝凪製薬", asset: "ASN3390", indication: "Peripheral T-cell lymphoma", regulator: "FDA" },
    },
    {
      title: "千草ファーマ、点鼻片頭痛薬で米FDAから審査完了報告通知",
      text: "千草ファーマ株式会社は27日、片頭痛の急性期治療薬として米国で承認申請していた点鼻用CGRP受容体拮抗薬「CHG-0825」について、FDAから審査完了報告通知（CRL）を受領したと発表した。CRLでは有効性や安全性に関する指摘はなく、投与デバイスの製造工程に関する追加データの提出を求められたという。同社は来年初めにFDAと面談し、2027年前半の再申請を目指す。米国の点鼻CGRP拮抗薬では、ファイザーの「Zavzpret」（ザベゲパント）が2023年に承認されている。今期の業績予想は据え置いた。",
      labels: { event: "complete-response-letter", company: "Chigusa Pharma", companyOriginal: "千草ファーマ", asset: "CHG0825", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "東雲製薬、経口GLP-1作動薬の第1相試験で初回投与",
      text: "東雲製薬株式会社は、自社創製の経口低分子GLP-1受容体作動薬「SNM-1401」について、米国で実施する第1相臨床試験で最初の被験者への投与を開始したと発表した。試験は健康成人および肥満症患者約90人を対象に、単回・反復投与時の安全性、忍容性、薬物動態を評価する。同剤は8月に米国での治験許可申請（IND）が承認されていた。経口GLP-1薬を巡っては米イーライリリーのオルフォルグリプロンなどが先行しており、同社は1日1回・食事制限なしで服用できる点を差別化要素に挙げる。結果は2027年後半に得られる見通し。",
      labels: { event: "trial-start", company: "Shinonome Pharma", companyOriginal: "東雲製薬", asset: "SNM1401", indication: "Obesity", regulator: null },
    },
    {
      title: "翠嶺製薬、掌蹠膿疱症の外用薬で国内第3相試験を開始",
      text: "翠嶺製薬株式会社は、掌蹠膿疱症を対象とした外用PDE4阻害薬「SRN-227」の国内第3相臨床試験を開始し、1例目の患者登録が完了したと発表した。試験は中等症から重症の患者約300人を対象とした多施設共同無作為化二重盲検比較試験で、16週時点の掌蹠膿疱症面積・重症度指数（PPPASI）の改善率を主要評価項目とする。掌蹠膿疱症では生物学的製剤の選択肢が増えている一方、外用薬はステロイドや活性型ビタミンD3製剤が中心だ。同社は2028年度の承認申請を計画している。患者の手足に膿疱が繰り返し生じる疾患で、日本人に多いとされる。",
      labels: { event: "trial-start", company: "Suirei Pharma", companyOriginal: "翠嶺製薬", asset: "SRN227", indication: "Palmoplantar pustulosis", regulator: null },
    },
    {
      title: "若竹製薬の高尿酸血症治療薬、国内P3でフェブキソスタットに優越",
      text: "若竹製薬株式会社は20日、高尿酸血症を対象に開発中の選択的尿酸再吸収阻害薬「WKT-530」の国内第3相試験で主要評価項目を達成したと発表した。投与14週時点で血清尿酸値6.0mg/dL以下を達成した患者の割合は、WKT-530群が82.4%で、対照のフェブキソスタット群（71.0%）に対する非劣性に加え、優越性も示した。肝機能障害などの有害事象の発現率は両群で同程度だった。詳細は来年の学会で発表する予定で、同社は2027年中の承認申請を目指す。尿酸排泄低下型の患者が多い日本では、同系統の薬剤へのニーズが高いとされる。",
      labels: { event: "readout", company: "Wakatake Pharma", companyOriginal: "若竹製薬", asset: "WKT530", indication: "Hyperuricemia", regulator: null },
    },
    {
      title: "杜若製薬、パーキンソン病薬候補の第2相試験で主要評価項目未達",
      text: "杜若製薬は25日、パーキンソン病を対象に欧米で実施した「KKT-105」の第2相臨床試験で、主要評価項目であるMDS-UPDRSパートIIとIIIの合計スコアのベースラインからの変化量について、プラセボとの間に統計学的な有意差が認められなかったと発表した。KKT-105はα-シヌクレインの凝集を抑える低分子化合物で、副次評価項目の一部では改善傾向がみられたという。同社は今後の開発方針を精査するとしている。発表を受け、同社株は一時ストップ安まで売られた。同剤はパーキンソン病の進行抑制を目指す疾患修飾薬として期待されていた。",
      labels: { event: "readout", company: "Kakitsubata Pharma", companyOriginal: "杜若製薬", asset: "KKT105", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "萌黄ファーマのDLL3標的ADC、小細胞肺がんで奏効率46%",
      text: "萌黄ファーマ株式会社は、DLL3を標的とする抗体薬物複合体（ADC）「MGP-61」の第1/2相試験の中間結果を米国の学会で発表した。既治療の進展型小細胞肺がん患者52人において、奏効率は46%、病勢コントロール率は85%だった。グレード3以上の治療関連有害事象は21%で、間質性肺疾患は1例にとどまった。DLL3を標的とする治療薬では、アムジェンの二重特異性T細胞誘導抗体「イムデトラ」（タルラタマブ）が米国で承認されている。同社は2027年の第3相試験開始を計画している。同社は日本と米国で優先審査の活用も視野に入れる。",
      labels: { event: "readout", company: "Moegi Pharma", companyOriginal: "萌黄ファーマ", asset: "MGP61", indication: "Small cell lung cancer", regulator: null },
    },
    {
      title: "鳴海バイオ、抗IL-17A/F VHH抗体の海外権利を米社に導出",
      text: "鳴海バイオ株式会社は28日、化膿性汗腺炎などを対象に開発中の抗IL-17A/F二重特異性VHH抗体「NRM-08」について、日本を除く全世界での開発・商業化に関する独占的ライセンス契約を米Halvorsen Therapeutics, Inc.と締結したと発表した。鳴海バイオは契約一時金として3500万ドルを受け取るほか、開発・販売の進捗に応じて最大7億8000万ドルのマイルストンと、売上高に応じた段階的ロイヤルティーを受け取る。NRM-08は現在、欧州で第1相試験を実施中。化膿性汗腺炎ではUCBの「ビンゼレックス」が欧米で承認されている。",
      labels: { event: "licensing", company: "Narumi Bio", companyOriginal: "鳴海バイオ", asset: "NRM08", indication: "Hidradenitis suppurativa", regulator: null, also: ["Halvorsen Therapeutics"] },
    },
    {
      title: "高嶺製薬、中国・青嵐生物からHER3標的ADCの国内権利を導入",
      text: "高嶺製薬株式会社は24日、中国のバイオ企業、青嵐生物（上海）から、抗HER3抗体薬物複合体「QNL-402」の日本における独占的な開発・販売権を取得するライセンス契約を締結したと発表した。高嶺製薬は契約一時金2000万ドルを支払うほか、開発・販売の進捗に応じて最大1億9000万ドルのマイルストンを支払う。QNL-402は中国で第2相試験が進行中で、EGFR-TKI治療後に進行した非小細胞肺がんで有望な奏効率が報告されている。高嶺製薬は2027年に国内での臨床試験開始を目指す。同社にとってがん領域での初の導入案件となる。",
      labels: { event: "licensing", company: "Takane Pharma", companyOriginal: "高嶺製薬", asset: "QNL402", indication: "Non-small cell lung cancer", regulator: null, also: ["Qinglan Bio"] },
    },
    {
      title: "夕凪セラピューティクス、シリーズBで42億円を調達",
      text: "創薬スタートアップの夕凪セラピューティクス株式会社（東京都港区）は、シリーズBラウンドで総額42億円の資金調達を実施したと発表した。既存株主に加え、国内の事業会社系ベンチャーキャピタルや海外の投資ファンドが引き受けた。調達資金は、ハンチントン病を対象としたアンチセンス核酸「YNG-201」の第1/2相試験や、米国拠点の開設に充てる。YNG-201は変異型ハンチンチンたんぱく質を選択的に減らすよう設計されており、来年前半に英国で最初の患者への投与を予定している。同社は2021年設立の大学発ベンチャー。",
      labels: { event: "financing", company: "Yunagi Therapeutics", companyOriginal: "夕凪セラピューティクス", asset: "YNG201", indication: "Huntington's disease", regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 '렉라자', 美 FDA 허가…국산 항암신약 최초",
      text: "유한양행은 비소세포폐암 치료제 '렉라자'(성분명 레이저티닙)가 존슨앤드존슨(J&J)의 이중항체 '리브리반트'(아미반타맙)와의 병용요법으로 미국 식품의약국(FDA)의 허가를 받았다고 20일 밝혔다. 적응증은 EGFR 엑손 19 결실 또는 엑손 21 L858R 치환 변이가 있는 국소 진행성 또는 전이성 비소세포폐암의 1차 치료다. 이번 승인은 오시머티닙 단독요법과 비교한 글로벌 3상 MARIPOSA 연구 결과를 토대로 했다. 국산 항암신약이 FDA 허가를 받은 것은 이번이 처음이다. 유한양행은 2018년 얀센에 레이저티닙을 기술이전한 바 있다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "셀트리온 '짐펜트라', 美 FDA서 신약으로 허가",
      text: "셀트리온의 인플릭시맙 피하주사(SC) 제형 '짐펜트라'가 미국 식품의약국(FDA)으로부터 현지시간 20일 신약 허가를 받았다. 짐펜트라는 중등도~중증 활동성 궤양성 대장염과 크론병 성인 환자에게 정맥주사(IV) 유도요법 이후 유지요법으로 사용된다. 셀트리온은 유럽에서 '램시마SC'라는 이름으로 판매 중인 이 제품을 미국에서는 바이오시밀러가 아닌 신약 경로로 허가받아 장기간 특허 보호를 받을 수 있을 것으로 기대하고 있다. 회사는 내년 초 미국 시장에 제품을 출시할 계획이다.",
      labels: { event: "approval", company: "Celltrion", asset: "infliximab", indication: "Ulcerative colitis", regulator: "FDA" },
    },
    {
      title: "대웅제약 '펙수클루', 국산 34호 신약으로 허가",
      text: "대웅제약은 위식도역류질환 치료 신약 '펙수클루정 40mg'(성분명 펙수프라잔)이 식품의약품안전처로부터 품목허가를 받았다고 30일 밝혔다. 펙수클루는 칼륨경쟁적 위산분비차단제(P-CAB) 계열로, 국산 신약으로는 34번째다. 이번에 허가받은 적응증은 미란성 위식도역류질환의 치료다. 국내 P-CAB 시장에는 HK이노엔의 '케이캡'(테고프라잔)이 먼저 출시돼 있다. 대웅제약은 내년 중 국내 출시를 목표로 하고 있으며, 중국·미국 등 해외 허가도 추진하고 있다.",
      labels: { event: "approval", company: "Daewoong Pharmaceutical", asset: "fexuprazan", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "HLB 간암 신약 美 허가 불발…FDA 보완요구서한 수령",
      text: "HLB는 미국 자회사 엘레바 테라퓨틱스가 신청한 표적항암제 리보세라닙과 중국 항서제약의 면역항암제 캄렐리주맙 병용요법에 대해 미국 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다고 17일 밝혔다. 해당 요법은 절제 불가능한 간세포암 1차 치료제로 허가를 신청했다. 회사 측에 따르면 FDA는 캄렐리주맙의 제조 관련 사항과 임상시험 현장 실사 문제를 지적했다. HLB는 FDA와 협의해 최대한 빨리 재신청하겠다는 입장이다. 발표 직후 HLB 주가는 하한가로 떨어졌다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["Jiangsu Hengrui Medicine", "camrelizumab"] },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 'LCB84' 기술이전…최대 17억 달러",
      text: "레고켐바이오사이언스는 존슨앤드존슨의 자회사 얀센 바이오텍과 TROP2 표적 항체-약물접합체(ADC) 'LCB84'의 글로벌 개발·상업화 권리에 대한 기술이전 계약을 체결했다고 밝혔다. 계약 규모는 최대 17억 달러(약 2조2000억원)로, 반환 의무가 없는 선급금 1억 달러가 포함됐다. 나머지는 개발·허가·상업화 단계에 따라 지급되는 마일스톤이며, 매출에 따른 로열티는 별도다. LCB84는 현재 미국에서 진행성 고형암 환자를 대상으로 임상 1/2상이 진행 중이다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", asset: "LCB84", indication: "Solid tumors", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "한미약품, NASH 치료 바이오신약 MSD에 기술수출…최대 8억7000만 달러",
      text: "한미약품은 글로벌 제약사 MSD와 비알코올성 지방간염(NASH) 치료 바이오신약 'HM12525A'(LAPS GLP/GCG 듀얼 아고니스트)에 대한 라이선스 계약을 체결했다고 4일 밝혔다. 한미약품은 계약금 1000만 달러를 받고, 개발·허가·상업화에 따른 단계별 마일스톤으로 최대 8억6000만 달러를 받는다. 로열티는 별도다. HM12525A는 GLP-1과 글루카곤 수용체에 동시에 작용하는 이중작용제로, 한미약품이 2015년 얀센에 기술수출했다가 2019년 권리를 돌려받은 후보물질이다. 앞으로 NASH 적응증 개발은 MSD가 전담한다.",
      labels: { event: "licensing", company: "Hanmi Pharmaceutical", asset: "efinopegdutide", indication: "MASH", regulator: null, also: ["Merck & Co."] },
    },
    {
      title: "가온제약 안구건조증 신약 'GN-301 점안액' 식약처 허가",
      text: "가온제약은 안구건조증 치료 신약 'GN-301 점안액'이 식품의약품안전처로부터 품목허가를 받았다고 25일 밝혔다. GN-301은 염증성 사이토카인 분비를 억제하는 저분자 화합물로, 국내 3상에서 12주 투여 시 각막 손상 점수(CFS)를 위약 대비 유의하게 개선했다. 현재 국내 안구건조증 치료제 시장은 히알루론산 점안액과 사이클로스포린 제제가 주도하고 있다. 가온제약은 내년 2분기 출시를 목표로 건강보험 약가 협상을 진행할 계획이며, 동남아시아 지역 기술수출도 타진하고 있다.",
      labels: { event: "approval", company: "Gaon Pharma", companyOriginal: "가온제약", asset: "GN301", indication: "Dry eye disease", regulator: "MFDS" },
    },
    {
      title: "새봄바이오, 혈우병A 이중항체 美 FDA에 품목허가 신청",
      text: "㈜새봄바이오는 혈우병 A 환자의 출혈 예방을 위한 이중특이항체 'SEB-710'의 생물의약품 품목허가신청서(BLA)를 미국 식품의약국(FDA)에 제출했다고 24일 공시했다. 이번 신청은 인히비터 유무와 관계없이 12세 이상 중증 혈우병 A 환자 168명을 대상으로 한 글로벌 3상 결과를 바탕으로 했다. SEB-710은 8주 1회 피하투여가 가능해 로슈의 '헴리브라'(에미시주맙)보다 투여 간격을 늘렸다는 게 회사 측 설명이다. FDA는 60일 이내에 심사 착수 여부를 결정한다. 회사는 2027년 하반기 미국 출시를 기대하고 있다.",
      labels: { event: "submission", company: "Saebom Bio", companyOriginal: "새봄바이오", asset: "SEB710", indication: "Hemophilia A", regulator: "FDA" },
    },
    {
      title: "다솜제약, 오렉신 길항 불면증 신약 식약처에 허가 신청",
      text: "다솜제약이 자체 개발한 불면증 치료 신약 후보물질 'DAS-0411'의 품목허가를 식품의약품안전처에 신청했다. 회사는 26일 공시를 통해 성인 불면증 환자 540명을 대상으로 한 국내 3상에서 입면 후 각성 시간(WASO)과 수면 잠복기(LPS)를 위약 대비 유의하게 개선했다고 설명했다. DAS-0411은 오렉신 수용체 길항제로, 기존 벤조디아제핀 계열 수면제에 비해 의존성과 다음 날 졸림 부작용이 적은 것이 특징이다. 허가를 받으면 국산 첫 오렉신 길항 불면증 치료제가 된다. 회사는 2028년 출시를 예상하고 있다.",
      labels: { event: "submission", company: "Dasom Pharma", companyOriginal: "다솜제약", asset: "DAS0411", indication: "Insomnia", regulator: "MFDS" },
    },
    {
      title: "하람바이오 AML 신약 'HRB-1107', 美 FDA 허가신청 접수",
      text: "하람바이오는 급성골수성백혈병(AML) 치료 후보물질 'HRB-1107'의 신약허가신청(NDA)이 미국 식품의약국(FDA)에 정식 접수됐다고 23일 밝혔다. FDA는 이번 신청을 표준심사 대상으로 분류했으며, 처방의약품 신청자 수수료법(PDUFA)에 따른 목표 심사일은 2027년 9월 말로 정해졌다. HRB-1107은 FLT3 변이를 표적하는 경구용 저분자 억제제로, 기존 약물에 내성을 보인 재발·불응성 환자를 대상으로 한 2상에서 완전관해율 29%를 기록했다. FLT3 억제제 시장에서는 아스텔라스의 '조스파타'(길테리티닙)가 표준치료로 자리 잡고 있다.",
      labels: { event: "filing-acceptance", company: "Haram Bio", companyOriginal: "하람바이오", asset: "HRB1107", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "미르바이오 보툴리눔 톡신, 中 NMPA 품목허가 신청 접수",
      text: "미르바이오는 자체 개발한 보툴리눔 톡신 제제 'MRB-100'의 중국 품목허가 신청이 중국 국가약품감독관리국(NMPA)에 정식 접수됐다고 27일 밝혔다. 신청 적응증은 중등도 이상 중증의 미간주름 개선이다. 이번 신청은 중국 현지 파트너사와 함께 중국 성인 500여 명을 대상으로 진행한 3상 결과를 토대로 했다. 중국 보툴리눔 톡신 시장은 엘러간과 란저우생물제품연구소 제품 등이 주도하고 있으며, 국내 업체 중에서는 휴젤이 2020년 처음으로 현지 허가를 받았다. 회사는 2027년 말 중국 출시를 목표로 하고 있다.",
      labels: { event: "filing-acceptance", company: "Mir Bio", companyOriginal: "미르바이오", asset: "MRB100", indication: "Glabellar lines", regulator: "NMPA" },
    },
    {
      title: "온빛제약 DMD 치료 후보물질, FDA 희귀의약품·희귀소아질환 지정",
      text: "온빛제약은 뒤셴 근이영양증(DMD) 치료제로 개발 중인 'ONB-2203'이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD) 및 희귀소아질환(RPD) 의약품으로 지정됐다고 24일 밝혔다. ONB-2203은 근섬유 손상에 따른 염증과 섬유화를 동시에 억제하는 경구용 저분자 화합물로, 엑손 결손 유형과 관계없이 투여할 수 있다. 희귀소아질환 의약품으로 허가를 받으면 다른 신약의 심사 기간을 앞당길 수 있는 우선심사권(PRV)을 받을 수 있다. 회사는 내년 상반기 미국에서 임상 1b/2a상에 진입할 계획이다.",
      labels: { event: "designation", company: "Onbit Pharma", companyOriginal: "온빛제약", asset: "ONB2203", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "세움바이오 담도암 표적항암제, 식약처 GIFT 지정",
      text: "식품의약품안전처는 세움바이오의 담도암 치료 후보물질 'SWM-906'을 '글로벌 혁신제품 신속심사 지원체계(GIFT)' 대상으로 지정했다고 25일 밝혔다. SWM-906은 FGFR2 융합 또는 재배열이 확인된 진행성 담도암 환자를 위한 경구용 표적항암제로, 기존 FGFR 억제제에 내성이 생긴 환자에서도 효과를 보인 것이 특징이다. GIFT로 지정되면 허가 심사 기간이 단축되고 사전 상담 등의 지원을 받는다. 세움바이오는 국내 2상 결과를 바탕으로 내년 상반기 조건부 허가를 신청할 계획이다. 해외에서는 인사이트의 페미가티닙 등이 같은 적응증으로 허가돼 있다.",
      labels: { event: "designation", company: "Seum Bio", companyOriginal: "세움바이오", asset: "SWM906", indication: "Biliary tract cancer", regulator: "MFDS" },
    },
    {
      title: "이룸바이오, TYK2 억제제 'IRM-0327' 임상 1상 승인",
      text: "주식회사 이룸바이오는 류마티스 관절염 치료제로 개발 중인 'IRM-0327'의 임상 1상 시험계획(IND)을 식품의약품안전처로부터 승인받았다고 26일 공시했다. 이번 임상은 서울 소재 대학병원에서 건강한 성인 72명을 대상으로 단회 및 반복 투여 시 안전성과 약동학을 평가한다. IRM-0327은 TYK2를 선택적으로 저해하는 경구용 알로스테릭 억제제로, 기존 JAK 억제제에서 제기된 심혈관계 부작용 위험을 낮출 수 있을 것으로 회사는 기대하고 있다. 같은 계열에서는 BMS의 '소틱투'(듀크라바시티닙)가 건선 치료제로 허가를 받았다.",
      labels: { event: "trial-start", company: "Irum Bio", companyOriginal: "이룸바이오", asset: "IRM0327", indication: "Rheumatoid arthritis", regulator: "MFDS" },
    },
    {
      title: "윤슬바이오, 두경부암 이중항체 글로벌 2상 첫 환자 투약",
      text: "윤슬바이오가 재발성·전이성 두경부 편평세포암 환자를 대상으로 하는 항암 후보물질 'YS-118'의 글로벌 임상 2상에서 첫 환자 투약을 마쳤다고 24일 밝혔다. 임상은 한국, 미국, 호주의 약 30개 기관에서 PD-1 억제제 치료 후 진행한 환자 90명을 대상으로 진행된다. YS-118은 EGFR과 면역관문을 동시에 겨냥하는 이중항체로, 앞선 1상에서 객관적 반응률(ORR) 32%를 보였다. 회사는 2027년 하반기 중간 결과를 확인한 뒤 글로벌 제약사와 기술이전 협상에 나설 계획이다.",
      labels: { event: "trial-start", company: "Yunseul Bio", companyOriginal: "윤슬바이오", asset: "YS118", indication: "Head and neck cancer", regulator: null },
    },
    {
      title: "아라바이오 아토피 항체 'AR-4471', 2b상서 1차 평가변수 충족",
      text: "아라바이오는 중등증~중증 아토피피부염 환자를 대상으로 한 'AR-4471'의 임상 2b상 톱라인 결과에서 1차 평가변수를 충족했다고 27일 공시했다. 16주 투여 후 습진 중증도 평가지수(EASI)가 75% 이상 개선된 환자 비율은 고용량군에서 58.1%로, 위약군(16.4%) 대비 통계적으로 유의하게 높았다. AR-4471은 OX40 리간드를 표적하는 항체로, 12주 1회 투여 가능성도 확인했다. 회사는 사노피의 암리텔리맙 등 경쟁 약물과의 차별화를 위해 내년 FDA와 글로벌 3상 설계를 논의할 예정이다.",
      labels: { event: "readout", company: "Ara Bio", companyOriginal: "아라바이오", asset: "AR4471", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "소담제약 당뇨병성 신경병증 통증 치료제, 3상서 유효성 입증 실패",
      text: "소담제약이 개발 중인 당뇨병성 신경병증성 통증 치료제 'SDP-770'이 국내 임상 3상에서 1차 평가변수를 충족하지 못했다. 회사는 25일 공시를 통해 12주 투여 후 평균 통증 점수(NRS) 변화량에서 위약군과 통계적으로 유의한 차이를 확인하지 못했다고 밝혔다. 다만 고용량군 일부 하위그룹에서는 개선 경향이 관찰됐다고 덧붙였다. SDP-770은 천연물 유래 신약으로, 프레가발린보다 어지럼증 등 부작용을 줄이는 것을 목표로 개발돼 왔다. 회사는 추가 분석 후 개발 지속 여부를 결정할 방침이며, 이날 주가는 20% 넘게 하락했다.",
      labels: { event: "readout", company: "Sodam Pharma", companyOriginal: "소담제약", asset: "SDP770", indication: "Diabetic peripheral neuropathic pain", regulator: null },
    },
    {
      title: "한결바이오-도담제약, 근감소증 치료제 공동 개발 파트너십",
      text: "한결바이오는 도담제약과 근감소증 치료 후보물질 'HGB-115'의 공동 개발 및 국내 상업화를 위한 전략적 파트너십 계약을 체결했다고 23일 밝혔다. 양사는 임상 2상부터 개발 비용을 절반씩 분담하고, 허가 이후 국내 판매 수익도 나누기로 했다. 한결바이오는 임상 개발과 생산을, 도담제약은 영업·마케팅을 맡는다. HGB-115는 마이오스타틴 신호를 억제하는 펩타이드 치료제로, 동물실험에서 근육량과 근력 증가 효과를 확인했다. 현재 근감소증은 국내외 모두 허가된 치료제가 없다.",
      labels: { event: "partnership", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HGB115", indication: "Sarcopenia", regulator: null, also: ["Dodam Pharma"] },
    },
    {
      title: "단비제약, ADC 전문기업 초롱바이오 인수…지분 51% 820억원에 확보",
      text: "단비제약이 항체-약물접합체(ADC) 전문기업 초롱바이오를 인수한다. 단비제약은 초롱바이오 지분 51%를 약 820억원에 취득하기로 하고 주식양수도 계약을 체결했다고 27일 공시했다. 초롱바이오는 자체 링커·페이로드 플랫폼과 HER3 표적 ADC 'CRB-201' 등 5개 파이프라인을 보유하고 있으며, CRB-201은 국내에서 유방암 환자 대상 임상 1상을 진행 중이다. 단비제약은 이번 인수로 제네릭 중심의 사업 구조를 항암 신약 중심으로 바꾼다는 구상이다. 거래는 내년 1월 마무리될 예정이다.",
      labels: { event: "acquisition", company: "Danbi Pharma", companyOriginal: "단비제약", asset: "CRB201", indication: "Breast cancer", regulator: null, also: ["Chorong Bio"] },
    },
    {
      title: "누리빛테라퓨틱스, 350억원 시리즈C 투자 유치",
      text: "유전자치료제 개발기업 누리빛테라퓨틱스가 350억원 규모의 시리즈C 투자를 유치했다고 26일 밝혔다. 이번 투자에는 기존 투자자와 함께 국내 벤처캐피털 5곳이 새로 참여했으며, 누적 투자금은 720억원으로 늘었다. 회사는 조달 자금을 AAV 기반 습성 황반변성 유전자치료제 'NRB-410'의 임상 1/2a상과 기업공개(IPO) 준비에 쓸 예정이다. NRB-410은 한 번의 망막하 투여로 항VEGF 단백질을 지속적으로 발현시켜 반복적인 안구 내 주사 부담을 줄이는 것을 목표로 한다. 회사는 내년 하반기 코스닥 기술특례상장을 추진한다.",
      labels: { event: "financing", company: "Nuribit Therapeutics", companyOriginal: "누리빛테라퓨틱스", asset: "NRB410", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
  ],
};
