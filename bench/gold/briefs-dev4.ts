import type { BriefArticle } from "./briefs";

/**
 * Fourth development set for the English brief benchmark (`npm run bench:brief -- --dev4`): 60
 * short articles, 20 in German, 10 each in French and Spanish, 7 each in Chinese and Japanese and
 * 6 in Korean. They were written and labelled by hand for this benchmark by a helper session (an
 * AI assistant working without the brief engine's code or the other gold sets open) in November
 * 2026, in the style of trade news and press releases (Deutsches Ärzteblatt, Pharmazeutische
 * Zeitung, dpa-AFX, Handelsblatt, transkript; APMnews, Les Echos; Diario Médico, Expansión;
 * 医药魔方 and company announcements; 日刊薬業; 약업신문), not copied.
 *
 * The set aims at the way medicines are written in non-English news, German above all: brands
 * with ® next to the INN, INNs in German spelling (Darolutamid, Velsupiron, Pelvoramat), INNs in
 * compounds (Lecanemab-Infusion, Darolutamid-Präparat), research codes with a space or a hyphen
 * or glued to a noun (BI 1015550, BAY 2927088, die MFB-118-Studie), a medicine named in the title
 * and then called „das Mittel“, vaccines and cell/gene therapies, and a rival or comparator named
 * beside the medicine the event is about. French and Spanish use accented INNs and
 * „candidat-médicament“/„el fármaco“; Chinese, Japanese and Korean use native-script INNs, codes
 * and brands. Every event type appears at least twice; two articles report no event.
 *
 * Events about real companies are true to the best of the author's knowledge (Leqembi's EU
 * approval, Nubeqa's US mHSPC approval, OCEANIC-AF, FIBRONEER-IPF, Merck KGaA's pimicotinib
 * licence and SpringWorks acquisition, BioNTech–BMS on BNT327 and BioNTech–CureVac, BAY 2927088's
 * breakthrough designation, Dupixent in COPD, Iqirvo, ABTECT, Nanobiotix–Janssen, Sanofi–Blueprint,
 * tolebrutinib's breakthrough designation, Zepzelca with atezolizumab, Ebglyss, 依达方, 3SBio–Pfizer,
 * AstraZeneca–Gracell, ケサンラ, TAK-861, 렉라자 and LCB84). All other events are invented and
 * about invented companies and medicines (Isarwerk Therapeutics, Mainfeld Biologics, Weserlicht
 * Therapeutics, Neckarbrück Biotech, Spreequell Therapeutics, Elbenau Biosciences, Brixwald Pharma,
 * Moselgrund Biotherapeutics, Taunusblick Pharma, Förde Biotech, Olistène Bio, Kerandel Pharma,
 * Calanque Biotech, Hélianthe Pharma, Moncayo Therapeutics, Alborán Biotech, Tramuntana Pharma,
 * Azahar Pharma, Veleta Bio, Finisterra Biotech, Ebrofarma, 禾曦生物医药, 泓岭生物科技, 圣澄药业,
 * 曜衡生物, ツバサバイオ, カナメファーマ, ハルカ製薬, アカネファーマ, シオンバイオ, 가람바이오, 새솔제약,
 * 누리엘테라퓨틱스, 다온바이오 and their partners).
 *
 * Labels follow the rules of bench/gold/briefs.ts, set before any brief was written from these
 * articles. For a trial start the regulator is the one the article names as having authorized the
 * trial; for a company acquisition the asset is the acquired company's lead medicine when the
 * article names one.
 */
