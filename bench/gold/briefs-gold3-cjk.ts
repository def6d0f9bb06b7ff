import type { BriefArticle } from "./briefs";

/**
 * Third held-out set for the English brief benchmark (Chinese, Japanese and Korean part): 20
 * articles per language in the style of Chinese, Japanese and Korean trade press and company
 * announcements. Written and labelled by hand by a helper session in November 2026, without the
 * engine's code or any other benchmark set open, and meant to be measured once.
 *
 * About half the articles report real events, true to the best of the author's knowledge (dates
 * and amounts as reported at the time; where a detail was uncertain it was left out rather than
 * guessed). The other half are about invented companies (瑞衡生物医药, 禾沐生物, カナメ製薬,
 * ツバキファーマ, 한결바이오, 누리테라퓨틱스…) and invented medicines (codes such as "RH-2207",
 * "KN-214", "NTX-105", and invented INNs written in the script's usual transliteration beside
 * their code); invented events never involve a real company as a party.
 *
 * Same labelling rules as bench/gold/briefs.ts: `company` by registry name or, for a company no
 * list knows, its romanized stem plus the translated sector word; `asset` by registry name or
 * INN, else the normalized research code; `indication` by registry disease name; `regulator` by
 * registry name (MHLW/厚生労働省 counts as PMDA); `also` for other parties to the event.
 */
