import type { BriefArticle } from "./briefs";

/**
 * Thirteenth held-out set for the English brief benchmark: 20 short articles each in Chinese,
 * Japanese and Korean, written and labelled by hand on 2026-11-29 by a helper session, without the
 * engine's code, its tests or docs, or any other gold set open (only the label conventions and
 * types of briefs.ts and the registry data files were read). It is to be measured once; the labels
 * were set before any measurement and are not to be edited to fit the engine.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure left out):
 * - zh: BeOne Medicines (BeiGene), zanubrutinib (Brukinsa) approved by the FDA in CLL/SLL (approval, January 2023)
 * - zh: Akeso, ivonescimab licensed to Summit Therapeutics for the US, Canada, Europe and Japan, $500M upfront (licensing, December 2022)
 * - zh: AstraZeneca, acquisition of Gracell Biotechnologies for up to about $1.2B, GC012F (acquisition, December 2023)
 * - zh: TaiMed Biologics, ibalizumab (Trogarzo) approved by the FDA in multidrug-resistant HIV-1 (approval, March 2018)
 * - zh: Hansoh Pharma, HS-20093 licensed to GSK outside Greater China, $185M upfront (licensing, December 2023)
 * - ja: Astellas, acquisition of Iveric Bio at $40 a share, about $5.9B, avacincaptad pegol (acquisition, April/May 2023)
 * - ja: Daiichi Sankyo with AstraZeneca, datopotamab deruxtecan (Datroway) approved by the FDA in HR+/HER2- breast cancer (approval, January 2025)
 * - ja: SanBio, conditional and time-limited Japanese approval of Akuugo (vandefitemcel) in traumatic brain injury (approval, July 2024)
 * - ja: Eisai with Biogen, lecanemab Clarity AD phase 3 meets primary endpoint, 27% slowing on CDR-SB (readout, September 2022)
 * - ja: Eisai, Chuikyo sets the NHI price of Leqembi, about ¥2.98M a year (null, December 2023)
 * - ko: Yuhan, lazertinib licensed to Janssen Biotech outside Korea, $50M upfront, up to $1.255B (licensing, November 2018)
 * - ko: SK bioscience, purchase of a 60% stake in IDT Biologika for about ₩339bn (acquisition, June 2024)
 * - ko: Daewoong Pharmaceutical, Nabota (Jeuveau, prabotulinumtoxinA) approved by the FDA for glabellar lines (approval, February 2019)
 * - ko: HLB, CARES-310 phase 3 of rivoceranib plus camrelizumab in first-line HCC at ESMO, OS 22.1 vs 15.2 months (readout, September 2022)
 * - ko: Kolon Life Science, MFDS decides to revoke the licence of Invossa-K (null, May 2019)
 *
 * All other articles are invented, about fictional companies and medicines whose names and research
 * codes were checked (case-insensitive, with and without hyphens) not to be in the registry files.
 */
