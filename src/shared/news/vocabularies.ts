import { TAG_CATEGORIES, toTagLabel, type TagCategory } from "./tags";

// The seven tag vocabularies of news-community-support.md §3: the spec's labels with our synonyms
// (English, Chinese, Japanese, Korean, German), which are never shown.

// Synonyms match case-insensitively, Latin ones on word boundaries and CJK ones as substrings; a
// `*` at either end lets letters attach (German compounds: "*krebs" matches "Lungenkrebs"); short
// all-capital acronyms ("ALS", "EU") match only in capitals.

export type VocabularyEntry = {
  readonly label: string;
  /** A readable English name (modality entities, hashtags). */
  readonly name: string;
  readonly synonyms: readonly string[];
  /** Overrides the hashtag made from `name`. */
  readonly hashtag?: string;
  /** Also tagged when an anchor and a cue stand close together in one sentence ("FDA has approved"). */
  readonly nearby?: { readonly anchors: readonly string[]; readonly cues: readonly string[] };
};

const APPROVAL_CUES = [
  "approve", "approved", "approves", "approval", "approvals", "authorised", "authorized", "authorization",
  "authorisation", "clearance", "cleared", "nod", "green light", "greenlight",
  "批准", "获批", "核准", "承認", "認可", "승인", "허가", "품목허가",
  "Zulassung", "zugelassen", "genehmigt", "Genehmigung", "grünes Licht",
] as const;

