import type { BriefArticle } from "./briefs";

/**
 * Tenth held-out set for the English brief benchmark: 20 short articles per language (Chinese,
 * Japanese, Korean), in the style of trade news, press releases and stock-exchange announcements.
 * Written and labelled by hand by a helper session on 2026-11-29, without the engine's code or any
 * other set's articles open. To be measured once and not tuned against: the labels were set before
 * any measurement and are not to be edited to fit a result.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure left out):
 * - zh: Akeso, ivonescimab HARMONi-2 head-to-head phase III vs pembrolizumab meets PFS endpoint (readout, May 2024)
 * - zh: Innovent Biologics, mazdutide (信尔美) approved by NMPA for weight management (approval, June 2025)
 * - zh: Kelun-Biotech, sacituzumab tirumotecan (佳泰莱) approved by NMPA in TNBC (approval, November 2024)
 * - zh: Jiangsu Hengrui Medicine, HRS-5346 Lp(a) inhibitor licensed to MSD, $200M upfront (licensing, March 2025)
 * - zh: Genmab, acquisition of ProfoundBio for $1.8B in cash, Rina-S (acquisition, April 2024)
 * - ja: Eisai, lecanemab (レケンビ) approved in Japan (approval, September 2023)
 * - ja: Astellas, zolbetuximab (ビロイ) approved in Japan, first in the world (approval, March 2024)
 * - ja: Shionogi, ensitrelvir (ゾコーバ) emergency approval in Japan (approval, November 2022)
 * - ja: Takeda, oveporexton (TAK-861) phase 3 FirstLight and RadiantLight met all endpoints in NT1 (readout, July 2025)
 * - ja: Shionogi, acquisition of JT's pharmaceutical business and Torii Pharmaceutical via tender offer (acquisition, May 2025)
 * - ko: Yuhan, lazertinib (Lazcluze) with amivantamab approved by the FDA, first-line EGFR NSCLC (approval, August 2024)
 * - ko: HLB, FDA complete response letter for rivoceranib plus camrelizumab in HCC (complete-response-letter, May 2024)
 * - ko: LigaChem Biosciences (then LegoChem), LCB84 licensed to Janssen, $100M upfront, up to $1.7B (licensing, December 2023)
 * - ko: Alteogen, ALT-B4 licence with MSD for subcutaneous Keytruda made exclusive (licensing, February 2024)
 * - ko: SK Biopharmaceuticals, cenobamate (Xcopri) approved by the FDA for partial-onset seizures (approval, November 2019)
 * All other articles are invented, about fictional companies and medicines whose names and codes
 * were checked not to be in the registry files (src/server/core/recognize/registry/).
 */