export const GOLD13_CJK_BRIEFS: Record<"zh" | "ja" | "ko", readonly BriefArticle[]> = {
  zh: [
    {
      title: "百济神州泽布替尼获美国FDA批准用于慢性淋巴细胞白血病",
      text: "百济神州今日宣布，美国食品药品监督管理局（FDA）已批准百悦泽®（泽布替尼）用于治疗成人慢性淋巴细胞白血病（CLL）或小淋巴细胞淋巴瘤（SLL）患者。此次批准基于两项III期临床试验SEQUOIA和ALPINE的结果，其中ALPINE研究在复发或难治性CLL/SLL患者中头对头比较了泽布替尼与伊布替尼。在此之前，泽布替尼已在美国获批用于套细胞淋巴瘤、华氏巨球蛋白血症和边缘区淋巴瘤。CLL是西方国家成人中最常见的白血病类型之一，BTK抑制剂已成为其主要治疗手段。公司表示，新适应症的获批将显著扩大百悦泽在美国的患者覆盖范围。",
      labels: { event: "approval", company: "BeOne Medicines", asset: "zanubrutinib", indication: "Chronic lymphocytic leukemia", regulator: "FDA" },
    },
    {
      title: "康方生物：关于依沃西单抗（AK112）海外权益许可协议的自愿公告",
      text: "康方生物科技（开曼）有限公司董事会欣然宣布，本公司已于2022年12月6日与Summit Therapeutics Inc.订立许可协议，授予Summit在美国、加拿大、欧洲及日本开发、生产和商业化依沃西单抗（AK112）的独家许可。根据协议，Summit将向本公司支付5亿美元首付款，连同开发、注册及销售里程碑付款在内，潜在交易总额最高可达50亿美元，本公司另可收取销售提成。依沃西单抗为本公司自主研发的PD-1/VEGF双特异性抗体，目前正在中国开展多项注册性临床研究。本公司保留依沃西单抗在中国及上述地区以外市场的全部权益。",
      labels: { event: "licensing", company: "Akeso", asset: "ivonescimab", indication: null, regulator: null, also: ["Summit Therapeutics"] },
    },
    {
      title: "阿斯利康拟以最高约12亿美元收购亘喜生物",
      text: "12月26日，阿斯利康宣布已与亘喜生物达成最终协议，将收购这家总部位于上海的细胞治疗公司。根据协议，阿斯利康将以每股普通股2.00美元（相当于每股美国存托股10.00美元）的价格支付现金，另加每股0.30美元的或有价值权（CVR），交易总价值最高约12亿美元。亘喜生物的核心资产GC012F是一款基于FasTCAR平台的BCMA/CD19双靶点自体CAR-T疗法，正在多发性骨髓瘤和系统性红斑狼疮等适应症中开展研究。交易预计于2024年第一季度完成。此前，阿斯利康已于2022年收购美国细胞治疗公司Neogene Therapeutics，持续加码细胞疗法领域。",
      labels: { event: "acquisition", company: "AstraZeneca", asset: "GC012F", indication: null /* multiple myeloma and lupus both named */, regulator: null, also: ["Gracell Biotechnologies"] },
    },
    {
      title: "中裕新药抗HIV单抗Trogarzo获美国FDA核准上市",
      text: "中裕新药（4147）今日宣布，旗下抗HIV单克隆抗体新药Trogarzo（ibalizumab）已获美国FDA核准上市，用于治疗曾接受大量治疗、对多种抗病毒药物产生抗药性且现行疗法失败的成人HIV-1感染者。Trogarzo是全球首个获准用于HIV治疗的单克隆抗体，也是台湾生技公司研发新药在美国取得上市许可的代表性案例。该药以静脉输注给药，在首剂负荷剂量后每两周给药一次，须与其他抗反转录病毒药物合并使用。部分HIV-1感染者因长期用药而对多类抗病毒药物产生耐药，治疗选择极为有限。Trogarzo在北美的销售将由合作伙伴加拿大Theratechnologies负责。",
      labels: { event: "approval", company: "TaiMed Biologics", asset: "ibalizumab", indication: "HIV", regulator: "FDA" },
    },
    {
      title: "翰森制药B7-H3 ADC授权GSK 首付款1.85亿美元",
      text: "翰森制药（03692.HK）12月20日晚间公告，公司与葛兰素史克（GSK）就B7-H3靶向抗体偶联药物HS-20093达成独家许可协议。根据协议，GSK将获得HS-20093在中国大陆、香港、澳门及台湾以外全球范围内的开发和商业化权利；翰森制药将获得1.85亿美元首付款，并有资格获得最高15.25亿美元的里程碑付款以及销售提成。HS-20093目前正在中国开展多项临床研究，覆盖小细胞肺癌、骨肉瘤等实体瘤。翰森制药保留HS-20093在大中华区的全部权益。今年10月，翰森已将另一款ADC HS-20089的海外权益授予GSK。",
      labels: { event: "licensing", company: "Hansoh Pharma", asset: "HS-20093", indication: null /* several solid tumours named */, regulator: null, also: ["GSK"] },
    },
    {
      title: "澄源生物口服TYK2抑制剂CY-2107递交上市申请",
      text: "澄源生物11月24日宣布，已向国家药品监督管理局递交口服TYK2变构抑制剂CY-2107片的新药上市申请（NDA），拟用于适合系统治疗或光疗的成人中重度斑块状银屑病。该申请主要基于一项在国内42家中心开展、纳入688名患者的III期研究：第16周时，CY-2107组PASI 75应答率为68.4%，安慰剂组为9.1%。目前国内已有多款IL-17A和IL-23单抗获批用于银屑病，但口服小分子选择仍然有限。CY-2107每日口服一次，III期研究中最常见的不良事件为上呼吸道感染和痤疮。公司去年完成C轮融资，预计明年下半年获得审评结论。",
      labels: { event: "submission", company: "Chengyuan Bio", companyOriginal: "澄源生物", asset: "CY2107", indication: "Psoriasis", regulator: "NMPA" },
    },
    {
      title: "启衡医药CLDN18.2 ADC上市申请获受理 拟纳入优先审评",
      text: "据国家药监局官网最新公示，启衡医药自主研发的注射用QH-301上市许可申请已获正式受理，申报适应症为既往接受过至少二线治疗的Claudin 18.2阳性晚期胃或胃食管结合部腺癌，该申请同时被拟纳入优先审评程序。QH-301是一款靶向Claudin 18.2的抗体偶联药物。关键II期研究显示，在96例可评估患者中客观缓解率为41.7%，中位无进展生存期为5.6个月。全球首个获批的同靶点药物为安斯泰来的佐妥昔单抗，国内另有多款CLDN18.2 ADC处于III期阶段。启衡医药预计2027年上半年实现商业化。",
      labels: { event: "filing-acceptance", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH301", indication: "Gastric cancer", regulator: "NMPA" },
    },
    {
      title: "瀚博泰生物HBT-118拟纳入突破性治疗品种",
      text: "11月26日，国家药监局药品审评中心（CDE）官网公示，瀚博泰生物的HBT-118注射液拟纳入突破性治疗药物程序，拟定适应症为具有疾病进展风险的原发性IgA肾病成人患者。HBT-118是一款靶向补体因子B的皮下注射siRNA药物，每季度给药一次。在此前公布的II期研究中，治疗36周时患者24小时尿蛋白肌酐比较基线下降约46%。IgA肾病是我国最常见的原发性肾小球疾病，现有治疗包括RAS抑制剂、糖皮质激素以及近年获批的布地奈德肠溶胶囊等。公司计划于明年一季度启动全球III期研究，并同步向美国FDA递交新药临床试验申请。",
      labels: { event: "designation", company: "Hanbotai Bio", companyOriginal: "瀚博泰生物", asset: "HBT118", indication: "IgA nephropathy", regulator: "CDE" },
    },
    {
      title: "岚川医药：关于LC-5062获得美国FDA孤儿药资格认定的自愿披露公告",
      text: "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。近日，岚川医药股份有限公司收到美国食品药品监督管理局（FDA）的通知，公司在研产品LC-5062胶囊被授予孤儿药资格认定（Orphan Drug Designation），用于治疗肌萎缩侧索硬化（ALS）。LC-5062是公司自主研发的口服小分子SARM1抑制剂，目前正在中国和澳大利亚开展Ib期临床试验。获得该认定后，公司可在美国享受临床试验费用税收抵免、上市申请费用减免及获批后7年市场独占期等政策支持。由于药品研发周期长、不确定性大，敬请广大投资者注意防范投资风险。",
      labels: { event: "designation", company: "Lanchuan Pharma", companyOriginal: "岚川医药", asset: "LC5062", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "睿拓生物PD-1单抗美国上市申请收到FDA完整回复函",
      text: "睿拓生物今日早间在港交所发布公告称，美国FDA已就其PD-1单抗RT-0917联合化疗一线治疗晚期食管鳞状细胞癌的生物制品许可申请（BLA）发出完整回复函（CRL）。公司表示，回复函主要涉及FDA对一家第三方灌装生产场地的检查发现，未对临床数据提出额外要求。该BLA基于一项在亚洲和欧洲开展的III期研究，RT-0917组中位总生存期为16.8个月，对照组为11.2个月。此前，替雷利珠单抗、特瑞普利单抗等国产PD-1单抗已先后在美国获批。受消息影响，睿拓生物股价早盘一度下跌超过12%，公司计划在与FDA会面后重新提交申请。",
      labels: { event: "complete-response-letter", company: "Ruituo Bio", companyOriginal: "睿拓生物", asset: "RT0917", indication: "Esophageal cancer", regulator: "FDA" },
    },
    {
      title: "泓济生物口服GLP-1小分子HJ-2203 III期临床完成首例受试者给药",
      text: "苏州泓济生物近日宣布，其口服小分子GLP-1受体激动剂HJ-2203在中国开展的III期临床研究已完成首例受试者给药。该研究为一项多中心、随机、双盲、安慰剂对照试验，计划入组约720名成人肥胖或超重受试者，主要终点为第48周体重较基线的百分比变化。HJ-2203每日口服一次，无需空腹服用，公司预计III期研究将于2028年完成主要终点分析。此前公布的II期数据显示，最高剂量组26周平均减重11.3%。国内已上市的减重药物包括司美格鲁肽、替尔泊肽和玛仕度肽，均为注射剂型。该III期试验已于今年6月获得国家药监局临床试验默示许可。",
      labels: { event: "trial-start", company: "Hongji Bio", companyOriginal: "泓济生物", asset: "HJ2203", indication: "Obesity", regulator: null },
    },
    {
      title: "景澜生物通用型CAR-T获临床试验默示许可 拟用于难治性系统性红斑狼疮",
      text: "国家药监局药品审评中心（CDE）网站显示，景澜生物申报的JL-611注射液临床试验申请已获得默示许可，拟用于治疗难治性系统性红斑狼疮。JL-611是一款同时靶向CD19和BCMA的通用型（异体）CAR-T细胞疗法，无需采集患者自身细胞，与自体CAR-T相比有望缩短制备周期并降低成本。近两年，自体CD19 CAR-T治疗自身免疫病的研究者发起试验在海外屡有报道，吸引了多家跨国药企布局。景澜生物成立于2021年，总部位于杭州，去年完成了3亿元人民币B轮融资，投资方包括多家知名医疗健康基金。公司计划于明年初启动I期剂量递增研究。",
      labels: { event: "approval", company: "Jinglan Bio", companyOriginal: "景澜生物", asset: "JL611", indication: "Systemic lupus erythematosus", regulator: "CDE" },
    },
    {
      title: "沐泽医药长效IL-4Rα单抗MZ-104 IIb期达到主要终点",
      text: "沐泽医药今日公布其长效抗IL-4Rα单克隆抗体MZ-104治疗中重度特应性皮炎的IIb期临床研究顶线结果。研究共入组276例成人患者，按1:1:1随机接受MZ-104每4周给药、每8周给药或安慰剂治疗。第16周时，两个给药组达到EASI-75的患者比例分别为58.3%和52.9%，安慰剂组为14.1%，均达到主要终点（P<0.001）。安全性方面，结膜炎发生率为4.3%，未见新的安全信号。国内已获批的同类药物包括度普利尤单抗和司普奇拜单抗，前者维持治疗需每两周注射一次。沐泽医药计划明年与CDE召开III期临床试验前沟通会。",
      labels: { event: "readout", company: "Muze Pharma", companyOriginal: "沐泽医药", asset: "MZ104", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "凌熙生物特发性肺纤维化III期研究未达主要终点 股价重挫",
      text: "凌熙生物11月27日晚发布公告称，其在研口服LPA1受体拮抗剂LX-3340治疗特发性肺纤维化（IPF）的全球III期研究FIBRO-LX未达到主要终点。数据显示，治疗52周时LX-3340高剂量组用力肺活量（FVC）下降168毫升，安慰剂组下降187毫升，差异无统计学意义。公司表示将进一步分析亚组数据，并评估该项目的后续开发策略。目前IPF的标准治疗仍为尼达尼布和吡非尼酮，勃林格殷格翰的nerandomilast已于2025年10月获得美国FDA批准。公告发布次日，凌熙生物股价开盘暴跌逾40%。",
      labels: { event: "readout", company: "Lingxi Bio", companyOriginal: "凌熙生物", asset: "LX3340", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "泊远药业与英桥生物达成合作 共同开发并商业化降脂药YQ-919",
      text: "泊远药业11月25日晚间公告，公司与英桥生物签署合作协议，双方将在中国大陆共同开发和商业化英桥生物的PCSK9小干扰RNA药物YQ-919。根据协议，双方按50:50比例分担后续临床开发费用，并分享产品上市后的利润；英桥生物负责III期临床研究及注册申报，泊远药业负责商业化推广，本次合作不涉及首付款。YQ-919已完成II期研究，每半年皮下注射一次可使低密度脂蛋白胆固醇降低约50%。国内已有依洛尤单抗、阿利西尤单抗和英克司兰等PCSK9靶向药物上市，其中部分品种已纳入国家医保目录。泊远药业表示，此次合作有助于丰富公司心血管产品管线。",
      labels: { event: "partnership", company: "Boyuan Pharmaceutical", companyOriginal: "泊远药业", asset: "YQ919", indication: "Hypercholesterolemia", regulator: null, also: ["Yingqiao Bio"] },
    },
    {
      title: "安澜医药拟12.6亿元收购科屹生物100%股权 加码眼科赛道",
      text: "安澜医药11月23日晚间披露重大资产购买预案，公司拟以支付现金方式收购宁波科屹生物科技有限公司100%股权，交易对价暂定为12.6亿元人民币。科屹生物专注于眼科创新药研发，拥有三款临床阶段产品，分别针对湿性年龄相关性黄斑变性、糖尿病黄斑水肿和干眼症。交易完成后，科屹生物将成为安澜医药的全资子公司，其创始团队将继续负责研发工作。本次交易尚需提交公司股东大会审议，并有待相关主管部门的经营者集中审查。国内眼科药物市场目前由阿柏西普、雷珠单抗和康柏西普等抗VEGF药物主导。受消息影响，安澜医药股价次日收涨6.2%。",
      labels: { event: "acquisition", company: "Anlan Pharma", companyOriginal: "安澜医药", asset: null, indication: null, regulator: null, also: ["Keyi Bio"] },
    },
    {
      title: "禾沐生物今起招股 拟募资最多约12.5亿港元",
      text: "禾沐生物今日起至12月3日招股，拟依据上市规则第18A章在香港联交所主板上市，计划发行6,000万股H股，招股价区间为每股18.5至20.8港元，最多募资约12.5亿港元。根据招股书，募资净额约60%将用于核心产品HMB-616的III期临床研究及注册申报，HMB-616是一款治疗高甘油三酯血症的APOC3小干扰RNA药物。其余资金将用于早期管线研发及补充营运资金。同类药物中，Ionis的olezarsen已在美国获批用于家族性乳糜微粒血症综合征。公司已引入两家基石投资者，合计认购约4,500万美元股份，预计于12月8日挂牌。",
      labels: { event: "financing", company: "Hemu Bio", companyOriginal: "禾沐生物", asset: "HMB616", indication: "Hypertriglyceridemia", regulator: null },
    },
    {
      title: "晟铭生技完成新台币15亿元私募 加速胰腺癌新药SM-1188开发",
      text: "兴柜生技公司晟铭生技今日宣布，已完成新台币15亿元私募增资，由两家大型创投基金领投，多家寿险公司与医疗集团参与认购。晟铭表示，本轮资金将主要用于胰腺癌新药SM-1188的全球二期临床试验，预计于明年上半年在台湾、美国与韩国约30家医学中心同步收案，目标收案人数为120人。SM-1188是一款靶向间皮素（mesothelin）的抗体药物复合体（ADC），一期试验中在12名可评估的晚期胰腺癌受试者中观察到3例部分缓解。胰腺癌五年存活率不到一成，目前一线治疗仍以化疗为主。晟铭生技去年曾获食药署核准进行一期临床试验。",
      labels: { event: "financing", company: "Shengming Biotech", companyOriginal: "晟铭生技", asset: "SM1188", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "沛霖医药偏头痛新药PL-207通过医保谈判 明年1月1日起执行",
      text: "国家医保局日前公布新版《国家基本医疗保险、工伤保险和生育保险药品目录》调整结果，沛霖医药的口服CGRP受体拮抗剂PL-207片成功通过谈判被纳入目录，新目录将自2027年1月1日起正式执行。据公司披露，PL-207的医保支付标准较此前挂网价格下降约63%，限成人偏头痛的急性治疗使用。PL-207于今年3月获国家药监局批准上市，是国内首个自主研发的口服CGRP受体拮抗剂。公司预计纳入医保后药品可及性将显著提升，但短期内收入可能受价格下调影响。本轮目录调整中，包括多款肿瘤和罕见病药物在内，共有百余个药品通过谈判或竞价新增纳入。",
      labels: { event: null, company: "Peilin Pharma", companyOriginal: "沛霖医药", asset: "PL207", indication: "Migraine", regulator: "National Healthcare Security Administration" },
    },
    {
      title: "和曦生物成都生物药生产基地投产 总产能达4.8万升",
      text: "和曦生物11月20日在成都天府国际生物城举行产业化基地投产仪式。该基地总投资约18亿元人民币，一期建成4条2,000升和2条2万升不锈钢生物反应器生产线，总产能达4.8万升，可满足单抗、双抗等生物药的商业化生产需求。公司表示，基地已取得四川省药品监督管理局核发的《药品生产许可证》，未来除满足自有产品需求外，还将承接外部CDMO订单。和曦生物目前有两款产品处于上市申请审评阶段，该基地一期项目于2024年开工建设，二期项目将视产品上市进度择机启动。同日，公司宣布任命一名曾任跨国药企中国区生产负责人的高管出任首席运营官。",
      labels: { event: null, company: "Hexi Bio", companyOriginal: "和曦生物", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "アステラス製薬、米アイベリック・バイオを約59億ドルで買収へ　地図状萎縮の新薬獲得",
      text: "アステラス製薬は、眼科領域のバイオ企業である米アイベリック・バイオを買収すると発表した。1株当たり40ドルを現金で支払い、買収総額は約59億ドルとなる。アイベリックは加齢黄斑変性に伴う地図状萎縮（GA）の治療薬アバシンカプタド ペゴルを開発しており、米食品医薬品局（FDA）に承認申請中で、審査終了目標日は8月19日に設定されている。GA治療薬では米アペリス・ファーマシューティカルズのシフォーブルが2月に米国で初めて承認されたばかりだ。アステラスは主力の前立腺がん治療薬イクスタンジの特許切れを控え、新たな収益源の確保を急いでいる。",
      labels: { event: "acquisition", company: "Astellas", asset: "avacincaptad pegol", indication: "Geographic atrophy", regulator: null, also: ["IVERIC bio"] },
    },
    {
      title: "第一三共のダトロウェイ、米国で乳がん適応の承認取得",
      text: "第一三共と英アストラゼネカは、TROP2を標的とする抗体薬物複合体（ADC）ダトポタマブ デルクステカン（製品名ダトロウェイ）について、米食品医薬品局（FDA）から承認を取得したと発表した。対象は、内分泌療法と化学療法による前治療歴のある切除不能または転移性のホルモン受容体陽性・HER2陰性乳がんの成人患者。承認は第3相臨床試験TROPION-Breast01の結果に基づくもので、同剤は化学療法と比べて無増悪生存期間を有意に延長した。両社は2020年に同剤の共同開発・商業化契約を結んでおり、肺がんなどでも開発を進めている。",
      labels: { event: "approval", company: "Daiichi Sankyo", asset: "datopotamab deruxtecan", indication: "Breast cancer", regulator: "FDA", also: ["AstraZeneca"] },
    },
    {
      title: "サンバイオ、外傷性脳損傷の再生医療等製品「アクーゴ」で条件付き承認",
      text: "サンバイオは7月31日、外傷性脳損傷（TBI）に伴う慢性期の運動麻痺の改善を対象とする再生医療等製品「アクーゴ脳内移植用注」（一般名：バンデフィテムセル）について、厚生労働省から条件及び期限付承認を取得したと発表した。同製品は健康な成人の骨髄由来間葉系幹細胞を加工した細胞医薬で、定位脳手術により損傷部位の周辺に直接投与する。承認は日米などで実施した第2相試験「STEMTRA」の結果に基づく。一方、出荷にあたっては承認時の規格との同等性を示すデータの提出が求められており、同社は販売開始の時期を精査するとしている。",
      labels: { event: "approval", company: "SanBio", asset: "vandefitemcel", indication: "Traumatic brain injury", regulator: "PMDA" },
    },
    {
      title: "エーザイ、レカネマブの第3相試験で主要評価項目を達成　認知機能低下を27%抑制",
      text: "エーザイと米バイオジェンは、早期アルツハイマー病を対象とした抗アミロイドβプロトフィブリル抗体レカネマブの大規模な検証的第3相試験「Clarity AD」で、主要評価項目を達成したと発表した。約1800人を対象とした同試験では、投与18カ月時点で臨床的認知症尺度（CDR-SB）の悪化をプラセボに比べ27%抑制した。重要な副次評価項目でも統計学的に有意な結果が得られた。アミロイドβを標的とする抗体を巡っては、バイオジェンのアデュカヌマブが有効性への疑問から普及が進まなかった経緯がある。発表を受け、エーザイ株は東京市場でストップ高となった。",
      labels: { event: "readout", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: null, also: ["Biogen"] },
    },
    {
      title: "レケンビの薬価、年約298万円に　中医協が了承",
      text: "中央社会保険医療協議会（中医協）は13日の総会で、エーザイのアルツハイマー病治療薬「レケンビ」（一般名レカネマブ）の薬価を了承した。体重50キロの患者が1年間使用した場合の費用は約298万円となる。20日付で薬価基準に収載され、保険適用となる。抗アミロイドβ抗体が国内で保険適用されるのは初めて。市場規模が大きく見込まれることから費用対効果評価の対象となり、今後の評価結果に応じて価格が調整される。レケンビは米バイオジェンと共同開発した点滴静注製剤で、2週間に1回投与する。9月に厚生労働省から製造販売承認を取得していた。",
      labels: { event: null, company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "Chuikyo" },
    },
    {
      title: "湊川製薬、子宮内膜症治療薬MNG-0412の製造販売承認を申請",
      text: "湊川製薬は25日、経口GnRHアンタゴニストMNG-0412について、子宮内膜症に伴う疼痛の改善を効能・効果として厚生労働省に製造販売承認を申請したと発表した。国内で実施した第3相試験では、投与12週時点の月経時骨盤痛がプラセボに比べ有意に改善した。国内の子宮内膜症患者は推定約260万人とされ、低用量ピルやジエノゲストなど既存治療では効果が不十分な例も多い。MNG-0412は1日1回服用する錠剤で、骨密度への影響を抑えるよう用量を設定した。同社は2027年中の承認取得と発売を目指す。同日の東京市場で同社株は前日比5%高で取引を終えた。",
      labels: { event: "submission", company: "Minatogawa Pharmaceutical", companyOriginal: "湊川製薬", asset: "MNG0412", indication: "Endometriosis", regulator: "PMDA" },
    },
    {
      title: "蒼嶺ファーマの慢性咳嗽薬、米FDAが新薬承認申請を受理",
      text: "創薬ベンチャーの蒼嶺ファーマは27日、P2X3受容体拮抗薬SRE-201について、難治性慢性咳嗽を適応とする新薬承認申請（NDA）が米食品医薬品局（FDA）に受理されたと発表した。審査終了目標日（PDUFA日）は2027年9月に設定された。申請は日米欧で実施した2本の第3相試験に基づき、24時間咳嗽回数をプラセボに比べそれぞれ19%、22%減少させた。同じ作用機序のゲーファピキサントは日本では承認されているが、米国では承認に至っていない。慢性咳嗽は8週間以上続く咳を指し、原因疾患を治療しても改善しない難治例が少なくない。蒼嶺ファーマは米国での販売提携先を探すとしている。",
      labels: { event: "filing-acceptance", company: "Sorei Pharma", companyOriginal: "蒼嶺ファーマ", asset: "SRE201", indication: "Chronic cough", regulator: "FDA" },
    },
    {
      title: "白鷺バイオのDMD治療薬候補、希少疾病用医薬品に指定",
      text: "白鷺バイオは21日、デュシェンヌ型筋ジストロフィー（DMD）を対象に開発中のアンチセンス核酸SHB-117が、厚生労働省から希少疾病用医薬品（オーファンドラッグ）の指定を受けたと発表した。SHB-117はジストロフィン遺伝子のエクソン44スキッピングを狙う核酸医薬で、国内で第1/2相試験を実施しており、2027年度中の中間解析を予定している。指定により、優先審査や試験研究費への助成、再審査期間の延長などの支援措置を受けられる。DMD治療薬では、日本新薬のエクソン53スキップ薬ビルトラルセンが2020年に国内で承認されている。",
      labels: { event: "designation", company: "Shirasagi Bio", companyOriginal: "白鷺バイオ", asset: "SHB117", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "朝霧製薬のPBC治療薬候補ASG-305、米FDAがファストトラック指定",
      text: "朝霧製薬は、原発性胆汁性胆管炎（PBC）の治療薬として開発中のASG-305について、米国食品医薬品局（FDA）からファストトラック指定を受けたと発表した。ファストトラックは重篤な疾患を対象とする新薬の開発と審査を迅速化する制度で、申請資料の段階的な提出などが認められる。ASG-305は胆汁酸トランスポーターを標的とする経口低分子化合物で、ウルソデオキシコール酸で効果が不十分な患者への使用を想定する。米国では2024年にエラフィブラノルとセラデルパルが相次いで迅速承認を受けた。同社は米国で第2相試験を進めており、2027年前半にトップライン結果を得る見通しだ。",
      labels: { event: "designation", company: "Asagiri Pharmaceutical", companyOriginal: "朝霧製薬", asset: "ASG305", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "千早薬品、統合失調症治療薬の米承認申請でFDAから審査完了報告通知",
      text: "千早薬品は26日、統合失調症を対象に米国で承認申請していた月1回投与の持効性注射剤CHY-880について、米食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。FDAは注射部位反応に関する追加の安全性データと、市販予定製剤での薬物動態の確認を求めたという。有効性を検証する新たな臨床試験は求められていない。同社は今期の業績予想に同剤の米国売上高を織り込んでいないため、業績への影響は軽微としている。同剤は日本でも承認申請の準備を進めている。27日の東京株式市場で同社株は一時前日比18%安となった。",
      labels: { event: "complete-response-letter", company: "Chihaya Pharmaceutical", companyOriginal: "千早薬品", asset: "CHY880", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "若葉バイオ、パーキンソン病薬WKB-2201の第1相試験で初回投与",
      text: "大学発ベンチャーの若葉バイオは18日、パーキンソン病治療薬候補WKB-2201の第1相臨床試験で、最初の被験者への投与を実施したと発表した。試験は国内の単一施設で健康成人約64人を対象に、単回および反復投与時の安全性と薬物動態を評価する。WKB-2201は脳内移行性を高めた経口のLRRK2キナーゼ阻害薬で、病気の進行抑制を目指す。同社は9月に治験計画届を医薬品医療機器総合機構（PMDA）に提出していた。パーキンソン病の国内患者数は約29万人とされ、既存薬は症状を和らげる対症療法にとどまる。LRRK2遺伝子変異を持つ患者を対象とした第2相試験も計画している。",
      labels: { event: "trial-start", company: "Wakaba Bio", companyOriginal: "若葉バイオ", asset: "WKB2201", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "東雲製薬、抗がん剤候補SNM-1040の米国治験開始をFDAが許可",
      text: "東雲製薬は24日、自社創製の低分子抗がん剤候補SNM-1040について、米食品医薬品局（FDA）から臨床試験開始申請（IND）の承認を受けたと発表した。SNM-1040はがん細胞のDNA修復に関わるPolθ（ポリメラーゼシータ）を阻害する化合物で、BRCA遺伝子変異を持つ進行固形がんを対象とする。米国の複数施設で第1相試験を2027年初めに始める計画だ。PARP阻害薬オラパリブなどへの耐性が臨床上の課題となっており、同社は併用療法での開発も視野に入れる。同社が自社品で米国の治験に入るのは初めて。",
      labels: { event: "approval", company: "Shinonome Pharmaceutical", companyOriginal: "東雲製薬", asset: "SNM1040", indication: "Solid tumors", regulator: "FDA" },
    },
    {
      title: "霧島ファーマ、潰瘍性大腸炎の第2相で良好な結果　株価急伸",
      text: "霧島ファーマは20日、中等症から重症の潰瘍性大腸炎患者を対象としたKRS-517の第2相試験で主要評価項目を達成したと発表した。日本と欧州で計212人を登録し、12週時点の臨床的寛解率は高用量群で27.1%と、プラセボ群の8.5%を統計学的に有意に上回った。KRS-517は腸管に選択的に作用する経口のα4β7インテグリン阻害薬で、注射剤のベドリズマブと同じ標的を狙う。重篤な有害事象の発現率はプラセボと同程度だった。詳細は来年の学会で発表する予定。発表を受け、同社株は21日の東京市場でストップ高の水準まで買われた。",
      labels: { event: "readout", company: "Kirishima Pharma", companyOriginal: "霧島ファーマ", asset: "KRS517", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "藤浪製薬、腎臓病薬候補を米社に導出　契約一時金1億ドル",
      text: "藤浪製薬は19日、自社創製の慢性腎臓病治療薬候補FJN-061について、米コルベイン・セラピューティクス（Corvane Therapeutics）に日本とアジアを除く全世界での開発・販売権を供与するライセンス契約を締結したと発表した。藤浪は契約一時金として1億ドル（約150億円）を受け取るほか、開発や販売の進捗に応じて最大で総額12億ドルのマイルストンと売上高に応じたロイヤルティーを得る。FJN-061はアルドステロン合成酵素阻害薬で、日本で実施した第2相試験で尿中アルブミンの有意な減少を示した。同系統の薬剤では英アストラゼネカのバクスドロスタットが高血圧で開発後期にある。藤浪は日本とアジアでは自社で開発を続ける。",
      labels: { event: "licensing", company: "Fujinami Pharmaceutical", companyOriginal: "藤浪製薬", asset: "FJN061", indication: "Chronic kidney disease", regulator: null, also: ["Corvane Therapeutics"] },
    },
    {
      title: "高瀬製薬、中国バイオから多発性骨髄腫の二重特異性抗体を導入",
      text: "高瀬製薬は、中国のバイオ医薬品企業である銘璟生物（Mingjing Bio）から、多発性骨髄腫を対象とする二重特異性抗体MJB-302の日本における独占的な開発・販売権を取得したと発表した。契約一時金は3000万ドルで、開発・販売の進捗に応じて最大1億5000万ドルを支払う。MJB-302はBCMAとGPRC5Dの2つの抗原を同時に標的とする抗体で、中国で実施中の第1/2相試験では再発・難治性の患者で高い奏効率が報告されている。国内ではエルラナタマブなど、BCMAを標的とする二重特異性抗体が既に承認されている。高瀬製薬は血液がん領域を成長分野と位置付けており、今回の導入で後期開発品を補強する。",
      labels: { event: "licensing", company: "Takase Pharmaceutical", companyOriginal: "高瀬製薬", asset: "MJB302", indication: "Multiple myeloma", regulator: null, also: ["Mingjing Bio"] },
    },
    {
      title: "穂高バイオと琴浦製薬、経口ペプチドの肥満症薬で共同研究",
      text: "穂高バイオは14日、琴浦製薬と肥満症を対象とする経口環状ペプチド医薬品の共同研究契約を締結したと発表した。穂高バイオの環状ペプチド探索技術を用い、最大3つの標的に対する候補化合物を両社で共同創製する。琴浦製薬は研究費を負担するほか、候補化合物の臨床開発と商業化について優先交渉権を持つ。契約一時金などの金額は開示していない。肥満症治療薬では、セマグルチドやチルゼパチドなど注射剤のGLP-1関連薬の需要が世界的に急拡大しており、経口剤の開発競争が激しくなっている。穂高バイオにとって、大手製薬との共同研究は今年3件目となる。",
      labels: { event: "partnership", company: "Hotaka Bio", companyOriginal: "穂高バイオ", asset: null, indication: "Obesity", regulator: null, also: ["Kotoura Pharmaceutical"] },
    },
    {
      title: "立花製薬、紫峰バイオにTOB　1株1250円、総額約340億円",
      text: "立花製薬は17日、東証グロース市場に上場する創薬ベンチャーの紫峰バイオを株式公開買い付け（TOB）で完全子会社化すると発表した。買い付け価格は1株1250円で、前日終値に約62%のプレミアムを上乗せした。買収総額は約340億円となる見込み。紫峰バイオは抗体技術を強みとし、自己免疫疾患やがんを対象とする複数の候補品を持つ。紫峰バイオの取締役会はTOBへの賛同と応募推奨を決議した。立花製薬は今回の買収で抗体創薬の基盤を取り込み、自社の研究開発力を強化する。買い付け期間は18日から2027年1月5日まで。",
      labels: { event: "acquisition", company: "Tachibana Pharmaceutical", companyOriginal: "立花製薬", asset: null, indication: null, regulator: null, also: ["Shiho Bio"] },
    },
    {
      title: "常盤バイオ、シリーズCで80億円調達　膀胱がん向けウイルス療法の第2相に充当",
      text: "がん治療用ウイルスを開発する常盤バイオは、シリーズCラウンドで総額80億円の資金調達を完了したと発表した。国内のベンチャーキャピタル大手がリード投資家を務め、事業会社や海外の投資ファンドなど計11社が引き受けた。調達資金は主に、腫瘍溶解性ウイルスTKW-901の国内第2相試験に充てる。TKW-901はBCG治療が効かなくなった筋層非浸潤性膀胱がんの患者を対象に、膀胱内に注入して使う。同社の累計調達額は約150億円となった。試験は2027年春に開始し、国内の約15施設で約60人の患者を登録する計画だ。",
      labels: { event: "financing", company: "Tokiwa Bio", companyOriginal: "常盤バイオ", asset: "TKW901", indication: "Non-muscle-invasive bladder cancer", regulator: null },
    },
    {
      title: "玉城ファーマ、第三者割当増資で42億円調達　株価は急落",
      text: "東証グロース上場の玉城ファーマは10日、海外の機関投資家を割当先とする第三者割当による新株発行で約42億円を調達すると発表した。発行価格は1株612円で、前日終値から約8%のディスカウントとなる。調達資金は、眼科領域の開発品2品目の臨床試験費用と、研究開発体制の拡充に充てる。割当先は米国とシンガポールの医療特化型ファンド2社。株式の希薄化率が約14%に達することから、翌11日の同社株は一時前日比15%安となった。同社は前期まで5期連続で最終赤字を計上しており、開発資金を賄う手元資金の確保が課題となっていた。",
      labels: { event: "financing", company: "Tamaki Pharma", companyOriginal: "玉城ファーマ", asset: null, indication: null, regulator: null },
    },
    {
      title: "八雲製薬、降圧剤の一部ロットを自主回収　ニトロソアミン類が基準超過",
      text: "後発医薬品メーカーの八雲製薬は12日、高血圧症治療薬「バルサルタン錠80mg『ヤクモ』」の一部ロットを自主回収すると発表した。市場に流通している製品の安定性モニタリングで、発がん性が指摘されるニトロソアミン類の不純物が管理基準値を超えて検出されたため。回収はクラスIIに分類され、これまでに健康被害の報告はないという。対象は約12万箱で、全国の医療機関や薬局に出荷されていた。同社は代替品の供給に向けて他社と調整を進めている。後発薬業界では品質問題による業務停止処分が相次ぎ、供給不安が長期化している。",
      labels: { event: null, company: "Yakumo Pharmaceutical", companyOriginal: "八雲製薬", asset: "valsartan", indication: "Hypertension", regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행, 폐암 신약 '레이저티닙' 얀센에 1조4000억원 기술수출",
      text: "유한양행은 얀센 바이오테크와 비소세포폐암 치료 신약 후보물질 레이저티닙에 대한 기술수출 계약을 체결했다고 5일 공시했다. 계약금은 5000만 달러(약 560억원)이며, 개발 및 상업화 단계별 마일스톤을 포함한 총 계약 규모는 12억5500만 달러(약 1조4000억원)에 이른다. 얀센은 한국을 제외한 전 세계에서 레이저티닙의 개발·제조·판매 권리를 갖게 된다. 레이저티닙은 유한양행이 2015년 오스코텍의 자회사 제노스코로부터 도입한 3세대 EGFR 표적 치료제로, 현재 국내에서 임상 1/2상이 진행 중이다. 같은 계열의 경쟁 약물로는 아스트라제네카의 타그리소(오시머티닙)가 있다.",
      labels: { event: "licensing", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "SK바이오사이언스, 독일 CDMO 'IDT 바이오로지카' 인수…3390억원 규모",
      text: "SK바이오사이언스가 독일의 백신·바이오의약품 위탁개발생산(CDMO) 기업 IDT 바이오로지카를 인수한다. 회사는 IDT 바이오로지카 지분 60%를 약 3390억원에 취득하는 주식매매계약을 체결했다고 밝혔다. IDT는 독일 데사우에 생산시설을 두고 있으며, 코로나19 유행 기간 글로벌 제약사의 백신 생산을 맡았다. SK바이오사이언스는 이번 인수로 유럽 생산 거점을 확보하고 CDMO 사업을 확대한다는 계획이다. 회사는 앞서 합성항원 방식의 코로나19 백신 '스카이코비원'을 개발해 국내 허가를 받은 바 있다.",
      labels: { event: "acquisition", company: "SK bioscience", asset: null, indication: null, regulator: null, also: ["IDT Biologika"] },
    },
    {
      title: "대웅제약 보툴리눔 톡신 '나보타', 미국 FDA 품목허가 획득",
      text: "대웅제약은 보툴리눔 톡신 제제 '나보타'가 미국 식품의약국(FDA)으로부터 미간주름 개선 적응증에 대한 품목허가를 받았다고 2일 밝혔다. 국산 보툴리눔 톡신이 미국 허가를 받은 것은 이번이 처음이다. 미국 내 제품명은 '주보(Jeuveau)'로, 대웅제약의 미국 파트너사 에볼루스가 판매를 맡는다. 미국 보툴리눔 톡신 시장은 엘러간의 보톡스가 주도하고 있다. 대웅제약은 2017년 FDA에 허가를 신청했으나 2018년 제조 관련 보완요구서한(CRL)을 받은 뒤 재신청한 바 있다.",
      labels: { event: "approval", company: "Daewoong Pharmaceutical", asset: "prabotulinumtoxinA", indication: "Glabellar lines", regulator: "FDA", also: ["Evolus"] },
    },
    {
      title: "HLB 리보세라닙 병용요법, 간암 1차 치료 글로벌 3상서 생존기간 연장",
      text: "HLB는 미국 자회사 엘레바 테라퓨틱스가 중국 항서제약과 함께 진행한 간암 1차 치료 글로벌 임상 3상(CARES-310) 결과가 유럽종양학회(ESMO 2022)에서 발표됐다고 밝혔다. 리보세라닙과 항서제약의 PD-1 항체 캄렐리주맙 병용군의 전체생존기간(OS) 중앙값은 22.1개월로, 대조군인 소라페닙 투여군의 15.2개월보다 길었다. 무진행생존기간(PFS) 중앙값도 5.6개월로 소라페닙군 3.7개월 대비 개선됐다. 회사 측은 이 수치가 간암 1차 치료 임상 3상에서 보고된 OS 가운데 가장 길다고 설명했다. HLB는 이 결과를 바탕으로 미국 FDA에 신약허가 신청을 준비할 계획이다.",
      labels: { event: "readout", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: null, also: ["Elevar Therapeutics", "Jiangsu Hengrui Medicine", "camrelizumab"] },
    },
    {
      title: "식약처, 코오롱생명과학 '인보사' 품목허가 취소 결정",
      text: "식품의약품안전처는 코오롱생명과학의 골관절염 유전자치료제 '인보사케이주'의 품목허가를 취소하기로 했다고 28일 밝혔다. 식약처 조사 결과 인보사의 주성분 중 하나인 2액이 허가 당시 제출한 자료와 달리 연골세포가 아니라 신장세포(GP2-293세포)인 것으로 확인됐다. 식약처는 코오롱생명과학이 허가 신청 때 허위 자료를 제출했고 세포가 바뀐 사실을 알고도 숨겼다고 판단해 회사를 형사고발하기로 했다. 인보사는 2017년 7월 국내 첫 유전자치료제로 허가받았으며, 미국에서는 코오롱티슈진이 임상 3상을 진행해왔다.",
      labels: { event: null, company: "Kolon Life Science", companyOriginal: "코오롱생명과학", asset: "Invossa", indication: "Osteoarthritis", regulator: "MFDS" },
    },
    {
      title: "다온바이오 P-CAB 신약 'DNB-217' 식약처 허가…위식도역류질환 시장 3파전",
      text: "다온바이오는 칼륨경쟁적 위산분비억제제(P-CAB) 계열 신약 DNB-217이 식품의약품안전처로부터 미란성 위식도역류질환 치료제로 품목허가를 받았다고 26일 밝혔다. 허가는 국내 29개 병원에서 환자 310명을 대상으로 진행한 임상 3상 결과에 기반했으며, 8주 치료 후 치유율에서 대조약 에소메프라졸 대비 비열등성을 입증했다. 국내 P-CAB 시장은 HK이노엔의 케이캡과 대웅제약의 펙수클루가 양분하고 있으며 빠르게 성장하고 있다. 다온바이오는 내년 상반기 급여 등재를 거쳐 제품을 출시할 계획이다.",
      labels: { event: "approval", company: "Daon Bio", companyOriginal: "다온바이오", asset: "DNB217", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "세움제약, MASH 치료제 후보 'SEU-401' 임상 1상 승인",
      text: "세움제약은 식품의약품안전처로부터 대사이상 관련 지방간염(MASH) 치료 후보물질 SEU-401의 임상 1상 시험계획(IND)을 승인받았다고 20일 공시했다. 이번 임상은 서울 소재 대학병원에서 건강한 성인 48명을 대상으로 안전성과 약동학을 평가한다. SEU-401은 GLP-1 수용체와 FGF21 수용체에 동시에 작용하도록 설계된 주 1회 피하주사 융합단백질이다. MASH 치료제로는 2024년 마드리갈의 레즈디프라(레스메티롬)가 미국에서 처음으로 승인받았다. 세움제약은 1상 결과를 바탕으로 글로벌 기술이전을 추진할 계획이다.",
      labels: { event: "approval", company: "Seum Pharmaceutical", companyOriginal: "세움제약", asset: "SEU401", indication: "MASH", regulator: "MFDS" },
    },
    {
      title: "누리온테라퓨틱스, 갑상선안병증 신약 美 FDA에 품목허가 신청",
      text: "누리온테라퓨틱스는 갑상선안병증 치료 신약 후보 NRT-0705의 생물의약품 품목허가신청서(BLA)를 미국 식품의약국(FDA)에 제출했다고 23일 밝혔다. NRT-0705는 인슐린유사성장인자-1 수용체(IGF-1R)를 표적하는 피하주사형 항체로, 정맥주사 제형인 기존 치료제 테프로투무맙 대비 투약 편의성을 높였다. 회사는 북미와 유럽에서 진행한 임상 3상에서 24주 시점 안구돌출 개선 반응률 71%를 확인했다. FDA는 통상 제출 후 60일 이내에 정식 심사 착수 여부를 통보한다. 회사 측은 미국 내 상업화를 위해 현지 파트너사와 협의 중이라고 덧붙였다.",
      labels: { event: "submission", company: "Nurion Therapeutics", companyOriginal: "누리온테라퓨틱스", asset: "NRT0705", indication: "Thyroid eye disease", regulator: "FDA" },
    },
    {
      title: "한결바이오 주 1회 성장호르몬, 美 FDA 허가 심사 착수",
      text: "한결바이오는 미국 식품의약국(FDA)이 소아 성장호르몬결핍증 치료제 HGB-311의 생물의약품 허가신청(BLA)을 접수해 본격적인 심사에 들어갔다고 25일 공시했다. 처방의약품 신청자 수수료법(PDUFA)에 따른 심사 목표일은 2027년 8월로 정해졌다. HGB-311은 매일 맞아야 하는 기존 성장호르몬 주사제의 투약 부담을 줄인 주 1회 제형이다. 미국에서는 노보 노디스크의 소그로야와 아센디스의 스카이트로파 등 장기지속형 제품이 이미 판매되고 있다. 한결바이오는 지난 9월 FDA에 허가를 신청한 바 있다.",
      labels: { event: "filing-acceptance", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HGB311", indication: "Growth hormone deficiency", regulator: "FDA" },
    },
    {
      title: "가람제약, 급성골수성백혈병 신약후보 美 희귀의약품 지정",
      text: "가람제약은 급성골수성백혈병(AML) 치료 후보물질 GRP-520이 미국 식품의약국(FDA)으로부터 희귀의약품(ODD)으로 지정됐다고 17일 밝혔다. GRP-520은 FLT3와 IRAK4를 동시에 저해하는 경구용 이중 저해제로, 현재 국내에서 재발성·불응성 AML 환자를 대상으로 임상 1상을 진행 중이다. 희귀의약품으로 지정되면 임상 개발 비용 세액공제와 허가 신청 수수료 면제, 허가 후 7년간 시장 독점권 등의 혜택을 받는다. AML 치료제 시장에서는 아스텔라스의 길테리티닙이 FLT3 변이 환자 치료에 쓰이고 있다.",
      labels: { event: "designation", company: "Garam Pharmaceutical", companyOriginal: "가람제약", asset: "GRP520", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "온새미바이오 헌팅턴병 치료제 후보, 식약처 GIFT 지정",
      text: "식품의약품안전처는 온새미바이오의 헌팅턴병 치료제 후보 OSM-3011을 '글로벌 혁신제품 신속심사 지원체계(GIFT)' 대상으로 지정했다고 19일 밝혔다. OSM-3011은 변이 헌팅틴 단백질의 생성을 줄이는 경구용 RNA 스플라이싱 조절제로, 국내외에서 임상 2상이 진행 중이다. GIFT 대상으로 지정되면 허가 심사 기간이 단축되고, 품목허가 신청 전 단계부터 맞춤형 상담을 받을 수 있다. 헌팅턴병은 국내 환자 수가 수백 명 수준인 희귀 퇴행성 뇌질환으로, 아직 진행을 늦추는 치료제가 없다.",
      labels: { event: "designation", company: "Onsaemi Bio", companyOriginal: "온새미바이오", asset: "OSM3011", indication: "Huntington's disease", regulator: "MFDS" },
    },
    {
      title: "빛나래바이오, 황반변성 신약 FDA 보완요구서한 수령…주가 하한가",
      text: "빛나래바이오는 미국 식품의약국(FDA)으로부터 습성 연령관련 황반변성 치료제 BNR-770의 품목허가 신청에 대해 보완요구서한(CRL)을 받았다고 24일 공시했다. 회사에 따르면 FDA는 위탁생산시설 실사 과정에서 지적된 무균 공정 관련 사항의 개선을 요구했으며, 임상 유효성과 안전성 자료에 대한 추가 요구는 없었다. BNR-770은 VEGF와 안지오포이에틴-2를 동시에 억제하는 이중항체로, 로슈의 바비스모(파리시맙)와 같은 기전이다. 회사는 생산시설 보완을 거쳐 내년 상반기 중 재신청할 계획이다. 공시 직후 빛나래바이오 주가는 가격제한폭까지 떨어졌다.",
      labels: { event: "complete-response-letter", company: "Binnarae Bio", companyOriginal: "빛나래바이오", asset: "BNR770", indication: "Neovascular age-related macular degeneration", regulator: "FDA" },
    },
    {
      title: "라온테라퓨틱스, 중증근무력증 FcRn 항체 글로벌 2상 첫 환자 투약",
      text: "라온테라퓨틱스는 전신형 중증근무력증 치료제 후보 RAO-2405의 글로벌 임상 2상에서 첫 환자 투약을 완료했다고 18일 밝혔다. 임상은 미국, 한국, 유럽 등 6개국 40여개 기관에서 환자 120명을 대상으로 진행되며, 12주 시점 MG-ADL 점수 변화를 1차 평가지표로 본다. RAO-2405는 신생아 Fc 수용체(FcRn)를 차단해 병원성 자가항체를 줄이는 피하주사형 항체다. 이 계열에서는 아젠엑스의 비브가르트(에프가티기모드)가 이미 상용화됐고, 국내 제약사들도 후속 물질을 개발 중이다. 회사는 2028년 상반기 톱라인 결과를 발표할 계획이다.",
      labels: { event: "trial-start", company: "Raon Therapeutics", companyOriginal: "라온테라퓨틱스", asset: "RAO2405", indication: "Myasthenia gravis", regulator: null },
    },
    {
      title: "새봄제약 경구용 비만약 2상서 24주 체중 12% 감소",
      text: "새봄제약은 경구용 비만 치료 후보물질 SBM-105의 국내 임상 2상 톱라인 결과, 24주 투약 시 최고 용량군에서 평균 체중이 기저치 대비 12.1% 감소했다고 21일 밝혔다. 위약군의 체중 감소율은 1.9%였으며, 1차 평가지표를 통계적으로 유의하게 충족했다. 가장 흔한 이상반응은 메스꺼움과 설사였고, 이상반응으로 인한 투약 중단율은 6% 수준이었다. 국내 비만 치료제 시장은 2024년 10월 노보 노디스크의 위고비 출시 이후 급성장하고 있다. 회사는 글로벌 3상 진입을 위해 기술이전 협상을 병행할 방침이다.",
      labels: { event: "readout", company: "Saebom Pharmaceutical", companyOriginal: "새봄제약", asset: "SBM105", indication: "Obesity", regulator: null },
    },
    {
      title: "해솔바이오, 美 메리데일에 ADC 기술수출…계약금 800억원",
      text: "해솔바이오는 미국 메리데일 테라퓨틱스(Meridale Therapeutics)와 항체약물접합체(ADC) 후보물질 HSL-312의 글로벌 개발 및 상업화에 대한 기술이전 계약을 체결했다고 20일 공시했다. 반환 의무가 없는 계약금은 6000만 달러(약 800억원)이며, 단계별 마일스톤을 포함한 총 계약 규모는 최대 11억 달러(약 1조4600억원)다. 메리데일은 한국을 제외한 전 세계 권리를 확보했으며, 순매출에 따른 로열티는 별도다. HSL-312는 B7-H4를 표적하는 ADC로, 현재 국내에서 난소암과 유방암 환자 대상 임상 1상이 진행 중이다. 해솔바이오는 2023년에도 다른 ADC 물질을 유럽 제약사에 이전한 바 있다.",
      labels: { event: "licensing", company: "Haesol Bio", companyOriginal: "해솔바이오", asset: "HSL312", indication: null /* ovarian and breast cancer both named */, regulator: null, also: ["Meridale Therapeutics"] },
    },
    {
      title: "한울제약·도담바이오, 통풍 신약 공동개발·공동판매 계약",
      text: "한울제약은 도담바이오와 통풍 치료 신약 후보물질 DDB-208의 국내 공동개발 및 공동판매 계약을 체결했다고 16일 밝혔다. 양사는 임상 3상 비용을 절반씩 부담하고, 허가 이후 국내 판매에서 발생하는 이익도 나눠 갖는다. 도담바이오가 임상과 허가를 주도하고, 한울제약은 병의원 영업망을 활용한 판매를 맡는다. DDB-208은 요산 재흡수에 관여하는 URAT1을 선택적으로 억제하는 경구제로, 임상 2상에서 혈중 요산 수치를 목표치 이하로 낮춘 환자 비율이 기존 치료제 페북소스타트보다 높았다. 국내 통풍 환자는 50만명을 넘어선 것으로 집계된다.",
      labels: { event: "partnership", company: "Hanul Pharmaceutical", companyOriginal: "한울제약", asset: "DDB208", indication: "Gout", regulator: null, also: ["Dodam Bio"] },
    },
    {
      title: "청람제약, 세포치료제 기업 아린바이오 인수…1200억원 규모",
      text: "청람제약은 코스닥 상장사 아린바이오의 지분 38%를 약 1200억원에 인수한다고 22일 공시했다. 최대주주 보유 지분을 사들이는 구주 인수와 제3자배정 유상증자 참여를 병행하는 방식으로, 거래가 마무리되면 청람제약이 아린바이오의 최대주주에 오른다. 아린바이오는 NK세포 기반 면역세포치료제를 개발하는 기업으로, 고형암과 혈액암을 대상으로 한 후보물질 3개를 보유하고 있다. 청람제약은 이번 인수로 전통 제약사에서 바이오 기업으로의 전환을 가속한다는 계획이다. 인수 발표 후 아린바이오 주가는 장 초반 20% 넘게 올랐다.",
      labels: { event: "acquisition", company: "Cheongram Pharmaceutical", companyOriginal: "청람제약", asset: null, indication: null, regulator: null, also: ["Arin Bio"] },
    },
    {
      title: "윤슬바이오, 코스닥 상장 첫날 공모가 대비 85% 상승",
      text: "mRNA 기반 항암 백신 개발사 윤슬바이오가 코스닥 시장에 상장했다. 공모가는 희망밴드 상단인 2만1000원으로 확정됐으며, 공모 규모는 약 378억원이다. 상장 첫날 주가는 공모가 대비 85% 오른 3만8850원에 거래를 마쳤다. 윤슬바이오는 공모 자금을 개인 맞춤형 mRNA 암 백신 YSB-01의 흑색종 임상 2상에 주로 투입할 계획이다. 기관 수요예측 경쟁률은 800대 1을 넘었다. 해외에서는 모더나와 MSD가 개인 맞춤형 암 백신 인티스메란을 흑색종 환자 대상으로 개발하고 있다.",
      labels: { event: "financing", company: "Yunseul Bio", companyOriginal: "윤슬바이오", asset: "YSB01", indication: "Melanoma", regulator: null },
    },
    {
      title: "소담테라퓨틱스, 450억원 시리즈B 투자 유치",
      text: "표적단백질분해(TPD) 신약 개발 기업 소담테라퓨틱스가 450억원 규모의 시리즈B 투자를 유치했다고 15일 밝혔다. 이번 투자에는 국내 대형 벤처캐피털 4곳과 증권사 자기자본투자(PI) 부서가 참여했다. 회사는 조달한 자금을 안드로겐 수용체 분해제와 BRD9 분해제 등 3개 파이프라인의 전임상 및 임상 1상 진입에 사용할 계획이다. 소담테라퓨틱스는 2021년 설립 이후 누적 투자 유치 금액이 약 700억원에 이른다. 회사는 2028년 코스닥 기술특례상장을 목표로 하고 있다.",
      labels: { event: "financing", company: "Sodam Therapeutics", companyOriginal: "소담테라퓨틱스", asset: null, indication: null, regulator: null },
    },
    {
      title: "늘봄제약 만성 두드러기 신약, 심평원 약평위서 급여 적정성 인정",
      text: "건강보험심사평가원은 20일 열린 약제급여평가위원회에서 늘봄제약의 만성 자발성 두드러기 치료제 '라일렌주'(NBP-602)에 대해 급여 적정성이 있다고 심의했다고 밝혔다. 급여 대상은 항히스타민제로 증상이 조절되지 않는 성인 환자다. 이에 따라 라일렌주는 국민건강보험공단과의 약가 협상을 거쳐 이르면 내년 3월부터 건강보험이 적용될 전망이다. 그동안 이 환자군에서는 생물학적 제제인 오말리주맙 외에 치료 선택지가 제한적이었다. 라일렌주는 지난해 12월 식품의약품안전처 허가를 받았다.",
      labels: { event: null, company: "Neulbom Pharmaceutical", companyOriginal: "늘봄제약", asset: "NBP602", indication: "Chronic spontaneous urticaria", regulator: "Health Insurance Review and Assessment Service" },
    },
  ],
};