export const VOCABULARIES: Record<TagCategory, readonly VocabularyEntry[]> = {
  therapeutic_areas: [
    {
      label: "oncology",
      name: "Oncology",
      synonyms: [
        "oncology", "cancer", "cancers", "tumor", "tumour", "tumors", "tumours", "carcinoma", "lymphoma",
        "leukemia", "leukaemia", "myeloma", "melanoma", "sarcoma", "glioblastoma", "glioma", "NSCLC",
        "solid tumor", "solid tumors", "solid tumours", "metastatic", "immuno-oncology", "oncologic",
        "anticancer", "anti-cancer", "neoplasm", "malignancy", "malignancies", "chemotherapy",
        "肿瘤", "癌症", "癌", "抗肿瘤", "抗癌", "实体瘤", "淋巴瘤", "白血病", "骨髓瘤", "黑色素瘤",
        "がん", "ガン", "腫瘍", "抗がん剤", "固形がん", "悪性リンパ腫", "白血病",
        "항암", "종양", "암 환자", "암환자", "암 치료", "고형암", "림프종", "백혈병",
        "Onkologie", "*krebs", "krebs*", "Tumor", "Tumoren", "*karzinom", "Leukämie", "Lymphom",
        "onkologisch*", "Chemotherapie",
      ],
    },
    {
      label: "neurology",
      name: "Neurology",
      synonyms: [
        "neurology", "neurological", "neuroscience", "neurodegenerative", "Alzheimer", "Alzheimer's",
        "Parkinson", "Parkinson's", "ALS", "amyotrophic lateral sclerosis", "multiple sclerosis",
        "epilepsy", "migraine", "Huntington", "Huntington's", "dementia", "schizophrenia", "depression",
        "CNS", "central nervous system", "neuropathy",
        "神经", "神经科学", "神经退行性", "阿尔茨海默", "帕金森", "癫痫", "偏头痛", "渐冻症", "多发性硬化",
        "精神分裂", "抑郁症",
        "神経", "神経疾患", "中枢神経", "アルツハイマー", "パーキンソン", "てんかん", "片頭痛", "認知症",
        "統合失調症", "うつ病",
        "신경", "신경과", "퇴행성 뇌질환", "알츠하이머", "파킨슨", "뇌전증", "편두통", "치매", "조현병",
        "Neurologie", "neurologisch*", "neurodegenerativ*", "Demenz", "Epilepsie", "Migräne",
        "Multiple Sklerose", "Schizophrenie",
      ],
    },
    {
      label: "cardiology",
      name: "Cardiology",
      synonyms: [
        "cardiology", "cardiovascular", "cardiac", "heart failure", "heart disease", "hypertension",
        "atrial fibrillation", "cardiomyopathy", "myocardial infarction", "heart attack", "stroke",
        "atherosclerosis", "cholesterol", "LDL-C", "lipoprotein(a)", "Lp(a)", "cardiometabolic",
        "心血管", "心脏", "心力衰竭", "心衰", "高血压", "房颤", "心肌病", "心肌梗死", "降脂", "胆固醇",
        "循環器", "心不全", "高血圧", "心房細動", "心筋症", "心筋梗塞", "脳卒中", "コレステロール",
        "심혈관", "심장", "심부전", "고혈압", "심방세동", "심근병증", "심근경색", "뇌졸중", "콜레스테롤",
        "Kardiologie", "kardiovaskulär*", "Herz-Kreislauf", "Herzinsuffizienz", "Herzschwäche",
        "Bluthochdruck", "Vorhofflimmern", "Herzinfarkt", "Schlaganfall", "Cholesterin",
      ],
    },
    {
      label: "immunology",
      name: "Immunology",
      synonyms: [
        "immunology", "immunological", "autoimmune", "autoimmunity", "inflammatory", "inflammation",
        "rheumatoid arthritis", "psoriatic arthritis", "lupus", "inflammatory bowel disease",
        "myasthenia gravis", "immune-mediated", "I&I", "immunology and inflammation",
        "自身免疫", "自免", "免疫疾病", "免疫性疾病", "炎症性疾病", "类风湿", "红斑狼疮", "重症肌无力",
        "免疫疾患", "自己免疫", "関節リウマチ", "ループス", "重症筋無力症",
        "자가면역", "면역질환", "면역 질환", "염증성 질환", "류마티스", "루푸스", "중증근무력증",
        "Immunologie", "immunologisch*", "Autoimmun*", "entzündlich*", "Entzündung*", "rheumatoide Arthritis",
      ],
    },
    {
      label: "rare-diseases",
      name: "Rare diseases",
      synonyms: [
        "rare disease", "rare diseases", "rare disorder", "rare disorders", "rare genetic disease",
        "ultra-rare", "orphan disease", "orphan diseases", "inherited disorder",
        "罕见病", "罕见疾病", "遗传病", "希少疾患", "難病", "希少疾病", "희귀질환", "희귀 질환", "희귀병",
        "seltene Erkrankung", "seltene Erkrankungen", "seltene Krankheit", "seltene Krankheiten",
      ],
    },
    {
      label: "ophthalmology",
      name: "Ophthalmology",
      synonyms: [
        "ophthalmology", "ophthalmic", "retina", "retinal", "eye disease", "macular degeneration",
        "diabetic macular edema", "glaucoma", "geographic atrophy", "dry eye", "uveitis", "vision loss",
        "眼科", "眼病", "视网膜", "黄斑变性", "青光眼", "干眼", "網膜", "黄斑変性", "緑内障", "ドライアイ",
        "안과", "망막", "황반변성", "녹내장", "안구건조증",
        "Augenheilkunde", "Ophthalmologie", "Netzhaut", "Makuladegeneration", "Augenerkrankung*",
      ],
    },
    {
      label: "dermatology",
      name: "Dermatology",
      synonyms: [
        "dermatology", "dermatological", "skin disease", "atopic dermatitis", "eczema", "psoriasis",
        "hidradenitis suppurativa", "vitiligo", "alopecia", "acne", "prurigo nodularis",
        "皮肤", "皮肤病", "特应性皮炎", "湿疹", "银屑病", "白癜风", "脱发",
        "皮膚", "皮膚科", "アトピー性皮膚炎", "乾癬", "白斑", "脱毛症",
        "피부", "피부과", "아토피", "건선", "백반증", "탈모",
        "Dermatologie", "dermatologisch*", "Hautkrankheit*", "Neurodermitis", "Schuppenflechte", "Psoriasis",
      ],
    },
    {
      label: "gastroenterology",
      name: "Gastroenterology",
      synonyms: [
        "gastroenterology", "gastrointestinal", "GI", "ulcerative colitis", "Crohn's disease", "Crohn's",
        "IBD", "liver disease", "MASH", "NASH", "hepatology", "cirrhosis", "celiac disease",
        "eosinophilic esophagitis",
        "消化", "消化道", "胃肠", "溃疡性结肠炎", "克罗恩病", "肝病", "脂肪性肝炎", "肝硬化",
        "消化器", "潰瘍性大腸炎", "クローン病", "肝疾患", "脂肪肝炎", "肝硬変",
        "소화기", "위장", "궤양성 대장염", "크론병", "간질환", "지방간염", "간경변",
        "Gastroenterologie", "Magen-Darm", "Colitis ulcerosa", "Morbus Crohn", "Lebererkrankung*",
        "Leberzirrhose",
      ],
    },
    {
      label: "respiratory",
      name: "Respiratory",
      synonyms: [
        "respiratory", "pulmonary", "lung disease", "asthma", "COPD", "chronic obstructive pulmonary disease",
        "idiopathic pulmonary fibrosis", "IPF", "cystic fibrosis", "bronchiectasis", "RSV",
        "respiratory syncytial virus", "pulmonary arterial hypertension",
        "呼吸", "呼吸系统", "肺病", "哮喘", "慢阻肺", "慢性阻塞性肺", "肺纤维化", "囊性纤维化",
        "呼吸器", "喘息", "慢性閉塞性肺疾患", "肺線維症", "嚢胞性線維症",
        "호흡기", "천식", "만성폐쇄성폐질환", "폐섬유증", "낭포성 섬유증",
        "Atemwegs*", "Lungenerkrankung*", "Asthma", "Lungenfibrose", "Mukoviszidose", "pneumologisch*",
      ],
    },
    {
      label: "hematology",
      name: "Hematology",
      synonyms: [
        "hematology", "haematology", "hematologic", "haematologic", "hematological", "haematological",
        "blood cancer", "blood cancers", "blood disorder", "blood disorders", "hemophilia", "haemophilia",
        "sickle cell", "thalassemia", "thalassaemia", "anemia", "anaemia", "myelodysplastic",
        "hematologic malignancies", "paroxysmal nocturnal hemoglobinuria",
        "血液", "血液病", "血液肿瘤", "血友病", "镰状细胞", "地中海贫血", "贫血",
        "血液がん", "血液疾患", "血友病", "鎌状赤血球", "サラセミア", "貧血",
        "혈액", "혈액암", "혈우병", "겸상적혈구", "지중해빈혈", "빈혈",
        "Hämatologie", "hämatologisch*", "Blutkrebs", "Bluterkrankheit", "Hämophilie", "Sichelzell*",
        "Thalassämie", "Anämie", "Blutarmut",
      ],
    },
  ],
  targets_moa: [
    {
      label: "pd-1-pd-l1",
      name: "PD-1/PD-L1",
      hashtag: "PD1",
      synonyms: [
        "PD-1", "PD1", "PD-L1", "PDL1", "PD-1/PD-L1", "programmed death-1", "programmed cell death protein 1",
        "programmed death-ligand 1", "anti-PD-1", "anti-PD-L1", "pembrolizumab", "Keytruda", "nivolumab",
        "Opdivo", "atezolizumab", "Tecentriq", "durvalumab", "Imfinzi", "cemiplimab", "Libtayo",
        "dostarlimab", "Jemperli", "tislelizumab", "Tevimbra", "camrelizumab", "sintilimab",
        "toripalimab", "serplulimab", "penpulimab", "ivonescimab", "cadonilimab",
        "卡瑞利珠单抗", "替雷利珠单抗", "信迪利单抗", "特瑞普利单抗", "帕博利珠单抗", "纳武利尤单抗",
        "斯鲁利单抗", "依沃西单抗", "卡度尼利单抗", "免疫检查点抑制剂",
        "キイトルーダ", "オプジーボ", "ニボルマブ", "ペムブロリズマブ", "テセントリク", "イミフィンジ",
        "免疫チェックポイント阻害", "키트루다", "옵디보", "면역관문억제제", "Checkpoint-Inhibitor*",
      ],
    },
    {
      label: "ctla-4",
      name: "CTLA-4",
      synonyms: [
        "CTLA-4", "CTLA4", "anti-CTLA-4", "ipilimumab", "Yervoy", "tremelimumab", "Imjudo", "botensilimab",
        "伊匹木单抗", "イピリムマブ", "ヤーボイ", "여보이",
      ],
    },
    {
      label: "her2",
      name: "HER2",
      synonyms: [
        "HER2", "HER-2", "ERBB2", "HER2-positive", "HER2-low", "trastuzumab", "Herceptin", "pertuzumab",
        "Perjeta", "Enhertu", "trastuzumab deruxtecan", "T-DXd", "Kadcyla", "tucatinib", "zanidatamab",
        "disitamab vedotin",
        "曲妥珠单抗", "帕妥珠单抗", "维迪西妥单抗", "トラスツズマブ", "エンハーツ", "허셉틴", "엔허투",
      ],
    },
    {
      label: "egfr",
      name: "EGFR",
      synonyms: [
        "EGFR", "EGFR-mutant", "EGFR-TKI", "epidermal growth factor receptor", "osimertinib", "Tagrisso",
        "amivantamab", "Rybrevant", "lazertinib", "Lazcluze", "Leclaza", "erlotinib", "gefitinib",
        "afatinib", "furmonertinib", "aumolertinib", "cetuximab", "Erbitux",
        "奥希替尼", "伏美替尼", "阿美替尼", "埃克替尼", "吉非替尼", "表皮生长因子受体",
        "タグリッソ", "オシメルチニブ", "렉라자", "레이저티닙", "타그리소",
      ],
    },
    {
      label: "vegf",
      name: "VEGF",
      synonyms: [
        "VEGF", "VEGFR", "VEGF-A", "anti-VEGF", "vascular endothelial growth factor", "bevacizumab", "Avastin",
        "aflibercept", "Eylea", "ranibizumab", "Lucentis", "faricimab", "Vabysmo", "ramucirumab",
        "fruquintinib", "anlotinib", "apatinib", "lenvatinib",
        "贝伐珠单抗", "呋喹替尼", "安罗替尼", "阿帕替尼", "血管内皮生长因子",
        "ベバシズマブ", "アイリーア", "バビースモ", "아일리아", "아바스틴",
      ],
    },
    {
      label: "bcr-abl",
      name: "BCR-ABL",
      synonyms: [
        "BCR-ABL", "BCR-ABL1", "BCR::ABL1", "Philadelphia chromosome", "Ph+", "imatinib", "Gleevec", "Glivec",
        "dasatinib", "Sprycel", "nilotinib", "Tasigna", "ponatinib", "Iclusig", "asciminib", "Scemblix",
        "olverembatinib", "bosutinib",
        "伊马替尼", "达沙替尼", "尼洛替尼", "奥雷巴替尼", "费城染色体", "イマチニブ", "グリベック", "글리벡",
      ],
    },
    {
      label: "jak-stat",
      name: "JAK-STAT",
      hashtag: "JAK",
      synonyms: [
        "JAK", "JAK1", "JAK2", "JAK3", "TYK2", "JAK-STAT", "JAK/STAT", "JAK inhibitor", "JAK inhibitors",
        "Janus kinase", "ruxolitinib", "Jakafi", "Jakavi", "tofacitinib", "Xeljanz", "baricitinib",
        "Olumiant", "upadacitinib", "Rinvoq", "abrocitinib", "deucravacitinib", "Sotyktu", "ritlecitinib",
        "JAK抑制剂", "芦可替尼", "JAK阻害薬", "JAK阻害剤", "JAK 억제제", "JAK억제제", "JAK-Inhibitor*",
      ],
    },
    {
      label: "pi3k-akt-mtor",
      name: "PI3K/AKT/mTOR",
      hashtag: "PI3K",
      synonyms: [
        "PI3K", "PI3Kα", "PI3K-alpha", "PIK3CA", "AKT", "AKT1", "mTOR", "PI3K/AKT/mTOR", "PI3K/AKT",
        "alpelisib", "Piqray", "capivasertib", "Truqap", "inavolisib", "Itovebi", "everolimus", "Afinitor",
        "idelalisib", "copanlisib", "sirolimus",
        "依维莫司", "卡匹色替", "エベロリムス", "カピバセルチブ",
      ],
    },
    {
      label: "ras-raf-mek-erk",
      name: "RAS/RAF/MEK/ERK",
      hashtag: "KRAS",
      synonyms: [
        "KRAS", "KRAS G12C", "KRAS G12D", "NRAS", "HRAS", "RAS", "pan-RAS", "BRAF", "BRAF V600E", "MEK",
        "MEK1/2", "ERK", "MAPK", "MAPK pathway", "RAS/MAPK", "sotorasib", "Lumakras", "Lumykras",
        "adagrasib", "Krazati", "divarasib", "glecirasib", "garsorasib", "fulzerasib", "daraxonrasib",
        "trametinib", "Mekinist", "dabrafenib", "Tafinlar", "encorafenib", "Braftovi", "binimetinib",
        "vemurafenib", "cobimetinib", "avutometinib",
        "格索雷塞", "氟泽雷塞", "戈来雷塞", "ソトラシブ", "크라스",
      ],
    },
  ],
  modalities: [
    {
      label: "monoclonal-antibody",
      name: "Monoclonal antibody",
      synonyms: [
        "monoclonal antibody", "monoclonal antibodies", "mAb", "antibody", "antibodies", "antibody therapy",
        "单抗", "单克隆抗体", "抗体", "抗体药物", "抗体医薬", "抗体薬", "モノクローナル抗体", "抗体製剤",
        "항체", "단일클론항체", "항체치료제", "항체 치료제",
        "monoklonaler Antikörper", "monoklonale Antikörper", "Antikörper", "*antikörper",
      ],
    },
    {
      label: "small-molecule",
      name: "Small molecule",
      synonyms: [
        "small molecule", "small-molecule", "small molecules", "oral inhibitor", "kinase inhibitor",
        "kinase inhibitors", "tyrosine kinase inhibitor", "TKI", "TKIs", "oral pill", "degrader", "PROTAC",
        "小分子", "小分子药物", "口服小分子", "激酶抑制剂", "低分子", "低分子医薬", "低分子化合物",
        "キナーゼ阻害", "저분자", "저분자 화합물", "합성신약", "경구용", "kleines Molekül", "kleine Moleküle",
        "niedermolekular*", "Kinasehemmer", "Kinase-Inhibitor*", "Small Molecule",
      ],
    },
    {
      label: "cell-therapy",
      name: "Cell therapy",
      synonyms: [
        "cell therapy", "cell therapies", "CAR-T", "CAR T", "CAR-T cell", "CAR T-cell", "CAR-NK", "TCR-T",
        "TIL therapy", "tumor-infiltrating lymphocyte", "stem cell therapy", "allogeneic", "autologous",
        "细胞疗法", "细胞治疗", "干细胞", "细胞療法", "細胞治療", "再生医療等製品", "幹細胞",
        "세포치료", "세포 치료", "세포치료제", "줄기세포", "Zelltherapie", "Zelltherapien", "CAR-T-Zell*",
        "Stammzell*",
      ],
    },
    {
      label: "gene-therapy",
      name: "Gene therapy",
      synonyms: [
        "gene therapy", "gene therapies", "AAV", "adeno-associated virus", "gene editing", "gene-editing",
        "base editing", "prime editing", "CRISPR-based", "gene replacement", "gene transfer",
        "基因疗法", "基因治疗", "基因编辑", "遺伝子治療", "遺伝子編集", "유전자 치료", "유전자치료",
        "유전자치료제", "유전자 편집", "Gentherapie", "Gentherapien", "Genom-Editierung", "Geneditierung",
      ],
    },
    {
      label: "rna-therapeutics",
      name: "RNA therapeutics",
      hashtag: "RNA",
      synonyms: [
        "RNA therapeutics", "RNA therapeutic", "RNA-based", "siRNA", "RNAi", "RNA interference", "antisense",
        "antisense oligonucleotide", "ASO", "oligonucleotide", "oligonucleotides", "mRNA therapy",
        "mRNA therapeutics", "gene silencing",
        "小核酸", "核酸药物", "RNA疗法", "反义寡核苷酸", "核酸医薬", "アンチセンス", "RNA 치료제",
        "RNA치료제", "핵산치료제", "RNA-Therapeutika", "RNA-Therapie", "Antisense-Oligonukleotid*",
      ],
    },
    {
      label: "adc",
      name: "Antibody-drug conjugate",
      hashtag: "ADC",
      synonyms: [
        "ADC", "ADCs", "antibody-drug conjugate", "antibody-drug conjugates", "antibody drug conjugate",
        "antibody drug conjugates", "deruxtecan", "vedotin", "govitecan", "emtansine", "payload",
        "抗体偶联药物", "抗体药物偶联物", "ADC药物", "抗体薬物複合体", "抗体薬物コンジュゲート", "デルクステカン",
        "ベドチン", "데룩스테칸",
        "항체-약물 접합체", "항체약물접합체", "항체 약물 접합체", "Antikörper-Wirkstoff-Konjugat*",
      ],
    },
    {
      label: "bispecific",
      name: "Bispecific antibody",
      hashtag: "Bispecifics",
      synonyms: [
        "bispecific", "bispecifics", "bispecific antibody", "bispecific antibodies", "BsAb", "T-cell engager",
        "T cell engager", "trispecific",
        "双抗", "双特异性抗体", "双特异性", "二重特異性抗体", "バイスペシフィック", "이중항체", "이중특이항체",
        "이중특이성 항체", "bispezifisch*",
      ],
    },
    {
      label: "peptide",
      name: "Peptide",
      synonyms: [
        "peptide", "peptides", "polypeptide", "peptide-based", "macrocyclic peptide",
        "多肽", "肽类", "ペプチド", "펩타이드", "펩티드", "Peptid", "Peptide",
      ],
    },
    {
      label: "vaccine",
      name: "Vaccine",
      synonyms: [
        "vaccine", "vaccines", "vaccination", "immunization", "immunisation", "mRNA vaccine",
        "疫苗", "ワクチン", "백신", "Impfstoff", "Impfstoffe", "Vakzin*", "Impfung",
      ],
    },
  ],
  development_stage: [
    {
      label: "preclinical",
      name: "Preclinical",
      synonyms: [
        "preclinical", "pre-clinical", "IND-enabling", "animal model", "animal models", "in vivo study",
        "临床前", "前臨床", "非臨床", "전임상", "비임상", "präklinisch*",
      ],
    },
    {
      label: "clinical-trial-phase-1",
      name: "Phase 1 trial",
      hashtag: "Phase1",
      synonyms: [
        "Phase 1", "Phase I", "Phase 1a", "Phase 1b", "Phase Ia", "Phase Ib", "Phase 1/2", "Phase I/II",
        "first-in-human", "first in human", "dose-escalation",
        "I期临床", "1期临床", "Ⅰ期临床", "I期研究", "1期研究", "Ⅰ期研究", "首次人体",
        "第1相", "第I相", "第Ⅰ相", "フェーズ1", "臨床1相",
        "임상 1상", "임상1상", "1상 임상", "1상 시험", "Phase-1-Studie", "Phase-I-Studie", "Phase-1",
        "Phase-I",
      ],
    },
    {
      label: "clinical-trial-phase-2",
      name: "Phase 2 trial",
      hashtag: "Phase2",
      synonyms: [
        "Phase 2", "Phase II", "Phase 2a", "Phase 2b", "Phase IIa", "Phase IIb",
        "II期临床", "2期临床", "Ⅱ期临床", "II期研究", "2期研究", "Ⅱ期研究",
        "第2相", "第II相", "第Ⅱ相", "フェーズ2", "臨床2相",
        "임상 2상", "임상2상", "2상 임상", "2상 시험", "Phase-2-Studie", "Phase-II-Studie", "Phase-2",
        "Phase-II",
      ],
    },
    {
      label: "clinical-trial-phase-3",
      name: "Phase 3 trial",
      hashtag: "Phase3",
      synonyms: [
        "Phase 3", "Phase III", "Phase 3b", "Phase IIIb", "Phase 2/3", "Phase II/III", "late-stage trial",
        "late-stage study",
        "III期临床", "3期临床", "Ⅲ期临床", "III期研究", "3期研究", "Ⅲ期研究", "三期临床",
        "第3相", "第III相", "第Ⅲ相", "フェーズ3", "臨床3相",
        "임상 3상", "임상3상", "3상 임상", "3상 시험", "Phase-3-Studie", "Phase-III-Studie", "Phase-3",
        "Phase-III",
      ],
    },
    {
      label: "phase-4",
      name: "Phase 4 study",
      hashtag: "Phase4",
      synonyms: [
        "Phase 4", "Phase IV", "post-marketing study", "postmarketing study", "post-marketing trial",
        "post-approval study",
        "IV期临床", "4期临床", "Ⅳ期临床", "上市后研究", "第4相", "第IV相", "第Ⅳ相", "製造販売後臨床試験",
        "市販後臨床試験", "임상 4상", "임상4상", "4상 임상", "시판 후 임상", "Phase-4-Studie", "Phase-IV-Studie",
        "Anwendungsbeobachtung",
      ],
    },
    {
      label: "pivotal-trial",
      name: "Pivotal trial",
      synonyms: [
        "pivotal", "pivotal trial", "pivotal study", "registrational", "registrational trial",
        "registration-enabling", "关键性临床", "关键性研究", "注册性临床", "注册临床", "ピボタル",
        "検証的試験", "허가용 임상", "피보탈", "pivotale", "Zulassungsstudie", "zulassungsrelevant*",
      ],
    },
  ],
  regulatory_market: [
    {
      label: "fda-approval",
      name: "FDA approval",
      synonyms: [
        "FDA approval", "FDA approvals", "FDA approves", "FDA approved", "FDA-approved", "FDA nod",
        "FDA clearance", "approved by the FDA", "approved by the U.S. Food and Drug Administration",
        "FDA批准", "FDA 批准", "获FDA批准", "FDA获批", "FDA承認", "FDAの承認", "FDA 承認", "FDA 승인",
        "FDA승인", "FDA 허가", "FDA허가", "FDA-Zulassung", "FDA-Genehmigung", "von der FDA zugelassen",
      ],
      nearby: {
        anchors: [
          "FDA", "Food and Drug Administration", "美国食品药品监督管理局", "美国食品药品管理局", "美国FDA",
          "米国食品医薬品局", "米FDA", "미국 식품의약국", "미국식품의약국", "US-Arzneimittelbehörde",
          "US-Gesundheitsbehörde",
        ],
        cues: APPROVAL_CUES,
      },
    },
    {
      label: "ema-approval",
      name: "EMA approval",
      synonyms: [
        "EMA approval", "EMA approves", "European Commission approval", "European Commission approves",
        "EC approval", "EU approval", "approved in the EU", "approved in Europe", "CHMP positive opinion",
        "positive CHMP opinion", "positive opinion", "conditional marketing authorisation in the EU",
        "欧盟批准", "EMA批准", "欧盟委员会批准", "欧州委員会の承認", "欧州で承認", "欧州承認", "EU 승인",
        "유럽 승인", "EMA 승인", "유럽연합 승인", "EU-Zulassung", "europäische Zulassung",
        "Zulassung in der EU", "positive Empfehlung", "CHMP-Empfehlung",
      ],
      nearby: {
        anchors: [
          "EMA", "European Medicines Agency", "European Commission", "CHMP", "EU", "欧洲药品管理局",
          "欧盟委员会", "欧盟", "欧州医薬品庁", "欧州委員会", "欧州", "유럽의약품청", "유럽연합", "유럽",
          "EU-Kommission", "Europäische Kommission", "Europäische Arzneimittel-Agentur",
        ],
        cues: [...APPROVAL_CUES, "positive opinion", "recommended approval", "positive Empfehlung"],
      },
    },
    {
      label: "nmpa-approval",
      name: "NMPA approval",
      synonyms: [
        "NMPA approval", "NMPA approves", "NMPA approved", "approved in China", "China approval",
        "NMPA批准", "NMPA 批准", "国家药监局批准", "国家药品监督管理局批准", "药监局批准", "在中国获批",
        "国内获批", "中国获批", "中国で承認", "中国承認", "중국 승인", "중국 허가", "Zulassung in China",
      ],
      nearby: {
        anchors: [
          "NMPA", "National Medical Products Administration", "国家药品监督管理局", "国家药监局",
          "国家药品监管局", "药监局", "中国国家药品监督管理局", "중국 국가약품감독관리국", "중국 NMPA",
        ],
        cues: APPROVAL_CUES,
      },
    },
    {
      label: "pmda-approval",
      name: "PMDA approval",
      synonyms: [
        "PMDA approval", "MHLW approval", "approved in Japan", "Japanese approval", "Japan approval",
        "在日本获批", "日本获批", "製造販売承認", "国内承認", "日本で承認", "일본 승인", "일본 허가",
        "Zulassung in Japan",
      ],
      nearby: {
        anchors: [
          "PMDA", "MHLW", "Ministry of Health, Labour and Welfare", "Japanese Ministry of Health",
          "厚生労働省", "厚労省", "医薬品医療機器総合機構", "日本厚生劳动省", "일본 후생노동성",
        ],
        cues: [...APPROVAL_CUES, "了承"],
      },
    },
    {
      label: "breakthrough-designation",
      name: "Breakthrough designation",
      hashtag: "BreakthroughTherapy",
      synonyms: [
        "Breakthrough Therapy Designation", "Breakthrough Therapy designation", "breakthrough therapy",
        "breakthrough designation", "BTD", "PRIME designation", "PRIME scheme", "SAKIGAKE",
        "突破性疗法", "突破性治疗药物", "突破性治疗", "ブレークスルーセラピー", "画期的治療薬",
        "先駆け審査指定", "先駆的医薬品", "혁신치료제", "혁신 치료제", "획기적 치료제",
        "Breakthrough-Therapy", "Durchbruchstherapie",
      ],
    },
    {
      label: "orphan-drug",
      name: "Orphan drug",
      synonyms: [
        "orphan drug", "orphan drugs", "orphan drug designation", "orphan designation", "orphan status",
        "orphan medicinal product", "ODD",
        "孤儿药", "孤儿药资格", "罕见病用药", "オーファンドラッグ", "希少疾病用医薬品", "희귀의약품",
        "희귀 의약품", "Orphan-Drug", "Orphan-Drug-Status", "Orphan-Drug-Designation",
        "Arzneimittel für seltene Leiden",
      ],
    },
    {
      label: "fast-track",
      name: "Fast track",
      synonyms: [
        "fast track", "fast-track", "Fast Track designation", "rolling review", "rolling submission",
        "快速通道", "快速通道资格", "ファストトラック", "패스트트랙", "신속심사", "Fast-Track", "Fast-Track-Status",
      ],
    },
    {
      label: "priority-review",
      name: "Priority review",
      synonyms: [
        "priority review", "priority review voucher", "accelerated assessment", "PRV",
        "优先审评", "优先审批", "優先審査", "우선심사", "우선 심사", "vorrangige Prüfung",
        "beschleunigte Beurteilung", "Priority Review",
      ],
    },
    {
      label: "accelerated-approval",
      name: "Accelerated approval",
      synonyms: [
        "accelerated approval", "conditional approval", "conditional marketing authorisation",
        "conditional marketing authorization", "附条件批准", "有条件批准", "条件付き承認", "条件付き早期承認",
        "조건부 허가", "조건부 승인", "beschleunigte Zulassung", "bedingte Zulassung",
      ],
    },
  ],
  geographies: [
    {
      label: "china-biotech",
      name: "China biotech",
      synonyms: [
        "China", "Chinese", "mainland China", "Greater China", "PRC", "Hong Kong", "HKEX", "STAR Market",
        "Shanghai", "Beijing", "Suzhou", "Hangzhou", "Shenzhen",
        "中国", "中國", "我国", "港股", "科创板", "上海", "北京", "苏州", "杭州", "深圳",
        "中国企業", "中国市場", "중국", "중국 바이오", "chinesisch*",
      ],
    },
    {
      label: "japan-pharma",
      name: "Japan pharma",
      synonyms: [
        "Japan", "Japanese", "Tokyo", "Osaka", "TSE", "日本", "日本市场", "日本企业", "日本の", "東京", "大阪",
        "東証", "国内製薬", "일본", "japanisch*",
      ],
    },
    {
      label: "korea-biotech",
      name: "Korea biotech",
      synonyms: [
        "South Korea", "Korea", "Korean", "Seoul", "KOSDAQ", "KOSPI", "韩国", "韓国", "한국", "국내 제약",
        "국내 바이오", "서울", "코스닥", "코스피", "Südkorea", "koreanisch*", "südkoreanisch*",
      ],
    },
    {
      label: "usa-pharma",
      name: "USA pharma",
      hashtag: "USPharma",
      synonyms: [
        "United States", "U.S.", "US", "USA", "American", "Nasdaq", "NYSE", "Medicare", "Boston", "San Diego",
        "South San Francisco", "New Jersey",
        "美国", "美國", "米国", "アメリカ", "미국", "Vereinigte Staaten", "US-amerikanisch*",
        "US-Markt", "amerikanisch*",
      ],
    },
    {
      label: "eu-market",
      name: "EU market",
      synonyms: [
        "European Union", "EU", "Europe", "European", "Germany", "German", "France", "French", "Italy",
        "Spain", "Netherlands", "Belgium", "Denmark", "Sweden", "Ireland", "Austria",
        "欧盟", "欧洲", "德国", "法国", "欧州", "ヨーロッパ", "ドイツ", "フランス", "유럽", "유럽연합", "독일",
        "프랑스", "Europa", "Europäische Union", "europäisch*", "Deutschland", "deutsch*", "Frankreich",
        "EU-Markt",
      ],
    },
    {
      label: "uk-market",
      name: "UK market",
      synonyms: [
        "United Kingdom", "UK", "U.K.", "Britain", "British", "England", "NHS", "NICE", "London",
        "英国", "英國", "イギリス", "영국", "Großbritannien", "Vereinigtes Königreich", "britisch*",
      ],
    },
    {
      label: "emerging-markets",
      name: "Emerging markets",
      synonyms: [
        "emerging market", "emerging markets", "India", "Indian", "Brazil", "Latin America", "Mexico",
        "Southeast Asia", "Indonesia", "Vietnam", "Thailand", "Middle East", "Saudi Arabia", "Africa",
        "Turkey", "Egypt", "low- and middle-income countries", "LMICs",
        "新兴市场", "印度", "巴西", "拉美", "东南亚", "中东", "非洲", "新興国", "新興市場", "インド",
        "ブラジル", "東南アジア", "中東", "신흥시장", "신흥국", "인도", "브라질", "동남아", "중동",
        "Schwellenländer", "Schwellenland", "Indien", "Brasilien", "Lateinamerika", "Südostasien",
        "Nahost", "Afrika",
      ],
    },
  ],
  business_events: [
    {
      label: "merger-acquisition",
      name: "Merger & acquisition",
      hashtag: "MergersAndAcquisitions",
      synonyms: [
        "acquire", "acquires", "acquired", "acquiring", "acquisition", "acquisitions", "merger", "mergers",
        "merge", "buyout", "takeover", "take over", "tender offer", "M&A", "agreed to buy",
        "收购", "并购", "兼并", "要约收购", "買収", "合併", "経営統合", "TOB", "인수", "합병", "인수합병",
        "Übernahme", "Übernahmen", "übernimmt", "übernehmen", "übernommen", "Fusion", "Zukauf",
        "Übernahmeangebot", "kauft",
      ],
    },
    {
      label: "licensing-deal",
      name: "Licensing deal",
      synonyms: [
        "license", "licence", "licenses", "licensing", "licensed", "license agreement", "licensing agreement",
        "exclusive license", "in-license", "in-licensing", "out-license", "out-licensing", "upfront payment",
        "milestone payments", "royalties", "global rights", "ex-China rights", "option to license",
        "许可", "授权", "许可协议", "授权协议", "对外授权", "首付款", "里程碑付款", "License-out",
        "ライセンス", "ライセンス契約", "導出", "契約一時金", "マイルストーン",
        "라이선스", "기술이전", "기술수출", "기술 이전", "기술 수출", "계약금", "마일스톤",
        "Lizenz*", "lizenziert*", "Vorauszahlung", "Meilensteinzahlung*",
      ],
    },
    {
      label: "collaboration",
      name: "Collaboration",
      synonyms: [
        "collaboration", "collaborations", "collaborate", "collaborates", "partnership", "partnerships",
        "strategic alliance", "alliance", "co-development", "co-develop", "co-commercialization",
        "research agreement", "partner with", "teams up", "team up", "joint venture",
        "合作", "战略合作", "合作协议", "联合开发", "共同开发", "合资",
        "協業", "提携", "共同開発", "業務提携", "共同研究", "협력", "파트너십", "공동개발", "공동 개발", "협약",
        "Kooperation", "Zusammenarbeit", "Partnerschaft", "kooperiert*", "Allianz", "Forschungskooperation",
      ],
    },
    {
      label: "ipo",
      name: "IPO",
      synonyms: [
        "IPO", "IPOs", "initial public offering", "public listing", "go public", "goes public",
        "went public", "listing on the", "stock market debut", "market debut", "SPAC",
        "首次公开发行", "首次公开募股", "挂牌上市", "赴港上市", "港股上市", "科创板上市", "招股", "递表",
        "新規上場", "株式上場", "上場", "상장", "기업공개", "코스닥 상장", "Börsengang", "Börsendebüt",
        "an die Börse",
      ],
    },
    {
      label: "funding-round",
      name: "Funding round",
      synonyms: [
        "funding round", "financing round", "Series A", "Series B", "Series C", "Series D", "Series E",
        "seed round", "seed funding", "venture funding", "venture capital", "private placement",
        "raised $", "raises $", "raise $", "financing", "funding",
        "融资", "A轮", "B轮", "C轮", "D轮", "天使轮", "Pre-A轮", "定增", "资金調達", "資金調達",
        "シリーズA", "シリーズB", "シリーズC", "第三者割当増資", "投資誘致", "투자 유치", "투자유치",
        "시리즈 A", "시리즈A", "시리즈 B", "시리즈B", "시리즈 C", "시리즈C", "Finanzierungsrunde",
        "Serie-A", "Serie-B", "Series-A-Finanzierung", "Series-B-Finanzierung", "Kapitalerhöhung",
        "Wagniskapital", "Risikokapital",
      ],
    },
  ],
};

export type VocabularyTag = { readonly category: TagCategory } & VocabularyEntry;

/** Every entry with its category, in the spec's order. */
export const VOCABULARY_TAGS: readonly VocabularyTag[] = TAG_CATEGORIES.flatMap((category) =>
  VOCABULARIES[category].map((entry) => ({ category, ...entry })),
);

const BY_LABEL = new Map(VOCABULARY_TAGS.map((entry) => [entry.label, entry]));

/** The entry for a label (after `toTagLabel`), or undefined when no vocabulary has it. */
export function findVocabularyEntry(label: string): VocabularyTag | undefined {
  return BY_LABEL.get(toTagLabel(label));
}

/** True when `label` is a label of `category`'s vocabulary. */
export function isVocabularyTag(category: string, label: string): boolean {
  return findVocabularyEntry(label)?.category === category;
}

export function allTagLabels(): string[] {
  return VOCABULARY_TAGS.map((entry) => entry.label);
}

/** "#FDAApproval": the override, or the name's words joined with their first letters capitalized. */
export function tagHashtag(label: string): string | null {
  const entry = findVocabularyEntry(label);
  if (!entry) return null;
  if (entry.hashtag) return `#${entry.hashtag}`;
  const words = entry.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return `#${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")}`;
}
