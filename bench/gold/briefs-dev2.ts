import type { BriefArticle } from "./briefs";

/**
 * Second, harder development set for the English brief benchmark (`npm run bench:brief -- --dev2`):
 * 60 short articles written and labelled by hand after the first development set
 * (bench/gold/briefs-dev.ts) had become too easy, weighted to German, French and Spanish (14 each)
 * with 6 each in Chinese, Japanese and Korean. It gathers the kinds of text the first sets did
 * not stress: companies named without a legal form or a shape word (Grifols, Rovi, Nuvaris),
 * introduced by a noun ("das Unternehmen X", "la société X", "la farmacéutica X") or by an
 * apposition ("X, ein Spin-off der…", "X, una biotecnológica con sede en…"), research codes named
 * once without a drug word ("BI 1015550", "LMV-2"), international non-proprietary names no
 * registry knows (new -mab, -tinib, -cel names) and brand names with the INN in parentheses.
 * Kept apart from the held-out gold set (bench/gold/briefs.ts); same labelling rules.
 *
 * Real events, true to the best of the author's knowledge: Boehringer Ingelheim's BI 1015550
 * (nerandomilast) breakthrough therapy designation in IPF (2022), Bayer's acquisition of Vividion
 * (2021) and FDA approval of Lynkuet (elinzanetant, 2025), Merck KGaA's acquisition of SpringWorks
 * (2025), Sanofi's of Blueprint Medicines (2025), Ipsen's of Albireo (2023), Servier's of Agios'
 * oncology business (2021), Nanobiotix's licence of NBTXR3 to Janssen (2023), Abivax's ABTECT
 * results with obefazimod (2025), PharmaMar's accelerated approval of Zepzelca (2020), Grifols'
 * acquisition of Biotest (2022), Almirall's Ilumetri (2018), Rovi's Okedi (2022), Oryzon's
 * EVOLUTION trial of vafidemstat, HUTCHMED's Fruzaqla (2023), Eisai's Leqembi in Japan (2023),
 * Daiichi Sankyo's Datroway in Japan (2024), Yuhan's lazertinib with amivantamab (2024). Every
 * other company (Nuvaris, Kestrona, Vantoris, Lumivie, Kerynth, Zelmira, Taravel, Mirasol,
 * 澄源生物, 翠嶺製薬, 새론바이오…), medicine (tolvarimab, pelzetinib, sotravimab, brinotinib,
 * zelvatinib, orvekimab…) and code is invented.
 */
