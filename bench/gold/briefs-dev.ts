import type { BriefArticle } from "./briefs";

/**
 * Development set for the English brief benchmark (`npm run bench:brief -- --dev`): 60 more
 * hand-written, hand-labelled short articles, 10 each in Chinese, Japanese, Korean, German,
 * French and Spanish, written after the gold set (bench/gold/briefs.ts) and kept apart from it so
 * that recognizers are tuned here and the gold set is measured only once at the end. Same
 * labelling rules as the gold set. Real events (BeiGene's zanubrutinib, Innovent's sintilimab,
 * Daiichi Sankyo and AstraZeneca's trastuzumab deruxtecan deal, Chugai's emicizumab, Celltrion's
 * Remsima, Yuhan's lazertinib, Merck KGaA's tepotinib, Sanofi's dupilumab in COPD, Ipsen's
 * elafibranor, Almirall's lebrikizumab) are true to the best of the author's knowledge; all other
 * companies (明澈生物, 青岚医药, 北斗薬品, 솔빛바이오, Mainfeld Pharma, Laboratoires Vernay,
 * Biocostera…) and their codes are invented.
 */
export const DEV_BRIEFS: Record<"zh" | "ja" | "ko" | "de" | "fr" | "es", readonly BriefArticle[]> = {
  zh: [
    {
      title: "明澈生物眼科候选药物MC-12二期临床完成首例入组",
      text: "明澈生物宣布，其自主研发的候选药物MC-12已完成II期临床试验首例受试者入组，用于治疗糖尿病黄斑水肿。MC-12为一款长效双特异性融合蛋白。",
      labels: { event: "trial-start", company: "Mingche Bio", companyOriginal: "明澈生物", asset: "MC12", indication: "Diabetic macular edema", regulator: null },
    },
    {
      title: "杭州青岚医药完成3亿元B轮融资",
      text: "杭州青岚医药今日宣布完成3亿元人民币B轮融资。本轮融资将用于推进其核心产品QL-21治疗特应性皮炎的II期临床研究。杭州青岚医药成立于2019年。",
      labels: { event: "financing", company: "Hangzhou Qinglan Pharma", companyOriginal: "杭州青岚医药", asset: null, indication: null, regulator: null },
    },
    {
      title: "百济神州泽布替尼获美国FDA加速批准",
      text: "百济神州宣布，美国FDA已加速批准其BTK抑制剂泽布替尼用于治疗既往至少接受过一种治疗的成年套细胞淋巴瘤患者。泽布替尼是首个获FDA批准的中国本土自主研发抗癌新药。",
      labels: { event: "approval", company: "BeOne Medicines", asset: "zanubrutinib", indication: "Mantle cell lymphoma", regulator: "FDA" },
    },
    {
      title: "信达生物信迪利单抗获国家药监局批准上市",
      text: "信达生物宣布，国家药品监督管理局已批准其PD-1抑制剂信迪利单抗注射液上市，用于治疗至少经过二线系统化疗的复发或难治性经典型霍奇金淋巴瘤。",
      labels: { event: "approval", company: "Innovent Biologics", asset: "sintilimab", indication: "Hodgkin lymphoma", regulator: "NMPA" },
    },
    {
      title: "远航生物科技ADC药物YH-88三期临床达到主要终点",
      text: "远航生物科技公布，其HER2靶向抗体偶联药物YH-88治疗HER2阳性乳腺癌的III期临床试验达到无进展生存期主要终点。公司计划年内向国家药监局提交上市申请。",
      labels: { event: "readout", company: "Yuanhang Biotech", companyOriginal: "远航生物科技", asset: "YH88", indication: "Breast cancer", regulator: null },
    },
    {
      title: "澜海制药将JAK1抑制剂LH-305大中华区以外权益授权给海外药企",
      text: "澜海制药宣布与一家欧洲制药公司达成许可协议，将其口服JAK1抑制剂LH-305在大中华区以外的开发和商业化权益授予对方，首付款为4000万美元。LH-305目前正在开展治疗类风湿关节炎的II期临床研究。",
      labels: { event: "licensing", company: "Lanhai Pharmaceutical", companyOriginal: "澜海制药", asset: "LH305", indication: "Rheumatoid arthritis", regulator: null },
    },
    {
      title: "上海星舟生物片剂XZ-09新药上市申请获受理",
      text: "上海星舟生物宣布，国家药监局已受理其XZ-09片的新药上市申请，拟用于治疗慢性乙型肝炎。该申请基于两项III期临床研究的结果。",
      labels: { event: "filing-acceptance", company: "Shanghai Xingzhou Bio", companyOriginal: "上海星舟生物", asset: "XZ09", indication: "Hepatitis B", regulator: "NMPA" },
    },
    {
      title: "晨曦生物获FDA孤儿药资格认定",
      text: "晨曦生物宣布，美国FDA已授予其基因疗法CX-41孤儿药资格认定，用于治疗脊髓性肌萎缩症。CX-41预计明年进入I期临床。",
      labels: { event: "designation", company: "Chenxi Bio", companyOriginal: "晨曦生物", asset: "CX41", indication: "Spinal muscular atrophy", regulator: "FDA" },
    },
    {
      title: "锦程药业与深圳一家AI公司达成药物发现合作",
      text: "锦程药业宣布与一家人工智能药物发现公司达成战略合作，双方将共同开发针对特发性肺纤维化的小分子新药。锦程药业将负责临床开发。",
      labels: { event: "partnership", company: "Jincheng Pharma", companyOriginal: "锦程药业", asset: null, indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "北辰医药收购一家抗体初创公司",
      text: "北辰医药宣布以12亿元人民币收购一家专注于自身免疫疾病的抗体初创企业的全部股权，交易预计于明年一季度完成。该企业的核心产品为治疗系统性红斑狼疮的单抗BC-203注射液。",
      labels: { event: "acquisition", company: "Beichen Pharma", companyOriginal: "北辰医药", asset: "BC203", indication: "Systemic lupus erythematosus", regulator: null },
    },
  ],
  ja: [
    {
      title: "中外製薬、ヘムライブラの国内承認を取得",
      text: "中外製薬は、血友病A治療薬ヘムライブラ（エミシズマブ）について、厚生労働省より製造販売承認を取得したと発表した。週1回の皮下投与で出血を抑制する。",
      labels: { event: "approval", company: "Chugai", asset: "emicizumab", indication: "Hemophilia A", regulator: "PMDA" },
    },
    {
      title: "第一三共、アストラゼネカとトラスツズマブ デルクステカンで提携",
      text: "第一三共は、抗体薬物複合体トラスツズマブ デルクステカンについて、アストラゼネカと全世界での共同開発・共同販売に関する契約を締結したと発表した。契約一時金は13億5000万ドルで、総額は最大69億ドルとなる。",
      labels: { event: "licensing", company: "Daiichi Sankyo", asset: "trastuzumab deruxtecan", indication: null, regulator: null, also: ["AstraZeneca"] },
    },
    {
      title: "北斗薬品、治験薬HD-14の第2相試験で主要評価項目を達成",
      text: "北斗薬品は、潰瘍性大腸炎を対象とした治験薬HD-14の第2相臨床試験において、主要評価項目を達成したと発表した。同社は来年、第3相試験を開始する予定である。",
      labels: { event: "readout", company: "Hokuto Yakuhin", companyOriginal: "北斗薬品", asset: "HD14", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "碧海製薬、HK-8についてPMDAに承認申請",
      text: "碧海製薬は、片頭痛の発症抑制を目的としたHK-8について、医薬品医療機器総合機構（PMDA）に製造販売承認申請を行ったと発表した。申請は国内第3相試験の結果に基づく。",
      labels: { event: "submission", company: "Hekikai Pharmaceutical", companyOriginal: "碧海製薬", asset: "HK8", indication: "Migraine", regulator: "PMDA" },
    },
    {
      title: "朝霧バイオ、シリーズCで40億円を調達",
      text: "創薬ベンチャーの朝霧バイオは、シリーズCラウンドで総額40億円の資金調達を完了したと発表した。調達資金は筋萎縮性側索硬化症を対象としたアンチセンス核酸AG-52の臨床開発に充てる。",
      labels: { event: "financing", company: "Asagiri Bio", companyOriginal: "朝霧バイオ", asset: null, indication: null, regulator: null },
    },
    {
      title: "若葉製薬、抗体医薬WK-310の第1相試験を開始",
      text: "若葉製薬は、全身性エリテマトーデス患者を対象とした抗体医薬WK-310の第1相臨床試験で最初の患者への投与を行ったと発表した。",
      labels: { event: "trial-start", company: "Wakaba Pharmaceutical", companyOriginal: "若葉製薬", asset: "WK310", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "FDA、東雲ファーマのTS-71を画期的治療薬に指定",
      text: "東雲ファーマは、米国食品医薬品局（FDA）が同社のTS-71をブレークスルー・セラピーに指定したと発表した。対象は特発性肺線維症である。",
      labels: { event: "designation", company: "Shinonome Pharma", companyOriginal: "東雲ファーマ", asset: "TS71", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "青嶺製薬、ベンチャー企業を買収",
      text: "青嶺製薬は、遺伝子治療ベンチャーを約300億円で買収すると発表した。買収により、デュシェンヌ型筋ジストロフィーを対象とした遺伝子治療薬の開発パイプラインを獲得する。",
      labels: { event: "acquisition", company: "Seirei Pharmaceutical", companyOriginal: "青嶺製薬", asset: null, indication: "Duchenne muscular dystrophy", regulator: null },
    },
    {
      title: "FDA、北斗薬品のHD-20に審査完了報告通知",
      text: "北斗薬品は、米国FDAから治験薬HD-20の新薬承認申請に対して審査完了報告通知（CRL）を受領したと発表した。対象はアトピー性皮膚炎で、FDAは製造施設に関する追加情報を求めている。",
      labels: { event: "complete-response-letter", company: "Hokuto Yakuhin", companyOriginal: "北斗薬品", asset: "HD20", indication: "Atopic dermatitis", regulator: "FDA" },
    },
    {
      title: "若葉製薬と大学が共同研究契約を締結",
      text: "若葉製薬は、アルツハイマー病の新規治療標的の探索に向けて、国内の大学と共同研究契約を締結したと発表した。",
      labels: { event: "partnership", company: "Wakaba Pharmaceutical", companyOriginal: "若葉製薬", asset: null, indication: "Alzheimer's disease", regulator: null },
    },
  ],
  ko: [
    {
      title: "셀트리온 램시마, 유럽연합 집행위원회 판매 승인",
      text: "셀트리온은 인플릭시맙 바이오시밀러 램시마가 유럽연합 집행위원회(EC)로부터 판매 승인을 받았다고 밝혔다. 램시마는 류마티스 관절염 등 자가면역질환 치료에 쓰인다.",
      labels: { event: "approval", company: "Celltrion", asset: "infliximab", indication: "Rheumatoid arthritis", regulator: "European Commission" },
    },
    {
      title: "유한양행 렉라자, 식약처 허가",
      text: "유한양행은 EGFR 표적 폐암 신약 렉라자(레이저티닙)가 식품의약품안전처로부터 국산 31호 신약으로 허가를 받았다고 밝혔다. 렉라자는 EGFR T790M 변이 비소세포폐암 치료제다.",
      labels: { event: "approval", company: "Yuhan", asset: "lazertinib", indication: "Non-small cell lung cancer", regulator: "MFDS" },
    },
    {
      title: "솔빛바이오, 후보물질 SB-17 임상 2상 첫 환자 투약",
      text: "솔빛바이오는 궤양성 대장염 치료 후보물질 SB-17의 임상 2상 시험에서 첫 환자 투약을 완료했다고 밝혔다. 이번 시험은 국내 20개 기관에서 진행된다.",
      labels: { event: "trial-start", company: "Solbit Bio", companyOriginal: "솔빛바이오", asset: "SB17", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "다온제약, 300억원 시리즈B 투자 유치",
      text: "다온제약은 300억원 규모의 시리즈B 투자를 유치했다고 밝혔다. 투자금은 비만 치료제 후보물질 개발에 사용될 예정이다.",
      labels: { event: "financing", company: "Daon Pharmaceutical", companyOriginal: "다온제약", asset: null, indication: null, regulator: null },
    },
    {
      title: "한결테라퓨틱스, HG-42 기술이전 계약 체결",
      text: "한결테라퓨틱스는 미국 제약사와 항체약물접합체 HG-42에 대한 기술이전 계약을 체결했다고 밝혔다. 계약금은 5000만 달러이며 총 계약 규모는 최대 10억 달러다.",
      labels: { event: "licensing", company: "Hangyeol Therapeutics", companyOriginal: "한결테라퓨틱스", asset: "HG42", indication: null, regulator: null },
    },
    {
      title: "미래온바이오, 알츠하이머병 신약 임상 3상 주요 지표 충족",
      text: "미래온바이오는 알츠하이머병 치료 후보물질 MR-9의 임상 3상에서 1차 평가변수를 충족했다고 발표했다. 회사는 내년 상반기 품목허가를 신청할 계획이다.",
      labels: { event: "readout", company: "Miraeon Bio", companyOriginal: "미래온바이오", asset: "MR9", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "솔빛바이오 SB-30, FDA 희귀의약품 지정",
      text: "솔빛바이오는 미국 식품의약국(FDA)이 자사의 SB-30을 특발성 폐섬유증 치료를 위한 희귀의약품으로 지정했다고 밝혔다.",
      labels: { event: "designation", company: "Solbit Bio", companyOriginal: "솔빛바이오", asset: "SB30", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "다온제약, 식약처에 DN-5 품목허가 신청",
      text: "다온제약은 식품의약품안전처에 편두통 치료제 DN-5의 품목허가를 신청했다고 밝혔다. 신청은 국내 임상 3상 결과를 바탕으로 한다.",
      labels: { event: "submission", company: "Daon Pharmaceutical", companyOriginal: "다온제약", asset: "DN5", indication: "Migraine", regulator: "MFDS" },
    },
    {
      title: "한결테라퓨틱스, 국내 바이오벤처 인수",
      text: "한결테라퓨틱스는 유전자치료제 개발 기업을 450억원에 인수한다고 밝혔다. 이번 인수로 혈우병 B 유전자치료제 파이프라인을 확보하게 된다.",
      labels: { event: "acquisition", company: "Hangyeol Therapeutics", companyOriginal: "한결테라퓨틱스", asset: null, indication: "Hemophilia B", regulator: null },
    },
    {
      title: "미래온바이오, 대학병원과 공동연구 협약",
      text: "미래온바이오는 파킨슨병 바이오마커 발굴을 위해 서울의 한 대학병원과 공동연구 협약을 맺었다고 밝혔다.",
      labels: { event: "partnership", company: "Miraeon Bio", companyOriginal: "미래온바이오", asset: null, indication: "Parkinson's disease", regulator: null },
    },
  ],
  de: [
    {
      title: "FDA erteilt Zulassung für Tepotinib von Merck",
      text: "Die US-Arzneimittelbehörde FDA hat Tepotinib des Darmstädter Konzerns Merck KGaA beschleunigt zugelassen. Der MET-Inhibitor ist für Patienten mit metastasiertem nicht-kleinzelligem Lungenkrebs mit MET-Exon-14-Skipping-Mutationen bestimmt.",
      labels: { event: "approval", company: "Merck KGaA", asset: "tepotinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Mainfeld Pharma startet Phase-2-Studie mit MF-31",
      text: "Die Mainfeld Pharma GmbH hat den ersten Patienten in ihre Phase-2-Studie mit dem Wirkstoff MF-31 bei Morbus Crohn aufgenommen. Die Studie soll 180 Patienten an 40 Zentren in Europa einschließen.",
      labels: { event: "trial-start", company: "Mainfeld Pharma", asset: "MF31", indication: "Crohn's disease", regulator: null },
    },
    {
      title: "Havelgen erhält 45 Millionen Euro in Serie-B-Finanzierung",
      text: "Das Berliner Biotech-Unternehmen Havelgen hat eine Serie-B-Finanzierungsrunde über 45 Millionen Euro abgeschlossen. Das Geld soll in die klinische Entwicklung von Gentherapien für seltene Augenerkrankungen fließen.",
      labels: { event: "financing", company: "Havelgen", asset: null, indication: null, regulator: null },
    },
    {
      title: "Spreewald Biologics meldet positive Phase-3-Daten für SB-12",
      text: "Spreewald Biologics hat positive Topline-Ergebnisse der Phase-3-Studie mit dem Antikörper SB-12 bei atopischer Dermatitis bekanntgegeben. Der primäre Endpunkt wurde erreicht.",
      labels: { event: "readout", company: "Spreewald Biologics", asset: "SB12", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "EMA prüft Zulassungsantrag für MF-44",
      text: "Mainfeld Pharma hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Zulassungsantrag für den Wirkstoffkandidaten MF-44 zur Behandlung der Migräne eingereicht.",
      labels: { event: "submission", company: "Mainfeld Pharma", asset: "MF44", indication: "Migraine", regulator: "EMA" },
    },
    {
      title: "Europäische Kommission lässt Mittel von Spreewald Biologics zu",
      text: "Die Europäische Kommission hat SB-12 von Spreewald Biologics zur Behandlung der mittelschweren bis schweren atopischen Dermatitis bei Erwachsenen zugelassen.",
      labels: { event: "approval", company: "Spreewald Biologics", asset: "SB12", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "Havelgen und Universitätsklinikum vereinbaren Forschungskooperation",
      text: "Das Unternehmen Havelgen und ein Universitätsklinikum haben eine Forschungskooperation zur Retinitis pigmentosa vereinbart. Finanzielle Details wurden nicht genannt.",
      labels: { event: "partnership", company: "Havelgen", asset: null, indication: "Retinitis pigmentosa", regulator: null },
    },
    {
      title: "Lahntal Therapeutics übernimmt Schweizer Biotech",
      text: "Lahntal Therapeutics übernimmt ein Schweizer Biotech-Unternehmen für 210 Millionen Euro. Damit erhält Lahntal den Antikörper LT-6 gegen Myasthenia gravis.",
      labels: { event: "acquisition", company: "Lahntal Therapeutics", asset: "LT6", indication: "Myasthenia gravis", regulator: null },
    },
    {
      title: "FDA verleiht Orphan-Drug-Status für LT-9",
      text: "Die FDA hat dem Prüfpräparat LT-9 von Lahntal Therapeutics den Orphan-Drug-Status zur Behandlung der amyotrophen Lateralsklerose verliehen.",
      labels: { event: "designation", company: "Lahntal Therapeutics", asset: "LT9", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Mainfeld Pharma lizenziert MF-31 an US-Partner",
      text: "Mainfeld Pharma hat die weltweiten Rechte an MF-31 außerhalb Europas an ein US-Pharmaunternehmen auslizenziert. Mainfeld erhält eine Vorabzahlung von 60 Millionen Dollar.",
      labels: { event: "licensing", company: "Mainfeld Pharma", asset: "MF31", indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "La Commission européenne approuve Dupixent dans la BPCO",
      text: "Sanofi et Regeneron ont annoncé que la Commission européenne a approuvé Dupixent (dupilumab) comme traitement d'appoint de la bronchopneumopathie chronique obstructive (BPCO) chez l'adulte présentant une éosinophilie.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "COPD", regulator: "European Commission", also: ["Regeneron"] },
    },
    {
      title: "Ipsen obtient l'approbation accélérée de la FDA pour l'élafibranor",
      text: "Ipsen a annoncé que la FDA a accordé une approbation accélérée à l'élafibranor dans la cholangite biliaire primitive, chez les adultes en réponse insuffisante à l'acide ursodésoxycholique.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Le laboratoire Vernay lance un essai de phase 2 avec VR-18",
      text: "Le laboratoire Vernay a annoncé le traitement du premier patient dans son essai de phase 2 évaluant le candidat VR-18 dans la polyarthrite rhumatoïde. L'essai doit recruter 150 patients en France et en Belgique.",
      labels: { event: "trial-start", company: "Vernay", asset: "VR18", indication: "Rheumatoid arthritis", regulator: null },
    },
    {
      title: "La biotech Armorgen lève 30 millions d'euros",
      text: "La biotech Armorgen, basée à Rennes, a levé 30 millions d'euros lors d'un tour de série B. Les fonds financeront le développement de ses thérapies géniques contre les maladies de la rétine.",
      labels: { event: "financing", company: "Armorgen", asset: null, indication: null, regulator: null },
    },
    {
      title: "Résultats positifs de phase 3 pour CL-7 de Calanques Therapeutics",
      text: "Calanques Therapeutics a annoncé que son candidat médicament CL-7 a atteint le critère principal de l'essai de phase 3 dans la sclérose en plaques récurrente.",
      labels: { event: "readout", company: "Calanques Therapeutics", asset: "CL7", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "L'Agence européenne des médicaments valide le dossier de CL-7",
      text: "Calanques Therapeutics a annoncé que l'Agence européenne des médicaments a validé sa demande d'autorisation de mise sur le marché pour CL-7 dans la sclérose en plaques.",
      labels: { event: "filing-acceptance", company: "Calanques Therapeutics", asset: "CL7", indication: "Multiple sclerosis", regulator: "EMA" },
    },
    {
      title: "Armorgen signe un partenariat avec un groupe pharmaceutique",
      text: "La biotech Armorgen a signé un partenariat de recherche avec un groupe pharmaceutique international pour développer des thérapies géniques contre la dégénérescence maculaire liée à l'âge.",
      labels: { event: "partnership", company: "Armorgen", asset: null, indication: "Age-related macular degeneration", regulator: null },
    },
    {
      title: "Le laboratoire Vernay rachète une biotech lyonnaise",
      text: "Le laboratoire Vernay a annoncé l'acquisition d'une biotech lyonnaise pour 95 millions d'euros, ce qui lui apporte un anticorps en développement dans la maladie de Crohn.",
      labels: { event: "acquisition", company: "Vernay", asset: null, indication: "Crohn's disease", regulator: null },
    },
    {
      title: "La FDA accorde la désignation de médicament orphelin à VR-25",
      text: "Le laboratoire Vernay a annoncé que la FDA a accordé la désignation de médicament orphelin à son candidat VR-25 dans la sclérose latérale amyotrophique.",
      labels: { event: "designation", company: "Vernay", asset: "VR25", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Calanques Therapeutics cède les droits de CL-7 en Asie",
      text: "Calanques Therapeutics a accordé une licence exclusive sur CL-7 pour la Chine et le Japon à un laboratoire asiatique, contre un paiement initial de 20 millions de dollars.",
      labels: { event: "licensing", company: "Calanques Therapeutics", asset: "CL7", indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "Almirall obtiene la aprobación de la Comisión Europea para lebrikizumab",
      text: "Almirall ha anunciado que la Comisión Europea ha aprobado lebrikizumab para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "La biotecnológica Biocostera inicia un ensayo de fase 2 con BC-40",
      text: "La biotecnológica Biocostera ha administrado la primera dosis a un paciente en su ensayo de fase 2 con el candidato BC-40 en la colitis ulcerosa. El estudio incluirá a 120 pacientes.",
      labels: { event: "trial-start", company: "Biocostera", asset: "BC40", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "La farmacéutica Laboratorios Duero cierra una ronda de 25 millones",
      text: "La farmacéutica Laboratorios Duero ha cerrado una ronda de financiación de 25 millones de euros para impulsar su cartera de fármacos contra enfermedades raras.",
      labels: { event: "financing", company: "Laboratorios Duero", asset: null, indication: null, regulator: null },
    },
    {
      title: "Resultados positivos en fase 3 para el fármaco TX-11 de Terranova Bio",
      text: "Terranova Bio ha anunciado que su fármaco TX-11 alcanzó el criterio de valoración principal en un ensayo de fase 3 en la esclerosis múltiple.",
      labels: { event: "readout", company: "Terranova Bio", asset: "TX11", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "La Agencia Europea de Medicamentos recibe la solicitud de TX-11",
      text: "Terranova Bio ha presentado ante la Agencia Europea de Medicamentos la solicitud de autorización de comercialización de TX-11 para la esclerosis múltiple.",
      labels: { event: "submission", company: "Terranova Bio", asset: "TX11", indication: "Multiple sclerosis", regulator: "EMA" },
    },
    {
      title: "La FDA concede la designación de medicamento huérfano a BC-52",
      text: "La biotecnológica Biocostera ha anunciado que la FDA ha concedido la designación de medicamento huérfano a su candidato BC-52 para la esclerosis lateral amiotrófica.",
      labels: { event: "designation", company: "Biocostera", asset: "BC52", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Laboratorios Duero adquiere una biotecnológica catalana",
      text: "La farmacéutica Laboratorios Duero ha acordado la compra de una biotecnológica catalana por 80 millones de euros, con lo que incorpora un anticuerpo en desarrollo para la artritis reumatoide.",
      labels: { event: "acquisition", company: "Laboratorios Duero", asset: null, indication: "Rheumatoid arthritis", regulator: null },
    },
    {
      title: "Terranova Bio licencia TX-11 en Estados Unidos",
      text: "Terranova Bio ha firmado un acuerdo de licencia con una compañía estadounidense para el desarrollo y la comercialización de TX-11 en Estados Unidos, con un pago inicial de 35 millones de dólares.",
      labels: { event: "licensing", company: "Terranova Bio", asset: "TX11", indication: null, regulator: null },
    },
    {
      title: "Biocostera y un hospital de Barcelona firman una alianza",
      text: "La biotecnológica Biocostera y un hospital de Barcelona han firmado una alianza de investigación para buscar nuevos tratamientos contra la enfermedad de Parkinson.",
      labels: { event: "partnership", company: "Biocostera", asset: null, indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "La FDA emite una carta de respuesta completa para BC-40",
      text: "Biocostera ha recibido una carta de respuesta completa de la FDA sobre su solicitud para BC-40 en la colitis ulcerosa, en la que la agencia pide datos adicionales de fabricación.",
      labels: { event: "complete-response-letter", company: "Biocostera", asset: "BC40", indication: "Ulcerative colitis", regulator: "FDA" },
    },
  ],
};
