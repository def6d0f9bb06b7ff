import type { BriefArticle } from "./briefs";

/**
 * Third development set for the English brief benchmark (`npm run bench:brief -- --dev3`): 62
 * short articles written and labelled by hand after the first two development sets had been tuned
 * to, weighted to Spanish (16), French (16) and German (14) with 6 Chinese, 5 Japanese and 5
 * Korean. Written before any recognizer change of its round, from what still failed in general
 * terms: Spanish company names written every way Spanish news writes them (the subject of a later
 * sentence, "la compañía X", "el laboratorio X", "X, con sede en…", two-word names, "S.A."/"SA"),
 * German and French medicines (research codes, new INNs in their German and French forms, brand
 * names with ® and "-Tabletten", "le candidat-médicament X", "la molécule X"), and French, Spanish
 * and German disease names (inflected German adjectives, "du", "de la", "métastatique",
 * abbreviations such as CBNPC, LAM, LLC, CHC, SEP, ELA). Same labelling rules as the
 * held-out set (bench/gold/briefs.ts), kept apart from it.
 *
 * Real events, true to the best of the author's knowledge: the European Commission's approval of
 * Almirall's Ebglyss (lebrikizumab) in atopic dermatitis (2023) and of Bayer's Nubeqa
 * (darolutamide) with docetaxel in metastatic hormone-sensitive prostate cancer (2023),
 * BioNTech's acquisition of InstaDeep (2023, about £562 million), the FDA approval of Boehringer
 * Ingelheim's Jascayd (nerandomilast) in IPF (2025), Ipsen's accelerated approval of Iqirvo
 * (elafibranor) in PBC (2024) and Genfit's licence of elafibranor to Ipsen (2021, €120 million
 * upfront), Sanofi's acquisition of Inhibrx (2024, about $1.7 billion, INBRX-101), the European
 * approval of BeiGene's Brukinsa (zanubrutinib) with obinutuzumab in follicular lymphoma (2023),
 * Takeda's acquisition of Nimbus' TYK2 inhibitor (2022, $4 billion upfront). Every other company
 * (Aderis, Velmar Pharma, Neurovia, Orsalia, Sanvion, Kerovia, Novalys, Théravie, 启元医药,
 * 朝凪ファーマ, 한울바이오…), medicine (zelbitinib, brevitinib, velnacitinib, lirvatinib…) and
 * code is invented.
 */