export const DEV2_BRIEFS: Record<"zh" | "ja" | "ko" | "de" | "fr" | "es", readonly BriefArticle[]> = {
  zh: [
    {
      title: "澄源生物TYK2抑制剂二期临床达到主要终点",
      text: "澄源生物今日公布，其口服TYK2抑制剂CY-9治疗中重度斑块状银屑病的II期临床试验达到主要终点，第16周PASI 75应答率显著高于安慰剂组。",
      labels: { event: "readout", company: "Chengyuan Bio", companyOriginal: "澄源生物", asset: "CY9", indication: "Psoriasis", regulator: null },
    },
    {
      title: "祥和医药完成2亿元A轮融资",
      text: "祥和医药宣布完成2亿元人民币A轮融资，由两家产业基金联合领投。所得资金将用于小核酸平台建设及早期管线推进。",
      labels: { event: "financing", company: "Xianghe Pharma", companyOriginal: "祥和医药", asset: null, indication: null, regulator: null },
    },
    {
      title: "启明星生物QM-7获FDA快速通道资格",
      text: "启明星生物宣布，美国FDA已授予QM-7快速通道资格，用于治疗复发性胶质母细胞瘤。",
      labels: { event: "designation", company: "Qimingxing Bio", companyOriginal: "启明星生物", asset: "QM7", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "和黄医药呋喹替尼获美国FDA批准",
      text: "和黄医药宣布，美国FDA已批准呋喹替尼（FRUZAQLA）用于治疗既往接受过多线治疗的转移性结直肠癌成人患者。和黄医药与武田就该药在中国以外地区的开发和商业化开展合作。",
      labels: { event: "approval", company: "HUTCHMED", asset: "fruquintinib", indication: "Colorectal cancer", regulator: "FDA", also: ["Takeda"] },
    },
    {
      title: "瀚宇生物将双抗HY-26海外权益授权给美国公司",
      text: "瀚宇生物宣布，已将其双特异性抗体HY-26在大中华区以外的独家开发和商业化权益授予一家美国生物技术公司，首付款为6000万美元，里程碑付款最高可达9亿美元。",
      labels: { event: "licensing", company: "Hanyu Bio", companyOriginal: "瀚宇生物", asset: "HY26", indication: null, regulator: null },
    },
    {
      title: "蓝湾医药LW-3注射液上市申请获国家药监局受理",
      text: "蓝湾医药宣布，国家药监局已受理其周制剂LW-3注射液的上市申请，拟用于治疗成人2型糖尿病。",
      labels: { event: "filing-acceptance", company: "Lanwan Pharma", companyOriginal: "蓝湾医药", asset: "LW3", indication: "Type 2 diabetes", regulator: "NMPA" },
    },
  ],
  ja: [
    {
      title: "翠嶺製薬、SR-45の第1相試験を開始",
      text: "翠嶺製薬は、SR-45の第1相臨床試験で最初の被験者への投与を行ったと発表した。対象は筋萎縮性側索硬化症（ALS）の患者。",
      labels: { event: "trial-start", company: "Suirei Pharmaceutical", companyOriginal: "翠嶺製薬", asset: "SR45", indication: "Amyotrophic lateral sclerosis", regulator: null },
    },
    {
      title: "エーザイ、レケンビの国内承認を取得",
      text: "エーザイは、アルツハイマー病治療薬レケンビ（レカネマブ）について、厚生労働省より製造販売承認を取得したと発表した。アルツハイマー病による軽度認知障害および軽度の認知症が対象となる。",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "PMDA" },
    },
    {
      title: "リュミナス、シリーズBで40億円を調達",
      text: "創薬ベンチャーのリュミナスは、シリーズBラウンドで総額40億円の資金調達を完了したと発表した。調達資金は抗体医薬の臨床開発に充てる。",
      labels: { event: "financing", company: "Luminus", companyOriginal: "リュミナス", asset: null, indication: null, regulator: null },
    },
    {
      title: "第一三共、ダトロウェイの国内承認を取得",
      text: "第一三共は、ダトロウェイ（ダトポタマブ デルクステカン）について、化学療法歴のあるホルモン受容体陽性かつHER2陰性の手術不能または再発乳がんを対象に、厚生労働省より製造販売承認を取得したと発表した。",
      labels: { event: "approval", company: "Daiichi Sankyo", asset: "datopotamab deruxtecan", indication: "Breast cancer", regulator: "PMDA" },
    },
    {
      title: "浅葱バイオのAS-8、先駆け審査指定制度の対象に",
      text: "浅葱バイオは、開発中のAS-8が厚生労働省より先駆け審査指定を受けたと発表した。AS-8は網膜色素変性症を対象とする遺伝子治療薬である。",
      labels: { event: "designation", company: "Asagi Bio", companyOriginal: "浅葱バイオ", asset: "AS8", indication: "Retinitis pigmentosa", regulator: "PMDA" },
    },
    {
      title: "紅葉製薬、KY-12の欧州権利を導出",
      text: "紅葉製薬は、潰瘍性大腸炎治療薬候補KY-12の欧州における開発・販売権を欧州の製薬会社にライセンスしたと発表した。契約一時金は30億円。",
      labels: { event: "licensing", company: "Momiji Pharmaceutical", companyOriginal: "紅葉製薬", asset: "KY12", indication: "Ulcerative colitis", regulator: null },
    },
  ],
  ko: [
    {
      title: "유한양행 렉라자, 아미반타맙 병용요법 美 FDA 승인",
      text: "유한양행은 렉라자(레이저티닙)와 얀센의 리브리반트(아미반타맙) 병용요법이 EGFR 변이 비소세포폐암 1차 치료제로 미국 식품의약국(FDA)의 승인을 받았다고 밝혔다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "FDA", also: ["Johnson & Johnson", "Janssen", "amivantamab"] },
    },
    {
      title: "새론바이오, SR-11 임상 2상 첫 환자 투약",
      text: "새론바이오는 궤양성 대장염 치료 후보물질 SR-11의 임상 2상에서 첫 환자 투약을 마쳤다고 밝혔다. 임상은 국내 20개 병원에서 진행된다.",
      labels: { event: "trial-start", company: "Saeron Bio", companyOriginal: "새론바이오", asset: "SR11", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "한울테라퓨틱스, 300억원 규모 시리즈B 투자 유치",
      text: "항체 신약 개발사 한울테라퓨틱스가 300억원 규모의 시리즈B 투자를 유치했다고 밝혔다. 이번 투자에는 국내 벤처캐피탈 5곳이 참여했다.",
      labels: { event: "financing", company: "Hanul Therapeutics", companyOriginal: "한울테라퓨틱스", asset: null, indication: null, regulator: null },
    },
    {
      title: "다온바이오 DO-3, 美 FDA 희귀의약품 지정",
      text: "다온바이오는 망막색소변성증 유전자치료제 DO-3가 미국 FDA로부터 희귀의약품으로 지정됐다고 밝혔다.",
      labels: { event: "designation", company: "Daon Bio", companyOriginal: "다온바이오", asset: "DO3", indication: "Retinitis pigmentosa", regulator: "FDA" },
    },
    {
      title: "누리제약 위암 신약 NR-20, 식약처 허가",
      text: "누리제약은 식품의약품안전처로부터 위암 치료제 NR-20의 품목허가를 받았다고 밝혔다. NR-20은 국산 신약으로 허가된 첫 위암 표적치료제다.",
      labels: { event: "approval", company: "Nuri Pharmaceutical", companyOriginal: "누리제약", asset: "NR20", indication: "Gastric cancer", regulator: "MFDS" },
    },
    {
      title: "가온바이오, 항체 스타트업 인수",
      text: "가온바이오가 자가면역질환 항체를 개발하는 스타트업을 450억원에 인수한다고 밝혔다. 인수 대상 회사는 전신홍반루푸스 치료 후보물질을 보유하고 있다.",
      labels: { event: "acquisition", company: "Gaon Bio", companyOriginal: "가온바이오", asset: null, indication: "Systemic lupus erythematosus", regulator: null },
    },
  ],
  de: [
    {
      title: "FDA erteilt Breakthrough-Therapy-Status für BI 1015550",
      text: "Boehringer Ingelheim hat von der US-Arzneimittelbehörde FDA den Breakthrough-Therapy-Status für den PDE4B-Hemmer BI 1015550 zur Behandlung der idiopathischen Lungenfibrose erhalten.",
      labels: { event: "designation", company: "Boehringer Ingelheim", asset: "BI1015550", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "Münchner Biotech Nuvaris sammelt 40 Millionen Euro ein",
      text: "Das Münchner Biotech-Unternehmen Nuvaris hat in einer Series-A-Finanzierungsrunde 40 Millionen Euro eingesammelt. Mit dem Geld will Nuvaris seine Plattform für RNA-Therapeutika ausbauen.",
      labels: { event: "financing", company: "Nuvaris", asset: null, indication: null, regulator: null },
    },
    {
      title: "Kestrona startet Phase-2-Studie bei Endometriose",
      text: "Das Unternehmen Kestrona hat die erste Patientin in seine Phase-2-Studie mit KT-17 bei Endometriose aufgenommen. Die Studie soll 180 Frauen in Deutschland und Polen einschließen.",
      labels: { event: "trial-start", company: "Kestrona", asset: "KT17", indication: "Endometriosis", regulator: null },
    },
    {
      title: "Bayer übernimmt Vividion Therapeutics",
      text: "Bayer übernimmt das US-Biotechnologieunternehmen Vividion Therapeutics für eine Vorabzahlung von 1,5 Milliarden Dollar. Hinzu kommen mögliche Meilensteinzahlungen von bis zu 500 Millionen Dollar.",
      labels: { event: "acquisition", company: "Bayer", asset: null, indication: null, regulator: null, also: ["Vividion Therapeutics"] },
    },
    {
      title: "Merck kauft SpringWorks für 3,9 Milliarden Dollar",
      text: "Der Darmstädter Konzern Merck übernimmt das US-Biotechunternehmen SpringWorks Therapeutics für rund 3,9 Milliarden Dollar. SpringWorks hat sich auf seltene Tumoren spezialisiert.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: null, indication: null, regulator: null, also: ["SpringWorks Therapeutics"] },
    },
    {
      title: "Sorvana lizenziert Antikörper SV-208 aus",
      text: "Sorvana, ein Spin-off der Universität Heidelberg, hat die weltweiten Rechte an dem Antikörper SV-208 an einen japanischen Pharmakonzern lizenziert. Sorvana erhält eine Vorabzahlung von 25 Millionen Euro.",
      labels: { event: "licensing", company: "Sorvana", asset: "SV208", indication: null, regulator: null },
    },
    {
      title: "EU-Zulassung für Tolvarimab bei Myasthenia gravis",
      text: "Die Europäische Kommission hat Tolvarimab von Rhenovia zur Behandlung der generalisierten Myasthenia gravis bei Erwachsenen zugelassen.",
      labels: { event: "approval", company: "Rhenovia", asset: "tolvarimab", indication: "Myasthenia gravis", regulator: "European Commission" },
    },
    {
      title: "Positive Phase-2-Daten bei Psoriasis",
      text: "Aurelis Bio meldet positive Daten aus der Phase-2-Studie mit AB-311 bei Psoriasis: Der primäre Endpunkt wurde nach 16 Wochen erreicht.",
      labels: { event: "readout", company: "Aurelis Bio", asset: "AB311", indication: "Psoriasis", regulator: null },
    },
    {
      title: "FDA nimmt Zulassungsantrag für Pelzetinib an",
      text: "Die FDA hat den Zulassungsantrag von Vantoris für Pelzetinib zur Behandlung des fortgeschrittenen nicht-kleinzelligen Lungenkarzinoms angenommen. Eine Entscheidung wird im dritten Quartal erwartet.",
      labels: { event: "filing-acceptance", company: "Vantoris", asset: "pelzetinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Cellavia und Charité forschen gemeinsam am Glioblastom",
      text: "Das Tübinger Biotech Cellavia und die Berliner Charité haben eine Forschungskooperation zum Glioblastom vereinbart. Finanzielle Details wurden nicht bekannt gegeben.",
      labels: { event: "partnership", company: "Cellavia", asset: null, indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Complete Response Letter für Migränemittel",
      text: "Die FDA hat der Firma Wendelstein Pharma einen Complete Response Letter für WP-0412 zur Behandlung der Migräne übermittelt. Die Behörde fordert zusätzliche Daten zur Herstellung.",
      labels: { event: "complete-response-letter", company: "Wendelstein Pharma", asset: "WP0412", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "Isarbio reicht CAR-T-Therapie bei der EMA ein",
      text: "Isarbio hat bei der EMA einen Zulassungsantrag für Lirocabtagen-Autoleucel (Liro-cel), eine CAR-T-Zelltherapie gegen das multiple Myelom, eingereicht.",
      labels: { event: "submission", company: "Isarbio", asset: "lirocabtagene autoleucel", indication: "Multiple myeloma", regulator: "EMA" },
    },
    {
      title: "FDA-Zulassung für Lynkuet",
      text: "Bayer hat von der FDA die Zulassung für Lynkuet (Elinzanetant) zur Behandlung mittelschwerer bis schwerer vasomotorischer Beschwerden in den Wechseljahren erhalten.",
      labels: { event: "approval", company: "Bayer", asset: "elinzanetant", indication: null, regulator: "FDA" },
    },
    {
      title: "Orphan-Drug-Status für ML-04",
      text: "Die EMA hat dem Prüfpräparat ML-04 des Berliner Start-ups Meridion Life den Orphan-Drug-Status für die Duchenne-Muskeldystrophie erteilt.",
      labels: { event: "designation", company: "Meridion Life", asset: "ML04", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
  ],
  fr: [
    {
      title: "Sanofi va racheter Blueprint Medicines",
      text: "Sanofi a annoncé un accord pour acquérir l'américain Blueprint Medicines pour un montant pouvant atteindre 9,5 milliards de dollars, afin de renforcer son portefeuille dans les maladies immunologiques rares.",
      labels: { event: "acquisition", company: "Sanofi", asset: null, indication: null, regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Ipsen met la main sur Albireo",
      text: "Ipsen a annoncé l'acquisition d'Albireo Pharma, spécialiste des maladies hépatiques rares de l'enfant, pour 952 millions de dollars, complétés d'un certificat de valeur conditionnelle.",
      labels: { event: "acquisition", company: "Ipsen", asset: null, indication: null, regulator: null, also: ["Albireo Pharma"] },
    },
    {
      title: "Nanobiotix signe une licence mondiale avec Janssen pour NBTXR3",
      text: "La société Nanobiotix a signé un accord de licence mondial avec Janssen pour le développement et la commercialisation de NBTXR3, un radioamplificateur en cours d'évaluation en phase 3 dans les cancers de la tête et du cou.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: "Head and neck cancer", regulator: null, also: ["Janssen", "Johnson & Johnson"] },
    },
    {
      title: "Abivax : succès des essais de phase 3 ABTECT",
      text: "Abivax a annoncé des résultats positifs de ses deux essais d'induction de phase 3 ABTECT évaluant l'obefazimod chez des patients atteints de rectocolite hémorragique modérée à sévère.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Lumivie lance un essai de phase 1 dans le glioblastome",
      text: "La société lyonnaise Lumivie a traité le premier patient de son essai de phase 1 avec LMV-2 dans le glioblastome récidivant.",
      labels: { event: "trial-start", company: "Lumivie", asset: "LMV2", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Ondalys lève 18 millions d'euros",
      text: "La start-up Ondalys, issue de l'Institut Pasteur, a bouclé une levée de fonds de 18 millions d'euros pour financer ses premiers essais cliniques.",
      labels: { event: "financing", company: "Ondalys", asset: null, indication: null, regulator: null },
    },
    {
      title: "Désignation Fast Track pour KR-55",
      text: "Kerynth, spécialiste des anticorps bispécifiques, a obtenu de la FDA la désignation Fast Track pour KR-55 dans le cancer de l'ovaire résistant au platine.",
      labels: { event: "designation", company: "Kerynth", asset: "KR55", indication: "Ovarian cancer", regulator: "FDA" },
    },
    {
      title: "L'EMA valide le dossier du sotravimab",
      text: "L'Agence européenne des médicaments a validé la demande d'autorisation de mise sur le marché du sotravimab, développé par Vellance Bio, dans le lupus érythémateux systémique.",
      labels: { event: "filing-acceptance", company: "Vellance Bio", asset: "sotravimab", indication: "Systemic lupus erythematosus", regulator: "EMA" },
    },
    {
      title: "Lettre de réponse complète pour Zelvyra",
      text: "Le laboratoire Orféane a reçu une lettre de réponse complète de la FDA concernant Zelvyra (brinotinib) dans le cancer de la thyroïde. L'agence demande des données supplémentaires.",
      labels: { event: "complete-response-letter", company: "Orféane", asset: "brinotinib", indication: "Thyroid cancer", regulator: "FDA" },
    },
    {
      title: "Servier rachète l'activité oncologie d'Agios",
      text: "Le groupe pharmaceutique Servier a finalisé l'acquisition de l'activité oncologie d'Agios Pharmaceuticals, dont Tibsovo (ivosidenib), pour 1,8 milliard de dollars à la signature.",
      labels: { event: "acquisition", company: "Servier", asset: "ivosidenib", indication: null, regulator: null, also: ["Agios Pharmaceuticals"] },
    },
    {
      title: "Thalassa Therapeutics s'associe à l'Inserm",
      text: "La biotech Thalassa Therapeutics et l'Inserm ont signé un partenariat de recherche pour identifier de nouvelles cibles dans la maladie d'Alzheimer.",
      labels: { event: "partnership", company: "Thalassa Therapeutics", asset: null, indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "Brévane Pharma dépose un dossier auprès de l'EMA",
      text: "Brévane Pharma a soumis à l'EMA une demande d'autorisation de mise sur le marché pour BRV-101, une thérapie génique dans l'hémophilie B.",
      labels: { event: "submission", company: "Brévane Pharma", asset: "BRV101", indication: "Hemophilia B", regulator: "EMA" },
    },
    {
      title: "Résultats positifs de phase 2 dans la dermatite atopique",
      text: "Les résultats de l'essai de phase 2 de MX-7 dans la dermatite atopique sont positifs, a annoncé mardi Médiane Therapeutics.",
      labels: { event: "readout", company: "Médiane Therapeutics", asset: "MX7", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Feu vert européen pour Velkoria",
      text: "La Commission européenne a autorisé la mise sur le marché de Velkoria (tazurimab), de Cerval Pharma, dans le psoriasis en plaques modéré à sévère.",
      labels: { event: "approval", company: "Cerval Pharma", asset: "tazurimab", indication: "Psoriasis", regulator: "European Commission" },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca de PharmaMar",
      text: "La FDA ha concedido la aprobación acelerada a Zepzelca (lurbinectedina), de PharmaMar, para el cáncer de pulmón microcítico metastásico en adultos cuya enfermedad progresó tras la quimioterapia con platino.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Grifols completa la compra de Biotest",
      text: "Grifols ha completado la adquisición de la alemana Biotest, especializada en proteínas plasmáticas, tras recibir todas las autorizaciones regulatorias.",
      labels: { event: "acquisition", company: "Grifols", asset: null, indication: null, regulator: null, also: ["Biotest"] },
    },
    {
      title: "Bruselas aprueba Ilumetri de Almirall",
      text: "La Comisión Europea ha aprobado Ilumetri (tildrakizumab), de Almirall, para el tratamiento de la psoriasis en placas de moderada a grave en adultos.",
      labels: { event: "approval", company: "Almirall", asset: "tildrakizumab", indication: "Psoriasis", regulator: "European Commission" },
    },
    {
      title: "Rovi obtiene la autorización europea de Okedi",
      text: "Rovi ha recibido la autorización de comercialización de la Comisión Europea para Okedi, su risperidona inyectable de liberación prolongada, para el tratamiento de la esquizofrenia en adultos.",
      labels: { event: "approval", company: "Rovi", asset: "risperidone", indication: "Schizophrenia", regulator: "European Commission" },
    },
    {
      title: "Oryzon inicia el ensayo EVOLUTION en esquizofrenia",
      text: "Oryzon ha iniciado el ensayo de fase 2 EVOLUTION con vafidemstat (ORY-2001) en pacientes con esquizofrenia.",
      labels: { event: "trial-start", company: "Oryzon Genomics", asset: "vafidemstat", indication: "Schizophrenia", regulator: null },
    },
    {
      title: "La farmacéutica gallega Zelmira cierra una ronda de 12 millones",
      text: "La farmacéutica gallega Zelmira ha cerrado una ronda de financiación de 12 millones de euros con fondos españoles y portugueses.",
      labels: { event: "financing", company: "Zelmira", asset: null, indication: null, regulator: null },
    },
    {
      title: "Taravel inicia un ensayo de fase 1 en leucemia",
      text: "Taravel, una biotecnológica con sede en Valencia, ha iniciado un ensayo de fase 1 con TV-9 en la leucemia mieloide aguda.",
      labels: { event: "trial-start", company: "Taravel", asset: "TV9", indication: "Acute myeloid leukemia", regulator: null },
    },
    {
      title: "Designación de medicamento huérfano para MS-240",
      text: "Mirasol ha recibido de la EMA la designación de medicamento huérfano para MS-240 en la fibrosis quística.",
      labels: { event: "designation", company: "Mirasol", asset: "MS240", indication: "Cystic fibrosis", regulator: "EMA" },
    },
    {
      title: "Cantabria Biopharma licencia CB-12 en Japón",
      text: "Cantabria Biopharma ha licenciado los derechos de CB-12 en Japón a una farmacéutica japonesa a cambio de un pago inicial de 15 millones de euros.",
      labels: { event: "licensing", company: "Cantabria Biopharma", asset: "CB12", indication: null, regulator: null },
    },
    {
      title: "Zelvatinib cumple el objetivo primario en fase 3",
      text: "La compañía Estela Therapeutics ha comunicado que zelvatinib alcanzó el objetivo primario de su ensayo de fase 3 en cáncer colorrectal metastásico.",
      labels: { event: "readout", company: "Estela Therapeutics", asset: "zelvatinib", indication: "Colorectal cancer", regulator: null },
    },
    {
      title: "Carta de respuesta completa para LR-5",
      text: "Laboratorios Ribera ha recibido una carta de respuesta completa de la FDA para LR-5 en la migraña crónica.",
      labels: { event: "complete-response-letter", company: "Laboratorios Ribera", asset: "LR5", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "Sorolla Pharma y Vall d'Hebron colaborarán en cáncer de mama",
      text: "El grupo Sorolla Pharma y el Hospital Vall d'Hebron han firmado una alianza de investigación en cáncer de mama triple negativo.",
      labels: { event: "partnership", company: "Sorolla Pharma", asset: null, indication: "Triple-negative breast cancer", regulator: null },
    },
    {
      title: "La FDA acepta la solicitud de orvekimab",
      text: "La FDA ha aceptado a trámite la solicitud de licencia de Arganza para orvekimab en la hidradenitis supurativa.",
      labels: { event: "filing-acceptance", company: "Arganza", asset: "orvekimab", indication: "Hidradenitis suppurativa", regulator: "FDA" },
    },
    {
      title: "Pirineo Bio presenta ante la EMA la solicitud de PB-77",
      text: "Pirineo Bio ha presentado ante la Agencia Europea de Medicamentos la solicitud de autorización de comercialización de PB-77 para la hemofilia A.",
      labels: { event: "submission", company: "Pirineo Bio", asset: "PB77", indication: "Hemophilia A", regulator: "EMA" },
    },
  ],
};
