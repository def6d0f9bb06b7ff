import type { BriefArticle } from "./briefs";

/**
 * Sixth held-out set for the English brief benchmark: 20 short articles each in Chinese, Japanese
 * and Korean, written and labelled by hand by a helper session on 2026-11-29 without the engine's
 * code or any other set's articles open. To be measured once and not tuned against; labels were
 * set before any measurement and are not to be edited to fit an engine.
 *
 * Real events (true to the author's knowledge; details the author was unsure of left out):
 * - zh 1 Akeso ivonescimab NMPA approval (May 2024); zh 2 Kelun-Biotech sacituzumab tirumotecan
 *   NMPA approval (Nov 2024); zh 5 NMPA acceptance of Innovent's mazdutide application (2024);
 *   zh 9 FDA complete response letter for Hengrui's camrelizumab with rivoceranib (May 2024);
 *   zh 14 Hengrui licenses HRS-5346 to MSD (Mar 2025); zh 17 AstraZeneca to acquire Gracell
 *   (Dec 2023).
 * - ja 1 Eisai lecanemab approval in Japan (Sep 2023); ja 2 Shionogi ensitrelvir emergency
 *   approval (Nov 2022); ja 8 FDA complete response letter for Daiichi Sankyo's patritumab
 *   deruxtecan (Jun 2024); ja 12 Takeda soticlestat SKYLINE/SKYWAY miss (Jun 2024); ja 16
 *   Astellas to acquire Iveric Bio (2023); ja 17 Ono to acquire Deciphera (Apr 2024).
 * - ko 1 FDA approval of Yuhan's lazertinib with amivantamab (Aug 2024); ko 2 MFDS approval of
 *   Daewoong's fexuprazan (Dec 2021); ko 8 HLB's second FDA complete response letter (Mar 2025);
 *   ko 13 LegoChem Biosciences licenses LCB84 to Janssen (Dec 2023); ko 14 ABL Bio licenses
 *   ABL301 to Sanofi (Jan 2022).
 * All other articles (zh 3–4, 6–8, 10–13, 15–16, 18–20; ja 3–7, 9–11, 13–15, 18–20; ko 3–7,
 * 9–12, 15–20) are invented, about fictional companies and medicines (research codes no list
 * knows); real medicines appear in them only in passing, as competitors or comparators.
 */
