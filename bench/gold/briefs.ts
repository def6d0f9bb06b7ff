import type { EventType } from "../../src/server/core/recognize/types";

/**
 * Hand-written, hand-labelled short articles for the English brief benchmark (issue 17 §3): 20
 * each in Chinese, Japanese, Korean, German, French and Spanish, in the style of press releases
 * and trade news. Written for this benchmark, not copied. Events about real companies and
 * medicines are true to the best of the author's knowledge (dates and amounts as reported at the
 * time); invented events are about fictional companies (华康生物, 한빛바이오, 桜葉製薬, Rheinwerk
 * Biotherapeutics…) so that name shapes are tested on names no list knows.
 *
 * Labels are the truth, set before the brief writer was tuned, and never edited to fit it:
 * - `event`: the one event the article reports (null: none of the event types).
 * - `company`: the company the article is about, by its registry name
 *   (src/server/core/recognize/registry/companies.ts), or for one no list knows, its English form
 *   (romanized stem, shape suffix translated, legal suffix dropped); `companyOriginal` is that
 *   company's name as written, which a brief may give in parentheses.
 * - `asset`: the medicine by its registry name or INN, or its research code normalized
 *   (no spaces or hyphens: "HK-101" → "HK101").
 * - `indication`: the registry disease name (registry/diseases.ts).
 * - `regulator`: the registry regulator name; Japan's MHLW (厚生労働省) counts as PMDA.
 * - `also`: other companies or medicines the article truly names as parties to the event (a
 *   licensee, an acquired company): a brief that names them states nothing false.
 */
export type BriefLabels = {
  readonly event: EventType | null;
  readonly company: string | null;
  readonly companyOriginal?: string;
  readonly asset: string | null;
  readonly indication: string | null;
  readonly regulator: string | null;
  readonly also?: readonly string[];
};

export type BriefArticle = { readonly title: string; readonly text: string; readonly labels: BriefLabels };