export const GOLD3_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    // Real: Akeso's ivonescimab first approval by NMPA (May 2024, HARMONi-A).
    {
      title: "康方生物依沃西单抗获批上市，全球首个PD-1/VEGF双抗落地",
      text: "5月24日，康方生物宣布，其自主研发的依沃西单抗注射液（商品名：依达方）获国家药品监督管理局（NMPA）批准上市，联合化疗用于经EGFR酪氨酸激酶抑制剂（EGFR-TKI）治疗后进展的EGFR突变局部晚期或转移性非鳞状非小细胞肺癌患者。此次获批基于III期HARMONi-A研究，依沃西单抗联合化疗组的中位无进展生存期为7.1个月，安慰剂联合化疗组为4.8个月（HR=0.46）。依沃西单抗由此成为全球首个获批上市的PD-1/VEGF双特异性抗体。2022年12月，康方生物已将该产品在美国、加拿大、欧洲和日本的权益授予Summit Therapeutics，首付款5亿美元。",
      labels: { event: "approval", company: "Akeso", companyOriginal: "康方生物", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    // Real: FDA approval of fruquintinib (Fruzaqla), November 2023; Takeda holds ex-China rights.
    {
      title: "和黄医药呋喹替尼获美国FDA批准用于转移性结直肠癌",
      text: "和黄医药（中国）有限公司11月9日宣布，美国食品药品监督管理局（FDA）已批准FRUZAQLA™（呋喹替尼）用于治疗既往接受过氟尿嘧啶、奥沙利铂和伊立替康为基础的化疗、抗VEGF治疗以及（如为RAS野生型）抗EGFR治疗的成人转移性结直肠癌患者。该批准基于全球III期FRESCO-2研究及在中国开展的III期FRESCO研究。呋喹替尼于2018年在中国获批上市，商品名爱优特。今年1月，武田以4亿美元首付款获得呋喹替尼在中国以外地区的独家许可，将负责其在美国的商业化。",
      labels: { event: "approval", company: "HUTCHMED", companyOriginal: "和黄医药", asset: "fruquintinib", indication: "Colorectal cancer", regulator: "FDA", also: ["Takeda"] },
    },
    // Invented: IND clearance (implied approval) by CDE.
    {
      title: "瑞衡生物医药RH-2207临床试验申请获CDE默示许可",
      text: "苏州瑞衡生物医药股份有限公司10月20日晚间公告，公司自主研发的口服补体因子B抑制剂RH-2207片的临床试验申请已获国家药监局药品审评中心（CDE）默示许可，拟开发用于治疗原发性IgA肾病。IgA肾病是我国最常见的原发性肾小球疾病，同类产品诺华的伊普可泮已在美国获批用于该适应症。公司表示，RH-2207在临床前研究中显示出良好的口服生物利用度，计划于2026年第四季度启动I期临床。受此消息影响，公司股价21日收涨4.2%。",
      labels: { event: "approval", company: "Ruiheng Biopharma", companyOriginal: "瑞衡生物医药", asset: "RH2207", indication: "IgA nephropathy", regulator: "CDE" },
    },
    // Invented: NDA submitted to NMPA; invented INN with code.
    {
      title: "康晟生物科技周制剂GLP-1递交上市申请",
      text: "康晟生物科技6月18日宣布，已向国家药品监督管理局递交其自主研发的每周一次GLP-1受体激动剂艾莫格鲁肽注射液（KS-031）的上市申请，用于成人肥胖或超重患者的长期体重管理。该申请基于两项III期研究，共入组1,260例中国受试者，治疗48周后艾莫格鲁肽最高剂量组平均体重降幅达14.6%。目前国内已有司美格鲁肽、替尔泊肽和玛仕度肽等同类药物获批。公司董事长王立表示，公司将同步推进产能建设，力争2027年实现商业化。",
      labels: { event: "submission", company: "Kangsheng Biotech", companyOriginal: "康晟生物科技", asset: "KS031", indication: "Obesity", regulator: "NMPA" },
    },
    // Real: Ascentage's lisaftoclax NDA accepted by CDE with priority review (2024).
    {
      title: "亚盛医药利沙托克拉上市申请获受理，纳入优先审评",
      text: "亚盛医药日前宣布，其原创Bcl-2选择性抑制剂利沙托克拉（APG-2575）的新药上市申请（NDA）已获中国国家药监局药品审评中心（CDE）受理，并被纳入优先审评程序，拟用于治疗既往接受过至少一种系统治疗的复发/难治性慢性淋巴细胞白血病/小淋巴细胞淋巴瘤（CLL/SLL）成人患者。这是继奥雷巴替尼之后，亚盛医药第二款在中国递交上市申请的原创新药。目前全球范围内已上市的Bcl-2抑制剂仅有艾伯维的维奈克拉。",
      labels: { event: "filing-acceptance", company: "Ascentage Pharma", companyOriginal: "亚盛医药", asset: "lisaftoclax", indication: "Chronic lymphocytic leukemia", regulator: "CDE" },
    },
    // Invented: CDE breakthrough therapy designation (proposed, under public notice).
    {
      title: "禾沐生物DLL3双抗HB-318拟纳入突破性治疗品种",
      text: "根据CDE官网11月3日最新公示，杭州禾沐生物有限公司申报的HB-318注射液拟被纳入突破性治疗品种，拟定适应症为既往接受过含铂化疗的广泛期小细胞肺癌。HB-318是一款靶向DLL3/CD3的T细胞衔接器双特异性抗体，同靶点的安进塔拉妥单抗已在美国获批上市。I期研究数据显示，在42例可评估患者中，客观缓解率为38.1%。本次公示期为5个工作日。",
      labels: { event: "designation", company: "Hemu Bio", companyOriginal: "禾沐生物", asset: "HB318", indication: "Small cell lung cancer", regulator: "CDE" },
    },
    // Invented: FDA orphan drug designation.
    {
      title: "朗泽生物医药KRAS G12D抑制剂获FDA孤儿药资格认定",
      text: "上海朗泽生物医药有限公司9月9日宣布，其自主研发的口服KRAS G12D抑制剂LZ-0917获得美国FDA授予孤儿药资格认定（ODD），用于治疗胰腺癌。获得孤儿药资格后，公司可享受临床试验费用税收抵免、免除上市申请费以及获批后7年美国市场独占期等支持政策。LZ-0917目前正在中国和美国同步开展I/II期临床研究，已完成前三个剂量组的爬坡。据悉，全球尚无KRAS G12D抑制剂获批上市，礼来、Revolution Medicines等公司均在布局该靶点。",
      labels: { event: "designation", company: "Langze Biopharma", companyOriginal: "朗泽生物医药", asset: "LZ0917", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    // Real: FDA complete response letter for sintilimab (Innovent/Lilly), March 2022.
    {
      title: "信迪利单抗美国上市申请收到FDA完整回复函",
      text: "信达生物与礼来制药2022年3月宣布，美国食品药品监督管理局（FDA）已就信迪利单抗联合培美曲塞和铂类化疗一线治疗非鳞状非小细胞肺癌的生物制品许可申请（BLA）发出完整回复函（CRL）。FDA在函中建议补充开展一项多区域临床试验，以证明该方案对美国人群的适用性。此前在2月召开的FDA肿瘤药物咨询委员会（ODAC）会议上，专家以14:1的投票结果建议在批准前开展更多研究。该申请主要基于在中国开展的ORIENT-11研究。信迪利单抗（商品名：达伯舒）已于2018年在中国获批上市。",
      labels: { event: "complete-response-letter", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "sintilimab", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Eli Lilly"] },
    },
    // Invented: first patient dosed in a phase 2 trial authorized by NMPA.
    {
      title: "熠辰生物科技YC-2301 II期临床完成首例受试者给药",
      text: "熠辰生物科技今日宣布，其TSLP/IL-13双特异性抗体YC-2301治疗中重度哮喘的II期临床研究已在北京完成首例受试者给药。该研究为一项多中心、随机、双盲、安慰剂对照试验，计划入组240例患者，主要终点为52周年化重度哮喘急性发作率。YC-2301的临床试验申请已于今年3月获得国家药监局批准。国际上，阿斯利康与安进联合开发的特泽利尤单抗已获批用于重度哮喘。公司CEO李明远表示，预计2027年下半年读出顶线数据。",
      labels: { event: "trial-start", company: "Yichen Biotech", companyOriginal: "熠辰生物科技", asset: "YC2301", indication: "Asthma", regulator: "NMPA" },
    },
    // Invented: first patient in a phase 3 trial; invented INN with code.
    {
      title: "启澜药业MASH新药III期临床首例患者入组",
      text: "浙江启澜药业股份有限公司（以下简称“启澜药业”）公告称，公司口服THR-β激动剂泽美替罗（QLA-517）治疗代谢功能障碍相关脂肪性肝炎（MASH）的III期临床试验已完成首例患者入组及给药。该试验计划在国内约60家中心入组1,100例经肝活检确诊的F2-F3期患者。公司此前已于2026年5月获得国家药监局核准签发的《药物临床试验批准通知书》。全球首个MASH治疗药物Rezdiffra（resmetirom）已于2024年在美国获批。",
      labels: { event: "trial-start", company: "Qilan Pharma", companyOriginal: "启澜药业", asset: "QLA517", indication: "MASH", regulator: "NMPA" },
    },
    // Real: Keymed's stapokibart (CM310) phase 3 in atopic dermatitis met co-primary endpoints.
    {
      title: "康诺亚CM310治疗特应性皮炎III期研究达到共同主要终点",
      text: "康诺亚宣布，其自主研发的IL-4Rα单克隆抗体司普奇拜单抗（CM310）治疗中重度成人特应性皮炎的关键性III期临床研究达到共同主要终点。第16周时，司普奇拜单抗组达到湿疹面积和严重程度指数改善75%（EASI-75）以及研究者整体评估（IGA）0/1分的患者比例均显著高于安慰剂组。研究中未发现新的安全性信号。目前国内已上市的同靶点药物为赛诺菲的度普利尤单抗（达必妥）。康诺亚表示，将尽快递交上市申请。",
      labels: { event: "readout", company: "Keymed Biosciences", companyOriginal: "康诺亚", asset: "stapokibart", indication: "Atopic dermatitis", regulator: null },
    },
    // Invented: congress data (ESMO).
    {
      title: "ESMO 2026｜澄曜生物CLDN18.2 ADC胃癌数据亮相",
      text: "在2026年欧洲肿瘤内科学会（ESMO）年会上，澄曜生物以口头报告形式公布了其靶向Claudin18.2的抗体偶联药物CY-0815治疗晚期胃癌及胃食管结合部腺癌的I/II期研究数据。截至2026年7月31日，共有86例既往接受过至少二线治疗的患者入组，在CLDN18.2中高表达人群中客观缓解率（ORR）为47.2%，中位无进展生存期为6.9个月。3级及以上治疗相关不良事件发生率为31.4%，主要为中性粒细胞减少和贫血。同靶点的安斯泰来佐妥昔单抗已在日本、美国等地获批。",
      labels: { event: "readout", company: "Chengyao Bio", companyOriginal: "澄曜生物", asset: "CY0815", indication: "Gastric cancer", regulator: null },
    },
    // Invented: phase 2b missed its primary endpoint.
    {
      title: "芮思制药抑郁症新药IIb期未达主要终点，股价跌停",
      text: "芮思制药8月26日晚间公告，其1类新药RS-1102片治疗成人重度抑郁障碍（MDD）的IIb期临床试验未达到主要疗效终点。该研究共入组312例患者，治疗第6周时，RS-1102高剂量组蒙哥马利-艾斯伯格抑郁量表（MADRS）总分较基线的变化与安慰剂组相比差异无统计学意义（P=0.21）。公司表示，将对数据进行深入分析后再决定后续开发策略。受此影响，公司股价27日开盘即一字跌停，报23.14元。",
      labels: { event: "readout", company: "Ruisi Pharmaceutical", companyOriginal: "芮思制药", asset: "RS1102", indication: "Major depressive disorder", regulator: null },
    },
    // Real: Hansoh licenses HS-20093 (B7-H3 ADC) to GSK, December 2023.
    {
      title: "翰森制药B7-H3 ADC授权GSK，首付款1.85亿美元",
      text: "翰森制药12月20日宣布，与葛兰素史克（GSK）就HS-20093签署独家许可协议。根据协议，GSK将获得HS-20093在中国大陆、香港、澳门和台湾以外全球范围内的独家开发和商业化权利，翰森制药将收取1.85亿美元首付款，并有资格获得最高15.25亿美元的里程碑付款及销售提成。HS-20093是一款靶向B7-H3的抗体偶联药物，目前正在中国开展针对小细胞肺癌、骨肉瘤等实体瘤的临床研究。这是翰森制药年内与GSK达成的第二笔授权交易，10月公司已将B7-H4 ADC HS-20089授权给GSK。",
      labels: { event: "licensing", company: "Hansoh Pharma", companyOriginal: "翰森制药", asset: "HS-20093", indication: "Small cell lung cancer", regulator: null, also: ["GSK"] },
    },
    // Invented: out-licensing to an invented US biotech.
    {
      title: "泓远制药TL1A单抗海外权益授予美国Calder，总额最高9.6亿美元",
      text: "泓远制药7月2日晚间发布公告，公司与美国生物技术公司Calder Therapeutics签署独家许可协议，将抗TL1A单抗HY-3309在大中华区以外的全球开发、生产和商业化权益授予对方。Calder将支付4,500万美元首付款及近期里程碑付款，以及最高9.15亿美元的开发、注册和销售里程碑付款，另按销售额支付分级特许权使用费。HY-3309目前正在国内开展治疗中重度溃疡性结肠炎的II期临床研究。此前默沙东、罗氏等跨国药企已通过收购布局TL1A靶点。",
      labels: { event: "licensing", company: "Hongyuan Pharmaceutical", companyOriginal: "泓远制药", asset: "HY3309", indication: "Ulcerative colitis", regulator: null, also: ["Calder Therapeutics"] },
    },
    // Invented: co-development partnership between two invented companies.
    {
      title: "素问生物科技与维澜生物达成战略合作，共同开发双抗ADC",
      text: "素问生物科技10月15日宣布，与南京维澜生物医药有限公司签署战略合作协议，双方将共同开发靶向EGFR/HER3的双特异性抗体偶联药物SW-505。根据协议，素问生物科技提供双抗分子发现平台，维澜生物负责连接子-毒素技术及CMC开发，双方按50:50比例分担全球研发费用并共享收益。SW-505计划于2027年在中国和美国同步递交临床试验申请，首个拟开发适应症为EGFR突变非小细胞肺癌。同类产品百利天恒的iza-bren已进入III期临床阶段。",
      labels: { event: "partnership", company: "Suwen Biotech", companyOriginal: "素问生物科技", asset: "SW505", indication: "Non-small cell lung cancer", regulator: null, also: ["Weilan Biopharma"] },
    },
    // Real: BioNTech to acquire Biotheus (PM8002/BNT327), November 2024.
    {
      title: "BioNTech拟以最高9.5亿美元收购普米斯生物",
      text: "德国BioNTech公司11月13日宣布，将以8亿美元首付款（以现金及美国存托股份支付）及最高1.5亿美元的里程碑付款，收购总部位于珠海的普米斯生物全部股权，交易总额最高9.5亿美元。交易完成后，BioNTech将获得PD-L1/VEGF双特异性抗体PM8002（BNT327）的全球完整权益。2023年11月，双方已就该产品在大中华区以外的权益达成授权合作。目前PM8002正在中国开展针对小细胞肺癌的III期临床研究。",
      labels: { event: "acquisition", company: "BioNTech", companyOriginal: "BioNTech", asset: "pumitamig", indication: "Small cell lung cancer", regulator: null, also: ["Biotheus"] },
    },
    // Real: DualityBio's Hong Kong IPO, April 2025.
    {
      title: "映恩生物登陆港交所，首日股价大涨",
      text: "4月15日，抗体偶联药物（ADC）企业映恩生物正式在香港联交所主板挂牌上市，股票代码09606，发行价为每股94.60港元。上市首日，映恩生物股价大幅高开，收盘涨幅超过100%。公司成立于2019年，已与BioNTech、百济神州等多家药企达成授权合作。本次募集资金将主要用于核心ADC管线的全球临床开发及商业化准备。",
      labels: { event: "financing", company: "Duality Biologics", companyOriginal: "映恩生物", asset: null, indication: null, regulator: null },
    },
    // Invented: series C round.
    {
      title: "鹭新生物科技完成6亿元C轮融资，加速siRNA降压药开发",
      text: "厦门鹭新生物科技有限公司近日宣布完成6亿元人民币C轮融资，由一家国资背景产业基金领投，多家老股东跟投。本轮融资将主要用于核心产品、siRNA降压药物LX-2105的II期临床开发以及新一代肝靶向递送平台的建设。LX-2105每半年皮下注射一次，已于今年4月在中国完成I期研究。据不完全统计，2026年前三季度国内创新药一级市场融资总额同比回升约18%。",
      labels: { event: "financing", company: "Luxin Biotech", companyOriginal: "鹭新生物科技", asset: "LX2105", indication: "Hypertension", regulator: null },
    },
    // Invented: half-year sales report, no event.
    {
      title: "舟润医药上半年营收下滑8%，创新药收入占比升至三成",
      text: "舟润医药8月28日晚间披露2026年半年报，报告期内公司实现营业收入12.4亿元，同比下降8.3%；归母净利润1.86亿元，同比下降15.1%。公司表示，业绩下滑主要受国家组织药品集中带量采购导致部分仿制药价格大幅下降影响。与此同时，创新药销售收入同比增长42%，占总营收比例由去年同期的21%提升至31%。上半年研发投入为2.7亿元，占营业收入的21.8%。",
      labels: { event: null, company: "Zhourun Pharma", companyOriginal: "舟润医药", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    // Real: Japanese approval of crovalimab (PiaSky) for PNH, March 2024.
    {
      title: "中外製薬、PNH治療薬「ピアスカイ」の国内承認を取得",
      text: "中外製薬は3月26日、抗C5リサイクリング抗体クロバリマブ（製品名：ピアスカイ注340mg）について、発作性夜間ヘモグロビン尿症（PNH）を効能・効果として厚生労働省から製造販売承認を取得したと発表した。同剤は同社独自の抗体エンジニアリング技術を適用した抗体で、維持期には4週に1回の皮下投与が可能となる。承認は国際共同第3相COMMODORE 2試験などの結果に基づく。PNHではエクリズマブ（ソリリス）やラブリズマブ（ユルトミリス）が標準治療として使われている。",
      labels: { event: "approval", company: "Chugai", companyOriginal: "中外製薬", asset: "crovalimab", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "PMDA" },
    },
    // Real: Japanese approval of donanemab (Kisunla), September 2024.
    {
      title: "日本イーライリリー、アルツハイマー病治療薬「ケサンラ」の承認取得",
      text: "日本イーライリリーは9月24日、抗アミロイドβ抗体ドナネマブ（製品名：ケサンラ点滴静注液350mg）について、「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」を効能・効果として厚生労働省から承認を取得したと発表した。国際共同第3相TRAILBLAZER-ALZ 2試験の結果に基づくもので、4週に1回点滴静注する。脳内のアミロイド斑の除去が確認された時点で投与を終了できる点が特徴。国内ではエーザイのレケンビ（レカネマブ）が2023年に承認されている。",
      labels: { event: "approval", company: "Eli Lilly", companyOriginal: "日本イーライリリー", asset: "donanemab", indication: "Alzheimer's disease", regulator: "PMDA" },
    },
    // Real: standard (full) approval of ensitrelvir (Xocova), March 2024.
    {
      title: "塩野義のゾコーバ、緊急承認から通常承認に",
      text: "塩野義製薬は3月5日、新型コロナウイルス感染症（COVID-19）治療薬エンシトレルビル フマル酸（製品名：ゾコーバ錠125mg）について、厚生労働省から通常承認を取得したと発表した。同剤は2022年11月、医薬品医療機器等法に基づく緊急承認制度が初めて適用されて承認されていた。今回の承認は、第2/3相SCORPIO-SR試験の結果などに基づく。1日1回5日間経口投与する抗ウイルス薬で、国内ではファイザーのパキロビッドなども使われている。",
      labels: { event: "approval", company: "Shionogi", companyOriginal: "塩野義製薬", asset: "ensitrelvir", indication: "COVID-19", regulator: "PMDA" },
    },
    // Invented: marketing application to MHLW; code in the headline, invented INN in the body.
    {
      title: "カナメ製薬、KN-214を国内申請 閉塞性肥大型心筋症で",
      text: "カナメ製薬は10月6日、心筋ミオシン阻害薬ソラカムテンについて、閉塞性肥大型心筋症を予定適応として厚生労働省に製造販売承認申請を行ったと発表した。申請は国内第3相試験の結果に基づくもので、同試験では投与30週時点の左室流出路圧較差が、プラセボ群に比べ有意に改善した。海外では同じ作用機序を持つブリストル・マイヤーズ スクイブのマバカムテンが先行している。同社は2027年度中の承認取得を目指す。",
      labels: { event: "submission", company: "Kaname Pharmaceutical", companyOriginal: "カナメ製薬", asset: "KN214", indication: "Hypertrophic cardiomyopathy", regulator: "PMDA" },
    },
    // Invented: FDA accepted a BLA.
    {
      title: "ソラノファーマ、重症筋無力症薬SN-301の米申請がFDAに受理",
      text: "ソラノファーマは9月2日、米子会社を通じて米食品医薬品局（FDA）に提出していた抗体医薬SN-301の生物製剤承認申請（BLA）が受理されたと発表した。対象は全身型重症筋無力症（gMG）で、審査終了目標日（PDUFA date）は2027年6月に設定された。SN-301は同社が創製した抗FcRn抗体で、米欧など10カ国で実施した第3相試験で主要評価項目を達成している。同領域ではアルジェニクスのエフガルチギモドなどが既に承認されている。同日の東証グロース市場で同社株はストップ高となった。",
      labels: { event: "filing-acceptance", company: "Sorano Pharma", companyOriginal: "ソラノファーマ", asset: "SN301", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    // Invented: MHLW pioneering drug (SAKIGAKE successor) designation.
    {
      title: "アサギバイオのDMD遺伝子治療薬AG-108、先駆的医薬品に指定",
      text: "厚生労働省は11月12日、アサギバイオが開発中の遺伝子治療薬AG-108を先駆的医薬品に指定した。対象はデュシェンヌ型筋ジストロフィー（DMD）で、国内の患者数は約5000人とされる。AG-108はAAVベクターを用いてマイクロジストロフィン遺伝子を骨格筋と心筋に届ける。先駆的医薬品に指定されると優先審査の対象となり、承認審査期間が通常の12カ月から6カ月に短縮される。海外では米サレプタのElevidysが米国で承認されている。",
      labels: { event: "designation", company: "Asagi Bio", companyOriginal: "アサギバイオ", asset: "AG108", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    // Invented: FDA fast track designation; invented INN with code.
    {
      title: "ツバキファーマ、ALS治療薬候補がFDAのファストトラック指定",
      text: "ツバキファーマは4月21日、筋萎縮性側索硬化症（ALS）を対象に開発中のアンチセンス核酸医薬ミノテルセン（TP-412）が、米食品医薬品局（FDA）からファストトラック指定を受けたと発表した。同剤は現在、国内で第1/2相試験を実施中で、これまでに18例に投与した。ファストトラック指定により、FDAとの協議機会が増えるほか、承認申請時にローリングサブミッションが可能となる。発表を受け、同社株は前日比12%高で取引を終えた。",
      labels: { event: "designation", company: "Tsubaki Pharma", companyOriginal: "ツバキファーマ", asset: "TP412", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    // Real: FDA complete response letter for patritumab deruxtecan (HER3-DXd), June 2024.
    {
      title: "第一三共、HER3-DXdの米国申請で審査完了報告通知を受領",
      text: "第一三共と米メルクは6月26日（米国時間）、EGFR遺伝子変異陽性の非小細胞肺がんを対象に米食品医薬品局（FDA）に申請していたパトリツマブ デルクステカン（HER3-DXd）について、審査完了報告通知（CRL）を受領したと発表した。FDAが実施した第三者製造施設の査察での指摘事項によるもので、有効性や安全性に関する指摘は含まれていないという。申請は第2相HERTHENA-Lung01試験の結果に基づき、優先審査の対象となっていた。両社はFDAと協議し、早期の承認取得を目指す。",
      labels: { event: "complete-response-letter", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "patritumab deruxtecan", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Merck & Co."] },
    },
    // Invented: first subject dosed in a phase 1 trial notified to PMDA.
    {
      title: "シラネ製薬、経口GLP-1薬SR-5507の国内第1相試験で初回投与",
      text: "シラネ製薬は2月10日、経口低分子GLP-1受容体作動薬SR-5507の国内第1相臨床試験で、最初の被験者への投与を開始したと発表した。同社は昨年12月に医薬品医療機器総合機構（PMDA）に治験計画届を提出し、30日調査を経て試験を開始した。健康成人と肥満症患者の計96例を対象に、単回・反復投与時の安全性と薬物動態を評価する。経口GLP-1薬を巡っては、米イーライリリーのオルフォルグリプロンなどが開発で先行している。",
      labels: { event: "trial-start", company: "Shirane Pharmaceutical", companyOriginal: "シラネ製薬", asset: "SR5507", indication: "Obesity", regulator: "PMDA" },
    },
    // Real: Takeda/Protagonist phase 3 VERIFY of rusfertide met its primary endpoint, March 2025.
    {
      title: "武田、rusfertideの第3相VERIFY試験で主要評価項目を達成",
      text: "武田薬品工業と米プロタゴニスト・セラピューティクスは3月3日、真性多血症（PV）を対象としたヘプシジン模倣ペプチドrusfertideの第3相VERIFY試験で、主要評価項目を達成したと発表した。瀉血に依存する患者において、rusfertide群では投与20～32週に奏効を示した患者の割合がプラセボ群を有意に上回った。4つの主要な副次評価項目もすべて達成した。武田は2024年1月にプロタゴニストから同剤の開発・販売権を取得しており、詳細なデータは今後の学会で発表する予定。",
      labels: { event: "readout", company: "Takeda", companyOriginal: "武田薬品工業", asset: "rusfertide", indication: "Polycythemia vera", regulator: null, also: ["Protagonist Therapeutics"] },
    },
    // Real: DESTINY-Breast09 interim results presented at ASCO 2025.
    {
      title: "エンハーツ＋ペルツズマブ、HER2陽性乳がん1次治療でPFSを延長 ASCOで発表",
      text: "第一三共とアストラゼネカは、米国臨床腫瘍学会（ASCO 2025）で、HER2陽性の転移性乳がんの1次治療を対象とした第3相DESTINY-Breast09試験の中間解析結果を発表した。トラスツズマブ デルクステカン（製品名：エンハーツ）とペルツズマブの併用群の無増悪生存期間（PFS）中央値は40.7カ月で、標準治療であるタキサン、トラスツズマブ、ペルツズマブの3剤併用（THP）群の26.9カ月を上回った（ハザード比0.56）。全生存期間のデータは未成熟だという。",
      labels: { event: "readout", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "trastuzumab deruxtecan", indication: "Breast cancer", regulator: null, also: ["AstraZeneca", "pertuzumab"] },
    },
    // Invented: phase 2 missed its primary endpoint, stock limit-down.
    {
      title: "コトハバイオ、IPF対象のKT-017が第2相で主要評価項目未達 株価急落",
      text: "コトハバイオは8月5日、特発性肺線維症（IPF）を対象に開発中のKT-017の国際共同第2相試験で、主要評価項目である52週時点の努力性肺活量（FVC）の変化量において、プラセボに対する統計学的な有意差が認められなかったと発表した。試験には日本や韓国など5カ国で214例が参加した。安全性に大きな問題はなかったという。IPFではニンテダニブとピルフェニドンが標準治療となっている。翌6日の東証グロース市場で同社株はストップ安となった。",
      labels: { event: "readout", company: "Kotoha Bio", companyOriginal: "コトハバイオ", asset: "KT017", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    // Real: Takeda's exclusive option on olverembatinib from Ascentage, June 2024.
    {
      title: "武田薬品、アセンタージとオルベレンバチニブのオプション契約 1億ドル支払い",
      text: "武田薬品工業は6月14日、中国のアセンタージ・ファーマ（亜盛医薬）と、第3世代BCR-ABL阻害薬オルベレンバチニブの中国本土などを除く全世界での開発・販売権を獲得する独占的オプション契約を締結したと発表した。武田はオプション料として1億ドルを支払い、オプション行使後は最大約12億ドルのマイルストンなどを支払う可能性がある。あわせて武田はアセンタージに7500万ドルを出資する。同剤は中国で慢性骨髄性白血病（CML）の治療薬として承認されている。",
      labels: { event: "licensing", company: "Takeda", companyOriginal: "武田薬品工業", asset: "olverembatinib", indication: "Chronic myeloid leukemia", regulator: null, also: ["Ascentage Pharma"] },
    },
    // Invented: in-licensing Japanese rights from an invented US biotech.
    {
      title: "ミナセファーマ、米ラークスパーからアトピー性皮膚炎薬の国内権利を導入",
      text: "ミナセファーマは1月15日、米Larkspur Therapeutics社が開発中の抗OX40リガンド抗体LRK-220について、日本と台湾における独占的開発・販売権を取得するライセンス契約を締結したと発表した。ミナセは契約一時金として30億円を支払うほか、開発・販売の進捗に応じて最大210億円のマイルストンと売上高に応じたロイヤルティーを支払う。LRK-220は中等症から重症のアトピー性皮膚炎を対象に海外で第2相試験を実施中。国内ではデュピクセントなど複数の生物学的製剤が使われている。",
      labels: { event: "licensing", company: "Minase Pharma", companyOriginal: "ミナセファーマ", asset: "LRK220", indication: "Atopic dermatitis", regulator: null, also: ["Larkspur Therapeutics"] },
    },
    // Invented: co-development partnership between two invented companies.
    {
      title: "ハヤセ製薬、カサネバイオとiPS細胞由来CAR-NKで共同開発契約",
      text: "ハヤセ製薬は7月1日、カサネバイオが創製したiPS細胞由来CAR-NK細胞療法KB-201について、同社と共同開発契約を締結したと発表した。両社は開発費を折半し、国内での承認取得後は共同で販売する。ハヤセ製薬は細胞医薬の製造・品質管理のノウハウを、カサネバイオは遺伝子改変技術を持ち寄る。KB-201は再発・難治性の急性骨髄性白血病（AML）を対象に、来年度に国内で医師主導治験を始める予定。",
      labels: { event: "partnership", company: "Hayase Pharmaceutical", companyOriginal: "ハヤセ製薬", asset: "KB201", indication: "Acute myeloid leukemia", regulator: null, also: ["Kasane Bio"] },
    },
    // Real: Astellas to acquire Iveric Bio, announced April/May 2023.
    {
      title: "アステラス、米アイベリック・バイオを約59億ドルで買収",
      text: "アステラス製薬は5月1日、眼科領域のバイオ医薬品企業である米アイベリック・バイオ（Iveric Bio）を買収すると発表した。1株当たり40ドルを現金で支払い、買収総額は約59億ドル（約8000億円）となる。アイベリックは地図状萎縮（GA）治療薬アバシンカプタド ペゴル（開発コード：Zimura）を米国で承認申請中で、アステラスは同剤を重点戦略製品の一つに位置付ける。買収は独占禁止法上の審査などを経て完了する見込み。",
      labels: { event: "acquisition", company: "Astellas", companyOriginal: "アステラス製薬", asset: "avacincaptad pegol", indication: "Geographic atrophy", regulator: null, also: ["IVERIC bio"] },
    },
    // Invented: tender offer for an invented listed biotech.
    {
      title: "アオイ製薬、創薬ベンチャーのナギサバイオにTOB 約420億円",
      text: "アオイ製薬は9月18日、東証グロース上場の創薬ベンチャー、ナギサバイオに対して株式公開買い付け（TOB）を実施し、完全子会社化すると発表した。買い付け価格は1株1250円で、前日終値に63%のプレミアムを上乗せした。買収総額は約420億円。ナギサバイオは腎疾患領域に強みを持ち、IgA腎症治療薬候補NB-330が第2相試験段階にある。アオイ製薬は主力の降圧薬の特許切れを控え、パイプラインの拡充を急いでいる。",
      labels: { event: "acquisition", company: "Aoi Pharmaceutical", companyOriginal: "アオイ製薬", asset: "NB330", indication: "IgA nephropathy", regulator: null, also: ["Nagisa Bio"] },
    },
    // Real: Heartseed's IPO on TSE Growth, July 2024.
    {
      title: "ハートシード、東証グロース市場に上場",
      text: "慶応義塾大学発の再生医療ベンチャー、ハートシードは2024年7月、東京証券取引所グロース市場に新規上場した。同社はiPS細胞から作製した心筋細胞を球状に凝集させた「心筋球」を心臓に移植する再生医療等製品の開発を進めている。主力のHS-001は重症心不全を対象に国内で臨床試験を実施しており、2021年にはデンマークのノボ ノルディスクと海外での開発・販売に関する提携契約を結んだ。調達資金はHS-001の臨床開発費などに充てる。",
      labels: { event: "financing", company: "Heartseed", companyOriginal: "ハートシード", asset: "HS001", indication: "Heart failure", regulator: null },
    },
    // Invented: series C round.
    {
      title: "ミナモバイオ、シリーズCで45億円を調達",
      text: "抗体医薬の創薬ベンチャー、ミナモバイオ（東京都港区）は6月24日、第三者割当増資によるシリーズCラウンドで総額45億円を調達したと発表した。国内のベンチャーキャピタル3社が共同でリードし、事業会社2社も参加した。累計調達額は約98億円となる。調達資金は、全身性エリテマトーデス（SLE）を対象とする二重特異性抗体MB-112の第1相試験や、次世代パイプラインの研究開発に充てる。佐伯直樹社長は「2028年の株式上場を視野に入れている」と述べた。",
      labels: { event: "financing", company: "Minamo Bio", companyOriginal: "ミナモバイオ", asset: "MB112", indication: "Systemic lupus erythematosus", regulator: null },
    },
    // Policy piece (drug pricing), no event.
    {
      title: "27年度薬価中間年改定、業界団体が対象範囲の縮小を要望",
      text: "2027年度の薬価中間年改定を巡り、日本製薬団体連合会など業界3団体は11月5日、中央社会保険医療協議会（中医協）の薬価専門部会で意見陳述し、改定対象品目の範囲を縮小するよう求めた。業界側は、度重なる薬価引き下げが新薬の国内開発の遅れ、いわゆるドラッグ・ロスにつながっていると主張し、イノベーションの評価の充実を訴えた。これに対し支払い側委員は、国民負担の抑制の観点から慎重な検討が必要だと反論した。",
      labels: { event: null, company: null, asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    // Real: FDA approval of Zymfentra (subcutaneous infliximab) as a new drug, October 2023.
    {
      title: "셀트리온 '짐펜트라', 美 FDA 신약 허가 획득",
      text: "셀트리온은 인플릭시맙 피하주사(SC) 제형인 '짐펜트라'가 미국 식품의약국(FDA)으로부터 신약으로 판매 허가를 받았다고 23일 밝혔다. 짐펜트라는 중등도~중증 활동성 염증성 장질환(IBD)인 궤양성 대장염과 크론병 환자의 유지요법에 쓰인다. 셀트리온은 미국에서 바이오시밀러가 아닌 신약 허가 절차를 밟아, 특허 등을 통해 장기간 제품을 보호받을 수 있게 됐다. 짐펜트라는 유럽에서는 '램시마SC'라는 이름으로 판매되고 있다.",
      labels: { event: "approval", company: "Celltrion", companyOriginal: "셀트리온", asset: "infliximab", indication: "Inflammatory bowel disease", regulator: "FDA" },
    },
    // Real: MFDS approval of zastaprazan (Jaqbo), Korea's 37th new drug, April 2024.
    {
      title: "온코닉테라퓨틱스 '자큐보', 국산 37호 신약으로 허가",
      text: "식품의약품안전처는 24일 온코닉테라퓨틱스의 '자큐보정'(자스타프라잔시트르산염)을 국내 개발 37번째 신약으로 허가했다고 밝혔다. 자큐보는 칼륨 경쟁적 위산분비 억제제(P-CAB) 계열 약물로, 미란성 식도염 치료에 쓰인다. 국내 P-CAB 시장에는 HK이노엔의 '케이캡'과 대웅제약의 '펙수클루'가 먼저 진출해 있다. 온코닉테라퓨틱스는 제일약품의 자회사로, 지난해 중국 리브존제약에 자큐보의 중화권 권리를 기술수출한 바 있다.",
      labels: { event: "approval", company: "Onconic Therapeutics", companyOriginal: "온코닉테라퓨틱스", asset: "zastaprazan", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    // Real: FDA approval of Hugel's Letybo, February 29, 2024.
    {
      title: "휴젤 보툴리눔 톡신 '레티보', 美 FDA 품목허가",
      text: "휴젤은 미국 식품의약국(FDA)으로부터 보툴리눔 톡신 제제 '레티보(Letybo)' 50유닛과 100유닛의 품목허가를 획득했다고 1일 밝혔다. 적응증은 중등도~중증 미간주름의 일시적 개선이다. 이로써 휴젤은 대웅제약에 이어 국내 기업으로는 두 번째로 미국 톡신 시장에 진출하게 됐다. 미국 보툴리눔 톡신 시장은 애브비(앨러간)의 '보톡스'가 절반 이상을 점유하고 있다.",
      labels: { event: "approval", company: "Hugel", companyOriginal: "휴젤", asset: "letibotulinumtoxinA", indication: "Glabellar lines", regulator: "FDA" },
    },
    // Invented: phase 1 IND approval by MFDS.
    {
      title: "한결바이오, 파킨슨병 항체 'HGB-401' 임상 1상 IND 승인",
      text: "한결바이오는 식품의약품안전처로부터 파킨슨병 치료 후보물질 'HGB-401'의 임상 1상 시험계획(IND)을 승인받았다고 14일 공시했다. HGB-401은 알파-시누클레인 응집체를 표적하는 항체로, 자체 개발한 뇌혈관장벽(BBB) 셔틀 기술이 적용됐다. 이번 임상은 건강한 성인 64명을 대상으로 서울대병원 등에서 진행되며 안전성과 약동학을 평가한다. 회사는 내년 상반기 중 호주에서도 추가 임상을 신청할 계획이다.",
      labels: { event: "approval", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HGB401", indication: "Parkinson's disease", regulator: "MFDS" },
    },
    // Invented: marketing application to MFDS; code in the headline, invented INN beside it.
    {
      title: "새봄제약, 과민성 방광 신약 'SBP-0711' 품목허가 신청",
      text: "새봄제약은 과민성 방광 치료 신약 후보물질 '라베그론'에 대한 품목허가 신청서를 식품의약품안전처에 제출했다고 2일 밝혔다. 이번 신청은 국내 32개 기관에서 성인 환자 486명을 대상으로 진행한 임상 3상 결과를 바탕으로 한다. 임상 3상에서 라베그론은 12주 투여 후 하루 평균 배뇨 횟수를 위약 대비 유의하게 줄였다. 회사는 2027년 하반기 출시를 목표로 하고 있으며, 국내 과민성 방광 치료제 시장은 연간 약 2000억원 규모로 추산된다.",
      labels: { event: "submission", company: "Saebom Pharm", companyOriginal: "새봄제약", asset: "SBP0711", indication: "Overactive bladder", regulator: "MFDS" },
    },
    // Invented: FDA accepted an NDA.
    {
      title: "누리테라퓨틱스, GIST 신약 美 FDA 허가신청 수락…주가 17%↑",
      text: "누리테라퓨틱스는 위장관기질종양(GIST) 치료제 후보 'NTX-105'의 신약허가신청(NDA)이 미국 식품의약국(FDA)에 수락됐다고 9일 공시했다. FDA는 이 신청을 표준심사 대상으로 분류했으며, 처방의약품 신청자 부담금법(PDUFA)에 따른 목표 심사일은 2027년 8월이다. NDA는 이매티닙 등 기존 치료에 실패한 환자 238명을 대상으로 한 글로벌 임상 3상 결과에 기반한다. 현재 4차 치료에는 '큐인록'(리프레티닙)이 쓰이고 있다. 이날 회사 주가는 전 거래일 대비 17.4% 올랐다.",
      labels: { event: "filing-acceptance", company: "Nuri Therapeutics", companyOriginal: "누리테라퓨틱스", asset: "NTX105", indication: "Gastrointestinal stromal tumor", regulator: "FDA" },
    },
    // Invented: FDA orphan drug designation.
    {
      title: "다온바이오로직스, 전신경화증 치료제 美 FDA 희귀의약품 지정",
      text: "다온바이오로직스는 전신경화증 치료제로 개발 중인 항체 신약 후보 'DNB-310'이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD)으로 지정됐다고 27일 밝혔다. 희귀의약품으로 지정되면 임상 비용 세액공제, 허가 신청 수수료 면제, 허가 후 7년간 시장 독점권 등의 혜택을 받는다. DNB-310은 현재 미국에서 임상 1b상이 진행 중이며, 내년 상반기 중간 결과가 나올 예정이다. 전신경화증은 피부와 내부 장기가 굳는 자가면역질환으로 근본적인 치료제가 없다.",
      labels: { event: "designation", company: "Daon Biologics", companyOriginal: "다온바이오로직스", asset: "DNB310", indication: "Systemic sclerosis", regulator: "FDA" },
    },
    // Invented: MFDS GIFT (fast-review) designation.
    {
      title: "마루제약 루푸스신염 신약 'MRP-315', 식약처 GIFT 지정",
      text: "마루제약은 루푸스신염 치료 신약 후보물질 'MRP-315'가 식품의약품안전처로부터 글로벌 혁신제품 신속심사(GIFT) 대상으로 지정됐다고 6일 밝혔다. GIFT로 지정되면 심사 기간이 기존 120일에서 90일로 줄어들고, 허가 신청 전 자료를 단계적으로 제출해 검토받을 수 있다. MRP-315는 국내 임상 2상에서 52주차 완전 신장반응률이 위약군 대비 유의하게 높게 나타났다. 회사는 이르면 내년 1분기에 품목허가를 신청할 계획이며, 발표 당일 주가는 9.8% 올랐다.",
      labels: { event: "designation", company: "Maru Pharm", companyOriginal: "마루제약", asset: "MRP315", indication: "Lupus nephritis", regulator: "MFDS" },
    },
    // Invented: FDA complete response letter.
    {
      title: "가람바이오, 신성빈혈 치료제 美 FDA서 보완요구서한 수령",
      text: "가람바이오는 만성 신장질환 환자의 빈혈 치료제 'GRB-207'의 생물의약품 허가신청(BLA)과 관련해 미국 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다고 4일 공시했다. FDA는 위탁생산(CMO) 시설에 대한 실사에서 발견된 지적 사항을 이유로 들었으며, 추가 임상은 요구하지 않았다. 회사는 FDA와의 회의를 거쳐 연내 재신청할 계획이다. 공시 직후 가람바이오 주가는 하한가로 직행했다.",
      labels: { event: "complete-response-letter", company: "Garam Bio", companyOriginal: "가람바이오", asset: "GRB207", indication: "Anemia of chronic kidney disease", regulator: "FDA" },
    },
    // Invented: first patient dosed in a phase 2 trial approved by MFDS; invented INN with code.
    {
      title: "이음제약, 원형탈모 신약 임상 2상 첫 환자 투약",
      text: "이음제약은 원형탈모 치료 신약 후보물질 '루파시티닙'(IEP-1203)의 국내 임상 2상에서 첫 환자 투약을 완료했다고 18일 밝혔다. 이번 임상은 지난 6월 식품의약품안전처로부터 승인받은 것으로, 중증 원형탈모 환자 120명을 대상으로 24주간 진행된다. 1차 평가변수는 두피 탈모 중증도 지수(SALT) 점수 20 이하 도달 비율이다. 해외에서는 일라이 릴리의 '올루미언트'와 화이자의 '리트풀로'가 원형탈모 치료제로 허가돼 있다.",
      labels: { event: "trial-start", company: "Ieum Pharm", companyOriginal: "이음제약", asset: "IEP1203", indication: "Alopecia areata", regulator: "MFDS" },
    },
    // Real: CARES-310 results presented at ESMO 2022.
    {
      title: "HLB 리보세라닙 병용, 간암 1차 치료서 전체생존기간 22.1개월",
      text: "에이치엘비(HLB)는 리보세라닙과 중국 항서제약의 PD-1 항체 캄렐리주맙 병용요법의 간암 1차 치료 글로벌 임상 3상(CARES-310) 결과를 유럽종양학회(ESMO 2022)에서 발표했다. 전체생존기간(OS) 중앙값은 22.1개월로 대조군인 소라페닙군(15.2개월)보다 길었고, 위험비는 0.62였다. 무진행생존기간(PFS) 중앙값도 5.6개월로 소라페닙군 3.7개월 대비 유의하게 개선됐다. 이번 임상에는 절제 불가능한 간세포암 환자 543명이 참여했다.",
      labels: { event: "readout", company: "HLB", companyOriginal: "에이치엘비", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: null, also: ["camrelizumab", "Jiangsu Hengrui Medicine"] },
    },
    // Invented: congress data (ASCO).
    {
      title: "[ASCO 2026] 솔빛테라퓨틱스, ADC 'SLT-301' 삼중음성유방암 1상 결과 공개",
      text: "솔빛테라퓨틱스는 미국 시카고에서 열린 미국임상종양학회(ASCO 2026)에서 항체-약물접합체(ADC) 'SLT-301'의 임상 1상 결과를 포스터로 발표했다고 3일 밝혔다. 이전 치료에 실패한 전이성 삼중음성유방암 환자 38명에서 객관적반응률(ORR)은 42.1%, 질병통제율(DCR)은 81.6%로 나타났다. 3등급 이상 치료 관련 이상반응은 26%에서 보고됐으며 간질성 폐질환은 관찰되지 않았다. 같은 적응증에서는 길리어드의 '트로델비'가 표준치료로 쓰이고 있다.",
      labels: { event: "readout", company: "Solbit Therapeutics", companyOriginal: "솔빛테라퓨틱스", asset: "SLT301", indication: "Triple-negative breast cancer", regulator: null },
    },
    // Invented: phase 3 topline missed the primary endpoint.
    {
      title: "라온바이오, 안구건조증 점안제 3상서 1차 평가변수 미충족",
      text: "라온바이오는 안구건조증 치료제 후보물질 'RAB-112'의 국내 임상 3상 톱라인 결과, 1차 평가변수인 12주차 각막 염색 점수 개선에서 위약 대비 통계적 유의성을 확보하지 못했다고 11일 공시했다. 다만 2차 평가변수인 안구 불편감 등 증상 지표에서는 유의한 개선을 보였다고 회사는 설명했다. 임상에는 국내 15개 기관에서 중등도 이상 안구건조증 환자 402명이 참여했다. 회사 측은 “세부 데이터를 분석해 후속 개발 방향을 정하겠다”고 밝혔다. 라온바이오 주가는 이날 29.9% 급락했다.",
      labels: { event: "readout", company: "Raon Bio", companyOriginal: "라온바이오", asset: "RAB112", indication: "Dry eye disease", regulator: null },
    },
    // Real: Alteogen licenses ALT-B4 to AstraZeneca (MedImmune), March 2025.
    {
      title: "알테오젠, 아스트라제네카와 최대 1조9650억원 'ALT-B4' 기술이전 계약",
      text: "알테오젠은 아스트라제네카의 자회사 메드이뮨과 인간 히알루로니다제 원천기술 'ALT-B4'에 대한 독점적 라이선스 계약을 체결했다고 공시했다. 아스트라제네카는 ALT-B4를 활용해 다수의 항암 신약을 피하주사(SC) 제형으로 개발할 권리를 확보하게 된다. 계약금은 4500만 달러이며, 개발·허가·상업화 마일스톤을 포함한 총 계약 규모는 최대 13억5000만 달러(약 1조9650억원)다. 알테오젠은 앞서 MSD, 다이이찌산쿄 등과도 ALT-B4 관련 계약을 맺었다.",
      labels: { event: "licensing", company: "Alteogen", companyOriginal: "알테오젠", asset: "berahyaluronidase alfa", indication: null, regulator: null, also: ["AstraZeneca"] },
    },
    // Invented: out-licensing to an invented US company.
    {
      title: "단비제약, 기관지확장증 신약 美 할든에 기술수출…최대 6억 달러",
      text: "단비제약은 미국 할든 레스퍼러토리(Halden Respiratory)와 기관지확장증 치료제 후보물질 'DBP-0922'의 글로벌(한국 제외) 개발·상업화 권리를 이전하는 계약을 맺었다고 8일 공시했다. 반환 의무가 없는 선급금은 2000만 달러(약 290억원)이며, 단계별 마일스톤을 포함한 총 계약 규모는 최대 6억 달러다. 매출에 따른 로열티는 별도다. DBP-0922는 DPP-1 저해제로, 같은 기전의 인스메드 '브린수프리'(브렌소카티브)는 지난해 미국에서 허가를 받았다.",
      labels: { event: "licensing", company: "Danbi Pharm", companyOriginal: "단비제약", asset: "DBP0922", indication: "Bronchiectasis", regulator: null, also: ["Halden Respiratory"] },
    },
    // Invented: co-development MOU between two invented companies.
    {
      title: "여울바이오로직스-초록테라퓨틱스, 개인맞춤형 mRNA 암백신 공동개발",
      text: "여울바이오로직스는 초록테라퓨틱스와 개인 맞춤형 mRNA 암백신 'YBL-701'의 공동개발을 위한 업무협약(MOU)을 체결했다고 21일 밝혔다. 초록테라퓨틱스는 인공지능(AI) 기반 신생항원 예측 플랫폼을, 여울바이오로직스는 mRNA 및 지질나노입자(LNP) 생산 역량을 제공한다. 양사는 흑색종을 첫 적응증으로 2027년 국내 임상 1상 진입을 목표로 한다. 모더나와 MSD가 개발 중인 'mRNA-4157'도 흑색종 환자 대상 임상 3상을 진행하고 있다.",
      labels: { event: "partnership", company: "Yeoul Biologics", companyOriginal: "여울바이오로직스", asset: "YBL701", indication: "Melanoma", regulator: null, also: ["Chorok Therapeutics"] },
    },
    // Real: SK bioscience acquires 60% of IDT Biologika, June 2024.
    {
      title: "SK바이오사이언스, 獨 백신 CDMO 'IDT 바이오로지카' 인수",
      text: "SK바이오사이언스가 독일의 백신 위탁개발생산(CDMO) 기업 IDT 바이오로지카를 인수한다. SK바이오사이언스는 IDT 바이오로지카의 지분 60%를 약 3400억원에 취득하는 계약을 체결했다고 공시했다. IDT 바이오로지카는 독일 데사우에 본사를 둔 기업으로, 글로벌 제약사들의 백신과 바이오의약품 생산을 맡아왔다. SK바이오사이언스는 이번 인수로 유럽 생산 거점을 확보하고 CDMO 사업을 확대한다는 계획이다.",
      labels: { event: "acquisition", company: "SK bioscience", companyOriginal: "SK바이오사이언스", asset: null, indication: null, regulator: null, also: ["IDT Biologika"] },
    },
    // Real: SK bioscience's KOSPI IPO, March 2021.
    {
      title: "SK바이오사이언스, 상장 첫날 '따상'…시총 단숨에 10조원大",
      text: "SK바이오사이언스가 18일 유가증권시장에 상장하자마자 공모가(6만5000원)의 두 배인 13만원에 시초가를 형성한 뒤 상한가인 16만9000원으로 거래를 마쳤다. 앞서 진행된 일반 청약에는 당시 역대 최대인 63조6198억원의 증거금이 몰렸다. 회사는 이번 기업공개(IPO)로 약 1조5000억원을 조달했으며, 자금은 백신 생산시설 증설과 신규 백신 개발 등에 투입할 예정이다. SK바이오사이언스는 아스트라제네카와 노바백스의 코로나19 백신 위탁생산을 맡고 있다.",
      labels: { event: "financing", company: "SK bioscience", companyOriginal: "SK바이오사이언스", asset: null, indication: null, regulator: null },
    },
    // Invented: series B round.
    {
      title: "해솔바이오, 320억원 규모 시리즈B 투자 유치",
      text: "유전자치료제 개발기업 해솔바이오가 320억원 규모의 시리즈B 투자를 유치했다고 13일 밝혔다. 이번 투자에는 기존 투자자인 국내 벤처캐피털 2곳과 함께 증권사 계열 VC 3곳이 새로 참여했다. 해솔바이오는 조달한 자금을 망막색소변성증 유전자치료제 'HSB-101'의 임상 1/2상 진입과 AAV 벡터 생산시설 구축에 사용할 계획이다. 회사는 2028년 코스닥 기술특례상장을 목표로 하고 있다.",
      labels: { event: "financing", company: "Haesol Bio", companyOriginal: "해솔바이오", asset: "HSB101", indication: "Retinitis pigmentosa", regulator: null },
    },
    // Invented: market commentary on licensing totals, no event.
    {
      title: "올해 K-바이오 기술수출 20조원 돌파…플랫폼 기술이 견인",
      text: "업계에 따르면 올해 1~10월 국내 제약바이오 기업의 기술수출 계약 규모는 총 21조4000억원으로 집계됐다. 이미 지난해 연간 실적을 넘어선 수치다. 건수로는 31건이었으며, 이 가운데 항체-약물접합체(ADC)와 약물전달 플랫폼 기술이 전체 금액의 절반 이상을 차지했다. 다만 계약금 비중은 평균 5% 수준에 그쳐 실제 유입되는 현금은 제한적이라는 지적도 나온다. 업계에서는 연말까지 대형 계약이 추가로 나올 수 있다고 보고 있다.",
      labels: { event: null, company: null, asset: null, indication: null, regulator: null },
    },
  ],
};