export const DEV3_BRIEFS: Record<"zh" | "ja" | "ko" | "de" | "fr" | "es", readonly BriefArticle[]> = {
  zh: [
    {
      title: "启元医药完成3亿元B轮融资",
      text: "启元医药宣布完成3亿元人民币B轮融资，资金将用于其KRAS抑制剂QY-301在非小细胞肺癌中的临床开发。",
      labels: { event: "financing", company: "Qiyuan Pharma", companyOriginal: "启元医药", asset: "QY301", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "澜泽生物ADC药物LZ-8获FDA孤儿药资格",
      text: "澜泽生物宣布，美国FDA已授予其ADC药物LZ-8孤儿药资格认定，用于治疗胃癌。",
      labels: { event: "designation", company: "Lanze Bio", companyOriginal: "澜泽生物", asset: "LZ8", indication: "Gastric cancer", regulator: "FDA" },
    },
    {
      title: "百济神州泽布替尼获欧盟批准新适应症",
      text: "百济神州宣布，欧盟委员会已批准百悦泽（泽布替尼）联合奥妥珠单抗用于治疗复发或难治性滤泡性淋巴瘤成人患者。",
      labels: { event: "approval", company: "BeOne Medicines", asset: "zanubrutinib", indication: "Follicular lymphoma", regulator: "European Commission", also: ["BeiGene", "obinutuzumab"] },
    },
    {
      title: "云舟医药与欧洲药企达成授权合作",
      text: "云舟医药宣布将其GLP-1受体激动剂YZ-2在大中华区以外的权益授权给一家欧洲制药公司，首付款5000万美元。该药物正在开展治疗肥胖症的II期临床。",
      labels: { event: "licensing", company: "Yunzhou Pharma", companyOriginal: "云舟医药", asset: "YZ2", indication: "Obesity", regulator: null },
    },
    {
      title: "嘉禾生物JH-6三期研究达到主要终点",
      text: "嘉禾生物宣布，其抗体JH-6联合化疗治疗食管鳞癌的III期临床研究达到主要终点。",
      labels: { event: "readout", company: "Jiahe Bio", companyOriginal: "嘉禾生物", asset: "JH6", indication: "Esophageal cancer", regulator: null },
    },
    {
      title: "国家药监局受理明德医药MD-15上市申请",
      text: "明德医药宣布，国家药监局已受理MD-15片的新药上市申请，用于治疗类风湿关节炎。",
      labels: { event: "filing-acceptance", company: "Mingde Pharma", companyOriginal: "明德医药", asset: "MD15", indication: "Rheumatoid arthritis", regulator: "NMPA" },
    },
  ],
  ja: [
    {
      title: "朝凪ファーマ、AN-301の第2相試験で主要評価項目を達成",
      text: "朝凪ファーマは、AN-301の潰瘍性大腸炎患者を対象とした第2相臨床試験で主要評価項目を達成したと発表した。",
      labels: { event: "readout", company: "Asanagi Pharma", companyOriginal: "朝凪ファーマ", asset: "AN301", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "白樺製薬、KB-12が希少疾病用医薬品に指定",
      text: "白樺製薬は、KB-12について厚生労働省から希少疾病用医薬品の指定を受けたと発表した。対象は特発性肺線維症。",
      labels: { event: "designation", company: "Shirakaba Pharmaceutical", companyOriginal: "白樺製薬", asset: "KB12", indication: "Idiopathic pulmonary fibrosis", regulator: "PMDA" },
    },
    {
      title: "バイオベンチャーのミラジェン、20億円を調達",
      text: "バイオベンチャーのミラジェンは、第三者割当増資により20億円を調達したと発表した。資金は遺伝子治療薬MG-4の臨床試験に充てる。",
      labels: { event: "financing", company: "Miragen", companyOriginal: "ミラジェン", asset: "MG4", indication: null, regulator: null },
    },
    {
      title: "青嶺バイオ、米社とライセンス契約",
      text: "青嶺バイオは、抗体AM-9の全世界における開発・販売権を米国の製薬会社に供与するライセンス契約を締結したと発表した。契約一時金は3000万ドル。",
      labels: { event: "licensing", company: "Aomine Bio", companyOriginal: "青嶺バイオ", asset: "AM9", indication: null, regulator: null },
    },
    {
      title: "武田薬品、ニンバスのTYK2阻害剤を取得",
      text: "武田薬品工業は、米ニンバス・セラピューティクスからTYK2阻害剤を取得する契約を締結したと発表した。契約一時金は40億ドル。",
      labels: { event: "acquisition", company: "Takeda", asset: null, indication: null, regulator: null, also: ["Nimbus Therapeutics", "ニンバス・セラピューティクス"] },
    },
  ],
  ko: [
    {
      title: "한울바이오, HW-11 임상 2상 톱라인 결과 발표",
      text: "한울바이오는 HW-11의 아토피 피부염 임상 2상에서 1차 평가변수를 충족했다고 밝혔다.",
      labels: { event: "readout", company: "Hanul Bio", companyOriginal: "한울바이오", asset: "HW11", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "가온제약, GO-7 식약처 품목허가 획득",
      text: "가온제약은 식품의약품안전처로부터 GO-7정의 제2형 당뇨병 치료제 품목허가를 받았다고 밝혔다.",
      labels: { event: "approval", company: "Gaon Pharma", companyOriginal: "가온제약", asset: "GO7", indication: "Type 2 diabetes", regulator: "MFDS" },
    },
    {
      title: "누리테라퓨틱스, 시리즈C 500억원 투자 유치",
      text: "누리테라퓨틱스는 500억원 규모의 시리즈C 투자를 유치했다고 밝혔다. 조달 자금은 췌장암 치료제 NR-2 임상에 사용된다.",
      labels: { event: "financing", company: "Nuri Therapeutics", companyOriginal: "누리테라퓨틱스", asset: "NR2", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "다온바이오, 미국 제약사에 DO-55 기술수출",
      text: "다온바이오는 미국 제약사와 DO-55의 글로벌 권리를 이전하는 기술수출 계약을 체결했다고 밝혔다. 계약금은 2000만 달러다.",
      labels: { event: "licensing", company: "Daon Bio", companyOriginal: "다온바이오", asset: "DO55", indication: null, regulator: null },
    },
    {
      title: "새빛제약, 위암 신약 FDA 희귀의약품 지정",
      text: "새빛제약은 미국 식품의약국(FDA)으로부터 SB-31을 위암 치료 희귀의약품으로 지정받았다고 밝혔다.",
      labels: { event: "designation", company: "Saebit Pharma", companyOriginal: "새빛제약", asset: "SB31", indication: "Gastric cancer", regulator: "FDA" },
    },
  ],
  de: [
    {
      title: "EU-Kommission genehmigt Zorvexa-Tabletten",
      text: "Die Europäische Kommission hat Zorvexa®-Tabletten (Velnacitinib) der Hamburger Firma Sanvion zur Behandlung der rheumatoiden Arthritis zugelassen.",
      labels: { event: "approval", company: "Sanvion", asset: "velnacitinib", indication: "Rheumatoid arthritis", regulator: "European Commission" },
    },
    {
      title: "Bayer erhält EU-Zulassung für Nubeqa bei hormonsensitivem Prostatakrebs",
      text: "Die Europäische Kommission hat Nubeqa® (Darolutamid) von Bayer in Kombination mit Docetaxel zur Behandlung des metastasierten hormonsensitiven Prostatakarzinoms zugelassen.",
      labels: { event: "approval", company: "Bayer", asset: "darolutamide", indication: "Prostate cancer", regulator: "European Commission", also: ["docetaxel"] },
    },
    {
      title: "Studienstart: Erster Patient mit KRV-301 behandelt",
      text: "Das Biotechnologieunternehmen Kerovia aus Leipzig hat den ersten Patienten in seiner Phase-2-Studie mit KRV-301 bei akuter myeloischer Leukämie behandelt.",
      labels: { event: "trial-start", company: "Kerovia", asset: "KRV301", indication: "Acute myeloid leukemia", regulator: null },
    },
    {
      title: "Lindqvist Pharma sammelt 45 Millionen Euro ein",
      text: "Die Münchner Lindqvist Pharma GmbH hat in einer Finanzierungsrunde der Serie C 45 Millionen Euro eingeworben. Mit dem Geld soll der Antikörper Lindamab in einer Phase-2-Studie bei Colitis ulcerosa geprüft werden.",
      labels: { event: "financing", company: "Lindqvist Pharma", asset: "lindamab", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Positive Phase-3-Daten für Trelixa-Tabletten bei Multipler Sklerose",
      text: "Das Pharmaunternehmen Albrecht Medica teilte mit, dass Trelixa-Tabletten (Wirkstoff Orvasimod) in der Phase-3-Studie ORBIT den primären Endpunkt erreicht haben: Die jährliche Schubrate sank gegenüber Teriflunomid deutlich.",
      labels: { event: "readout", company: "Albrecht Medica", asset: "orvasimod", indication: "Multiple sclerosis", regulator: null, also: ["teriflunomide"] },
    },
    {
      title: "Zulassungsantrag für Brelumab bei der EMA eingereicht",
      text: "Die Firma Helvor Biotech hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Zulassungsantrag für den Antikörper Brelumab zur Behandlung der atopischen Dermatitis eingereicht.",
      labels: { event: "submission", company: "Helvor Biotech", asset: "brelumab", indication: "Atopic dermatitis", regulator: "EMA" },
    },
    {
      title: "BioNTech übernimmt InstaDeep",
      text: "Die Mainzer BioNTech SE hat die Übernahme des KI-Unternehmens InstaDeep vereinbart. Der Kaufpreis beträgt rund 562 Millionen Pfund einschließlich bereits gehaltener Anteile.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["InstaDeep"] },
    },
    {
      title: "Orphan-Drug-Status für Kinasehemmer GNT-4471",
      text: "Die FDA hat dem Kinasehemmer GNT-4471 des Heidelberger Unternehmens Genthera den Orphan-Drug-Status zur Behandlung der idiopathischen Lungenfibrose erteilt.",
      labels: { event: "designation", company: "Genthera", asset: "GNT4471", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "Lizenzvertrag: Aurelis Bio gibt Rechte an AUR-12 ab",
      text: "Aurelis Bio hat die weltweiten Rechte an seinem Wirkstoffkandidaten AUR-12 gegen chronische lymphatische Leukämie an einen US-Konzern auslizenziert. Aurelis erhält eine Vorabzahlung von 50 Millionen US-Dollar.",
      labels: { event: "licensing", company: "Aurelis Bio", asset: "AUR12", indication: "Chronic lymphocytic leukemia", regulator: null },
    },
    {
      title: "Boehringer Ingelheim: FDA-Zulassung für Jascayd",
      text: "Die US-Arzneimittelbehörde FDA hat Jascayd® (Nerandomilast) von Boehringer Ingelheim zur Behandlung der idiopathischen Lungenfibrose bei Erwachsenen zugelassen.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "nerandomilast", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "Velastat-Kapseln verfehlen primären Endpunkt",
      text: "Die Phase-2-Studie von Quenta Pharma mit Velastat-Kapseln (Wirkstoff Solpiramod) bei Morbus Crohn hat den primären Endpunkt verfehlt.",
      labels: { event: "readout", company: "Quenta Pharma", asset: "solpiramod", indication: "Crohn's disease", regulator: null },
    },
    {
      title: "Brixen Therapeutics startet Phase-1-Studie mit BNX-88",
      text: "Brixen Therapeutics hat eine Phase-1-Studie mit BNX-88 bei Patienten mit fortgeschrittenem Nierenzellkarzinom gestartet; die erste Patientin wurde in Berlin behandelt.",
      labels: { event: "trial-start", company: "Brixen Therapeutics", asset: "BNX88", indication: "Renal cell carcinoma", regulator: null },
    },
    {
      title: "Rehlinger übernimmt Münchner Zelltherapie-Firma Cellvera",
      text: "Der Pharmahersteller Rehlinger übernimmt das Münchner Biotech-Unternehmen Cellvera für 120 Millionen Euro. Cellvera entwickelt Zelltherapien gegen das multiple Myelom.",
      labels: { event: "acquisition", company: "Rehlinger", asset: null, indication: null, regulator: null, also: ["Cellvera"] },
    },
    {
      title: "PRIME-Status für Gentherapie von Ostara Bio",
      text: "Die Europäische Arzneimittel-Agentur hat der Gentherapie OST-5 von Ostara Bio den PRIME-Status für die Behandlung der spinalen Muskelatrophie zuerkannt.",
      labels: { event: "designation", company: "Ostara Bio", asset: "OST5", indication: "Spinal muscular atrophy", regulator: "EMA" },
    },
  ],
  fr: [
    {
      title: "Le candidat-médicament NVX-18 de Novalys obtient la désignation Fast Track",
      text: "La biotech lyonnaise Novalys annonce que la FDA a accordé la désignation Fast Track à son candidat-médicament NVX-18 dans la leucémie myéloïde aiguë (LAM).",
      labels: { event: "designation", company: "Novalys", asset: "NVX18", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "Résultats positifs de phase 3 pour la molécule lirvatinib dans le CBNPC",
      text: "Le laboratoire Cérès Pharma a annoncé que la molécule lirvatinib a atteint son critère principal dans l'essai de phase 3 LUMEN chez des patients atteints d'un cancer bronchique non à petites cellules métastatique.",
      labels: { event: "readout", company: "Cérès Pharma", asset: "lirvatinib", indication: "Non-small cell lung cancer", regulator: null },
    },
    {
      title: "Ipsen obtient l'approbation accélérée de la FDA pour Iqirvo",
      text: "Ipsen a annoncé que la FDA a accordé une approbation accélérée à Iqirvo® (élafibranor) pour le traitement de la cholangite biliaire primitive (CBP) chez l'adulte, en association avec l'acide ursodésoxycholique.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Sanofi rachète Inhibrx",
      text: "Sanofi va acquérir l'américaine Inhibrx pour environ 1,7 milliard de dollars afin de mettre la main sur INBRX-101, un traitement du déficit en alpha-1 antitrypsine.",
      labels: { event: "acquisition", company: "Sanofi", asset: "INBRX101", indication: null, regulator: null, also: ["Inhibrx"] },
    },
    {
      title: "Orvelis lève 25 millions d'euros",
      text: "La société Orvelis, spécialiste des anticorps conjugués, a bouclé une levée de fonds de série A de 25 millions d'euros pour faire entrer ORV-101 en clinique dans le cancer de l'ovaire.",
      labels: { event: "financing", company: "Orvelis", asset: "ORV101", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Essai de phase 2 : le traitement de Théravie échoue dans la LLC",
      text: "Théravie a indiqué que son inhibiteur de BTK, tazobrutinib, n'a pas atteint le critère principal de l'essai de phase 2 mené chez des patients atteints de leucémie lymphoïde chronique en rechute.",
      labels: { event: "readout", company: "Théravie", asset: "tazobrutinib", indication: "Chronic lymphocytic leukemia", regulator: null },
    },
    {
      title: "Premier patient traité avec la molécule KLP-3",
      text: "La start-up parisienne Kalipso Therapeutics a traité le premier patient de son essai de phase 1 avec la molécule KLP-3 chez des patients atteints d'un cancer colorectal métastatique.",
      labels: { event: "trial-start", company: "Kalipso Therapeutics", asset: "KLP3", indication: "Colorectal cancer", regulator: null },
    },
    {
      title: "Accord de licence entre Mediora et un groupe coréen",
      text: "Mediora a concédé à un groupe pharmaceutique coréen une licence exclusive sur le candidat-médicament MDR-9 pour l'Asie, en échange d'un paiement initial de 15 millions de dollars. MDR-9 est en phase 2 dans le lymphome folliculaire.",
      labels: { event: "licensing", company: "Mediora", asset: "MDR9", indication: "Follicular lymphoma", regulator: null },
    },
    {
      title: "Feu vert européen pour Quelvia®",
      text: "La Commission européenne a approuvé Quelvia® (sélivrumab), développé par le laboratoire Astrel, pour le traitement du myélome multiple en rechute ou réfractaire.",
      labels: { event: "approval", company: "Astrel", asset: "selivrumab", indication: "Multiple myeloma", regulator: "European Commission" },
    },
    {
      title: "Hépatys dépose une demande d'autorisation auprès de l'EMA dans le CHC",
      text: "Hépatys a déposé auprès de l'Agence européenne des médicaments une demande d'autorisation de mise sur le marché pour HPT-200 dans le carcinome hépatocellulaire (CHC) avancé.",
      labels: { event: "submission", company: "Hépatys", asset: "HPT200", indication: "Hepatocellular carcinoma", regulator: "EMA" },
    },
    {
      title: "Désignation de médicament orphelin pour la thérapie génique de Genoptis",
      text: "La FDA a octroyé la désignation de médicament orphelin à GPT-02, la thérapie génique de Genoptis contre la drépanocytose.",
      labels: { event: "designation", company: "Genoptis", asset: "GPT02", indication: "Sickle cell disease", regulator: "FDA" },
    },
    {
      title: "Le laboratoire Urovance démarre un essai de phase 3",
      text: "Le laboratoire Urovance a inclus le premier patient de son essai de phase 3 évaluant l'anticorps conjugué ulvetamab vedotin dans le carcinome urothélial localement avancé ou métastatique.",
      labels: { event: "trial-start", company: "Urovance", asset: "ulvetamab vedotin", indication: "Bladder cancer", regulator: null },
    },
    {
      title: "Résultats encourageants dans le cancer de la prostate résistant à la castration",
      text: "Prostavie a présenté des données de phase 2 positives pour PRV-7 chez des hommes atteints d'un cancer de la prostate métastatique résistant à la castration : 54 % des patients ont obtenu une baisse du PSA de plus de 50 %.",
      labels: { event: "readout", company: "Prostavie", asset: "PRV7", indication: "Prostate cancer", regulator: null },
    },
    {
      title: "La biotech Myelis lève 40 millions pour son traitement de la SEP",
      text: "Myelis, une biotech nantaise, a levé 40 millions d'euros pour faire avancer MYL-1, une molécule de remyélinisation, dans la sclérose en plaques.",
      labels: { event: "financing", company: "Myelis", asset: "MYL1", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "Genfit signe un accord de licence avec Ipsen pour l'élafibranor",
      text: "Genfit a conclu avec Ipsen un accord de licence exclusif mondial pour développer et commercialiser l'élafibranor dans la cholangite biliaire primitive ; Genfit reçoit un paiement initial de 120 millions d'euros.",
      labels: { event: "licensing", company: "Genfit", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: null, also: ["Ipsen"] },
    },
    {
      title: "Revers réglementaire pour Cardiolys aux États-Unis",
      text: "La FDA a adressé une lettre de réponse complète à Cardiolys concernant sa demande d'autorisation de carvetuzumab dans l'insuffisance cardiaque.",
      labels: { event: "complete-response-letter", company: "Cardiolys", asset: "carvetuzumab", indication: "Heart failure", regulator: "FDA" },
    },
  ],
  es: [
    {
      title: "Aderis obtiene la designación de medicamento huérfano para ADR-114",
      text: "La compañía Aderis, con sede en Barcelona, ha recibido de la Comisión Europea la designación de medicamento huérfano para ADR-114 en la esclerosis lateral amiotrófica (ELA).",
      labels: { event: "designation", company: "Aderis", asset: "ADR114", indication: "Amyotrophic lateral sclerosis", regulator: "European Commission" },
    },
    {
      title: "Ensayo de fase 3 positivo en colitis ulcerosa",
      text: "El laboratorio Velmar Pharma ha anunciado que su fármaco oral zelbitinib alcanzó el criterio de valoración principal en un ensayo de fase 3 en pacientes con colitis ulcerosa de moderada a grave.",
      labels: { event: "readout", company: "Velmar Pharma", asset: "zelbitinib", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Neurovia cierra una ronda de 30 millones de euros",
      text: "La biotecnológica catalana Neurovia ha cerrado una ronda de financiación serie B de 30 millones de euros, liderada por un fondo europeo, para llevar su terapia génica NRV-201 a ensayos clínicos en la enfermedad de Parkinson.",
      labels: { event: "financing", company: "Neurovia", asset: "NRV201", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Tellmar Bio compra la estadounidense Quorix por 450 millones",
      text: "Tellmar Bio ha acordado la adquisición de Quorix Therapeutics, una empresa estadounidense especializada en anticuerpos biespecíficos, por 450 millones de dólares. La operación se cerrará en el primer trimestre.",
      labels: { event: "acquisition", company: "Tellmar Bio", asset: null, indication: null, regulator: null, also: ["Quorix Therapeutics"] },
    },
    {
      title: "Farmalux S.A. inicia el primer ensayo en humanos de FLX-33",
      text: "Farmalux S.A. ha administrado la primera dosis de FLX-33 a un paciente en su ensayo de fase 1 en tumores sólidos avanzados. La compañía prevé reclutar a 40 pacientes en España.",
      labels: { event: "trial-start", company: "Farmalux", asset: "FLX33", indication: null, regulator: null },
    },
    {
      title: "Luz verde de la FDA para un fármaco contra el cáncer de hígado",
      text: "La agencia estadounidense FDA ha aprobado brevitinib para el tratamiento del carcinoma hepatocelular avanzado. El medicamento ha sido desarrollado por la compañía Orsalia, con sede en Madrid, que lo comercializará en Estados Unidos con un socio local.",
      labels: { event: "approval", company: "Orsalia", asset: "brevitinib", indication: "Hepatocellular carcinoma", regulator: "FDA" },
    },
    {
      title: "La Comisión Europea aprueba Ebglyss de Almirall",
      text: "Almirall ha recibido la aprobación de la Comisión Europea para Ebglyss® (lebrikizumab) en el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "El laboratorio Cantabria Farma solicita a la EMA la autorización de CTF-12",
      text: "El laboratorio Cantabria Farma ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de CTF-12 para el tratamiento de la leucemia linfocítica crónica (LLC).",
      labels: { event: "submission", company: "Cantabria Farma", asset: "CTF12", indication: "Chronic lymphocytic leukemia", regulator: "EMA" },
    },
    {
      title: "Mirelia licencia su anticuerpo MRL-5 a una farmacéutica japonesa",
      text: "La biotech española Mirelia ha firmado un acuerdo de licencia exclusiva con una farmacéutica japonesa para desarrollar y comercializar MRL-5 en Asia. Mirelia recibirá un pago inicial de 20 millones de euros.",
      labels: { event: "licensing", company: "Mirelia", asset: "MRL5", indication: null, regulator: null },
    },
    {
      title: "Resultados positivos en linfoma",
      text: "El anticuerpo velratamab logró una tasa de respuesta global del 68% en el ensayo de fase 2 con pacientes con linfoma B difuso de células grandes en recaída. Así lo ha comunicado Genvalia, que desarrolla el fármaco desde 2021.",
      labels: { event: "readout", company: "Genvalia", asset: "velratamab", indication: "Diffuse large B-cell lymphoma", regulator: null },
    },
    {
      title: "Biolinde recibe la designación de vía rápida de la FDA",
      text: "Biolinde, con sede en Valencia, ha obtenido la designación de vía rápida (fast track) de la FDA para BLD-3, su candidato para la fibrosis quística.",
      labels: { event: "designation", company: "Biolinde", asset: "BLD3", indication: "Cystic fibrosis", regulator: "FDA" },
    },
    {
      title: "Alcor Salud recibe la autorización de la AEMPS para su apixabán genérico",
      text: "La compañía Alcor Salud ha recibido la autorización de la Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) para comercializar en España su apixabán genérico para la prevención del ictus en pacientes con fibrilación auricular.",
      labels: { event: "approval", company: "Alcor Salud", asset: "apixaban", indication: "Atrial fibrillation", regulator: "AEMPS" },
    },
    {
      title: "Nexadia SA cierra una ampliación de capital de 12 millones",
      text: "Nexadia SA, especializada en terapias contra la diabetes tipo 2, ha cerrado una ampliación de capital de 12 millones de euros suscrita por sus accionistas de referencia.",
      labels: { event: "financing", company: "Nexadia", asset: null, indication: "Type 2 diabetes", regulator: null },
    },
    {
      title: "Acuerdo de licencia para un tratamiento del asma grave",
      text: "La farmacéutica gallega Nóvora ha cedido a un socio estadounidense los derechos de su anticuerpo tezarimab para el asma grave fuera de Europa, a cambio de un pago inicial de 35 millones de dólares.",
      labels: { event: "licensing", company: "Nóvora", asset: "tezarimab", indication: "Asthma", regulator: null },
    },
    {
      title: "Comienza el ensayo de fase 3 de sorivatinib en cáncer de mama",
      text: "Avantia Oncology ha iniciado el ensayo de fase 3 SOLARA con sorivatinib en mujeres con cáncer de mama metastásico HER2 positivo. La primera paciente fue tratada en el Hospital Vall d'Hebron.",
      labels: { event: "trial-start", company: "Avantia Oncology", asset: "sorivatinib", indication: "Breast cancer", regulator: null },
    },
    {
      title: "La FDA pide más datos a Lumeria Biosciences",
      text: "La FDA ha emitido una carta de respuesta completa (CRL) a Lumeria Biosciences sobre su solicitud para fitralimab en la hemofilia A, en la que pide datos adicionales de fabricación.",
      labels: { event: "complete-response-letter", company: "Lumeria Biosciences", asset: "fitralimab", indication: "Hemophilia A", regulator: "FDA" },
    },
  ],
};