export const GOLD_BRIEFS: Record<"zh" | "ja" | "ko" | "de" | "fr" | "es", readonly BriefArticle[]> = {
  zh: [
    {
      title: "华康生物PD-1单抗HK-101获批上市，用于晚期非小细胞肺癌",
      text: "11月18日，华康生物宣布，国家药监局已批准其自主研发的PD-1单克隆抗体HK-101上市，用于治疗晚期非小细胞肺癌。此次获批基于一项纳入412名患者的III期临床研究。公司表示，HK-101预计将于明年一季度在国内上市销售。",
      labels: { event: "approval", company: "Huakang Bio", companyOriginal: "华康生物", asset: "HK101", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "恒瑞医药卡瑞利珠单抗获国家药监局批准上市",
      text: "恒瑞医药宣布，其PD-1抑制剂卡瑞利珠单抗（艾瑞卡）获得国家药品监督管理局批准，用于治疗至少经过二线系统化疗的复发或难治性经典型霍奇金淋巴瘤。这是恒瑞医药首个获批上市的PD-1单抗。卡瑞利珠单抗的研发代号为SHR-1210。",
      labels: { event: "approval", company: "Jiangsu Hengrui Medicine", asset: "camrelizumab", indication: "Hodgkin lymphoma", regulator: "NMPA" },
    },
    {
      title: "苏州瑞恒医药KRAS G12C抑制剂上市申请获受理",
      text: "苏州瑞恒医药今日宣布，其KRAS G12C抑制剂RH-2207的新药上市申请已获国家药监局受理，拟用于既往接受过至少一种系统治疗的晚期胰腺癌患者。该申请基于一项II期单臂研究的结果。公司预计将于明年下半年获得审评结论。",
      labels: { event: "filing-acceptance", company: "Suzhou Ruiheng Pharma", companyOriginal: "苏州瑞恒医药", asset: "RH2207", indication: "Pancreatic cancer", regulator: "NMPA" },
    },
    {
      title: "康泽药业GLP-1受体激动剂KZ-301三期临床达到主要终点",
      text: "康泽药业公布了GLP-1受体激动剂KZ-301治疗肥胖症的III期临床试验顶线结果。研究共入组680名受试者，治疗48周后，KZ-301组体重较基线平均下降14.2%，达到主要终点。公司计划于明年向国家药监局递交上市申请。",
      labels: { event: "readout", company: "Kangze Pharma", companyOriginal: "康泽药业", asset: "KZ301", indication: "Obesity", regulator: null },
    },
    {
      title: "康方生物将依沃西单抗海外权益授权给Summit Therapeutics",
      text: "康方生物宣布与美国Summit Therapeutics达成合作与许可协议，将PD-1/VEGF双特异性抗体依沃西单抗（AK112）在美国、加拿大、欧洲和日本的开发和商业化权益授予Summit。根据协议，康方生物将获得5亿美元首付款，交易总额最高可达50亿美元。",
      labels: { event: "licensing", company: "Akeso", asset: "ivonescimab", indication: null, regulator: null, also: ["Summit Therapeutics"] },
    },
    {
      title: "润信生物科技完成5亿元C轮融资",
      text: "润信生物科技近日宣布完成5亿元人民币C轮融资，由多家医疗健康基金联合领投。本轮资金将主要用于抗体药物平台建设和新生产基地的投产。公司成立于2018年，总部位于杭州。",
      labels: { event: "financing", company: "Runxin Biotech", companyOriginal: "润信生物科技", asset: null, indication: null, regulator: null },
    },
    {
      title: "博源制药BY-012一期临床完成首例患者给药",
      text: "博源制药宣布，其在研新药BY-012治疗晚期肝细胞癌的I期临床试验已完成首例患者给药。该研究为多中心剂量递增试验，计划入组60名患者。BY-012是一款口服小分子FGFR4抑制剂。",
      labels: { event: "trial-start", company: "Boyuan Pharmaceutical", companyOriginal: "博源制药", asset: "BY012", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "君实生物特瑞普利单抗获美国FDA批准上市",
      text: "君实生物宣布，美国食品药品监督管理局（FDA）已批准特瑞普利单抗联合顺铂和吉西他滨用于转移性或复发性局部晚期鼻咽癌的一线治疗，以及单药用于既往含铂治疗后疾病进展的患者。特瑞普利单抗成为首个在美国获批上市的国产PD-1单抗。",
      labels: { event: "approval", company: "Junshi Biosciences", asset: "toripalimab", indication: "Nasopharyngeal carcinoma", regulator: "FDA" },
    },
    {
      title: "天衡生物医药TH-1109获FDA授予快速通道资格",
      text: "天衡生物医药宣布，美国FDA已授予其反义寡核苷酸药物TH-1109快速通道资格，用于治疗SOD1突变相关的肌萎缩侧索硬化症。TH-1109目前正在中国和美国开展I/II期临床试验。快速通道资格将使公司与FDA有更频繁的沟通。",
      labels: { event: "designation", company: "Tianheng Biopharma", companyOriginal: "天衡生物医药", asset: "TH1109", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "和晟生物收到FDA完整回复函",
      text: "和晟生物公告称，公司收到美国FDA就其PD-L1单抗HS-630生物制品许可申请发出的完整回复函。FDA在函中要求公司补充生产工艺相关资料，未对临床数据提出异议。HS-630的申请适应症为广泛期小细胞肺癌。",
      labels: { event: "complete-response-letter", company: "Hesheng Bio", companyOriginal: "和晟生物", asset: "HS630", indication: "Small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "远征医药拟8亿元收购金屿生物",
      text: "远征医药发布公告，拟以8亿元人民币现金收购金屿生物100%股权。金屿生物专注于眼科创新药研发，其核心产品用于治疗湿性年龄相关性黄斑变性。交易预计于明年上半年完成。",
      labels: { event: "acquisition", company: "Yuanzheng Pharma", companyOriginal: "远征医药", asset: null, indication: "Neovascular age-related macular degeneration", regulator: null, also: ["Jinyu Bio", "金屿生物"] },
    },
    {
      title: "泓睿生物向国家药监局递交HR-5501上市申请",
      text: "泓睿生物宣布，已向国家药监局递交BCMA/CD3双特异性抗体HR-5501的上市申请，用于治疗复发或难治性多发性骨髓瘤。该申请基于一项纳入156名患者的关键性II期研究，客观缓解率为71%。",
      labels: { event: "submission", company: "Hongrui Bio", companyOriginal: "泓睿生物", asset: "HR5501", indication: "Multiple myeloma", regulator: "NMPA" },
    },
    {
      title: "和黄医药呋喹替尼获FDA批准用于转移性结直肠癌",
      text: "和黄医药宣布，美国FDA已批准呋喹替尼用于治疗既往接受过多种治疗的转移性结直肠癌成人患者。呋喹替尼在美国由武田负责商业化。此次获批基于全球III期FRESCO-2研究的结果。",
      labels: { event: "approval", company: "HUTCHMED", asset: "fruquintinib", indication: "Colorectal cancer", regulator: "FDA", also: ["Takeda"] },
    },
    {
      title: "安科达生物与智源医药达成AI药物发现战略合作",
      text: "安科达生物与智源医药今日签署战略合作协议，双方将在人工智能辅助的抗体发现领域开展合作。根据协议，智源医药将提供其计算平台，安科达生物负责候选分子的验证。双方未披露财务条款。",
      labels: { event: "partnership", company: "Ankeda Bio", companyOriginal: "安科达生物", asset: null, indication: null, regulator: null, also: ["Zhiyuan Pharma", "智源医药"] },
    },
    {
      title: "德源药业DY-88二期临床未达到主要终点",
      text: "德源药业公布了DY-88治疗早期阿尔茨海默病的II期临床试验结果。研究共入组240名患者，治疗18个月后，DY-88组与安慰剂组在认知评分变化上无显著差异，未达到主要终点。公司表示将评估该项目的后续计划。",
      labels: { event: "readout", company: "Deyuan Pharma", companyOriginal: "德源药业", asset: "DY88", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "传奇生物西达基奥仑赛获美国FDA批准",
      text: "传奇生物宣布，美国FDA已批准其与强生合作开发的BCMA CAR-T疗法西达基奥仑赛（cilta-cel）上市，用于治疗既往接受过四线或以上治疗的复发或难治性多发性骨髓瘤成人患者。这是首款获得FDA批准的中国原研CAR-T产品之一。",
      labels: { event: "approval", company: "Legend Biotech", asset: "ciltacabtagene autoleucel", indication: "Multiple myeloma", regulator: "FDA", also: ["Johnson & Johnson"] },
    },
    {
      title: "衡道生物完成1.5亿美元B轮融资",
      text: "衡道生物宣布完成1.5亿美元B轮融资。公司专注于细胞治疗的自动化生产技术，本轮融资将用于扩建位于上海的生产基地。公司创始人表示，新基地建成后产能将提升三倍。",
      labels: { event: "financing", company: "Hengdao Bio", companyOriginal: "衡道生物", asset: null, indication: null, regulator: null },
    },
    {
      title: "启明药业将ADC药物QM-7授权给美国Carrow Therapeutics",
      text: "启明药业宣布与美国Carrow Therapeutics签署独家许可协议，将TROP2 ADC药物QM-7在大中华区以外的权益授予对方。启明药业将获得5000万美元首付款，以及最高8.5亿美元的里程碑付款。QM-7目前正在开展治疗三阴性乳腺癌的II期研究。",
      labels: { event: "licensing", company: "Qiming Pharma", companyOriginal: "启明药业", asset: "QM7", indication: "Triple-negative breast cancer", regulator: null, also: ["Carrow Therapeutics"] },
    },
    {
      title: "信达生物信迪利单抗获批上市",
      text: "信达生物宣布，国家药品监督管理局已批准其PD-1抑制剂信迪利单抗注射液上市，用于治疗至少经过二线系统化疗的复发或难治性经典型霍奇金淋巴瘤。信迪利单抗由信达生物与礼来制药共同开发。",
      labels: { event: "approval", company: "Innovent Biologics", asset: "sintilimab", indication: "Hodgkin lymphoma", regulator: "NMPA", also: ["Eli Lilly"] },
    },
    {
      title: "华康生物新生产基地在苏州投产",
      text: "华康生物位于苏州的抗体药物生产基地今日正式投产。该基地总投资约12亿元，设计产能为4万升。公司表示，新基地将满足其商业化产品和在研管线的生产需求。",
      labels: { event: null, company: "Huakang Bio", companyOriginal: "华康生物", asset: null, indication: null, regulator: null },
    },
  ],
  ja: [
    {
      title: "エーザイ、レカネマブの国内製造販売承認を取得",
      text: "エーザイは、アルツハイマー病治療薬レカネマブ（製品名レケンビ）について、厚生労働省から製造販売承認を取得したと発表した。対象はアルツハイマー病による軽度認知障害および軽度の認知症の進行抑制。レカネマブはバイオジェンと共同で開発された。",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA", also: ["Biogen"] },
    },
    {
      title: "第一三共、エンハーツが国内で承認取得",
      text: "第一三共は、抗HER2抗体薬物複合体トラスツズマブ デルクステカン（製品名エンハーツ）について、化学療法歴のあるHER2陽性の手術不能または再発乳がんを効能・効果として、厚生労働省より製造販売承認を取得したと発表した。同剤は日本で創製されたADCである。",
      labels: { event: "approval", company: "Daiichi Sankyo", asset: "trastuzumab deruxtecan", indication: "Breast cancer", regulator: "PMDA" },
    },
    {
      title: "桜葉製薬、SK-210の承認申請を実施",
      text: "桜葉製薬は、経口JAK1阻害薬SK-210について、関節リウマチを対象とした製造販売承認申請を厚生労働省に行ったと発表した。申請は国内第3相試験2本の結果に基づく。同社は2027年中の承認取得を目指す。",
      labels: { event: "submission", company: "Sakuraba Pharmaceutical", companyOriginal: "桜葉製薬", asset: "SK210", indication: "Rheumatoid arthritis", regulator: "PMDA" },
    },
    {
      title: "ミナトバイオ、MB-07の第3相試験で主要評価項目を達成",
      text: "ミナトバイオは、抗IL-13抗体MB-07の中等症から重症のアトピー性皮膚炎患者を対象とした第3相試験で、主要評価項目を達成したと発表した。試験には420人の患者が参加した。同社は来年、国内での承認申請を予定している。",
      labels: { event: "readout", company: "Minato Bio", companyOriginal: "ミナトバイオ", asset: "MB07", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "北星製薬、HS-45の海外権利を米Corvane Bioにライセンス",
      text: "北星製薬は、統合失調症治療薬候補HS-45について、日本とアジアを除く全世界での開発・商業化権を米Corvane Bioに供与するライセンス契約を締結したと発表した。北星製薬は契約一時金として3,000万ドルを受け取る。",
      labels: { event: "licensing", company: "Hokusei Pharmaceutical", companyOriginal: "北星製薬", asset: "HS45", indication: "Schizophrenia", regulator: null, also: ["Corvane Bio"] },
    },
    {
      title: "光陽薬品のKY-19、希少疾病用医薬品に指定",
      text: "光陽薬品は、筋萎縮性側索硬化症（ALS）を対象に開発中のKY-19が、厚生労働省から希少疾病用医薬品の指定を受けたと発表した。KY-19は低分子化合物で、現在国内で第2相試験を実施している。",
      labels: { event: "designation", company: "Koyo Pharmaceutical", companyOriginal: "光陽薬品", asset: "KY19", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "ソラリスセラピューティクス、膠芽腫の第1相試験で最初の患者に投与",
      text: "ソラリスセラピューティクスは、膠芽腫を対象とした遺伝子治療薬ST-301の第1相臨床試験で、最初の患者への投与を行ったと発表した。試験は国内の3施設で実施し、24人の患者を登録する計画だ。",
      labels: { event: "trial-start", company: "Solaris Therapeutics", companyOriginal: "ソラリスセラピューティクス", asset: "ST301", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "ミナトバイオ、シリーズCで50億円を調達",
      text: "ミナトバイオは、第三者割当増資によりシリーズCラウンドで総額50億円の資金調達を完了したと発表した。調達資金は臨床開発と人材採用に充てる。引受先には国内のベンチャーキャピタル4社が含まれる。",
      labels: { event: "financing", company: "Minato Bio", companyOriginal: "ミナトバイオ", asset: null, indication: null, regulator: null },
    },
    {
      title: "小野薬品、オプジーボが悪性黒色腫で承認",
      text: "小野薬品工業は、ヒト型抗ヒトPD-1モノクローナル抗体ニボルマブ（製品名オプジーボ）について、根治切除不能な悪性黒色腫を効能・効果として製造販売承認を取得したと発表した。PD-1抗体の承認は世界で初めてとなる。",
      labels: { event: "approval", company: "Ono Pharmaceutical", asset: "nivolumab", indication: "Melanoma", regulator: null },
    },
    {
      title: "翠嶺製薬、アオバファーマを200億円で買収",
      text: "翠嶺製薬は、創薬ベンチャーのアオバファーマを約200億円で買収すると発表した。アオバファーマは片頭痛治療薬の開発に強みを持つ。買収は来年3月に完了する見通し。",
      labels: { event: "acquisition", company: "Suirei Pharmaceutical", companyOriginal: "翠嶺製薬", asset: null, indication: "Migraine", regulator: null, also: ["Aoba Pharma", "アオバファーマ"] },
    },
    {
      title: "桜葉製薬と東都大学、共同研究契約を締結",
      text: "桜葉製薬と東都大学は、免疫疾患の新規標的探索に関する共同研究契約を締結した。契約期間は3年間で、桜葉製薬が研究費を負担する。成果は両者で共有する。",
      labels: { event: "partnership", company: "Sakuraba Pharmaceutical", companyOriginal: "桜葉製薬", asset: null, indication: null, regulator: null },
    },
    {
      title: "ミナトバイオ、MB-07で米FDAから審査完了報告通知を受領",
      text: "ミナトバイオは、アトピー性皮膚炎を対象とするMB-07の生物製剤承認申請について、米国食品医薬品局（FDA）から審査完了報告通知（CRL）を受け取ったと発表した。FDAは製造施設に関する追加情報を求めている。",
      labels: { event: "complete-response-letter", company: "Minato Bio", companyOriginal: "ミナトバイオ", asset: "MB07", indication: "Atopic dermatitis", regulator: "FDA" },
    },
    {
      title: "光陽薬品のKY-19、米FDAが新薬承認申請を受理",
      text: "光陽薬品は、筋萎縮性側索硬化症を対象とするKY-19の新薬承認申請が米国FDAに受理されたと発表した。FDAは優先審査を適用し、審査終了目標日は来年6月に設定された。",
      labels: { event: "filing-acceptance", company: "Koyo Pharmaceutical", companyOriginal: "光陽薬品", asset: "KY19", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "北星製薬、HS-45の第2相試験で主要評価項目未達",
      text: "北星製薬は、統合失調症患者を対象としたHS-45の第2相試験で、主要評価項目を達成できなかったと発表した。試験には310人が参加した。安全性に新たな懸念は認められなかった。",
      labels: { event: "readout", company: "Hokusei Pharmaceutical", companyOriginal: "北星製薬", asset: "HS45", indication: "Schizophrenia", regulator: null },
    },
    {
      title: "アオバファーマ、片頭痛治療薬AB-330の承認取得",
      text: "アオバファーマは、CGRP受容体拮抗薬AB-330について、片頭痛の発作予防を効能・効果として厚生労働省から製造販売承認を取得したと発表した。発売は来年春を予定している。",
      labels: { event: "approval", company: "Aoba Pharma", companyOriginal: "アオバファーマ", asset: "AB330", indication: "Migraine", regulator: "PMDA" },
    },
    {
      title: "アステラス製薬、ゾルベツキシマブが胃がんで世界初の承認",
      text: "アステラス製薬は、抗Claudin 18.2モノクローナル抗体ゾルベツキシマブ（製品名ビロイ）について、CLDN18.2陽性の治癒切除不能な進行・再発の胃がんを効能・効果として、厚生労働省より製造販売承認を取得したと発表した。同剤の承認は世界で初めて。",
      labels: { event: "approval", company: "Astellas", asset: "zolbetuximab", indication: "Gastric cancer", regulator: "PMDA" },
    },
    {
      title: "翠嶺製薬、IgA腎症でSR-5の第2相試験を開始",
      text: "翠嶺製薬は、IgA腎症を対象としたSR-5の第2相臨床試験を開始したと発表した。試験は日本と韓国で実施し、120人の患者を登録する予定。SR-5は補体B因子を阻害する経口薬である。",
      labels: { event: "trial-start", company: "Suirei Pharmaceutical", companyOriginal: "翠嶺製薬", asset: "SR5", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "ソラリスセラピューティクス、神戸に新研究所を開設",
      text: "ソラリスセラピューティクスは、神戸市に新たな研究所を開設した。新研究所ではウイルスベクターの製造技術を開発する。約40人の研究者が勤務する予定だ。",
      labels: { event: null, company: "Solaris Therapeutics", companyOriginal: "ソラリスセラピューティクス", asset: null, indication: null, regulator: null },
    },
    {
      title: "北星製薬のHS-88、米FDAがブレークスルーセラピーに指定",
      text: "北星製薬は、膵臓がんを対象に開発中のKRAS G12D阻害薬HS-88が、米国FDAからブレークスルーセラピー指定を受けたと発表した。指定は第1相試験の予備的な有効性データに基づく。",
      labels: { event: "designation", company: "Hokusei Pharmaceutical", companyOriginal: "北星製薬", asset: "HS88", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "アオバファーマ、欧州企業と提携しAB-330を欧州で展開",
      text: "アオバファーマは、片頭痛治療薬AB-330の欧州での販売について、独Altmühl Pharmaと販売提携契約を結んだと発表した。Altmühl Pharmaは欧州の承認取得後に販売を担う。",
      labels: { event: "partnership", company: "Aoba Pharma", companyOriginal: "アオバファーマ", asset: "AB330", indication: "Migraine", regulator: null, also: ["Altmühl Pharma"] },
    },
  ],
  ko: [
    {
      title: "유한양행 렉라자, 식약처 품목허가 획득",
      text: "유한양행은 폐암 신약 렉라자(성분명 레이저티닙)가 식품의약품안전처로부터 품목허가를 받았다고 밝혔다. 렉라자는 EGFR T790M 변이 양성 비소세포폐암 환자의 2차 치료제로 허가됐다. 렉라자는 국산 신약 31호다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "MFDS" },
    },
    {
      title: "알테오젠, MSD와 ALT-B4 독점 라이선스 계약 변경",
      text: "알테오젠은 미국 머크(MSD)와 인간 히알루로니다제 ALT-B4에 대한 독점 라이선스 계약으로 변경하는 계약을 체결했다고 공시했다. MSD는 이 기술을 키트루다 피하주사 제형 개발에 독점적으로 사용한다. 알테오젠은 계약금 2천만 달러를 받는다.",
      labels: { event: "licensing", company: "Alteogen", asset: "ALTB4", indication: null, regulator: null, also: ["Merck & Co.", "pembrolizumab"] },
    },
    {
      title: "한빛바이오, HB-201 미국 FDA 허가신청 접수 완료",
      text: "한빛바이오는 위암 치료제 HB-201의 바이오의약품 허가신청(BLA)이 미국 식품의약국(FDA)에 정식 접수됐다고 밝혔다. FDA는 표준심사를 적용할 예정이다. HB-201은 Claudin 18.2를 표적으로 하는 항체약물접합체(ADC)다.",
      labels: { event: "filing-acceptance", company: "Hanbit Bio", companyOriginal: "한빛바이오", asset: "HB201", indication: "Gastric cancer", regulator: "FDA" },
    },
    {
      title: "한빛바이오 HER2 ADC 'HB-101' 식약처 허가",
      text: "한빛바이오는 HER2 양성 전이성 유방암 치료제 HB-101이 식약처로부터 품목허가를 받았다고 18일 밝혔다. 허가는 국내 3상 임상시험 결과를 바탕으로 이뤄졌다. 회사는 내년 상반기 출시를 목표로 하고 있다.",
      labels: { event: "approval", company: "Hanbit Bio", companyOriginal: "한빛바이오", asset: "HB101", indication: "Breast cancer", regulator: "MFDS" },
    },
    {
      title: "세움제약, 美 Velmora에 SU-12 기술이전…총 9억 달러 규모",
      text: "세움제약은 미국 Velmora Therapeutics에 비알코올성 지방간염 치료 후보물질 SU-12를 기술이전하는 계약을 체결했다고 공시했다. 계약금은 3천만 달러이며 마일스톤을 포함한 총 계약 규모는 9억 달러다.",
      labels: { event: "licensing", company: "Seum Pharm", companyOriginal: "세움제약", asset: "SU12", indication: "MASH", regulator: null, also: ["Velmora Therapeutics"] },
    },
    {
      title: "누리바이오, 파킨슨병 치료제 NR-3 임상 1상 첫 환자 투여",
      text: "누리바이오는 파킨슨병 치료 후보물질 NR-3의 임상 1상에서 첫 환자 투여를 시작했다고 밝혔다. 임상은 서울대병원 등 국내 4개 기관에서 48명을 대상으로 진행된다.",
      labels: { event: "trial-start", company: "Nuri Bio", companyOriginal: "누리바이오", asset: "NR3", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "도담테라퓨틱스, IgA 신증 치료제 임상 2상서 1차 평가지표 충족",
      text: "도담테라퓨틱스는 IgA 신증 치료 후보물질 DD-07의 임상 2상에서 1차 평가지표를 충족했다고 발표했다. 24주 투여 후 단백뇨가 위약군 대비 유의하게 감소했다. 임상에는 96명의 환자가 참여했다.",
      labels: { event: "readout", company: "Dodam Therapeutics", companyOriginal: "도담테라퓨틱스", asset: "DD07", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "가온바이오로직스, 500억원 규모 시리즈B 투자 유치",
      text: "가온바이오로직스가 500억원 규모의 시리즈B 투자를 유치했다고 밝혔다. 이번 투자에는 국내 벤처캐피털 6곳이 참여했다. 회사는 확보한 자금을 이중항체 플랫폼 고도화에 사용할 계획이다.",
      labels: { event: "financing", company: "Gaon Biologics", companyOriginal: "가온바이오로직스", asset: null, indication: null, regulator: null },
    },
    {
      title: "한빛바이오 췌장암 신약, FDA 희귀의약품 지정",
      text: "한빛바이오는 췌장암 치료 후보물질 HB-305가 미국 FDA로부터 희귀의약품으로 지정됐다고 밝혔다. 희귀의약품으로 지정되면 허가 후 7년간 시장 독점권이 부여된다.",
      labels: { event: "designation", company: "Hanbit Bio", companyOriginal: "한빛바이오", asset: "HB305", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "세움제약, 당뇨병성 황반부종 치료제 FDA 보완요구서한 수령",
      text: "세움제약은 당뇨병성 황반부종 치료제 SU-07에 대해 미국 FDA로부터 보완요구서한(CRL)을 받았다고 공시했다. FDA는 제조 시설 실사 결과를 이유로 추가 자료를 요청했다.",
      labels: { event: "complete-response-letter", company: "Seum Pharm", companyOriginal: "세움제약", asset: "SU07", indication: "Diabetic macular edema", regulator: "FDA" },
    },
    {
      title: "하람제약, 누리바이오 1200억원에 인수",
      text: "하람제약이 신경질환 치료제 개발사 누리바이오를 1,200억원에 인수한다고 밝혔다. 하람제약은 누리바이오 지분 100%를 확보하게 된다. 인수는 내년 1분기에 마무리될 예정이다.",
      labels: { event: "acquisition", company: "Haram Pharm", companyOriginal: "하람제약", asset: null, indication: null, regulator: null, also: ["Nuri Bio", "누리바이오"] },
    },
    {
      title: "도담테라퓨틱스, DD-07 식약처에 품목허가 신청",
      text: "도담테라퓨틱스는 IgA 신증 치료제 DD-07의 품목허가를 식품의약품안전처에 신청했다고 밝혔다. 회사는 신속심사 대상 지정도 함께 요청했다.",
      labels: { event: "submission", company: "Dodam Therapeutics", companyOriginal: "도담테라퓨틱스", asset: "DD07", indication: "IgA nephropathy", regulator: "MFDS" },
    },
    {
      title: "하람제약 고혈압 신약 HR-9, 임상 3상서 1차 평가변수 달성 실패",
      text: "하람제약은 고혈압 치료 후보물질 HR-9의 임상 3상에서 1차 평가변수를 달성하지 못했다고 공시했다. 임상에는 650명의 환자가 참여했다. 회사 주가는 발표 직후 20% 넘게 하락했다.",
      labels: { event: "readout", company: "Haram Pharm", companyOriginal: "하람제약", asset: "HR9", indication: "Hypertension", regulator: null },
    },
    {
      title: "한빛바이오, 미래AI와 신약 발굴 공동연구 협약",
      text: "한빛바이오는 인공지능 기업 미래AI와 항체 신약 발굴을 위한 공동연구 협약을 맺었다고 밝혔다. 양사는 2년간 공동으로 후보물질을 발굴한다. 계약 조건은 공개하지 않았다.",
      labels: { event: "partnership", company: "Hanbit Bio", companyOriginal: "한빛바이오", asset: null, indication: null, regulator: null, also: ["Mirae AI", "미래AI"] },
    },
    {
      title: "렉라자·리브리반트 병용요법, 미국 FDA 승인",
      text: "유한양행은 자사의 렉라자(레이저티닙)와 존슨앤드존슨의 리브리반트 병용요법이 미국 FDA 승인을 받았다고 밝혔다. 승인 대상은 EGFR 엑손19 결손 또는 엑손21 L858R 변이 비소세포폐암 1차 치료다. 국산 항암제가 FDA 승인을 받은 것은 이번이 처음이다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "가온바이오로직스, 아토피 피부염 치료제 GO-55 임상 3상 개시",
      text: "가온바이오로직스는 중등도 이상 아토피 피부염 환자를 대상으로 한 GO-55의 임상 3상을 개시했다고 밝혔다. 임상은 한국과 미국, 유럽에서 540명을 대상으로 진행된다.",
      labels: { event: "trial-start", company: "Gaon Biologics", companyOriginal: "가온바이오로직스", asset: "GO55", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "세움제약, 신임 대표이사 선임",
      text: "세움제약은 이사회를 열고 연구개발본부장을 신임 대표이사로 선임했다고 밝혔다. 신임 대표는 글로벌 제약사에서 20년간 신약 개발을 이끌었다. 회사는 연구개발 중심 경영을 강화할 방침이다.",
      labels: { event: null, company: "Seum Pharm", companyOriginal: "세움제약", asset: null, indication: null, regulator: null },
    },
    {
      title: "하람제약 비만 치료제 HR-3, 식약처 허가",
      text: "하람제약은 GLP-1 계열 비만 치료제 HR-3가 식품의약품안전처로부터 품목허가를 받았다고 밝혔다. 허가는 52주간 진행된 국내 3상 결과를 근거로 했다. HR-3는 주 1회 피하주사 제형이다.",
      labels: { event: "approval", company: "Haram Pharm", companyOriginal: "하람제약", asset: "HR3", indication: "Obesity", regulator: "MFDS" },
    },
    {
      title: "유한양행, 얀센에 레이저티닙 기술수출",
      text: "유한양행은 폐암 치료 후보물질 레이저티닙을 얀센 바이오테크에 기술수출하는 계약을 체결했다고 공시했다. 계약금은 5천만 달러다. 얀센은 한국을 제외한 전 세계에서 레이저티닙의 개발과 상업화 권리를 갖는다.",
      labels: { event: "licensing", company: "Yuhan", asset: "lazertinib", indication: "Lung cancer", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "누리바이오 NR-3, FDA 패스트트랙 지정",
      text: "누리바이오는 파킨슨병 치료 후보물질 NR-3가 미국 FDA로부터 패스트트랙 지정을 받았다고 밝혔다. 패스트트랙으로 지정되면 허가 신청 시 우선심사와 순차심사를 받을 수 있다.",
      labels: { event: "designation", company: "Nuri Bio", companyOriginal: "누리바이오", asset: "NR3", indication: "Parkinson's disease", regulator: "FDA" },
    },
  ],
  de: [
    {
      title: "Rheinwerk Biotherapeutics erhält EU-Zulassung für RW-101",
      text: "Die Europäische Kommission hat der Rheinwerk Biotherapeutics GmbH die Zulassung für den PD-1-Antikörper RW-101 zur Behandlung des fortgeschrittenen Melanoms erteilt. Die Zulassung stützt sich auf eine Phase-3-Studie mit 540 Patienten. Das Kölner Unternehmen will das Mittel zuerst in Deutschland auf den Markt bringen.",
      labels: { event: "approval", company: "Rheinwerk Biotherapeutics", asset: "RW101", indication: "Melanoma", regulator: "European Commission" },
    },
    {
      title: "Bayer: FDA lässt Darolutamid zu",
      text: "Die US-Arzneimittelbehörde FDA hat Darolutamid von Bayer zur Behandlung von Männern mit nicht-metastasiertem kastrationsresistentem Prostatakrebs zugelassen. Das Medikament wird unter dem Namen Nubeqa vermarktet. Bayer hat den Wirkstoff gemeinsam mit Orion entwickelt.",
      labels: { event: "approval", company: "Bayer", asset: "darolutamide", indication: "Prostate cancer", regulator: "FDA", also: ["Orion Corporation"] },
    },
    {
      title: "Nordlicht Therapeutics reicht Zulassungsantrag bei der EMA ein",
      text: "Die Nordlicht Therapeutics AG hat bei der Europäischen Arzneimittel-Agentur EMA die Zulassung für NT-17 zur Behandlung der schubförmigen Multiplen Sklerose beantragt. Der Antrag basiert auf zwei Phase-3-Studien. Eine Entscheidung wird für das kommende Jahr erwartet.",
      labels: { event: "submission", company: "Nordlicht Therapeutics", asset: "NT17", indication: "Multiple sclerosis", regulator: "EMA" },
    },
    {
      title: "Altmühl Pharma: Phase-3-Studie mit AP-220 erreicht primären Endpunkt",
      text: "Die Altmühl Pharma AG hat in einer Phase-3-Studie mit dem IL-23-Antikörper AP-220 bei Patienten mit mittelschwerer bis schwerer Psoriasis den primären Endpunkt erreicht. An der Studie nahmen 760 Patienten teil. Das Unternehmen will im kommenden Jahr die Zulassung beantragen.",
      labels: { event: "readout", company: "Altmühl Pharma", asset: "AP220", indication: "Psoriasis", regulator: null },
    },
    {
      title: "Münchner Isarbio sammelt 40 Millionen Euro ein",
      text: "Das Münchner Biotech-Start-up Isarbio GmbH hat in einer Series-A-Finanzierungsrunde 40 Mio. Euro eingesammelt. Angeführt wurde die Runde von zwei europäischen Wagniskapitalgebern. Mit dem Geld will Isarbio seine Plattform für Proteinabbau ausbauen.",
      labels: { event: "financing", company: "Isarbio", asset: null, indication: null, regulator: null },
    },
    {
      title: "Elbtal Biotech lizenziert ADC an Huakang Bio",
      text: "Die Dresdner Elbtal Biotech hat die Rechte an ihrem Claudin-18.2-Antikörper-Wirkstoff-Konjugat ET-5 für China an das chinesische Unternehmen Huakang Bio auslizenziert. Elbtal erhält eine Vorabzahlung von 25 Mio. US-Dollar. Hinzu kommen mögliche Meilensteinzahlungen von bis zu 400 Mio. US-Dollar.",
      labels: { event: "licensing", company: "Elbtal Biotech", asset: "ET5", indication: null, regulator: null, also: ["Huakang Bio"] },
    },
    {
      title: "Schwarzwald Therapeutics behandelt ersten Patienten mit Gentherapie",
      text: "Die Schwarzwald Therapeutics GmbH hat in ihrer Phase-1-Studie mit der Gentherapie ST-01 den ersten Patienten mit Duchenne-Muskeldystrophie behandelt. Die Studie soll zwölf Jungen im Alter von vier bis sieben Jahren einschließen.",
      labels: { event: "trial-start", company: "Schwarzwald Therapeutics", asset: "ST01", indication: "Duchenne muscular dystrophy", regulator: null },
    },
    {
      title: "FDA lehnt Zulassung von Hanse Biologics' HB-12 vorerst ab",
      text: "Die US-Arzneimittelbehörde FDA hat der Hanse Biologics AG einen Complete Response Letter für den Antikörper HB-12 zur Behandlung der atopischen Dermatitis geschickt. Die Behörde verlangt zusätzliche Daten zur Herstellung. Die Aktie fiel um 18 Prozent.",
      labels: { event: "complete-response-letter", company: "Hanse Biologics", asset: "HB12", indication: "Atopic dermatitis", regulator: "FDA" },
    },
    {
      title: "Orphan-Drug-Status für NT-22 von Nordlicht Therapeutics",
      text: "Die FDA hat dem Wirkstoffkandidaten NT-22 der Nordlicht Therapeutics AG den Orphan-Drug-Status zur Behandlung der Amyotrophen Lateralsklerose gewährt. NT-22 wird derzeit in einer Phase-1/2-Studie untersucht.",
      labels: { event: "designation", company: "Nordlicht Therapeutics", asset: "NT22", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag für AP-220 an",
      text: "Die FDA hat den Zulassungsantrag der Altmühl Pharma AG für AP-220 zur Behandlung der Psoriasis zur Prüfung angenommen. Eine Entscheidung der Behörde wird im dritten Quartal des kommenden Jahres erwartet.",
      labels: { event: "filing-acceptance", company: "Altmühl Pharma", asset: "AP220", indication: "Psoriasis", regulator: "FDA" },
    },
    {
      title: "Isarbio und Universitätsklinikum vereinbaren Kooperation",
      text: "Die Isarbio GmbH und das Universitätsklinikum Heidelberg haben eine Forschungskooperation vereinbart. Gemeinsam wollen sie neue Ansätze für den gezielten Proteinabbau in der Onkologie untersuchen. Finanzielle Details wurden nicht genannt.",
      labels: { event: "partnership", company: "Isarbio", asset: null, indication: null, regulator: null },
    },
    {
      title: "Rheinwerk Biotherapeutics startet Phase-2-Studie bei Glioblastom",
      text: "Die Rheinwerk Biotherapeutics GmbH hat eine Phase-2-Studie mit RW-205 bei Patienten mit neu diagnostiziertem Glioblastom gestartet. Die Studie soll an 15 Zentren in Deutschland und Österreich rund 110 Patienten aufnehmen.",
      labels: { event: "trial-start", company: "Rheinwerk Biotherapeutics", asset: "RW205", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Novartis übernimmt MorphoSys für 2,7 Milliarden Euro",
      text: "Der Schweizer Pharmakonzern Novartis übernimmt das Biotech-Unternehmen MorphoSys aus Planegg bei München. Novartis bietet 68 Euro je Aktie, insgesamt rund 2,7 Mrd. Euro. Im Mittelpunkt steht der Wirkstoffkandidat Pelabresib gegen Myelofibrose.",
      labels: { event: "acquisition", company: "Novartis", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["MorphoSys"] },
    },
    {
      title: "Schwarzwald Therapeutics: ST-03 verfehlt Endpunkt bei Huntington",
      text: "Die Schwarzwald Therapeutics GmbH hat mit ihrem Wirkstoff ST-03 in einer Phase-2-Studie bei der Huntington-Krankheit den primären Endpunkt verfehlt. Das Unternehmen will die Daten im Detail auswerten und über die Zukunft des Programms entscheiden.",
      labels: { event: "readout", company: "Schwarzwald Therapeutics", asset: "ST03", indication: "Huntington's disease", regulator: null },
    },
    {
      title: "EU-Zulassung für Biosimilar von Hanse Biologics",
      text: "Die Europäische Kommission hat das Biosimilar HB-7 der Hanse Biologics AG zur Behandlung der rheumatoiden Arthritis zugelassen. HB-7 ist ein Nachahmerpräparat eines TNF-Blockers. Die Markteinführung ist für das Frühjahr geplant.",
      labels: { event: "approval", company: "Hanse Biologics", asset: "HB7", indication: "Rheumatoid arthritis", regulator: "European Commission" },
    },
    {
      title: "Nordlicht Therapeutics nimmt 120 Millionen Euro auf",
      text: "Die Nordlicht Therapeutics AG hat bei einer Kapitalerhöhung 120 Mio. Euro eingenommen. Die neuen Aktien wurden bei institutionellen Investoren platziert. Das Geld soll die Markteinführung von NT-17 finanzieren.",
      labels: { event: "financing", company: "Nordlicht Therapeutics", asset: "NT17", indication: null, regulator: null },
    },
    {
      title: "Elbtal Biotech eröffnet neues Werk in Dresden",
      text: "Die Elbtal Biotech hat in Dresden ein neues Werk für die Herstellung von Antikörper-Wirkstoff-Konjugaten eröffnet. Rund 150 neue Arbeitsplätze sollen entstehen. Das Unternehmen investierte 80 Mio. Euro in den Standort.",
      labels: { event: null, company: "Elbtal Biotech", asset: null, indication: null, regulator: null },
    },
    {
      title: "Beschleunigte FDA-Zulassung für RW-330 von Rheinwerk",
      text: "Die FDA hat dem KRAS-G12C-Hemmer RW-330 der Rheinwerk Biotherapeutics GmbH eine beschleunigte Zulassung zur Behandlung des vorbehandelten nicht-kleinzelligen Lungenkarzinoms erteilt. Grundlage ist eine Phase-2-Studie mit 130 Patienten.",
      labels: { event: "approval", company: "Rheinwerk Biotherapeutics", asset: "RW330", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Altmühl Pharma und Aoba Pharma schließen Vertriebspartnerschaft",
      text: "Die Altmühl Pharma AG hat mit dem japanischen Unternehmen Aoba Pharma eine Partnerschaft für den Vertrieb des Migränemittels AB-330 in Europa geschlossen. Altmühl übernimmt nach einer EU-Zulassung die Vermarktung.",
      labels: { event: "partnership", company: "Altmühl Pharma", asset: "AB330", indication: "Migraine", regulator: null, also: ["Aoba Pharma"] },
    },
    {
      title: "Hanse Biologics meldet positive Phase-3-Daten bei Colitis ulcerosa",
      text: "Die Hanse Biologics AG hat in der Phase-3-Studie mit HB-40 bei Colitis ulcerosa den primären Endpunkt der klinischen Remission erreicht. An der Studie nahmen 480 Patienten teil. Die Ergebnisse sollen auf einem Fachkongress vorgestellt werden.",
      labels: { event: "readout", company: "Hanse Biologics", asset: "HB40", indication: "Ulcerative colitis", regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi finalise l'acquisition de Provention Bio",
      text: "Sanofi a finalisé l'acquisition de la biotech américaine Provention Bio pour environ 2,9 milliards de dollars. L'opération apporte au groupe français le téplizumab, un anticorps anti-CD3 qui retarde l'apparition du diabète de type 1. Le téplizumab est commercialisé aux États-Unis sous le nom de Tzield.",
      labels: { event: "acquisition", company: "Sanofi", asset: "teplizumab", indication: "Type 1 diabetes", regulator: null, also: ["Provention Bio"] },
    },
    {
      title: "La FDA approuve Dupixent dans la BPCO",
      text: "La FDA américaine a approuvé Dupixent (dupilumab) de Sanofi et Regeneron comme traitement d'entretien d'appoint chez les adultes atteints de bronchopneumopathie chronique obstructive (BPCO) non contrôlée avec un phénotype éosinophile. C'est le premier médicament biologique approuvé dans cette indication aux États-Unis.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "COPD", regulator: "FDA", also: ["Regeneron"] },
    },
    {
      title: "Nanobiotix signe un accord de licence avec Janssen pour NBTXR3",
      text: "Nanobiotix a conclu un accord de licence mondial avec Janssen, filiale de Johnson & Johnson, pour le développement et la commercialisation de NBTXR3. La biotech française recevra un paiement initial de 30 millions de dollars. NBTXR3 est un radioamplificateur injecté directement dans la tumeur.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: null, regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "Orphéa Therapeutics obtient l'autorisation européenne pour OR-12",
      text: "La Commission européenne a accordé une autorisation de mise sur le marché à OR-12, le traitement d'Orphéa Therapeutics contre l'hémophilie B. Cette thérapie génique est administrée en une seule perfusion. La société lyonnaise prévoit un lancement en France au second semestre.",
      labels: { event: "approval", company: "Orphéa Therapeutics", asset: "OR12", indication: "Hemophilia B", regulator: "European Commission" },
    },
    {
      title: "Cevenna Bio lève 60 millions d'euros",
      text: "La biotech montpelliéraine Cevenna Bio a levé 60 millions d'euros lors d'un tour de financement de série B. L'opération a été menée par un consortium de fonds européens. Les fonds serviront à poursuivre le développement de sa plateforme d'ARN messager.",
      labels: { event: "financing", company: "Cevenna Bio", asset: null, indication: null, regulator: null },
    },
    {
      title: "Mistral Biologics : le CV-88 atteint son critère principal en phase 3",
      text: "Mistral Biologics a annoncé que son anticorps CV-88 a atteint le critère d'évaluation principal de l'étude de phase 3 menée chez des patients atteints de rectocolite hémorragique. L'essai a inclus 520 patients dans 14 pays. La société prévoit de déposer une demande d'autorisation l'an prochain.",
      labels: { event: "readout", company: "Mistral Biologics", asset: "CV88", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Laboratoires Delorme dépose une demande d'AMM auprès de l'EMA",
      text: "Les Laboratoires Delorme ont déposé auprès de l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour LD-404 dans la fibrose pulmonaire idiopathique. Le dossier s'appuie sur deux études de phase 3. Une décision est attendue d'ici dix-huit mois.",
      labels: { event: "submission", company: "Laboratoires Delorme", asset: "LD404", indication: "Idiopathic pulmonary fibrosis", regulator: "EMA" },
    },
    {
      title: "Premier patient traité dans l'essai de phase 1 de Genovia Pharma",
      text: "Genovia Pharma a annoncé l'administration de GP-17 au premier patient de son essai de phase 1 dans le cancer de l'ovaire. L'étude sera menée dans six centres en France et en Belgique. GP-17 est un conjugué anticorps-médicament ciblant FRα.",
      labels: { event: "trial-start", company: "Genovia Pharma", asset: "GP17", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Désignation de médicament orphelin pour OR-31 d'Orphéa",
      text: "La FDA a accordé la désignation de médicament orphelin à OR-31, le candidat d'Orphéa Therapeutics dans la maladie de Fabry. OR-31 est une thérapie génique en cours d'évaluation dans un essai de phase 1/2.",
      labels: { event: "designation", company: "Orphéa Therapeutics", asset: "OR31", indication: "Fabry disease", regulator: "FDA" },
    },
    {
      title: "Lettre de réponse complète de la FDA pour Mistral Biologics",
      text: "Mistral Biologics a reçu une lettre de réponse complète (CRL) de la FDA concernant sa demande d'autorisation pour CV-20 dans le psoriasis. L'agence demande des données supplémentaires sur la stabilité du produit. Le titre a chuté de 25 % à l'ouverture.",
      labels: { event: "complete-response-letter", company: "Mistral Biologics", asset: "CV20", indication: "Psoriasis", regulator: "FDA" },
    },
    {
      title: "Genovia Pharma rachète Cevenna Bio",
      text: "Genovia Pharma a annoncé le rachat de Cevenna Bio pour 310 millions d'euros en numéraire. L'acquisition donne à Genovia l'accès à une plateforme d'ARN messager. La transaction devrait être finalisée au premier trimestre.",
      labels: { event: "acquisition", company: "Genovia Pharma", asset: null, indication: null, regulator: null, also: ["Cevenna Bio"] },
    },
    {
      title: "La FDA accepte d'examiner la demande de Laboratoires Delorme",
      text: "La FDA a accepté d'examiner la demande d'autorisation de LD-404 déposée par les Laboratoires Delorme dans la fibrose pulmonaire idiopathique. L'agence a fixé sa date de décision au mois de septembre prochain.",
      labels: { event: "filing-acceptance", company: "Laboratoires Delorme", asset: "LD404", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "Échec de phase 2 pour Cevenna Bio dans la maladie de Parkinson",
      text: "Cevenna Bio a annoncé que son candidat CB-9 n'a pas atteint le critère principal de son essai de phase 2 dans la maladie de Parkinson. L'étude portait sur 180 patients. La société va réduire ses effectifs.",
      labels: { event: "readout", company: "Cevenna Bio", asset: "CB9", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Partenariat entre Mistral Biologics et l'Institut Curie",
      text: "Mistral Biologics et l'Institut Curie ont signé un partenariat de recherche sur de nouveaux anticorps bispécifiques en oncologie. Le partenariat porte sur trois ans. Les conditions financières n'ont pas été divulguées.",
      labels: { event: "partnership", company: "Mistral Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Autorisation européenne pour le traitement de la migraine de Laboratoires Delorme",
      text: "La Commission européenne a autorisé LD-210, le traitement préventif de la migraine développé par les Laboratoires Delorme. L'autorisation fait suite à un avis favorable du comité scientifique de l'agence européenne. Le lancement en France est prévu au printemps.",
      labels: { event: "approval", company: "Laboratoires Delorme", asset: "LD210", indication: "Migraine", regulator: "European Commission" },
    },
    {
      title: "Genovia Pharma démarre un essai de phase 3 dans le cancer du sein",
      text: "Genovia Pharma a lancé un essai de phase 3 évaluant GP-30 chez 700 patientes atteintes d'un cancer du sein triple négatif. L'étude sera menée dans 120 centres en Europe et en Amérique du Nord.",
      labels: { event: "trial-start", company: "Genovia Pharma", asset: "GP30", indication: "Triple-negative breast cancer", regulator: null },
    },
    {
      title: "Orphéa Therapeutics accorde une licence à Hanbit Bio pour la Corée",
      text: "Orphéa Therapeutics a accordé à la société coréenne Hanbit Bio une licence exclusive pour développer et commercialiser OR-12 en Corée du Sud. Orphéa recevra un paiement initial de 8 millions d'euros et des redevances sur les ventes.",
      labels: { event: "licensing", company: "Orphéa Therapeutics", asset: "OR12", indication: null, regulator: null, also: ["Hanbit Bio"] },
    },
    {
      title: "Mistral Biologics inaugure un nouveau site de production",
      text: "Mistral Biologics a inauguré un site de production d'anticorps près de Marseille. Le site emploiera 90 personnes d'ici deux ans. L'investissement s'élève à 45 millions d'euros.",
      labels: { event: null, company: "Mistral Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "La FDA accorde la désignation de thérapie innovante à GP-17",
      text: "Genovia Pharma a annoncé que la FDA a accordé la désignation de thérapie innovante (Breakthrough Therapy) à GP-17 dans le cancer de l'ovaire résistant au platine. La décision s'appuie sur les premiers résultats de l'essai de phase 1.",
      labels: { event: "designation", company: "Genovia Pharma", asset: "GP17", indication: "Ovarian cancer", regulator: "FDA" },
    },
    {
      title: "Cevenna Bio entre en bourse et lève 95 millions d'euros",
      text: "Cevenna Bio a fait ses débuts sur Euronext Paris et a levé 95 millions d'euros dans le cadre de son introduction en bourse. L'argent financera l'essai de phase 2 de CB-14 dans la mucoviscidose.",
      labels: { event: "financing", company: "Cevenna Bio", asset: "CB14", indication: "Cystic fibrosis", regulator: null },
    },
  ],
  es: [
    {
      title: "La FDA aprueba lurbinectedina de PharmaMar para el cáncer de pulmón microcítico",
      text: "La FDA de Estados Unidos ha concedido la aprobación acelerada a lurbinectedina, de PharmaMar, para el tratamiento de adultos con cáncer de pulmón microcítico metastásico que han progresado tras quimioterapia con platino. El fármaco se comercializará en Estados Unidos como Zepzelca a través de Jazz Pharmaceuticals.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["Jazz Pharmaceuticals"] },
    },
    {
      title: "La Comisión Europea aprueba lebrikizumab de Almirall",
      text: "La Comisión Europea ha aprobado lebrikizumab, de Almirall, para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes. Almirall tiene los derechos del fármaco en Europa gracias a un acuerdo con Eli Lilly. El medicamento se comercializará como Ebglyss.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission", also: ["Eli Lilly"] },
    },
    {
      title: "Laboratorios Alcor obtiene la aprobación de la Comisión Europea para AL-15",
      text: "Laboratorios Alcor ha recibido la autorización de comercialización de la Comisión Europea para AL-15, un anticuerpo para la prevención de la migraña. La aprobación se basa en dos ensayos de fase 3 con más de 1.500 pacientes. La compañía lanzará el producto primero en España.",
      labels: { event: "approval", company: "Laboratorios Alcor", asset: "AL15", indication: "Migraine", regulator: "European Commission" },
    },
    {
      title: "Oncovera Therapeutics cierra una ronda de 35 millones de euros",
      text: "La biotecnológica barcelonesa Oncovera Therapeutics ha cerrado una ronda de financiación serie A de 35 millones de euros. La ronda fue liderada por fondos de capital riesgo españoles y franceses. Los fondos se destinarán a llevar su primer candidato a la clínica.",
      labels: { event: "financing", company: "Oncovera Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Biocantábrica presenta a la EMA la solicitud de autorización de BC-77",
      text: "Biocantábrica ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de BC-77 para la hipertensión arterial pulmonar. La solicitud incluye los datos de un ensayo de fase 3 con 410 pacientes.",
      labels: { event: "submission", company: "Biocantábrica", asset: "BC77", indication: "Pulmonary arterial hypertension", regulator: "EMA" },
    },
    {
      title: "Genfarma Levante alcanza el objetivo principal en su ensayo de fase 3",
      text: "Genfarma Levante ha anunciado que su fármaco GL-301 alcanzó el objetivo principal en el ensayo de fase 3 en pacientes con insuficiencia cardiaca. El estudio incluyó 2.100 pacientes de 18 países. La compañía solicitará la autorización en Europa y Estados Unidos.",
      labels: { event: "readout", company: "Genfarma Levante", asset: "GL301", indication: "Heart failure", regulator: null },
    },
    {
      title: "Oncovera Therapeutics licencia OV-2 a Seum Pharm",
      text: "Oncovera Therapeutics ha firmado un acuerdo de licencia con la surcoreana Seum Pharm para el desarrollo de OV-2 en Asia. Oncovera recibirá un pago inicial de 12 millones de dólares y hasta 300 millones en hitos. OV-2 se está evaluando en cáncer gástrico.",
      labels: { event: "licensing", company: "Oncovera Therapeutics", asset: "OV2", indication: "Gastric cancer", regulator: null, also: ["Seum Pharm"] },
    },
    {
      title: "Primer paciente tratado en el ensayo de fase 1 de Biocantábrica",
      text: "Biocantábrica ha tratado al primer paciente en su ensayo de fase 1 con BC-90, una terapia celular CAR-T para el linfoma difuso de células B grandes. El ensayo se realiza en tres hospitales españoles.",
      labels: { event: "trial-start", company: "Biocantábrica", asset: "BC90", indication: "Diffuse large B-cell lymphoma", regulator: null },
    },
    {
      title: "La FDA concede la designación de vía rápida a GL-12",
      text: "Genfarma Levante ha anunciado que la FDA ha concedido la designación de vía rápida (Fast Track) a GL-12 para el tratamiento de la fibrosis quística. GL-12 se encuentra en un ensayo de fase 2.",
      labels: { event: "designation", company: "Genfarma Levante", asset: "GL12", indication: "Cystic fibrosis", regulator: "FDA" },
    },
    {
      title: "Laboratorios Alcor recibe una carta de respuesta completa de la FDA",
      text: "La FDA ha enviado una carta de respuesta completa a Laboratorios Alcor sobre su solicitud para AL-15 en la migraña. La agencia pide un estudio adicional de seguridad cardiovascular. La compañía se reunirá con la FDA en las próximas semanas.",
      labels: { event: "complete-response-letter", company: "Laboratorios Alcor", asset: "AL15", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "Genfarma Levante compra Oncovera Therapeutics por 180 millones",
      text: "Genfarma Levante ha acordado la compra de Oncovera Therapeutics por 180 millones de euros. La operación refuerza su presencia en oncología. El cierre está previsto para el segundo trimestre.",
      labels: { event: "acquisition", company: "Genfarma Levante", asset: null, indication: null, regulator: null, also: ["Oncovera Therapeutics"] },
    },
    {
      title: "La FDA admite a trámite la solicitud de BC-77",
      text: "La FDA ha admitido a trámite la solicitud de nuevo fármaco de Biocantábrica para BC-77 en la hipertensión arterial pulmonar. La agencia tomará una decisión en el plazo de diez meses.",
      labels: { event: "filing-acceptance", company: "Biocantábrica", asset: "BC77", indication: "Pulmonary arterial hypertension", regulator: "FDA" },
    },
    {
      title: "GL-40 no alcanza el objetivo principal en la enfermedad de Alzheimer",
      text: "Genfarma Levante ha informado de que GL-40 no alcanzó el objetivo principal de su ensayo de fase 2 en la enfermedad de Alzheimer. El estudio incluyó 260 pacientes. La compañía suspenderá el desarrollo del fármaco.",
      labels: { event: "readout", company: "Genfarma Levante", asset: "GL40", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "Alianza entre Laboratorios Alcor y el Hospital Clínic",
      text: "Laboratorios Alcor y el Hospital Clínic de Barcelona han firmado una alianza estratégica para investigar nuevos tratamientos en neurología. La colaboración durará cuatro años. No se han revelado los términos económicos.",
      labels: { event: "partnership", company: "Laboratorios Alcor", asset: null, indication: null, regulator: null },
    },
    {
      title: "La Comisión Europea autoriza BC-77 de Biocantábrica",
      text: "La Comisión Europea ha autorizado la comercialización de BC-77, de Biocantábrica, para la hipertensión arterial pulmonar. Es el primer fármaco desarrollado íntegramente en Cantabria que llega al mercado europeo.",
      labels: { event: "approval", company: "Biocantábrica", asset: "BC77", indication: "Pulmonary arterial hypertension", regulator: "European Commission" },
    },
    {
      title: "Oncovera Therapeutics inicia un ensayo de fase 2 en cáncer de páncreas",
      text: "Oncovera Therapeutics ha iniciado un ensayo de fase 2 con OV-2 en pacientes con cáncer de páncreas metastásico. El estudio reclutará a 90 pacientes en España y Portugal.",
      labels: { event: "trial-start", company: "Oncovera Therapeutics", asset: "OV2", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Biocantábrica amplía capital con 50 millones de euros",
      text: "Biocantábrica ha completado una ampliación de capital de 50 millones de euros suscrita por inversores institucionales. Los fondos servirán para preparar el lanzamiento comercial de BC-77.",
      labels: { event: "financing", company: "Biocantábrica", asset: "BC77", indication: null, regulator: null },
    },
    {
      title: "Genfarma Levante nombra nuevo consejero delegado",
      text: "Genfarma Levante ha nombrado a un nuevo consejero delegado, procedente de una multinacional farmacéutica. El nombramiento será efectivo el próximo mes. La compañía tiene su sede en Valencia.",
      labels: { event: null, company: "Genfarma Levante", asset: null, indication: null, regulator: null },
    },
    {
      title: "Designación de medicamento huérfano para BC-90",
      text: "La FDA ha otorgado la designación de medicamento huérfano a BC-90, la terapia CAR-T de Biocantábrica para el linfoma difuso de células B grandes. El fármaco se encuentra en un ensayo de fase 1.",
      labels: { event: "designation", company: "Biocantábrica", asset: "BC90", indication: "Diffuse large B-cell lymphoma", regulator: "FDA" },
    },
    {
      title: "Laboratorios Alcor y Minato Bio firman un acuerdo de colaboración",
      text: "Laboratorios Alcor y la japonesa Minato Bio han firmado un acuerdo de colaboración para codesarrollar MB-07 en la dermatitis atópica en Europa. Ambas compañías compartirán los costes de desarrollo.",
      labels: { event: "partnership", company: "Laboratorios Alcor", asset: "MB07", indication: "Atopic dermatitis", regulator: null, also: ["Minato Bio"] },
    },
  ],
};