export const GOLD10_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "沐川生物BTK抑制剂MC-2107获批上市，用于复发/难治性套细胞淋巴瘤",
      text: "11月26日，沐川生物发布公告称，公司收到国家药品监督管理局核准签发的《药品注册证书》，其自主研发的第二代BTK抑制剂MC2107片获附条件批准上市，用于既往至少接受过一种治疗的套细胞淋巴瘤成人患者。本次获批基于一项纳入96例患者的单臂II期关键研究，独立评审委员会评估的客观缓解率为81.3%。国内已上市的同类药物包括伊布替尼、泽布替尼和奥布替尼，市场竞争较为激烈。沐川生物表示，将尽快完成商业化准备，并推进该药在慢性淋巴细胞白血病中的III期研究。MC2107片由公司苏州生产基地生产，首批商业化批次已完成工艺验证。此外，该药在美国的I期临床研究亦已于今年启动。",
      labels: { event: "approval", company: "Muchuan Bio", companyOriginal: "沐川生物", asset: "MC2107", indication: "Mantle cell lymphoma", regulator: "NMPA" },
    },
    {
      title: "康方生物依沃西单抗头对头“K药”III期研究达到主要终点",
      text: "康方生物（09926.HK）公告，其自主研发的PD-1/VEGF双特异性抗体依沃西单抗（AK112）对比帕博利珠单抗单药一线治疗PD-L1表达阳性的局部晚期或转移性非小细胞肺癌的III期临床研究HARMONi-2，在预设的期中分析中达到无进展生存期（PFS）主要终点，依沃西单抗组的PFS显著优于帕博利珠单抗组。这是全球首个在III期头对头研究中显示疗效优于帕博利珠单抗的药物。依沃西单抗（商品名：依达方）已于今年5月获国家药监局批准上市，用于EGFR-TKI治疗后进展的EGFR突变非鳞状非小细胞肺癌。公司表示，详细数据将在近期的国际学术会议上公布。",
      labels: { event: "readout", company: "Akeso", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "启衡医药QH-3318注射液获批开展临床试验",
      text: "启衡医药12月1日晚间发布公告，公司于近日收到国家药品监督管理局核准签发的《药物临床试验批准通知书》，同意QH-3318注射液开展用于治疗CLDN18.2阳性晚期胃癌及胃食管结合部腺癌的临床试验。QH-3318是一款靶向CLDN18.2和CD3的双特异性抗体，临床前研究显示其在低表达模型中亦有抗肿瘤活性。CLDN18.2是近年来消化道肿瘤领域的热门靶点，安斯泰来的佐妥昔单抗已于2024年在日本、欧盟和美国先后获批。公司提示，药物研发周期长、环节多，易受不确定因素影响，敬请投资者注意投资风险。QH-3318为公司第五个进入临床阶段的自研品种。",
      labels: { event: "approval", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH3318", indication: "Gastric cancer", regulator: "NMPA" },
    },
    {
      title: "远澄药业：周制剂胰岛素YC-0926上市申请已递交",
      text: "远澄药业股份有限公司12月2日晚间在深交所发布公告，公司已向国家药品监督管理局递交YC-0926注射液的新药上市申请（NDA），拟用于成人2型糖尿病患者的血糖控制。YC-0926是一种每周给药一次的基础胰岛素类似物。公告称，该申请基于两项III期临床研究，结果显示YC-0926在第26周糖化血红蛋白降幅上不劣于每日一次的甘精胰岛素，低血糖发生率相当。远澄药业提示，药品能否获批及获批时间均存在不确定性，不会对公司近期业绩产生重大影响。全球范围内，诺和诺德的依柯胰岛素是首个获批的胰岛素周制剂。公告发布后，远澄药业股价次日高开。",
      labels: { event: "submission", company: "Yuancheng Pharma", companyOriginal: "远澄药业", asset: "YC0926", indication: "Type 2 diabetes", regulator: "NMPA" },
    },
    {
      title: "信达生物玛仕度肽获批上市 全球首个GCG/GLP-1双受体激动剂",
      text: "信达生物制药（01801.HK）宣布，国家药品监督管理局已批准玛仕度肽注射液（商品名：信尔美，研发代号：IBI362）上市，用于成人肥胖或超重患者的长期体重控制。玛仕度肽是全球首个获批上市的胰高糖素（GCG）/胰高糖素样肽-1（GLP-1）双受体激动剂，由信达生物与礼来合作开发。此次获批主要基于在中国人群中开展的III期临床研究GLORY-1的结果。国内减重药物市场竞争日趋激烈，诺和诺德的司美格鲁肽和礼来的替尔泊肽均已在国内获批体重管理适应症。玛仕度肽为每周皮下注射一次的长效制剂。信达生物表示，将尽快推动该产品的商业化上市。",
      labels: { event: "approval", company: "Innovent Biologics", asset: "mazdutide", indication: "Obesity", regulator: "NMPA" },
    },
    {
      title: "博岳生物向FDA递交FcRn单抗BY-1143上市申请",
      text: "博岳生物今日宣布，已向美国食品药品监督管理局（FDA）提交其抗FcRn单克隆抗体BY-1143的生物制品许可申请（BLA），用于治疗抗乙酰胆碱受体抗体阳性的成人全身型重症肌无力。该申请基于全球多中心III期研究BLOSSOM-MG的数据，研究中BY-1143组第12周MG-ADL评分较基线的改善显著优于安慰剂组。同类产品中，argenx的艾加莫德α注射液已在美国、欧洲和中国获批。博岳生物计划明年在国内递交上市申请，并正在寻求海外商业化合作伙伴。按照惯例，FDA将在60天内决定是否受理该申请。BY-1143采用皮下注射给药。",
      labels: { event: "submission", company: "Boyue Bio", companyOriginal: "博岳生物", asset: "BY1143", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "嘉泓生物口服TYK2抑制剂上市申请获受理",
      text: "嘉泓生物近日宣布，其自主研发的口服变构TYK2抑制剂JH-506片的新药上市申请已获国家药品监督管理局受理，拟用于治疗适合系统治疗或光疗的中重度斑块状银屑病成人患者。此次申请基于两项随机、双盲、安慰剂及阳性药对照的III期研究，JH-506在第16周PASI 75应答率上显著优于安慰剂和阿普米司特。百时美施贵宝的氘可来昔替尼是全球首个获批的TYK2抑制剂。嘉泓生物预计JH-506有望于2027年下半年获批。银屑病是一种慢性、复发性、炎症性皮肤病，我国患者人数约为650万，目前中重度患者的治疗以生物制剂为主。",
      labels: { event: "filing-acceptance", company: "Jiahong Bio", companyOriginal: "嘉泓生物", asset: "JH506", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "科伦博泰芦康沙妥珠单抗获批 首个国产TROP2 ADC上市",
      text: "四川科伦博泰生物医药股份有限公司（06990.HK）发布公告称，公司TROP2 ADC芦康沙妥珠单抗（sac-TMT，商品名：佳泰莱）已获国家药监局批准上市，用于治疗既往至少接受过两种系统治疗（其中至少一种针对晚期或转移性阶段）的不可切除局部晚期或转移性三阴性乳腺癌成人患者。这是首个获批上市的国产TROP2 ADC。科伦博泰此前已将该产品在大中华区以外的权益授权给默沙东，后者正在全球开展多项III期研究。同类产品中，吉利德的戈沙妥珠单抗已在国内获批。芦康沙妥珠单抗由科伦博泰自主研发，采用新型连接子和拓扑异构酶I抑制剂载荷。",
      labels: { event: "approval", company: "Kelun-Biotech", asset: "sacituzumab tirumotecan", indication: "Triple-negative breast cancer", regulator: "NMPA" },
    },
    {
      title: "朗澈医药LC-8801新药上市申请获FDA受理",
      text: "朗澈医药今日宣布，美国FDA已受理其口服小分子药物LC-8801的新药上市申请（NDA），用于治疗特发性肺纤维化（IPF），《处方药使用者付费法案》（PDUFA）目标审评日期为2027年9月。该申请基于III期研究FIBRA-2的结果，LC-8801组患者第52周用力肺活量（FVC）的下降幅度显著小于安慰剂组。目前IPF的标准治疗药物为吡非尼酮和尼达尼布，但二者的胃肠道不良反应限制了部分患者的使用。朗澈医药同时在开展LC-8801用于进展性肺纤维化的II期研究。若获批，LC-8801将成为首个由中国企业开发并在美国上市的IPF药物。",
      labels: { event: "filing-acceptance", company: "Langche Pharma", companyOriginal: "朗澈医药", asset: "LC8801", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "星翼生物KRAS G12D抑制剂拟纳入突破性治疗品种",
      text: "国家药监局药品审评中心（CDE）官网最新公示显示，星翼生物的KRAS G12D抑制剂XY-0315片拟被纳入突破性治疗品种，拟定适应症为既往接受过至少一线系统治疗的KRAS G12D突变局部晚期或转移性胰腺导管腺癌。胰腺癌是恶性程度最高的肿瘤之一，KRAS G12D是其中最常见的突变亚型，目前尚无针对该突变的获批药物。XY-0315正在国内开展I/II期临床研究，早期数据已在今年的ESMO大会上公布。本次公示期为5个工作日。纳入突破性治疗品种后，该药在后续研发中可获得CDE的优先沟通交流，并有望在上市申请阶段适用优先审评审批程序。",
      labels: { event: "designation", company: "Xingyi Bio", companyOriginal: "星翼生物", asset: "XY0315", indication: "Pancreatic cancer", regulator: "CDE" },
    },
    {
      title: "恒瑞医药将Lp(a)口服小分子HRS-5346海外权益授权默沙东",
      text: "江苏恒瑞医药股份有限公司（600276.SH）晚间公告，公司与默沙东签署独家许可协议，将脂蛋白(a)[Lp(a)]口服小分子抑制剂HRS-5346在大中华区以外的开发、生产和商业化权利有偿许可给默沙东。根据协议，恒瑞医药将获得2亿美元首付款，并有资格获得最高17.7亿美元的里程碑付款以及销售提成。HRS-5346目前正在国内开展II期临床研究。此前，恒瑞医药已将多款GLP-1类产品在大中华区以外的权益授权给美国公司Kailera。Lp(a)升高是动脉粥样硬化性心血管疾病的独立危险因素，目前全球尚无获批的针对性降Lp(a)药物。",
      labels: { event: "licensing", company: "Jiangsu Hengrui Medicine", asset: "HRS5346", indication: "Elevated lipoprotein(a)", regulator: null, also: ["Merck & Co."] },
    },
    {
      title: "德沣药业前三季度营收增长9.4%，DF-2203获美国孤儿药资格",
      text: "德沣药业股份有限公司近日披露三季报，前三季度实现营业收入18.6亿元，同比增长9.4%；归母净利润2.3亿元，同比增长12.1%。公司同日公告，在研小分子药物DF-2203已获得美国食品药品监督管理局（FDA）授予的孤儿药资格认定，用于治疗肌萎缩侧索硬化症（ALS）。获得孤儿药资格后，DF-2203在美国可享受临床试验费用税收抵免、免缴上市申请费以及获批后7年市场独占期等政策支持。德沣药业表示，DF-2203目前正在澳大利亚开展I期临床研究。ALS是一种致命性神经退行性疾病，患者确诊后的中位生存期仅约3至5年。",
      labels: { event: "designation", company: "Defeng Pharma", companyOriginal: "德沣药业", asset: "DF2203", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "禾屿生物收到FDA完全回复函，港股收跌23%",
      text: "12月1日，禾屿生物在港交所发布公告，美国食品药品监督管理局（FDA）已就其HY-1701用于治疗复发或难治性多发性骨髓瘤的生物制品许可申请（BLA）发出完全回复函（CRL）。公司称，FDA在函件中主要提出了生产场地检查相关的问题，并未要求开展新的临床试验。HY-1701是一款靶向BCMA的自体CAR-T细胞疗法，此前已在国内获批上市。受此影响，禾屿生物股价当日收跌23%。公司计划在与FDA召开会议后尽快重新提交申请。在美国BCMA CAR-T市场，强生与传奇生物的西达基奥仑赛和百时美施贵宝的伊基奥仑赛已获批上市。",
      labels: { event: "complete-response-letter", company: "Heyu Bio", companyOriginal: "禾屿生物", asset: "HY1701", indication: "Multiple myeloma", regulator: "FDA" },
    },
    {
      title: "岚汀医药长效IL-4Rα单抗III期临床完成首例患者给药",
      text: "岚汀医药宣布，其长效抗IL-4Rα单克隆抗体LT-0427注射液在中重度特应性皮炎成人患者中开展的III期临床研究已于近日完成首例受试者入组及给药。该研究为一项多中心、随机、双盲、安慰剂对照研究，计划入组约500例患者，主要终点为第16周EASI-75应答率。LT-0427于去年获得国家药监局临床试验批准。与每两周给药一次的度普利尤单抗相比，LT-0427有望实现每四周甚至每八周给药一次。特应性皮炎是一种慢性复发性炎症性皮肤病，中重度患者常伴有剧烈瘙痒和睡眠障碍。国内已有多款IL-4Rα单抗获批或处于上市申请阶段。",
      labels: { event: "trial-start", company: "Lanting Pharma", companyOriginal: "岚汀医药", asset: "LT0427", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "健玛保18亿美元现金收购普方生物",
      text: "丹麦抗体药企健玛保（Genmab）宣布，将以18亿美元全现金收购总部位于苏州和西雅图的ADC公司普方生物（ProfoundBio）。此次收购的核心资产是普方生物靶向叶酸受体α（FRα）的ADC候选药物Rina-S（rinatabart sesutecan），该药正在开展铂耐药卵巢癌的临床研究，早期数据显示出积极的抗肿瘤活性。健玛保表示，交易完成后将加快Rina-S的开发，并借助普方生物的ADC技术平台扩充自身管线。交易预计于今年上半年完成，需满足惯例交割条件。这也是近年来跨国药企收购中国生物技术公司规模较大的交易之一。",
      labels: { event: "acquisition", company: "Genmab", asset: "rinatabart sesutecan", indication: "Ovarian cancer", regulator: null, also: ["ProfoundBio"] },
    },
    {
      title: "清芷生物启动QZ-661治疗IgA肾病全球II期研究",
      text: "清芷生物12月3日宣布，其口服补体因子B抑制剂QZ-661治疗原发性IgA肾病的全球多中心II期临床研究（CLEAR-IgAN）已正式启动，首批研究中心已在中国、美国和西班牙开放。该研究计划纳入约180例经优化支持治疗后仍存在持续蛋白尿的患者，主要终点为第24周尿蛋白/肌酐比值相对基线的变化。同靶点药物诺华的伊普可泮已在美国获批用于IgA肾病。清芷生物此前于今年6月完成了4000万美元的B轮融资。IgA肾病是最常见的原发性肾小球疾病之一，相当比例的患者会在确诊后10至20年内进展为终末期肾病。QZ-661为每日口服一次的片剂。",
      labels: { event: "trial-start", company: "Qingzhi Bio", companyOriginal: "清芷生物", asset: "QZ661", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "云岫生物FGF21类似物IIb期研究达到主要终点，计划明年启动III期",
      text: "云岫生物今日公布其FGF21类似物YX-3020治疗经活检确诊的代谢功能障碍相关脂肪性肝炎（MASH）的IIb期研究顶线结果。研究达到主要终点：第48周时，YX-3020高剂量组中实现MASH缓解且纤维化无恶化的患者比例为41%，安慰剂组为11%（p<0.001）。安全性方面，最常见的不良事件为轻度腹泻和恶心。公司计划明年与监管机构沟通后启动III期研究。Madrigal的瑞司美替罗已于2024年在美国获批用于MASH。详细数据将在明年的欧洲肝脏研究学会（EASL）年会上公布。受此提振，云岫生物股价当日收涨17%。",
      labels: { event: "readout", company: "Yunxiu Bio", companyOriginal: "云岫生物", asset: "YX3020", indication: "MASH", regulator: null },
    },
    {
      title: "北岑药业：BC-9012三期临床未达主要终点",
      text: "北岑药业股份有限公司11月28日晚间在上交所发布公告称，公司一类新药BC-9012片用于治疗成人抑郁症的III期临床试验未达到主要疗效终点。根据顶线数据，治疗第6周时，BC-9012两个剂量组的MADRS总评分较基线的降幅与安慰剂组相比均无统计学显著差异。BC-9012的安全性和耐受性良好，未发现新的安全性信号。北岑药业表示将对数据进行深入分析，并审慎评估该项目的后续开发计划。截至去年底，公司在该项目上已累计投入研发费用约4.2亿元。抑郁症领域新药研发失败率较高，此前多家跨国药企的同类项目也曾在III期临床中折戟。",
      labels: { event: "readout", company: "Beicen Pharma", companyOriginal: "北岑药业", asset: "BC9012", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "瑞稷生物与美国AI公司Cortexa Labs达成研发合作",
      text: "瑞稷生物今日宣布与美国人工智能药物发现公司Cortexa Labs达成战略研发合作，双方将利用Cortexa的生成式AI分子设计平台，共同发现并开发用于溃疡性结肠炎的口服小分子候选药物。根据协议，双方将共同承担研发费用，并按比例分享未来在全球范围内的商业化收益，具体财务条款未披露。瑞稷生物首席执行官表示，希望借助AI将从靶点确认到临床前候选化合物的时间缩短一半。瑞稷生物目前已有两款自身免疫疾病药物处于临床阶段。近年来，AI制药合作在国内生物医药行业日趋活跃，多家跨国药企已与AI企业签订大额合作协议。",
      labels: { event: "partnership", company: "Ruiji Bio", companyOriginal: "瑞稷生物", asset: null, indication: "Ulcerative colitis", regulator: null, also: ["Cortexa Labs"] },
    },
    {
      title: "桉泽生物完成8亿元C轮融资",
      text: "专注于小干扰RNA（siRNA）药物研发的桉泽生物近日宣布完成8亿元人民币C轮融资。本轮融资由鼎岳资本领投，明川创投、启山基金等老股东持续加注。所募资金将主要用于公司多款siRNA候选药物的国内外临床开发，以及肝外递送平台的建设。桉泽生物成立于2019年，目前已有三款产品进入临床阶段，覆盖高血压和高脂血症等慢病领域。今年以来，国内小核酸赛道的融资和对外授权交易明显回暖。桉泽生物创始人兼首席执行官表示，本轮融资将支持公司在2027年前推动首个产品进入II期临床，并加快全球化布局。公司目前员工超过200人，在上海和波士顿设有研发中心。",
      labels: { event: "financing", company: "Anze Bio", companyOriginal: "桉泽生物", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "エーザイ、アルツハイマー病治療薬「レケンビ」の国内承認を取得",
      text: "エーザイ株式会社は9月25日、米バイオジェンと共同開発した抗アミロイドβプロトフィブリル抗体「レケンビ点滴静注」（一般名：レカネマブ）について、厚生労働省から製造販売承認を取得したと発表した。効能・効果は「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」。承認は、約1800人を対象とした第3相臨床試験「Clarity AD」の結果に基づく。同剤は米国では7月に従来承認を取得している。薬価収載は年内の見通しで、投与対象の患者を適切に選ぶための最適使用推進ガイドラインも策定される。同剤は2週間に1回点滴静注する。",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA" },
    },
    {
      title: "白鷺製薬、DMD治療薬候補SG-4102の治験計画届調査が終了",
      text: "白鷺製薬株式会社は12月1日、デュシェンヌ型筋ジストロフィー（DMD）を対象に開発中のアンチセンス核酸SG-4102について、医薬品医療機器総合機構（PMDA）による初回治験計画届の30日調査が終了したと発表した。これにより、国内で第1/2相試験を開始することが可能になる。SG-4102はエクソン44スキッピングを誘導するよう設計されており、日本新薬のビルテプソなど既存のエクソン53スキッピング薬の対象とならない患者への効果が期待される。同社は今年度中の最初の患者への投与を目指す。SG-4102は同社にとって初の核酸医薬となる。",
      labels: { event: "approval", company: "Shirasagi Pharma", companyOriginal: "白鷺製薬", asset: "SG4102", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "東雲バイオ、血友病B遺伝子治療薬SNB-011を国内申請",
      text: "東雲バイオ株式会社は、血友病Bを対象とするAAVベクター遺伝子治療薬SNB-011について、厚生労働省に製造販売承認申請を行ったと発表した。申請は、成人男性患者28人を対象とした国内第3相試験の結果に基づく。同試験では、投与後52週時点の年間出血率が、既存の第IX因子製剤による定期補充療法を行っていた導入期間と比べて有意に低下した。SNB-011は2023年に希少疾病用再生医療等製品の指定を受けている。東雲バイオは来年中の承認取得を見込んでいる。投与は1回の点滴静注で完結し、長期にわたる効果の持続が期待される。",
      labels: { event: "submission", company: "Shinonome Bio", companyOriginal: "東雲バイオ", asset: "SNB011", indication: "Hemophilia B", regulator: "PMDA" },
    },
    {
      title: "翠峰製薬が反落、米国申請の開示も「材料出尽くし」",
      text: "東証プライム上場の翠峰製薬株式会社の株価が反落した。同社は前日の取引終了後、片頭痛の急性期治療薬として開発中の経口CGRP受容体拮抗薬SH-3305について、米国食品医薬品局（FDA）に新薬承認申請（NDA）を提出したと適時開示した。申請は北米で実施した2本の第3相試験の結果に基づく。市場では申請時期は想定通りとの受け止めが多く、利益確定売りが優勢となった。翠峰製薬は、日本での承認申請を2027年に予定している。同剤は、心血管リスクがありトリプタン系薬剤を使いにくい患者にも使える可能性がある。米国の片頭痛治療薬市場は拡大が続いている。",
      labels: { event: "submission", company: "Suiho Pharma", companyOriginal: "翠峰製薬", asset: "SH3305", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "アステラス製薬のゾルベツキシマブ、世界に先駆け日本で承認",
      text: "アステラス製薬は、クローディン18.2（CLDN18.2）を標的とするモノクローナル抗体「ビロイ点滴静注用100mg」（一般名：ゾルベツキシマブ）について、厚生労働省より「CLDN18.2陽性の治癒切除不能な進行・再発の胃癌」を効能・効果とする製造販売承認を取得したと発表した。同剤の承認は世界で初めて。承認は第3相試験SPOTLIGHTおよびGLOWの結果に基づくもので、いずれも化学療法との併用で無増悪生存期間と全生存期間を有意に延長した。米国では、製造委託先の施設に関する指摘を受け、FDAから審査完了報告通知を受領している。",
      labels: { event: "approval", company: "Astellas", asset: "zolbetuximab", indication: "Gastric cancer", regulator: "PMDA" },
    },
    {
      title: "朝凪製薬のPNH治療薬候補、FDAが承認申請を受理",
      text: "朝凪製薬株式会社は、発作性夜間ヘモグロビン尿症（PNH）治療薬として開発中の経口補体D因子阻害薬AN-7710について、米国食品医薬品局（FDA）が新薬承認申請（NDA）を受理したと発表した。審査終了目標日（PDUFA日）は2027年8月に設定された。申請は、C5阻害薬で治療中にもかかわらず貧血が残るPNH患者を対象とした国際共同第3相試験の結果に基づく。PNH領域では、ノバルティスのイプタコパンなど経口薬の選択肢が広がりつつある。同社は米国での販売について、自社販売体制の構築とパートナー企業との提携の両面で検討を進めている。",
      labels: { event: "filing-acceptance", company: "Asanagi Pharma", companyOriginal: "朝凪製薬", asset: "AN7710", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "FDA" },
    },
    {
      title: "厚労省、網膜色素変性症向けiPS細胞製品を先駆的再生医療等製品に指定",
      text: "厚生労働省は、千早バイオ株式会社が開発するiPS細胞由来の網膜色素上皮細胞製品CHB-102を「先駆的再生医療等製品」に指定した。対象は網膜色素変性症。指定を受けた品目は、相談や審査で優先的な取り扱いを受けられ、承認審査期間は通常の12カ月から6カ月への短縮が目標とされる。CHB-102は現在、国内の大学病院で医師主導治験が進められている。千早バイオは2019年に設立された大学発ベンチャーで、昨年には約30億円の資金調達を実施している。網膜色素変性症は遺伝性の進行性疾患で、国内の患者数は約3万人とされる。",
      labels: { event: "designation", company: "Chihaya Bio", companyOriginal: "千早バイオ", asset: "CHB102", indication: "Retinitis pigmentosa", regulator: "PMDA" },
    },
    {
      title: "塩野義製薬「ゾコーバ」、緊急承認制度で初の承認",
      text: "塩野義製薬株式会社は11月22日、新型コロナウイルス感染症（COVID-19）の経口治療薬「ゾコーバ錠125mg」（一般名：エンシトレルビル フマル酸）について、厚生労働省から緊急承認を取得したと発表した。今年5月に創設された緊急承認制度が適用される初めての医薬品となる。ゾコーバは3CLプロテアーゼを阻害する国産の抗ウイルス薬で、1日1回5日間経口投与する。同剤は7月の薬事・食品衛生審議会の合同会議では継続審議となっていた。当面は国が買い上げ、医療機関に配分する。発症から72時間以内に投与を開始する必要がある。",
      labels: { event: "approval", company: "Shionogi", asset: "ensitrelvir", indication: "COVID-19", regulator: "PMDA" },
    },
    {
      title: "萌黄製薬、FSGS治療薬候補MG-5521が米ファストトラック指定",
      text: "萌黄製薬株式会社は、巣状分節性糸球体硬化症（FSGS）を対象に開発中のMG-5521について、米国食品医薬品局（FDA）からファストトラック指定を受けたと発表した。MG-5521はAPOL1を標的とする低分子化合物で、米国で第2相試験を実施中。ファストトラックに指定されると、FDAとの協議機会が増えるほか、承認申請時に準備ができた部分から順次提出するローリングサブミッションが可能となる。同領域では、バーテックスのAPOL1阻害薬イナキサプリンが開発で先行している。萌黄製薬は2027年に第2相試験の結果を得る見込みだ。",
      labels: { event: "designation", company: "Moegi Pharma", companyOriginal: "萌黄製薬", asset: "MG5521", indication: "Focal segmental glomerulosclerosis", regulator: "FDA" },
    },
    {
      title: "朱鷺バイオがストップ安、米国でHAE治療薬候補に審査完了報告通知",
      text: "朱鷺バイオ株式会社は、遺伝性血管性浮腫（HAE）の発作予防薬として申請していた経口血漿カリクレイン阻害薬TK-208について、米国食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。FDAは、長期投与時の肝機能に関する安全性データを追加で求めているという。同社は今年2月に新薬承認申請を提出していた。朱鷺バイオは今後FDAと協議し、再申請の時期を判断する。発表を受け、同社株は東証グロース市場でストップ安となった。HAE領域では、武田薬品の「タクザイロ」など注射剤による発作予防が普及している。",
      labels: { event: "complete-response-letter", company: "Toki Bio", companyOriginal: "朱鷺バイオ", asset: "TK208", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "武田薬品、オベポレキストンの第3相試験2本で全評価項目を達成",
      text: "武田薬品工業は、経口オレキシン2受容体作動薬オベポレキストン（開発コード：TAK-861）について、ナルコレプシータイプ1（NT1）患者を対象とした2本の第3相試験「FirstLight」と「RadiantLight」で、主要評価項目および全ての副次評価項目を達成したと発表した。覚醒維持検査（MWT）で測定した覚醒維持能力や日中の過度の眠気などが、プラセボに比べ統計学的に有意に改善した。同社は2025年度中に各国で承認申請を行う計画。オベポレキストンは、同社が後期開発パイプラインの柱の一つと位置付ける品目だ。",
      labels: { event: "readout", company: "Takeda", asset: "oveporexton", indication: "Narcolepsy", regulator: null },
    },
    {
      title: "花梨製薬、子宮内膜症薬KAR-0907の第2相で最初の患者に投与",
      text: "花梨製薬株式会社は、子宮内膜症に伴う疼痛を対象とした経口薬KAR-0907の国内第2相試験で、最初の患者への投与を開始したと発表した。同試験は約240人の患者を対象とする無作為化二重盲検プラセボ対照試験で、主要評価項目は投与12週時点の骨盤痛スコアの変化量。KAR-0907は既存のGnRHアンタゴニストとは異なる作用機序を持ち、骨密度低下などの副作用が少ないことが期待されている。試験結果は2028年に得られる見込みだ。子宮内膜症は生殖年齢女性の約1割が罹患するとされ、月経痛や不妊の原因となる。同社は2027年度中に第3相試験への移行を判断する。",
      labels: { event: "trial-start", company: "Karin Pharma", companyOriginal: "花梨製薬", asset: "KAR0907", indication: "Endometriosis", regulator: null },
    },
    {
      title: "湊バイオ、化膿性汗腺炎で国際共同第3相試験を開始",
      text: "湊バイオ株式会社は、中等症から重症の化膿性汗腺炎（HS）患者を対象に、二重特異性抗体MNB-330の国際共同第3相試験「HARBOR-HS」を開始したと発表した。日本、米国、欧州の約150施設で約800人を組み入れる計画だ。MNB-330は昨年の第2相試験で、16週時点のHiSCR75達成率がプラセボを大きく上回っていた。HS領域ではノバルティスのセクキヌマブやUCBのビメキズマブが承認されているが、十分な効果が得られない患者も多い。湊バイオは、試験結果を2028年に得る見込みだとしている。MNB-330は4週に1回皮下投与する。",
      labels: { event: "trial-start", company: "Minato Bio", companyOriginal: "湊バイオ", asset: "MNB330", indication: "Hidradenitis suppurativa", regulator: null },
    },
    {
      title: "雪村製薬、過活動膀胱治療薬候補の国内第3相で主要評価項目を達成",
      text: "雪村製薬株式会社は、過活動膀胱（OAB）を対象とした国内第3相試験で、開発中のYK112が主要評価項目を達成したと発表した。12週時点の1日平均排尿回数の変化量で、プラセボに対し統計学的に有意な改善を示した。口内乾燥や便秘などの副作用の発現率は、既存の抗コリン薬より低かったという。国内のOAB治療薬市場ではミラベグロンやビベグロンなどのβ3作動薬が主流となっている。同社は2027年度上期の承認申請を目指す。YK112は1日1回経口投与する薬剤で、高齢患者での認知機能への影響が少ない点を特徴としている。",
      labels: { event: "readout", company: "Yukimura Pharma", companyOriginal: "雪村製薬", asset: "YK112", indication: "Overactive bladder", regulator: null },
    },
    {
      title: "三峰製薬、パーキンソン病治療薬候補の第2相で主要評価項目未達",
      text: "三峰製薬株式会社は11月27日、パーキンソン病を対象に開発していたMP-4480の第2相試験で、主要評価項目を達成できなかったと発表した。投与28週時点のMDS-UPDRSパートIIとパートIIIの合計スコアの変化量に、プラセボとの統計学的な有意差は認められなかった。安全性に大きな問題はなかった。同社は詳細な解析結果を踏まえて開発継続の可否を判断するとしており、今期の業績予想に与える影響は軽微としている。翌日の株価は一時前日比15%安となった。MP-4480はα-シヌクレインの凝集を阻害する低分子化合物として開発されていた。",
      labels: { event: "readout", company: "Mitsumine Pharma", companyOriginal: "三峰製薬", asset: "MP4480", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "高瀬製薬、統合失調症治療薬候補の海外権利を米社に導出",
      text: "高瀬製薬株式会社は、統合失調症治療薬候補TKS-7001について、米Northbright Therapeutics社と日本およびアジアを除く全世界での開発・商業化に関する独占的ライセンス契約を締結したと発表した。高瀬製薬は契約一時金として5000万ドルを受け取り、開発・販売の進捗に応じて最大9億ドルのマイルストンと、売上高に応じたロイヤルティーを受け取る可能性がある。TKS-7001はムスカリン受容体に作用する低分子化合物で、国内で第2相試験を実施中。同社は通期業績予想を据え置いた。統合失調症領域では近年、ムスカリン受容体作動薬が新たな作用機序として注目されている。",
      labels: { event: "licensing", company: "Takase Pharma", companyOriginal: "高瀬製薬", asset: "TKS7001", indication: "Schizophrenia", regulator: null, also: ["Northbright Therapeutics"] },
    },
    {
      title: "塩野義製薬、JTの医薬事業と鳥居薬品を買収へ",
      text: "塩野義製薬株式会社は、日本たばこ産業（JT）の医薬事業を取得すると発表した。JTの医薬品研究開発部門を承継するほか、JTグループで医薬品の製造販売を担う鳥居薬品株式会社については、株式公開買付け（TOB）を通じて完全子会社化する。塩野義は、強みとする感染症に加え、皮膚疾患や免疫領域の製品・パイプラインを取り込み、国内の事業基盤を強化する狙いだ。鳥居薬品は、アレルゲン免疫療法薬や皮膚科領域の製品を手掛けている。JTは医薬事業から撤退し、たばこ事業などに経営資源を集中する。塩野義は今後、鳥居薬品の上場廃止に向けた手続きを進める。",
      labels: { event: "acquisition", company: "Shionogi", asset: null, indication: null, regulator: null, also: ["Torii Pharmaceutical"] },
    },
    {
      title: "鷹森バイオ、中国・澄嘉生物からB7-H4標的ADCの国内権利を取得",
      text: "鷹森バイオ株式会社は、中国の澄嘉生物（Chengjia Bio）が創製したB7-H4標的抗体薬物複合体（ADC）CGB-3402について、日本国内における独占的な開発・販売権を取得するライセンス契約を締結したと発表した。鷹森バイオは契約一時金1500万ドルを支払い、開発・販売マイルストンとして最大1億2000万ドルを支払う可能性がある。CGB-3402は中国で子宮体がんを対象とした第2相試験が進行中。近年、国内製薬企業による中国発の新薬候補の導入が相次いでいる。鷹森バイオは来年にも国内で第1相試験を開始する計画だ。",
      labels: { event: "licensing", company: "Takamori Bio", companyOriginal: "鷹森バイオ", asset: "CGB3402", indication: "Endometrial cancer", regulator: null, also: ["Chengjia Bio"] },
    },
    {
      title: "紬バイオ、米Quanterra AIとAI抗体創薬で提携",
      text: "紬バイオ株式会社は、米Quanterra AI社と、人工知能（AI）を活用した抗体医薬の共同研究契約を締結したと発表した。Quanterraの構造予測・生成AI基盤と、紬バイオが持つ完全ヒト抗体ライブラリーを組み合わせ、がん免疫領域で最大5つの標的に対する抗体候補を共同で創出する。費用は両社で分担し、得られた候補品の権利は共同で保有する。財務条件は開示していない。国内では大手製薬各社もAI創薬企業との提携を相次いで打ち出している。紬バイオは2018年設立の抗体創薬ベンチャーで、これまでに国内製薬企業2社と導出契約を結んでいる。",
      labels: { event: "partnership", company: "Tsumugi Bio", companyOriginal: "紬バイオ", asset: null, indication: null, regulator: null, also: ["Quanterra AI"] },
    },
    {
      title: "小春バイオ、シリーズBで42億円を調達",
      text: "腸内細菌叢を基盤とした医薬品を開発する小春バイオ株式会社（東京都中央区）は、シリーズBラウンドで第三者割当増資により総額42億円を調達したと発表した。引受先は国内のベンチャーキャピタルや事業会社など9社。調達資金は、主力パイプラインの臨床開発の推進や、生菌製剤の商用生産に向けた製造体制の整備に充てる。同社は2028年の新規株式公開（IPO）も視野に入れる。累計の調達額は約70億円となった。小春バイオは2020年に設立され、健常者の便から分離した複数の菌株を組み合わせた製剤を開発している。代表取締役は「臨床での有効性を早期に示したい」と話した。",
      labels: { event: "financing", company: "Koharu Bio", companyOriginal: "小春バイオ", asset: null, indication: null, regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 '렉라자', 국산 항암제 최초 美 FDA 승인",
      text: "유한양행은 비소세포폐암 치료제 '렉라자'(성분명 레이저티닙)가 미국 식품의약국(FDA)으로부터 존슨앤드존슨의 이중항체 '리브리반트'(아미반타맙)와의 병용요법으로 승인을 받았다고 20일 밝혔다. 적응증은 EGFR 엑손19 결손 또는 엑손21 L858R 치환 변이가 있는 국소 진행성 또는 전이성 비소세포폐암의 1차 치료다. 국내 기업이 개발한 항암 신약이 FDA 허가를 받은 것은 이번이 처음이다. 렉라자는 유한양행이 2018년 얀센에 기술이전한 물질로, 미국 제품명은 '라즈클루즈'다. 이번 승인은 글로벌 3상 임상 MARIPOSA 결과를 근거로 했다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "다솜제약, 통풍 신약 '유리엘정' 식약처 품목허가",
      text: "다솜제약은 통풍 치료 신약 '유리엘정'(개발명 DSP-7012)이 식품의약품안전처로부터 품목허가를 받았다고 3일 밝혔다. 유리엘정은 요산 재흡수 수송체(URAT1)를 선택적으로 억제하는 기전의 경구제로, 국내 3상 임상에서 기존 치료제인 페북소스타트 대비 혈중 요산 목표치 도달률의 비열등성을 입증했다. 다솜제약이 자체 개발한 신약이 허가를 받은 것은 이번이 처음이다. 회사는 내년 상반기 출시를 목표로 건강보험 급여 등재 절차를 밟을 예정이다. 유리엘정은 하루 한 번 복용하는 제품이다.",
      labels: { event: "approval", company: "Dasom Pharm", companyOriginal: "다솜제약", asset: "DSP7012", indication: "Gout", regulator: "MFDS" },
    },
    {
      title: "결바이오, 타우 항체 'GB-201' 임상 1상 IND 승인",
      text: "결바이오는 식품의약품안전처로부터 알츠하이머병 치료 후보물질 'GB-201'의 임상 1상 시험계획(IND)을 승인받았다고 28일 공시했다. 이번 임상은 건강한 성인과 경도 알츠하이머병 환자 48명을 대상으로 GB-201의 안전성과 내약성, 약동학을 평가한다. GB-201은 회사의 뇌혈관장벽(BBB) 투과 플랫폼을 적용한 타우 표적 항체다. 글로벌 시장에서는 에자이의 레켐비와 일라이 릴리의 키썬라 등 아밀로이드 표적 항체가 먼저 상용화됐다. 결바이오는 내년 상반기 첫 환자 투여를 목표로 하고 있다.",
      labels: { event: "approval", company: "Gyeol Bio", companyOriginal: "결바이오", asset: "GB201", indication: "Alzheimer's disease", regulator: "MFDS" },
    },
    {
      title: "HLB 간암 신약 美 허가 불발…FDA 보완요구서한 수령",
      text: "HLB는 미국 식품의약국(FDA)으로부터 간암 신약 '리보세라닙'과 중국 항서제약의 면역항암제 '캄렐리주맙' 병용요법에 대한 보완요구서한(CRL)을 받았다고 17일 밝혔다. 신청 적응증은 절제 불가능한 간세포암의 1차 치료다. 회사 측은 캄렐리주맙과 관련된 지적 사항이 주된 원인으로, 리보세라닙 자체에 대한 문제는 아닌 것으로 파악하고 있다고 설명했다. HLB는 항서제약과 협의해 빠른 시일 내 재신청하겠다는 계획이다. 이날 HLB 주가는 하한가로 마감했다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["Jiangsu Hengrui Medicine", "camrelizumab"] },
    },
    {
      title: "새봄바이오, 美 FDA에 두드러기 신약 허가 신청",
      text: "새봄바이오는 만성 자발성 두드러기 치료제 후보 'SEB-880'에 대한 생물의약품 품목허가신청서(BLA)를 미국 식품의약국(FDA)에 제출했다고 2일 밝혔다. SEB-880은 KIT 수용체를 표적으로 비만세포를 감소시키는 항체로, 항히스타민제에 반응하지 않는 환자를 대상으로 한 글로벌 3상에서 주요 평가지표를 충족했다. 회사는 표준심사가 적용될 경우 이르면 내년 하반기 허가 여부가 결정될 것으로 예상했다. 국내에서는 내년 초 식약처에 품목허가를 신청할 계획이다.",
      labels: { event: "submission", company: "Saebom Bio", companyOriginal: "새봄바이오", asset: "SEB880", indication: "Chronic spontaneous urticaria", regulator: "FDA" },
    },
    {
      title: "라온제약 경구 비만약, 유럽 판매허가 심사 착수",
      text: "라온제약은 유럽의약품청(EMA)이 경구용 GLP-1 수용체 작용제 'RN-3090'의 판매허가신청(MAA)에 대한 유효성 검증(validation)을 마치고 본격적인 심사에 착수했다고 1일 밝혔다. RN-3090의 신청 적응증은 비만 또는 체중 관련 동반질환이 있는 과체중 성인의 체중 관리다. 유럽 허가 여부는 통상 1년가량의 심사 기간을 거쳐 결정된다. 경구용 비만 치료제 시장에서는 노보 노디스크와 일라이 릴리가 치열한 개발 경쟁을 벌이고 있다.",
      labels: { event: "filing-acceptance", company: "Raon Pharm", companyOriginal: "라온제약", asset: "RN3090", indication: "Obesity", regulator: "EMA" },
    },
    {
      title: "레고켐바이오, 얀센에 TROP2 ADC 'LCB84' 기술이전…최대 2.2조원",
      text: "레고켐바이오사이언스는 존슨앤드존슨의 자회사 얀센과 TROP2 표적 항체약물접합체(ADC) 'LCB84'의 글로벌 개발 및 상업화에 대한 독점적 라이선스 계약을 체결했다고 26일 공시했다. 총 계약 규모는 최대 17억 달러(약 2조2000억원)이며, 반환 의무가 없는 선급금은 1억 달러다. LCB84는 현재 미국에서 고형암 환자를 대상으로 임상 1/2상이 진행 중이다. 레고켐바이오는 앞서 지난해 말 암젠과도 ADC 플랫폼 기술이전 계약을 맺은 바 있다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", asset: "LCB84", indication: "Solid tumors", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "이룸바이오, 담도암 신약 'IR-512' 美 FDA 허가신청 수락",
      text: "이룸바이오는 미국 식품의약국(FDA)이 담도암 치료제 후보 'IR-512'의 신약 허가신청(NDA)을 수락했다고 공시했다. 처방의약품 사용자 수수료법(PDUFA)에 따른 목표 심사일은 2027년 10월이다. IR-512는 FGFR2 융합 또는 재배열이 확인된 국소 진행성 또는 전이성 담도암 환자를 대상으로 하는 경구용 FGFR 억제제다. 같은 계열 치료제로는 인사이트의 페미가티닙과 다이호약품의 푸티바티닙이 이미 미국에서 허가를 받았다. 이룸바이오는 미국 내 판매를 위한 파트너사를 물색 중이다.",
      labels: { event: "filing-acceptance", company: "Irum Bio", companyOriginal: "이룸바이오", asset: "IR512", indication: "Biliary tract cancer", regulator: "FDA" },
    },
    {
      title: "누리온바이오, 파브리병 유전자치료제 美 희귀의약품 지정",
      text: "누리온바이오는 파브리병 치료를 위한 유전자치료제 후보 'NR-1120'이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD)으로 지정됐다고 25일 밝혔다. 희귀의약품으로 지정되면 임상 비용에 대한 세액공제, 허가 신청 수수료 면제, 허가 후 7년간 시장 독점권 등의 혜택을 받는다. NR-1120은 간을 표적으로 하는 AAV 기반 치료제로, 올해 국내에서 임상 1상에 진입했다. 누리온바이오는 내년 기술특례상장을 추진하고 있다. 파브리병은 알파-갈락토시다제 A 효소 결핍으로 발생하는 유전성 질환이다.",
      labels: { event: "designation", company: "Nurion Bio", companyOriginal: "누리온바이오", asset: "NR1120", indication: "Fabry disease", regulator: "FDA" },
    },
    {
      title: "해솔제약 AML 신약 후보, FDA 혁신치료제 지정",
      text: "해솔제약은 급성골수성백혈병(AML) 치료 후보물질 'HSP-4417'이 미국 식품의약국(FDA)으로부터 혁신치료제(Breakthrough Therapy)로 지정됐다고 4일 공시했다. 지정 대상은 FLT3 변이가 있는 재발성 또는 불응성 AML이다. 혁신치료제로 지정되면 FDA의 집중적인 개발 지원과 함께 우선심사 및 순차심사(rolling review) 자격을 얻을 수 있다. 해솔제약은 앞서 미국혈액학회(ASH)에서 HSP-4417의 임상 1상 중간 결과를 발표한 바 있다.",
      labels: { event: "designation", company: "Haesol Pharm", companyOriginal: "해솔제약", asset: "HSP4417", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "알테오젠, MSD와 키트루다 피하주사 제형 독점 계약으로 변경",
      text: "알테오젠은 미국 MSD와 2020년 체결한 인간 히알루로니다제 원천기술(ALT-B4) 라이선스 계약 가운데 면역항암제 '키트루다'(펨브롤리주맙)에 대한 부분을 독점 계약으로 변경했다고 공시했다. 이에 따라 MSD는 ALT-B4를 활용한 키트루다 피하주사(SC) 제형 개발과 상업화에 대해 독점적 권리를 갖게 된다. 알테오젠은 계약 변경에 따른 일시금을 받고, 향후 개발과 판매에 따른 마일스톤과 로열티를 수령하게 된다. 키트루다 SC 제형은 현재 글로벌 임상 3상이 진행 중이다.",
      labels: { event: "licensing", company: "Alteogen", asset: "berahyaluronidase alfa", indication: null, regulator: null, also: ["Merck & Co.", "pembrolizumab"] },
    },
    {
      title: "미르바이오, 습성 황반변성 치료제 'MR-07' 임상 2상 첫 환자 투여",
      text: "미르바이오는 습성 연령관련 황반변성(nAMD) 치료제 후보 'MR-07'의 국내 임상 2상에서 첫 환자 투여를 완료했다고 1일 밝혔다. 이번 임상은 국내 10여 개 대학병원에서 환자 90명을 대상으로 진행되며, 기존 항VEGF 주사제 대비 투여 간격을 늘릴 수 있는지를 평가한다. MR-07은 지난 6월 식약처로부터 임상 2상 계획을 승인받았다. 습성 황반변성 치료제 시장은 리제네론의 아일리아와 로슈의 바비스모가 주도하고 있다. MR-07은 6개월에 한 번 투여를 목표로 개발되고 있다.",
      labels: { event: "trial-start", company: "Mireu Bio", companyOriginal: "미르바이오", asset: "MR07", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
    {
      title: "SK바이오팜 뇌전증 신약 '세노바메이트', 美 FDA 판매 허가",
      text: "SK바이오팜은 독자 개발한 뇌전증 신약 '세노바메이트'가 미국 식품의약국(FDA)으로부터 성인 부분발작 치료제로 판매 허가를 받았다고 22일 밝혔다. 미국 제품명은 '엑스코프리(XCOPRI)'다. 국내 제약사가 후보물질 발굴부터 임상 개발, 허가 신청까지 전 과정을 독자적으로 진행해 FDA 승인을 받은 것은 이번이 처음이다. SK바이오팜은 미국 자회사 SK라이프사이언스를 통해 내년 2분기 현지에서 직접 판매에 나설 계획이다. SK바이오팜은 앞서 올해 3월 수면장애 치료제 '솔리암페톨'로도 FDA 허가를 받은 바 있다.",
      labels: { event: "approval", company: "SK Biopharmaceuticals", asset: "cenobamate", indication: "Epilepsy", regulator: "FDA" },
    },
    {
      title: "가람제약, 알도스테론 합성효소 억제제 글로벌 3상 개시",
      text: "가람제약이 개발 중인 알도스테론 합성효소 억제제 'GR-2301'의 글로벌 임상 3상이 본격적으로 시작됐다. 가람제약은 치료저항성 고혈압 환자 약 900명을 대상으로 한 3상 임상시험을 미국과 유럽, 한국에서 개시했다고 2일 밝혔다. 주요 평가지표는 12주 차 수축기 혈압의 위약 대비 변화다. 같은 계열 약물로는 아스트라제네카의 박스드로스타트가 개발 선두에 있다. 가람제약은 2029년 허가 신청을 목표로 하고 있다. GR-2301은 하루 한 번 복용하는 경구제로, 앞선 2상에서 위약 대비 유의한 혈압 강하 효과를 보였다.",
      labels: { event: "trial-start", company: "Garam Pharm", companyOriginal: "가람제약", asset: "GR2301", indication: "Resistant hypertension", regulator: null },
    },
    {
      title: "늘봄바이오, 안구건조증 점안제 3상서 1차 지표 충족…주가 급등",
      text: "늘봄바이오는 안구건조증 치료제 후보 'NB-1905' 점안액의 국내 임상 3상 톱라인 결과 1차 평가지표를 충족했다고 27일 공시했다. 12주 투여 후 각막 염색 점수의 개선 폭이 위약군 대비 통계적으로 유의하게 컸다. 주요 이상반응은 경미한 점안 부위 자극이었다. 회사는 내년 상반기 식약처에 품목허가를 신청할 계획이다. 이날 늘봄바이오 주가는 장중 20% 넘게 올랐다. NB-1905는 염증성 사이토카인을 억제하는 기전의 점안제로, 하루 두 번 투여한다. 국내 안구건조증 치료제 시장은 히알루론산과 사이클로스포린 제제가 주도하고 있다.",
      labels: { event: "readout", company: "Neulbom Bio", companyOriginal: "늘봄바이오", asset: "NB1905", indication: "Dry eye disease", regulator: null },
    },
    {
      title: "단비제약, 루푸스 신약 후보 2상 중간분석 공개",
      text: "단비제약은 전신홍반루푸스(SLE) 치료 후보물질 'DBP-330'의 글로벌 임상 2상 중간분석 결과를 30일 공개했다. 24주 차 SLE 반응지수(SRI-4) 반응률은 DBP-330 고용량군 58%, 위약군 34%로 나타났다. 독립적 데이터모니터링위원회(IDMC)는 계획 변경 없이 임상을 지속할 것을 권고했다. 최종 결과는 2027년 하반기에 나올 예정이다. SLE 치료제 시장에서는 GSK의 벤리스타와 아스트라제네카의 사펠로 등이 쓰이고 있다.",
      labels: { event: "readout", company: "Danbi Pharm", companyOriginal: "단비제약", asset: "DBP330", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "여울바이오 하한가…교모세포종 2상 1차 지표 실패",
      text: "여울바이오의 주가가 하한가로 추락했다. 회사가 전날 장 마감 후 교모세포종 치료 후보물질 'YW-101'의 임상 2상 결과, 1차 평가지표인 무진행생존기간(PFS)에서 통계적 유의성을 확보하지 못했다고 공시했기 때문이다. YW-101은 재발성 교모세포종 환자를 대상으로 표준치료 대비 효과를 평가해 왔다. 회사 측은 하위 분석에서 일부 환자군의 생존기간 개선 경향이 확인됐다며 개발을 이어가겠다는 입장이다. 여울바이오는 연구개발 인력 일부를 재배치하는 방안도 검토하고 있다.",
      labels: { event: "readout", company: "Yeoul Bio", companyOriginal: "여울바이오", asset: "YW101", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "한결바이오, 美 Peridot과 위암 이중항체 공동개발",
      text: "한결바이오는 미국 바이오기업 Peridot Therapeutics와 이중항체 'HGB-11'을 공동 개발하는 전략적 협력 계약을 맺었다고 3일 밝혔다. 양사는 위암을 대상으로 한 임상 개발 비용을 절반씩 부담하고, 상업화 이후 수익도 공동으로 나누기로 했다. 한결바이오는 국내 임상을, Peridot은 미국과 유럽 임상을 각각 주도한다. 계약에 따른 선급금은 없으며, 구체적인 조건은 공개되지 않았다. HGB-11은 현재 국내에서 임상 1상을 진행하고 있다.",
      labels: { event: "partnership", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HGB11", indication: "Gastric cancer", regulator: null, also: ["Peridot Therapeutics"] },
    },
    {
      title: "소담제약, 별하바이오 인수…세포치료제 사업 진출",
      text: "소담제약이 세포치료제 전문기업 별하바이오를 인수한다. ㈜소담제약은 이사회를 열고 별하바이오 지분 62%를 약 850억원에 취득하기로 결의했다고 2일 공시했다. 별하바이오는 고형암을 겨냥한 CAR-NK 세포치료제 파이프라인 3종을 보유하고 있으며, 이 가운데 1종이 국내 임상 1상을 진행 중이다. 소담제약은 이번 인수로 합성의약품 중심의 사업 구조를 바이오 분야로 넓힌다는 계획이다. 소담제약은 인수 후에도 별하바이오의 독립 경영 체제를 유지할 방침이다.",
      labels: { event: "acquisition", company: "Sodam Pharm", companyOriginal: "소담제약", asset: null, indication: null, regulator: null, also: ["Byeolha Bio"] },
    },
    {
      title: "윤슬바이오, 400억원 규모 시리즈C 투자 유치",
      text: "mRNA 기반 항암백신 개발기업 윤슬바이오는 400억원 규모의 시리즈C 투자 유치를 마무리했다고 4일 밝혔다. 이번 투자에는 기존 투자사와 함께 국내 벤처캐피털 4곳이 신규로 참여했다. 이로써 누적 투자 유치 금액은 약 900억원이 됐다. 윤슬바이오는 확보한 자금을 항암백신 후보물질의 임상 진입과 GMP 생산시설 구축에 사용할 계획이다. 회사는 2027년 코스닥 상장을 목표로 하고 있다. 윤슬바이오는 환자 맞춤형 신생항원 백신을 개발하고 있으며, 첫 후보물질의 임상 1상 진입을 내년으로 잡고 있다.",
      labels: { event: "financing", company: "Yunseul Bio", companyOriginal: "윤슬바이오", asset: null, indication: null, regulator: null },
    },
  ],
};
