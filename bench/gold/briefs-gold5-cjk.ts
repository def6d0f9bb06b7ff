import type { BriefArticle } from "./briefs";

/**
 * Fifth held-out set for the English brief benchmark (Chinese, Japanese and Korean part): 20 short
 * trade-press articles per language, written and labelled by hand by a helper session in November
 * 2026 without the engine's code or any other set open, to be measured once and not tuned against.
 *
 * Articles reporting real events (true to the author's knowledge; details the author was unsure of left out):
 * - zh: Kelun-Biotech sacituzumab tirumotecan (NMPA, 2024); HUTCHMED fruquintinib (FDA, 2023);
 *   Legend Biotech cilta-cel breakthrough therapy (FDA, 2019); Junshi toripalimab CRL (FDA, 2022);
 *   Akeso HARMONi-2 (2024); Innovent mazdutide GLORY-1 (2024); Hengrui HRS-5346 to Merck (2025);
 *   AstraZeneca buys Gracell (2023); BeiGene STAR Market listing (2021).
 * - ja: Shionogi Xocova emergency approval (2022); Daiichi Sankyo Vanflyta (FDA, 2023); Eisai
 *   Clarity AD (2022); Astellas SPOTLIGHT (2022); Takeda licenses fruquintinib (2023); Daiichi
 *   Sankyo–Merck DXd ADC deal (2023); Ono buys Deciphera (2024); Astellas buys Iveric Bio (2023);
 *   Takeda CEO succession (2025, no event).
 * - ko: Yuhan Leclaza (MFDS, 2021); Celltrion Zymfentra (FDA, 2023); Daewoong Envlo (MFDS, 2022);
 *   HLB rivoceranib CRL (FDA, 2024); HLB CARES-310 (2022); LegoChem LCB84 to Janssen (2023);
 *   Samsung Biologics–Moderna fill-finish contract (2021); Celltrion buys Takeda's Asia-Pacific
 *   primary care brands (2020); SK bioscience IPO (2021).
 * All other articles are invented, about fictional companies and medicines.
 */
