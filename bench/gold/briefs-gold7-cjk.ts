import type { BriefArticle } from "./briefs";

/**
 * Seventh held-out set for the English brief benchmark (Chinese, Japanese, Korean): 20 short
 * articles per language, written and labelled by hand by a helper session on 2026-11-29 without
 * the engine's code or any other set's articles open. To be measured once and not tuned against;
 * labels were set before any measurement and are not to be edited to fit a result.
 *
 * Articles reporting real events (true to the author's knowledge; details the author was unsure of
 * were left out):
 * - zh: 康方生物 HARMONi-2 readout (ivonescimab vs pembrolizumab, 2024-05); NMPA approval of
 *   科伦博泰's sacituzumab tirumotecan in TNBC (2024-11); NMPA approval of 信达生物's mazdutide for
 *   weight management (2025-06); 百济神州's planned change of name to BeOne Medicines (2024-11).
 * - ja: Japanese approval of lecanemab (Eisai/Biogen, 2023-09); Japanese approval of zolbetuximab
 *   (Astellas, 2024-03); Daiichi Sankyo–Merck DXd ADC partnership (2023-10); Ono's acquisition of
 *   Deciphera (2024-04).
 * - ko: FDA approval of lazertinib with amivantamab (Yuhan/J&J, 2024-08); FDA complete response
 *   letter for rivoceranib with camrelizumab (HLB/Hengrui, 2024-05); LegoChem (LigaChem)–Janssen
 *   LCB84 licence (2023-12); ABL Bio–Sanofi ABL301 licence (2022-01).
 * All other articles are invented, about fictional companies and medicines (names and research
 * codes checked against the registry files: none of them is there).
 */
