import type { BriefArticle } from "./briefs";

/**
 * Second held-out set for the English brief benchmark (Chinese, Japanese and Korean part): 20
 * short articles per language in the style of the trade press (医药魔方, 新浪医药, 动脉网 and
 * company announcements; 日刊薬業, ミクスOnline, 日経バイオテク and press releases; 약업신문,
 * 메디칼타임즈, 바이오스펙테이터, 더바이오), written and labelled by hand by a helper session in
 * November 2026, without the engine's code or the other test sets open, to be measured once.
 * Each language covers all eleven event types and has one article with no event.
 *
 * About half the articles report real events (dates and amounts as reported at the time, true to
 * the best of the author's knowledge): NMPA approvals of mazdutide and sacituzumab tirumotecan,
 * HARMONi-2, 3SBio–Pfizer, CSPC–AstraZeneca, AstraZeneca–Gracell, Hengrui's Hong Kong listing,
 * the FDA's letter on toripalimab, BeiGene's 2024 sales; Japan's approvals of lecanemab and
 * Datroway, the FDA designation of I-DXd and letter on zolbetuximab, Takeda's oveporexton
 * results and elritercept licence, Daiichi Sankyo–Merck, Ono–Deciphera; MFDS approvals of
 * Envlo and Leclaza, FDA approval of Rolvedon, MARIPOSA, HLB's letter, LigaChem–Janssen,
 * ABL Bio–Sanofi, Samsung Biologics–Bioepis and its 2024 sales. The other companies and their
 * medicines are invented (瑞铂医药, 岚泽生物医药, カナメ製薬, ミツハバイオ, 가온바이오,
 * 한결바이오로직스…), as are their codes and INNs, and the foreign partners they deal with.
 *
 * Labelling rules are those of bench/gold/briefs.ts: registry names for companies, medicines,
 * diseases and regulators where the registry has them; otherwise the romanized stem with the
 * sector word translated, the English INN or the normalized research code, the English disease
 * name. Labels were set by hand before anyone ran the engine on these texts.
 */