export const DEV4_BRIEFS: Record<"zh" | "ja" | "ko" | "de" | "fr" | "es", readonly BriefArticle[]> = {
  zh: [
    {
      title: "康方生物依沃西单抗获批上市，全球首个PD-1/VEGF双抗",
      text: "日前，康方生物（9926.HK）宣布，其自主研发的全球首创PD-1/VEGF双特异性抗体依沃西单抗注射液（商品名：依达方®，研发代号：AK112）已获国家药品监督管理局（NMPA）批准上市，联合化疗用于治疗经EGFR酪氨酸激酶抑制剂（EGFR-TKI）治疗后进展的EGFR基因突变阳性的局部晚期或转移性非鳞状非小细胞肺癌患者。此次获批基于III期临床研究HARMONi-A（AK112-301）的结果：与安慰剂联合化疗相比，依沃西单抗联合化疗显著延长了患者的无进展生存期。公司表示，这是依沃西单抗获批的首个适应症。康方生物此前已将该产品在美国、欧洲、日本等地区的权益授权给Summit Therapeutics。",
      labels: { event: "approval", company: "Akeso", companyOriginal: "康方生物", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: "NMPA" },
    },
    {
      title: "三生制药与辉瑞达成SSGJ-707全球授权，首付款12.5亿美元",
      text: "5月20日，三生制药（1530.HK）发布公告称，公司及附属公司三生国健与辉瑞就PD-1/VEGF双特异性抗体SSGJ-707订立许可协议，辉瑞获得该产品在全球（不包括中国内地）的开发、生产及商业化独家权利。根据协议，辉瑞将支付12.5亿美元不可退还的首付款，三生方面还有资格获得最高达48亿美元的开发、监管及销售里程碑付款，以及按销售额计算的分成。此外，辉瑞将以1亿美元认购三生制药普通股。SSGJ-707目前正在中国开展用于PD-L1阳性非小细胞肺癌一线治疗的III期临床试验，另有结直肠癌、妇科肿瘤等适应症处于早期研究阶段。业内人士认为，该交易是今年规模最大的中国创新药出海交易之一。",
      labels: { event: "licensing", company: "3SBio", companyOriginal: "三生制药", asset: "SSGJ-707", indication: "Non-small cell lung cancer", regulator: null, also: ["Pfizer"] },
    },
    {
      title: "阿斯利康12亿美元收购亘喜生物，加码CAR-T细胞疗法",
      text: "12月26日，阿斯利康宣布与亘喜生物（NASDAQ: GRCL）达成最终协议，将以总额约12亿美元收购这家总部位于上海的细胞治疗公司。根据协议，阿斯利康将以每股美国存托股（ADS）10.00美元现金收购亘喜生物全部已发行股份，并附加每股ADS 1.50美元的不可转让或有价值权（CVR）。通过此次收购，阿斯利康将获得亘喜生物的FasTCAR细胞制备平台及其核心产品GC012F。GC012F是一款靶向BCMA和CD19的双靶点自体CAR-T疗法，正在开展用于多发性骨髓瘤的临床研究，并已拓展至自身免疫疾病领域。交易完成后，亘喜生物将成为阿斯利康的全资子公司，预计于2024年第一季度完成交割。",
      labels: { event: "acquisition", company: "AstraZeneca", companyOriginal: "阿斯利康", asset: "GC012F", indication: "Multiple myeloma", regulator: null, also: ["Gracell Biotechnologies"] },
    },
    {
      title: "禾曦生物医药口服GLP-1受体激动剂HX-2201 II期临床达到主要终点",
      text: "11月18日，禾曦生物医药宣布，其自主研发的口服小分子GLP-1受体激动剂HX-2201在中国开展的II期临床研究达到主要终点。该研究共入组248例肥胖或超重伴至少一种合并症的成人受试者。结果显示，治疗26周后，HX-2201最高剂量组受试者体重较基线平均下降11.8%，安慰剂组为1.9%。研究同时设置了司美格鲁肽注射液开放标签参照组。安全性方面，最常见的不良事件为恶心、腹泻等胃肠道反应，多为轻中度，因不良事件停药率低于5%。公司董事长陈立峰表示，公司计划于明年上半年就III期临床方案与药审中心进行沟通交流。",
      labels: { event: "readout", company: "Hexi Biopharma", companyOriginal: "禾曦生物医药", asset: "HX2201", indication: "Obesity", regulator: null },
    },
    {
      title: "泓岭生物科技完成5亿元B轮融资，加速siRNA降脂药临床开发",
      text: "近日，苏州泓岭生物科技有限公司宣布完成5亿元人民币B轮融资，本轮融资由多家医疗健康产业基金联合领投，老股东继续超额跟投。本轮资金将主要用于推进公司核心产品HL-3309的全球多中心II期临床试验，以及新一代肝靶向siRNA递送平台的建设。HL-3309是一款靶向PCSK9的小干扰RNA（siRNA）药物，拟用于治疗原发性高胆固醇血症，每半年皮下注射一次，作用机制与诺华已上市的英克司兰钠类似。公司创始人兼首席执行官王晓岚表示：“本轮融资将帮助我们加快HL-3309在中美两地的临床开发。”泓岭生物成立于2020年，目前员工约120人。",
      labels: { event: "financing", company: "Hongling Biotech", companyOriginal: "泓岭生物科技", asset: "HL3309", indication: "Hypercholesterolemia", regulator: null },
    },
    {
      title: "圣澄药业1类新药SC-0817片上市申请获CDE受理",
      text: "12月3日，圣澄药业发布公告称，公司自主研发的1类创新药SC-0817片的上市许可申请已获得国家药品监督管理局药品审评中心（CDE）受理，拟用于治疗反流性食管炎。SC-0817是一种新型钾离子竞争性酸阻滞剂（P-CAB），此前在一项纳入520例患者的III期临床研究中，其8周食管黏膜愈合率非劣效于兰索拉唑。目前国内已上市的同类药物包括武田的沃克（富马酸伏诺拉生片）等。公告同时提示，药品从受理到获批上市需经过技术审评、核查检验及行政审批等多个环节，审评进度和结果存在一定不确定性，敬请广大投资者注意投资风险。",
      labels: { event: "filing-acceptance", company: "Shengcheng Pharma", companyOriginal: "圣澄药业", asset: "SC0817", indication: "Gastroesophageal reflux disease", regulator: "CDE" },
    },
    {
      title: "曜衡生物YH-006完成I期临床首例患者给药",
      text: "近日，杭州曜衡生物宣布，其自主研发的脑渗透型EGFRvIII抑制剂YH-006在北京一家三甲医院完成I期临床研究首例复发性胶质母细胞瘤患者给药。该研究已于今年6月获得国家药监局临床试验默示许可。此次I期临床研究包括剂量递增和剂量扩展两部分，计划入组约60例患者，主要终点为安全性和耐受性，次要终点包括药代动力学及初步疗效。公司创始人兼首席执行官林之远表示，YH-006在临床前模型中显示出良好的血脑屏障穿透能力，希望为这一缺乏有效治疗手段的疾病带来新的选择。胶质母细胞瘤是成人最常见的原发性恶性脑肿瘤，标准治疗为手术后替莫唑胺同步放化疗，患者中位总生存期仅约15个月。",
      labels: { event: "trial-start", company: "Yaoheng Bio", companyOriginal: "曜衡生物", asset: "YH006", indication: "Glioblastoma", regulator: "NMPA" },
    },
  ],
  ja: [
    {
      title: "ケサンラ、国内承認を取得　早期アルツハイマー病の進行抑制",
      text: "日本イーライリリーは9月24日、アルツハイマー病治療薬「ケサンラ点滴静注液350mg」（一般名：ドナネマブ（遺伝子組換え））について、厚生労働省から製造販売承認を取得したと発表した。効能・効果は「アルツハイマー病による軽度認知障害及び軽度の認知症の進行抑制」。同剤はアミロイドβ（Aβ）プラークを標的とするモノクローナル抗体で、4週に1回点滴静注する。脳内のアミロイドプラークの除去が確認できれば投与を終了できる点が特徴となる。国内ではエーザイの「レケンビ」（レカネマブ）に続く2剤目の抗Aβ抗体薬で、薬価収載は年内が見込まれる。",
      labels: { event: "approval", company: "Eli Lilly", companyOriginal: "日本イーライリリー", asset: "donanemab", indication: "Alzheimer's disease", regulator: "PMDA" },
    },
    {
      title: "武田薬品、TAK-861のP3試験2本で主要評価項目を達成　ナルコレプシータイプ1",
      text: "武田薬品は、ナルコレプシータイプ1（NT1）患者を対象に経口オレキシン2受容体作動薬oveporexton（開発コード：TAK-861）を評価した2本の国際共同第3相試験（FirstLight試験、RadiantLight試験）で、すべての主要評価項目と主な副次評価項目を達成したと発表した。覚醒維持検査（MWT）で測った覚醒維持時間、エプワース眠気尺度（ESS）、週あたりの情動脱力発作の回数のいずれでも、プラセボに対して統計学的に有意な改善を示した。安全性プロファイルはこれまでの試験と一貫していたという。同社は2025年度中に各国の規制当局へ承認申請する方針で、同剤を後期パイプラインの成長ドライバーの一つと位置付けている。",
      labels: { event: "readout", company: "Takeda", companyOriginal: "武田薬品", asset: "oveporexton", indication: "Narcolepsy", regulator: null },
    },
    {
      title: "ツバサバイオ、TSB-214の第2相で主要評価項目を達成　全身性強皮症",
      text: "ツバサバイオ（東証グロース）は11日、全身性強皮症（SSc）を対象に開発中の抗体医薬TSB-214の国内第2相試験で、主要評価項目を達成したと発表した。同試験には皮膚硬化が進行している患者84人が参加し、52週時点の修正ロドナンスキンスコア（mRSS）のベースラインからの変化量が、プラセボ群に比べて統計学的に有意に改善した。間質性肺疾患を合併する患者では、努力性肺活量（FVC）の低下が抑えられる傾向もみられた。同社は今後、海外製薬企業への導出交渉を本格化させる。発表を受け、同社株は一時ストップ高まで買われた。",
      labels: { event: "readout", company: "Tsubasa Bio", companyOriginal: "ツバサバイオ", asset: "TSB214", indication: "Systemic sclerosis", regulator: null },
    },
    {
      title: "カナメファーマと北陽製薬、過活動膀胱治療薬候補で共同開発契約",
      text: "カナメファーマは4日、北陽製薬と、過活動膀胱（OAB）を対象に開発中の新規β3アドレナリン受容体作動薬KNM-0508について、国内における共同開発および共同販促に関する契約を締結したと発表した。両社は第3相試験の費用を折半し、承認取得後はカナメファーマが製造販売承認を保有、北陽製薬が泌尿器科領域のMR網を生かして情報提供活動を担う。カナメファーマは契約一時金として15億円を受け取る。KNM-0508は、既存薬のミラベグロンやビベグロンに比べて心拍数への影響が少ないことが前期第2相試験で示唆されている。第3相試験は2026年度上期に始める予定。",
      labels: { event: "partnership", company: "Kaname Pharma", companyOriginal: "カナメファーマ", asset: "KNM0508", indication: "Overactive bladder", regulator: null, also: ["Hokuyo Pharmaceutical"] },
    },
    {
      title: "ハルカ製薬、HIF-PH阻害薬ラボデュスタットを国内申請　腎性貧血",
      text: "ハルカ製薬は2日、HIF-PH阻害薬ラボデュスタット（開発コード：HRK-1120）について、保存期および透析期の慢性腎臓病（CKD）に伴う貧血（腎性貧血）を対象に、厚生労働省へ製造販売承認申請を行ったと発表した。申請は国内で実施した4本の第3相試験の結果に基づく。いずれの試験でも、ヘモグロビン値の維持効果でダルベポエチン アルファに対する非劣性が示された。国内では既に複数のHIF-PH阻害薬が上市されており、同社は1日1回の服用で食事の影響を受けにくい点を差別化要因に挙げる。承認取得は来年下期を見込む。",
      labels: { event: "submission", company: "Haruka Pharmaceutical", companyOriginal: "ハルカ製薬", asset: "labodustat", indication: "Anemia of chronic kidney disease", regulator: "PMDA" },
    },
    {
      title: "アカネファーマのAKN-0310、希少疾病用医薬品に指定　デュシェンヌ型筋ジストロフィー",
      text: "アカネファーマは18日、デュシェンヌ型筋ジストロフィー（DMD）を対象に開発中のエクソン・スキッピング薬AKN-0310が、厚生労働省から希少疾病用医薬品（オーファンドラッグ）の指定を受けたと発表した。同剤はエクソン45のスキッピングにより短縮型ジストロフィンの発現を促すアンチセンス核酸で、現在国内第1/2相試験を実施している。指定により、優先審査や試験研究費への助成金、再審査期間の延長などの支援措置を受けられる。国内のDMD向けエクソン・スキッピング薬としては、日本新薬のビルテプソ（ビルトラルセン）がエクソン53スキッピングの対象患者に使われている。",
      labels: { event: "designation", company: "Akane Pharma", companyOriginal: "アカネファーマ", asset: "AKN0310", indication: "Duchenne muscular dystrophy", regulator: "PMDA" },
    },
    {
      title: "シオンバイオ、米FDAから審査完了報告通知を受領　SNB-101",
      text: "シオンバイオは29日、全身型重症筋無力症（gMG）の治療薬として米国で承認申請していた経口補体C5阻害薬SNB-101について、米食品医薬品局（FDA）から審査完了報告通知（CRL）を受領したと発表した。FDAは製造委託先の品質管理体制に関する指摘を行ったとしており、有効性や安全性に関する追加試験は求められていないという。同社は指摘事項への対応を進め、年内の再申請を目指す。米国ではアルジェニクスのエフガルチギモド アルファ（国内製品名：ウィフガート）など、複数の薬剤が既に販売されている。同社株は前日比で一時22％下落した。",
      labels: { event: "complete-response-letter", company: "Shion Bio", companyOriginal: "シオンバイオ", asset: "SNB101", indication: "Myasthenia gravis", regulator: "FDA" },
    },
  ],
  ko: [
    {
      title: "유한양행 렉라자, 美 FDA 승인…국산 항암신약 최초",
      text: "유한양행의 비소세포폐암 치료제 '렉라자(성분명 레이저티닙)'가 미국 식품의약국(FDA)의 허가를 받았다. 국산 항암 신약이 FDA 승인을 받은 것은 이번이 처음이다. FDA는 얀센의 이중항체 '리브리반트(아미반타맙)'와 렉라자의 병용요법을 EGFR 엑손19 결실 또는 엑손21 L858R 치환 변이가 있는 국소 진행성 또는 전이성 비소세포폐암 환자의 1차 치료제로 승인했다. 미국에서 렉라자는 '라즈클루즈(LAZCLUZE)'라는 제품명으로 판매된다. 이번 승인은 임상 3상 MARIPOSA 결과를 근거로 했으며, 병용요법은 타그리소(오시머티닙) 단독요법 대비 질병 진행 또는 사망 위험을 30% 낮췄다. 유한양행은 2018년 얀센에 레이저티닙을 기술이전한 바 있다.",
      labels: { event: "approval", company: "Yuhan", companyOriginal: "유한양행", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "amivantamab"] },
    },
    {
      title: "레고켐바이오, 얀센에 ADC 'LCB84' 기술이전…최대 17억 달러 규모",
      text: "레고켐바이오사이언스는 존슨앤드존슨의 자회사 얀센 바이오텍과 항체-약물 접합체(ADC) 후보물질 'LCB84'의 글로벌 개발 및 상업화 권리에 관한 기술이전 계약을 체결했다고 공시했다. 계약 규모는 반환 의무가 없는 선급금 1억 달러를 포함해 최대 17억 달러(약 2조2000억원)에 달하며, 매출에 따른 로열티는 별도다. LCB84는 TROP2를 표적으로 하는 ADC로, 현재 미국에서 진행성 고형암 환자를 대상으로 임상 1/2상이 진행되고 있다. 회사 측은 이번 계약으로 ADC 플랫폼 기술의 경쟁력을 다시 한번 입증했다고 밝혔다.",
      labels: { event: "licensing", company: "LigaChem Biosciences", companyOriginal: "레고켐바이오사이언스", asset: "LCB84", indication: null, regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "가람바이오, MASH 신약 후보 'GR-1807' 임상 2a상서 1차 평가지표 충족",
      text: "가람바이오는 대사이상 관련 지방간염(MASH) 치료제 후보물질 'GR-1807'의 글로벌 임상 2a상 톱라인 결과 1차 평가지표를 충족했다고 3일 밝혔다. 임상은 한국과 미국에서 간섬유화 2~3단계(F2~F3) 환자 96명을 대상으로 진행됐다. 12주 투약 후 MRI-PDFF로 측정한 간 지방 함량은 고용량군에서 평균 42% 감소해 위약군(8%) 대비 통계적으로 유의한 개선을 보였다. GR-1807은 FGF21 유사체로 주 1회 피하 투여한다. 회사 측은 내년 상반기 2b상 진입을 목표로 기술이전 협상도 병행할 계획이다. 이 소식에 가람바이오 주가는 코스닥 시장에서 장중 상한가를 기록했다. 미국에서는 마드리갈의 레즈디프라(레스메티롬)가 MASH 치료제로 처음 승인받았다.",
      labels: { event: "readout", company: "Garam Bio", companyOriginal: "가람바이오", asset: "GR1807", indication: "MASH", regulator: null },
    },
    {
      title: "새솔제약, 美 바이오텍과 경구용 비만 치료제 공동개발 협약",
      text: "새솔제약은 미국 바이오기업 코르발렌 테라퓨틱스(Corvalen Therapeutics)와 경구용 비만 치료제 후보물질 'SS-2409'의 공동개발 협약을 체결했다고 10일 밝혔다. 양사는 글로벌 임상 2상 비용을 절반씩 부담하고, 상업화 이후 권리는 지역별로 나눠 갖는다. 새솔제약은 한국과 동남아시아, 코르발렌은 북미와 유럽 권리를 각각 보유한다. SS-2409는 GLP-1 수용체와 아밀린 수용체를 동시에 겨냥하는 저분자 화합물로, 임상 1상에서 4주 투여 시 체중이 평균 4.8% 감소했다. 국내 비만 치료제 시장은 노보 노디스크의 '위고비(세마글루타이드)'와 일라이 릴리의 '마운자로(티르제파타이드)'가 주도하고 있다.",
      labels: { event: "partnership", company: "Saesol Pharm", companyOriginal: "새솔제약", asset: "SS2409", indication: "Obesity", regulator: null, also: ["Corvalen Therapeutics"] },
    },
    {
      title: "누리엘테라퓨틱스, 300억원 규모 시리즈C 투자 유치",
      text: "유전자치료제 개발기업 누리엘테라퓨틱스는 300억원 규모의 시리즈C 투자 유치를 완료했다고 17일 밝혔다. 이번 라운드에는 기존 투자사를 비롯해 국내 벤처캐피탈 5곳이 참여했으며, 누적 투자 유치 금액은 620억원으로 늘었다. 확보한 자금은 습성 연령관련 황반변성(wAMD) 치료를 위한 AAV 기반 유전자치료제 'NRT-201'의 임상 1/2a상과 생산 설비 구축에 투입된다. NRT-201은 한 번의 망막하 투여로 항VEGF 단백질을 지속적으로 발현시키는 방식으로, 아일리아(애플리버셉트) 등 기존 주사제의 반복 투여 부담을 줄이는 것이 목표다. 회사는 2027년 코스닥 상장을 추진하고 있다.",
      labels: { event: "financing", company: "Nuriel Therapeutics", companyOriginal: "누리엘테라퓨틱스", asset: "NRT201", indication: "Neovascular age-related macular degeneration", regulator: null },
    },
    {
      title: "다온바이오, 췌장암 신약 후보 'DO-301' 임상 1상 첫 환자 투약",
      text: "다온바이오는 KRAS G12D 변이 췌장암 치료제 후보물질 'DO-301'의 국내 임상 1상에서 첫 환자 투약을 완료했다고 24일 밝혔다. 이번 임상은 지난 5월 식품의약품안전처로부터 임상시험계획(IND) 승인을 받았으며, 서울 소재 대학병원 3곳에서 진행된다. 표준 치료에 실패한 KRAS G12D 변이 진행성 췌장암 환자 약 40명을 대상으로 용량 증량 및 확장 시험을 실시해 안전성과 최대내약용량을 평가한다. KRAS G12D 저해제 분야에서는 미국 레볼루션 메디슨 등 글로벌 기업들도 개발 경쟁을 벌이고 있다. 회사 측은 내년 하반기 중간 결과를 학회에서 발표할 계획이다.",
      labels: { event: "trial-start", company: "Daon Bio", companyOriginal: "다온바이오", asset: "DO301", indication: "Pancreatic cancer", regulator: "MFDS" },
    },
  ],
  de: [
    {
      title: "EU-Kommission erteilt Lecanemab-Zulassung für frühe Alzheimer-Krankheit",
      text: "Brüssel/Frankfurt – Die Europäische Kommission hat den Anti-Amyloid-Antikörper Leqembi® (Lecanemab) von Eisai und Biogen Mitte April zugelassen. Das Mittel darf bei Erwachsenen mit leichter kognitiver Störung oder leichter Demenz infolge einer Alzheimer-Krankheit eingesetzt werden, sofern eine Amyloid-Pathologie bestätigt ist und die Patienten höchstens eine Kopie des ApoE-ε4-Allels tragen. Der Zulassung war ein langwieriges Verfahren vorausgegangen: Der CHMP hatte sich erst nach einer Überprüfung im November 2024 für das Präparat ausgesprochen. Wegen des Risikos von Amyloid-bedingten Bildgebungsanomalien (ARIA) sind vor und während der Lecanemab-Infusionen regelmäßige MRT-Kontrollen vorgeschrieben. Mit Donanemab (Kisunla) von Eli Lilly befindet sich ein weiterer Antikörper dieser Klasse im EU-Verfahren.",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "European Commission", also: ["Biogen"] },
    },
    {
      title: "Bayer: FDA erweitert Zulassung für Nubeqa beim hormonsensitiven Prostatakrebs",
      text: "LEVERKUSEN (dpa-AFX) – Bayer hat für sein Krebsmittel Nubeqa® in den USA grünes Licht für eine weitere Anwendung erhalten. Die US-Arzneimittelbehörde FDA ließ das Darolutamid-Präparat in Kombination mit einer Androgendeprivationstherapie (ADT) zur Behandlung von Männern mit metastasiertem hormonsensitivem Prostatakarzinom (mHSPC) zu, wie der Konzern am Dienstag mitteilte. Grundlage ist die Phase-III-Studie ARANOTE, in der Darolutamid plus ADT das Risiko für radiologische Progression oder Tod gegenüber Placebo plus ADT um 46 Prozent senkte. Bislang war der Androgenrezeptor-Inhibitor beim mHSPC nur zusammen mit dem Chemotherapeutikum Docetaxel zugelassen. Nubeqa gilt als einer der wichtigsten Wachstumsträger der Pharmasparte; Konkurrenzprodukte sind etwa Xtandi (Enzalutamid) von Astellas und Pfizer sowie Erleada (Apalutamid) von Johnson & Johnson.",
      labels: { event: "approval", company: "Bayer", asset: "darolutamide", indication: "Prostate cancer", regulator: "FDA" },
    },
    {
      title: "Isarwerk Therapeutics erhält Genehmigung für erste klinische Prüfung von ISW-207",
      text: "Martinsried, 14. Oktober – Die Isarwerk Therapeutics GmbH hat vom Paul-Ehrlich-Institut (PEI) die Genehmigung für die klinische Prüfung ihres Gentherapie-Kandidaten ISW-207 erhalten. Der AAV-basierte Vektor soll bei Erwachsenen mit schwerer Hämophilie B eine dauerhafte Bildung von Gerinnungsfaktor IX ermöglichen und so die regelmäßigen prophylaktischen Faktor-Infusionen überflüssig machen. In die offene Phase-I/II-Studie sollen an drei deutschen Hämophilie-Zentren bis zu 18 Patienten aufgenommen werden. „Mit der Genehmigung durch das PEI gelingt uns der Schritt in die Klinik“, sagte Geschäftsführerin Dr. Katrin Vollmer. Anders als die bereits zugelassene Gentherapie Hemgenix® (Etranacogen dezaparvovec) setzt ISW-207 auf ein neu entwickeltes Kapsid, das weniger anfällig für vorbestehende neutralisierende Antikörper sein soll.",
      labels: { event: "approval", company: "Isarwerk Therapeutics", asset: "ISW207", indication: "Hemophilia B", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Rückschlag für Bayer: Studie mit Gerinnungshemmer Asundexian vorzeitig gestoppt",
      text: "Leverkusen. Bayer muss einen herben Rückschlag in seiner Pharmapipeline hinnehmen. Die Phase-III-Studie OCEANIC-AF mit dem oralen Faktor-XIa-Hemmer wird vorzeitig beendet, teilte der Konzern am Sonntagabend mit. Ein unabhängiges Datenüberwachungskomitee hatte bei Patienten mit Vorhofflimmern und erhöhtem Schlaganfallrisiko eine unterlegene Wirksamkeit gegenüber dem Vergleichsmedikament Apixaban (Eliquis) festgestellt. Der Wirkstoff galt im Konzern als möglicher Milliardenumsatzträger, der die Lücke nach dem Patentablauf des Gerinnungshemmers Xarelto schließen sollte. Die Bayer-Aktie brach am Montag zeitweise um fast ein Fünftel ein. Die parallel laufende Studie OCEANIC-STROKE zur Sekundärprävention nach einem Schlaganfall werde wie geplant fortgesetzt, hieß es.",
      labels: { event: "readout", company: "Bayer", asset: "asundexian", indication: "Atrial fibrillation", regulator: null },
    },
    {
      title: "Idiopathische Lungenfibrose: BI 1015550 erreicht primären Endpunkt in Phase III",
      text: "Boehringer Ingelheim hat positive Topline-Daten aus der zulassungsrelevanten Phase-III-Studie FIBRONEER-IPF vorgelegt. Der orale Wirkstoffkandidat Nerandomilast (BI 1015550), ein bevorzugter Hemmer der Phosphodiesterase 4B, verlangsamte bei Patienten mit idiopathischer Lungenfibrose (IPF) den Rückgang der forcierten Vitalkapazität (FVC) nach 52 Wochen signifikant stärker als Placebo. An der Studie nahmen mehr als 1.100 Patienten teil; eine bestehende Hintergrundtherapie mit Nintedanib oder Pirfenidon durfte fortgeführt werden. Details will das Unternehmen auf einem der nächsten Fachkongresse vorstellen. Die Ergebnisse der Schwesterstudie FIBRONEER-ILD bei progredienter pulmonaler Fibrose stehen noch aus. Die FDA hatte der Substanz bereits 2022 den Status eines Therapiedurchbruchs zuerkannt.",
      labels: { event: "readout", company: "Boehringer Ingelheim", asset: "nerandomilast", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "Mainfeld Biologics: Zwischenanalyse der MFB-118-Studie zeigt Ansprechen beim Ovarialkarzinom",
      text: "Frankfurt am Main – Die Mainfeld Biologics AG hat Zwischenergebnisse der Phase-II-Studie MERIDIAN-2 mit ihrem Antikörper-Wirkstoff-Konjugat MFB-118 veröffentlicht. Bei 64 auswertbaren Patientinnen mit platinresistentem Eierstockkrebs lag die objektive Ansprechrate bei 38 Prozent; die mediane Ansprechdauer war zum Datenschnitt noch nicht erreicht. Das gegen den Folatrezeptor alpha gerichtete Konjugat trägt einen Topoisomerase-I-Hemmer als Nutzlast. Zum Vergleich: Für das bereits zugelassene Elahere (Mirvetuximab soravtansin) war in der Zulassungsstudie eine Ansprechrate von rund 32 Prozent berichtet worden. Häufigste Nebenwirkungen waren Übelkeit und Neutropenie, Augenschäden traten nur vereinzelt auf. „Die Daten bestätigen unser Linker-Design“, sagte Vorstandschef Dr. Tobias Aurich. Die Aktie stieg im Xetra-Handel um 23 Prozent.",
      labels: { event: "readout", company: "Mainfeld Biologics", asset: "MFB118", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Merck sichert sich Vermarktungsrechte an Pimicotinib von Abbisko",
      text: "Darmstadt/Shanghai – Der Darmstädter Merck-Konzern hat mit dem chinesischen Biotechunternehmen Abbisko Therapeutics eine Lizenzvereinbarung über die Vermarktungsrechte an dem CSF-1R-Inhibitor Pimicotinib (ABSK021) geschlossen. Die Vereinbarung umfasst China und räumt Merck zudem eine Option auf die weltweiten Rechte ein. Abbisko erhält eine Vorabzahlung von 70 Mio. US-Dollar; einschließlich Optionsausübung und Meilensteinzahlungen beläuft sich das Volumen auf bis zu 605,5 Mio. US-Dollar. Der Kinasehemmer wird in der globalen Phase-III-Studie MANEUVER bei Patienten mit tenosynovialem Riesenzelltumor (TGCT) geprüft, einer seltenen, meist gutartigen Geschwulst der Gelenke und Sehnenscheiden. In den USA ist für die Indikation bislang unter anderem Turalio (Pexidartinib) von Daiichi Sankyo verfügbar.",
      labels: { event: "licensing", company: "Merck KGaA", asset: "pimicotinib", indication: "Tenosynovial giant cell tumor", regulator: null, also: ["Abbisko Therapeutics"] },
    },
    {
      title: "Weserlicht lizenziert NLRP3-Hemmer an US-Partner",
      text: "Bremen – Die Weserlicht Therapeutics GmbH hat die Rechte an ihrem oralen NLRP3-Inflammasom-Hemmer WLT-3021 für Nordamerika und Europa an die US-amerikanische Calverton Pharmaceuticals auslizenziert. Weserlicht erhält eine Vorabzahlung von 45 Mio. Euro sowie bis zu 610 Mio. Euro an entwicklungs- und umsatzabhängigen Meilensteinzahlungen; hinzu kommen gestaffelte Lizenzgebühren im zweistelligen Prozentbereich. Das Prüfpräparat hatte in einer Phase-IIa-Studie bei Patienten mit wiederkehrenden Gichtanfällen die Schmerzwerte stärker gesenkt als Colchicin. Calverton übernimmt die weitere klinische Entwicklung einschließlich der geplanten Phase-III-Studien. „Für ein Unternehmen unserer Größe ist das ein Meilenstein“, sagte Geschäftsführer Jens Kröger. Die Rechte für Asien verbleiben bei Weserlicht.",
      labels: { event: "licensing", company: "Weserlicht Therapeutics", asset: "WLT3021", indication: "Gout", regulator: null, also: ["Calverton Pharmaceuticals"] },
    },
    {
      title: "Milliardendeal: Bristol Myers Squibb steigt bei BioNTechs Krebsantikörper BNT327 ein",
      text: "MAINZ (dpa-AFX) – Das Mainzer Biotechunternehmen BioNTech und der US-Pharmakonzern Bristol Myers Squibb (BMS) wollen den bispezifischen Antikörper BNT327 gemeinsam entwickeln und vermarkten. BMS zahlt vorab 1,5 Milliarden US-Dollar sowie bis 2028 weitere, an keine Bedingungen geknüpfte Zahlungen von insgesamt 2 Milliarden Dollar; hinzu kommen mögliche Meilensteinzahlungen von bis zu 7,6 Milliarden Dollar. Gewinne und Verluste wollen die Partner zu gleichen Teilen tragen. Der Kandidat richtet sich gleichzeitig gegen PD-L1 und VEGF-A und wird derzeit in mehreren Studien bei soliden Tumoren geprüft. Einen vergleichbaren Ansatz verfolgen Summit Therapeutics und Akeso mit Ivonescimab. Die BioNTech-Papiere legten an der Nasdaq vorbörslich deutlich zu.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: null, regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Neckarbrück und Lindqvist Pharma entwickeln Radioligandentherapie gemeinsam",
      text: "Heidelberg – Die Neckarbrück Biotech AG und die schwedische Lindqvist Pharma AB haben eine Kooperation zur gemeinsamen Entwicklung des Radioligand-Kandidaten NBK-044 vereinbart. Der mit Lutetium-177 markierte Wirkstoff bindet an den Somatostatin-Rezeptor 2 und soll bei Patienten mit fortgeschrittenen neuroendokrinen Tumoren (NET) des Magen-Darm-Trakts eingesetzt werden, deren Erkrankung nach einer Therapie mit Lutathera® fortschreitet. Lindqvist bringt seine Produktionskapazitäten für medizinische Radioisotope ein, die Kosten der geplanten Phase-II-Studie teilen sich die Partner. Finanzielle Details wurden nicht genannt. Neckarbrück-Vorständin Dr. Anne Seidel sprach von einem „wichtigen Schritt, um die Versorgung mit Isotopen langfristig abzusichern“.",
      labels: { event: "partnership", company: "Neckarbrück Biotech", asset: "NBK044", indication: "Neuroendocrine tumors", regulator: null, also: ["Lindqvist Pharma"] },
    },
    {
      title: "Merck KGaA kauft SpringWorks für 3,9 Milliarden Dollar",
      text: "DARMSTADT (dpa-AFX) – Der Darmstädter Merck-Konzern stärkt sein Geschäft mit Medikamenten gegen seltene Tumoren durch eine milliardenschwere Übernahme in den USA. Für das Biotechunternehmen SpringWorks Therapeutics zahlt Merck 47 US-Dollar je Aktie in bar, was einem Eigenkapitalwert von rund 3,9 Milliarden Dollar entspricht. SpringWorks vermarktet mit Ogsiveo (Nirogacestat) das erste in den USA zugelassene Medikament gegen Desmoid-Tumoren, seltene, lokal aggressiv wachsende Bindegewebstumoren. Zum Portfolio gehört außerdem Gomekli (Mirdametinib) gegen plexiforme Neurofibrome bei Neurofibromatose Typ 1. Für Merck ist es die größte Übernahme seit Jahren. Der Abschluss der Transaktion wird für die zweite Jahreshälfte erwartet.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: "nirogacestat", indication: "Desmoid tumors", regulator: null, also: ["SpringWorks Therapeutics"] },
    },
    {
      title: "BioNTech übernimmt Tübinger Rivalen CureVac",
      text: "Mainz/Tübingen – BioNTech will den Tübinger mRNA-Spezialisten CureVac vollständig übernehmen. Das Mainzer Unternehmen bietet den CureVac-Aktionären im Rahmen eines reinen Aktientauschs BioNTech-Hinterlegungsscheine (ADS) im Wert von rund 5,46 US-Dollar je Anteilsschein; die Transaktion bewertet CureVac mit etwa 1,25 Milliarden Dollar. BioNTech will damit seine Kompetenzen bei mRNA-basierten Krebsimmuntherapien bündeln und sich Zugang zu CureVacs Forschung und Produktion verschaffen. Die beiden Unternehmen lagen seit Jahren im Patentstreit um die mRNA-Technologie, auf der Corona-Impfstoffe wie Comirnaty beruhen. Der Abschluss der Übernahme ist bis Ende des Jahres geplant.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "Spreequell Therapeutics sammelt 62 Millionen Euro in Serie-B-Runde ein",
      text: "Berlin – Die Spreequell Therapeutics GmbH hat eine Serie-B-Finanzierungsrunde über 62 Mio. Euro abgeschlossen. Angeführt wurde die Runde vom Münchner Wagniskapitalgeber Alpenfirn Ventures; die bestehenden Gesellschafter beteiligten sich ebenfalls. Mit den Mitteln will das 2021 gegründete Unternehmen sein Antisense-Oligonukleotid SQT-902 durch eine Phase-Ib/IIa-Studie bei Patienten mit amyotropher Lateralsklerose (ALS) bringen, deren Erkrankung auf Mutationen im FUS-Gen zurückgeht. Das Medikament wird intrathekal verabreicht. Als Vorbild gilt Tofersen (Qalsody®), das für die SOD1-Form der ALS zugelassen ist. „Die Finanzierung reicht bis zu den ersten Wirksamkeitsdaten“, sagte Finanzchef Malte Brandt.",
      labels: { event: "financing", company: "Spreequell Therapeutics", asset: "SQT902", indication: "Amyotrophic lateral sclerosis", regulator: null },
    },
    {
      title: "Elbenau Biosciences platziert Kapitalerhöhung über 28 Millionen Euro",
      text: "Hamburg – Die im Prime Standard der Frankfurter Wertpapierbörse gelistete Elbenau Biosciences AG hat im Rahmen einer Privatplatzierung 4,1 Millionen neue Aktien zu je 6,80 Euro bei institutionellen Investoren platziert. Der Bruttoemissionserlös beläuft sich auf rund 28 Mio. Euro; das Bezugsrecht der Altaktionäre wurde ausgeschlossen. Das Geld soll vor allem in die Phase-II-Studie mit dem therapeutischen Impfstoff ELB-16 fließen. Der Impfstoff soll bei Frauen mit hochgradigen zervikalen intraepithelialen Neoplasien (CIN 2/3) die Rückbildung der HPV-bedingten Läsionen anstoßen und so Konisationen vermeiden. Die Aktie gab nach Bekanntgabe um 9 Prozent auf 6,95 Euro nach. Elbenau rechnet damit, dass die Barmittel nun bis ins erste Quartal 2028 reichen.",
      labels: { event: "financing", company: "Elbenau Biosciences", asset: "ELB16", indication: "Cervical intraepithelial neoplasia", regulator: null },
    },
    {
      title: "Brixwald Pharma beantragt EU-Zulassung zur Behandlung der Major Depression mit Velsupiron",
      text: "Regensburg – Die Brixwald Pharma GmbH hat bei der Europäischen Arzneimittel-Agentur (EMA) die Zulassung ihres 5-HT1A-Agonisten Velsupiron zur Behandlung der Major Depression bei Erwachsenen beantragt. Der Antrag stützt sich auf zwei placebokontrollierte Phase-III-Studien mit zusammen 1.240 Patienten, in denen das Medikament die Werte auf der MADRS-Skala nach sechs Wochen signifikant stärker senkte als Placebo. Anders als gängige SSRI wie Sertralin soll die Substanz weder sexuelle Funktionsstörungen noch eine Gewichtszunahme verursachen. Die Validierung des Antrags durch die Behörde erwartet das Unternehmen in den kommenden Wochen. Brixwald gehört mehrheitlich einer Familienstiftung und beschäftigt rund 900 Mitarbeiter.",
      labels: { event: "submission", company: "Brixwald Pharma", asset: "velsupirone", indication: "Major depressive disorder", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag für RSV-Impfstoff MG-2204 von Moselgrund an",
      text: "Trier – Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (Biologics License Application, BLA) der Moselgrund Biotherapeutics AG für ihren RSV-Impfstoffkandidaten MG-2204 zur Prüfung angenommen. Der Impfstoff soll Erwachsene ab 60 Jahren vor Erkrankungen der unteren Atemwege durch das Respiratorische Synzytial-Virus schützen. Als Entscheidungstermin nach dem PDUFA-Gesetz nannte das Unternehmen den 18. September. Im Unterschied zu den bereits zugelassenen Vakzinen Arexvy von GSK und Abrysvo von Pfizer basiert das Präparat auf einem Nanopartikel-Antigen, das nach Firmenangaben auch nach zwei Jahren noch ausreichend schützt. Die Aktie schloss in Frankfurt 6 Prozent fester.",
      labels: { event: "filing-acceptance", company: "Moselgrund Biotherapeutics", asset: "MG2204", indication: "RSV infection", regulator: "FDA" },
    },
    {
      title: "FDA erteilt Bayers BAY 2927088 Status als Therapiedurchbruch",
      text: "Leverkusen – Die US-Arzneimittelbehörde FDA hat dem oralen Wirkstoffkandidaten BAY 2927088 von Bayer den Status eines Therapiedurchbruchs (Breakthrough Therapy Designation) zuerkannt. Die Designation gilt für die Behandlung von Erwachsenen mit nicht resezierbarem oder metastasiertem nicht-kleinzelligem Lungenkarzinom (NSCLC), deren Tumoren aktivierende HER2-Mutationen aufweisen und die bereits eine systemische Therapie erhalten haben. Grundlage sind vorläufige Daten der Phase-I/II-Studie SOHO-01. Der reversible Tyrosinkinase-Inhibitor hemmt neben HER2 auch EGFR. In dieser Indikation ist mit Enhertu (Trastuzumab-Deruxtecan) von Daiichi Sankyo und AstraZeneca bereits ein Antikörper-Wirkstoff-Konjugat zugelassen; Boehringer Ingelheim entwickelt mit Zongertinib einen weiteren HER2-Hemmer.",
      labels: { event: "designation", company: "Bayer", asset: "sevabertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Complete Response Letter: FDA verlangt weitere Daten zu Pelvoramat",
      text: "Bad Homburg – Die Taunusblick Pharma GmbH hat von der US-Arzneimittelbehörde FDA einen Complete Response Letter (CRL) für ihr neues Antiepileptikum erhalten. Die Behörde bemängelt nach Unternehmensangaben Befunde bei einer Inspektion des Herstellungsstandorts eines Zulieferers in Italien und fordert zudem zusätzliche Daten zur Pharmakokinetik bei Patienten mit eingeschränkter Nierenfunktion. Zur Wirksamkeit habe die FDA keine Einwände erhoben. Das Mittel ist als Zusatztherapie bei fokalen Anfällen einer Epilepsie vorgesehen und soll mit Cenobamat (Xcopri) konkurrieren. Taunusblick will zeitnah ein Typ-A-Meeting beantragen; eine erneute Einreichung sei für das zweite Halbjahr geplant. In der EU läuft das Zulassungsverfahren bei der EMA unverändert weiter.",
      labels: { event: "complete-response-letter", company: "Taunusblick Pharma", asset: "pelvoramate", indication: "Epilepsy", regulator: "FDA" },
    },
    {
      title: "Förde Biotech behandelt erste Patientin mit CAR-T-Zelltherapie gegen Lupus",
      text: "Kiel – Die Förde Biotech GmbH hat in ihrer Phase-I-Studie FÖRDE-LUP-1 die erste Patientin mit ihrer allogenen, gegen CD19 gerichteten CAR-T-Zelltherapie FBT-5501 behandelt. Die Infusion erfolgte an einem norddeutschen Universitätsklinikum bei einer 34-jährigen Frau mit schwerem, therapierefraktärem systemischem Lupus erythematodes (SLE) und Lupusnephritis. Insgesamt sollen bis zu 24 Patienten in drei Dosisstufen aufgenommen werden; erste Sicherheitsdaten erwartet das Unternehmen Ende kommenden Jahres. Anders als autologe Verfahren muss das Prüfpräparat nicht individuell aus patienteneigenen Zellen hergestellt werden. „Damit könnte die CAR-T-Therapie für Autoimmunerkrankungen deutlich breiter verfügbar werden“, sagte Medizinvorstand Prof. Henrik Lüders.",
      labels: { event: "trial-start", company: "Förde Biotech", asset: "FBT5501", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "Hintergrund: Was Apotheken bei der Abgabe von Wegovy® beachten sollten",
      text: "Das Semaglutid-Präparat Wegovy® von Novo Nordisk gehört inzwischen zu den am häufigsten nachgefragten Arzneimitteln auf Privatrezept. Die Therapie beginnt mit 0,25 mg einmal wöchentlich; die Dosis wird alle vier Wochen gesteigert, bis nach 16 Wochen die Erhaltungsdosis von 2,4 mg erreicht ist. Ungeöffnete Pens gehören in den Kühlschrank, können vom Patienten aber bis zu 28 Tage ungekühlt bei höchstens 30 °C aufbewahrt werden. Apotheken sollten darauf hinweisen, dass gastrointestinale Nebenwirkungen wie Übelkeit vor allem in der Aufdosierungsphase auftreten. Die Kosten tragen die gesetzlichen Krankenkassen bei Adipositas nicht, da Mittel zur Gewichtsregulierung nach § 34 SGB V von der Versorgung ausgeschlossen sind. Ähnliches gilt für das Konkurrenzpräparat Mounjaro® (Tirzepatid) von Lilly.",
      labels: { event: null, company: "Novo Nordisk", asset: "semaglutide", indication: "Obesity", regulator: null },
    },
  ],
  fr: [
    {
      title: "BPCO : feu vert européen pour Dupixent, premier biologique dans l'indication",
      text: "Sanofi et Regeneron ont annoncé que la Commission européenne a autorisé Dupixent® (dupilumab) en traitement de fond additionnel de la bronchopneumopathie chronique obstructive (BPCO) non contrôlée, caractérisée par une élévation des éosinophiles sanguins, chez l'adulte déjà traité par une association corticoïde inhalé, LABA et LAMA, ou par une association LABA/LAMA lorsque les corticoïdes inhalés ne sont pas appropriés. C'est la première fois qu'un médicament biologique est approuvé dans cette maladie dans l'Union européenne. L'autorisation repose sur les essais de phase 3 BOREAS et NOTUS, dans lesquels l'anticorps a réduit les exacerbations modérées ou sévères de 30 % et 34 % respectivement par rapport au placebo. Aux États-Unis, le dossier était encore en cours d'examen par la FDA.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "COPD", regulator: "European Commission", also: ["Regeneron"] },
    },
    {
      title: "Ipsen décroche le feu vert américain pour Iqirvo dans la cholangite biliaire primitive",
      text: "La Food and Drug Administration (FDA) américaine a accordé une autorisation accélérée à Iqirvo® (élafibranor), le traitement d'Ipsen contre la cholangite biliaire primitive (CBP), une maladie hépatique rare d'origine auto-immune. La molécule, un agoniste double des récepteurs PPAR alpha et delta, est indiquée en association avec l'acide ursodésoxycholique (AUDC) chez les adultes ayant une réponse insuffisante à l'AUDC, ou en monothérapie chez ceux qui ne le tolèrent pas. L'autorisation s'appuie sur l'essai de phase 3 ELATIVE, dont le critère principal était une réponse biochimique. Ipsen avait acquis les droits du produit auprès de la biotech nordiste Genfit en 2021. Le groupe français affronte sur ce marché l'Ocaliva (acide obéticholique) d'Intercept.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Rectocolite hémorragique : Abivax atteint son critère principal en phase 3, le titre s'envole",
      text: "La biotech française Abivax a annoncé que son candidat-médicament obefazimod a atteint le critère d'évaluation principal de rémission clinique à la semaine 8 dans les deux essais d'induction de phase 3 ABTECT-1 et ABTECT-2, menés chez des patients atteints de rectocolite hémorragique modérément à sévèrement active. La molécule, une petite molécule orale administrée une fois par jour, a également atteint les principaux critères secondaires, avec un profil de tolérance cohérent avec celui observé dans les études antérieures. Les résultats de l'essai de maintenance ABTECT sont attendus l'an prochain. Sur ce marché, obefazimod devra se mesurer aux anti-IL-23 et aux inhibiteurs de JAK comme l'upadacitinib. À Wall Street, l'action Abivax a plus que quintuplé en une séance.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Nanobiotix cède les droits mondiaux de NBTXR3 à Janssen",
      text: "La société parisienne Nanobiotix a signé un accord de licence mondial avec Janssen Pharmaceutica, filiale de Johnson & Johnson, portant sur NBTXR3, son produit à base de nanoparticules d'oxyde de hafnium destiné à amplifier l'effet de la radiothérapie. Janssen versera un paiement initial de 30 millions de dollars ; l'accord prévoit en outre des paiements d'étapes liés au développement, à la réglementation et aux ventes, ainsi que des redevances. Nanobiotix poursuit la conduite de l'essai de phase 3 NANORAY-312 dans les cancers de la tête et du cou localement avancés, chez des patients âgés inéligibles au cisplatine. Le produit est injecté une seule fois directement dans la tumeur, puis activé par les séances de radiothérapie.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: "Head and neck cancer", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "Sanofi s'offre Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
      text: "Sanofi a annoncé lundi la signature d'un accord en vue d'acquérir la biotech américaine Blueprint Medicines, spécialisée dans les maladies immunologiques rares, pour 129 dollars par action en numéraire, assortis d'un certificat de valeur conditionnelle (CVR) pouvant atteindre 6 dollars par action. L'opération valorise la société jusqu'à environ 9,5 milliards de dollars. Sanofi met ainsi la main sur Ayvakit® (avapritinib), seul traitement autorisé aux États-Unis et dans l'UE à la fois dans les formes avancées et indolentes de la mastocytose systémique, ainsi que sur un portefeuille de candidats en immunologie, dont l'inhibiteur de KIT de nouvelle génération élénestinib. La finalisation de l'opération est attendue au troisième trimestre 2025.",
      labels: { event: "acquisition", company: "Sanofi", asset: "avapritinib", indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Olistène Bio lève 48 millions d'euros pour sa molécule contre la maladie de Berger",
      text: "Lyon, le 18 septembre – Olistène Bio, biotech lyonnaise issue d'un laboratoire académique, annonce une levée de fonds de série B de 48 millions d'euros, menée par un consortium d'investisseurs européens spécialisés dans la santé, aux côtés de ses actionnaires historiques. Ce financement doit permettre de conduire jusqu'à ses premiers résultats l'essai de phase 2 de son candidat-médicament OLB-310, un anticorps monoclonal anti-APRIL administré par voie sous-cutanée une fois par mois, chez des patients atteints de néphropathie à IgA. Une centaine de patients doivent être recrutés en France, en Espagne et en Italie. « Cette levée nous donne deux ans de visibilité », souligne sa présidente, Claire Vasseur. Plusieurs laboratoires, dont Otsuka avec le sibeprenlimab, développent des molécules ciblant la même voie.",
      labels: { event: "financing", company: "Olistène Bio", asset: "OLB310", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "Sclérose en plaques : le tolébrutinib de Sanofi obtient le statut de « breakthrough therapy »",
      text: "La FDA américaine a accordé la désignation de « thérapie innovante » (breakthrough therapy) au tolébrutinib, l'inhibiteur oral de la tyrosine kinase de Bruton (BTK) de Sanofi, dans le traitement de la sclérose en plaques secondairement progressive non active (SEP-SPnr). Cette désignation s'appuie sur les résultats de l'essai de phase 3 HERCULES, dans lequel la molécule a retardé de 31 % le délai d'apparition d'une progression confirmée du handicap à six mois par rapport au placebo. Les essais GEMINI 1 et 2 menés dans les formes récurrentes n'avaient en revanche pas montré de supériorité sur le tériflunomide (Aubagio). La désignation vise à accélérer le développement et l'examen des médicaments destinés à des affections graves.",
      labels: { event: "designation", company: "Sanofi", asset: "tolebrutinib", indication: "Multiple sclerosis", regulator: "FDA" },
    },
    {
      title: "Kerandel Pharma reçoit une lettre de réponse complète de la FDA pour Lacrivia",
      text: "Rennes – Kerandel Pharma a annoncé mardi avoir reçu de la Food and Drug Administration (FDA) une lettre de réponse complète (CRL) concernant sa demande d'autorisation de mise sur le marché du cilévotide en collyre dans la sécheresse oculaire. L'agence américaine estime que l'un des deux essais pivots n'a pas démontré de manière suffisamment robuste une amélioration des symptômes et demande une étude supplémentaire. Aucun problème de sécurité ni de fabrication n'a été soulevé, précise la société. « Nous sommes déçus mais déterminés », a commenté son directeur général, Yann Le Goff, qui prévoit de rencontrer l'agence d'ici la fin du trimestre. L'action a chuté de 41 % sur Euronext Growth.",
      labels: { event: "complete-response-letter", company: "Kerandel Pharma", asset: "cilevotide", indication: "Dry eye disease", regulator: "FDA" },
    },
    {
      title: "Calanque Biotech traite le premier patient de son essai de phase 1/2 dans le carcinome hépatocellulaire",
      text: "Marseille – Calanque Biotech a annoncé l'administration de la première dose de son virus oncolytique CLQ-701 à un patient atteint d'un carcinome hépatocellulaire (CHC) avancé, dans le cadre de l'essai de phase 1/2 ONCOVIR-01. Le candidat, un virus de la vaccine génétiquement modifié, est injecté directement dans les lésions hépatiques, en association avec l'atézolizumab et le bévacizumab, le standard de première ligne. L'étude, autorisée par l'ANSM en juillet, doit inclure jusqu'à 40 patients dans six centres en France et en Belgique. Les premières données de tolérance sont attendues au second semestre de l'année prochaine.",
      labels: { event: "trial-start", company: "Calanque Biotech", asset: "CLQ701", indication: "Hepatocellular carcinoma", regulator: "ANSM", also: ["atezolizumab", "bevacizumab"] },
    },
    {
      title: "Endométriose : Hélianthe Pharma dépose son dossier d'AMM auprès de l'EMA",
      text: "Montpellier – Hélianthe Pharma a soumis à l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour le vélagolix, un antagoniste oral de la GnRH, dans le traitement des douleurs modérées à sévères associées à l'endométriose. Le dossier repose sur les essais de phase 3 SOLÈNE-1 et SOLÈNE-2, menés chez 1 180 femmes, dans lesquels la molécule a réduit de manière significative les douleurs pelviennes non menstruelles et la dysménorrhée à six mois. Le produit se distingue, selon le laboratoire, par une prise unique quotidienne sans traitement hormonal d'appoint à la dose la plus faible. Il concurrencera notamment Ryeqo (rélugolix en association) de Gedeon Richter. Hélianthe, société non cotée, réalise un chiffre d'affaires de 210 millions d'euros.",
      labels: { event: "submission", company: "Hélianthe Pharma", asset: "velagolix", indication: "Endometriosis", regulator: "EMA" },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca de PharmaMar en combinación con atezolizumab en primera línea de mantenimiento",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha aprobado Zepzelca® (lurbinectedina) en combinación con atezolizumab para el tratamiento de mantenimiento en primera línea de adultos con cáncer de pulmón microcítico en estadio extendido cuya enfermedad no ha progresado tras la inducción con atezolizumab, carboplatino y etopósido. La solicitud fue presentada por Jazz Pharmaceuticals, socio de PharmaMar en Estados Unidos, y se basa en el ensayo de fase 3 IMforte, que mostró una mejora estadísticamente significativa tanto de la supervivencia libre de progresión como de la supervivencia global frente a atezolizumab en monoterapia. PharmaMar desarrolla la molécula, de origen marino, desde su sede de Colmenar Viejo (Madrid).",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["Jazz Pharmaceuticals", "atezolizumab"] },
    },
    {
      title: "Bruselas autoriza Ebglyss, el anti-IL-13 de Almirall para la dermatitis atópica",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Ebglyss® (lebrikizumab) de Almirall para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años con un peso mínimo de 40 kg que sean candidatos a terapia sistémica. El fármaco, un anticuerpo monoclonal que se une a la interleucina 13, se administra por vía subcutánea y, tras la fase de inducción, permite una dosis de mantenimiento cada cuatro semanas. La aprobación se basa en los ensayos de fase 3 ADvocate 1 y 2 y ADhere. Almirall tiene la licencia de lebrikizumab para Europa, mientras que Eli Lilly conserva los derechos en Estados Unidos y el resto del mundo. En el mercado competirá con Dupixent (dupilumab) de Sanofi y Adtralza (tralokinumab) de LEO Pharma.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "Moncayo Therapeutics no alcanza el objetivo principal en su fase 2 en párkinson",
      text: "Zaragoza – La biotecnológica aragonesa Moncayo Therapeutics ha comunicado que su candidato MT-2207, un inhibidor oral de la quinasa LRRK2, no alcanzó el criterio de valoración principal en el ensayo de fase 2 LUMBRE, en el que participaron 212 pacientes con enfermedad de Parkinson en fase temprana. Tras 48 semanas, la variación en la escala MDS-UPDRS partes II y III no difirió de forma significativa entre el fármaco y el placebo. La compañía destaca, no obstante, una tendencia favorable en el subgrupo de portadores de mutaciones en el gen LRRK2 y una buena tolerabilidad. «Analizaremos los datos en detalle antes de decidir los próximos pasos», señaló su consejero delegado, Íñigo Lasheras. Las acciones de Moncayo, que cotiza en BME Growth, se desplomaron un 38% en la sesión.",
      labels: { event: "readout", company: "Moncayo Therapeutics", asset: "MT2207", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Alborán Biotech y Kestrel Bio se alían para desarrollar un biespecífico contra el cáncer gástrico",
      text: "Málaga – Alborán Biotech ha firmado un acuerdo de colaboración con la británica Kestrel Bio para codesarrollar ALB-19, un anticuerpo biespecífico dirigido contra claudina 18.2 y CD3, en pacientes con cáncer gástrico y de la unión gastroesofágica. Ambas compañías compartirán al 50% los costes del programa clínico y los futuros beneficios; Kestrel aportará además 20 millones de euros en efectivo a la firma andaluza. El ensayo de fase 1, que arrancará el próximo año en hospitales de España y Reino Unido, evaluará el candidato tanto en monoterapia como en combinación con nivolumab. En este mismo segmento, Astellas comercializa zolbetuximab (Vyloy), el primer anticuerpo anti-claudina 18.2 aprobado.",
      labels: { event: "partnership", company: "Alborán Biotech", asset: "ALB19", indication: "Gastric cancer", regulator: null, also: ["Kestrel Bio"] },
    },
    {
      title: "Tramuntana Pharma adquiere la licencia europea de un anti-IL-17 chino para la hidradenitis supurativa",
      text: "Barcelona – Tramuntana Pharma ha alcanzado un acuerdo de licencia exclusiva con la china Hengyue Biopharma para desarrollar y comercializar en Europa y América Latina HY-0521, un nanoanticuerpo que bloquea la IL-17A y la IL-17F. La compañía catalana abonará un pago inicial de 15 millones de euros y hasta 180 millones en hitos, además de royalties escalonados sobre las ventas. El fármaco ha completado un ensayo de fase 2 en China en pacientes con hidradenitis supurativa moderada a grave, con resultados que, según ambas empresas, son comparables a los de bimekizumab (Bimzelx), ya aprobado en la UE para esta enfermedad. Tramuntana prevé iniciar la fase 3 europea a finales del próximo año.",
      labels: { event: "licensing", company: "Tramuntana Pharma", asset: "HY0521", indication: "Hidradenitis suppurativa", regulator: null, also: ["Hengyue Biopharma"] },
    },
    {
      title: "Azahar Pharma compra la biotech valenciana Nerventis por hasta 140 millones",
      text: "Valencia – Azahar Pharma ha cerrado la compra del 100% de Nerventis, una biotecnológica surgida de un centro de investigación valenciano, por 95 millones de euros al contado y hasta 45 millones adicionales condicionados a hitos regulatorios. Con la operación, la farmacéutica familiar incorpora NRV-101, un anticuerpo monoclonal anti-PACAP en fase 2 para la prevención de la migraña crónica, que en un estudio piloto redujo en 5,1 días al mes la frecuencia de las crisis. El consejero delegado de Azahar, Vicente Llorens, explicó que el objetivo es «construir una franquicia en neurología». Nerventis, fundada en 2019, tiene 23 empleados, que se integrarán en el centro de I+D de Azahar en Paterna.",
      labels: { event: "acquisition", company: "Azahar Pharma", asset: "NRV101", indication: "Migraine", regulator: null, also: ["Nerventis"] },
    },
    {
      title: "La EMA valida la solicitud de Veleta Bio para su terapia génica en retinosis pigmentaria",
      text: "Granada – La Agencia Europea de Medicamentos (EMA) ha validado la solicitud de autorización de comercialización presentada por Veleta Bio para VB-301, su terapia génica basada en un vector AAV para la retinosis pigmentaria ligada al cromosoma X causada por mutaciones en el gen RPGR. Con la validación comienza formalmente la evaluación por parte del Comité de Medicamentos de Uso Humano (CHMP), que se beneficiará de un procedimiento acelerado al tratarse de un medicamento incluido en el programa PRIME. La solicitud se apoya en el ensayo de fase 3 HORIZONTE, con 96 pacientes. Actualmente solo existe en Europa una terapia génica ocular aprobada, Luxturna (voretigén neparvovec), indicada para distrofias retinianas por mutaciones en RPE65.",
      labels: { event: "filing-acceptance", company: "Veleta Bio", asset: "VB301", indication: "Retinitis pigmentosa", regulator: "EMA" },
    },
    {
      title: "La FDA otorga la designación de medicamento huérfano al FNT-112 de Finisterra Biotech",
      text: "A Coruña – La biotecnológica gallega Finisterra Biotech ha recibido de la FDA estadounidense la designación de medicamento huérfano para FNT-112, un oligonucleótido antisentido que reduce de forma selectiva la huntingtina mutante, para el tratamiento de la enfermedad de Huntington. La designación otorga siete años de exclusividad de mercado en Estados Unidos tras la aprobación, además de incentivos fiscales y la exención de tasas. El compuesto se encuentra en un ensayo de fase 1b/2a con 36 pacientes en España, Portugal y Francia, cuyos primeros datos se esperan a mediados del próximo año. El campo ha sufrido reveses, como la interrupción en 2021 de la administración en el ensayo de fase 3 con tominersén de Roche e Ionis.",
      labels: { event: "designation", company: "Finisterra Biotech", asset: "FNT112", indication: "Huntington's disease", regulator: "FDA" },
    },
    {
      title: "Ebrofarma solicita a la FDA la aprobación de velosentán para la hipertensión arterial pulmonar",
      text: "Logroño – Ebrofarma ha presentado ante la FDA una solicitud de nuevo fármaco (NDA) para velosentán, un antagonista dual de los receptores de endotelina de administración oral, como tratamiento de la hipertensión arterial pulmonar (HAP) del grupo 1 de la OMS. La solicitud se basa en el estudio de fase 3 ARNEDO, en el que el fármaco mejoró en 41 metros la distancia recorrida en la prueba de marcha de seis minutos frente a placebo a las 16 semanas. La compañía riojana prevé presentar también el expediente ante la EMA en el primer trimestre del próximo año. La HAP cuenta ya con varias opciones, entre ellas macitentán (Opsumit) de Johnson & Johnson y sotatercept (Winrevair) de MSD.",
      labels: { event: "submission", company: "Ebrofarma", asset: "velosentan", indication: "Pulmonary arterial hypertension", regulator: "FDA" },
    },
    {
      title: "Análisis: la llegada de los biosimilares de ustekinumab presiona los precios en dermatología",
      text: "Madrid – La pérdida de exclusividad de Stelara® (ustekinumab), el anticuerpo anti-IL-12/23 de Janssen, está transformando el mercado de los biológicos en dermatología y gastroenterología. Varios laboratorios comercializan ya en España versiones biosimilares del fármaco, y los servicios de farmacia hospitalaria han comenzado a incluirlas en sus concursos con descuentos significativos sobre el precio del original. Los expertos consultados señalan que el cambio de un paciente estable al biosimilar es seguro, aunque recomiendan hacerlo de forma consensuada con el especialista. Para los hospitales, el ahorro permitirá financiar terapias más recientes, como los anti-IL-23 risankizumab o guselkumab, cuyo uso en psoriasis y enfermedad de Crohn no deja de crecer.",
      labels: { event: null, company: null, asset: "ustekinumab", indication: null, regulator: null },
    },
  ],
};
