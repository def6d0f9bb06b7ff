import type { BriefArticle } from "./briefs";

/**
 * Fifth development set for the English brief benchmark (`npm run bench:brief -- --dev5`): 24
 * German, 12 French, 12 Spanish and 4 each Chinese, Japanese and Korean short articles, written by
 * hand in November 2026 by a helper session that had neither the engine's code nor the other sets
 * open (only the first lines of bench/gold/briefs.ts and the registry data files, for canonical
 * label names). It aims at the medicine (asset) as European-language news writes it: invented
 * brands alone in a headline and explained later, brands with ®/™/* and the INN in parentheses or
 * the reverse, INNs of many stems in German, French and Spanish spelling (Varnaglutid,
 * tolurafénib, toragliflozina, quilanersén…), research codes with spaces, hyphens, letter
 * suffixes and lower-case suffixes (QS 1107, HZW-208b, BRV-1203A), the asset only in the title
 * and then "der Wirkstoff" / "la molécule", German compounds (Kerendia-Zulassung,
 * Tebrasiran-Zulassungsantrag, Amberlisib-Daten), combinations, and rivals and comparators named
 * nearby; companies with and without legal forms (GmbH, AG, SE, SAS, S.L.).
 *
 * Events about real companies are real and true to the best of the author's knowledge (dates and
 * amounts as reported at the time): Boehringer's Hernexeos (FDA), BioNTech/CureVac,
 * BioNTech/BMS (BNT327), Merck KGaA/SpringWorks, Bayer's Kerendia in heart failure (FDA),
 * Novartis/Regulus, Novartis/MorphoSys, Bayer's Beyonttra (EU), Immatics' SUPRAME start, Abivax's
 * ABTECT readout, Sanofi/Blueprint, Sanofi's Qfitlia (FDA), the FDA's suspension of Valneva's
 * Ixchiq licence, DBV's financing, PharmaMar's Zepzelca plus atezolizumab (FDA), Almirall's
 * Ebglyss (EU), Lilly/Verve, Innovent's mazdutide (NMPA), 3SBio/Pfizer (SSGJ-707), Eisai's
 * Leqembi Iqlik (FDA), HLB's second CRL and ABL Bio/GSK. All other events are invented and about
 * invented companies (Vestrion, Kaltenbach Pharma, Harzwald Biologics, Lumarine, Navacerrada
 * Pharma, 瑞澜生物, アルセナ製薬, 솔마루제약…) and invented medicines (meltisartan, varnaglutide,
 * tebrasiran, varociclib, belcartuximab, RL-2207, ARS-3110, SMR-0402…).
 *
 * Same labelling rules as bench/gold/briefs.ts; labels were set by hand before any run.
 */