export const GOLD2_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "信达生物玛仕度肽获批上市，全球首个GCG/GLP-1双受体激动剂",
      text: "6月27日，信达生物宣布，国家药品监督管理局（NMPA）已批准信尔美®（玛仕度肽注射液）上市，用于成人肥胖或超重患者的长期体重控制。这是全球首个获批上市的GCG/GLP-1双受体激动剂，适用于初始BMI≥28 kg/m²，或BMI≥24 kg/m²且伴有至少一种体重相关合并症的患者。此次获批主要基于在中国超重或肥胖成人中开展的III期GLORY-1研究。国内减重市场目前由司美格鲁肽主导，替尔泊肽亦已获批进入。",
      labels: { event: "approval", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "mazdutide", indication: "Obesity", regulator: "NMPA" },
    },
    {
      title: "首个国产TROP2 ADC获批！科伦博泰芦康沙妥珠单抗用于三阴性乳腺癌",
      text: "2024年11月，四川科伦博泰生物医药股份有限公司宣布，其自主研发的TROP2 ADC芦康沙妥珠单抗（sac-TMT，商品名：佳泰莱®）获国家药监局批准上市，用于治疗既往至少接受过2种系统治疗（其中至少1种针对晚期或转移性阶段）的不可切除局部晚期或转移性三阴性乳腺癌（TNBC）成人患者。这是首个获批上市的国产TROP2 ADC。此次获批基于III期OptiTROP-Breast01研究，与化疗相比，sac-TMT显著延长了患者的无进展生存期和总生存期。默沙东拥有该产品在大中华区以外的权益。",
      labels: { event: "approval", company: "Kelun-Biotech", companyOriginal: "科伦博泰", asset: "sacituzumab tirumotecan", indication: "Triple-negative breast cancer", regulator: "NMPA" },
    },
    {
      title: "瑞铂医药FGFR2抑制剂伏瑞替尼获附条件批准，胆管癌患者再添新选择",
      text: "11月4日，广州瑞铂医药有限公司（简称“瑞铂医药”）公告，公司1类创新药伏瑞替尼胶囊（研发代号：RB-217）已获国家药品监督管理局附条件批准上市，用于治疗既往至少接受过一种系统性治疗、携带FGFR2融合或重排的晚期胆管癌成人患者。关键II期研究共入组108例患者，客观缓解率（ORR）为46.3%，中位缓解持续时间为9.8个月。目前国内同靶点已上市产品仅有佩米替尼。董事长陈立新表示，公司将尽快推动产品惠及患者。消息公布后，瑞铂医药股价早盘上涨12.6%。",
      labels: { event: "approval", company: "Ruibo Pharma", companyOriginal: "瑞铂医药", asset: "RB217", indication: "Biliary tract cancer", regulator: "NMPA" },
    },
    {
      title: "博川药业IL-4Rα单抗BC-088递交上市申请",
      text: "成都博川药业股份有限公司（以下简称“博川药业”）10月20日晚间发布公告称，公司已向国家药品监督管理局提交BC-088注射液的上市许可申请，拟用于治疗外用药物控制不佳的中重度特应性皮炎成人患者。BC-088是一款靶向IL-4Rα的人源化单克隆抗体，其III期研究共纳入512例患者，第16周EASI-75应答率为62.5%，安慰剂组为18.9%。国内同类产品包括度普利尤单抗及司普奇拜单抗。公告提示，该药品能否获批及获批时间存在不确定性。",
      labels: { event: "submission", company: "Bochuan Pharma", companyOriginal: "博川药业", asset: "BC088", indication: "Atopic dermatitis", regulator: "NMPA" },
    },
    {
      title: "汇启生物口服小分子GLP-1受体激动剂上市申请获受理",
      text: "CDE官网最新显示，汇启生物1类新药HQ3021片（依格列隆）的上市申请已获国家药监局药品审评中心受理，申报适应症为改善成人2型糖尿病患者的血糖控制。依格列隆是一款非肽类口服小分子GLP-1受体激动剂，每日一次给药，无需空腹服用。两项III期研究合计入组1380例患者，治疗40周后糖化血红蛋白（HbA1c）较基线最多降低1.9%。汇启生物创始人兼CEO周启明表示，口服剂型有望显著改善患者依从性，公司预计产品于2027年获批上市。",
      labels: { event: "filing-acceptance", company: "Huiqi Bio", companyOriginal: "汇启生物", asset: "HQ3021", indication: "Type 2 diabetes", regulator: "CDE" },
    },
    {
      title: "科沃生物siRNA新药拟纳入突破性治疗品种",
      text: "11月12日，国家药监局药品审评中心（CDE）官网公示，科沃生物自主研发的KW-062注射液拟被纳入突破性治疗品种，拟定适应症为具有进展风险的原发性IgA肾病成人患者。KW-062是一款靶向补体因子B的小干扰RNA（siRNA）药物，每季度皮下注射一次。在一项纳入46例患者的Ib/II期研究中，治疗36周后患者24小时尿蛋白较基线下降48%。目前已有伊普可泮等补体通路药物在海外获批用于IgA肾病。本次公示期为5个工作日。",
      labels: { event: "designation", company: "Kewo Bio", companyOriginal: "科沃生物", asset: "KW062", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "启衡医药QH-1207获美国FDA孤儿药资格认定",
      text: "杭州启衡医药有限公司（以下简称“启衡医药”）宣布，其自主研发的反义寡核苷酸药物QH-1207已获美国食品药品监督管理局（FDA）授予孤儿药资格认定（ODD），用于治疗携带FUS基因突变的肌萎缩侧索硬化症（ALS）。获得该认定后，公司可享受临床试验费用税收抵免、免除新药申请费以及获批后7年市场独占期等政策支持。QH-1207目前正在中美两地开展I/II期临床试验，已完成12例患者入组。启衡医药今年3月刚完成3.5亿元B轮融资。",
      labels: { event: "designation", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH1207", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "君实生物特瑞普利单抗美国上市申请收到FDA完整回复函",
      text: "2022年5月，君实生物与合作伙伴Coherus BioSciences宣布，美国FDA就特瑞普利单抗用于治疗复发或转移性鼻咽癌的生物制品许可申请（BLA）发出完整回复函（CRL）。FDA在信函中要求进行一项质控流程变更，两家公司认为该问题可以解决。此前受出行限制影响，FDA未能按期完成对中国生产场地的现场核查。君实生物表示，将与FDA密切沟通，争取尽快重新提交申请。Coherus拥有该产品在美国和加拿大的权益。",
      labels: { event: "complete-response-letter", company: "Junshi Biosciences", companyOriginal: "君实生物", asset: "toripalimab", indication: "Nasopharyngeal carcinoma", regulator: "FDA", also: ["Coherus BioSciences"] },
    },
    {
      title: "星禾生物科技双抗ADC XH-302完成I期首例患者给药",
      text: "星禾生物科技今日宣布，其自主研发的B7-H3/PD-L1双特异性抗体偶联药物XH-302在中国开展的I期临床研究已于近日完成首例患者给药。该研究为多中心、开放标签的剂量递增和剂量扩展研究，计划入组约120例患者，重点人群为含铂化疗失败的广泛期小细胞肺癌患者。XH-302于今年7月获得国家药品监督管理局临床试验默示许可。首席医学官王海燕博士表示，临床前数据显示XH-302的抗肿瘤活性优于单靶点ADC。",
      labels: { event: "trial-start", company: "Xinghe Biotech", companyOriginal: "星禾生物科技", asset: "XH302", indication: "Small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "头对头击败K药！康方生物AK112 HARMONi-2详细数据公布",
      text: "9月8日，在2024年世界肺癌大会（WCLC）上，康方生物公布了依沃西单抗对比帕博利珠单抗单药一线治疗PD-L1阳性局部晚期或转移性非小细胞肺癌的III期HARMONi-2研究结果。研究共入组398例患者，依沃西单抗组中位无进展生存期（PFS）为11.14个月，帕博利珠单抗组为5.82个月，风险比（HR）为0.51。这是首个在III期头对头研究中显著优于帕博利珠单抗的药物。康方生物已将依沃西单抗在美国、欧洲、日本等地区的权益授权给Summit Therapeutics。",
      labels: { event: "readout", company: "Akeso", companyOriginal: "康方生物", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "优诺医药抗抑郁新药II期临床未达主要终点，股价重挫",
      text: "优诺医药10月28日晚间公告，其在研NMDA受体调节剂UN-0901片治疗重度抑郁症的II期临床试验未达到主要终点。该研究共入组236例对至少两种抗抑郁药应答不佳的患者，治疗第4周时，高剂量组MADRS总分较基线降低13.2分，安慰剂组降低11.5分，差异无统计学意义。安全性方面未发现新的风险信号。公司表示将深入分析亚组数据后再决定后续开发计划。受此影响，优诺医药股价次日开盘跌停，市值蒸发约18亿元。",
      labels: { event: "readout", company: "Younuo Pharma", companyOriginal: "优诺医药", asset: "UN0901", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "芯瑞药业IL-17A单抗III期研究达到全部主要终点",
      text: "武汉芯瑞药业股份有限公司近日宣布，其自主研发的抗IL-17A人源化单抗舒奇拜单抗（XR-1701）治疗中重度斑块状银屑病的III期临床研究达到全部主要终点。该研究共入组690例患者，第12周时，舒奇拜单抗160mg组达到PASI 90的患者比例为76.4%，安慰剂组为2.1%；sPGA 0/1应答率为85.0%。安全性与同类产品司库奇尤单抗、依奇珠单抗相似。芯瑞药业计划于明年一季度向国家药监局递交上市申请。",
      labels: { event: "readout", company: "Xinrui Pharma", companyOriginal: "芯瑞药业", asset: "XR1701", indication: "Psoriasis", regulator: null },
    },
    {
      title: "12.5亿美元首付款！三生制药PD-1/VEGF双抗授权辉瑞",
      text: "5月20日，三生制药宣布与辉瑞就PD-1/VEGF双特异性抗体SSGJ-707签署独家许可协议，辉瑞将获得该产品在全球（中国内地除外）的开发、生产和商业化权利。根据协议，三生制药将获得12.5亿美元的不可退还首付款，以及最高48亿美元的开发、监管和销售里程碑付款，另加销售提成。辉瑞还将以1亿美元认购三生制药普通股。SSGJ-707目前正在中国开展一线治疗PD-L1阳性非小细胞肺癌的III期临床研究。",
      labels: { event: "licensing", company: "3SBio", companyOriginal: "三生制药", asset: "SSGJ-707", indication: "Non-small cell lung cancer", regulator: null, also: ["Pfizer"] },
    },
    {
      title: "铭泽药业KRAS G12D抑制剂授权海外，首付款6500万美元",
      text: "嘉兴铭泽药业有限公司（简称“铭泽药业”）宣布，与美国生物技术公司Corvane Therapeutics达成独家许可协议，将口服KRAS G12D抑制剂MZ-1188在大中华区以外的全球开发和商业化权益授权给后者。铭泽药业将获得6500万美元首付款和近期里程碑付款，以及最高11.2亿美元的开发、注册和销售里程碑，外加销售提成。MZ-1188目前正在中国开展针对晚期胰腺导管腺癌的I/II期研究，初步数据显示客观缓解率达31%。",
      labels: { event: "licensing", company: "Mingze Pharma", companyOriginal: "铭泽药业", asset: "MZ1188", indication: "Pancreatic cancer", regulator: null, also: ["Corvane Therapeutics"] },
    },
    {
      title: "岚泽生物医药与拓谱医药达成战略合作，共同开发长效GLP-1/Amylin双靶点药物",
      text: "11月6日，上海岚泽生物医药有限公司（简称“岚泽生物医药”）与杭州拓谱医药科技有限公司宣布达成战略合作，双方将共同推进长效GLP-1R/Amylin双受体激动剂LZ-2607的临床开发。根据合作条款，双方共担研发费用、共享全球收益，拓谱医药负责工艺开发和生产。LZ-2607拟用于肥胖及超重人群的长期体重管理，已完成I期单剂量递增研究，预计明年上半年启动II期。岚泽生物医药CEO林晓岚表示，合作可显著缩短开发周期。",
      labels: { event: "partnership", company: "Lanze Biopharma", companyOriginal: "岚泽生物医药", asset: "LZ2607", indication: "Obesity", regulator: null, also: ["Tuopu Pharma"] },
    },
    {
      title: "石药集团与阿斯利康达成AI药物研发合作，首付款1.1亿美元",
      text: "6月中旬，石药集团宣布与阿斯利康达成战略研究合作，双方将利用石药集团AI驱动的双引擎高效药物发现平台，针对多个靶点共同开发新型口服候选药物。根据协议，阿斯利康将向石药集团支付1.1亿美元首付款，以及最高16.2亿美元的潜在研发里程碑付款和最高36亿美元的销售里程碑付款，外加销售提成。石药集团负责临床前候选药物的发现，阿斯利康获得相关候选药物在全球的独家开发和商业化权利。",
      labels: { event: "partnership", company: "CSPC Pharmaceutical Group", companyOriginal: "石药集团", asset: null, indication: null, regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "阿斯利康12亿美元收购亘喜生物",
      text: "12月26日，阿斯利康宣布与亘喜生物达成最终协议，将以总计约12亿美元收购这家中国细胞治疗公司。阿斯利康将以每股普通股2.00美元（每股ADS 10.00美元）现金收购亘喜生物全部股份，股权价值约10亿美元；另有每股0.30美元（每股ADS 1.50美元）的或有价值权（CVR），与监管里程碑挂钩。通过收购，阿斯利康将获得BCMA/CD19双靶点自体CAR-T疗法GC012F，该产品正在开展治疗多发性骨髓瘤的临床研究，并向自身免疫性疾病拓展。交易预计于2024年第一季度完成。",
      labels: { event: "acquisition", company: "AstraZeneca", companyOriginal: "阿斯利康", asset: "GC012F", indication: "Multiple myeloma", regulator: null, also: ["Gracell Biotechnologies"] },
    },
    {
      title: "远拓制药8.6亿元收购禾麦生物51%股权，加码呼吸领域",
      text: "江苏远拓制药股份有限公司（以下简称“远拓制药”）11月18日晚间公告，公司拟以现金8.6亿元收购上海禾麦生物51%股权，交易完成后禾麦生物将成为公司控股子公司。禾麦生物的核心产品HMX-102是一款口服PDE4B抑制剂，正在国内开展治疗特发性肺纤维化（IPF）的II期临床试验。本次交易对应禾麦生物100%股权估值约16.9亿元。远拓制药表示，此次收购将补强公司在呼吸系统疾病领域的创新管线。次日，远拓制药股价上涨5.3%。",
      labels: { event: "acquisition", company: "Yuantuo Pharmaceutical", companyOriginal: "远拓制药", asset: "HMX102", indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Hemai Bio"] },
    },
    {
      title: "恒瑞医药登陆港交所，H股募资约99亿港元",
      text: "5月23日，江苏恒瑞医药股份有限公司正式在香港联交所主板挂牌上市，股份代号1276，成为“A+H”两地上市公司。本次H股发行价为每股44.05港元，募资总额约98.9亿港元，是今年以来港股规模最大的医药IPO之一。恒瑞医药表示，募集资金将主要用于创新药研发、海外业务拓展以及国内外生产设施建设。上市首日，恒瑞医药H股较发行价大幅上涨。",
      labels: { event: "financing", company: "Jiangsu Hengrui Medicine", companyOriginal: "恒瑞医药", asset: null, indication: null, regulator: null },
    },
    {
      title: "百济神州2024年营收38亿美元，百悦泽全球销售额翻倍",
      text: "2月底，百济神州公布2024年全年业绩：全年总收入约38.1亿美元，同比增长55%。核心产品BTK抑制剂百悦泽®（泽布替尼）全球销售额达26.4亿美元，同比增长逾一倍，美国仍是最大市场。全年净亏损同比明显收窄。公司预计2025年全年总收入为49亿至53亿美元。此前，百济神州已宣布拟将公司名称变更为BeOne Medicines，并将注册地迁至瑞士。",
      labels: { event: null, company: "BeOne Medicines", companyOriginal: "百济神州", asset: "zanubrutinib", indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "レケンビ、国内で承認取得　アルツハイマー病の進行抑制",
      text: "エーザイとバイオジェンは9月25日、抗アミロイドβ（Aβ）プロトフィブリル抗体「レケンビ点滴静注200mg・500mg」（一般名：レカネマブ）について、厚生労働省から製造販売承認を取得したと発表した。効能・効果は「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」。承認は第3相Clarity AD試験の結果に基づくもので、同試験ではプラセボと比べて18カ月時点の臨床症状の悪化を27%抑制した。薬価収載は年内を見込む。",
      labels: { event: "approval", company: "Eisai", companyOriginal: "エーザイ", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA", also: ["Biogen"] },
    },
    {
      title: "第一三共、TROP2 ADC「ダトロウェイ」が国内承認　世界初",
      text: "第一三共は12月27日、TROP2を標的とする抗体薬物複合体（ADC）「ダトロウェイ点滴静注用100mg」（一般名：ダトポタマブ デルクステカン）について、「化学療法歴のあるホルモン受容体陽性かつHER2陰性の手術不能又は再発乳癌」を効能・効果として厚生労働省より製造販売承認を取得したと発表した。同剤の承認は世界で初めて。国際共同第3相試験TROPION-Breast01では、治験医師選択の化学療法と比べて無増悪生存期間（PFS）を有意に延長した。",
      labels: { event: "approval", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "datopotamab deruxtecan", indication: "Breast cancer", regulator: "PMDA" },
    },
    {
      title: "カナメ製薬の過活動膀胱治療薬ゼルノパントが承認取得",
      text: "カナメ製薬株式会社は3月27日、過活動膀胱治療薬ゼルノパント（開発コード：KN-0415）について、厚生労働省より製造販売承認を取得したと発表した。国内第3相試験では、12週時点の1日平均排尿回数がプラセボ群に比べ有意に減少し、口渇などの副作用の発現率は既存薬を下回った。国内市場ではビベグロンやミラベグロンなどβ3作動薬が主流となっている。5月の薬価収載後に発売し、ピーク時売上高150億円を見込む。同社株は一時前日比8%高となった。",
      labels: { event: "approval", company: "Kaname Pharmaceutical", companyOriginal: "カナメ製薬", asset: "KN0415", indication: "Overactive bladder", regulator: "PMDA" },
    },
    {
      title: "ソラノファーマ、特発性肺線維症治療薬SR-310を国内申請",
      text: "ソラノファーマは10月15日、特発性肺線維症（IPF）を対象に開発中の経口オートタキシン阻害薬SR-310について、厚生労働省に製造販売承認申請を行ったと発表した。申請は、日本人患者を含む国際共同第3相試験の結果に基づく。同試験では、52週時点の努力肺活量（FVC）の低下量がプラセボ群の182mLに対し、SR-310群では94mLにとどまった。IPF治療ではニンテダニブとピルフェニドンが標準治療となっており、同社は併用での使用を想定している。",
      labels: { event: "submission", company: "Sorano Pharma", companyOriginal: "ソラノファーマ", asset: "SR310", indication: "Idiopathic pulmonary fibrosis", regulator: "PMDA" },
    },
    {
      title: "ミツハバイオ、血友病B遺伝子治療のBLAが米FDAに受理",
      text: "ミツハバイオは11月10日、血友病Bを対象とするAAVベクター遺伝子治療薬MH-2201の生物製剤承認申請（BLA）について、米国食品医薬品局（FDA）が受理したと発表した。審査終了目標日（PDUFA日）は2027年9月に設定された。申請は、成人男性患者41例を対象とした第3相試験で、投与後52週間の年間出血率が第IX因子製剤の定期補充療法期間に比べ71%減少した結果に基づく。同社は東証グロース市場に上場しており、発表翌日の株価はストップ高となった。",
      labels: { event: "filing-acceptance", company: "Mitsuha Bio", companyOriginal: "ミツハバイオ", asset: "MH2201", indication: "Hemophilia B", regulator: "FDA" },
    },
    {
      title: "第一三共のI-DXd、小細胞肺がんで米FDAのブレイクスルー・セラピー指定",
      text: "第一三共と米メルクは、B7-H3を標的とするDXd ADCイフィナタマブ デルクステカン（I-DXd、開発コード：DS-7300）について、米国食品医薬品局（FDA）からブレイクスルー・セラピーの指定を受けたと発表した。対象は、プラチナ製剤を含む化学療法後に進行した進展型小細胞肺がん（ES-SCLC）の成人患者。指定は第2相試験IDeate-Lung01の結果などに基づく。両社は2023年10月に締結した戦略的提携に基づき、同剤を共同開発している。",
      labels: { event: "designation", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "ifinatamab deruxtecan", indication: "Small cell lung cancer", regulator: "FDA", also: ["Merck & Co."] },
    },
    {
      title: "ユキノバイオの網膜色素変性症向け遺伝子治療、先駆的医薬品に指定",
      text: "厚生労働省は10月31日、ユキノバイオが開発中の網膜色素変性症治療薬YK-01を先駆的医薬品に指定した。YK-01は光感受性タンパク質の遺伝子を網膜神経節細胞に導入するAAVベクター製剤で、原因遺伝子の種類にかかわらず視機能の回復が期待される。国内で実施中の第1/2相試験では、投与後24週時点で12例中7例に視力の改善がみられた。指定により、優先相談や審査期間の短縮（目標6カ月）などの支援が受けられる。同社は大学発ベンチャーで、2028年度の承認取得を目指す。",
      labels: { event: "designation", company: "Yukino Bio", companyOriginal: "ユキノバイオ", asset: "YK01", indication: "Retinitis pigmentosa", regulator: "PMDA" },
    },
    {
      title: "アステラスのゾルベツキシマブ、米FDAから審査完了報告通知",
      text: "アステラス製薬は2024年1月、Claudin 18.2を標的とするモノクローナル抗体ゾルベツキシマブについて、米国食品医薬品局（FDA）から審査完了報告通知（Complete Response Letter：CRL）を受領したと発表した。対象は、CLDN18.2陽性かつHER2陰性の局所進行切除不能または転移性の胃腺がん・食道胃接合部腺がんの一次治療。CRLは、第三者製造業者の施設に対する承認前査察での指摘事項が未解決であることによるもので、臨床データに関する指摘はなかったという。",
      labels: { event: "complete-response-letter", company: "Astellas", companyOriginal: "アステラス製薬", asset: "zolbetuximab", indication: "Gastric cancer", regulator: "FDA" },
    },
    {
      title: "セナリファーマ、統合失調症治療薬SN-4401の第1相試験で初回投与",
      text: "セナリファーマは9月2日、統合失調症を対象に開発中の経口ムスカリンM4受容体ポジティブアロステリックモジュレーターSN-4401について、国内第1相試験で最初の被験者への投与を開始したと発表した。同試験は健康成人約64人を対象に、単回および反復投与での安全性と薬物動態を評価する。同社は7月に医薬品医療機器総合機構（PMDA）に治験計画届を提出し、30日調査を経て試験を開始した。海外で承認済みのコベンフィに対し、副作用の少なさで差別化を図る。",
      labels: { event: "trial-start", company: "Senari Pharma", companyOriginal: "セナリファーマ", asset: "SN4401", indication: "Schizophrenia", regulator: "PMDA" },
    },
    {
      title: "武田のoveporexton、ナルコレプシータイプ1の第3相2試験で主要評価項目達成",
      text: "武田薬品工業は7月、経口オレキシン2受容体作動薬oveporexton（開発コード：TAK-861）について、ナルコレプシータイプ1（NT1）患者を対象とした2本の第3相試験（FirstLight試験、RadiantLight試験）で、全ての主要評価項目および副次評価項目を達成したと発表した。覚醒維持検査（MWT）やエプワース眠気尺度（ESS）などで、プラセボに対し統計学的に有意な改善が認められた。同社は2025年度中に各国で承認申請を行う予定。",
      labels: { event: "readout", company: "Takeda", companyOriginal: "武田薬品工業", asset: "oveporexton", indication: "Narcolepsy", regulator: null },
    },
    {
      title: "アサギ製薬、アトピー性皮膚炎の第2b相で主要評価項目未達　株価ストップ安",
      text: "アサギ製薬株式会社は11月5日、中等症から重症のアトピー性皮膚炎患者を対象としたトラセリマブ（開発コード：ASG-207）の第2b相試験において、主要評価項目である16週時点のEASIスコア変化率でプラセボに対する有意差が認められなかったと発表した。試験は国内外の患者312人を対象に実施した。安全性で新たな懸念はなかった。同社はデュピクセントなど既存薬より投与間隔を延ばせる点を強みとしていた。翌6日の株価は値幅制限いっぱいのストップ安となった。",
      labels: { event: "readout", company: "Asagi Pharmaceutical", companyOriginal: "アサギ製薬", asset: "ASG207", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "ハルカファーマ、片頭痛予防薬HRK-0908が国内第3相で主要評価項目を達成",
      text: "ハルカファーマは8月20日、片頭痛の発症抑制を目的とした経口CGRP受容体拮抗薬HRK-0908の国内第3相試験で、主要評価項目を達成したとするトップライン結果を発表した。試験には反復性片頭痛の成人患者486人が参加し、12週間の投与で月間片頭痛日数がベースラインから4.6日減少し、プラセボ群の2.3日減少を有意に上回った。田中誠社長は「注射剤が中心の予防治療に、経口薬という選択肢を加えたい」と述べた。2026年度中の承認申請を予定する。",
      labels: { event: "readout", company: "Haruka Pharma", companyOriginal: "ハルカファーマ", asset: "HRK0908", indication: "Migraine", regulator: null },
    },
    {
      title: "武田薬品、米Kerosからelritercept導入　一時金2億ドル",
      text: "武田薬品工業は12月3日、米Keros Therapeuticsとの間で、アクチビン阻害薬elritercept（KER-050）の中国本土・香港・マカオを除く全世界における開発・製造・商業化に関する独占的ライセンス契約を締結したと発表した。武田はKerosに契約一時金2億ドルを支払うほか、開発・承認・売上に応じたマイルストンとして最大11億ドルを支払う可能性がある。elriterceptは骨髄異形成症候群（MDS）に伴う貧血を対象とした第2相試験で良好な結果が得られており、武田は第3相試験を計画している。",
      labels: { event: "licensing", company: "Takeda", companyOriginal: "武田薬品工業", asset: "elritercept", indication: "Myelodysplastic syndromes", regulator: null, also: ["Keros Therapeutics"] },
    },
    {
      title: "ナギサファーマ、潰瘍性大腸炎治療薬候補を米社に導出　総額最大8億ドル",
      text: "ナギサファーマ株式会社は10月1日、潰瘍性大腸炎を対象に開発中の抗TL1A抗体NGS-5012について、米Brightwell Therapeuticsとの間で日本を除く全世界での開発・商業化に関する独占的ライセンス契約を締結したと発表した。ナギサは契約一時金4500万ドル（約67億円）を受け取るほか、開発・販売の進捗に応じたマイルストンとして最大7億5500万ドル、売上高に応じたロイヤルティーを受け取る。同社は今期業績予想を上方修正した。",
      labels: { event: "licensing", company: "Nagisa Pharma", companyOriginal: "ナギサファーマ", asset: "NGS5012", indication: "Ulcerative colitis", regulator: null, also: ["Brightwell Therapeutics"] },
    },
    {
      title: "第一三共、米メルクと3つのDXd ADCで戦略的提携　総額最大220億ドル",
      text: "第一三共は10月20日、米メルクとの間で、同社のDXd ADC3品目、パトリツマブ デルクステカン（HER3-DXd）、イフィナタマブ デルクステカン（I-DXd）、ラルドタツグ デルクステカン（R-DXd）について、グローバルでの共同開発・共同商業化に関する契約を締結したと発表した。日本では第一三共が独占的な権利を保持する。メルクは契約一時金など計40億ドルを支払い、マイルストンを含む総額は最大220億ドルに上る。開発費用と利益は原則として両社で折半する。",
      labels: { event: "partnership", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "patritumab deruxtecan", indication: null, regulator: null, also: ["Merck & Co.", "ifinatamab deruxtecan", "raludotatug deruxtecan"] },
    },
    {
      title: "コモレビバイオとイブキファーマ、iPS細胞由来の神経前駆細胞で共同開発契約",
      text: "コモレビバイオとイブキファーマは9月16日、パーキンソン病を対象としたiPS細胞由来ドパミン神経前駆細胞製品KM-301の共同開発契約を締結したと発表した。コモレビバイオが細胞の製造と非臨床研究を、イブキファーマが国内臨床試験と承認申請を担い、上市後の利益は両社で折半する。イブキファーマは契約一時金として20億円を支払う。KM-301は2027年に国内で治験を開始する計画で、先行する住友ファーマなどを追う。",
      labels: { event: "partnership", company: "Komorebi Bio", companyOriginal: "コモレビバイオ", asset: "KM301", indication: "Parkinson's disease", regulator: null, also: ["Ibuki Pharma"] },
    },
    {
      title: "小野薬品、米Decipheraを約24億ドルで買収",
      text: "小野薬品工業は2024年4月末、米Deciphera Pharmaceuticalsを買収することで合意したと発表した。公開買付け（TOB）により、1株当たり25.60ドル、総額約24億ドルで全株式を取得する。買付価格は直近株価に約75%のプレミアムを上乗せした水準。Decipheraは消化管間質腫瘍（GIST）治療薬「QINLOCK」（一般名：リプレチニブ）を米欧で販売しており、小野薬品にとっては海外での自社販売体制を一気に獲得することになる。",
      labels: { event: "acquisition", company: "Ono Pharmaceutical", companyOriginal: "小野薬品工業", asset: "ripretinib", indication: "Gastrointestinal stromal tumor", regulator: null, also: ["Deciphera Pharmaceuticals"] },
    },
    {
      title: "リッカ製薬、ALS治療薬開発のテンセイバイオを120億円で買収",
      text: "リッカ製薬は11月13日、筋萎縮性側索硬化症（ALS）治療薬を開発するバイオベンチャーのテンセイバイオ（東京都港区）を買収すると発表した。テンセイバイオの全株式を約120億円で取得し、12月末に完全子会社化する。テンセイバイオは、TDP-43の凝集を抑える低分子化合物TS-08の国内第2相試験を進めており、2027年にも結果が判明する見通し。リッカ製薬の山根隆之社長は「中枢神経領域のパイプラインを強化する」と話した。",
      labels: { event: "acquisition", company: "Rikka Pharmaceutical", companyOriginal: "リッカ製薬", asset: "TS08", indication: "Amyotrophic lateral sclerosis", regulator: null, also: ["Tensei Bio"] },
    },
    {
      title: "ミズキバイオ、シリーズCで45億円を調達　膵がん向けADCの開発を加速",
      text: "創薬ベンチャーのミズキバイオは10月8日、シリーズCラウンドで第三者割当増資により総額45億円を調達したと発表した。国内のベンチャーキャピタルや事業会社など9社が引き受けた。調達資金は、膵臓がんを対象とする抗体薬物複合体（ADC）MZ-330の米国第1相試験や製造体制の整備に充てる。同社の累計調達額は約98億円となる。水野恵CEOは「2年以内の株式上場も視野に入れる」としている。",
      labels: { event: "financing", company: "Mizuki Bio", companyOriginal: "ミズキバイオ", asset: "MZ330", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "25年度の薬価中間年改定、業界は「創薬力強化に逆行」と反発",
      text: "厚生労働省が実施を決めた2025年度の薬価中間年改定をめぐり、製薬業界から反発の声が上がっている。日本製薬工業協会（製薬協）などの業界団体は、毎年の薬価引き下げが日本市場の魅力を損ない、海外で承認された新薬が国内で開発されない「ドラッグ・ロス」を深刻化させると主張する。一方、政府は新薬創出等加算の対象品目などに一定の配慮を行ったと説明している。アナリストの間では、長期収載品の比率が高い中堅製薬企業への影響が大きいとの見方が出ている。",
      labels: { event: null, company: null, asset: null, indication: null, regulator: "PMDA" },
    },
  ],
  ko: [
    {
      title: "대웅제약 '엔블로', 국산 36호 신약 허가…SGLT-2 당뇨병 치료제",
      text: "대웅제약은 SGLT-2 억제제 계열 당뇨병 신약 '엔블로정0.3밀리그램'(성분명 이나보글리플로진)이 식품의약품안전처로부터 국산 36호 신약으로 품목허가를 받았다고 30일 밝혔다. 엔블로는 기존 SGLT-2 억제제보다 훨씬 적은 0.3mg 용량으로 동등한 혈당 강하 효과를 보인 것이 특징이다. 이번 허가로 엔블로는 제2형 당뇨병 환자의 혈당 조절을 위한 단독요법과 메트포르민 병용, 메트포르민·제미글립틴 병용 3제요법에 쓸 수 있게 됐다. 회사는 해외 진출도 적극 추진할 계획이다.",
      labels: { event: "approval", company: "Daewoong Pharmaceutical", companyOriginal: "대웅제약", asset: "enavogliflozin", indication: "Type 2 diabetes", regulator: "MFDS" },
    },
    {
      title: "한미약품 롤론티스, 美 FDA 허가 획득",
      text: "한미약품이 개발해 미국 스펙트럼 파마슈티컬즈에 기술수출한 호중구감소증 치료 바이오신약 '롤론티스'(성분명 에플라페그라스팀)가 9일(현지시간) 미국 식품의약국(FDA)의 시판허가를 받았다. 미국 제품명은 '롤베돈(ROLVEDON)'으로, 골수억제성 항암화학요법을 받는 비골수성 악성종양 성인 환자의 발열성 호중구감소증 발생률을 줄이는 데 쓰인다. 한미약품은 2012년 스펙트럼에 롤론티스를 기술수출했으며, FDA는 앞서 공장 실사 문제로 허가 결정을 한 차례 미룬 바 있다.",
      labels: { event: "approval", company: "Hanmi Pharmaceutical", companyOriginal: "한미약품", asset: "eflapegrastim", indication: "Neutropenia", regulator: "FDA", also: ["Spectrum Pharmaceuticals"] },
    },
    {
      title: "유한양행 렉라자, 비소세포폐암 1차 치료제로 식약처 허가",
      text: "유한양행은 폐암 신약 '렉라자정'(성분명 레이저티닙)이 식품의약품안전처로부터 EGFR 돌연변이 양성 국소 진행성 또는 전이성 비소세포폐암 환자의 1차 치료제로 적응증 확대 허가를 받았다고 30일 밝혔다. 이번 허가는 글로벌 3상 임상시험 'LASER301' 결과를 근거로 한다. 이 시험에서 렉라자는 무진행생존기간(PFS) 중앙값 20.6개월로 게피티닙(9.7개월) 대비 질병 진행 또는 사망 위험을 55% 낮췄다. 렉라자는 2021년 1월 국산 31호 신약으로 2차 치료제 허가를 받은 바 있다.",
      labels: { event: "approval", company: "Yuhan", companyOriginal: "유한양행", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "MFDS" },
    },
    {
      title: "새움제약, 만성 두드러기 신약 식약처에 품목허가 신청",
      text: "(주)새움제약은 만성 특발성 두드러기 치료 신약 '테노브루티닙'(개발코드명 SU-118)에 대해 식품의약품안전처에 품목허가를 신청했다고 14일 공시했다. 테노브루티닙은 경구용 BTK 억제제로, 항히스타민제에 충분히 반응하지 않는 성인 환자 428명을 대상으로 한 국내 3상에서 12주차 주간 두드러기 활성도 점수(UAS7)를 위약 대비 유의하게 개선했다. 현재 국내에서는 오말리주맙 주사제가 주로 쓰이고 있어 경구제 수요가 클 것으로 회사는 보고 있다. 새움제약은 2027년 상반기 허가를 기대하고 있다.",
      labels: { event: "submission", company: "Saeum Pharm", companyOriginal: "새움제약", asset: "SU118", indication: "Chronic spontaneous urticaria", regulator: "MFDS" },
    },
    {
      title: "한결바이오로직스, 중증근무력증 신약 'HG-203' 美 FDA 허가신청 수락",
      text: "(주)한결바이오로직스는 미국 식품의약국(FDA)이 자사의 FcRn 억제 항체 'HG-203'의 생물의약품 품목허가신청(BLA)을 정식 수락했다고 3일 밝혔다. FDA의 심사 목표일(PDUFA)은 2027년 8월로 정해졌다. HG-203은 전신성 중증근무력증 환자 176명을 대상으로 한 글로벌 3상에서 일상생활 활동 점수(MG-ADL)를 위약 대비 유의하게 개선했다. 경쟁 약물로는 아르젠엑스의 비브가르트와 UCB의 리스티글로가 있다. 회사는 허가 후 미국 파트너사를 통해 상업화할 계획이다.",
      labels: { event: "filing-acceptance", company: "Hangyeol Biologics", companyOriginal: "한결바이오로직스", asset: "HG203", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "다온테라퓨틱스, 뒤센 근이영양증 치료제 FDA 희귀의약품 지정",
      text: "다온테라퓨틱스는 엑손 건너뛰기 방식의 안티센스 올리고뉴클레오타이드(ASO) 치료제 'DT-5501'이 미국 식품의약국(FDA)으로부터 뒤센 근이영양증(DMD) 치료를 위한 희귀의약품(ODD)으로 지정됐다고 21일 밝혔다. 희귀의약품으로 지정되면 임상 비용 세액공제, 허가 신청 수수료 면제, 허가 후 7년간 시장 독점권 등의 혜택을 받는다. DT-5501은 엑손 44 건너뛰기가 필요한 환자를 대상으로 하며, 회사는 내년 상반기 국내 1상 진입을 목표로 하고 있다.",
      labels: { event: "designation", company: "Daon Therapeutics", companyOriginal: "다온테라퓨틱스", asset: "DT5501", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "누리바이오 소세포폐암 신약 'NR-711', 식약처 GIFT 지정",
      text: "식품의약품안전처는 누리바이오의 소세포폐암 치료제 후보물질 'NR-711'을 글로벌 혁신제품 신속심사(GIFT) 대상으로 지정했다고 9일 밝혔다. NR-711은 DLL3를 표적으로 하는 이중항체로, 백금 기반 항암화학요법 후 재발한 소세포폐암 환자를 대상으로 국내 2상이 진행 중이다. GIFT로 지정되면 일반 심사 기간보다 25% 단축된 기간 안에 심사를 받을 수 있다. 경쟁 약물로는 암젠의 임델트라(타랄타맙)가 있다.",
      labels: { event: "designation", company: "Nuri Bio", companyOriginal: "누리바이오", asset: "NR711", indication: "Small cell lung cancer", regulator: "MFDS" },
    },
    {
      title: "HLB 간암 신약 FDA 허가 불발…보완요구서한 수령",
      text: "HLB는 미국 자회사 엘레바테라퓨틱스가 미국 식품의약국(FDA)에 간암 1차 치료제로 허가를 신청한 리보세라닙(rivoceranib)과 중국 항서제약의 면역항암제 캄렐리주맙 병용요법에 대해 보완요구서한(CRL)을 받았다고 17일 밝혔다. FDA는 캄렐리주맙의 제조 및 품질관리(CMC) 문제와 일부 임상시험 현장에 대한 실사(BIMO)를 마치지 못한 점 등을 지적한 것으로 알려졌다. 리보세라닙 자체의 효능이나 안전성에 대한 지적은 없었다. 이 소식에 HLB 주가는 하한가로 직행했다.",
      labels: { event: "complete-response-letter", company: "HLB", companyOriginal: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["camrelizumab", "Jiangsu Hengrui Medicine", "Elevar Therapeutics"] },
    },
    {
      title: "마루테라퓨틱스, 대장암 ADC 'MR-2210' 임상 1상 첫 환자 투약",
      text: "(주)마루테라퓨틱스는 CEACAM5를 표적으로 하는 항체-약물 접합체(ADC) 'MR-2210'의 임상 1상에서 첫 환자 투약을 완료했다고 27일 밝혔다. 이번 임상은 지난 8월 식품의약품안전처로부터 시험계획(IND) 승인을 받은 것으로, 국내 4개 상급종합병원에서 표준치료에 실패한 전이성 대장암 환자 최대 60명을 대상으로 안전성과 내약성, 최대 내약용량을 평가한다. 박준호 마루테라퓨틱스 대표는 '내년 하반기 초기 유효성 데이터를 확보할 것'이라고 말했다.",
      labels: { event: "trial-start", company: "Maru Therapeutics", companyOriginal: "마루테라퓨틱스", asset: "MR2210", indication: "Colorectal cancer", regulator: "MFDS" },
    },
    {
      title: "렉라자-리브리반트 병용, 3상서 타그리소 대비 PFS 7개월 연장",
      text: "유한양행은 얀센이 스페인 마드리드에서 열린 유럽종양학회(ESMO 2023)에서 렉라자(성분명 레이저티닙)와 리브리반트(성분명 아미반타맙) 병용요법의 글로벌 3상 'MARIPOSA' 결과를 발표했다고 밝혔다. EGFR 변이 비소세포폐암 1차 치료 환자 1074명을 대상으로 한 이 연구에서 병용군의 무진행생존기간(PFS) 중앙값은 23.7개월로, 타그리소(오시머티닙) 단독군(16.6개월)보다 7.1개월 길었다. 질병 진행 또는 사망 위험은 30% 감소했다(HR 0.70).",
      labels: { event: "readout", company: "Yuhan", companyOriginal: "유한양행", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: null, also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "가온바이오, MASH 신약 2상서 1차 평가변수 충족…주가 상한가",
      text: "(주)가온바이오는 대사이상 관련 지방간염(MASH) 치료제 후보물질 'GO-401'의 미국 임상 2상에서 1차 평가변수를 충족했다고 12일 공시했다. 간 섬유화 2~3기 환자 184명을 대상으로 한 이번 시험에서 52주 투약 후 섬유화 악화 없이 MASH가 해소된 환자 비율은 GO-401 고용량군 38.2%, 위약군 9.8%로 통계적으로 유의한 차이를 보였다. 경쟁 약물로는 마드리갈의 레즈디프라와 노보 노디스크의 위고비가 있다. 발표 직후 가온바이오 주가는 가격제한폭까지 올라 상한가로 마감했다.",
      labels: { event: "readout", company: "Gaon Bio", companyOriginal: "가온바이오", asset: "GO401", indication: "MASH", regulator: null },
    },
    {
      title: "해솔제약 통풍 신약 3상서 1차 평가변수 미충족",
      text: "해솔제약은 URAT1 억제 기전의 통풍 치료제 '에피누라드'(HS-3302)의 국내 임상 3상에서 1차 평가변수를 충족하지 못했다고 4일 공시했다. 통풍 환자 520명을 대상으로 한 이번 연구에서 24주차 혈청 요산 수치 6.0mg/dL 미만 도달률은 에피누라드군 58.1%로, 대조약 페북소스타트군(55.4%) 대비 비열등성은 입증했지만 1차 평가변수인 우월성은 입증하지 못했다. 회사 측은 '세부 데이터를 분석해 허가 전략을 재검토하겠다'고 밝혔다. 이날 해솔제약 주가는 21.4% 하락했다.",
      labels: { event: "readout", company: "Haesol Pharm", companyOriginal: "해솔제약", asset: "HS3302", indication: "Gout", regulator: null },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 'LCB84' 기술이전…총 2.2조원 규모",
      text: "레고켐바이오사이언스는 얀센 바이오테크와 TROP2 표적 항체-약물 접합체(ADC) 'LCB84'의 글로벌 개발 및 상업화 권리를 이전하는 기술이전 계약을 체결했다고 26일 공시했다. 총 계약 규모는 17억 달러(약 2조2000억원)로, 반환 의무가 없는 선급금 1억 달러(약 1300억원)가 포함됐다. 얀센이 독점 옵션을 행사하면 2억 달러를 추가로 지급한다. LCB84는 현재 미국에서 임상 1/2상이 진행 중이다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", companyOriginal: "레고켐바이오", asset: "LCB84", indication: null, regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "에이비엘바이오, 사노피에 파킨슨병 치료제 1.2조원 기술수출",
      text: "에이비엘바이오는 프랑스 사노피와 파킨슨병 치료용 이중항체 'ABL301'의 글로벌 개발 및 상업화 권리를 넘기는 기술이전 계약을 체결했다고 12일 밝혔다. 총 계약 규모는 10억6000만 달러(약 1조2720억원)이며, 이 중 반환 의무가 없는 선급금은 7500만 달러(약 900억원)다. ABL301은 알파-시누클레인을 표적으로 하며, 자체 뇌혈관장벽(BBB) 셔틀 플랫폼 '그랩바디-B'를 적용해 뇌 투과율을 높였다. 에이비엘바이오는 전임상과 임상 1상까지 책임지고, 이후 개발과 상업화는 사노피가 맡는다.",
      labels: { event: "licensing", company: "ABL Bio", companyOriginal: "에이비엘바이오", asset: "ABL301", indication: "Parkinson's disease", regulator: null, also: ["Sanofi"] },
    },
    {
      title: "미리내바이오-동해제약, 경구용 비만 치료제 공동개발 협약",
      text: "(주)미리내바이오는 동해제약과 경구용 GLP-1 수용체 작용제 'MRN-110'의 공동개발 및 국내 공동판매를 위한 전략적 협약을 체결했다고 5일 밝혔다. 양사는 임상 2상부터 개발 비용을 절반씩 부담하고, 동해제약은 생산과 국내 영업을, 미리내바이오는 해외 기술이전을 맡는다. MRN-110은 비만 환자를 대상으로 한 1상에서 12주 투약 시 체중이 평균 7.8% 감소했다. 위고비와 마운자로 등 주사제 중심 시장에서 복용 편의성으로 차별화한다는 전략이다.",
      labels: { event: "partnership", company: "Mirinae Bio", companyOriginal: "미리내바이오", asset: "MRN110", indication: "Obesity", regulator: null, also: ["Donghae Pharm"] },
    },
    {
      title: "라온바이오로직스, 美 헬릭시온과 삼중음성 유방암 이중항체 공동연구",
      text: "라온바이오로직스는 미국 바이오기업 헬릭시온 테라퓨틱스(Helixion Therapeutics)와 삼중음성 유방암(TNBC) 치료용 이중항체 'RB-909'의 공동연구개발 계약을 체결했다고 18일 밝혔다. 라온은 항체 발굴과 세포주 개발을, 헬릭시온은 자체 AI 플랫폼을 활용한 바이오마커 분석과 미국 내 임상 설계를 맡는다. 양사는 2027년 임상시험계획(IND) 제출을 목표로 하며, 향후 상업화 수익은 지역별로 나누기로 했다. 계약 금액은 공개하지 않았다.",
      labels: { event: "partnership", company: "Raon Biologics", companyOriginal: "라온바이오로직스", asset: "RB909", indication: "Triple-negative breast cancer", regulator: null, also: ["Helixion Therapeutics"] },
    },
    {
      title: "삼성바이오로직스, 바이오젠 보유 삼성바이오에피스 지분 전량 인수",
      text: "삼성바이오로직스는 미국 바이오젠이 보유한 삼성바이오에피스 지분 50%-1주 전량을 최대 23억 달러(약 2조7600억원)에 인수한다고 28일 공시했다. 인수대금 중 10억 달러는 거래 종결 시 현금으로 지급하고, 나머지 12억5000만 달러는 2년에 걸쳐 나눠 지급한다. 일정 조건을 충족하면 5000만 달러를 추가로 지급한다. 이번 인수로 삼성바이오에피스는 삼성바이오로직스의 100% 자회사가 된다.",
      labels: { event: "acquisition", company: "Samsung Biologics", companyOriginal: "삼성바이오로직스", asset: null, indication: null, regulator: null, also: ["Samsung Bioepis", "Biogen"] },
    },
    {
      title: "다솜제약, 치매 신약 개발사 여울바이오 650억원에 인수",
      text: "다솜제약은 알츠하이머병 치료제를 개발하는 여울바이오의 지분 100%를 650억원에 인수하는 계약을 체결했다고 20일 공시했다. 여울바이오는 타우 단백질 응집을 억제하는 경구용 저분자 화합물 'YB-120'의 국내 임상 2상을 진행하고 있다. 인수 대금은 보유 현금과 전환사채(CB) 발행으로 마련한다. 다솜제약 관계자는 '제네릭 중심의 사업 구조에서 벗어나 신약 개발 기업으로 전환하는 계기가 될 것'이라고 말했다. 레켐비 등 항체 치료제가 나왔지만 경구용 치료제 수요는 여전히 크다는 평가다.",
      labels: { event: "acquisition", company: "Dasom Pharm", companyOriginal: "다솜제약", asset: "YB120", indication: "Alzheimer's disease", regulator: null, also: ["Yeoul Bio"] },
    },
    {
      title: "아라테라퓨틱스, 420억원 시리즈B 투자 유치",
      text: "안과 질환 신약 개발 기업 아라테라퓨틱스는 420억원 규모의 시리즈B 투자를 유치했다고 2일 밝혔다. 이번 투자에는 기존 투자자를 포함해 국내 벤처캐피털(VC) 7곳이 참여했다. 확보한 자금은 습성 황반변성 유전자치료제 'AR-1105'의 미국 임상 1/2a상과 생산 공정 고도화에 쓸 예정이다. AR-1105는 한 번의 안구 내 주사로 항VEGF 단백질이 지속 발현되도록 설계돼, 아일리아 등 기존 치료제의 잦은 주사 부담을 줄일 것으로 기대된다. 회사는 2028년 코스닥 상장을 목표로 하고 있다.",
      labels: { event: "financing", company: "Ara Therapeutics", companyOriginal: "아라테라퓨틱스", asset: "AR1105", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
    {
      title: "삼성바이오로직스, 작년 매출 4.5조…업계 최초 '4조 클럽'",
      text: "삼성바이오로직스는 2024년 연결 기준 매출 4조5473억원, 영업이익 1조3201억원을 기록했다고 22일 공시했다. 매출은 전년 대비 23% 늘어 국내 제약바이오 업계 최초로 연 매출 4조원을 넘어섰다. 4공장 가동률 상승과 자회사 삼성바이오에피스의 바이오시밀러 판매 호조가 실적을 이끌었다. 회사는 올해 매출이 20~25% 성장할 것으로 전망했다.",
      labels: { event: null, company: "Samsung Biologics", companyOriginal: "삼성바이오로직스", asset: null, indication: null, regulator: null },
    },
  ],
};
