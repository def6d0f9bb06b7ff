import type { BriefArticle } from "./briefs";

/**
 * Fourth held-out set for the English brief benchmark (Chinese, Japanese and Korean part): 20
 * short trade-press articles per language, written and labelled by hand by a helper session in
 * November 2026 without the engine's code or any other set open, to be measured once and not
 * tuned against. Each language covers all eleven event types, with two or more approvals,
 * readouts and deals, and one article with no event.
 *
 * About half the articles report real events, true to the best of the author's knowledge (dates
 * and amounts as reported at the time; where unsure, the article leaves the detail out):
 * - zh: Hengrui trastuzumab rezetecan NMPA approval (2025), Dizal sunvozertinib FDA accelerated
 *   approval (2025), HUTCHMED surufatinib CRL (2022), Innovent IBI363 at ASCO 2025, Hengrui–GSK
 *   HRS-9821 licence (2025), Innovent–Roche IBI3009 licence (2025), Harbour BioMed–AstraZeneca
 *   collaboration (2025), Genmab–ProfoundBio acquisition (2024), Insilico Medicine series E (2025).
 * - ja: Daiichi Sankyo Ezharmia approval in Japan (2022), Astellas Veozah FDA approval (2023),
 *   Sumitomo Pharma iPS-cell Parkinson's filing in Japan (2025), FDA acceptance of Otsuka's
 *   sibeprenlimab BLA (2025), Takeda TAK-721 CRL (2021), DESTINY-Breast04 at ASCO 2022, EV-302 at
 *   ESMO 2023, Ono–Ionis sapablursen licence (2025), Kyowa Kirin–Amgen KHK4083 collaboration
 *   (2021), Shionogi's acquisition of JT's pharma business and Torii (2025).
 * - ko: GC Biopharma Alyglo FDA approval (2023), Daewoong Fexuclue MFDS approval (2021), SK
 *   Biopharm Xcopri FDA approval (2019), poziotinib CRL (2022, Hanmi's licensee Spectrum), Chong
 *   Kun Dang–Novartis CKD-510 licence (2023), Alteogen–Daiichi Sankyo ALT-B4 licence (2024), LG
 *   Chem–AVEO acquisition (2022), Celltrion's purchase of Lilly's New Jersey plant (2025).
 * The other companies (澜湃生物, 启衡医药, ミナトバイオ, コハク製薬, 새봄테라퓨틱스, 솔빛바이오…)
 * and their medicines (LP-217, 凯西诺雷/HJ-1106, リノベグロン/KP-411, 트라시티닙/SLB-220…) are
 * invented, as are the partners they deal with, so that name shapes are tested on names no list
 * knows; invented events never involve a real company as a party.
 *
 * Same labelling rules as bench/gold/briefs.ts. For an invented medicine given both as an invented
 * INN in the local script and as a research code, `asset` is the normalized code.
 */