export const GOLD5_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "科伦博泰芦康沙妥珠单抗获批上市，用于三阴性乳腺癌",
      text: "2024年11月，科伦博泰自主研发的TROP2抗体偶联药物芦康沙妥珠单抗（sac-TMT）获国家药品监督管理局批准上市。该药获批用于治疗既往至少接受过两种系统治疗（其中至少一种针对晚期或转移性阶段）的不可切除局部晚期或转移性三阴性乳腺癌成人患者。这是首个获批上市的国产TROP2 ADC。此前，吉利德的同类药物戈沙妥珠单抗已在国内获批用于三阴性乳腺癌。",
      labels: { event: "approval", company: "Kelun-Biotech", companyOriginal: "科伦博泰", asset: "sacituzumab tirumotecan", indication: "Triple-negative breast cancer", regulator: "NMPA" },
    },
    {
      title: "美国FDA批准呋喹替尼用于经治转移性结直肠癌",
      text: "美国食品药品监督管理局（FDA）于2023年11月8日批准呋喹替尼（FRUZAQLA）上市，用于治疗既往接受过以氟尿嘧啶、奥沙利铂和伊立替康为基础的化疗等治疗的转移性结直肠癌成人患者。呋喹替尼由和黄医药发现并开发，武田拥有该药在中国以外全球范围的开发和商业化独家权益。这也是和黄医药首个在美国获批的自主研发新药。呋喹替尼2018年已在国内获批上市。",
      labels: { event: "approval", company: "HUTCHMED", companyOriginal: "和黄医药", asset: "fruquintinib", indication: "Colorectal cancer", regulator: "FDA", also: ["Takeda"] },
    },
    {
      title: "澜川生物首款产品LC-2207片获批，治疗IgA肾病",
      text: "澜川生物周四晚间公告，公司1类创新药LC-2207片的上市申请已获国家药品监督管理局批准，用于降低原发性IgA肾病成人患者的蛋白尿。LC-2207是一款口服补体因子B抑制剂，在关键III期研究中，治疗9个月时尿蛋白肌酐比较安慰剂组降低约38%。这是澜川生物成立八年来首款获批上市的产品。海外市场上，诺华的伊普可泮已获批用于同一适应症。",
      labels: { event: "approval", company: "Lanchuan Biotech", companyOriginal: "澜川生物", asset: "LC2207", indication: "IgA nephropathy", regulator: "NMPA" },
    },
    {
      title: "拓衡医药向FDA递交痛风新药TH-0915上市申请",
      text: "拓衡医药宣布，已向美国FDA递交口服URAT1抑制剂TH-0915的新药上市申请（NDA），拟用于治疗伴有高尿酸血症的成人痛风患者。此次申请基于两项全球III期研究，共纳入约1,100名患者。目前，别嘌醇和非布司他仍是痛风降尿酸治疗的一线药物。公司预计FDA将在60天内决定是否受理该申请。",
      labels: { event: "submission", company: "Tuoheng Pharma", companyOriginal: "拓衡医药", asset: "TH0915", indication: "Gout", regulator: "FDA" },
    },
    {
      title: "HN-1102胶囊上市申请获受理",
      text: "瀚宁药业周二晚间公告，公司近日收到国家药品监督管理局签发的《受理通知书》，HN-1102胶囊的上市许可申请获得受理，拟用于治疗成人精神分裂症。HN-1102是一款毒蕈碱M1/M4受体激动剂，III期研究显示其可显著降低PANSS总分。同机制药物中，百时美施贵宝的Cobenfy已于2024年在美国获批。",
      labels: { event: "filing-acceptance", company: "Hanning Pharmaceutical", companyOriginal: "瀚宁药业", asset: "HN1102", indication: "Schizophrenia", regulator: "NMPA" },
    },
    {
      title: "传奇生物BCMA CAR-T获FDA突破性疗法认定",
      text: "2019年12月，传奇生物与杨森合作开发的BCMA CAR-T疗法LCAR-B38M/JNJ-4528（即后来的西达基奥仑赛，cilta-cel）获美国FDA授予突破性疗法认定，用于治疗复发或难治性多发性骨髓瘤。双方正在美国开展CARTITUDE-1研究。此前，百时美施贵宝与蓝鸟生物合作的另一款BCMA CAR-T疗法ide-cel也曾获得该认定。",
      labels: { event: "designation", company: "Legend Biotech", companyOriginal: "传奇生物", asset: "ciltacabtagene autoleucel", indication: "Multiple myeloma", regulator: "FDA", also: ["Johnson & Johnson"] },
    },
    {
      title: "DMD基因疗法XY-301获美国孤儿药资格",
      text: "美国FDA近日授予星屿生物的基因疗法XY-301孤儿药资格认定，用于治疗杜氏肌营养不良（DMD）。XY-301采用自主开发的肌肉靶向AAV衣壳递送微型抗肌萎缩蛋白基因，目前正在国内开展I/II期研究。星屿生物表示，孤儿药资格将为该产品带来税收抵免和上市后七年市场独占期等政策支持。Sarepta的Elevidys是目前美国唯一获批的DMD基因疗法。",
      labels: { event: "designation", company: "Xingyu Biotech", companyOriginal: "星屿生物", asset: "XY301", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "君实生物特瑞普利单抗鼻咽癌BLA收到FDA完全回应函",
      text: "君实生物与合作伙伴Coherus BioSciences于2022年5月宣布，美国FDA就特瑞普利单抗治疗复发或转移性鼻咽癌的生物制品许可申请（BLA）发出完全回应函（CRL）。FDA在函中要求进行一项质量流程变更，君实表示将与FDA沟通并尽快重新提交申请。特瑞普利单抗是首个获批上市的国产PD-1单抗，2018年底已在国内获批。",
      labels: { event: "complete-response-letter", company: "Junshi Biosciences", companyOriginal: "君实生物", asset: "toripalimab", indication: "Nasopharyngeal carcinoma", regulator: "FDA", also: ["Coherus BioSciences"] },
    },
    {
      title: "禾昇医药口服GLP-1 I期临床完成首例给药",
      text: "禾昇医药口服小分子GLP-1受体激动剂HSP-0417在国内开展的I期临床试验近日完成首例受试者给药。该研究将在健康受试者及肥胖受试者中评估HSP-0417的安全性、耐受性和药代动力学特征。国内减重市场竞争日趋激烈，诺和诺德的司美格鲁肽和礼来的替尔泊肽均已获批用于体重管理。",
      labels: { event: "trial-start", company: "Hesheng Pharma", companyOriginal: "禾昇医药", asset: "HSP0417", indication: "Obesity", regulator: null },
    },
    {
      title: "抗OX40单抗CNB-306启动特应性皮炎III期研究",
      text: "岑岭生物宣布，其抗OX40单抗CNB-306治疗中重度特应性皮炎的III期临床研究已完成首例患者入组。该研究为多中心、随机、双盲、安慰剂对照设计，计划在国内约60家中心入组约480例患者，主要终点为第16周EASI-75应答率。在该领域，赛诺菲与再生元的度普利尤单抗仍是使用最广泛的生物制剂。",
      labels: { event: "trial-start", company: "Cenling Biotech", companyOriginal: "岑岭生物", asset: "CNB306", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "依沃西单抗头对头击败帕博利珠单抗，HARMONi-2达到主要终点",
      text: "2024年5月，康方生物公告，依沃西单抗对比帕博利珠单抗单药一线治疗PD-L1表达阳性局部晚期或转移性非小细胞肺癌的III期临床研究HARMONi-2达到无进展生存期（PFS）主要终点。依沃西单抗是康方自主研发的PD-1/VEGF双特异性抗体。公司称，这是全球首个在头对头III期研究中击败帕博利珠单抗的药物。帕博利珠单抗是默沙东的重磅PD-1抑制剂。",
      labels: { event: "readout", company: "Akeso", companyOriginal: "康方生物", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "信达生物玛仕度肽减重III期研究GLORY-1达到全部主要终点",
      text: "信达生物宣布，玛仕度肽（IBI362）在中国超重或肥胖成人中开展的III期临床研究GLORY-1达到主要终点和全部关键次要终点。玛仕度肽是一款GLP-1/胰高血糖素受体双重激动剂，信达计划据此向监管部门递交上市申请。信达于2019年从礼来引进了该产品在中国的开发和商业化权益。",
      labels: { event: "readout", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "mazdutide", indication: "Obesity", regulator: null },
    },
    {
      title: "云舟生物IPF药物II期研究失利，股价大跌",
      text: "云舟生物周一披露，其小分子药物YZ-0218治疗特发性肺纤维化的II期研究未达到主要终点。数据显示，治疗52周时，YZ-0218组用力肺活量（FVC）的下降幅度与安慰剂组相比无统计学显著差异。受此影响，公司股价盘中一度下跌超过30%。勃林格殷格翰的尼达尼布仍是该领域的标准治疗药物之一。",
      labels: { event: "readout", company: "Yunzhou Biotech", companyOriginal: "云舟生物", asset: "YZ0218", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "恒瑞医药将口服Lp(a)抑制剂海外权益授予默沙东",
      text: "2025年3月，恒瑞医药公告，将口服小分子脂蛋白(a)抑制剂HRS-5346在大中华区以外的全球独家开发、生产和商业化权利有偿许可给默沙东。根据协议，恒瑞将获得2亿美元首付款，以及最高17.7亿美元的里程碑付款，另有销售提成。Lp(a)是近年来心血管领域的热门靶点，诺华、安进等公司也在开发相关疗法。",
      labels: { event: "licensing", company: "Jiangsu Hengrui Medicine", companyOriginal: "恒瑞医药", asset: "HRS5346", indication: null, regulator: null, also: ["Merck & Co."] },
    },
    {
      title: "钧泽医药1.2亿元引进TSLP单抗",
      text: "钧泽医药以1.2亿元人民币首付款，从曜辰药业引进长效抗TSLP单抗YC-8801在大中国区的独家开发和商业化权益。除首付款外，曜辰药业还有望获得最高8.5亿元的开发及销售里程碑付款。YC-8801拟开发用于重度哮喘，目前已完成I期研究。阿斯利康与安进合作的TSLP单抗特泽利尤单抗已在海外上市。",
      labels: { event: "licensing", company: "Junze Pharma", companyOriginal: "钧泽医药", asset: "YC8801", indication: "Asthma", regulator: null, also: ["Yaochen Pharmaceutical"] },
    },
    {
      title: "明湖生物与蓝汐医药合作开发Claudin 18.2双抗ADC",
      text: "明湖生物与蓝汐医药签署战略合作协议，双方将共同开发一款靶向Claudin 18.2的双特异性抗体偶联药物，用于治疗晚期胃癌。根据协议，明湖生物提供双抗平台，蓝汐医药负责连接子和毒素技术，双方按五五比例分担研发费用并共享全球权益。近年来，Claudin 18.2已成为胃癌领域竞争最激烈的靶点之一。",
      labels: { event: "partnership", company: "Minghu Biotech", companyOriginal: "明湖生物", asset: null, indication: "Gastric cancer", regulator: null, also: ["Lanxi Pharma"] },
    },
    {
      title: "带状疱疹mRNA疫苗：嘉沐药业牵手泓川生物",
      text: "在上海举行的签约仪式上，嘉沐药业与泓川生物达成战略合作，双方将基于泓川生物的mRNA平台共同研发重组带状疱疹mRNA疫苗。嘉沐药业将负责后续临床开发和国内商业化，泓川生物负责工艺开发与生产。葛兰素史克的重组带状疱疹疫苗已在国内上市多年。",
      labels: { event: "partnership", company: "Jiamu Pharmaceutical", companyOriginal: "嘉沐药业", asset: null, indication: "Herpes zoster", regulator: null, also: ["Hongchuan Biotech"] },
    },
    {
      title: "阿斯利康拟以最高12亿美元收购亘喜生物",
      text: "阿斯利康于2023年12月26日宣布，将收购细胞治疗公司亘喜生物，交易总价值最高约12亿美元。根据协议，阿斯利康将以每股普通股2美元（每股ADS 10美元）的现金收购，另加每股0.30美元的或有价值权。亘喜生物的核心产品GC012F是一款BCMA/CD19双靶点CAR-T，正在开发用于多发性骨髓瘤及自身免疫性疾病。近年来，跨国药企频繁从中国引进创新资产。",
      labels: { event: "acquisition", company: "AstraZeneca", companyOriginal: "阿斯利康", asset: "GC012F", indication: "Multiple myeloma", regulator: null, also: ["Gracell Biotechnologies"] },
    },
    {
      title: "百济神州登陆科创板，募资逾220亿元",
      text: "百济神州于2021年12月15日在上海证券交易所科创板挂牌上市，募集资金总额约221.6亿元人民币。至此，百济神州成为首家在纳斯达克、香港联交所和上交所三地上市的生物科技公司。募集资金将主要用于药物临床研发和生产基地建设等。此前，君实生物、康希诺生物等港股生物科技公司也已先后回归A股。",
      labels: { event: "financing", company: "BeOne Medicines", companyOriginal: "百济神州", asset: null, indication: null, regulator: null },
    },
    {
      title: "璟和药业苏州生物药基地竣工",
      text: "璟和药业位于苏州工业园区的生物药生产基地日前举行竣工仪式，总投资约15亿元，规划原液产能达到4.8万升。该基地将主要用于公司单抗和双抗产品的商业化生产。璟和药业董事长表示，公司将在明年启动新一轮产线扩建。近年来，药明生物等CDMO企业也在长三角地区持续扩充产能。",
      labels: { event: null, company: "Jinghe Pharmaceutical", companyOriginal: "璟和药业", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "塩野義のコロナ飲み薬「ゾコーバ」、緊急承認制度で初の承認",
      text: "塩野義製薬は2022年11月22日、新型コロナウイルス感染症の経口治療薬「ゾコーバ錠125mg」（一般名：エンシトレルビル フマル酸）について、厚生労働省から緊急承認を取得したと発表した。同年5月に創設された緊急承認制度が適用された初めての医薬品となる。国内の経口薬では、MSDの「ラゲブリオ」やファイザーの「パキロビッド」がすでに特例承認を受けている。",
      labels: { event: "approval", company: "Shionogi", companyOriginal: "塩野義製薬", asset: "ensitrelvir", indication: "COVID-19", regulator: "PMDA" },
    },
    {
      title: "第一三共のキザルチニブ、初発AMLで米FDAが承認",
      text: "第一三共は2023年7月、FLT3-ITD変異陽性の急性骨髄性白血病（AML）を対象に、キザルチニブ（製品名：ヴァンフリタ）が米国食品医薬品局（FDA）から承認を取得したと発表した。新たに診断された成人患者に対し、標準的な寛解導入療法および地固め療法との併用、さらに地固め療法後の単剤維持療法として用いる。承認は第3相QuANTUM-First試験の結果に基づく。同じFLT3阻害薬では、アステラス製薬のギルテリチニブが再発・難治例に使われている。",
      labels: { event: "approval", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "quizartinib", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "片頭痛の発症抑制薬AN-0612、国内で承認取得",
      text: "朝凪製薬は、片頭痛発作の発症抑制を効能・効果とする経口CGRP受容体拮抗薬「AN-0612」について、厚生労働省より製造販売承認を取得したと発表した。国内第3相試験では、12週時点の月間片頭痛日数をプラセボに比べ有意に減少させた。同社にとって初の自社創製品の承認となる。国内の片頭痛予防では、イーライリリーのエムガルティなど抗CGRP抗体が先行している。",
      labels: { event: "approval", company: "Asanagi Pharmaceutical", companyOriginal: "朝凪製薬", asset: "AN0612", indication: "Migraine", regulator: "PMDA" },
    },
    {
      title: "千早製薬、パーキンソン病治療薬CH-2105を承認申請",
      text: "パーキンソン病治療薬として開発を進めてきたCH-2105について、千早製薬は厚生労働省に製造販売承認申請を行ったと発表した。レボドパ製剤で効果の切れる「ウェアリングオフ」現象を示す患者が対象で、国内第3相試験ではオフ時間を1日あたり約1.2時間短縮した。承認は2027年後半を見込む。同領域では、協和キリンのノウリアストなどが併用薬として使われている。",
      labels: { event: "submission", company: "Chihaya Pharmaceutical", companyOriginal: "千早製薬", asset: "CH2105", indication: "Parkinson's disease", regulator: "PMDA" },
    },
    {
      title: "米FDA、霧島バイオファーマの重症筋無力症抗体のBLAを受理",
      text: "株式会社霧島バイオファーマ（東京都港区）は、全身型重症筋無力症を対象とする抗体医薬KB-417の生物製剤承認申請（BLA）が米国食品医薬品局（FDA）に受理されたと発表した。審査終了目標日（PDUFA日）は2027年6月に設定された。霧島バイオファーマは承認取得後、米国で自社販売する方針だ。同疾患では、アルジェニクスのウィフガートが市場をけん引している。",
      labels: { event: "filing-acceptance", company: "Kirishima Biopharma", companyOriginal: "霧島バイオファーマ", asset: "KB417", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "ALS治療薬候補SS-207、希少疾病用医薬品に",
      text: "厚生労働省は、白鷺製薬が開発中の低分子化合物SS-207を希少疾病用医薬品に指定した。対象は筋萎縮性側索硬化症（ALS）。指定により、優先審査や試験研究費への助成などの支援措置を受けられる。ALS治療薬としては、田辺三菱製薬のラジカットが国内外で承認されている。",
      labels: { event: "designation", company: "Shirasagi Pharmaceutical", companyOriginal: "白鷺製薬", asset: "SS207", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "ルミエ・セラピューティクスの膵がん薬、FDAのブレークスルーセラピーに",
      text: "株式会社ルミエ・セラピューティクスは、KRAS G12D阻害薬LMT-33が米国食品医薬品局（FDA）からブレークスルーセラピーに指定されたと発表した。対象は、前治療歴のある転移性膵臓がん。第1相試験の拡大コホートでは、奏効率が約35％に達した。RAS阻害薬を巡っては、米レボリューション・メディシンズなども開発を急いでいる。",
      labels: { event: "designation", company: "Lumie Therapeutics", companyOriginal: "ルミエ・セラピューティクス", asset: "LMT33", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "弓月製薬の不眠症薬、FDAから審査完了報告通知",
      text: "弓月製薬は、米国子会社を通じて申請していた不眠症治療薬YZK-1180について、米国食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。CRLでは製造委託先の査察で指摘された事項への対応が求められたが、追加の臨床試験は求められていないという。同社は年内の再申請を目指す。不眠症領域では、エーザイのデエビゴが日米で販売されている。",
      labels: { event: "complete-response-letter", company: "Yuzuki Pharmaceutical", companyOriginal: "弓月製薬", asset: "YZK1180", indication: "Insomnia", regulator: "FDA" },
    },
    {
      title: "浜菊製薬、卵巣がん向けADCの第1相試験で初回投与",
      text: "浜菊製薬は、葉酸受容体α（FRα）を標的とする抗体薬物複合体（ADC）HG-88の第1相臨床試験を米国で開始し、最初の患者への投与を完了した。プラチナ抵抗性卵巣がんの患者を中心に、約90人を登録する計画だ。同じ標的では、アッヴィのエラヘアがすでに米国で承認されている。",
      labels: { event: "trial-start", company: "Hamagiku Pharmaceutical", companyOriginal: "浜菊製薬", asset: "HG88", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "レカネマブ、第3相Clarity ADで主要評価項目を達成",
      text: "エーザイとバイオジェンは2022年9月、早期アルツハイマー病を対象としたレカネマブの第3相検証試験Clarity ADで、主要評価項目を達成したと発表した。投与18カ月時点で、臨床症状の悪化をCDR-SBでプラセボに比べ27％抑制した。試験には1795人が参加した。同じ抗アミロイドβ抗体では、イーライリリーのドナネマブも第3相試験を進めている。",
      labels: { event: "readout", company: "Eisai", companyOriginal: "エーザイ", asset: "lecanemab", indication: "Alzheimer's disease", regulator: null, also: ["Biogen"] },
    },
    {
      title: "ゾルベツキシマブ、胃がん一次治療の第3相でPFS延長",
      text: "Claudin 18.2陽性、HER2陰性の切除不能な局所進行・転移性胃腺がんおよび食道胃接合部腺がんの一次治療を対象とした第3相SPOTLIGHT試験で、アステラス製薬のゾルベツキシマブが主要評価項目の無増悪生存期間（PFS）を統計学的に有意に延長した。同社が2022年11月に発表した。mFOLFOX6との併用で、プラセボと化学療法の併用と比較した。胃がんの一次治療では、小野薬品工業とブリストル・マイヤーズ スクイブのオプジーボと化学療法の併用もすでに使われている。",
      labels: { event: "readout", company: "Astellas", companyOriginal: "アステラス製薬", asset: "zolbetuximab", indication: "Gastric cancer", regulator: null },
    },
    {
      title: "蒼嶺製薬の潰瘍性大腸炎薬、第2相で寛解率改善",
      text: "蒼嶺製薬は13日、中等症から重症の潰瘍性大腸炎を対象とした経口薬SR-5501の第2相試験で、主要評価項目である12週時点の臨床的寛解率がプラセボを有意に上回ったと発表した。寛解率は高用量群で28％、プラセボ群で9％だった。重篤な有害事象の発現率は両群で同程度だった。同疾患では、アッヴィのリンヴォックなどJAK阻害薬が広く使われている。",
      labels: { event: "readout", company: "Soryo Pharmaceutical", companyOriginal: "蒼嶺製薬", asset: "SR5501", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "武田、HUTCHMEDからフルキンチニブの海外権利を取得",
      text: "武田薬品工業は2023年1月、香港のHUTCHMED（和黄医薬）から、転移性大腸がん治療薬フルキンチニブの中国以外での開発・商業化に関する独占的ライセンスを取得する契約を結んだ。武田は契約一時金として4億ドルを支払うほか、最大7億3000万ドルのマイルストーンと売上高に応じたロイヤルティーを支払う可能性がある。フルキンチニブは中国では2018年に承認されている。",
      labels: { event: "licensing", company: "Takeda", companyOriginal: "武田薬品工業", asset: "fruquintinib", indication: "Colorectal cancer", regulator: null, also: ["HUTCHMED"] },
    },
    {
      title: "朱鷺バイオ、アトピー性皮膚炎薬を凪野製薬に導出",
      text: "東証グロース上場の朱鷺バイオは、アトピー性皮膚炎を対象に開発中の抗体TK-210について、凪野製薬に日本とアジアでの独占的開発・販売権を供与するライセンス契約を締結した。朱鷺バイオは契約一時金20億円を受け取り、開発・販売の進捗に応じて最大180億円のマイルストーンを得る可能性がある。国内のアトピー性皮膚炎のかゆみ治療では、マルホのミチーガ（ネモリズマブ）が承認されている。",
      labels: { event: "licensing", company: "Toki Bio", companyOriginal: "朱鷺バイオ", asset: "TK210", indication: "Atopic dermatitis", regulator: null, also: ["Nagino Pharmaceutical"] },
    },
    {
      title: "第一三共と米メルク、DXd ADC3品目で最大220億ドルの提携",
      text: "第一三共と米メルクは2023年10月、第一三共が創製した3つのDXd抗体薬物複合体（ADC）について、グローバルでの共同開発・共同販売契約を締結した。対象はパトリツマブ デルクステカン（HER3-DXd）、イフィナタマブ デルクステカン（I-DXd）、ラルドタツグ デルクステカン（R-DXd）で、日本では第一三共が単独で販売する。メルクは一時金として総額40億ドルを支払い、契約総額は最大220億ドルとなる。第一三共はすでにアストラゼネカともエンハーツで提携している。",
      labels: { event: "partnership", company: "Daiichi Sankyo", companyOriginal: "第一三共", asset: "patritumab deruxtecan", indication: null, regulator: null, also: ["Merck & Co.", "ifinatamab deruxtecan", "raludotatug deruxtecan"] },
    },
    {
      title: "天音製薬とジーンリーフ、血友病B遺伝子治療で共同研究",
      text: "天音製薬は、遺伝子治療ベンチャーの株式会社ジーンリーフと、血友病Bを対象とするAAVベクター遺伝子治療の共同研究契約を締結したと発表した。ジーンリーフが独自のカプシド技術を提供し、天音製薬が非臨床開発と製造法の確立を担う。研究期間は3年で、成果の権利は両社で共有する。海外ではCSLベーリングのヘムジェニックスが承認済みだ。",
      labels: { event: "partnership", company: "Amane Pharmaceutical", companyOriginal: "天音製薬", asset: null, indication: "Hemophilia B", regulator: null, also: ["GeneLeaf"] },
    },
    {
      title: "小野薬品、米デサイフェラを約24億ドルで買収",
      text: "小野薬品工業は2024年4月、米Deciphera Pharmaceuticals（デサイフェラ）を1株当たり25.60ドル、総額約24億ドルで買収することで合意したと発表した。株式公開買い付け（TOB）を通じて全株式を取得する。デサイフェラは消化管間質腫瘍（GIST）治療薬「キンロック」（一般名：リプレチニブ）を欧米で販売している。小野薬品は主力のオプジーボの特許切れを見据え、欧米での自社販売体制の構築を急いでいる。",
      labels: { event: "acquisition", company: "Ono Pharmaceutical", companyOriginal: "小野薬品工業", asset: "ripretinib", indication: "Gastrointestinal stromal tumor", regulator: null, also: ["Deciphera Pharmaceuticals"] },
    },
    {
      title: "アステラス、眼科のアイベリック・バイオを59億ドルで買収へ",
      text: "アステラス製薬は2023年4月、米アイベリック・バイオを約59億ドルで買収すると発表した。1株当たり40ドルを現金で支払う。アイベリックは、加齢黄斑変性に伴う地図状萎縮の治療薬候補アバシンカプタド ペゴルについて、米国で承認審査を受けている。同疾患では同年2月、米アペリスのシフォーブルが初めて承認された。",
      labels: { event: "acquisition", company: "Astellas", companyOriginal: "アステラス製薬", asset: "avacincaptad pegol", indication: "Geographic atrophy", regulator: null, also: ["IVERIC bio"] },
    },
    {
      title: "セレスティア・ファーマ、シリーズCで60億円を調達",
      text: "創薬ベンチャーの株式会社セレスティア・ファーマは、シリーズCラウンドで総額60億円の資金調達を実施したと発表した。既存投資家に加え、国内の事業会社など計8社が第三者割当増資を引き受けた。調達資金は、特発性肺線維症を対象とする主力候補CLP-301の第2相試験などに充てる。同社は2021年に京都大学発のベンチャーとして設立された。",
      labels: { event: "financing", company: "Celestia Pharma", companyOriginal: "セレスティア・ファーマ", asset: "CLP301", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "武田、ウェバーCEOが2026年に退任　後任はジュリー・キム氏",
      text: "武田薬品工業は2025年1月、クリストフ・ウェバー社長CEOが2026年6月に退任し、後任に米国事業を率いるジュリー・キム氏が就任する人事を発表した。ウェバー氏は2014年に社長に就任し、アイルランドのシャイアー買収などを主導した。キム氏は同社初の女性CEOとなる。",
      labels: { event: null, company: "Takeda", companyOriginal: "武田薬品工業", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 '렉라자', 국산 31호 신약으로 허가",
      text: "식품의약품안전처는 유한양행의 비소세포폐암 치료제 '렉라자정'(성분명 레이저티닙)을 국산 31호 신약으로 허가했다고 2021년 1월 18일 밝혔다. 이전에 EGFR-TKI로 치료받은 적이 있는 EGFR T790M 변이 양성 국소 진행성 또는 전이성 비소세포폐암 환자가 대상이다. 2상 임상 결과를 바탕으로 3상 결과 제출을 조건으로 한 조건부 허가다. 같은 계열 약물로는 아스트라제네카의 '타그리소'가 있다.",
      labels: { event: "approval", company: "Yuhan", companyOriginal: "유한양행", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "MFDS" },
    },
    {
      title: "셀트리온 '짐펜트라', 美 FDA 신약 허가 획득",
      text: "셀트리온이 인플릭시맙 피하주사(SC) 제형 '짐펜트라'에 대해 미국 식품의약국(FDA)으로부터 신약 허가를 받았다고 2023년 10월 밝혔다. 짐펜트라는 중등도에서 중증의 궤양성 대장염과 크론병 성인 환자의 유지 요법에 쓰인다. 유럽에서는 '램시마SC'라는 이름으로 허가받았지만, 미국에서는 신약 경로를 밟았다. 인플릭시맙 정맥주사 제형의 오리지널 의약품은 존슨앤드존슨의 '레미케이드'다.",
      labels: { event: "approval", company: "Celltrion", companyOriginal: "셀트리온", asset: "infliximab", indication: "Ulcerative colitis", regulator: "FDA" },
    },
    {
      title: "국산 36호 신약 탄생…대웅제약 SGLT-2 억제제 '엔블로' 허가",
      text: "대웅제약의 당뇨병 치료제 '엔블로정'(성분명 이나보글리플로진)이 2022년 11월 30일 식약처로부터 국산 36호 신약으로 품목허가를 받았다. 엔블로는 국내 기업이 개발한 첫 SGLT-2 억제제로, 제2형 당뇨병 환자의 혈당 조절을 위해 단독요법과 병용요법으로 쓰인다. 국내 SGLT-2 억제제 시장은 그동안 아스트라제네카의 '포시가'와 베링거인겔하임의 '자디앙'이 주도해 왔다.",
      labels: { event: "approval", company: "Daewoong Pharmaceutical", companyOriginal: "대웅제약", asset: "enavogliflozin", indication: "Type 2 diabetes", regulator: "MFDS" },
    },
    {
      title: "해솔제약, 역류성 식도염 신약 HSL-702 품목허가 신청",
      text: "해솔제약은 위식도역류질환 치료 후보물질 HSL-702의 품목허가 신청서를 식품의약품안전처에 제출했다고 밝혔다. HSL-702는 칼륨 경쟁적 위산분비 억제제(P-CAB) 계열로, 국내 3상에서 8주 치료 후 미란성 식도염 치유율이 대조약 대비 비열등함을 확인했다. 회사는 내년 하반기 출시를 목표로 하고 있다. 국내 P-CAB 시장에서는 HK이노엔의 '케이캡'이 선두를 달리고 있다.",
      labels: { event: "submission", company: "Haesol Pharmaceutical", companyOriginal: "해솔제약", asset: "HSL702", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "美 FDA, 라온젠바이오 혈우병 A 치료제 허가신청 접수",
      text: "라온젠바이오는 혈우병 A 치료 후보물질 RAG-1021에 대한 바이오의약품 허가신청(BLA)을 미국 식품의약국(FDA)이 정식 접수하고 본격적인 심사에 착수했다고 밝혔다. 처방의약품 신청자 수수료법(PDUFA)에 따른 심사 목표일은 2027년 9월이다. RAG-1021은 주 1회 피하 투여하는 이중항체다. 혈우병 A 예방요법 시장은 로슈의 '헴리브라'가 이끌고 있다.",
      labels: { event: "filing-acceptance", company: "Raongen Bio", companyOriginal: "라온젠바이오", asset: "RAG1021", indication: "Hemophilia A", regulator: "FDA" },
    },
    {
      title: "온새미제약 교모세포종 신약, FDA 희귀의약품 지정",
      text: "온새미제약의 교모세포종 치료 후보물질 OSM-11이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD)으로 지정됐다. OSM-11은 혈뇌장벽을 투과하도록 설계된 저분자 표적항암제로, 현재 국내에서 1상을 진행하고 있다. 희귀의약품으로 지정되면 허가 후 7년간 시장 독점권과 임상 비용 세액공제 등의 혜택을 받는다.",
      labels: { event: "designation", company: "Onsaemi Pharmaceutical", companyOriginal: "온새미제약", asset: "OSM11", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "세움바이오 파브리병 치료제, 식약처 GIFT 대상 지정",
      text: "식품의약품안전처는 세움바이오의 파브리병 치료 후보물질 SWB-303을 '글로벌 혁신제품 신속심사(GIFT)' 대상으로 지정했다고 밝혔다. GIFT 대상으로 지정되면 품목허가 심사 기간이 단축된다. SWB-303은 경구용 샤페론 치료제로, 국내 2상에서 혈장 Lyso-Gb3 수치를 낮춘 것으로 나타났다. 파브리병 치료에는 사노피의 '파브라자임' 등 효소대체요법이 주로 쓰인다.",
      labels: { event: "designation", company: "Seum Bio", companyOriginal: "세움바이오", asset: "SWB303", indication: "Fabry disease", regulator: "MFDS" },
    },
    {
      title: "HLB 간암 신약, FDA 보완요구서한 받아",
      text: "HLB는 간암 신약 리보세라닙과 중국 항서제약의 PD-1 항체 캄렐리주맙 병용요법에 대해 미국 식품의약국(FDA)으로부터 보완요구서한(CRL)을 받았다고 2024년 5월 밝혔다. 절제 불가능한 간세포암 1차 치료제로 허가를 신청했으나, FDA는 캄렐리주맙의 제조 관련 지적사항 등을 이유로 들었다. 국내에서 간암 1차 치료에는 로슈의 '티쎈트릭'과 '아바스틴' 병용요법이 주로 쓰인다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["Jiangsu Hengrui Medicine"] },
    },
    {
      title: "미르온바이오, 알츠하이머 신약 1상 첫 환자 투여",
      text: "미르온바이오가 알츠하이머병 치료 후보물질 MRO-401의 1상 임상시험에서 첫 환자 투여를 시작했다고 밝혔다. 이번 임상은 경도인지장애 및 경증 알츠하이머병 환자 48명을 대상으로 안전성과 약동학을 평가한다. MRO-401은 타우 단백질 응집을 억제하는 경구용 저분자 물질이다. 국내에서도 에자이와 바이오젠의 '레켐비'가 허가를 받은 바 있다.",
      labels: { event: "trial-start", company: "Miron Bio", companyOriginal: "미르온바이오", asset: "MRO401", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "건선 치료제 DDP-112 국내 3상 돌입",
      text: "도담제약이 경구용 TYK2 억제제 DDP-112의 국내 3상 임상시험에 돌입했다. 회사는 중등도에서 중증의 판상 건선 환자를 대상으로 한 3상의 첫 환자 등록을 마쳤으며, 전국 30여 개 기관에서 약 400명을 모집할 계획이라고 밝혔다. 같은 계열에서는 BMS의 '소틱투'가 먼저 시판됐다.",
      labels: { event: "trial-start", company: "Dodam Pharmaceutical", companyOriginal: "도담제약", asset: "DDP112", indication: "Psoriasis", regulator: null },
    },
    {
      title: "HLB, 간암 1차 치료 글로벌 3상서 1차 평가변수 모두 충족",
      text: "HLB는 중국 항서제약과 함께 진행한 리보세라닙·캄렐리주맙 병용요법의 간암 1차 치료 글로벌 3상(CARES-310)에서 전체생존기간(OS)과 무진행생존기간(PFS) 두 가지 1차 평가변수를 모두 충족했다고 2022년 5월 밝혔다. 이번 임상은 절제 불가능한 간세포암 환자를 대상으로 했다. 대조군 약물은 바이엘의 '넥사바'(소라페닙)였다.",
      labels: { event: "readout", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: null, also: ["Jiangsu Hengrui Medicine"] },
    },
    {
      title: "가람누리바이오 MASH 치료제, 2a상서 간 지방 감소 확인",
      text: "가람누리바이오는 대사이상 관련 지방간염(MASH) 치료 후보물질 GRN-2201의 2a상에서 1차 평가변수를 충족했다고 밝혔다. 12주 투여 후 MRI로 측정한 간 지방 함량이 위약군 대비 평균 42% 감소했다. 회사는 내년 상반기 2b상 진입을 목표로 하고 있다. 미국에서는 2024년 마드리갈의 '레즈디프라'가 첫 MASH 치료제로 승인받았다.",
      labels: { event: "readout", company: "Garamnuri Bio", companyOriginal: "가람누리바이오", asset: "GRN2201", indication: "MASH", regulator: null },
    },
    {
      title: "새봄제약 편두통 신약 2상, 1차 평가변수 미충족",
      text: "새봄제약의 편두통 예방 후보물질 SEB-907이 국내 2상에서 1차 평가변수를 충족하지 못했다. 12주 투여 후 월평균 편두통 일수 감소폭이 위약군과 통계적으로 유의한 차이를 보이지 않았다. 회사는 하위군 분석을 거쳐 개발 지속 여부를 결정할 계획이다. 발표 다음 날 새봄제약 주가는 하한가를 기록했다.",
      labels: { event: "readout", company: "Saebom Pharmaceutical", companyOriginal: "새봄제약", asset: "SEB907", indication: "Migraine", regulator: null },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 'LCB84' 기술이전…최대 17억 달러",
      text: "레고켐바이오사이언스는 얀센 바이오테크와 TROP2 표적 항체-약물접합체(ADC) 'LCB84'의 글로벌 개발·상업화 권리에 대한 기술이전 계약을 맺었다고 2023년 12월 밝혔다. 계약 규모는 선급금 1억 달러를 포함해 최대 17억 달러다. TROP2 ADC로는 길리어드의 '트로델비'가 이미 시판 중이다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", companyOriginal: "레고켐바이오사이언스", asset: "LCB84", indication: null, regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "지온바이오, DLL3 이중항체 비채바이오에 기술이전",
      text: "지온바이오가 소세포폐암 치료용 DLL3×CD3 이중항체 JN-1203을 비채바이오에 기술이전했다. 비채바이오는 한국과 중국을 제외한 아시아 지역에서의 개발·판매 권리를 확보했으며, 지온바이오는 계약금 50억원과 단계별 마일스톤을 포함해 최대 900억원을 받을 수 있다. DLL3 표적 이중항체로는 암젠의 '임델트라'가 처음 허가를 받았다.",
      labels: { event: "licensing", company: "Jion Bio", companyOriginal: "지온바이오", asset: "JN1203", indication: "Small cell lung cancer", regulator: null, also: ["Bichae Bio"] },
    },
    {
      title: "삼성바이오로직스, 모더나 코로나19 백신 위탁생산 계약",
      text: "삼성바이오로직스가 미국 모더나와 코로나19 mRNA 백신의 위탁생산(CMO) 계약을 맺었다고 2021년 5월 밝혔다. 삼성바이오로직스는 인천 송도 공장에서 모더나 백신의 무균 충전과 포장 등 완제(fill & finish) 공정을 맡는다. 이번 계약은 한미 정상회담을 계기로 공개됐다. 앞서 SK바이오사이언스는 아스트라제네카 백신의 위탁생산을 맡은 바 있다.",
      labels: { event: "partnership", company: "Samsung Biologics", companyOriginal: "삼성바이오로직스", asset: null, indication: "COVID-19", regulator: null, also: ["Moderna"] },
    },
    {
      title: "솔빛제약-누리온바이오, AI 기반 폐섬유증 신약 공동연구",
      text: "솔빛제약은 인공지능(AI) 신약개발 기업 누리온바이오와 특발성 폐섬유증 치료 후보물질 발굴을 위한 공동연구 계약을 체결했다고 밝혔다. 누리온바이오가 AI 플랫폼으로 후보물질을 설계하면, 솔빛제약이 합성과 비임상 평가를 맡는다. 양사는 도출된 후보물질의 권리를 공동 소유한다. 이 분야에서는 베링거인겔하임의 '오페브'가 표준 치료제로 쓰인다.",
      labels: { event: "partnership", company: "Solbit Pharmaceutical", companyOriginal: "솔빛제약", asset: null, indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Nurion Bio"] },
    },
    {
      title: "셀트리온, 다케다 아태 지역 프라이머리케어 사업 인수",
      text: "셀트리온은 다케다제약의 아시아태평양 지역 프라이머리케어 사업 부문을 2억7800만 달러에 인수하는 계약을 체결했다고 2020년 6월 밝혔다. 인수 대상은 당뇨병·고혈압 치료제 등 전문의약품과 일반의약품 18개 제품의 아태 9개 지역 권리다. 다케다는 2019년 샤이어 인수 이후 비핵심 자산 매각을 이어오고 있다.",
      labels: { event: "acquisition", company: "Celltrion", companyOriginal: "셀트리온", asset: null, indication: null, regulator: null, also: ["Takeda"] },
    },
    {
      title: "SK바이오사이언스, 코스피 상장…공모 규모 1조4900억원",
      text: "SK바이오사이언스가 2021년 3월 18일 유가증권시장에 상장했다. 공모가는 6만5000원으로, 이번 기업공개(IPO)로 약 1조4900억원을 조달했다. 앞서 진행된 일반 청약에는 63조원이 넘는 증거금이 몰려 당시 역대 최대 기록을 세웠다. SK바이오사이언스는 2018년 SK케미칼의 백신 사업부가 분할해 설립된 회사다.",
      labels: { event: "financing", company: "SK bioscience", companyOriginal: "SK바이오사이언스", asset: null, indication: null, regulator: null },
    },
    {
      title: "유슬바이오, 판교에 신규 연구센터 개소",
      text: "유슬바이오는 경기 성남시 판교에 연면적 9000㎡ 규모의 신규 연구센터를 열었다고 밝혔다. 새 연구센터에는 항체 발굴과 세포주 개발 설비가 들어서며, 연구 인력도 현재 80명에서 내년까지 120명으로 늘릴 계획이다. 판교에는 SK바이오팜 등 주요 제약·바이오 기업의 연구 거점이 모여 있다.",
      labels: { event: null, company: "Yuseul Bio", companyOriginal: "유슬바이오", asset: null, indication: null, regulator: null },
    },
  ],
};