export const GOLD6_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "康方生物依沃西单抗获国家药监局批准上市",
      text: "2024年5月，康方生物宣布，其自主研发的PD-1/VEGF双特异性抗体依沃西单抗注射液（商品名：依达方）获国家药品监督管理局批准上市，联合培美曲塞和卡铂，用于经EGFR酪氨酸激酶抑制剂（EGFR-TKI）治疗后进展的EGFR基因突变阳性局部晚期或转移性非鳞状非小细胞肺癌患者。此次获批基于III期临床研究HARMONi-A的结果。依沃西单抗是全球首个获批上市的PD-1/VEGF双特异性抗体。另一项与帕博利珠单抗头对头比较的III期研究HARMONi-2也在中国开展。",
      labels: { event: "approval", company: "Akeso", companyOriginal: "康方生物", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: "NMPA", also: ["pemetrexed", "carboplatin"] },
    },
    {
      title: "科伦博泰TROP2 ADC芦康沙妥珠单抗在华获批上市",
      text: "2024年11月，科伦博泰宣布，公司自主研发的TROP2抗体偶联药物（ADC）芦康沙妥珠单抗（sac-TMT）已获国家药监局批准上市，用于既往至少接受过两种系统治疗（其中至少一种针对晚期阶段）的不可切除局部晚期或转移性三阴性乳腺癌成人患者。此次获批主要基于在中国开展的III期研究OptiTROP-Breast01的结果，该研究将芦康沙妥珠单抗与研究者选择的化疗进行了比较。科伦博泰此前已将该药在大中华区以外的开发和商业化权益授予默沙东，默沙东的研发代号为MK-2870。",
      labels: { event: "approval", company: "Kelun-Biotech", companyOriginal: "科伦博泰", asset: "sacituzumab tirumotecan", indication: "Triple-negative breast cancer", regulator: "NMPA", also: ["Merck & Co."] },
    },
    {
      title: "澜清生物向国家药监局递交IL-17A/F纳米抗体LQ-3107上市申请",
      text: "11月18日，澜清生物宣布已向国家药品监督管理局（NMPA）递交LQ-3107的新药上市申请，拟用于治疗适合系统治疗或光疗的中重度斑块状银屑病成人患者。LQ-3107是一款同时靶向IL-17A和IL-17F的皮下注射纳米抗体，维持期每8周给药一次。申请主要依据一项在国内42家中心开展、入组612例患者的III期研究，该研究第16周PASI 90应答率为68.4%，安慰剂组为2.1%。公司表示，与国内已上市的司库奇尤单抗、依奇珠单抗等IL-17A抑制剂相比，LQ-3107的给药间隔更长。",
      labels: { event: "submission", company: "Lanqing Bio", companyOriginal: "澜清生物", asset: "LQ3107", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "禾沐药业PBC新药HM-5102向FDA提交上市申请",
      text: "禾沐药业今日公告，其美国子公司已向美国食品药品监督管理局（FDA）提交口服小分子药物HM-5102的新药上市申请（NDA），用于对熊去氧胆酸（UDCA）应答不足或不耐受的原发性胆汁性胆管炎（PBC）成人患者。HM-5102是一种选择性PPARδ/γ双重激动剂，其全球III期研究在第52周达到了碱性磷酸酶应答的主要终点。公司计划于2027年上半年在中国递交上市申请。受此消息影响，禾沐药业股价早盘上涨逾9%。",
      labels: { event: "submission", company: "Hemu Pharmaceutical", companyOriginal: "禾沐药业", asset: "HM5102", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "信达生物玛仕度肽减重适应症上市申请获NMPA受理",
      text: "2024年，信达生物宣布，国家药品监督管理局（NMPA）已受理GCG/GLP-1双受体激动剂玛仕度肽（研发代号：IBI362）的新药上市申请，用于成人肥胖或超重患者的长期体重控制。该申请基于在中国肥胖或超重受试者中开展的III期研究GLORY-1。玛仕度肽由礼来授权信达生物在中国开发。公司表示，还在同步推进玛仕度肽用于2型糖尿病的III期研究。",
      labels: { event: "filing-acceptance", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "mazdutide", indication: "Obesity", regulator: "NMPA", also: ["Eli Lilly"] },
    },
    {
      title: "鼎诺生物KRAS G12C抑制剂DN-2208欧盟上市申请获EMA确认受理",
      text: "鼎诺生物宣布，欧洲药品管理局（EMA）已确认受理其KRAS G12C抑制剂DN-2208的上市许可申请（MAA），用于既往接受过至少一线系统治疗的KRAS G12C突变局部晚期或转移性非小细胞肺癌成人患者。该申请已进入集中审评程序，公司预计EMA人用药品委员会（CHMP）将于2027年下半年给出意见。DN-2208已于今年3月在中国获批同一适应症。目前欧洲已有索托拉西布和阿达格拉西布两款同类药物上市。",
      labels: { event: "filing-acceptance", company: "Dingnuo Bio", companyOriginal: "鼎诺生物", asset: "DN2208", indication: "Non-small cell lung cancer", regulator: "EMA" },
    },
    {
      title: "泓源生物反义寡核苷酸HY-1506获FDA孤儿药资格认定",
      text: "泓源生物今日宣布，美国FDA已授予其在研反义寡核苷酸药物HY-1506孤儿药资格认定（ODD），用于治疗肌萎缩侧索硬化症（ALS）。HY-1506靶向FUS基因突变，目前正在中国和澳大利亚开展I期临床研究，已完成首个剂量组的入组。根据美国相关法规，获得孤儿药认定的药物可享受临床研究费用税收抵免、免除上市申请费及获批后7年市场独占期等政策支持。这是该公司首个获得FDA孤儿药认定的产品。",
      labels: { event: "designation", company: "Hongyuan Bio", companyOriginal: "泓源生物", asset: "HY1506", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "铭泽药业FRα ADC拟被纳入突破性治疗品种",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，铭泽药业的叶酸受体α（FRα）抗体偶联药物MZ-212拟被纳入突破性治疗品种，用于治疗铂耐药复发性上皮性卵巢癌、输卵管癌或原发性腹膜癌。公示期为5个工作日。MZ-212的Ib期数据显示，在78例可评估患者中客观缓解率为47.4%。同靶点的索米妥昔单抗已在美国等市场上市。",
      labels: { event: "designation", company: "Mingze Pharmaceutical", companyOriginal: "铭泽药业", asset: "MZ212", indication: "Ovarian cancer", regulator: "CDE" },
    },
    {
      title: "恒瑞医药卡瑞利珠单抗联合阿帕替尼肝癌上市申请收到FDA完整回复函",
      text: "2024年5月，恒瑞医药公告称，美国FDA就卡瑞利珠单抗联合甲磺酸阿帕替尼（rivoceranib）一线治疗不可切除或转移性肝细胞癌的生物制品许可申请（BLA）发出完整回复函（CRL）。阿帕替尼的海外权益由HLB旗下子公司Elevar Therapeutics持有，双方此前分别向FDA提交了上市申请。该联合疗法的III期研究CARES-310结果此前已发表于《柳叶刀》。恒瑞医药表示，将与FDA积极沟通，推进后续工作。",
      labels: { event: "complete-response-letter", company: "Jiangsu Hengrui Medicine", companyOriginal: "恒瑞医药", asset: "camrelizumab", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["HLB", "Elevar Therapeutics", "rivoceranib"] },
    },
    {
      title: "沐辰生物APOC3 siRNA药物MC-7781完成I期首例受试者给药",
      text: "沐辰生物宣布，其靶向APOC3的siRNA药物MC-7781在澳大利亚开展的I期临床试验已完成首例受试者给药。该研究为随机、双盲、安慰剂对照的单次和多次剂量递增试验，计划入组约64名健康受试者及高甘油三酯血症患者，主要评估安全性、耐受性和药代动力学。MC-7781采用公司自主开发的GalNAc肝靶向递送平台，临床前研究中单次给药后甘油三酯降低效果可维持6个月以上。",
      labels: { event: "trial-start", company: "Muchen Bio", companyOriginal: "沐辰生物", asset: "MC7781", indication: "Hypertriglyceridemia", regulator: null },
    },
    {
      title: "远峰药业口服GLP-1受体激动剂YF-0402启动头对头III期研究",
      text: "远峰药业近日宣布，其口服小分子GLP-1受体激动剂YF-0402对比司美格鲁肽治疗2型糖尿病的III期临床研究（FORTE-3）已完成首例患者入组。该研究计划在全国约80家中心入组960例经二甲双胍治疗血糖控制不佳的成人患者，主要终点为第40周糖化血红蛋白（HbA1c）较基线的变化。YF-0402每日口服一次，无需空腹服药。公司预计2028年获得顶线数据。",
      labels: { event: "trial-start", company: "Yuanfeng Pharmaceutical", companyOriginal: "远峰药业", asset: "YF0402", indication: "Type 2 diabetes", regulator: null, also: ["semaglutide"] },
    },
    {
      title: "青禾生物TSLP单抗QH-101特应性皮炎IIb期研究达到主要终点",
      text: "青禾生物公布了其长效抗TSLP单克隆抗体QH-101治疗中重度特应性皮炎的IIb期临床研究顶线结果。研究共入组286例成人患者，第16周时，QH-101 300mg每12周一次组达到EASI-75的患者比例为52.8%，安慰剂组为14.1%（P<0.001），达到主要终点。各剂量组安全性良好，未发现新的安全性信号。公司计划于2027年初启动III期研究，并评估与度普利尤单抗头对头比较的可能性。",
      labels: { event: "readout", company: "Qinghe Bio", companyOriginal: "青禾生物", asset: "QH101", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "翊恒药业阿尔茨海默病新药YH-330 III期研究未达主要终点",
      text: "翊恒药业周一晚间公告，其口服小分子药物YH-330治疗轻中度阿尔茨海默病的III期临床研究未达到主要终点。研究共纳入1,124例患者，治疗78周后，YH-330组与安慰剂组在CDR-SB评分较基线变化上的差异无统计学意义（-0.21，P=0.18）。公司表示将继续分析亚组数据，并暂停该产品的上市前准备工作。与仑卡奈单抗、多奈单抗等抗淀粉样蛋白抗体不同，YH-330通过调节小胶质细胞功能发挥作用。公告发布后，公司H股次日开盘下跌逾30%。",
      labels: { event: "readout", company: "Yiheng Pharmaceutical", companyOriginal: "翊恒药业", asset: "YH330", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "恒瑞医药将口服Lp(a)抑制剂HRS-5346授权默沙东，首付款2亿美元",
      text: "2025年3月，恒瑞医药宣布与默沙东达成独家许可协议，将在研口服小分子脂蛋白(a)[Lp(a)]抑制剂HRS-5346在大中华区以外的开发、生产和商业化权利授予默沙东。根据协议，恒瑞医药将获得2亿美元首付款，并有资格获得最高17.7亿美元的开发、监管及商业化里程碑付款，以及销售提成。脂蛋白(a)升高是动脉粥样硬化性心血管疾病的独立遗传风险因素，目前尚无获批的针对性疗法。",
      labels: { event: "licensing", company: "Jiangsu Hengrui Medicine", companyOriginal: "恒瑞医药", asset: "HRS5346", indication: "Elevated lipoprotein(a)", regulator: null, also: ["Merck & Co."] },
    },
    {
      title: "瀚研生物BDCA2/TACI双抗海外权益授予Corvane，交易总额最高17.5亿美元",
      text: "瀚研生物与美国生物技术公司Corvane Therapeutics签署独家许可协议，将其BDCA2/TACI双特异性抗体HNY-2207在大中华区以外的全球开发和商业化权益授予后者。根据协议，瀚研生物将获得1.2亿美元首付款及近期里程碑付款，潜在交易总额最高可达17.5亿美元，另有分级特许权使用费。HNY-2207目前正在中国开展治疗系统性红斑狼疮的II期临床试验。瀚研生物保留大中华区权益。",
      labels: { event: "licensing", company: "Hanyan Bio", companyOriginal: "瀚研生物", asset: "HNY2207", indication: "Systemic lupus erythematosus", regulator: null, also: ["Corvane Therapeutics"] },
    },
    {
      title: "启元药业与Arvida Bio达成结直肠癌新药全球共同开发合作",
      text: "启元药业宣布与丹麦生物技术公司Arvida Bio达成战略合作，双方将共同开发启元药业的CDH17靶向抗体偶联药物QY-5520，用于治疗转移性结直肠癌。根据协议，双方按50:50比例分担全球开发费用并共享全球利润，启元药业负责中国区的临床开发，Arvida Bio牵头欧美地区的注册研究。Arvida Bio将向启元药业支付5000万美元的合作启动款。QY-5520的全球多中心II期研究预计于2027年启动。",
      labels: { event: "partnership", company: "Qiyuan Pharmaceutical", companyOriginal: "启元药业", asset: "QY5520", indication: "Colorectal cancer", regulator: null, also: ["Arvida Bio"] },
    },
    {
      title: "阿斯利康拟以约12亿美元收购亘喜生物",
      text: "2023年12月26日，阿斯利康宣布与亘喜生物达成最终协议，将收购这家总部位于上海的细胞治疗公司，交易总价值最高约12亿美元（含或有价值权）。通过此次收购，阿斯利康将获得亘喜生物的FasTCAR平台，以及靶向BCMA和CD19的自体CAR-T疗法GC012F，后者正在开展治疗多发性骨髓瘤等疾病的临床研究。交易完成后，亘喜生物将成为阿斯利康的全资子公司。",
      labels: { event: "acquisition", company: "AstraZeneca", companyOriginal: "阿斯利康", asset: "GC012F", indication: "Multiple myeloma", regulator: null, also: ["Gracell Biotechnologies"] },
    },
    {
      title: "拓川生物完成6.5亿元B轮融资，加速IPF新药全球开发",
      text: "拓川生物宣布完成6.5亿元人民币B轮融资，由衡景资本领投，多家老股东跟投。本轮资金将主要用于核心产品TC-1189的全球II期临床研究及后续管线推进。TC-1189是一款口服LPA1受体拮抗剂，拟用于治疗特发性肺纤维化（IPF），其在中国完成的Ib期研究显示，治疗12周后用力肺活量（FVC）下降幅度较安慰剂组明显减缓。拓川生物成立于2020年，总部位于苏州，本轮融资前已累计融资超过4亿元。",
      labels: { event: "financing", company: "Tuochuan Bio", companyOriginal: "拓川生物", asset: "TC1189", indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Hengjing Capital"] },
    },
    {
      title: "博岚药业登陆港交所，全球发售募资约12.3亿港元",
      text: "博岚药业今日在香港联合交易所主板挂牌上市。公司此次全球发售共计8,620万股H股，发售价为每股14.30港元，募资总额约12.3亿港元，其中约55%将用于核心产品Claudin18.2抗体偶联药物BL-2406的临床开发。BL-2406目前正在中国开展一线治疗胃癌及胃食管结合部腺癌的III期研究，同靶点的佐妥昔单抗已在多个国家获批。首日开盘，博岚药业股价较发售价上涨18.5%。",
      labels: { event: "financing", company: "Bolan Pharmaceutical", companyOriginal: "博岚药业", asset: "BL2406", indication: "Gastric cancer", regulator: null },
    },
    {
      title: "澄景生物任命王明远博士为首席医学官",
      text: "澄景生物今日宣布，任命王明远博士为公司首席医学官，全面负责临床开发与医学事务，即日起生效。王博士拥有逾20年肿瘤药物临床开发经验，曾在多家跨国药企担任全球临床开发负责人。澄景生物首席执行官表示，王博士的加入将加快公司核心产品CJ-0601——一款可穿透血脑屏障的小分子EGFR抑制剂——在胶质母细胞瘤中的注册研究进程。",
      labels: { event: null, company: "Chengjing Bio", companyOriginal: "澄景生物", asset: "CJ0601", indication: "Glioblastoma", regulator: null },
    },
  ],
  ja: [
    {
      title: "エーザイ、レカネマブの国内製造販売承認を取得",
      text: "エーザイは2023年9月25日、抗アミロイドβ（Aβ）プロトフィブリル抗体レカネマブ（製品名：レケンビ点滴静注）について、厚生労働省から「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」を効能・効果とする製造販売承認を取得したと発表した。承認はグローバル第III相臨床試験Clarity ADの結果に基づく。同剤は米国で同年7月に食品医薬品局（FDA）から通常承認を取得しており、日本での承認はこれに続くもの。レカネマブはエーザイが開発を主導し、バイオジェンと共同で商業化を進めている。",
      labels: { event: "approval", company: "Eisai", companyOriginal: "エーザイ", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA", also: ["Biogen"] },
    },
    {
      title: "塩野義製薬の新型コロナ経口薬「ゾコーバ」、緊急承認制度で初の承認",
      text: "塩野義製薬は2022年11月22日、新型コロナウイルス感染症（COVID-19）治療薬エンシトレルビル フマル酸（製品名：ゾコーバ錠125mg）について、厚生労働省から緊急承認を取得したと発表した。同年5月に創設された緊急承認制度が適用された初めてのケースとなる。同剤は3CLプロテアーゼを阻害する1日1回5日間投与の経口薬で、重症化リスク因子の有無を問わず使用できる。緊急承認は期限付きで、有効性を確認するための追加データの提出が求められている。",
      labels: { event: "approval", company: "Shionogi", companyOriginal: "塩野義製薬", asset: "ensitrelvir", indication: "COVID-19", regulator: "PMDA" },
    },
    {
      title: "千早製薬、片頭痛予防薬CHY-3305の国内承認申請を実施",
      text: "千早製薬株式会社は11月20日、経口CGRP受容体拮抗薬CHY-3305について、片頭痛発作の発症抑制を効能・効果として厚生労働省に製造販売承認申請を行ったと発表した。申請は国内で実施した2本の第III相試験の結果に基づく。両試験とも、投与12週時点の月間片頭痛日数の減少幅がプラセボ群を有意に上回った。国内では既に抗CGRP抗体製剤が複数使われているが、同社は1日1回の経口剤として差別化を図る。",
      labels: { event: "submission", company: "Chihaya Pharmaceutical", companyOriginal: "千早製薬", asset: "CHY3305", indication: "Migraine", regulator: "PMDA" },
    },
    {
      title: "アオバ・セラピューティクス、重症筋無力症治療薬の米国承認申請を完了",
      text: "アオバ・セラピューティクス株式会社は、米国子会社を通じて抗FcRn抗体AB-771の生物製剤承認申請（BLA）を米国食品医薬品局（FDA）に提出したと発表した。対象は抗アセチルコリン受容体抗体陽性の全身型重症筋無力症の成人患者。申請の根拠となった第III相試験では、MG-ADLスコアの改善がプラセボ群に対して統計学的に有意だった。同領域ではエフガルチギモド アルファなど同じ作用機序の薬剤が先行しており、同社は4週に1回の皮下投与という利便性で勝負する。国内では2027年度中の申請を予定している。",
      labels: { event: "submission", company: "Aoba Therapeutics", companyOriginal: "アオバ・セラピューティクス", asset: "AB771", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "北辰製薬のNectin-4標的ADC、欧州で販売承認申請が受理",
      text: "北辰製薬は、Nectin-4を標的とする抗体薬物複合体（ADC）HS-4021について、欧州医薬品庁（EMA）が販売承認申請（MAA）を受理し、審査を開始したと発表した。申請した適応は、白金製剤を含む化学療法およびPD-1/PD-L1阻害薬による治療歴のある局所進行性または転移性の尿路上皮がん。同剤はエンホルツマブ ベドチンと同じ標的を持つが、独自のリンカー技術により皮膚障害の発現率低減を目指している。今回の申請には、日本と欧州で実施した第II相試験のデータが含まれる。",
      labels: { event: "filing-acceptance", company: "Hokushin Pharmaceutical", companyOriginal: "北辰製薬", asset: "HS4021", indication: "Bladder cancer", regulator: "EMA" },
    },
    {
      title: "ミナトジェンのDMD遺伝子治療薬、先駆的医薬品に指定",
      text: "株式会社ミナトジェンは、開発中のデュシェンヌ型筋ジストロフィー（DMD）遺伝子治療薬MG-110が、厚生労働省から先駆的医薬品の指定を受けたと発表した。MG-110はAAVベクターを用いてマイクロジストロフィン遺伝子を筋組織に届ける1回投与型の治療薬で、現在国内で第I/II相試験を実施している。先駆的医薬品に指定されると、医薬品医療機器総合機構（PMDA）による優先的な相談や、審査期間を通常の12カ月から6カ月に短縮することを目指す優先審査などの支援を受けられる。",
      labels: { event: "designation", company: "Minatogen", companyOriginal: "ミナトジェン", asset: "MG110", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "丸光製薬のPSC治療薬候補MM-1904、米FDAのファストトラック指定を取得",
      text: "丸光製薬は12日、原発性硬化性胆管炎（PSC）を対象に開発中の経口低分子化合物MM-1904について、米食品医薬品局（FDA）からファストトラック指定を受けたと発表した。PSCは胆管に慢性的な炎症と線維化が生じる希少疾患で、承認された治療薬はなく、肝移植が唯一の根治的治療とされる。MM-1904は米国と日本で第II相試験を実施中で、2026年度中にトップラインデータを得る見通し。同社は欧州医薬品庁への申請も視野に入れている。",
      labels: { event: "designation", company: "Marumitsu Pharmaceutical", companyOriginal: "丸光製薬", asset: "MM1904", indication: "Primary sclerosing cholangitis", regulator: "FDA" },
    },
    {
      title: "第一三共、HER3-DXdの米国承認申請で審査完了報告通知を受領",
      text: "第一三共は2024年6月、HER3を標的とする抗体薬物複合体パトリツマブ デルクステカン（HER3-DXd）について、米食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。対象は2種類以上の全身療法による治療歴のあるEGFR遺伝子変異陽性の局所進行または転移性非小細胞肺がん。CRLは第三者製造施設に対する査察での指摘事項に起因するもので、有効性や安全性に関する指摘は含まれていないという。同剤は米メルクと共同で開発・商業化を進めている。",
      labels: { event: "complete-response-letter", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "patritumab deruxtecan", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Merck & Co."] },
    },
    {
      title: "翠峰製薬の過活動膀胱治療薬、FDAから審査完了報告通知",
      text: "翠峰製薬は、過活動膀胱（OAB）治療薬として米国で承認申請していたSH-207について、米国食品医薬品局（FDA）から審査完了報告通知（CRL）を受け取ったと発表した。FDAは長期投与時の肝機能検査値異常に関する追加の安全性解析を求めているという。同社は新たな臨床試験は不要との認識を示し、FDAとの面談を経て2027年中の再申請を目指す。SH-207はβ3受容体作動薬で、国内では2024年から販売されている。発表を受け、同社株は一時ストップ安となった。",
      labels: { event: "complete-response-letter", company: "Suiho Pharmaceutical", companyOriginal: "翠峰製薬", asset: "SH207", indication: "Overactive bladder", regulator: "FDA" },
    },
    {
      title: "ツバサ・セラピューティクス、KRAS G12D阻害薬の第I相試験で初回投与",
      text: "ツバサ・セラピューティクス株式会社は、KRAS G12D変異を選択的に阻害する経口低分子化合物TSB-0310の第I相臨床試験で、最初の患者への投与を米国で実施したと発表した。試験はKRAS G12D変異陽性の切除不能な進行・再発膵がん患者を対象とし、用量漸増パートと拡大パートで最大120人の登録を予定する。膵管腺がんの約4割にKRAS G12D変異がみられる一方、この変異を標的とする承認薬はまだない。",
      labels: { event: "trial-start", company: "Tsubasa Therapeutics", companyOriginal: "ツバサ・セラピューティクス", asset: "TSB0310", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "朝凪製薬、潰瘍性大腸炎の第IIb相試験で主要評価項目を達成",
      text: "朝凪製薬は、経口α4β7インテグリン阻害薬AN-3320の中等症から重症の潰瘍性大腸炎患者を対象とした第IIb相試験（ASAGI-UC）で、主要評価項目を達成したと発表した。投与12週時点の臨床的寛解率は高用量群で26.3%となり、プラセボ群の7.9%を統計学的に有意に上回った。重篤な有害事象の発現頻度は各群で同程度だった。注射剤のベドリズマブと同じ標的を経口剤で狙う点が特徴で、同社は2027年に第III相試験を始める計画だ。",
      labels: { event: "readout", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "AN3320", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "武田薬品、ソチクレスタットのドラベ症候群対象P3試験で主要評価項目未達",
      text: "武田薬品工業は2024年6月、ドラベ症候群を対象としたソチクレスタット（TAK-935）の第III相試験SKYLINEで、主要評価項目であるけいれん発作頻度の減少についてプラセボに対する統計学的有意差が示されなかったと発表した。主要評価項目はわずかに未達だったものの、重要な副次評価項目では臨床的に意味のある効果が認められたという。レノックス・ガストー症候群を対象とした第III相試験SKYWAYも主要評価項目を達成しなかった。同社は全データを精査した上で、規制当局と今後の対応を協議するとしている。",
      labels: { event: "readout", company: "Takeda", companyOriginal: "武田薬品工業", asset: "soticlestat", indication: "Dravet syndrome", regulator: null },
    },
    {
      title: "東雲製薬、独Helmbrecht社からHAE治療薬候補の国内権利を導入",
      text: "東雲製薬は、ドイツのHelmbrecht Biopharma社と、遺伝性血管性浮腫（HAE）の発作予防薬として開発中の抗活性化第XII因子抗体HB-201について、日本における独占的な開発・販売権を取得するライセンス契約を締結したと発表した。東雲製薬は契約一時金として25億円を支払い、開発や販売の進捗に応じて最大で総額180億円のマイルストンと、売上高に応じたロイヤルティーを支払う。HB-201は欧米で第III相試験が進行中で、東雲製薬は2026年度内に国内第III相試験を始める予定。",
      labels: { event: "licensing", company: "Shinonome Pharmaceutical", companyOriginal: "東雲製薬", asset: "HB201", indication: "Hereditary angioedema", regulator: null, also: ["Helmbrecht Biopharma"] },
    },
    {
      title: "ルピナス創薬と英Thornfield Bio、AI抗体設計で共同研究",
      text: "ルピナス創薬株式会社は、英国のThornfield Bio社とAIを活用した抗体医薬の共同研究契約を締結したと発表した。Thornfield社の生成AIによる抗体設計技術と、ルピナス創薬のヒト腸管オルガノイドを用いた評価系を組み合わせ、炎症性腸疾患を対象とする新規抗体を最大3つ創出することを目指す。研究費は両社で分担し、創出した候補物質は共同で保有する。契約金額は非開示。",
      labels: { event: "partnership", company: "Lupinus Drug Discovery", companyOriginal: "ルピナス創薬", asset: null, indication: "Inflammatory bowel disease", regulator: null, also: ["Thornfield Bio"] },
    },
    {
      title: "青嶺製薬と韓国ハンギョルバイオ、肥満症治療薬の共同開発で提携",
      text: "青嶺製薬は、韓国のハンギョルバイオと、青嶺製薬が創製した週1回皮下投与のGLP-1/アミリン二重作動薬SR-118の共同開発契約を締結したと発表した。両社は日本と韓国で実施する第II相試験の費用を折半し、日本での販売権は青嶺製薬、韓国での販売権はハンギョルバイオが持つ。対象は肥満症で、2026年度中に最初の患者登録を見込む。国内ではセマグルチドやチルゼパチドが肥満症に使われているが、同社は消化器系副作用の少なさで差別化を図る。",
      labels: { event: "partnership", company: "Seirei Pharmaceutical", companyOriginal: "青嶺製薬", asset: "SR118", indication: "Obesity", regulator: null, also: ["Hangyeol Bio"] },
    },
    {
      title: "アステラス製薬、米アイベリック・バイオを約59億ドルで買収",
      text: "アステラス製薬は、眼科領域の米バイオ企業アイベリック・バイオ（Iveric Bio）を買収することで合意したと発表した。1株当たり40ドルの現金で全株式を取得し、買収総額は約59億ドルとなる。アイベリック・バイオは、加齢黄斑変性に伴う地図状萎縮を対象とする補体C5阻害薬アバシンカプタド ペゴルを開発している。アステラスは同剤を、重点領域と位置付ける眼科事業の中核に据える考えだ。",
      labels: { event: "acquisition", company: "Astellas", companyOriginal: "アステラス製薬", asset: "avacincaptad pegol", indication: "Geographic atrophy", regulator: null, also: ["IVERIC bio"] },
    },
    {
      title: "小野薬品、米デサイフェラを約24億ドルで買収へ",
      text: "小野薬品工業は2024年4月、米国のがん領域バイオ企業デサイフェラ・ファーマシューティカルズを買収すると発表した。株式公開買い付け（TOB）により1株当たり25.60ドルの現金で全株式を取得し、買収総額は約24億ドルとなる。デサイフェラは消化管間質腫瘍（GIST）治療薬リプレチニブ（製品名：QINLOCK）を米国や欧州などで販売している。小野薬品は買収を通じて、海外での自社販売体制の構築を加速させる。",
      labels: { event: "acquisition", company: "Ono Pharmaceutical", companyOriginal: "小野薬品工業", asset: "ripretinib", indication: "Gastrointestinal stromal tumor", regulator: null, also: ["Deciphera Pharmaceuticals"] },
    },
    {
      title: "イロハ・セラピューティクス、シリーズBで42億円を調達",
      text: "眼科領域の創薬ベンチャー、イロハ・セラピューティクス株式会社は、シリーズBラウンドで総額42億円の資金調達を完了したと発表した。ベンチャーキャピタル4社と事業会社2社が引き受けた。調達資金は、滲出型加齢黄斑変性を対象とする遺伝子治療薬IR-402の国内第I/II相試験などに充てる。IR-402は1回の硝子体内投与で抗VEGFタンパク質を持続的に産生させる設計で、アフリベルセプトなど既存薬の頻回注射の負担軽減を狙う。",
      labels: { event: "financing", company: "Iroha Therapeutics", companyOriginal: "イロハ・セラピューティクス", asset: "IR402", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
    {
      title: "ミヤビ製薬、佐伯真一取締役が社長に昇格",
      text: "ミヤビ製薬は、佐伯真一取締役（56）が2027年4月1日付で代表取締役社長に昇格する人事を発表した。現社長の高野修一氏は代表権のない会長に就く。佐伯氏は外資系製薬大手で日本法人の開発本部長などを歴任し、2022年にミヤビ製薬に入社した。同社は海外売上高比率を現在の12%から2030年に30%へ引き上げる中期目標を掲げており、新体制で海外展開を加速させる。",
      labels: { event: null, company: "Miyabi Pharmaceutical", companyOriginal: "ミヤビ製薬", asset: null, indication: null, regulator: null },
    },
    {
      title: "ノゾミ・ファーマ、神奈川県藤沢市に新研究拠点を開設",
      text: "ノゾミ・ファーマ株式会社は、神奈川県藤沢市に新たな研究拠点「ノゾミ湘南ラボ」を開設したと発表した。延べ床面積は約8,000平方メートル、総投資額は約60億円。核酸医薬と抗体医薬の研究機能を集約し、研究員約150人が勤務する。同社は新拠点を活用し、2030年までに5品目の臨床入りを目指す。",
      labels: { event: null, company: "Nozomi Pharma", companyOriginal: "ノゾミ・ファーマ", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 '렉라자', 아미반타맙 병용요법으로 美 FDA 허가",
      text: "유한양행은 비소세포폐암 치료제 렉라자(성분명 레이저티닙)가 존슨앤드존슨의 이중항체 리브리반트(성분명 아미반타맙)와의 병용요법으로 미국 식품의약국(FDA)의 허가를 받았다고 2024년 8월 밝혔다. 허가 대상은 EGFR 엑손19 결실 또는 엑손21 L858R 치환 변이가 확인된 국소 진행성 또는 전이성 비소세포폐암 환자의 1차 치료다. 이번 허가는 글로벌 임상 3상 MARIPOSA 결과를 근거로 했다. 유한양행은 2018년 얀센에 레이저티닙을 기술수출했으며, 국산 항암제가 FDA 허가를 받은 것은 이번이 처음이다.",
      labels: { event: "approval", company: "Yuhan", companyOriginal: "유한양행", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "대웅제약 '펙수클루', 국산 34호 신약으로 식약처 허가",
      text: "대웅제약은 위식도역류질환 치료 신약 펙수클루정 40mg(성분명 펙수프라잔)이 식품의약품안전처로부터 품목허가를 받았다고 2021년 12월 밝혔다. 펙수클루는 칼륨 경쟁적 위산분비 차단제(P-CAB) 계열로, 허가 적응증은 미란성 위식도역류질환의 치료다. 국내에서 개발된 34번째 신약이며, 국내 P-CAB 계열로는 HK이노엔의 케이캡(성분명 테고프라잔)에 이어 두 번째다.",
      labels: { event: "approval", company: "Daewoong Pharmaceutical", companyOriginal: "대웅제약", asset: "fexuprazan", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "다온바이오, 골다공증 신약 'DO-1802' 식약처에 품목허가 신청",
      text: "다온바이오는 골다공증 치료 신약 후보물질 DO-1802의 품목허가를 식품의약품안전처에 신청했다고 25일 공시했다. DO-1802는 6개월에 1회 피하주사하는 항스클레로스틴 항체로, 골절 위험이 높은 폐경 후 여성 골다공증 환자를 대상으로 한다. 국내 임상 3상에서 투약 12개월 시점 요추 골밀도가 위약군 대비 11.2% 증가해 주요 평가지표를 충족했다. 회사 측은 데노수맙 등 기존 골흡수 억제제와 달리 골형성 촉진 효과를 갖춘 점을 강조했다.",
      labels: { event: "submission", company: "Daon Bio", companyOriginal: "다온바이오", asset: "DO1802", indication: "Osteoporosis", regulator: "MFDS" },
    },
    {
      title: "세린제약 만성 두드러기 신약, 美 FDA 신약허가신청 접수",
      text: "세린제약은 미국 식품의약국(FDA)이 만성 자발성 두드러기 치료제 후보 SRN-4410의 신약허가신청(NDA)을 정식 접수했다고 18일 밝혔다. 처방약 사용자 수수료법(PDUFA)에 따른 목표 심사 완료일은 2027년 9월이다. SRN-4410은 BTK를 선택적으로 억제하는 경구용 저분자 화합물로, 항히스타민제에 충분히 반응하지 않는 성인 환자를 대상으로 개발됐다. 세린제약은 허가를 받으면 미국 파트너사를 통해 판매할 계획이다.",
      labels: { event: "filing-acceptance", company: "Serin Pharmaceutical", companyOriginal: "세린제약", asset: "SRN4410", indication: "Chronic spontaneous urticaria", regulator: "FDA" },
    },
    {
      title: "하람바이오, 혈우병 A 치료제 유럽 허가 심사 착수",
      text: "하람바이오는 혈우병 A 치료제 HRM-310의 판매허가신청(MAA)이 유럽의약품청(EMA)의 유효성 검증을 통과해 본격 심사에 들어갔다고 3일 밝혔다. HRM-310은 주 1회 피하 투여하는 이중특이 항체로, 제8인자 억제인자 보유 여부와 관계없이 출혈 예방을 목표로 한다. 업계에서는 로슈의 헴리브라(에미시주맙)와 경쟁할 것으로 보고 있다. 하람바이오는 유럽 허가가 나오면 현지 파트너사를 선정해 상업화에 나설 방침이다.",
      labels: { event: "filing-acceptance", company: "Haram Bio", companyOriginal: "하람바이오", asset: "HRM310", indication: "Hemophilia A", regulator: "EMA" },
    },
    {
      title: "루미엘바이오, 담도암 치료제 후보 FDA 희귀의약품 지정",
      text: "루미엘바이오는 미국 식품의약국(FDA)으로부터 담도암 치료제 후보물질 LM-2207을 희귀의약품으로 지정받았다고 밝혔다. LM-2207은 FGFR2 융합 변이를 표적하는 차세대 저해제로, 기존 FGFR 저해제 치료 후 내성이 생긴 환자에서도 효과를 보이도록 설계됐다. 현재 국내와 미국에서 임상 1상을 진행 중이다. 희귀의약품으로 지정되면 허가 후 7년간 시장 독점권과 임상 비용 세액 공제 등의 혜택을 받을 수 있다.",
      labels: { event: "designation", company: "Lumiel Bio", companyOriginal: "루미엘바이오", asset: "LM2207", indication: "Biliary tract cancer", regulator: "FDA" },
    },
    {
      title: "청운제약 위암 신약 후보, 식약처 GIFT 대상 지정",
      text: "청운제약의 위암 치료제 후보물질 CW-0712가 식품의약품안전처의 '글로벌 혁신제품 신속심사(GIFT)' 대상으로 지정됐다. CW-0712는 클라우딘18.2를 표적으로 하는 항체약물접합체(ADC)로, 2차 이상 치료가 필요한 진행성 위암 또는 위식도 접합부 선암 환자를 대상으로 한다. GIFT 대상으로 지정되면 허가 심사 기간이 단축된다. 청운제약은 국내 임상 2상 결과를 바탕으로 내년 상반기 조건부 허가를 신청할 계획이다.",
      labels: { event: "designation", company: "Cheongun Pharmaceutical", companyOriginal: "청운제약", asset: "CW0712", indication: "Gastric cancer", regulator: "MFDS" },
    },
    {
      title: "HLB 간암 신약, FDA서 두 번째 보완요구서한 받아",
      text: "HLB는 간암 1차 치료제로 개발 중인 리보세라닙과 중국 항서제약의 캄렐리주맙 병용요법에 대해 미국 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다고 2025년 3월 밝혔다. 지난해 5월에 이은 두 번째 CRL이다. 리보세라닙은 HLB의 미국 자회사 엘레바 테라퓨틱스가, 캄렐리주맙은 항서제약이 각각 허가를 신청했다. HLB는 항서제약과 함께 보완 작업을 거쳐 허가 재신청에 나설 계획이다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["Jiangsu Hengrui Medicine", "Elevar Therapeutics", "camrelizumab"] },
    },
    {
      title: "새봄바이오, 류마티스 관절염 신약 'SEB-115' 호주 임상 1상 첫 투약",
      text: "새봄바이오는 류마티스 관절염 치료 후보물질 SEB-115의 호주 임상 1상에서 첫 번째 피험자 투약을 완료했다고 12일 밝혔다. 이번 임상은 건강한 성인 48명을 대상으로 단회 및 반복 용량 상승 시험으로 진행되며, 안전성과 내약성, 약동학을 평가한다. SEB-115는 IRAK4를 분해하는 표적 단백질 분해제로, 회사는 2027년 환자 대상 임상 1b상에 진입할 계획이다.",
      labels: { event: "trial-start", company: "Saebom Bio", companyOriginal: "새봄바이오", asset: "SEB115", indication: "Rheumatoid arthritis", regulator: null },
    },
    {
      title: "아리온제약, MASH 치료제 글로벌 임상 3상 첫 환자 등록",
      text: "아리온제약은 대사이상 관련 지방간염(MASH) 치료제 후보 AR-2150의 글로벌 임상 3상 첫 환자 등록을 마쳤다고 7일 공시했다. 임상은 한국, 미국, 유럽 등 15개국 260여 개 기관에서 간 섬유화 2~3단계 환자 1,450명을 대상으로 진행된다. 주요 평가지표는 52주 시점 섬유화 악화 없는 MASH 해소율과 섬유화 1단계 이상 개선 비율이다. 미국에서는 레스메티롬이 MASH 치료제로 허가를 받은 상태다.",
      labels: { event: "trial-start", company: "Arion Pharmaceutical", companyOriginal: "아리온제약", asset: "AR2150", indication: "MASH", regulator: null },
    },
    {
      title: "솔빛바이오 IgA 신증 치료제, 임상 2상서 1차 평가지표 충족",
      text: "솔빛바이오는 IgA 신증 치료 후보물질 SLB-601의 임상 2상 톱라인 결과 1차 평가지표를 충족했다고 밝혔다. 24주 투여 후 고용량군의 소변 단백/크레아티닌 비율(UPCR)은 기저치 대비 48% 감소해 위약군(6% 감소)과 통계적으로 유의한 차이를 보였다. 중대한 이상반응으로 인한 투약 중단은 없었다. 솔빛바이오는 연내 글로벌 임상 3상 진입을 위한 준비에 착수할 예정이다.",
      labels: { event: "readout", company: "Solbit Bio", companyOriginal: "솔빛바이오", asset: "SLB601", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "보담제약 당뇨병성 신경병증 통증 신약, 임상 3상 1차 지표 미충족",
      text: "보담제약은 당뇨병성 말초신경병증성 통증 치료 후보물질 BD-0927의 국내 임상 3상에서 1차 평가지표를 충족하지 못했다고 14일 공시했다. 12주 투약 후 평균 통증 점수(NRS) 변화량이 위약군과 통계적으로 유의한 차이를 보이지 않았다. 회사는 위약 반응률이 예상보다 높았던 것이 원인으로 보인다며 세부 분석 후 향후 개발 방향을 결정하겠다고 밝혔다. 공시 직후 보담제약 주가는 하한가로 직행했다.",
      labels: { event: "readout", company: "Bodam Pharmaceutical", companyOriginal: "보담제약", asset: "BD0927", indication: "Diabetic peripheral neuropathic pain", regulator: null },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 'LCB84' 기술이전…최대 17억 달러",
      text: "레고켐바이오사이언스는 존슨앤드존슨 자회사 얀센 바이오텍과 TROP2 표적 항체약물접합체(ADC) LCB84의 글로벌 개발 및 상업화 권리에 대한 기술이전 계약을 체결했다고 2023년 12월 밝혔다. 계약 규모는 선급금 1억 달러를 포함해 최대 17억 달러(약 2조2000억원)이며, 제품 출시 후 매출에 따른 로열티는 별도다. LCB84는 고형암 환자를 대상으로 임상 1/2상이 진행되고 있다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", companyOriginal: "레고켐바이오사이언스", asset: "LCB84", indication: "Solid tumors", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "에이비엘바이오, 사노피에 파킨슨병 이중항체 'ABL301' 기술이전",
      text: "에이비엘바이오는 프랑스 사노피와 파킨슨병 등 퇴행성 뇌질환 치료 후보물질 ABL301의 개발 및 상업화에 대한 글로벌 독점 라이선스 계약을 체결했다고 2022년 1월 밝혔다. 총 계약 규모는 10억6000만 달러(약 1조2700억원)로, 반환 의무가 없는 선급금 7500만 달러가 포함됐다. ABL301은 알파-시누클레인을 표적하는 이중항체로, 회사의 뇌혈관장벽(BBB) 셔틀 플랫폼 '그랩바디-B'가 적용됐다.",
      labels: { event: "licensing", company: "ABL Bio", companyOriginal: "에이비엘바이오", asset: "ABL301", indication: "Parkinson's disease", regulator: null, also: ["Sanofi"] },
    },
    {
      title: "라온테라퓨틱스, 美 브라이트워터와 AML 치료제 공동개발 계약",
      text: "라온테라퓨틱스는 미국 브라이트워터 바이올로직스(Brightwater Biologics)와 급성 골수성 백혈병(AML) 치료 후보물질 RT-3301의 공동개발 계약을 맺었다고 밝혔다. 양사는 글로벌 임상 2상 비용을 절반씩 부담하고, 상업화 이후 수익도 같은 비율로 나눈다. 라온테라퓨틱스는 한국과 아시아 지역을, 브라이트워터는 북미와 유럽 지역 임상을 주도한다. RT-3301은 FLT3 변이 AML 환자를 대상으로 한 국내 임상 1상에서 완전관해율 38%를 보였다.",
      labels: { event: "partnership", company: "Raon Therapeutics", companyOriginal: "라온테라퓨틱스", asset: "RT3301", indication: "Acute myeloid leukemia", regulator: null, also: ["Brightwater Biologics"] },
    },
    {
      title: "가람제약, 안과 바이오텍 엘피스바이오 인수…1200억원 규모",
      text: "가람제약은 안과 질환 전문 바이오기업 엘피스바이오의 지분 62%를 1,200억원에 인수한다고 9일 공시했다. 가람제약은 구주 매입과 제3자배정 유상증자 참여를 통해 최대주주에 오르게 된다. 엘피스바이오는 안구건조증 치료 점안제 EPB-202의 국내 임상 3상을 진행하고 있다. 가람제약은 이번 인수로 순환기 중심의 사업 구조를 안과 분야로 넓힐 계획이다.",
      labels: { event: "acquisition", company: "Garam Pharmaceutical", companyOriginal: "가람제약", asset: "EPB202", indication: "Dry eye disease", regulator: null, also: ["Elpis Bio"] },
    },
    {
      title: "벼리바이오, 350억원 규모 시리즈C 투자 유치",
      text: "루게릭병(근위축성 측삭경화증·ALS) 치료제를 개발하는 벼리바이오가 350억원 규모의 시리즈C 투자를 유치했다고 2일 밝혔다. 이번 투자에는 기존 투자사와 신규 투자사 6곳이 참여했으며, 누적 투자 유치액은 720억원이 됐다. 조달한 자금은 주력 파이프라인 BYR-011의 미국 임상 2상과 코스닥 상장 준비에 쓰일 예정이다. BYR-011은 TDP-43 단백질 응집을 억제하는 경구용 저분자 화합물이다.",
      labels: { event: "financing", company: "Byeori Bio", companyOriginal: "벼리바이오", asset: "BYR011", indication: "Amyotrophic lateral sclerosis", regulator: null },
    },
    {
      title: "윤슬테라퓨틱스, 코스닥 상장 공모로 450억원 조달",
      text: "ADC 전문 기업 윤슬테라퓨틱스가 코스닥 상장을 위한 공모를 마무리하고 약 450억원을 조달했다. 공모가는 희망 범위 상단인 1만8000원으로 확정됐으며, 일반 청약 경쟁률은 1,284대 1을 기록했다. 회사는 공모 자금을 삼중음성 유방암 치료 후보물질 YS-501의 임상 2상과 생산 설비 확충에 투입할 계획이다. 윤슬테라퓨틱스는 오는 27일 코스닥 시장에 상장한다.",
      labels: { event: "financing", company: "Yunseul Therapeutics", companyOriginal: "윤슬테라퓨틱스", asset: "YS501", indication: "Triple-negative breast cancer", regulator: null },
    },
    {
      title: "미리내제약, 신임 대표이사에 김도현 전 글로벌 제약사 임원 선임",
      text: "미리내제약은 이사회를 열고 김도현 전 글로벌 제약사 한국법인 부사장을 신임 대표이사로 선임했다고 밝혔다. 김 대표는 약 25년간 국내외 제약사에서 영업·마케팅과 사업개발을 담당해 왔다. 미리내제약은 김 대표 선임을 계기로 해외 기술이전과 글로벌 파트너십 확대에 속도를 낼 방침이다. 전임 대표인 이성준 사장은 고문으로 물러난다.",
      labels: { event: null, company: "Mirinae Pharmaceutical", companyOriginal: "미리내제약", asset: null, indication: null, regulator: null },
    },
    {
      title: "하늬바이오, 바이오 USA서 경구용 펩타이드 플랫폼 소개",
      text: "하늬바이오는 미국에서 열리는 '2026 바이오 인터내셔널 컨벤션(바이오 USA)'에 참가해 자사 경구용 펩타이드 전달 플랫폼을 소개한다고 밝혔다. 회사는 행사 기간 글로벌 제약사 20여 곳과 1:1 파트너링 미팅을 진행할 예정이다. 하늬바이오 관계자는 '대사질환 분야를 중심으로 플랫폼 기술이전 가능성을 타진하겠다'고 말했다.",
      labels: { event: null, company: "Hanui Bio", companyOriginal: "하늬바이오", asset: null, indication: null, regulator: null },
    },
  ],
};