export const GOLD4_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "恒瑞医药首款ADC获批上市 瑞康曲妥珠单抗用于HER2突变非小细胞肺癌",
      text: "2025年5月，国家药品监督管理局官网显示，江苏恒瑞医药股份有限公司申报的注射用瑞康曲妥珠单抗（研发代号：SHR-A1811）获批上市，用于治疗既往接受过至少一种系统治疗、存在HER2（ERBB2）激活突变的不可切除局部晚期或转移性非小细胞肺癌成人患者。这是恒瑞医药自主研发的抗体偶联药物（ADC）中首个获批上市的产品。在国内HER2 ADC领域，阿斯利康与第一三共合作的德曲妥珠单抗（优赫得）已获批乳腺癌、胃癌等多个适应症，荣昌生物的维迪西妥单抗也已上市。恒瑞方面表示，瑞康曲妥珠单抗另有多项III期研究正在推进。",
      labels: { event: "approval", company: "Jiangsu Hengrui Medicine", companyOriginal: "恒瑞医药", asset: "trastuzumab rezetecan", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "迪哲医药舒沃替尼获美国FDA加速批准",
      text: "迪哲（江苏）医药股份有限公司（下称“迪哲医药”）2025年7月初宣布，美国FDA已通过加速审批程序批准其自主研发的EGFR抑制剂舒沃替尼片（研发代号DZD9008，美国商品名ZEGFROVY）上市，用于治疗经检测确认携带EGFR 20号外显子插入突变、且在含铂化疗期间或之后出现疾病进展的局部晚期或转移性非小细胞肺癌成人患者。此次批准基于关键性研究WU-KONG1B的数据。舒沃替尼已于2023年8月在国内获附条件批准上市，商品名舒沃哲。在美国，强生的埃万妥单抗（Rybrevant）此前已获批用于同一人群。",
      labels: { event: "approval", company: "Dizal Pharmaceutical", companyOriginal: "迪哲医药", asset: "sunvozertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "禾嘉制药1类新药凯西诺雷片获批上市 用于痛风患者高尿酸血症",
      text: "11月12日晚间，禾嘉制药发布公告称，公司自主研发的1类创新药凯西诺雷片（研发代号：HJ-1106）已收到国家药品监督管理局核准签发的《药品注册证书》，用于伴或不伴痛风石的成人痛风患者高尿酸血症的长期治疗。凯西诺雷是一种选择性尿酸盐转运蛋白1（URAT1）抑制剂。此次获批主要基于一项纳入612例患者的III期研究，第24周血尿酸达标率为64.3%，显著高于非布司他对照组的42.1%。目前国内降尿酸治疗仍以别嘌醇、非布司他为主。受此消息影响，禾嘉制药13日早盘涨停，报23.65元/股。",
      labels: { event: "approval", company: "Hejia Pharmaceutical", companyOriginal: "禾嘉制药", asset: "HJ1106", indication: "Gout", regulator: "NMPA" },
    },
    {
      title: "澜湃生物IL-4Rα单抗澜达利单抗递交上市申请",
      text: "11月5日，澜湃生物宣布已向国家药品监督管理局（NMPA）递交澜达利单抗注射液（LP-217）的新药上市申请，拟用于治疗外用药物控制不佳的中重度成人特应性皮炎。LP-217是一款靶向IL-4Rα的全人源单克隆抗体。此次申报基于在国内68家中心开展、入组523例患者的III期研究LANDMARK-AD：治疗第16周，LP-217组EASI-75应答率为67.9%，安慰剂组为24.6%。国内已上市的同靶点药物包括赛诺菲的度普利尤单抗（达必妥）。澜湃生物首席执行官周晓岚表示：“我们期待尽快为患者提供每4周给药一次的新选择。”公司预计该申请将于近期获得受理。",
      labels: { event: "submission", company: "Lanpai Bio", companyOriginal: "澜湃生物", asset: "LP217", indication: "Atopic dermatitis", regulator: "NMPA" },
    },
    {
      title: "启衡医药口服GLP-1小分子QH-302上市申请获CDE受理",
      text: "据国家药监局药品审评中心（CDE）官网11月20日公示，启衡医药的1类新药QH-302片上市申请已获受理，推测用于成人2型糖尿病的血糖控制。QH-302是一款口服小分子GLP-1受体激动剂，与诺和诺德的口服司美格鲁肽不同，无需空腹服用。在此前公布的III期研究中，QH-302治疗24周时糖化血红蛋白（HbA1c）较基线最多降低1.82%。全球同类口服小分子还有礼来的orforglipron等。启衡医药成立于2017年，总部位于上海张江，2024年完成6亿元C轮融资。",
      labels: { event: "filing-acceptance", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH302", indication: "Type 2 diabetes", regulator: "CDE" },
    },
    {
      title: "朗越生物科技乙肝siRNA药物LYT-1201拟纳入突破性治疗品种",
      text: "10月23日，国家药监局药品审评中心（CDE）官网公示，朗越生物科技的GalNAc偶联siRNA药物LYT-1201注射液拟纳入突破性治疗品种，拟定适应症为慢性乙型肝炎的功能性治愈，公示期为5个工作日。在一项II期研究中，LYT-1201联合核苷（酸）类似物治疗48周后，84例患者的HBsAg清除率达到21.4%。同领域进展较快的还有葛兰素史克的反义寡核苷酸bepirovirsen。朗越生物科技创始人兼首席执行官陈亦舟表示，公司计划于2027年上半年启动注册性III期研究。",
      labels: { event: "designation", company: "Langyue Biotech", companyOriginal: "朗越生物科技", asset: "LYT1201", indication: "Hepatitis B", regulator: "CDE" },
    },
    {
      title: "宁舟制药诺沙替尼获FDA孤儿药资格认定",
      text: "宁舟制药11月9日晚间公告，公司自主研发的脑渗透型EGFR/EGFRvIII抑制剂诺沙替尼（NZ-088）近日获得美国食品药品监督管理局（FDA）授予孤儿药资格认定（ODD），用于治疗胶质母细胞瘤。获得该资格后，公司可享受临床研究费用税收抵免、免除新药上市申请费以及获批后7年市场独占期等政策支持。NZ-088目前正在中美两地开展I/II期临床研究，已入组97例患者。胶质母细胞瘤的标准治疗仍以手术切除联合替莫唑胺同步放化疗为主，患者中位总生存期约15个月。公告次日，宁舟制药股价收涨6.2%。",
      labels: { event: "designation", company: "Ningzhou Pharmaceutical", companyOriginal: "宁舟制药", asset: "NZ088", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "和黄医药索凡替尼美国上市申请收到FDA完整回复函",
      text: "2022年5月2日，和黄医药宣布，美国FDA已就索凡替尼（HMPL-012）用于治疗胰腺和非胰腺神经内分泌瘤的新药上市申请发出完整回复函（CRL）。FDA认为，基于两项在中国开展的III期研究SANET-ep、SANET-p以及一项美国桥接研究的数据，尚不足以支持该药在美获批，需开展一项纳入更能代表美国患者人群的国际多中心临床试验。索凡替尼（商品名：苏泰达）已于2020年12月和2021年6月在中国先后获批非胰腺和胰腺神经内分泌瘤适应症。和黄医药表示，将与FDA讨论后续路径。",
      labels: { event: "complete-response-letter", company: "HUTCHMED", companyOriginal: "和黄医药", asset: "surufatinib", indication: "Neuroendocrine tumors", regulator: "FDA" },
    },
    {
      title: "瑞泓生物医药B7-H3 ADC RH-5501小细胞肺癌III期研究完成首例患者给药",
      text: "瑞泓生物医药11月16日宣布，其靶向B7-H3的抗体偶联药物RH-5501在一项治疗既往接受过含铂化疗的广泛期小细胞肺癌（ES-SCLC）的III期临床研究（RHEA-Lung03）中完成首例患者给药。该研究计划在国内约80家中心入组480例患者，对照组为拓扑替康，主要终点为总生存期（OS）。该项III期研究已于今年7月获得国家药品监督管理局药物临床试验批准。同靶点竞争产品包括第一三共与默沙东合作的ifinatamab deruxtecan以及翰森制药的HS-20093。瑞泓生物医药总经理刘思远表示，公司有望于2028年提交上市申请。",
      labels: { event: "trial-start", company: "Ruihong Biopharma", companyOriginal: "瑞泓生物医药", asset: "RH5501", indication: "Small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "凯晟生物科技胰淀素类似物KS-2231美国I期临床完成首批受试者给药",
      text: "凯晟生物科技10月29日宣布，其长效胰淀素（amylin）类似物KS-2231注射液在美国开展的I期临床试验已完成首批受试者给药。该研究为随机、双盲、安慰剂对照的单次及多次剂量递增研究，计划入组72名超重或肥胖受试者，评估安全性、耐受性和药代动力学特征。KS-2231的新药临床试验申请（IND）于今年9月获得美国FDA批准。目前同类在研产品包括诺和诺德的cagrilintide、礼来的eloralintide等。凯晟生物科技董事长林哲称，KS-2231有望实现每月一次给药，并可与GLP-1类药物联用。",
      labels: { event: "trial-start", company: "Kaisheng Biotech", companyOriginal: "凯晟生物科技", asset: "KS2231", indication: "Obesity", regulator: "FDA" },
    },
    {
      title: "ASCO 2025｜信达生物IBI363公布免疫治疗耐药鳞状非小细胞肺癌数据",
      text: "2025年美国临床肿瘤学会（ASCO）年会期间，信达生物公布了其PD-1/IL-2α-bias双特异性抗体融合蛋白IBI363的多项临床研究数据，涵盖既往接受过免疫治疗的鳞状非小细胞肺癌、黑色素瘤及微卫星稳定型结直肠癌。其中，在既往PD-1/PD-L1抑制剂治疗失败的鳞状非小细胞肺癌患者中，IBI363显示出具有前景的客观缓解率和无进展生存期，安全性总体可控。信达生物表示，已针对该适应症规划注册性临床研究。免疫治疗耐药后的鳞状非小细胞肺癌目前仍以多西他赛等化疗为主要治疗选择。",
      labels: { event: "readout", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "IBI363", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "沐新生物医药米塔西普IgA肾病III期期中分析达到主要终点",
      text: "沐新生物医药11月3日晚间公告，其APRIL/BAFF双靶点融合蛋白米塔西普（MXB-106）治疗IgA肾病的III期临床研究（MIRA-IgAN）期中分析达到主要终点。结果显示，治疗第39周时，米塔西普组24小时尿蛋白肌酐比值（UPCR）较基线下降55.8%，安慰剂组下降7.4%，差异具有统计学意义（P<0.0001），安全性与既往研究一致。该研究共入组318例患者。公司计划于2027年一季度向国家药监局递交上市申请。同机制药物还包括荣昌生物的泰它西普和Vera Therapeutics的atacicept。消息公布后，沐新生物医药港股盘中大涨28%。",
      labels: { event: "readout", company: "Muxin Biopharma", companyOriginal: "沐新生物医药", asset: "MXB106", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "星衍生物NLRP3抑制剂阿尔茨海默病IIb期研究未达主要终点",
      text: "星衍生物11月20日晚间公告，其口服小分子NLRP3抑制剂XY-3310治疗早期阿尔茨海默病的IIb期临床研究未达到主要终点。该研究共入组246例患者，治疗52周后，XY-3310高剂量组CDR-SB评分较基线的变化与安慰剂组相比差异无统计学意义（组间差值-0.21，P=0.38）。公司表示，将进一步分析生物标志物亚组数据，并在明年的AD/PD大会上公布完整结果。目前国内已获批的阿尔茨海默病疾病修饰疗法包括卫材的仑卡奈单抗和礼来的多奈单抗。公告次日，星衍生物股价开盘即跌停。",
      labels: { event: "readout", company: "Xingyan Bio", companyOriginal: "星衍生物", asset: "XY3310", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "恒瑞医药与GSK达成协议 5亿美元首付款授权PDE3/4抑制剂等12个项目",
      text: "2025年7月27日，恒瑞医药公告，公司与葛兰素史克（GSK）达成协议，将PDE3/4抑制剂HRS-9821项目在中国大陆、香港、澳门和台湾以外的全球独家权利，以及另外11个创新药项目的独家选择权许可给GSK。根据协议，GSK将向恒瑞支付5亿美元首付款；若各项目选择权全部行使并达成全部里程碑，恒瑞可获得的潜在总金额约120亿美元，另有销售提成。HRS-9821拟用于慢性阻塞性肺疾病（COPD）的维持治疗。同类药物ensifentrine（Ohtuvayre）已于2024年在美国获批，默沙东随后通过收购Verona Pharma获得该产品。",
      labels: { event: "licensing", company: "Jiangsu Hengrui Medicine", companyOriginal: "恒瑞医药", asset: "HRS9821", indication: "COPD", regulator: null, also: ["GSK"] },
    },
    {
      title: "信达生物将DLL3 ADC IBI3009全球权益授予罗氏 首付款8000万美元",
      text: "信达生物2025年1月2日宣布，与罗氏就靶向DLL3的抗体偶联药物IBI3009达成全球独家许可协议。根据协议，罗氏将获得IBI3009在全球范围内开发、生产和商业化的独家权利；信达生物将获得8000万美元首付款，以及最高10亿美元的开发和商业化里程碑付款，另有分级销售提成。IBI3009拟开发用于治疗小细胞肺癌，目前处于I期临床阶段。同靶点已上市药物为安进的双特异性T细胞衔接器tarlatamab（Imdelltra）。",
      labels: { event: "licensing", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "IBI3009", indication: "Small cell lung cancer", regulator: null, also: ["Roche"] },
    },
    {
      title: "和铂医药与阿斯利康达成多特异性抗体全球战略合作",
      text: "和铂医药2025年3月宣布，与阿斯利康达成全球战略合作，双方将基于和铂医药的Harbour Mice全人源抗体转基因小鼠平台，共同发现和开发新一代多特异性抗体，覆盖免疫、肿瘤等多个治疗领域。根据协议，阿斯利康将向和铂医药支付合计1.75亿美元的首付款及股权投资，其中股权投资约1.05亿美元；和铂医药还有权获得开发、监管及商业化里程碑付款以及销售分成。和铂医药此前已与多家跨国药企就其抗体平台达成合作。",
      labels: { event: "partnership", company: "Harbour BioMed", companyOriginal: "和铂医药", asset: null, indication: null, regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "铂岚药业与祺曜生物共同开发TL1A单抗QY-207",
      text: "铂岚药业11月18日公告，与祺曜生物签署合作开发及商业化协议，双方将共同推进祺曜生物的抗TL1A单抗QY-207在大中华区治疗中重度溃疡性结肠炎的临床开发。根据协议，铂岚药业将支付1.5亿元人民币的合作启动款，双方按6:4比例分担后续研发费用，并分享商业化利润。QY-207目前已完成Ib期研究。TL1A赛道近年交易活跃，默沙东曾以108亿美元收购Prometheus获得tulisokibart，赛诺菲与梯瓦也就duvakitug达成合作。铂岚药业董事长王立峰称，此次合作将补强公司在自身免疫领域的管线。",
      labels: { event: "partnership", company: "Bolan Pharma", companyOriginal: "铂岚药业", asset: "QY207", indication: "Ulcerative colitis", regulator: null, also: ["Qiyao Bio"] },
    },
    {
      title: "健玛保18亿美元现金收购苏州ADC企业普方生物",
      text: "丹麦生物技术公司健玛保（Genmab）2024年4月初宣布，将以18亿美元现金收购总部位于苏州的ADC企业普方生物（ProfoundBio）。此次交易的核心资产为普方生物靶向叶酸受体α（FRα）的ADC rinatabart sesutecan（Rina-S），该药正在开展治疗卵巢癌等实体瘤的临床研究。除Rina-S外，健玛保还将获得普方生物另外两款临床阶段ADC及其ADC技术平台。卵巢癌领域同靶点已上市药物为艾伯维通过收购ImmunoGen获得的Elahere（mirvetuximab soravtansine）。",
      labels: { event: "acquisition", company: "Genmab", companyOriginal: "健玛保", asset: "rinatabart sesutecan", indication: "Ovarian cancer", regulator: null, also: ["ProfoundBio"] },
    },
    {
      title: "英矽智能完成1.1亿美元E轮融资",
      text: "AI制药企业英矽智能2025年3月宣布完成1.1亿美元E轮融资，由惠理集团领投，多家现有股东跟投。本轮融资将主要用于推进其AI驱动的药物研发管线，包括TNIK抑制剂rentosertib（ISM001-055）治疗特发性肺纤维化的后续临床开发，以及生成式AI平台Pharma.AI的迭代升级。英矽智能表示，公司目前已有多款由AI发现的候选药物进入临床阶段。",
      labels: { event: "financing", company: "Insilico Medicine", companyOriginal: "英矽智能", asset: "rentosertib", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "知临药业三季报：前三季度营收增长31%，核心产品普瑞格列汀放量",
      text: "知临药业10月28日晚间披露2026年三季报，前三季度实现营业收入18.74亿元，同比增长31.2%；归母净利润2.06亿元，同比扭亏为盈。其中，核心产品DPP-4抑制剂普瑞格列汀片（ZX-1203）实现销售收入6.2亿元，该产品用于2型糖尿病，2025年通过国家医保谈判进入医保目录。前三季度公司研发投入4.91亿元，占营业收入的26.2%。管理层在业绩说明会上表示，第四季度将重点推进县域市场覆盖。",
      labels: { event: null, company: "Zhilin Pharma", companyOriginal: "知临药业", asset: "ZX1203", indication: "Type 2 diabetes", regulator: null },
    },
  ],
  ja: [
    {
      title: "第一三共、EZH1/2阻害剤「エザルミア」の国内承認を取得　再発・難治性ATL",
      text: "第一三共は2022年9月26日、EZH1/2阻害剤バレメトスタットトシル酸塩（開発コード：DS-3201、製品名：エザルミア錠）について、再発又は難治性の成人T細胞白血病リンパ腫（ATL）を効能・効果として、厚生労働省から製造販売承認を取得したと発表した。EZH1とEZH2の両方を阻害する薬剤が承認されるのは世界で初めて。承認は国内第2相試験の結果に基づく。ATLはHTLV-1の感染を原因とする予後不良の血液がんで、再発・難治例の治療選択肢は限られていた。",
      labels: { event: "approval", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "valemetostat", indication: "Adult T-cell leukemia-lymphoma", regulator: "PMDA" },
    },
    {
      title: "アステラス、更年期の血管運動神経症状治療薬fezolinetantが米FDA承認",
      text: "アステラス製薬は2023年5月12日（米国時間）、閉経に伴う中等度から重度の血管運動神経症状（VMS）の治療薬として、選択的ニューロキニン3（NK3）受容体拮抗薬fezolinetant（米国製品名：VEOZAH）が米国食品医薬品局（FDA）から承認を取得したと発表した。NK3受容体拮抗薬が承認されるのは初めてで、ホルモン療法以外の新たな選択肢となる。承認は第3相試験SKYLIGHT 1、SKYLIGHT 2の有効性データと、長期安全性を評価したSKYLIGHT 4の結果に基づく。同社は同剤を重点戦略製品の一つに位置付けている。",
      labels: { event: "approval", company: "Astellas", companyOriginal: "アステラス製薬", asset: "fezolinetant", indication: "Vasomotor symptoms due to menopause", regulator: "FDA" },
    },
    {
      title: "コハク製薬、過活動膀胱治療薬リノベグロンの国内承認取得",
      text: "株式会社コハク製薬は9月24日、β3アドレナリン受容体作動薬リノベグロン（開発コード：KP-411）について、過活動膀胱における尿意切迫感、頻尿及び切迫尿失禁を効能・効果として厚生労働省から製造販売承認を取得したと発表した。国内第3相試験（1086例）では、投与12週時点の1日平均排尿回数の変化量でプラセボに対する優越性を示した。同領域ではアステラス製薬のベタニス（ミラベグロン）、杏林製薬とキッセイ薬品工業のベオーバ（ビベグロン）が先行している。薬価収載は11月を見込む。同社株は前日比7％高の2340円で取引を終えた。",
      labels: { event: "approval", company: "Kohaku Pharmaceutical", companyOriginal: "コハク製薬", asset: "KP411", indication: "Overactive bladder", regulator: "PMDA" },
    },
    {
      title: "住友ファーマ、iPS細胞由来ドパミン神経前駆細胞をパーキンソン病で承認申請",
      text: "住友ファーマは2025年8月5日、他家iPS細胞由来ドパミン神経前駆細胞（開発コード：DSP-1083）について、パーキンソン病を対象に厚生労働省へ再生医療等製品としての製造販売承認申請を行ったと発表した。申請は、京都大学医学部附属病院で実施された医師主導治験の結果などに基づく。同品は先駆け審査指定制度の対象品目に指定されている。パーキンソン病の治療はレボドパ製剤など症状を和らげる薬物療法が中心で、失われた神経細胞を補う治療法はまだない。",
      labels: { event: "submission", company: "Sumitomo Pharma", companyOriginal: "住友ファーマ", asset: "DSP1083", indication: "Parkinson's disease", regulator: "PMDA" },
    },
    {
      title: "大塚製薬、IgA腎症治療薬sibeprenlimabのBLAが米FDAに受理",
      text: "大塚製薬は、IgA腎症の治療薬として開発中の抗APRIL抗体sibeprenlimab（開発コード：VIS649）の生物学的製剤承認申請（BLA）が米国食品医薬品局（FDA）に受理されたと発表した。申請は優先審査の対象となり、審査終了目標日（PDUFA date）は2025年11月28日に設定された。申請は、第3相VISIONARY試験の中間解析で、投与9カ月時点の尿蛋白がプラセボに比べ有意に減少した結果に基づく。IgA腎症では、ノバルティスのiptacopanやatrasentan、トラベールのsparsentanが米国で承認を取得している。",
      labels: { event: "filing-acceptance", company: "Otsuka", companyOriginal: "大塚製薬", asset: "sibeprenlimab", indication: "IgA nephropathy", regulator: "FDA" },
    },
    {
      title: "ミナトバイオのDMD治療薬MB-2044、希少疾病用医薬品に指定",
      text: "大阪大学発ベンチャーのミナトバイオは11月4日、デュシェンヌ型筋ジストロフィー（DMD）治療薬として開発中のエクソン44スキッピング型アンチセンス核酸MB-2044について、厚生労働省から希少疾病用医薬品の指定を受けたと発表した。指定により、優先的な治験相談や優先審査、再審査期間の延長などの支援措置を受けられる。同剤は国内第1/2相試験で、投与24週時点のジストロフィン蛋白の発現量が正常値の平均10.8％まで回復した。エクソン53スキッピング薬では、日本新薬のビルテプソ（ビルトラルセン）が既に販売されている。",
      labels: { event: "designation", company: "Minato Bio", companyOriginal: "ミナトバイオ", asset: "MB2044", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "ヒビキファーマ、IPF治療薬候補HBK-310が米FDAのファストトラックに",
      text: "ヒビキファーマ株式会社は10月19日、特発性肺線維症（IPF）を対象に開発中の経口LPA1受容体拮抗薬HBK-310について、米国食品医薬品局（FDA）からファストトラック指定を受けたと発表した。同剤は現在、日米欧で第2相試験（HIBIKI-IPF2）を実施しており、約210例の登録を計画している。IPFではニンテダニブ（オフェブ）とピルフェニドン（ピレスパ）が標準治療として使われている。同社の佐伯健一社長は「米国での開発を加速させ、2028年の承認申請を目指したい」とコメントした。発表を受け、同社株は一時ストップ高となった。",
      labels: { event: "designation", company: "Hibiki Pharma", companyOriginal: "ヒビキファーマ", asset: "HBK310", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "武田薬品、好酸球性食道炎治療薬TAK-721で米FDAから審査完了報告通知",
      text: "武田薬品工業は2021年12月、好酸球性食道炎（EoE）の治療薬として米国で申請していたブデソニド経口懸濁液（開発コード：TAK-721）について、米国食品医薬品局（FDA）から審査完了報告通知（Complete Response Letter）を受領したと発表した。FDAは現時点の申請内容では承認できないと判断した。TAK-721はEoE向けに粘性を持たせた経口懸濁剤で、食道の粘膜に薬剤がとどまるよう設計されている。同社はFDAと今後の対応について協議するとしている。",
      labels: { event: "complete-response-letter", company: "Takeda", companyOriginal: "武田薬品工業", asset: "budesonide", indication: "Eosinophilic esophagitis", regulator: "FDA" },
    },
    {
      title: "アサギバイオ、経口CGRP受容体拮抗薬AGB-117の国内第3相試験で初回投与",
      text: "アサギバイオは11月10日、片頭痛の発症抑制を目的に開発中の経口CGRP受容体拮抗薬AGB-117について、国内第3相試験（ASAGI-M3）で最初の患者への投与を行ったと発表した。同試験は反復性片頭痛患者約600例を対象とした多施設共同無作為化二重盲検プラセボ対照試験で、主要評価項目は投与12週時点の月間片頭痛日数のベースラインからの変化量。国内ではガルカネズマブ（エムガルティ）など抗CGRP抗体製剤3剤が承認されている。同社は2027年度中の主要結果取得を見込む。",
      labels: { event: "trial-start", company: "Asagi Bio", companyOriginal: "アサギバイオ", asset: "AGB117", indication: "Migraine", regulator: null },
    },
    {
      title: "ナギサファーマ、心筋ミオシン阻害薬NGS-502の米国第1相試験を開始",
      text: "ナギサファーマは11月17日、閉塞性肥大型心筋症（oHCM）を対象とする次世代心筋ミオシン阻害薬NGS-502の米国第1相試験で、最初の被験者への投与を完了したと発表した。同剤の治験開始申請（IND）は10月に米国食品医薬品局（FDA）から承認を受けていた。試験では健康成人48人を対象に、単回および反復投与時の安全性と薬物動態を評価する。同じ作用機序の薬剤では、ブリストル・マイヤーズ スクイブのカムザイオス（マバカムテン）が承認済みで、サイトキネティクスのaficamtenが続く。",
      labels: { event: "trial-start", company: "Nagisa Pharma", companyOriginal: "ナギサファーマ", asset: "NGS502", indication: "Hypertrophic cardiomyopathy", regulator: "FDA" },
    },
    {
      title: "【ASCO 2022】エンハーツ、HER2低発現乳がんでOSを有意に延長　DESTINY-Breast04",
      text: "第一三共とアストラゼネカは、抗HER2抗体薬物複合体エンハーツ（トラスツズマブ デルクステカン）のHER2低発現の転移性乳がんを対象とした第3相DESTINY-Breast04試験の結果を、米国臨床腫瘍学会（ASCO 2022）のプレナリーセッションで発表した。化学療法既治療の557例において、エンハーツは医師選択の化学療法と比べ、無増悪生存期間（PFS）中央値を9.9カ月対5.1カ月と延長し、全生存期間（OS）中央値も23.4カ月対16.8カ月と有意に改善した。結果はNew England Journal of Medicineに同時掲載された。",
      labels: { event: "readout", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "trastuzumab deruxtecan", indication: "Breast cancer", regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "パドセブとキイトルーダ併用、尿路上皮がん一次治療でOSほぼ倍増　EV-302試験",
      text: "アステラス製薬と米ファイザーは、未治療の局所進行性または転移性尿路上皮がんを対象に、パドセブ（エンホルツマブ ベドチン）とキイトルーダ（ペムブロリズマブ）の併用療法をプラチナ製剤併用化学療法と比較した第3相EV-302試験の結果を、欧州臨床腫瘍学会（ESMO 2023）で発表した。886例を対象とした同試験で、併用群のOS中央値は31.5カ月と化学療法群の16.1カ月のほぼ2倍となり、PFS中央値も12.5カ月対6.3カ月と延長した。同領域では数十年にわたりプラチナ製剤ベースの化学療法が標準治療だった。",
      labels: { event: "readout", company: "Astellas", companyOriginal: "アステラス製薬", asset: "enfortumab vedotin", indication: "Bladder cancer", regulator: null, also: ["Pfizer", "pembrolizumab"] },
    },
    {
      title: "ユズリハ製薬、MASH治療薬候補YZ-1207の第2b相詳細データを学会発表",
      text: "ユズリハ製薬は11月16日、MASH（代謝機能障害関連脂肪肝炎）治療薬候補YZ-1207の第2b相試験の詳細結果を、米国肝臓学会議（The Liver Meeting 2026）で発表した。F2～F3の線維化を伴う患者248例を対象に、52週時点で線維化の悪化を伴わないMASH消失を達成した割合は、高用量群で42.6％とプラセボ群の12.1％を大きく上回った。主な副作用は軽度の下痢と注射部位反応だった。MASHでは米国でマドリガルのレズディフラ（レスメチロム）が承認されている。同社は2027年前半のグローバル第3相試験開始を目指す。",
      labels: { event: "readout", company: "Yuzuriha Pharmaceutical", companyOriginal: "ユズリハ製薬", asset: "YZ1207", indication: "MASH", regulator: null },
    },
    {
      title: "小野薬品、Ionisから真性多血症治療薬sapablursenの全世界権利を取得",
      text: "小野薬品工業は2025年3月、米Ionis Pharmaceuticalsから、真性多血症（PV）の治療薬として開発中のアンチセンス核酸sapablursenの全世界における独占的な開発・商業化権を取得するライセンス契約を締結したと発表した。小野薬品はIonisに契約一時金として2億8000万ドルを支払うほか、開発・販売の進捗に応じたマイルストンとロイヤルティを支払う。sapablursenはTMPRSS6を標的とし、ヘプシジンの産生を高めて赤血球の過剰産生を抑える。進行中の第2相試験はIonisが完了させる。小野薬品は2024年に米デサイフェラを買収し、海外事業の拡大を進めている。",
      labels: { event: "licensing", company: "Ono Pharmaceutical", companyOriginal: "小野薬品工業", asset: "sapablursen", indication: "Polycythemia vera", regulator: null, also: ["Ionis Pharmaceuticals"] },
    },
    {
      title: "シラカバファーマ、中国・雲帆生物からGLP-1/GIP作動薬YF-1023の国内権利を導入",
      text: "シラカバファーマは11月25日、中国の雲帆生物が開発するGLP-1/GIP受容体デュアル作動薬YF-1023について、日本国内における独占的な開発・販売権を取得するライセンス契約を締結したと発表した。契約一時金は20億円で、開発や販売の進捗に応じて最大180億円のマイルストンを支払う。YF-1023は週1回皮下投与の注射剤で、中国で実施中の肥満症を対象とした第3相試験は2026年末に主要結果が出る見通し。国内の肥満症治療薬市場では、ノボ ノルディスクのウゴービ（セマグルチド）と日本イーライリリーのゼップバウンド（チルゼパチド）が先行する。シラカバファーマの株価は前日比12％高となった。",
      labels: { event: "licensing", company: "Shirakaba Pharma", companyOriginal: "シラカバファーマ", asset: "YF1023", indication: "Obesity", regulator: null, also: ["Yunfan Bio"] },
    },
    {
      title: "協和キリン、抗OX40抗体KHK4083で米アムジェンと共同開発・共同販売契約",
      text: "協和キリンは2021年6月1日、自社創製の抗OX40モノクローナル抗体KHK4083について、米アムジェンと共同開発・共同販売に関する契約を締結したと発表した。日本以外ではアムジェンが開発・製造・販売を主導し、両社はグローバルの開発費用（日本を除く）と商業化に伴う費用・利益を折半する。協和キリンは契約一時金として4億ドルを受け取り、将来のマイルストンとして最大8億5000万ドルを受け取る可能性がある。KHK4083は中等症から重症のアトピー性皮膚炎を対象とした第2相試験で良好な結果を得ている。",
      labels: { event: "partnership", company: "Kyowa Kirin", companyOriginal: "協和キリン", asset: "rocatinlimab", indication: "Atopic dermatitis", regulator: null, also: ["Amgen"] },
    },
    {
      title: "サクヤバイオ、ミヤビ製薬とiPS細胞由来CAR-NK細胞療法で共同研究開発契約",
      text: "サクヤバイオは11月6日、ミヤビ製薬とiPS細胞由来CAR-NK細胞療法SKY-801の共同研究開発契約を締結したと発表した。両社は卵巣がんを対象とした国内第1相試験の実施に向けて開発を共同で進め、費用は折半する。サクヤバイオは契約締結に伴い5億円を受け取る。SKY-801は他家iPS細胞から作製したNK細胞に、がん細胞表面のメソセリンを認識するCARを導入したもの。サクヤバイオの山根翔太社長は「製造ノウハウを持つミヤビ製薬との協業で、実用化までの期間を短縮したい」と述べた。",
      labels: { event: "partnership", company: "Sakuya Bio", companyOriginal: "サクヤバイオ", asset: "SKY801", indication: "Ovarian cancer", regulator: null, also: ["Miyabi Pharmaceutical"] },
    },
    {
      title: "塩野義製薬、JTの医薬事業を買収　鳥居薬品をTOBで完全子会社化へ",
      text: "塩野義製薬は2025年5月7日、日本たばこ産業（JT）の医薬事業を買収すると発表した。JTが持つ医薬品の研究開発機能を取得するとともに、JTの子会社で東証プライム上場の鳥居薬品をTOB（株式公開買付け）などを通じて完全子会社化する。鳥居薬品はアレルゲン免疫療法薬や皮膚疾患領域の製品を販売している。塩野義は主力の感染症領域に加え、皮膚・アレルギー領域などの製品とパイプラインを強化する狙いだ。",
      labels: { event: "acquisition", company: "Shionogi", companyOriginal: "塩野義製薬", asset: null, indication: null, regulator: null, also: ["Japan Tobacco", "Torii Pharmaceutical"] },
    },
    {
      title: "遺伝子治療のハルカバイオ、東証グロースに上場　初値は公開価格を32％上回る",
      text: "遺伝子治療ベンチャーのハルカバイオは10月21日、東京証券取引所グロース市場に新規上場した。公開価格1150円に対し、初値は1520円と32％上回った。公募による調達額は約42億円で、主に網膜色素変性症を対象とするAAV遺伝子治療薬HAR-0621の国内第1/2相試験や、製造体制の整備に充てる。同社は2018年に東北大学の研究成果をもとに設立され、上場前までに累計約70億円を調達していた。",
      labels: { event: "financing", company: "Haruka Bio", companyOriginal: "ハルカバイオ", asset: "HAR0621", indication: "Retinitis pigmentosa", regulator: null },
    },
    {
      title: "カザネ製薬の4～9月期、純利益28％減　主力の抗凝固薬に後発品参入",
      text: "カザネ製薬が11月11日に発表した2026年4～9月期連結決算は、売上収益が前年同期比9.4％減の612億円、純利益が28％減の74億円だった。心房細動患者の脳卒中予防などに用いる主力の経口抗凝固薬ロサキサバン（開発コード：KZ-220、製品名：ロサフロー）に6月から後発医薬品が参入し、同剤の売上高は31％減の188億円に落ち込んだ。一方、2027年3月期の通期業績予想は据え置いた。決算説明会で同社の社長は、導入品の早期上市で減収を補う考えを示した。",
      labels: { event: null, company: "Kazane Pharmaceutical", companyOriginal: "カザネ製薬", asset: "KZ220", indication: "Atrial fibrillation", regulator: null },
    },
  ],
  ko: [
    {
      title: "GC녹십자 면역글로불린 '알리글로', 美 FDA 품목허가 획득",
      text: "GC녹십자는 혈액제제 '알리글로(ALYGLO, 개발명 GC5107)'가 미국 식품의약국(FDA)으로부터 품목허가를 받았다고 2023년 12월 16일 밝혔다. 알리글로는 선천성 면역결핍증의 일종인 일차 면역결핍증(PI) 치료에 쓰이는 10% 농도의 정맥투여용 면역글로불린 제제다. 국산 혈액제제가 미국 허가를 받은 것은 이번이 처음이다. GC녹십자는 2015년 FDA에 허가를 신청했으나 제조공정 관련 자료 보완 요구를 받으며 허가가 지연돼 왔다. 회사는 2024년 하반기 미국 시장에 제품을 출시할 계획이다.",
      labels: { event: "approval", company: "GC Biopharma", companyOriginal: "GC녹십자", asset: "GC5107", indication: "Primary immunodeficiency", regulator: "FDA" },
    },
    {
      title: "대웅제약 '펙수클루', 국산 34호 신약으로 식약처 허가",
      text: "대웅제약은 자체 개발한 칼륨경쟁적 위산분비억제제(P-CAB) 계열 신약 '펙수클루정 40mg(성분명 펙수프라잔)'이 식품의약품안전처로부터 미란성 위식도역류질환 치료제로 품목허가를 받았다고 2021년 12월 30일 밝혔다. 펙수클루는 국산 34호 신약이다. 허가는 국내 미란성 위식도역류질환 환자를 대상으로 한 임상 3상에서 에소메프라졸 대비 비열등성을 입증한 결과를 바탕으로 했다. 국내 P-CAB 시장에서는 HK이노엔의 케이캡(테고프라잔)이 먼저 자리를 잡고 있다. 대웅제약은 2022년 국내 출시를 목표로 하고 있다.",
      labels: { event: "approval", company: "Daewoong Pharmaceutical", companyOriginal: "대웅제약", asset: "fexuprazan", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "SK바이오팜 뇌전증 신약 '엑스코프리', 美 FDA 판매 허가",
      text: "SK바이오팜은 독자 개발한 뇌전증 신약 '엑스코프리(XCOPRI, 성분명 세노바메이트)'가 미국 식품의약국(FDA)으로부터 성인 부분발작 치료제로 판매 허가를 받았다고 2019년 11월 22일 밝혔다. 국내 기업이 후보물질 발굴부터 임상 개발, FDA 허가까지 전 과정을 독자적으로 진행한 첫 사례다. SK바이오팜은 미국 자회사 SK라이프사이언스를 통해 내년 미국에서 직접 판매에 나설 계획이다. 앞서 이 회사가 개발해 재즈 파마슈티컬스에 기술이전한 수면장애 치료제 솔리암페톨(수노시)은 올해 3월 FDA 허가를 받았다.",
      labels: { event: "approval", company: "SK Biopharmaceuticals", companyOriginal: "SK바이오팜", asset: "cenobamate", indication: "Epilepsy", regulator: "FDA" },
    },
    {
      title: "가람제약, 신성빈혈 신약 'GR-1709' 식약처에 품목허가 신청",
      text: "가람제약은 신성빈혈 치료 신약 후보물질 'GR-1709'의 품목허가 신청서를 식품의약품안전처에 제출했다고 4일 공시했다. GR-1709는 저산소유도인자-프롤릴 수산화효소(HIF-PH)를 저해하는 경구용 치료제로, 투석 환자 412명을 대상으로 한 국내 임상 3상에서 기존 주사제인 적혈구조혈자극제(ESA) 대비 헤모글로빈 수치 유지 효과의 비열등성을 확인했다. 해외에서는 록사두스타트, 다프로두스타트 등이 같은 계열 약물로 허가를 받았다. 가람제약 주가는 공시 이후 4.8% 올랐다.",
      labels: { event: "submission", company: "Garam Pharm", companyOriginal: "가람제약", asset: "GR1709", indication: "Anemia of chronic kidney disease", regulator: "MFDS" },
    },
    {
      title: "새봄테라퓨틱스, 유전성 혈관부종 치료제 'SBT-301' 美 NDA 수락",
      text: "(주)새봄테라퓨틱스는 미국 식품의약국(FDA)이 유전성 혈관부종(HAE) 치료제 후보 'SBT-301'의 신약허가신청(NDA)을 수락했다고 9일 밝혔다. 처방의약품 사용자 수수료법(PDUFA)에 따른 목표 심사 종료일은 2027년 8월 20일이다. SBT-301은 경구용 혈장 칼리크레인 저해제로, 글로벌 임상 3상(SPRING-HAE)에서 급성 발작 시 증상 완화까지 걸리는 시간을 위약 대비 유의하게 단축했다. 경쟁 약물로는 칼비스타의 세베트랄스타트 등이 있다. 회사 측은 '미국에서는 파트너사 없이 직접 상업화를 추진할 계획'이라고 말했다.",
      labels: { event: "filing-acceptance", company: "Saebom Therapeutics", companyOriginal: "새봄테라퓨틱스", asset: "SBT301", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "하람바이오로직스 위암 이중항체 'HRM-205', 식약처 GIFT 지정",
      text: "하람바이오로직스는 식품의약품안전처로부터 위암 치료용 이중항체 'HRM-205'가 '글로벌 혁신제품 신속심사 지원체계(GIFT)' 대상으로 지정됐다고 17일 밝혔다. GIFT 대상으로 지정되면 품목허가 심사 기간이 단축되고, 허가 신청 전부터 단계별 사전 검토를 받을 수 있다. HRM-205는 클라우딘18.2와 4-1BB를 동시에 표적하는 이중항체로, 국내 임상 2상에서 객관적반응률(ORR) 38.5%를 기록했다. 위암 1차 치료에서는 아스텔라스의 빌로이(졸베툭시맙)가 클라우딘18.2 표적 치료제로 처음 허가를 받았다.",
      labels: { event: "designation", company: "Haram Biologics", companyOriginal: "하람바이오로직스", asset: "HRM205", indication: "Gastric cancer", regulator: "MFDS" },
    },
    {
      title: "한미약품 '포지오티닙', FDA 보완요구서한 수령",
      text: "한미약품이 미국 스펙트럼 파마슈티컬즈에 기술이전한 비소세포폐암 신약 '포지오티닙'이 미국 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다. 스펙트럼은 HER2 엑손20 삽입 변이가 있는 비소세포폐암 환자의 2차 치료제로 신청한 포지오티닙의 신약허가신청(NDA)에 대해 FDA가 CRL을 발송했다고 2022년 11월 밝혔다. 앞서 9월 열린 FDA 항암제자문위원회(ODAC)에서는 다수 위원이 현재 자료로는 포지오티닙의 유익성이 위험성을 넘어선다고 보기 어렵다는 의견을 냈다. 한미약품은 파트너사와 향후 대응 방안을 논의할 계획이다.",
      labels: { event: "complete-response-letter", company: "Hanmi Pharmaceutical", companyOriginal: "한미약품", asset: "poziotinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Spectrum Pharmaceuticals"] },
    },
    {
      title: "온새미바이오, 파킨슨병 치료 후보물질 'ONS-312' 임상 1상 첫 투약",
      text: "온새미바이오는 파킨슨병 치료 후보물질 'ONS-312'의 국내 임상 1상에서 첫 환자 투약을 완료했다고 2일 밝혔다. 이번 임상은 지난 8월 식품의약품안전처로부터 임상시험계획(IND) 승인을 받은 것으로, 서울대병원 등 3개 기관에서 건강한 성인과 초기 파킨슨병 환자 64명을 대상으로 안전성과 약동학을 평가한다. ONS-312는 LRRK2 효소를 선택적으로 저해하는 경구용 저분자 화합물이다. LRRK2 저해제 분야에서는 바이오젠과 디날리의 BIIB122 등이 앞서 있다.",
      labels: { event: "trial-start", company: "Onsaemi Bio", companyOriginal: "온새미바이오", asset: "ONS312", indication: "Parkinson's disease", regulator: "MFDS" },
    },
    {
      title: "미르테라퓨틱스, TNBC 대상 ADC 'MRT-1140' 글로벌 2상 첫 환자 투약",
      text: "미르테라퓨틱스는 삼중음성유방암(TNBC) 대상 항체-약물접합체(ADC) 'MRT-1140'의 글로벌 임상 2상에서 첫 환자 투약을 마쳤다고 26일 밝혔다. 임상은 한국, 미국, 대만 등 40여 개 기관에서 이전 치료 경험이 있는 전이성 TNBC 환자 120명을 대상으로 진행된다. MRT-1140은 B7-H4를 표적으로 하는 ADC로, 임상 1상에서 객관적반응률 31%를 보였다. 경쟁 약물로는 길리어드의 트로델비(사시투주맙 고비테칸)가 이미 허가를 받았다. 회사는 2027년 중간 결과 발표를 목표로 한다.",
      labels: { event: "trial-start", company: "Mireu Therapeutics", companyOriginal: "미르테라퓨틱스", asset: "MRT1140", indication: "Triple-negative breast cancer", regulator: null },
    },
    {
      title: "솔빛바이오 원형탈모 치료제 '트라시티닙', 국내 3상서 1차 평가변수 충족",
      text: "솔빛바이오는 원형탈모증 치료제 '트라시티닙(SLB-220)'의 국내 임상 3상에서 1차 평가변수를 충족했다고 12일 공시했다. 중증 원형탈모 환자 356명을 대상으로 24주간 투약한 결과, 탈모 중증도 지표(SALT) 점수 20 이하 도달 비율이 고용량군에서 36.2%로 위약군(3.1%)보다 통계적으로 유의하게 높았다. 원형탈모 치료제로는 릴리의 올루미언트(바리시티닙)와 화이자의 리트풀로(리트레시티닙)가 국내에 허가돼 있다. 솔빛바이오는 내년 상반기 식약처에 품목허가를 신청할 계획이다. 공시 직후 주가는 상한가로 치솟았다.",
      labels: { event: "readout", company: "Solbit Bio", companyOriginal: "솔빛바이오", asset: "SLB220", indication: "Alopecia areata", regulator: null },
    },
    {
      title: "여울바이오 루게릭병 후보물질 'YB-1101', 美 임상 2상 실패",
      text: "여울바이오는 근위축성 측삭경화증(ALS, 루게릭병) 치료 후보물질 'YB-1101'의 미국 임상 2상에서 1차 평가변수를 충족하지 못했다고 20일 밝혔다. 환자 148명을 대상으로 36주간 진행한 이번 임상에서 YB-1101 투여군의 ALS 기능평가척도(ALSFRS-R) 점수 감소폭은 위약군과 통계적으로 유의한 차이를 보이지 않았다. 회사는 질환 초기 환자군을 중심으로 하위 분석을 진행하겠다고 밝혔다. ALS 치료제로는 바이오젠의 토퍼센(칼소디)이 SOD1 변이 환자 대상으로 허가돼 있다. 여울바이오 주가는 이날 하한가까지 떨어졌다.",
      labels: { event: "readout", company: "Yeoul Bio", companyOriginal: "여울바이오", asset: "YB1101", indication: "Amyotrophic lateral sclerosis", regulator: null },
    },
    {
      title: "[ASH 2026] 다솜바이오로직스, 다발골수종 이중항체 'DSM-0501' 1상 결과 발표",
      text: "다솜바이오로직스는 미국혈액학회(ASH 2026) 연례학술대회에서 BCMA×CD3 이중항체 'DSM-0501'의 임상 1상 결과를 포스터로 발표한다고 5일 밝혔다. 재발성·불응성 다발골수종 환자 58명을 분석한 결과, 권장 용량군의 객관적반응률(ORR)은 72.4%, 완전관해(CR) 이상 비율은 31%였다. 사이토카인방출증후군(CRS)은 대부분 1~2등급이었다. 같은 계열에서는 존슨앤드존슨의 텍베일리(테클리스타맙)와 화이자의 엘렉스피오(엘라나타맙)가 허가를 받았다. 회사는 격주 투여 요법으로 차별화를 꾀하고 있다.",
      labels: { event: "readout", company: "Dasom Biologics", companyOriginal: "다솜바이오로직스", asset: "DSM0501", indication: "Multiple myeloma", regulator: null },
    },
    {
      title: "종근당, 노바티스에 HDAC6 저해제 'CKD-510' 기술수출…총 1조7302억원",
      text: "종근당은 노바티스와 HDAC6 저해제 'CKD-510'에 대한 기술이전 계약을 체결했다고 2023년 11월 6일 공시했다. 계약에 따라 종근당은 반환 의무가 없는 계약금 8000만 달러(약 1061억원)를 받고, 개발 및 상업화 단계별 마일스톤을 포함해 총 13억500만 달러(약 1조7302억원)를 받을 수 있다. 노바티스는 CKD-510의 글로벌 개발과 상업화에 대한 독점적 권리를 갖는다. CKD-510은 종근당이 샤르코-마리-투스병(CMT) 치료제로 개발해 온 물질이다.",
      labels: { event: "licensing", company: "Chong Kun Dang", companyOriginal: "종근당", asset: "CKD510", indication: "Charcot-Marie-Tooth disease", regulator: null, also: ["Novartis"] },
    },
    {
      title: "알테오젠, 다이이찌산쿄와 'ALT-B4' 라이선스 계약…엔허투 피하주사 개발",
      text: "알테오젠은 일본 다이이찌산쿄와 인간 히알루로니다제 'ALT-B4'를 활용한 피하주사(SC) 제형 개발을 위한 독점 라이선스 계약을 체결했다고 2024년 11월 공시했다. 다이이찌산쿄는 ALT-B4를 적용해 항체-약물접합체(ADC) '엔허투(트라스투주맙 데룩스테칸)'의 피하주사 제형을 개발하게 된다. 계약금은 2000만 달러이며, 개발·허가·판매 마일스톤을 포함한 총 계약 규모는 최대 3억 달러다. 알테오젠은 앞서 MSD와 키트루다 SC 제형에 대한 독점 계약을 맺은 바 있다.",
      labels: { event: "licensing", company: "Alteogen", companyOriginal: "알테오젠", asset: "berahyaluronidase alfa", indication: null, regulator: null, also: ["Daiichi Sankyo", "trastuzumab deruxtecan"] },
    },
    {
      title: "누리바이오-한결제약, MASH 치료제 'NRB-711' 공동개발 계약",
      text: "누리바이오는 한결제약과 대사이상 관련 지방간염(MASH) 치료 후보물질 'NRB-711'의 공동개발 및 국내 공동판매 계약을 체결했다고 10일 밝혔다. 양사는 국내 임상 2b상 비용을 절반씩 부담하고, 상업화 이후 국내 수익도 나눈다. 한결제약은 계약금 50억원과 함께 누리바이오에 100억원 규모의 지분 투자도 단행한다. NRB-711은 주 1회 투여하는 FGF21 유사체다. 미국에서는 마드리갈의 레즈디프라(레스메티롬)와 노보 노디스크의 위고비(세마글루타이드)가 MASH 치료제로 허가를 받았다.",
      labels: { event: "partnership", company: "Nuri Bio", companyOriginal: "누리바이오", asset: "NRB711", indication: "MASH", regulator: null, also: ["Hangyeol Pharm"] },
    },
    {
      title: "다온제약, 日 카에데제약과 안구건조증 점안제 'DO-405' 공동개발",
      text: "다온제약은 일본 카에데제약과 안구건조증 치료 점안제 'DO-405'의 아시아 공동개발 협약을 맺었다고 3일 밝혔다. 양사는 한국과 일본에서 동시에 임상 3상을 진행하고 개발비를 공동 부담한다. 판권은 다온제약이 한국, 카에데제약이 일본을 각각 갖는다. 국내 안구건조증 시장은 히알루론산 점안제와 사이클로스포린 제제가 주도하고 있다. 다온제약 김태윤 대표는 '일본 파트너와 손잡고 임상 기간과 비용을 크게 줄일 수 있을 것'이라고 말했다.",
      labels: { event: "partnership", company: "Daon Pharm", companyOriginal: "다온제약", asset: "DO405", indication: "Dry eye disease", regulator: null, also: ["Kaede Pharmaceutical"] },
    },
    {
      title: "LG화학, 美 항암제 기업 아베오 8000억원에 인수",
      text: "LG화학이 미국 나스닥 상장 항암제 개발사 아베오 파마슈티컬스(AVEO Pharmaceuticals)를 5억6600만 달러(약 8000억원)에 인수한다. LG화학은 2022년 10월 이사회를 열고 아베오 지분 100%를 인수하는 안건을 의결했다고 밝혔다. 아베오는 2021년 3월 신장암 치료제 '포티브다(성분명 티보자닙)'로 FDA 허가를 받아 미국에서 판매하고 있다. LG화학은 이번 인수로 미국 항암제 시장에 본격 진출하게 된다. 인수는 주주총회와 관계 당국 승인 등을 거쳐 마무리될 예정이다.",
      labels: { event: "acquisition", company: "LG Chem", companyOriginal: "LG화학", asset: "tivozanib", indication: "Renal cell carcinoma", regulator: null, also: ["AVEO Pharmaceuticals"] },
    },
    {
      title: "셀트리온, 일라이 릴리 美 뉴저지 생산공장 인수…관세 리스크 대응",
      text: "셀트리온이 미국 일라이 릴리의 뉴저지주 브랜치버그 바이오의약품 생산공장을 인수한다. 셀트리온은 2025년 9월 릴리와 해당 공장 인수를 위한 계약을 체결했다고 밝혔다. 인수 금액은 약 4600억원 규모다. 회사는 이번 인수로 미국 정부의 의약품 관세 부과에 따른 리스크를 줄이고 현지 생산 체제를 갖추게 됐다고 설명했다. 셀트리온은 인수 이후 추가 설비 투자를 통해 생산능력을 확대할 계획이다.",
      labels: { event: "acquisition", company: "Celltrion", companyOriginal: "셀트리온", asset: null, indication: null, regulator: null, also: ["Eli Lilly"] },
    },
    {
      title: "유전자 교정 기업 이음바이오, 450억원 시리즈C 투자 유치",
      text: "유전자 교정 플랫폼 기업 이음바이오는 450억원 규모의 시리즈C 투자를 유치했다고 24일 밝혔다. 이번 라운드에는 기존 투자사 외에 국내 벤처캐피털 6곳이 새로 참여했으며, 누적 투자유치 금액은 1120억원이 됐다. 회사는 확보한 자금을 간 표적 지질나노입자(LNP) 전달 기술 고도화와 첫 후보물질의 비임상 독성시험에 쓸 계획이다. 이음바이오는 2028년 코스닥 기술특례상장을 추진하고 있다. 글로벌에서는 인텔리아, 버브 등이 생체 내(in vivo) 유전자 교정 치료제를 개발 중이다.",
      labels: { event: "financing", company: "Ieum Bio", companyOriginal: "이음바이오", asset: null, indication: null, regulator: null },
    },
    {
      title: "새결바이오, 3분기 영업이익 흑자전환…골관절염 주사제 매출 47% 증가",
      text: "새결바이오는 연결 기준 3분기 매출액 412억원, 영업이익 38억원을 기록해 흑자로 돌아섰다고 13일 공시했다. 무릎 골관절염 주사제 'SGB-12'의 처방이 늘면서 해당 제품 매출이 전년 동기 대비 47% 증가한 156억원을 기록한 영향이다. 베트남 등 동남아시아 수출도 늘었다. 3분기 연구개발비는 62억원으로 매출의 15% 수준이었다. 회사 관계자는 '4분기에도 주력 제품 중심의 성장세가 이어질 것'이라고 말했다.",
      labels: { event: null, company: "Saegyeol Bio", companyOriginal: "새결바이오", asset: "SGB12", indication: "Osteoarthritis", regulator: null },
    },
  ],
};