export const DEV5_BRIEFS: Record<"zh" | "ja" | "ko" | "de" | "fr" | "es", readonly BriefArticle[]> = {
  zh: [
    {
      title: "信达生物玛仕度肽获国家药监局批准上市 用于成人肥胖或超重患者长期体重控制",
      text: "6月27日,信达生物宣布,其GCG/GLP-1双受体激动剂信尔美®(玛仕度肽注射液)已获国家药品监督管理局(NMPA)批准,用于成人肥胖或超重患者的长期体重控制。玛仕度肽是全球首个获批上市的GCG/GLP-1双受体激动剂,此次获批主要基于III期临床研究GLORY-1的结果:治疗48周时,6mg剂量组受试者体重平均降幅达14.8%。该药由礼来授权信达生物在中国开发。此外,玛仕度肽用于2型糖尿病患者血糖控制的上市申请目前也在审评中。",
      labels: { event: "approval", company: "Innovent Biologics", companyOriginal: "信达生物", asset: "mazdutide", indication: "Obesity", regulator: "NMPA" },
    },
    {
      title: "三生制药将PD-1/VEGF双抗SSGJ-707海外权益授予辉瑞 首付款12.5亿美元",
      text: "三生制药宣布,与辉瑞签署独家许可协议,将其PD-1/VEGF双特异性抗体SSGJ-707在中国以外的全球开发、生产和商业化权利授予辉瑞,辉瑞同时获得中国区商业化权利的选择权。根据协议,三生制药将获得12.5亿美元首付款,并有资格获得最高48亿美元的开发、监管及销售里程碑付款,以及两位数比例的分级销售提成。此外,辉瑞将在交易完成后出资1亿美元认购三生制药股份。SSGJ-707目前正在中国开展多项实体瘤临床试验,公司计划于2025年内启动首个III期研究。",
      labels: { event: "licensing", company: "3SBio", companyOriginal: "三生制药", asset: "SSGJ-707", indication: null, regulator: null, also: ["Pfizer"] },
    },
    {
      title: "瑞澜生物JAK1抑制剂RL-2207上市申请获CDE受理",
      text: "11月3日,瑞澜生物发布公告称,公司自主研发的高选择性JAK1抑制剂RL-2207片的新药上市申请(NDA)已获国家药监局药品审评中心(CDE)受理,拟用于治疗对其他系统治疗应答不佳的中重度特应性皮炎成人及12岁以上青少年患者。此次申请基于一项在国内42家中心开展、入组586例患者的III期临床研究,RL-2207治疗16周时EASI-75应答率达67.3%,显著优于安慰剂组。目前国内已有阿布昔替尼、乌帕替尼等同类药物获批。公司预计RL-2207有望于2027年下半年获批上市。",
      labels: { event: "filing-acceptance", company: "Ruilan Bio", companyOriginal: "瑞澜生物", asset: "RL2207", indication: "Atopic dermatitis", regulator: "CDE" },
    },
    {
      title: "启衡医药与Torvane达成全球共同开发协议 推进B7-H3 ADC QH-0419",
      text: "启衡医药今日宣布,与美国生物技术公司Torvane Biosciences就其B7-H3靶向抗体偶联药物(ADC)QH-0419达成全球共同开发协议。双方将共同承担全球II/III期临床开发费用,并按50:50比例分享大中华区以外的利润;启衡医药保留大中华区全部权益,并将获得4,000万美元首付款。QH-0419目前正在中国开展针对晚期食管鳞癌的I期剂量扩展研究,客观缓解率达41%。启衡医药董事长周明远表示:“此次合作将显著加快QH-0419的全球开发进程。”公司股价当日收涨8.6%。",
      labels: { event: "partnership", company: "Qiheng Pharma", companyOriginal: "启衡医药", asset: "QH0419", indication: "Esophageal cancer", regulator: null, also: ["Torvane Biosciences"] },
    },
  ],
  ja: [
    {
      title: "エーザイ、「レケンビ」皮下注オートインジェクターが米FDAで承認 維持投与で在宅治療が可能に",
      text: "エーザイは、バイオジェンと共同開発するアルツハイマー病治療薬「レケンビ」(一般名:レカネマブ)の皮下注製剤「レケンビ アイクリック」について、米国食品医薬品局(FDA)から8月29日(米国時間)に維持投与用として承認を取得したと発表した。18カ月間の点滴静注による初期治療を終えた早期アルツハイマー病の患者が対象で、週1回、約15秒で自宅で注射できる。承認はフェーズ3試験「Clarity AD」の非盲検継続試験のデータに基づく。米国での発売は10月6日を予定している。",
      labels: { event: "approval", company: "Eisai", companyOriginal: "エーザイ", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "FDA", also: ["Biogen"] },
    },
    {
      title: "アルセナ製薬のALS治療薬候補「ARS-3110」、先駆け審査指定制度の対象に",
      text: "アルセナ製薬(東京都中央区)は11月10日、筋萎縮性側索硬化症(ALS)を対象に開発中のアンチセンス核酸医薬「ARS-3110」が、厚生労働省の先駆け審査指定制度の対象品目に指定されたと発表した。指定により、医薬品医療機器総合機構(PMDA)による優先的な相談や、審査期間の短縮(目標6カ月)が見込まれる。ARS-3110はFUS遺伝子変異を有する患者を対象に国内で第1/2相試験を実施中で、同社は2027年度中の承認申請を目指す。発表を受け、同社株はストップ高となった。",
      labels: { event: "designation", company: "Arusena Pharmaceutical", companyOriginal: "アルセナ製薬", asset: "ARS3110", indication: "Amyotrophic lateral sclerosis", regulator: "PMDA" },
    },
    {
      title: "カルディナファーマ、心不全治療薬候補の第2相試験で最初の患者に投与",
      text: "カルディナファーマ(大阪市)は、駆出率の保たれた心不全(HFpEF)を対象とする経口低分子薬「KDN-0715」の国内第2相臨床試験で、最初の患者への投与を開始したと発表した。試験は二重盲検プラセボ対照で、国内約40施設で240例を登録し、24週時点の6分間歩行距離の変化を主要評価項目とする。KDN-0715は心筋の線維化に関わる酵素を阻害する新規作用機序の化合物。同社は2028年に主要結果を公表する予定で、海外開発に向けた提携先も探している。",
      labels: { event: "trial-start", company: "Karudina Pharma", companyOriginal: "カルディナファーマ", asset: "KDN0715", indication: "Heart failure", regulator: null },
    },
    {
      title: "コスモラバイオ、潰瘍性大腸炎の第2相試験で主要評価項目を達成",
      text: "創薬ベンチャーのコスモラバイオ(神奈川県藤沢市)は、中等症から重症の潰瘍性大腸炎患者を対象とした経口α4β7インテグリン阻害薬「KSM-21」の第2相試験で、主要評価項目である12週時点の臨床的寛解率においてプラセボに対する統計学的に有意な改善を示したと発表した。高用量群の寛解率は26.8%で、プラセボ群の7.1%を大きく上回った。重篤な有害事象の発現率は群間で同程度だった。同社の株価は一時、前日比40%上昇した。今後は国内外の製薬企業への導出を目指す。",
      labels: { event: "readout", company: "Kosumora Bio", companyOriginal: "コスモラバイオ", asset: "KSM21", indication: "Ulcerative colitis", regulator: null },
    },
  ],
  ko: [
    {
      title: "HLB 간암 신약 리보세라닙, FDA서 두 번째 보완요구서한 수령",
      text: "HLB는 미국 식품의약국(FDA)으로부터 간암 1차 치료제로 개발 중인 리보세라닙과 중국 항서제약의 PD-1 면역항암제 캄렐리주맙 병용요법에 대한 보완요구서한(CRL)을 받았다고 21일 밝혔다. 지난해 5월에 이은 두 번째 CRL이다. FDA는 이번 서한에서 구체적인 보완 사유를 밝히지 않았으며, 업계에서는 캄렐리주맙 제조시설과 관련한 문제가 완전히 해소되지 않은 것으로 보고 있다. 이 병용요법은 글로벌 3상 CARES-310에서 전체생존기간 중앙값 23.8개월을 기록해 소라페닙(15.2개월) 대비 생존 개선을 입증한 바 있다.",
      labels: { event: "complete-response-letter", company: "HLB", asset: "rivoceranib", indication: "Hepatocellular carcinoma", regulator: "FDA", also: ["camrelizumab", "Jiangsu Hengrui Medicine"] },
    },
    {
      title: "에이비엘바이오, GSK에 BBB 셔틀 '그랩바디-B' 기술이전…최대 4조1000억원 규모",
      text: "에이비엘바이오는 영국 글락소스미스클라인(GSK)과 뇌혈관장벽(BBB) 투과 플랫폼 '그랩바디-B'에 대한 기술이전 계약을 체결했다고 7일 공시했다. 계약금과 단기 마일스톤을 합친 금액은 7710만 파운드(약 1480억원)이며, 개발·허가·상업화 마일스톤을 포함한 총 계약 규모는 최대 20억7500만 파운드(약 4조1000억원)에 달한다. GSK는 그랩바디-B를 활용해 여러 퇴행성 뇌질환 치료제를 개발하며, 전임상부터 임상, 제조, 상업화까지 전담한다. 에이비엘바이오는 제품 출시 후 순매출에 따른 로열티도 받는다. 이번 계약은 국내 바이오 기술이전 가운데 역대 두 번째 규모다.",
      labels: { event: "licensing", company: "ABL Bio", companyOriginal: "에이비엘바이오", asset: null, indication: "Neurodegenerative diseases", regulator: null, also: ["GSK"] },
    },
    {
      title: "솔마루제약, 위식도역류질환 신약 'SMR-0402' 식약처에 품목허가 신청",
      text: "솔마루제약은 칼륨경쟁적 위산분비억제제(P-CAB) 계열 신약 후보물질 'SMR-0402'의 미란성 위식도역류질환 적응증에 대한 품목허가 신청서를 식품의약품안전처에 제출했다고 4일 밝혔다. 회사는 국내 31개 병원에서 환자 412명을 대상으로 진행한 임상 3상에서 8주 치료 후 점막 치유율 97.1%를 기록해 대조약 에소메프라졸에 대한 비열등성을 입증했다. 국내 P-CAB 시장에는 이미 HK이노엔의 케이캡(테고프라잔)과 대웅제약의 펙수클루(펙수프라잔)가 출시돼 있다. 솔마루제약은 2027년 하반기 출시를 목표로 하고 있다.",
      labels: { event: "submission", company: "Solmaru Pharm", companyOriginal: "솔마루제약", asset: "SMR0402", indication: "Gastroesophageal reflux disease", regulator: "MFDS" },
    },
    {
      title: "한결바이오, MASH 치료제 후보 'HG-217' 임상 2상서 1차 지표 충족",
      text: "한결바이오는 대사이상 관련 지방간염(MASH) 치료제 후보물질 'HG-217'의 미국 임상 2상 톱라인 결과, 1차 평가지표인 섬유화 악화 없는 MASH 해소율에서 위약 대비 통계적으로 유의한 개선을 확인했다고 11일 밝혔다. 52주 투여 시 고용량군의 MASH 해소율은 38.5%로 위약군(11.2%)을 크게 웃돌았다. HG-217은 FGF21 유사체와 GLP-1 작용제를 결합한 이중작용 융합단백질로, 주 1회 피하 투여한다. 회사는 연내 글로벌 제약사와 기술이전 협상을 본격화할 계획이다. 이 소식에 한결바이오 주가는 장중 상한가를 기록했다.",
      labels: { event: "readout", company: "Hangyeol Bio", companyOriginal: "한결바이오", asset: "HG217", indication: "MASH", regulator: null },
    },
  ],
  de: [
    {
      title: "FDA erteilt beschleunigte Zulassung für Hernexeos",
      text: "Ingelheim – Boehringer Ingelheim hat in den USA grünes Licht für seinen HER2-Hemmer erhalten. Die US-Arzneimittelbehörde FDA ließ Hernexeos® (Zongertinib) Anfang August 2025 im beschleunigten Verfahren für Erwachsene mit nicht resezierbarem oder metastasiertem nicht-kleinzelligem Lungenkarzinom (NSCLC) zu, deren Tumoren aktivierende HER2-Mutationen tragen und die bereits eine systemische Vortherapie erhalten haben. Grundlage sind Daten der Phase-Ib-Studie Beamion LUNG-1. Die Tablette wird einmal täglich eingenommen; bislang stand in dieser Situation vor allem das Antikörper-Wirkstoff-Konjugat Enhertu (Trastuzumab Deruxtecan) zur Verfügung. Die Zulassung kann vom Nachweis des klinischen Nutzens in einer Bestätigungsstudie abhängig gemacht werden.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "zongertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "BioNTech will CureVac schlucken",
      text: "MAINZ/TÜBINGEN (dpa-AFX) – Der Mainzer Impfstoffhersteller BioNTech will den Tübinger Rivalen CureVac vollständig übernehmen. Wie beide Unternehmen am Donnerstag mitteilten, sollen CureVac-Aktionäre im Rahmen eines Umtauschangebots BioNTech-Hinterlegungsscheine (ADS) im Wert von rund 5,46 US-Dollar je Aktie erhalten; die Transaktion bewertet CureVac mit etwa 1,25 Milliarden Dollar. BioNTech will mit dem Zukauf seine mRNA-basierten Krebsimmuntherapien stärken, der Standort Tübingen soll erhalten bleiben. Großaktionäre, darunter die Hopp-Holding Dievini und die staatliche KfW, unterstützen das Angebot. Die CureVac-Aktie sprang im vorbörslichen US-Handel um mehr als 30 Prozent nach oben. Der Abschluss wird bis Ende 2025 erwartet.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "Milliardenpakt: Bristol Myers Squibb steigt bei BNT327 ein",
      text: "Mainz – BioNTech und der US-Konzern Bristol Myers Squibb (BMS) wollen den bispezifischen Antikörper BNT327 gemeinsam entwickeln und vermarkten. BMS zahlt vorab 1,5 Milliarden US-Dollar sowie bis 2028 weitere 2 Milliarden Dollar an nicht erfolgsabhängigen Jahreszahlungen; hinzu kommen mögliche Meilensteinzahlungen von bis zu 7,6 Milliarden Dollar, sodass sich das Gesamtvolumen auf bis zu 11,1 Milliarden Dollar summiert. Entwicklungskosten und Gewinne wollen die Partner hälftig teilen. Der gegen PD-L1 und VEGF-A gerichtete Kandidat wird bereits in mehreren späten Studien geprüft und soll in weiteren soliden Tumoren getestet werden. Die Vereinbarung wurde Anfang Juni 2025 bekanntgegeben.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: null, regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Merck kauft SpringWorks für 3,9 Milliarden Dollar",
      text: "Darmstadt – Der Darmstädter Wissenschafts- und Technologiekonzern Merck übernimmt das US-Biopharmaunternehmen SpringWorks Therapeutics. Wie beide Seiten am Montag mitteilten, bietet Merck 47 US-Dollar je Aktie in bar, was einem Eigenkapitalwert von rund 3,9 Milliarden Dollar entspricht; der Unternehmenswert liegt bei 3,4 Milliarden Dollar (3,0 Milliarden Euro). SpringWorks mit Sitz in Stamford (Connecticut) vermarktet in den USA Ogsiveo (Nirogacestat) gegen Desmoidtumoren und Gomekli (Mirdametinib) bei Neurofibromatose Typ 1 mit plexiformen Neurofibromen. Die Healthcare-Sparte will sich damit stärker auf seltene Tumoren ausrichten. Finanziert wird der Kauf aus vorhandenen Mitteln und neuen Schulden, der Abschluss wird im zweiten Halbjahr 2025 erwartet.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: null, indication: null, regulator: null, also: ["SpringWorks Therapeutics", "nirogacestat", "mirdametinib"] },
    },
    {
      title: "Kerendia-Zulassung in den USA auf Herzinsuffizienz erweitert",
      text: "Berlin – Bayer hat für seinen nicht-steroidalen Mineralokortikoid-Rezeptor-Antagonisten Finerenon eine weitere Indikation in den USA erhalten. Die FDA genehmigte Kerendia® nach vorrangiger Prüfung zur Behandlung Erwachsener mit Herzinsuffizienz und einer linksventrikulären Ejektionsfraktion (LVEF) von mindestens 40 Prozent. Grundlage ist die Phase-III-Studie FINEARTS-HF mit rund 6.000 Patienten, in der Finerenon zusätzlich zur Standardtherapie das relative Risiko für kardiovaskulären Tod und Herzinsuffizienz-Ereignisse um 16 Prozent senkte. Bisher war das Präparat in den USA bei chronischer Nierenerkrankung in Verbindung mit Typ-2-Diabetes zugelassen. Bayer gab die Entscheidung am 14. Juli 2025 bekannt.",
      labels: { event: "approval", company: "Bayer", asset: "finerenone", indication: "Heart failure", regulator: "FDA" },
    },
    {
      title: "Novartis greift nach Regulus – Farabursen im Fokus",
      text: "Basel/San Diego – Novartis übernimmt das US-Biotechunternehmen Regulus Therapeutics für zunächst 7 US-Dollar je Aktie in bar, insgesamt rund 0,8 Milliarden Dollar. Hinzu kommt ein nicht handelbares Nachbesserungsrecht (CVR) über weitere 7 Dollar je Aktie, das bei Erreichen eines regulatorischen Meilensteins für das Oligonukleotid Farabursen fällig wird; inklusive CVR läge der Kaufpreis bei etwa 1,7 Milliarden Dollar. Farabursen (RGLS8429) richtet sich gegen die microRNA miR-17 und soll bei autosomal-dominanter polyzystischer Nierenerkrankung (ADPKD) das Zystenwachstum bremsen. Die Regulus-Aktie legte nach der Ankündigung am 30. April 2025 vorbörslich um mehr als 130 Prozent zu. Der Abschluss ist für das zweite Halbjahr geplant.",
      labels: { event: "acquisition", company: "Novartis", asset: "farabursen", indication: "Autosomal dominant polycystic kidney disease", regulator: null, also: ["Regulus Therapeutics"] },
    },
    {
      title: "Novartis bietet 68 Euro je MorphoSys-Aktie",
      text: "Planegg – Der Schweizer Pharmakonzern Novartis will das Biotechunternehmen MorphoSys aus Planegg bei München für 68 Euro je Aktie in bar übernehmen. Das am 5. Februar 2024 angekündigte Angebot bewertet MorphoSys mit rund 2,7 Milliarden Euro. Im Zentrum steht der BET-Inhibitor Pelabresib, den MorphoSys in der Phase-III-Studie MANIFEST-2 in Kombination mit Ruxolitinib bei Myelofibrose geprüft hat. Vorstand und Aufsichtsrat von MorphoSys unterstützen die Offerte. Die MorphoSys-Aktie zog nach Bekanntgabe kräftig an.",
      labels: { event: "acquisition", company: "Novartis", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["MorphoSys"] },
    },
    {
      title: "EU-Kommission lässt Beyonttra zu",
      text: "Berlin – Bayer darf das Herzmedikament Acoramidis in der Europäischen Union vermarkten. Die Europäische Kommission erteilte im Februar 2025 die Zulassung für Beyonttra® zur Behandlung Erwachsener mit Wildtyp- oder varianter Transthyretin-Amyloidose mit Kardiomyopathie (ATTR-CM), nachdem der Ausschuss für Humanarzneimittel (CHMP) der EMA im Dezember eine positive Empfehlung abgegeben hatte. Der orale TTR-Stabilisator wurde von BridgeBio Pharma entwickelt und ist in den USA als Attruby zugelassen; Bayer hatte sich im März 2024 die exklusiven Vermarktungsrechte für Europa gesichert. Der Konzern will das Präparat im ersten Halbjahr einführen.",
      labels: { event: "approval", company: "Bayer", asset: "acoramidis", indication: "Transthyretin amyloidosis", regulator: "European Commission", also: ["BridgeBio Pharma"] },
    },
    {
      title: "Immatics startet Phase-III-Studie SUPRAME",
      text: "Tübingen – Die Immatics N.V. hat zum Jahreswechsel 2024/25 mit der zulassungsrelevanten Phase-III-Studie SUPRAME begonnen, in der ihre TCR-T-Zelltherapie ACTengine® IMA203 beim fortgeschrittenen Melanom geprüft wird. Die randomisierte Studie soll 360 HLA-A*02:01-positive Patienten mit nicht resezierbarem oder metastasiertem Hautmelanom einschließen, die bereits mit einem Checkpoint-Inhibitor behandelt wurden; verglichen wird mit einer Therapie nach Wahl des Prüfarztes. Primärer Endpunkt ist das progressionsfreie Überleben. IMA203 richtet sich gegen das Tumorantigen PRAME. Das Unternehmen mit Standorten in Tübingen und Houston peilt einen Zulassungsantrag für 2027 an.",
      labels: { event: "trial-start", company: "Immatics", asset: "IMA203", indication: "Melanoma", regulator: null },
    },
    {
      title: "Corvanta fällt in Phase III durch",
      text: "München – Rückschlag für die Vestrion AG: Das Präparat Corvanta hat in der Phase-III-Studie RESIST-HT seinen primären Endpunkt verfehlt. Nach zwölf Wochen senkte der AT1-Rezeptorblocker Meltisartan den systolischen Praxisblutdruck bei 742 Patienten mit therapieresistenter Hypertonie nicht signifikant stärker als Spironolacton. „Wir sind von dem Ergebnis enttäuscht und werden die Daten jetzt im Detail analysieren“, sagte Vorstandschefin Katrin Obermaier. Die Vestrion-Aktie brach im Frankfurter Handel um 58 Prozent ein. Das Münchner Unternehmen hatte große Hoffnungen in das Mittel gesetzt, das anschließend auch als Fixkombination mit Amlodipin entwickelt werden sollte.",
      labels: { event: "readout", company: "Vestrion", asset: "meltisartan", indication: "Hypertension", regulator: null },
    },
    {
      title: "Grünes Licht aus Brüssel für Kaltenbachs Abnehmspritze",
      text: "Freiburg – Die Europäische Kommission hat Varnaglutid (Glyvora®) der Kaltenbach Pharma GmbH zur Gewichtsregulierung bei Erwachsenen mit Adipositas oder mit Übergewicht und mindestens einer Begleiterkrankung zugelassen. Der einmal monatlich injizierte GLP-1-Rezeptoragonist hatte in der Phase-III-Studie VARNA-1 mit 1.310 Teilnehmenden nach 68 Wochen eine mittlere Gewichtsabnahme von 17,2 Prozent erzielt, gegenüber 2,9 Prozent unter Placebo. Die positive CHMP-Empfehlung lag seit September vor. Kaltenbach will das Mittel ab dem ersten Quartal 2027 zunächst in Deutschland und Österreich anbieten und tritt damit gegen Wegovy (Semaglutid) und Mounjaro (Tirzepatid) an. Der Preis solle unter dem der Wettbewerber liegen, kündigte Geschäftsführer Jonas Ehrlacher an.",
      labels: { event: "approval", company: "Kaltenbach Pharma", asset: "varnaglutide", indication: "Obesity", regulator: "European Commission" },
    },
    {
      title: "Harzwald Biologics lizenziert HZW-208b an Solvari aus",
      text: "Goslar – Das Biotechunternehmen Harzwald Biologics hat die Rechte außerhalb Europas an seinem Antikörper HZW-208b an die US-Firma Solvari Therapeutics vergeben. Harzwald erhält eine Vorauszahlung von 45 Millionen US-Dollar und kann auf Meilensteinzahlungen von bis zu 610 Millionen Dollar sowie gestaffelte Lizenzgebühren hoffen. Der gegen TL1A gerichtete Antikörper hatte in einer Phase-IIa-Studie bei Morbus Crohn eine endoskopische Ansprechrate von 34 Prozent gezeigt; TL1A gilt seit den Milliardendeals um Tulisokibart und Duvakitug als begehrtes Ziel. Solvari übernimmt die weitere klinische Entwicklung, in Europa behält Harzwald die Vermarktungsrechte. „Mit Solvari haben wir einen Partner gefunden, der die Phase III schnell starten kann“, sagte Harzwald-Chef Matthias Rehberg.",
      labels: { event: "licensing", company: "Harzwald Biologics", asset: "HZW208B", indication: "Crohn's disease", regulator: null, also: ["Solvari Therapeutics"] },
    },
    {
      title: "Quellstein sammelt 85 Millionen Euro ein",
      text: "Heidelberg – Die Quellstein Therapeutics GmbH hat eine Finanzierungsrunde der Serie B über 85 Millionen Euro abgeschlossen. Angeführt wurde die Runde von einem Konsortium europäischer Wagniskapitalgeber; auch die bisherigen Investoren zogen mit. Das Geld soll vor allem in die klinische Entwicklung von QS 1107 fließen, einem hirngängigen niedermolekularen Kinasehemmer, der derzeit in einer Phase-I/II-Studie bei Patienten mit rezidiviertem Glioblastom geprüft wird. Erste Wirksamkeitsdaten erwartet das 2021 gegründete Unternehmen Ende 2027. Quellstein beschäftigt rund 60 Mitarbeitende.",
      labels: { event: "financing", company: "Quellstein Therapeutics", asset: "QS1107", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Lechtal reicht Tebrasiran-Zulassungsantrag bei der EMA ein",
      text: "Augsburg – Die Lechtal Pharma AG hat bei der Europäischen Arzneimittel-Agentur (EMA) den Antrag auf Zulassung von Tebrasiran eingereicht. Das siRNA-Präparat hemmt die Bildung von Apolipoprotein C-III in der Leber und soll bei Erwachsenen mit schwerer Hypertriglyceridämie die Triglyceridwerte senken und das Risiko akuter Pankreatitiden verringern. In der Phase-III-Studie TRIGON-3 reduzierte eine Injektion alle drei Monate die Triglyceride nach zwölf Monaten um median 71 Prozent. Mit Plozasiran und Olezarsen drängen bereits andere APOC3-Hemmer auf den Markt. Einen Antrag in den USA will Lechtal im ersten Halbjahr 2027 stellen.",
      labels: { event: "submission", company: "Lechtal Pharma", asset: "tebrasiran", indication: "Severe hypertriglyceridemia", regulator: "EMA" },
    },
    {
      title: "Drachenfels Bio behandelt ersten Lupus-Patienten mit CAR-T-Therapie",
      text: "Bonn – Die Drachenfels Bio GmbH hat in ihrer Phase-I/II-Studie DRAGON-SLE den ersten Patienten mit Dranocabtagen autoleucel (DRF-0912) behandelt. Das Paul-Ehrlich-Institut hatte die Studie im Oktober genehmigt. Die autologe, gegen CD19 gerichtete CAR-T-Zelltherapie soll bei Erwachsenen mit schwerem, therapierefraktärem systemischem Lupus erythematodes (SLE) eine langanhaltende, medikamentenfreie Remission ermöglichen. Bis zu 24 Patienten sollen an vier deutschen Universitätskliniken eingeschlossen werden. Erste Daten erwartet Drachenfels Mitte 2027.",
      labels: { event: "trial-start", company: "Drachenfels Bio", asset: "dranocabtagene autoleucel", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "PRIME-Status für Saalgrunds Gentherapie",
      text: "Jena – Die Europäische Arzneimittel-Agentur (EMA) hat der Gentherapie Ferimagen arparvovec (SGB-301) der Saalgrund Biotech AG den PRIME-Status zuerkannt. Die Einstufung ermöglicht dem Jenaer Unternehmen eine engere wissenschaftliche Begleitung durch die Behörde und die Aussicht auf ein beschleunigtes Beurteilungsverfahren. Der AAV-Vektor wird subretinal injiziert und soll bei einer erblichen Form der Retinitis pigmentosa mit Mutationen im RPGR-Gen das Fortschreiten des Sehverlusts bremsen. Grundlage waren Daten einer Phase-I/II-Studie mit 18 Patienten. In den USA hatte der Kandidat bereits 2025 den Orphan-Drug-Status erhalten.",
      labels: { event: "designation", company: "Saalgrund Biotech", asset: "ferimagene arparvovec", indication: "Retinitis pigmentosa", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Kelurbart-Antrag zur Prüfung an",
      text: "Oldenburg – Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (BLA) der Ammerland Therapeutics für Kelurbart zur Prüfung angenommen. Das Unternehmen will den Antikörper für Erwachsene mit mittelschwerer bis schwerer Hidradenitis suppurativa (Acne inversa) auf den Markt bringen. Als Entscheidungstermin (PDUFA-Datum) nannte die Behörde den 14. Juli 2027. In den beiden Phase-III-Studien HS-ALIGN 1 und 2 hatten 48 beziehungsweise 45 Prozent der Patienten unter Kelurbart ein HiSCR75-Ansprechen erreicht. In der Indikation sind bereits Cosentyx (Secukinumab) und Bimzelx (Bimekizumab) zugelassen.",
      labels: { event: "filing-acceptance", company: "Ammerland Therapeutics", asset: "kelurbart", indication: "Hidradenitis suppurativa", regulator: "FDA" },
    },
    {
      title: "Complete Response Letter für Dervafloxacin – Rotbuche-Aktie unter Druck",
      text: "Kassel – Die FDA hat den Zulassungsantrag der Rotbuche Pharma AG für das Antibiotikum Dervafloxacin vorerst nicht genehmigt. In einem Complete Response Letter verweist die Behörde auf Mängel bei einem Auftragshersteller des Wirkstoffs; zusätzliche klinische Studien fordert sie nach Unternehmensangaben nicht. Rotbuche hatte das orale Fluorchinolon für Frauen mit unkomplizierten Harnwegsinfektionen entwickelt, bei denen Resistenzen gegen Standardantibiotika bestehen. Das Unternehmen will den Antrag nach Klärung der Herstellungsfragen im kommenden Jahr erneut einreichen. Die Aktie verlor im Xetra-Handel zeitweise 23 Prozent.",
      labels: { event: "complete-response-letter", company: "Rotbuche Pharma", asset: "dervafloxacin", indication: "Urinary tract infections", regulator: "FDA" },
    },
    {
      title: "Quivertinib plus Pembrolizumab überzeugt in Phase II",
      text: "Potsdam – Die Kiefernhain Oncology GmbH hat positive Zwischenergebnisse aus der Phase-II-Studie KORONA-2 vorgelegt. In Kombination mit dem PD-1-Antikörper Pembrolizumab (Keytruda) erreichte der MET-Tyrosinkinasehemmer Quivertinib bei 58 nicht vorbehandelten Patienten mit fortgeschrittenem, MET-amplifiziertem nicht-kleinzelligem Lungenkarzinom eine objektive Ansprechrate von 47 Prozent. Das mediane progressionsfreie Überleben lag bei 9,8 Monaten. Schwere Nebenwirkungen (Grad 3 oder höher) traten bei 21 Prozent der Patienten auf. Eine Phase-III-Studie gegen Pembrolizumab plus Chemotherapie ist für 2027 geplant.",
      labels: { event: "readout", company: "Kiefernhain Oncology", asset: "quivertinib", indication: "Non-small cell lung cancer", regulator: null, also: ["pembrolizumab"] },
    },
    {
      title: "Glasbach und Tallvik entwickeln Tosvalimig gemeinsam",
      text: "Mannheim – Die Glasbach Biotherapeutics SE und das schwedische Unternehmen Tallvik Therapeutics wollen den trispezifischen T-Zell-Engager Tosvalimig gemeinsam zur Marktreife bringen. Nach der am Dienstag unterzeichneten Vereinbarung teilen sich die Partner die Entwicklungskosten je zur Hälfte; Tallvik zahlt Glasbach zum Einstieg 30 Millionen Euro und beteiligt sich an der geplanten Phase-II-Studie bei metastasiertem Darmkrebs. Die Gewinne werden weltweit geteilt, Glasbach übernimmt die Vermarktung in Europa. „Tallvik bringt genau die klinische Erfahrung in der gastrointestinalen Onkologie mit, die wir brauchen“, sagte Glasbach-Finanzvorstand Florian Weidemann. Die Glasbach-Aktie stieg um elf Prozent.",
      labels: { event: "partnership", company: "Glasbach Biotherapeutics", asset: "tosvalimig", indication: "Colorectal cancer", regulator: null, also: ["Tallvik Therapeutics"] },
    },
    {
      title: "BfArM genehmigt Phase-II-Studie mit Pelmostat",
      text: "Rosenheim – Das Bundesinstitut für Arzneimittel und Medizinprodukte (BfArM) hat der Wendelstein Biotherapeutics GmbH die Genehmigung für eine klinische Phase-II-Studie erteilt. Geprüft werden soll der Wirkstoff bei 120 Patienten mit idiopathischer Lungenfibrose (IPF) an 15 Zentren in Deutschland. Das Molekül hemmt ein Enzym, das an der Vernetzung von Kollagen beteiligt ist, und soll den Verlust der Lungenfunktion bremsen; verglichen wird mit Placebo, jeweils zusätzlich zur Standardtherapie mit Nintedanib oder Pirfenidon. Der erste Patient soll im ersten Quartal 2027 behandelt werden. Bislang war das Mittel nur an gesunden Probanden getestet worden.",
      labels: { event: "approval", company: "Wendelstein Biotherapeutics", asset: "pelmostat", indication: "Idiopathic pulmonary fibrosis", regulator: "BfArM" },
    },
    {
      title: "ASH: Elsterau legt Amberlisib-Daten vor",
      text: "Leipzig – Die Elsterau Pharma AG hat auf dem Jahreskongress der American Society of Hematology (ASH) neue Daten zu ihrem PI3K-delta-Hemmer vorgestellt. In der Phase-II-Studie ELSA-CLL sprachen 78 Prozent von 64 Patienten mit rezidivierter oder refraktärer chronischer lymphatischer Leukämie (CLL) auf Amberlisib an, darunter auch Patienten nach Vorbehandlung mit BTK-Hemmern und Venetoclax. Nach 18 Monaten lebten 69 Prozent ohne Fortschreiten der Erkrankung. Die bei früheren PI3K-Hemmern gefürchteten Kolitiden traten nur bei vier Patienten auf. Elsterau will die Daten nun mit den Zulassungsbehörden besprechen.",
      labels: { event: "readout", company: "Elsterau Pharma", asset: "amberlisib", indication: "Chronic lymphocytic leukemia", regulator: null },
    },
    {
      title: "Hochmoor Bio wagt den Sprung an die Frankfurter Börse",
      text: "Frankfurt am Main – Das Bremer Biotechunternehmen Hochmoor Bio hat bei seinem Börsengang im Prime Standard der Frankfurter Wertpapierbörse brutto 132 Millionen Euro eingenommen. Die Aktien wurden zu 18 Euro und damit am unteren Ende der Preisspanne platziert; am ersten Handelstag schlossen sie bei 18,40 Euro. Mit dem Erlös will Hochmoor vor allem das Ortalizumab-Programm vorantreiben: Der humanisierte Antikörper gegen den neonatalen Fc-Rezeptor (FcRn) soll 2027 in eine Phase-III-Studie bei generalisierter Myasthenia gravis gehen. Dort konkurriert er mit Vyvgart (Efgartigimod alfa) von Argenx.",
      labels: { event: "financing", company: "Hochmoor Bio", asset: "ortalizumab", indication: "Myasthenia gravis", regulator: null },
    },
    {
      title: "G-BA: Kein Zusatznutzen für Hevorix",
      text: "Berlin – Der Gemeinsame Bundesausschuss (G-BA) sieht für das Hepatitis-B-Mittel Hevorix® (Nolatrevir) der Brunnthal Pharma GmbH keinen belegten Zusatznutzen gegenüber der zweckmäßigen Vergleichstherapie mit Tenofovir oder Entecavir. Das entschied das Gremium am Donnerstag im Rahmen der frühen Nutzenbewertung nach AMNOG und folgte damit weitgehend der Einschätzung des IQWiG. Der Hersteller hatte Daten einer Phase-III-Studie mit 620 Patienten mit chronischer Hepatitis B vorgelegt, in der Nolatrevir häufiger zum Verlust des HBs-Antigens führte; ein patientenrelevanter Vorteil sei damit aber nicht belegt, so der G-BA. Der Beschluss ist Grundlage für die anstehenden Preisverhandlungen mit dem GKV-Spitzenverband. Hevorix ist seit März in Deutschland auf dem Markt.",
      labels: { event: null, company: "Brunnthal Pharma", asset: "nolatrevir", indication: "Hepatitis B", regulator: "G-BA" },
    },
  ],
  fr: [
    {
      title: "Abivax : l'obéfazimod atteint son critère principal dans les deux essais ABTECT",
      text: "PARIS, 23 juillet 2025 (APMnews) – La biotech française Abivax a annoncé mardi soir des résultats positifs pour les deux essais d'induction de phase III ABTECT-1 et ABTECT-2 évaluant l'obéfazimod, son candidat oral first-in-class, dans la rectocolite hémorragique modérée à sévère. À la dose de 50 mg une fois par jour, la molécule a atteint le critère principal de rémission clinique à la semaine 8 dans les deux études, avec un taux de rémission ajusté sur le placebo de 16,4 % en données poolées. Les deux essais ont randomisé 1 275 patients. Les résultats de l'essai de maintenance sont attendus au deuxième trimestre 2026. L'action Abivax s'est envolée de plus de 400 % mercredi à la Bourse de Paris.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Sanofi s'offre Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
      text: "Sanofi a annoncé lundi 2 juin 2025 un accord en vue d'acquérir la biotech américaine Blueprint Medicines, spécialiste de la mastocytose systémique. Le groupe français versera 129 dollars par action en numéraire, soit une valeur d'environ 9,1 milliards de dollars, à laquelle pourra s'ajouter un certificat de valeur conditionnelle (CVR) portant le total à environ 9,5 milliards. L'opération apporte à Sanofi l'Ayvakit/Ayvakyt (avapritinib), seul médicament approuvé aux États-Unis et dans l'Union européenne pour la mastocytose systémique avancée et indolente. Pour le directeur général Paul Hudson, il s'agit d'un « bond en avant stratégique » dans les maladies rares et l'immunologie. La finalisation est attendue au troisième trimestre.",
      labels: { event: "acquisition", company: "Sanofi", asset: "avapritinib", indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Hémophilie : feu vert de la FDA pour le Qfitlia de Sanofi",
      text: "La Food and Drug Administration américaine a approuvé le 28 mars 2025 Qfitlia* (fitusiran) de Sanofi en prophylaxie de routine pour prévenir ou réduire la fréquence des épisodes hémorragiques chez les adultes et adolescents de 12 ans et plus atteints d'hémophilie A ou B, avec ou sans inhibiteurs. Il s'agit du premier traitement par petit ARN interférent dans cette maladie : il réduit la production d'antithrombine afin de rééquilibrer l'hémostase. Administré par voie sous-cutanée, il peut l'être à raison de six injections par an seulement. Le fitusiran a été découvert par Alnylam.",
      labels: { event: "approval", company: "Sanofi", asset: "fitusiran", indication: "Hemophilia A", regulator: "FDA" },
    },
    {
      title: "Chikungunya : la FDA suspend la licence du vaccin Ixchiq de Valneva",
      text: "Saint-Herblain – Valneva a annoncé lundi 25 août 2025 que la FDA américaine avait suspendu, avec effet immédiat, la licence de son vaccin contre le chikungunya Ixchiq aux États-Unis. La décision de l'agence, prise le vendredi précédent, s'appuie sur quatre nouveaux événements indésirables graves, dont trois chez des personnes âgées de 70 à 82 ans. Les expéditions et ventes du vaccin vivant atténué sur le marché américain sont donc interrompues. Ixchiq avait généré 7,5 millions d'euros de ventes au premier semestre. L'action Valneva a chuté de plus de 20 % à l'ouverture à la Bourse de Paris.",
      labels: { event: null, company: "Valneva", asset: "Ixchiq", indication: "Chikungunya fever", regulator: "FDA" },
    },
    {
      title: "DBV Technologies lève jusqu'à 306,9 millions de dollars",
      text: "Châtillon – DBV Technologies a annoncé fin mars 2025 un financement pouvant atteindre 306,9 millions de dollars (284,5 millions d'euros), dont un produit brut de 125,5 millions de dollars à la clôture et jusqu'à 181,4 millions supplémentaires en cas d'exercice de l'ensemble des bons de souscription. Les fonds serviront à poursuivre le développement du patch Viaskin Peanut dans l'allergie à l'arachide de l'enfant, à préparer le dépôt d'une demande de licence (BLA) pour les enfants de 4 à 7 ans et, en cas d'approbation, le lancement aux États-Unis. L'opération entraîne une dilution immédiate de 22,4 % pour les actionnaires existants. La société avait indiqué quelques jours plus tôt que sa trésorerie ne couvrait ses besoins que jusqu'en avril.",
      labels: { event: "financing", company: "DBV Technologies", asset: "Viaskin Peanut", indication: "Peanut allergy", regulator: null },
    },
    {
      title: "Cancer du sein : AMM européenne pour Travelsa®",
      text: "Lyon – La Commission européenne a accordé une autorisation de mise sur le marché à Travelsa® (varociclib), l'inhibiteur de CDK4/6 développé par la biotech lyonnaise Lumarine, en association avec une hormonothérapie chez les patientes atteintes d'un cancer du sein avancé RH+/HER2-. La décision fait suite à l'avis favorable du CHMP rendu en septembre. Dans l'étude de phase III VELA-2, menée chez 684 patientes, le varociclib associé au létrozole a réduit de 38 % le risque de progression ou de décès par rapport au palbociclib associé au létrozole. « C'est le premier médicament conçu et développé entièrement par Lumarine qui arrive sur le marché », s'est félicitée sa présidente, Claire Duranton. En France, le lancement interviendra après la fixation du prix par le CEPS.",
      labels: { event: "approval", company: "Lumarine", asset: "varociclib", indication: "Breast cancer", regulator: "European Commission" },
    },
    {
      title: "Statut de « Breakthrough Therapy » pour le tolurafénib de Vercoris",
      text: "Marseille – La société de biotechnologie Vercoris SAS a obtenu de la FDA américaine la désignation de « Breakthrough Therapy » pour le tolurafénib (VRC-118) dans le gliome de bas grade de l'enfant porteur d'une fusion ou d'une mutation BRAF. La molécule, un inhibiteur pan-RAF de type II capable de franchir la barrière hémato-encéphalique, a obtenu un taux de réponse objective de 61 % chez 44 enfants en rechute dans l'essai de phase II RAFKID. Ce statut ouvre droit à un accompagnement renforcé de l'agence et, potentiellement, à un examen prioritaire. Vercoris prévoit de déposer une demande d'autorisation aux États-Unis fin 2027. Le tovorafénib de Day One Biopharmaceuticals est déjà approuvé outre-Atlantique dans cette indication.",
      labels: { event: "designation", company: "Vercoris", asset: "tolurafenib", indication: "Glioma", regulator: "FDA" },
    },
    {
      title: "Pyrénis cède les droits du dexoparib à Halvard Pharma",
      text: "Toulouse – Pyrénis a signé un accord de licence exclusive avec l'américain Halvard Pharma portant sur le dexoparib (PYR-2040), son inhibiteur sélectif de PARP1, pour l'ensemble des territoires hors Europe. La biotech toulousaine recevra un paiement initial de 60 millions de dollars et pourra prétendre à des paiements d'étape de 940 millions de dollars au maximum, ainsi qu'à des redevances à deux chiffres. Le candidat, conçu pour être mieux toléré que l'olaparib ou le niraparib, est évalué en phase II dans le cancer de l'ovaire en rechute sensible au platine. Pyrénis conserve les droits européens. Le titre a bondi de 34 % sur Euronext Growth.",
      labels: { event: "licensing", company: "Pyrénis", asset: "dexoparib", indication: "Ovarian cancer", regulator: null, also: ["Halvard Pharma"] },
    },
    {
      title: "Premier patient traité dans l'essai de BRV-1203A",
      text: "Nantes – Brévanne Therapeutics a annoncé l'administration de la première dose de BRV-1203A à un patient atteint de dystrophie musculaire de Duchenne, dans le cadre de l'essai de phase I/II EXON-51. L'étude avait été autorisée en juin par l'Agence nationale de sécurité du médicament (ANSM). L'oligonucléotide conjugué à un peptide vise à restaurer la production de dystrophine chez les garçons porteurs de mutations accessibles au saut de l'exon 51. L'essai doit recruter 18 patients dans trois centres en France. « C'est une étape majeure pour toute l'équipe », a déclaré Hugo Lemarchand, directeur général de la start-up nantaise, qui a levé 42 millions d'euros l'an dernier.",
      labels: { event: "trial-start", company: "Brévanne Therapeutics", asset: "BRV1203A", indication: "Duchenne muscular dystrophy", regulator: "ANSM" },
    },
    {
      title: "L'EMA valide le dossier d'AMM du sorvacept",
      text: "Paris – L'Agence européenne des médicaments (EMA) a validé la demande d'autorisation de mise sur le marché déposée par Castelmont Biopharma pour le sorvacept dans la néphropathie lupique active. La validation marque le début de l'évaluation centralisée par le CHMP, dont l'avis est attendu au second semestre 2027. Protéine de fusion bloquant les voies BAFF et APRIL, le sorvacept a augmenté de 14 points le taux de réponse rénale complète à 52 semaines par rapport au placebo, en complément du traitement standard, dans l'essai de phase III SOLENE. Dans cette indication, le bélimumab (Benlysta) de GSK est déjà autorisé.",
      labels: { event: "filing-acceptance", company: "Castelmont Biopharma", asset: "sorvacept", indication: "Lupus nephritis", regulator: "EMA" },
    },
    {
      title: "Lettre de réponse complète de la FDA pour Neuvelle®",
      text: "Lille – Sylvanor a reçu de la FDA une lettre de réponse complète (CRL) concernant sa demande d'autorisation pour Neuvelle® (lostapéridone injectable à libération prolongée) dans le traitement de la schizophrénie de l'adulte. L'agence américaine demande des données pharmacocinétiques complémentaires sur la forme trimestrielle, sans remettre en cause l'efficacité démontrée en phase III. Le laboratoire lillois estime pouvoir soumettre à nouveau son dossier d'ici douze mois. L'action Sylvanor a reculé de 19 % à l'ouverture. Sur ce marché, Neuvelle viserait notamment les formes retard de la palipéridone et de l'aripiprazole.",
      labels: { event: "complete-response-letter", company: "Sylvanor", asset: "lostaperidone", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "Alzheimer : Auréane arrête l'essai de phase II du tarvénémab",
      text: "Strasbourg – Auréane Biosciences a mis fin prématurément à l'essai de phase II TAURUS évaluant le tarvénémab dans la maladie d'Alzheimer à un stade précoce. Sur recommandation du comité indépendant de surveillance des données, l'étude a été arrêtée pour futilité après une analyse intermédiaire portant sur 212 patients : l'anticorps anti-tau n'a pas ralenti le déclin cognitif mesuré par l'échelle CDR-SB par rapport au placebo. Aucun nouveau signal de sécurité n'a été observé. Auréane, qui comptait sur cette molécule pour se démarquer des anti-amyloïdes lécanémab et donanémab, va réduire ses effectifs d'un tiers. Le titre a perdu 71 % en séance.",
      labels: { event: "readout", company: "Auréane Biosciences", asset: "tarvenemab", indication: "Alzheimer's disease", regulator: null },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca en combinación con atezolizumab como mantenimiento de primera línea",
      text: "Madrid – PharmaMar ha informado de que la FDA estadounidense ha aprobado Zepzelca® (lurbinectedina) en combinación con atezolizumab como tratamiento de mantenimiento de primera línea en adultos con cáncer de pulmón microcítico en estadio extendido cuya enfermedad no ha progresado tras la inducción con atezolizumab, carboplatino y etopósido. La aprobación, comunicada a principios de octubre de 2025, se basa en el ensayo de fase III IMforte, en el que la combinación redujo un 46 % el riesgo de progresión o muerte y un 27 % el riesgo de muerte frente a atezolizumab en monoterapia. Jazz Pharmaceuticals comercializa lurbinectedina en Estados Unidos bajo licencia de la compañía española.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["Jazz Pharmaceuticals", "atezolizumab"] },
    },
    {
      title: "Bruselas autoriza Ebglyss, de Almirall, para la dermatitis atópica",
      text: "Barcelona – La Comisión Europea ha aprobado Ebglyss® (lebrikizumab) de Almirall para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años y con un peso mínimo de 40 kg que sean candidatos a terapia sistémica. El anticuerpo monoclonal se une con alta afinidad a la interleucina 13 (IL-13) y permite una dosis de mantenimiento mensual. La autorización, anunciada en noviembre de 2023, se apoya en los ensayos de fase III ADvocate 1, ADvocate 2 y ADhere. Almirall tiene licenciados los derechos de lebrikizumab en Europa, mientras que Eli Lilly los conserva en Estados Unidos y el resto del mundo. La compañía iniciará el lanzamiento comercial en Alemania.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "Lilly compra Verve Therapeutics por hasta 1.300 millones de dólares",
      text: "Eli Lilly ha alcanzado un acuerdo para adquirir la biotecnológica estadounidense Verve Therapeutics, especializada en edición genética, por 10,50 dólares por acción en efectivo más un derecho de valor contingente (CVR) de hasta 3 dólares por acción, lo que eleva el valor total de la operación a unos 1.300 millones de dólares. El principal activo de Verve es VERVE-102, una terapia de edición de bases de administración única dirigida al gen PCSK9, en fase Ib en pacientes con hipercolesterolemia familiar heterocigota o enfermedad coronaria prematura. El CVR se abonará cuando se trate al primer paciente con VERVE-102 en un ensayo de fase III en Estados Unidos. Las acciones de Verve se dispararon más de un 70 % tras el anuncio del 17 de junio de 2025.",
      labels: { event: "acquisition", company: "Eli Lilly", asset: "VERVE102", indication: "Hypercholesterolemia", regulator: null, also: ["Verve Therapeutics"] },
    },
    {
      title: "Nevaldia cumple el objetivo primario en enfermedad renal crónica",
      text: "Madrid – Navacerrada Pharma ha anunciado resultados positivos del ensayo de fase III NEFRA-CKD con el fármaco Nevaldia™ (toragliflozina). El estudio, con 3.120 pacientes con enfermedad renal crónica con o sin diabetes tipo 2, alcanzó su objetivo primario: toragliflozina redujo un 27 % el riesgo combinado de deterioro sostenido de la función renal, enfermedad renal terminal o muerte cardiovascular o renal frente a placebo. A diferencia de dapagliflozina y empagliflozina, el nuevo inhibidor de SGLT2 se administra una vez por semana. La compañía, con sede en Tres Cantos, presentará los datos completos en un próximo congreso y prevé solicitar la autorización europea en 2027.",
      labels: { event: "readout", company: "Navacerrada Pharma", asset: "toragliflozin", indication: "Chronic kidney disease", regulator: null },
    },
    {
      title: "Albarracín Biotech y Nordvik Biologics codesarrollarán ALB-C931",
      text: "Zaragoza – La biotecnológica aragonesa Albarracín Biotech, S.L. y la sueca Nordvik Biologics han firmado una alianza para codesarrollar ALB-C931, un anticuerpo biespecífico dirigido a Claudina 18.2 y CD3, en cáncer gástrico y de la unión gastroesofágica. Ambas compañías compartirán al 50 % los costes de desarrollo y los beneficios futuros; Nordvik realizará además un pago inicial de 25 millones de euros y una inversión de capital de 10 millones. El candidato iniciará en 2027 un ensayo de fase II en combinación con quimioterapia. Zolbetuximab, de Astellas, fue el primer anticuerpo anti-Claudina 18.2 aprobado.",
      labels: { event: "partnership", company: "Albarracín Biotech", asset: "ALBC931", indication: "Gastric cancer", regulator: null, also: ["Nordvik Biologics"] },
    },
    {
      title: "Cazorla Therapeutics cierra una ronda Serie A de 38 millones",
      text: "Sevilla – Cazorla Therapeutics ha cerrado una ronda de financiación Serie A de 38 millones de euros, liderada por un fondo paneuropeo de capital riesgo y con la participación de varios family offices andaluces. La compañía, spin-off universitaria fundada en 2022, desarrolla una plataforma de vectores lipídicos para llevar terapias de ARN al músculo esquelético y al corazón. Los fondos permitirán llevar su primer candidato a ensayos clínicos en 2028 y ampliar la plantilla de 22 a 45 empleados. «Esta ronda valida nuestra tecnología y nos da recursos hasta la clínica», ha señalado su consejera delegada, Lucía Herrador.",
      labels: { event: "financing", company: "Cazorla Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "La FDA concede la designación de medicamento huérfano a fenravuconazol",
      text: "Girona – Garrotxa Pharma ha recibido de la Administración de Alimentos y Medicamentos de Estados Unidos (FDA) la designación de medicamento huérfano para fenravuconazol en el tratamiento de la mucormicosis invasiva. El antifúngico triazólico, de administración oral e intravenosa, mostró actividad frente a cepas de Rhizopus y Mucor resistentes a isavuconazol en estudios preclínicos y se evalúa actualmente en un ensayo de fase II. La designación otorga siete años de exclusividad comercial en Estados Unidos tras una eventual aprobación, además de incentivos fiscales. La compañía catalana ya había obtenido la misma designación en la Unión Europea.",
      labels: { event: "designation", company: "Garrotxa Pharma", asset: "fenravuconazole", indication: "Mucormycosis", regulator: "FDA" },
    },
    {
      title: "Bardenas Bio inicia el ensayo de fase I/II con quilanersén",
      text: "Pamplona – Bardenas Bio ha tratado al primer paciente en el ensayo de fase I/II QUILA-1 con quilanersén, un oligonucleótido antisentido dirigido al ARN mensajero de la ataxina-3, en pacientes con ataxia espinocerebelosa tipo 3 (enfermedad de Machado-Joseph). La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) autorizó el estudio el pasado mes de septiembre. El ensayo reclutará a 30 pacientes en dos hospitales españoles, que recibirán el fármaco por vía intratecal cada tres meses. La empresa navarra espera los primeros datos de seguridad a finales de 2027.",
      labels: { event: "trial-start", company: "Bardenas Bio", asset: "quilanersen", indication: "Machado-Joseph disease", regulator: "AEMPS" },
    },
    {
      title: "Sorbas Farma se hace con los derechos europeos de zaltipenem",
      text: "Almería – Sorbas Farma ha firmado un acuerdo de licencia exclusiva con la estadounidense Keldane Therapeutics para desarrollar y comercializar zaltipenem en Europa, Oriente Medio y el norte de África. El carbapenémico oral está en fase III para infecciones urinarias complicadas causadas por enterobacterias productoras de betalactamasas de espectro extendido (BLEE). Sorbas abonará un pago inicial de 15 millones de dólares y hasta 120 millones en hitos regulatorios y comerciales, además de royalties escalonados. «Es el activo más avanzado de nuestra cartera», ha afirmado el consejero delegado, Andrés Villaespesa.",
      labels: { event: "licensing", company: "Sorbas Farma", asset: "zaltipenem", indication: "Urinary tract infections", regulator: null, also: ["Keldane Therapeutics"] },
    },
    {
      title: "Anaga Biopharma solicita a la EMA la autorización de selvantug",
      text: "Santa Cruz de Tenerife – Anaga Biopharma ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de selvantug para el tratamiento de la psoriasis en placas de moderada a grave en adultos. El anticuerpo monoclonal anti-IL-23p19 se administra cada seis meses tras dos dosis de inducción. En los ensayos de fase III SELVA-1 y SELVA-2, con 1.480 pacientes en total, el 71 % y el 68 % de los pacientes alcanzaron un PASI 90 en la semana 16; en SELVA-2, el comparador activo ustekinumab logró un 47 %. La compañía canaria espera una decisión a finales de 2027.",
      labels: { event: "submission", company: "Anaga Biopharma", asset: "selvantug", indication: "Psoriasis", regulator: "EMA" },
    },
    {
      title: "Ulla Farma compra Lumbre Bio por 210 millones de euros",
      text: "Santiago de Compostela – El grupo gallego Ulla Farma ha acordado la adquisición del 100 % de la biotecnológica Lumbre Bio por 210 millones de euros al contado, más hasta 150 millones adicionales ligados a hitos. Con la operación, Ulla Farma incorpora darbalutamida, un antiandrógeno de nueva generación en fase III para el cáncer de próstata metastásico sensible a hormonas, que competiría con enzalutamida, apalutamida y darolutamida. Lumbre Bio, con sede en Valencia, seguirá operando como filial. La compra, financiada con caja y un préstamo sindicado, se cerrará previsiblemente en el primer trimestre de 2027.",
      labels: { event: "acquisition", company: "Ulla Farma", asset: "darbalutamide", indication: "Prostate cancer", regulator: null, also: ["Lumbre Bio"] },
    },
    {
      title: "Luz verde europea para Cartivel®",
      text: "Alicante – La Comisión Europea ha concedido la autorización de comercialización a Cartivel® (belcartuximab), de Aitana Biopharma, para el tratamiento en primera línea del cáncer colorrectal metastásico RAS nativo, en combinación con FOLFIRI. El anticuerpo quimérico anti-EGFR, con menor toxicidad cutánea que cetuximab, había recibido el dictamen positivo del CHMP en septiembre. En el ensayo pivotal CARTA-1, con 706 pacientes, la mediana de supervivencia global fue de 33,9 meses frente a 29,8 meses con cetuximab más FOLFIRI. Aitana prevé lanzarlo en Alemania y España en 2027.",
      labels: { event: "approval", company: "Aitana Biopharma", asset: "belcartuximab", indication: "Colorectal cancer", regulator: "European Commission" },
    },
  ],
};