export const GOLD7_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "依沃西单抗III期HARMONi-2研究头对头击败帕博利珠单抗",
      text: "康方生物2024年5月宣布，其自主研发的PD-1/VEGF双特异性抗体依沃西单抗（AK112）单药对比帕博利珠单抗，一线治疗PD-L1表达阳性的局部晚期或转移性非小细胞肺癌的III期临床研究HARMONi-2达到无进展生存期主要终点。该研究在中国开展。公司称，依沃西单抗是全球首个在III期头对头临床研究中证明疗效显著优于帕博利珠单抗的药物。详细数据将在国际学术会议上公布。",
      labels: { event: "readout", company: "Akeso", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "科伦博泰芦康沙妥珠单抗获批用于三阴性乳腺癌",
      text: "国家药品监督管理局2024年11月批准科伦博泰的TROP2抗体偶联药物芦康沙妥珠单抗（sac-TMT）上市，用于治疗既往至少接受过两种系统治疗的不可切除局部晚期或转移性三阴性乳腺癌成人患者。这是该药在全球获批的首个适应症。科伦博泰于2022年将sac-TMT在大中华区以外的开发和商业化权益授予默沙东，后者正在全球开展多项III期研究。三阴性乳腺癌恶性程度高，晚期患者的治疗选择有限。",
      labels: { event: "approval", company: "Kelun-Biotech", asset: "sacituzumab tirumotecan", indication: "Triple-negative breast cancer", regulator: "NMPA" },
    },
    {
      title: "信达生物玛仕度肽获批上市",
      text: "2025年6月，信达生物宣布国家药监局已批准玛仕度肽注射液上市，用于成人肥胖或超重患者的长期体重控制。玛仕度肽是一种胰高血糖素（GCG）/胰高血糖素样肽-1（GLP-1）双受体激动剂，注册研究GLORY-1显示，患者治疗48周后体重较基线明显下降。在国内减重市场，司美格鲁肽与替尔泊肽已先行获批，竞争日趋激烈。信达生物表示，产品将尽快在全国上市。",
      labels: { event: "approval", company: "Innovent Biologics", asset: "mazdutide", indication: "Obesity", regulator: "NMPA" },
    },
    {
      title: "百济神州拟更名BeOne Medicines并迁册瑞士",
      text: "百济神州于2024年11月宣布，计划将公司英文名称变更为BeOne Medicines，并将注册地由开曼群岛迁至瑞士，中文名称保持不变。公司表示，新名称体现了其致力于为全球患者研发创新药物的愿景，迁册事项仍需股东大会批准。作为公司核心产品，BTK抑制剂泽布替尼已在美国、欧盟和中国等多个市场获批。",
      labels: { event: null, company: "BeOne Medicines", asset: null, indication: null, regulator: null },
    },
    {
      title: "启衡医药QH-3018上市申请递交国家药监局",
      text: "启衡医药12月2日晚间公告，公司已向国家药品监督管理局递交QH-3018片的新药上市申请，拟用于对熊去氧胆酸应答不佳或不耐受的原发性胆汁性胆管炎成人患者。QH-3018是一种口服PPAR激动剂，其III期研究此前在196名患者中达到生化应答主要终点。熊去氧胆酸目前仍是该病的一线标准治疗，但约三成患者应答不足。公司预计2027年下半年获得审评结论。",
      labels: { event: "submission", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH3018", indication: "Primary biliary cholangitis", regulator: "NMPA" },
    },
    {
      title: "芮航生物RH-06注射液上市申请获受理",
      text: "据国家药监局药品审评中心（CDE）官网最新公示，芮航生物自主研发的FcRn单抗RH-06注射液的上市许可申请已获受理，申报适应症为乙酰胆碱受体抗体阳性的全身型重症肌无力成人患者。此次申请基于一项纳入142例患者的III期研究，RH-06组MG-ADL评分较安慰剂组显著改善。国内同靶点产品艾加莫德α已获批上市。芮航生物成立于2017年，总部位于苏州。",
      labels: { event: "filing-acceptance", company: "Ruihang Bio", companyOriginal: "芮航生物", asset: "RH06", indication: "Myasthenia gravis", regulator: "CDE" },
    },
    {
      title: "澄远制药CY-1127获美国FDA孤儿药资格认定",
      text: "美国食品药品监督管理局（FDA）已授予澄远制药的FGFR2抑制剂CY-1127孤儿药资格认定，用于治疗胆道癌。公司当天在上海证券交易所发布公告称，该认定可使其在美国享受临床试验费用税收抵免、免除部分申报费用以及获批后七年的市场独占期。CY-1127目前正在中美两地开展II期临床研究，入组携带FGFR2融合或重排的晚期患者。公告同时提示，孤儿药资格认定不代表产品最终能够获批上市。",
      labels: { event: "designation", company: "Chengyuan Pharmaceutical", companyOriginal: "澄远制药", asset: "CY1127", indication: "Biliary tract cancer", regulator: "FDA" },
    },
    {
      title: "湘泽生物XZ-019被纳入突破性治疗药物程序",
      text: "湘泽生物11月18日宣布，其口服小分子XZ-019已被国家药监局药品审评中心正式纳入突破性治疗药物程序，拟用于治疗特发性肺纤维化。此前，XZ-019在一项IIa期研究中显示，治疗24周后患者用力肺活量的下降幅度较安慰剂组减少约六成。目前该领域已上市的尼达尼布和吡非尼酮只能延缓疾病进展。公司计划于2027年初启动全球III期研究。",
      labels: { event: "designation", company: "Xiangze Bio", companyOriginal: "湘泽生物", asset: "XZ019", indication: "Idiopathic pulmonary fibrosis", regulator: "CDE" },
    },
    {
      title: "沐禾医药高钾血症新药收到FDA完整回复函",
      text: "沐禾医药今日披露，美国FDA已就其钾离子结合剂MH-1502的新药上市申请发出完整回复函（CRL）。根据公告，FDA未对药物的有效性和安全性数据提出异议，但指出其委托生产商在批准前检查中存在若干生产质量问题。MH-1502用于治疗成人高钾血症，其申请于今年2月获FDA受理。沐禾医药表示，将尽快与FDA召开会议，预计在整改完成后重新提交申请。受此影响，公司股价早盘一度下跌18%。",
      labels: { event: "complete-response-letter", company: "Muhe Pharma", companyOriginal: "沐禾医药", asset: "MH1502", indication: "Hyperkalemia", regulator: "FDA" },
    },
    {
      title: "衡芯生物乙肝siRNA药物HX-801完成首例受试者给药",
      text: "衡芯生物宣布，其靶向乙肝病毒的siRNA候选药物HX-801在澳大利亚开展的I期临床试验已完成首例受试者给药。该研究分为两部分，将先在健康志愿者中评估单次递增剂量的安全性和药代动力学，再在慢性乙型肝炎患者中观察乙肝表面抗原的下降情况。衡芯生物首席医学官表示，功能性治愈仍是乙肝领域最大的未满足需求。公司计划明年向国家药监局递交临床试验申请。",
      labels: { event: "trial-start", company: "Hengxin Bio", companyOriginal: "衡芯生物", asset: "HX801", indication: "Hepatitis B", regulator: null },
    },
    {
      title: "朗源生物科技LYB-204启动干燥综合征III期研究",
      text: "“这是朗源成立九年来第一个进入III期的产品。”朗源生物科技董事长在发布会上表示。公司10月宣布，其抗CD40L单抗LYB-204治疗中重度原发性干燥综合征的III期临床研究已在北京完成首例患者入组给药。该研究计划在中国约60家中心入组480例患者，主要终点为第48周ESSDAI评分较基线的变化。",
      labels: { event: "trial-start", company: "Langyuan Biotech", companyOriginal: "朗源生物科技", asset: "LYB204", indication: "Sjögren's disease", regulator: null },
    },
    {
      title: "华屹医药HY-0715治疗IgA肾病II期研究达到主要终点",
      text: "华屹医药公布其APRIL单抗HY-0715治疗IgA肾病的II期临床研究顶线结果：治疗36周时，高剂量组患者24小时尿蛋白较基线降低52%，安慰剂组仅降低9%，达到预设主要终点。研究共纳入118例经肾活检确诊的成人患者，未观察到新的安全性信号。泰它西普等同类机制药物也在国内开展IgA肾病研究。华屹医药计划于2027年上半年与监管机构沟通III期设计。",
      labels: { event: "readout", company: "Huayi Pharma", companyOriginal: "华屹医药", asset: "HY0715", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "锦川生物JC-3306 IIb期研究未达主要终点",
      text: "锦川生物11月27日盘后公告，其FGF21类似物JC-3306治疗代谢功能障碍相关脂肪性肝炎（MASH）的IIb期研究未达到主要终点。第52周时，JC-3306各剂量组中肝纤维化改善至少一期且MASH无恶化的患者比例，与安慰剂组的差异均无统计学意义。公司指出，安慰剂组应答率高于预期，可能影响了结果。瑞司美替罗已于2024年在美国获批用于该病。锦川生物表示将暂停该项目的后续投入。",
      labels: { event: "readout", company: "Jinchuan Bio", companyOriginal: "锦川生物", asset: "JC3306", indication: "MASH", regulator: null },
    },
    {
      title: "瀚澜生物B7-H3 ADC海外权益授予Northvale，首付款1.2亿美元",
      text: "瀚澜生物与美国Northvale Therapeutics达成独家许可协议，将其B7-H3抗体偶联药物HL-2207在大中华区以外的全球开发和商业化权益授予后者。根据协议，瀚澜生物将获得1.2亿美元首付款，以及最高16.5亿美元的开发、注册和销售里程碑付款，另有销售额分级特许权使用费。HL-2207目前在国内开展治疗广泛期小细胞肺癌的II期研究。近两年，中国ADC资产对外授权交易频繁。",
      labels: { event: "licensing", company: "Hanlan Bio", companyOriginal: "瀚澜生物", asset: "HL2207", indication: "Small cell lung cancer", regulator: null, also: ["Northvale Therapeutics"] },
    },
    {
      title: "鹭岛生物与东泓制药共同开发TYK2抑制剂",
      text: "厦门，2026年9月——鹭岛生物与东泓制药签署战略合作协议，双方将共同开发鹭岛生物的口服TYK2抑制剂LD-33，用于治疗中重度类风湿关节炎。根据协议，东泓制药将承担后续III期临床研究70%的费用，并负责产品在中国的商业化，双方按比例分享利润。LD-33已完成II期研究。鹭岛生物创始人表示，借助东泓制药覆盖全国的风湿免疫销售团队，可以加快产品上市进程。",
      labels: { event: "partnership", company: "Ludao Bio", companyOriginal: "鹭岛生物", asset: "LD33", indication: "Rheumatoid arthritis", regulator: null, also: ["Donghong Pharmaceutical"] },
    },
    {
      title: "康屿医药12.6亿元收购璟泰生物",
      text: "康屿医药12月1日公告，拟以现金12.6亿元人民币收购璟泰生物100%股权。璟泰生物的核心资产为处于II期临床阶段的长效凝血因子VIII融合蛋白JT-11，用于血友病A的预防治疗。交易完成后，璟泰生物将成为康屿医药的全资子公司。康屿医药表示，此次收购将补强其在血液罕见病领域的产品管线。该交易尚需通过经营者集中审查。",
      labels: { event: "acquisition", company: "Kangyu Pharma", companyOriginal: "康屿医药", asset: "JT11", indication: "Hemophilia A", regulator: null, also: ["Jingtai Bio"] },
    },
    {
      title: "星弧生物完成8亿元C轮融资",
      text: "星弧生物宣布完成8亿元人民币C轮融资，由多家国内医疗健康基金联合领投，老股东继续跟投。本轮资金将主要用于推进其抗tau抗体XHB-501在阿尔茨海默病患者中的II期临床研究，以及建设位于苏州的生物药生产基地。公司成立于2019年，此前已累计融资超过10亿元。仑卡奈单抗和多奈单抗等抗淀粉样蛋白疗法近年陆续获批，但以tau为靶点的药物尚无产品上市。",
      labels: { event: "financing", company: "Xinghu Bio", companyOriginal: "星弧生物", asset: "XHB501", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "岚峰医药登陆港交所，募资15.6亿港元",
      text: "岚峰医药今日在香港联合交易所主板挂牌上市，全球发售约1.2亿股H股，募资总额约15.6亿港元，开盘后股价较发行价上涨23%。岚峰医药专注于眼科创新药，核心产品LF-101为治疗湿性年龄相关性黄斑变性的长效双特异性抗体，目前处于III期临床阶段。招股书显示，募集资金约55%将用于LF-101的临床开发和商业化准备。",
      labels: { event: "financing", company: "Lanfeng Pharma", companyOriginal: "岚峰医药", asset: "LF101", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
    {
      title: "澜钧生物LJ-09在澳大利亚获批",
      text: "澳大利亚药品管理局（TGA）已批准澜钧生物的血浆激肽释放酶抑制剂LJ-09胶囊上市，用于12岁及以上遗传性血管性水肿患者预防急性发作。这是该产品在全球获得的首个上市批准。澜钧生物在中国递交的上市申请目前仍处于审评阶段，预计2027年获得结论。公司已与当地分销商签订协议，负责产品在澳大利亚和新西兰的销售。",
      labels: { event: "approval", company: "Lanjun Bio", companyOriginal: "澜钧生物", asset: "LJ09", indication: "Hereditary angioedema", regulator: "TGA" },
    },
    {
      title: "景和制药前三季度营收增长11.8%",
      text: "景和制药发布2026年第三季度报告，前三季度实现营业收入23.4亿元，同比增长11.8%；归母净利润3.1亿元，同比增长6.2%。其中创新药收入占比首次超过40%，主要来自抗凝药JH-12和一款降压复方制剂的放量。报告期内研发投入4.6亿元，占营收比例接近20%。公司表示，受带量采购影响的仿制药业务仍将作为重要的现金流来源。",
      labels: { event: null, company: "Jinghe Pharmaceutical", companyOriginal: "景和制药", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "レカネマブ、国内で承認取得　エーザイとバイオジェン",
      text: "エーザイは2023年9月25日、抗アミロイドβ抗体レカネマブ（製品名：レケンビ）について、厚生労働省から「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」を効能・効果とする製造販売承認を取得したと発表した。同剤はバイオジェンと共同開発・共同販促を行っている。米国では同年7月に食品医薬品局（FDA）からフル承認を受けており、日本は2カ国目の承認となる。薬価収載後に国内で販売を開始する予定だ。",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA", also: ["Biogen"] },
    },
    {
      title: "アステラス、ゾルベツキシマブが世界初承認　胃がん",
      text: "アステラス製薬は2024年3月、抗Claudin 18.2モノクローナル抗体ゾルベツキシマブ（製品名：ビロイ）について、「CLDN18.2陽性の治癒切除不能な進行・再発の胃癌」を効能・効果として国内で製造販売承認を取得した。同剤にとって世界で初めての承認となる。承認は、化学療法との併用を評価した2本の第3相試験SPOTLIGHTとGLOWの結果に基づく。一方、米国では同年1月、製造委託先の施設に関する指摘によりFDAから審査完了報告通知を受けている。",
      labels: { event: "approval", company: "Astellas", asset: "zolbetuximab", indication: "Gastric cancer", regulator: "PMDA" },
    },
    {
      title: "第一三共、米メルクとDXd ADC 3品目で提携　最大220億ドル",
      text: "第一三共は2023年10月、米メルクとの間で、同社のDXd抗体薬物複合体（ADC）3品目をグローバルに共同開発・共同販売する契約を締結したと発表した。対象はパトリツマブ デルクステカン（HER3-DXd）、イフィナタマブ デルクステカン（I-DXd）、ラルドタツグ デルクステカン（R-DXd）で、日本では第一三共が単独で権利を保持する。メルクは契約一時金として計40億ドルを支払い、開発・販売の進捗に応じた支払いを含めると総額は最大220億ドルに達する。第一三共は既にアストラゼネカともエンハーツなど2品目で提携している。",
      labels: { event: "partnership", company: "Daiichi Sankyo", asset: "patritumab deruxtecan", indication: null, regulator: null, also: ["Merck & Co.", "ifinatamab deruxtecan", "raludotatug deruxtecan"] },
    },
    {
      title: "小野薬品、米デサイフェラを約24億ドルで買収",
      text: "小野薬品工業は2024年4月29日、米デサイフェラ・ファーマシューティカルズを1株当たり25.60ドルの現金で買収することで合意したと発表した。買収総額は約24億ドルで、小野薬品にとって過去最大の買収となる。デサイフェラは消化管間質腫瘍（GIST）治療薬「キンロック」（一般名：リプレチニブ）を米国や欧州で販売している。小野薬品は主力のオプジーボの特許切れを見据え、海外での自社販売体制の構築を急いでいる。",
      labels: { event: "acquisition", company: "Ono Pharmaceutical", asset: "ripretinib", indication: "Gastrointestinal stromal tumor", regulator: null, also: ["Deciphera Pharmaceuticals"] },
    },
    {
      title: "蒼樹製薬、過活動膀胱治療薬SJ-417を国内で承認申請",
      text: "蒼樹製薬は11月25日、β3アドレナリン受容体作動薬SJ-417について、過活動膀胱を適応として厚生労働省に製造販売承認申請を行ったと発表した。申請は国内第3相試験の結果に基づくもので、12週時点の1日平均排尿回数がプラセボ群に比べ有意に減少した。国内ではミラベグロンとビベグロンが既に同じ作用機序で使われているが、同社は心血管系への影響が少ない点を差別化要因に挙げる。承認取得は2027年度中を見込む。",
      labels: { event: "submission", company: "Soju Pharmaceutical", companyOriginal: "蒼樹製薬", asset: "SJ417", indication: "Overactive bladder", regulator: "PMDA" },
    },
    {
      title: "FDA、朝凪ファーマの片頭痛治療薬の申請を受理",
      text: "米国食品医薬品局（FDA）は、朝凪ファーマが片頭痛の急性期治療薬として申請していたAGP-912の新薬承認申請（NDA）を受理した。審査終了目標日（PDUFA日）は2027年8月14日に設定された。AGP-912は経鼻投与型のCGRP受容体拮抗薬で、投与15分後からの効果発現を特長とする。朝凪ファーマは米国での販売について、現地パートナーの選定を進めているという。",
      labels: { event: "filing-acceptance", company: "Asanagi Pharma", companyOriginal: "朝凪ファーマ", asset: "AGP912", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "白鷺製薬のALS治療薬、先駆的医薬品に指定",
      text: "厚生労働省は、白鷺製薬が開発中の筋萎縮性側索硬化症（ALS）治療薬SRG-205を先駆的医薬品に指定した。指定を受けると優先審査などの対象となり、承認審査期間が通常の12カ月から6カ月程度に短縮される。SRG-205は神経細胞内でのTDP-43の凝集を抑えるアンチセンス核酸で、現在国内で第1/2相試験が進んでいる。白鷺製薬の社長は「患者さんに一日でも早く届けたい」とコメントした。",
      labels: { event: "designation", company: "Shirasagi Pharmaceutical", companyOriginal: "白鷺製薬", asset: "SRG205", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "萌黄セラピューティクスのDMD治療薬、FDAがファストトラック指定",
      text: "萌黄セラピューティクスは、デュシェンヌ型筋ジストロフィー（DMD）を対象に開発中のエクソン・スキッピング薬SNT-88が、FDAからファストトラック指定を受けたと発表した。同社は今年6月に同剤の希少疾病用医薬品指定も取得している。SNT-88は細胞膜透過性ペプチドを結合させた次世代型で、エクソン51スキッピングの対象となる患者に用いる。米国ではサレプタ・セラピューティクスのエテプリルセンが同じ患者層に使われている。",
      labels: { event: "designation", company: "Moegi Therapeutics", companyOriginal: "萌黄セラピューティクス", asset: "SNT88", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "霧島薬品、慢性咳嗽治療薬でFDAから審査完了報告通知",
      text: "霧島薬品は12月1日、難治性の慢性咳嗽を対象とするP2X3受容体拮抗薬KSM-330について、米FDAから審査完了報告通知（CRL）を受領したと発表した。FDAは、第3相試験で示された咳嗽頻度の減少幅について、臨床的な意義を裏付ける追加データが必要と指摘した。同じ作用機序のゲーファピクサントも米国では承認に至っていない。霧島薬品は国内では承認申請中で、米国での今後の対応はFDAとの協議を踏まえて判断する。",
      labels: { event: "complete-response-letter", company: "Kirishima Pharmaceutical", companyOriginal: "霧島薬品", asset: "KSM330", indication: "Chronic cough", regulator: "FDA" },
    },
    {
      title: "若潮バイオ、iPS細胞由来製品の治験で1例目に移植",
      text: "iPS細胞由来の再生医療製品を手がける若潮バイオは、パーキンソン病患者を対象としたWSB-01の第1/2相試験で、1例目の患者への移植を実施したと発表した。WSB-01は他家iPS細胞から作製したドパミン神経前駆細胞で、脳の線条体に移植する。治験は国内2施設で計8例を予定し、移植後2年間にわたって安全性と運動症状の変化を評価する。",
      labels: { event: "trial-start", company: "Wakashio Bio", companyOriginal: "若潮バイオ", asset: "WSB01", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "琴平製薬、SLE対象の国際共同第3相試験で初回投与",
      text: "【東京、10月6日】琴平製薬は、全身性エリテマトーデス（SLE）を対象とした抗IFNAR抗体KTP-2201の国際共同第3相試験「ORCHID-SLE」で、最初の患者に投与したと発表した。日本、米国、欧州など18カ国で約620人を登録し、52週時点のBICLA反応率を主要評価項目とする。試験デザインについては事前にFDAおよび欧州医薬品庁（EMA）と合意している。同じ標的ではアニフロルマブが既に承認されており、KTP-2201は4週に1回の皮下投与を目指す。",
      labels: { event: "trial-start", company: "Kotohira Pharmaceutical", companyOriginal: "琴平製薬", asset: "KTP2201", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "秋津製薬の子宮内膜症治療薬、第2相で主要評価項目を達成",
      text: "秋津製薬が開発する子宮内膜症治療薬AKZ-331の第2相試験で、主要評価項目が達成された。同社が11月20日に公表したトップライン結果によると、投与12週時点の月経時以外の骨盤痛スコアは、高用量群でプラセボ群より有意に改善した。AKZ-331は経口のGnRHアンタゴニストで、骨密度への影響を抑えるよう用量を設計している。秋津製薬は2027年度に第3相試験を開始する計画だ。",
      labels: { event: "readout", company: "Akitsu Pharmaceutical", companyOriginal: "秋津製薬", asset: "AKZ331", indication: "Endometriosis", regulator: null },
    },
    {
      title: "鳴門バイオファーマ株がストップ安　うつ病薬の第3相が不発",
      text: "鳴門バイオファーマの株価が28日、ストップ安水準まで下落した。前日に、大うつ病性障害を対象とするNBP-1401の国内第3相試験で、主要評価項目であるMADRS合計スコアの変化量がプラセボと統計学的な有意差を示さなかったと発表したためだ。プラセボ群の改善幅が想定を上回ったという。同社は副次評価項目の詳細を解析したうえで、開発継続の可否を判断するとしている。",
      labels: { event: "readout", company: "Naruto Biopharma", companyOriginal: "鳴門バイオファーマ", asset: "NBP1401", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "伊吹バイオ、血友病B遺伝子治療の中間結果をASHで発表へ",
      text: "伊吹バイオは、血友病Bを対象とするAAV遺伝子治療薬IBK-202の第1/2相試験の中間解析結果を、12月の米国血液学会（ASH）で発表すると明らかにした。公表された要旨によると、投与を受けた成人患者9人全員で第IX因子活性が正常域の下限近くまで上昇し、投与後52週間の年間出血率は投与前から92％減少した。重篤な有害事象は報告されていない。",
      labels: { event: "readout", company: "Ibuki Bio", companyOriginal: "伊吹バイオ", asset: "IBK202", indication: "Hemophilia B", regulator: null },
    },
    {
      title: "桂川薬品、円形脱毛症の外用薬候補を導入",
      text: "桂川薬品は、米Pellston Therapeuticsから円形脱毛症治療薬候補PLT-090の日本における独占的な開発・販売権を取得するライセンス契約を結んだ。契約一時金は30億円で、開発・販売の進捗に応じて最大210億円のマイルストンを支払うほか、売上高に応じたロイヤルティーを支払う。PLT-090は外用のJAK阻害薬で、米国では第3相試験が進行中だ。国内の円形脱毛症ではバリシチニブなどの経口薬が使われているが、外用薬の選択肢はない。",
      labels: { event: "licensing", company: "Katsuragawa Pharmaceutical", companyOriginal: "桂川薬品", asset: "PLT090", indication: "Alopecia areata", regulator: null, also: ["Pellston Therapeutics"] },
    },
    {
      title: "湊ファーマ、英AI創薬企業とIPFで共同研究",
      text: "湊ファーマと英国のAI創薬企業Quillon AIは、特発性肺線維症（IPF）の新規治療薬の創出を目指す共同研究契約を締結したと発表した。Quillonの機械学習基盤を用いて新たな標的を探索し、湊ファーマが化合物の最適化と臨床開発を担う。湊ファーマは契約時に研究資金を拠出し、候補化合物が臨床段階に進んだ場合にはマイルストンを支払う。両社は3年以内に臨床候補化合物の選定を目指す。",
      labels: { event: "partnership", company: "Minato Pharma", companyOriginal: "湊ファーマ", asset: null, indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Quillon AI"] },
    },
    {
      title: "セレスティア・セラピューティクス、シリーズBで45億円調達",
      text: "膵臓がんに対する抗体医薬を開発するセレスティア・セラピューティクス（東京都港区）は、シリーズBラウンドで総額45億円の資金調達を完了した。既存投資家に加え、国内の事業会社やベンチャーキャピタルなど計9社が引き受けた。調達資金は、主力候補CST-07の米国での第1相試験と、後続パイプラインの開発に充てる。同社は2021年に大学発ベンチャーとして設立された。",
      labels: { event: "financing", company: "Celestia Therapeutics", companyOriginal: "セレスティア・セラピューティクス", asset: "CST07", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "山吹製薬、原発性腋窩多汗症の外用薬で承認取得",
      text: "山吹製薬は、原発性腋窩多汗症治療薬YMB-118（外用剤）について、厚生労働省から製造販売承認を取得したと発表した。国内第3相試験では、4週時点で発汗重量が50％以上減少した患者の割合が、基剤群に比べ有意に高かった。同社は欧州でも販売承認を申請しており、欧州医薬品庁（EMA）が審査中だ。薬価収載を経て、2027年春の発売を予定している。",
      labels: { event: "approval", company: "Yamabuki Pharmaceutical", companyOriginal: "山吹製薬", asset: "YMB118", indication: "Hyperhidrosis", regulator: "PMDA" },
    },
    {
      title: "ハルカゼ製薬、鎌状赤血球症治療薬を欧州で申請",
      text: "「欧州での申請は当社にとって初めての海外申請になる」。ハルカゼ製薬の社長は11月の決算説明会でこう語った。同社は同月、鎌状赤血球症治療薬HKZ-77について、欧州医薬品庁（EMA）に販売承認申請を提出した。HKZ-77はヘモグロビンの重合を抑える経口薬で、第3相試験では血管閉塞性発作の年間発生率を約4割減らした。米国での申請は2027年を予定している。",
      labels: { event: "submission", company: "Harukaze Pharmaceutical", companyOriginal: "ハルカゼ製薬", asset: "HKZ77", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "碧海製薬、富山に注射剤の新工場",
      text: "碧海製薬は、富山県内に約120億円を投じて注射剤の新工場を建設すると発表した。2028年の稼働を予定し、バイオ医薬品の製剤・充填工程を担う。新工場の稼働により、同社の注射剤の生産能力は現在の約2倍になる見通し。富山県は医薬品産業の集積地として知られ、県も補助金で建設を支援する。",
      labels: { event: null, company: "Hekikai Pharmaceutical", companyOriginal: "碧海製薬", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 렉라자, 국산 항암제 첫 FDA 허가",
      text: "유한양행의 폐암 신약 렉라자(성분명 레이저티닙)가 미국 식품의약국(FDA)의 허가를 받았다. FDA는 2024년 8월 19일(현지시간) 얀센의 이중항체 리브리반트(아미반타맙)와 렉라자의 병용요법을 EGFR 엑손19 결손 또는 엑손21 L858R 치환 변이가 있는 국소 진행성 또는 전이성 비소세포폐암 환자의 1차 치료제로 승인했다. 국산 항암제가 FDA 허가를 받은 것은 이번이 처음이다. 유한양행은 2018년 얀센에 레이저티닙을 기술수출한 바 있다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "HLB 간암 병용요법, FDA 보완요구서한 수령",
      text: "HLB가 추진해 온 간암 신약의 미국 허가가 불발됐다. HLB는 2024년 5월 미국 식품의약국(FDA)으로부터 리보세라닙과 중국 항서제약의 캄렐리주맙 병용요법에 대한 보완요구서한(CRL)을 받았다고 밝혔다. 이 병용요법은 절제 불가능한 간세포암의 1차 치료제로 신청됐으며, FDA는 캄렐리주맙의 제조 관련 문제 등을 지적한 것으로 알려졌다. HLB는 항서제약과 함께 보완 자료를 준비해 재신청하겠다는 계획이다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["Jiangsu Hengrui Medicine", "camrelizumab"] },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 기술이전…최대 17억 달러",
      text: "레고켐바이오사이언스(현 리가켐바이오)는 2023년 12월 얀센과 TROP2 표적 항체-약물 접합체(ADC) 'LCB84'에 대한 기술이전 계약을 체결했다고 공시했다. 계약에 따라 리가켐바이오는 선급금 1억 달러를 받으며, 마일스톤을 포함한 총 계약 규모는 최대 17억 달러(약 2조2000억원)에 이른다. LCB84는 다양한 고형암을 대상으로 개발되고 있다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", asset: "LCB84", indication: "Solid tumors", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "에이비엘바이오, 사노피에 파킨슨병 이중항체 기술수출",
      text: "에이비엘바이오가 프랑스 사노피와 파킨슨병 치료제 후보 'ABL301'에 대해 최대 10억6000만 달러(약 1조2700억원) 규모의 기술수출 계약을 맺었다. 2022년 1월 발표된 이번 계약에 따라 에이비엘바이오는 반환 의무가 없는 선급금 7500만 달러를 받는다. ABL301은 알파-시누클레인을 표적으로 하는 이중항체로, 회사의 뇌혈관장벽(BBB) 셔틀 플랫폼 '그랩바디-B'가 적용됐다.",
      labels: { event: "licensing", company: "ABL Bio", asset: "ABL301", indication: "Parkinson's disease", regulator: null, also: ["Sanofi"] },
    },
    {
      title: "식약처, 새론바이오 아토피피부염 항체 신약 허가",
      text: "식품의약품안전처는 새론바이오의 아토피피부염 치료제 'SRB-110'을 국내 개발 신약으로 허가했다고 1일 밝혔다. 이 약은 IL-13을 표적으로 하는 항체로, 중등도에서 중증의 만 12세 이상 아토피피부염 환자에게 4주 간격으로 투여한다. 국내 임상 3상에서 16주 시점 EASI-75 도달률은 58%로 위약군(21%)을 크게 웃돌았다. 회사는 건강보험 급여 등재를 거쳐 내년 하반기 출시할 계획이다.",
      labels: { event: "approval", company: "Saeron Bio", companyOriginal: "새론바이오", asset: "SRB110", indication: "Atopic dermatitis", regulator: "MFDS" },
    },
    {
      title: "온누리제약 지속형 성장호르몬, 유럽 허가 획득",
      text: "온누리제약은 소아 성장호르몬 결핍증 치료제 'ONP-301'이 유럽연합 집행위원회(EC)로부터 판매 허가를 받았다고 28일 밝혔다. 앞서 9월 유럽의약품청(EMA) 산하 약물사용자문위원회(CHMP)가 허가 권고 의견을 낸 바 있다. ONP-301은 주 1회 투여하는 지속형 성장호르몬 제제로, 매일 주사해야 하는 기존 제품의 불편을 줄였다. 유럽 판매는 현지 파트너사가 맡으며, 2027년 독일과 프랑스에서 먼저 출시할 예정이다.",
      labels: { event: "approval", company: "Onnuri Pharmaceutical", companyOriginal: "온누리제약", asset: "ONP301", indication: "Growth hormone deficiency", regulator: "European Commission" },
    },
    {
      title: "다온테라퓨틱스, 경구용 궤양성 대장염 신약 품목허가 신청",
      text: "다온테라퓨틱스가 궤양성 대장염 치료제 후보 'DAT-2104'의 품목허가를 식품의약품안전처에 신청했다. 국내외 42개 기관에서 진행된 임상 3상에서 DAT-2104는 52주 유지요법 시점 임상적 관해율 37.6%를 기록해 위약(14.2%)보다 유의하게 높았다. DAT-2104는 하루 한 번 복용하는 경구용 α4β7 인테그린 억제제로, 주사제인 베돌리주맙과 같은 기전이다. 회사는 미국 FDA에도 내년 상반기 신약허가신청(NDA)을 제출할 계획이다.",
      labels: { event: "submission", company: "Daon Therapeutics", companyOriginal: "다온테라퓨틱스", asset: "DAT2104", indication: "Ulcerative colitis", regulator: "MFDS" },
    },
    {
      title: "라온바이오, 갑상선안병증 치료제 美 BLA 제출",
      text: "라온바이오는 갑상선안병증 치료제 'RNB-07'의 생물의약품 허가신청서(BLA)를 미국 식품의약국(FDA)에 제출했다고 2일 공시했다. RNB-07은 피하주사형 IGF-1R 항체로, 정맥 투여하는 테프로투무맙과 달리 환자가 자가 투여할 수 있다. 회사는 우선심사 지정을 함께 요청했으며, FDA는 60일 이내에 접수 여부를 결정한다. 라온바이오 주가는 공시 직후 14% 올랐다.",
      labels: { event: "submission", company: "Raon Bio", companyOriginal: "라온바이오", asset: "RNB07", indication: "Thyroid eye disease", regulator: "FDA" },
    },
    {
      title: "솔마루제약 고지혈증 복합제, 中 허가신청 접수",
      text: "솔마루제약은 중국 국가약품감독관리국(NMPA)이 자사 고지혈증 복합제 'SMR-0610'의 품목허가 신청을 정식 접수했다고 밝혔다. 이번 신청은 중국 현지 법인을 통해 이뤄졌으며, 중국에서 진행한 임상 3상 결과를 근거로 했다. SMR-0610은 스타틴과 에제티미브를 한 알에 담은 개량신약으로, 한국에서는 2023년부터 판매되고 있다. 회사는 2028년 중국 출시를 목표로 하고 있다.",
      labels: { event: "filing-acceptance", company: "Solmaru Pharmaceutical", companyOriginal: "솔마루제약", asset: "SMR0610", indication: "Hyperlipidemia", regulator: "NMPA" },
    },
    {
      title: "가온셀 CAR-T 'GAC-19', 희귀의약품 지정",
      text: "가온셀의 CAR-T 치료제 'GAC-19'가 식품의약품안전처로부터 희귀의약품으로 지정됐다. 대상 질환은 재발성 또는 불응성 외투세포림프종이다. 희귀의약품으로 지정되면 품목허가 심사 기간 단축 등의 혜택을 받을 수 있다. 가온셀은 현재 국내 5개 기관에서 임상 1/2상을 진행 중이며, 내년 상반기 주요 결과를 발표할 예정이다.",
      labels: { event: "designation", company: "Gaon Cell", companyOriginal: "가온셀", asset: "GAC19", indication: "Mantle cell lymphoma", regulator: "MFDS" },
    },
    {
      title: "EMA, 별하바이오 망막색소변성증 유전자치료제 PRIME 지정",
      text: "유럽의약품청(EMA)이 별하바이오의 망막색소변성증 유전자치료제 'BHB-201'을 우선순위의약품(PRIME)으로 지정했다. PRIME은 미충족 의료 수요가 큰 질환에서 초기 임상 단계부터 EMA의 과학적 자문과 신속 심사를 지원하는 제도다. BHB-201은 앞서 미국 FDA로부터 희귀의약품 지정도 받았다. 회사는 이번 지정을 계기로 유럽 임상 2상 진입을 앞당길 계획이라고 밝혔다.",
      labels: { event: "designation", company: "Byeolha Bio", companyOriginal: "별하바이오", asset: "BHB201", indication: "Retinitis pigmentosa", regulator: "EMA" },
    },
    {
      title: "청람바이오, 경구용 GLP-1 美 임상 1상 첫 투약",
      text: "청람바이오는 경구용 GLP-1 수용체 작용제 'CRB-355'의 미국 임상 1상에서 첫 피험자 투약을 완료했다고 10일 밝혔다. 이번 임상은 건강한 성인과 비만 환자 등 약 96명을 대상으로 안전성과 약동학, 체중 감소 효과를 평가한다. 경구용 비만치료제 시장에서는 일라이 릴리의 오르포글리프론 등 글로벌 제약사들이 앞서 있다. 회사는 2027년 하반기 톱라인 결과를 확보할 계획이다.",
      labels: { event: "trial-start", company: "Cheongram Bio", companyOriginal: "청람바이오", asset: "CRB355", indication: "Obesity", regulator: null },
    },
    {
      title: "새봄제약, P-CAB 신약 후보 임상 3상 개시",
      text: "새봄제약이 칼륨경쟁적 위산분비차단제(P-CAB) 계열 신약 후보 'SBP-41'의 국내 임상 3상을 개시하고 첫 환자를 등록했다. 식약처의 임상시험계획 승인 이후 약 두 달 만이다. 임상은 미란성 위식도역류질환 환자 300여 명을 대상으로 8주간 에소메프라졸과 효과를 비교한다. 국내 P-CAB 시장은 HK이노엔의 케이캡(테고프라잔)과 대웅제약의 펙수클루(펙수프라잔)가 주도하고 있다.",
      labels: { event: "trial-start", company: "Saebom Pharmaceutical", companyOriginal: "새봄제약", asset: "SBP41", indication: "Gastroesophageal reflux disease", regulator: null },
    },
    {
      title: "도담바이오 경구 건선약, 임상 2상 1차 지표 충족",
      text: "도담바이오는 중등도~중증 판상 건선 환자를 대상으로 한 경구용 IL-23 수용체 저해제 'DDB-12'의 임상 2상에서 1차 평가지표를 충족했다고 발표했다. 16주 시점 PASI 75 도달률은 최고 용량군에서 71%로, 위약군 8%와 통계적으로 유의한 차이를 보였다. 심각한 이상사례로 인한 투약 중단은 없었다. 회사는 글로벌 제약사와의 기술이전 논의를 본격화할 방침이다.",
      labels: { event: "readout", company: "Dodam Bio", companyOriginal: "도담바이오", asset: "DDB12", indication: "Psoriasis", regulator: null },
    },
    {
      title: "한결바이오 당뇨병성 신장질환 후보물질, 2b상 실패",
      text: "한결바이오의 당뇨병성 신장질환 치료제 후보 'HGB-230'이 임상 2b상에서 1차 평가지표 달성에 실패했다. 회사가 4일 공개한 결과에 따르면 24주 시점 소변 알부민/크레아티닌 비율(UACR) 감소율은 투약군 18%, 위약군 12%로 통계적 유의성을 확보하지 못했다. 한결바이오는 하위 분석에서 특정 환자군의 개선 경향이 확인됐다며 추가 분석 후 개발 방향을 정하겠다고 밝혔다. 이 소식에 회사 주가는 장중 29% 급락했다.",
      labels: { event: "readout", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HGB230", indication: "Diabetic kidney disease", regulator: null },
    },
    {
      title: "다솜바이오, 난소암 ADC 1상 결과 ESMO서 공개",
      text: "다솜바이오는 백금 저항성 난소암 환자를 대상으로 한 FRα 표적 ADC 'DSB-301'의 임상 1상 확장 코호트 결과를 유럽종양학회(ESMO)에서 발표했다. 평가 가능한 환자 46명에서 객관적 반응률(ORR)은 41%, 무진행생존기간 중앙값은 6.8개월로 집계됐다. 회사는 같은 표적의 미르베툭시맙 소라브탄신과 비교해 안구 독성 발생률이 낮았다고 설명했다.",
      labels: { event: "readout", company: "Dasom Bio", companyOriginal: "다솜바이오", asset: "DSB301", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "엘림바이오, 美 할로우 바이오사이언스와 헌팅턴병 치료제 공동개발",
      text: "엘림바이오와 미국 할로우 바이오사이언스(Harlow Biosciences)가 헌팅턴병 치료제 공동 개발을 위한 전략적 파트너십을 맺었다. 두 회사는 엘림바이오의 후보물질 'ELB-88'의 글로벌 임상 2상 비용을 절반씩 부담하고, 상업화 이후 이익도 나누기로 했다. 아시아 판권은 엘림바이오가, 북미와 유럽 판권은 할로우가 갖는다. ELB-88은 돌연변이 헌팅틴 단백질의 생성을 줄이는 저분자 화합물이다.",
      labels: { event: "partnership", company: "Elim Bio", companyOriginal: "엘림바이오", asset: "ELB88", indication: "Huntington's disease", regulator: null, also: ["Harlow Biosciences"] },
    },
    {
      title: "대호제약, 세포치료제 개발사 셀로닉스 인수",
      text: "대호제약이 세포치료제 개발사 셀로닉스를 인수한다. 대호제약은 이사회를 열어 셀로닉스 지분 62%를 약 1,850억원에 취득하기로 결의했다고 15일 공시했다. 셀로닉스는 무릎 골관절염 환자를 위한 동종 연골세포 치료제 'CNX-2'의 국내 임상 3상을 진행 중이다. 인수가 완료되면 대호제약은 셀로닉스를 연결 자회사로 편입하게 된다.",
      labels: { event: "acquisition", company: "Daeho Pharmaceutical", companyOriginal: "대호제약", asset: "CNX2", indication: "Osteoarthritis", regulator: null, also: ["Cellonix"] },
    },
    {
      title: "우리온테라퓨틱스, 1,200억원 유상증자",
      text: "우리온테라퓨틱스가 1,200억원 규모의 주주배정 유상증자를 결정했다. 신주 예정 발행가액은 1주당 1만4,300원이며, 조달 자금 가운데 약 700억원은 교모세포종 치료제 'URT-501'의 미국 임상 2상에 쓰인다. 나머지는 운영자금과 차입금 상환에 사용할 계획이다. 회사 측은 이번 증자로 2028년까지 운영에 필요한 현금을 확보하게 된다고 설명했다.",
      labels: { event: "financing", company: "Urion Therapeutics", companyOriginal: "우리온테라퓨틱스", asset: "URT501", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "동진약품, 박서윤 부사장 신임 대표 선임",
      text: "동진약품은 2일 이사회를 열고 연구개발본부장을 지낸 박서윤 부사장을 신임 대표이사로 선임했다. 박 대표는 글로벌 제약사에서 15년간 임상개발을 담당했으며, 2021년 동진약품에 합류해 비만 치료제 파이프라인을 이끌었다. 이로써 동진약품은 오너 일가 경영 체제에서 전문경영인 체제로 전환하게 됐다.",
      labels: { event: null, company: "Dongjin Pharmaceutical", companyOriginal: "동진약품", asset: null, indication: null, regulator: null },
    },
  ],
};
