import type { Disease } from "./types";

// Diseases and conditions common in biopharma news, with the therapeutic areas of the tag
// vocabulary they belong to (none for metabolic and infectious diseases outside those areas).
// Ambiguous abbreviations ("AD", "UC", "TB", bare "AMD"; French LLC and CHC, which English uses
// for other things) are left out on purpose. French, Spanish and German names are those the
// national cancer and health agencies and patient registries use (INCa, HAS and Orphanet for
// French, SEOM, AEMPS and Orphanet for Spanish, Deutsche Krebsgesellschaft and Orphanet for
// German), in the word orders the press writes ("leucémie aiguë myéloïde" and "leucémie myéloïde
// aiguë"); German declensions are made from them by the matcher.

const ONC = "oncology";
const NEURO = "neurology";
const CARDIO = "cardiology";
const IMMUNO = "immunology";
const RARE = "rare-diseases";
const EYE = "ophthalmology";
const DERM = "dermatology";
const GI = "gastroenterology";
const RESP = "respiratory";
const HEME = "hematology";

export const DISEASES: readonly Disease[] = [
  // Solid tumours
  { name: "Non-small cell lung cancer", areas: [ONC], aliases: ["NSCLC", "non-small-cell lung cancer", "非小细胞肺癌", "非小細胞肺がん", "非小細胞肺癌", "비소세포폐암", "비소세포성 폐암", "nicht-kleinzelliges Lungenkarzinom", "nicht-kleinzelligen Lungenkarzinom", "nicht-kleinzelligem Lungenkrebs", "NSCLC-Patienten", "cancer du poumon non à petites cellules", "CBNPC", "cáncer de pulmón no microcítico", "CPNM", "cáncer de pulmón de células no pequeñas", "cancer bronchique non à petites cellules"] },
  { name: "Small cell lung cancer", areas: [ONC], aliases: ["SCLC", "small-cell lung cancer", "小细胞肺癌", "小細胞肺がん", "小細胞肺癌", "소세포폐암", "kleinzelliges Lungenkarzinom", "kleinzelligen Lungenkrebs", "cancer du poumon à petites cellules", "CBPC", "cáncer de pulmón microcítico", "cáncer de pulmón de células pequeñas", "cancer bronchique à petites cellules"] },
  { name: "Lung cancer", areas: [ONC], aliases: ["lung cancers", "肺癌", "肺がん", "폐암", "Lungenkrebs", "Lungenkarzinom", "cancer du poumon", "cancer bronchique", "cáncer de pulmón"] },
  { name: "Breast cancer", areas: [ONC], aliases: ["breast cancers", "乳腺癌", "乳癌", "乳がん", "유방암", "Brustkrebs", "Mammakarzinom", "cancer du sein", "cáncer de mama"] },
  { name: "Triple-negative breast cancer", areas: [ONC], aliases: ["TNBC", "triple negative breast cancer", "三阴性乳腺癌", "トリプルネガティブ乳がん", "삼중음성 유방암", "삼중음성유방암", "triple-negativer Brustkrebs", "dreifach negativer Brustkrebs", "cancer du sein triple négatif", "cáncer de mama triple negativo"] },
  { name: "Prostate cancer", areas: [ONC], aliases: ["mCRPC", "metastatic castration-resistant prostate cancer", "前列腺癌", "前立腺がん", "前立腺癌", "전립선암", "Prostatakrebs", "Prostatakarzinom", "cancer de la prostate", "cáncer de próstata"] },
  { name: "Colorectal cancer", areas: [ONC], aliases: ["CRC", "colon cancer", "rectal cancer", "bowel cancer", "结直肠癌", "结肠癌", "大肠癌", "大腸がん", "結腸がん", "直腸がん", "대장암", "결장암", "직장암", "Darmkrebs", "kolorektales Karzinom", "Kolorektalkarzinom", "cancer colorectal", "cáncer colorrectal"] },
  { name: "Gastric cancer", areas: [ONC], aliases: ["stomach cancer", "gastroesophageal junction adenocarcinoma", "胃癌", "胃がん", "위암", "Magenkrebs", "Magenkarzinom", "cancer de l'estomac", "cancer gastrique", "cáncer gástrico", "cáncer de estómago"] },
  { name: "Hepatocellular carcinoma", areas: [ONC, GI], aliases: ["HCC", "liver cancer", "肝细胞癌", "肝癌", "肝細胞がん", "肝細胞癌", "肝がん", "간암", "간세포암", "Leberkrebs", "Leberzellkarzinom", "carcinome hépatocellulaire", "cancer du foie", "carcinoma hepatocelular", "cáncer de hígado", "hepatocarcinoma", "hepatozelluläres Karzinom"] },
  { name: "Pancreatic cancer", areas: [ONC], aliases: ["PDAC", "pancreatic ductal adenocarcinoma", "胰腺癌", "膵臓がん", "膵がん", "췌장암", "Bauchspeicheldrüsenkrebs", "Pankreaskarzinom", "cancer du pancréas", "cáncer de páncreas"] },
  { name: "Ovarian cancer", areas: [ONC], aliases: ["卵巢癌", "卵巣がん", "卵巣癌", "난소암", "Eierstockkrebs", "Ovarialkarzinom", "cancer de l'ovaire", "cáncer de ovario"] },
  { name: "Cervical cancer", areas: [ONC], aliases: ["宫颈癌", "子宮頸がん", "子宮頸癌", "자궁경부암", "Gebärmutterhalskrebs", "Zervixkarzinom", "cancer du col de l'utérus", "cáncer de cuello uterino", "cáncer cervical"] },
  { name: "Endometrial cancer", areas: [ONC], aliases: ["子宫内膜癌", "子宮体がん", "子宮内膜がん", "자궁내막암", "Endometriumkarzinom", "Gebärmutterkrebs", "cancer de l'endomètre", "cáncer de endometrio"] },
  { name: "Bladder cancer", areas: [ONC], aliases: ["urothelial carcinoma", "urothelial cancer", "膀胱癌", "尿路上皮癌", "膀胱がん", "尿路上皮がん", "방광암", "요로상피암", "Blasenkrebs", "Urothelkarzinom", "cancer de la vessie", "cáncer de vejiga", "carcinome urothélial", "cancer urothélial", "carcinoma urotelial", "cáncer urotelial", "Harnblasenkarzinom", "Harnblasenkrebs"] },
  { name: "Renal cell carcinoma", areas: [ONC], aliases: ["RCC", "kidney cancer", "肾癌", "肾细胞癌", "腎細胞がん", "腎細胞癌", "腎がん", "신장암", "신세포암", "Nierenkrebs", "Nierenzellkarzinom", "carcinome à cellules rénales", "cancer du rein", "carcinoma de células renales", "cáncer de riñón"] },
  { name: "Melanoma", areas: [ONC, DERM], aliases: ["黑色素瘤", "悪性黒色腫", "メラノーマ", "흑색종", "Melanom", "schwarzer Hautkrebs", "mélanome", "melanoma maligno"] },
  { name: "Head and neck cancer", areas: [ONC], aliases: ["HNSCC", "head and neck squamous cell carcinoma", "头颈癌", "头颈部鳞癌", "头颈部鳞状细胞癌", "頭頸部がん", "頭頸部癌", "두경부암", "Kopf-Hals-Tumor", "Kopf-Hals-Krebs", "cancer de la tête et du cou", "cancers de la tête et du cou", "Kopf-Hals-Tumoren", "cánceres de cabeza y cuello", "cáncer de cabeza y cuello"] },
  { name: "Nasopharyngeal carcinoma", areas: [ONC], aliases: ["nasopharyngeal cancer", "鼻咽癌", "上咽頭がん", "上咽頭癌", "비인두암", "Nasopharynxkarzinom", "carcinome du nasopharynx", "carcinoma nasofaríngeo"] },
  { name: "Esophageal cancer", areas: [ONC], aliases: ["oesophageal cancer", "ESCC", "esophageal squamous cell carcinoma", "食管癌", "食管鳞癌", "食道がん", "食道癌", "식도암", "Speiseröhrenkrebs", "Ösophaguskarzinom", "cancer de l'œsophage", "cáncer de esófago"] },
  { name: "Glioma", areas: [ONC, NEURO], aliases: ["gliomas", "low-grade glioma", "胶质瘤", "脑胶质瘤", "神経膠腫", "グリオーマ", "신경교종", "Gliom", "Gliome", "gliome", "gliomes"] },
  { name: "Glioblastoma", areas: [ONC, NEURO], aliases: ["GBM", "胶质母细胞瘤", "膠芽腫", "교모세포종", "Glioblastom", "グリオブラストーマ", "glioblastome"] },
  { name: "Thyroid cancer", areas: [ONC], aliases: ["甲状腺癌", "甲状腺がん", "갑상선암", "Schilddrüsenkrebs", "cancer de la thyroïde", "cáncer de tiroides"] },
  { name: "Biliary tract cancer", areas: [ONC], aliases: ["cholangiocarcinoma", "bile duct cancer", "胆道癌", "胆管癌", "胆道がん", "담도암", "담관암", "Gallengangskarzinom", "Gallengangkrebs", "cancer des voies biliaires", "cáncer de vías biliares", "cholangiocarcinome", "colangiocarcinoma", "Cholangiokarzinom"] },
  { name: "Mesothelioma", areas: [ONC], aliases: ["间皮瘤", "中皮腫", "중피종", "Mesotheliom", "mésothéliome", "mesotelioma"] },
  { name: "Soft tissue sarcoma", areas: [ONC], aliases: ["sarcoma", "sarcomas", "肉瘤", "肉腫", "육종", "Sarkom", "Weichteilsarkom", "軟部肉腫", "sarcome des tissus mous", "sarcoma de tejidos blandos"] },
  { name: "Neuroendocrine tumors", areas: [ONC], aliases: ["neuroendocrine tumor", "neuroendocrine tumours", "神经内分泌瘤", "神经内分泌肿瘤", "神経内分泌腫瘍", "신경내분비종양", "neuroendokrine Tumoren", "tumeurs neuroendocrines", "tumores neuroendocrinos"] },
  { name: "Gastrointestinal stromal tumor", areas: [ONC], aliases: ["GIST", "gastrointestinal stromal tumour", "胃肠间质瘤", "消化管間質腫瘍", "위장관기질종양", "gastrointestinaler Stromatumor", "tumeur stromale gastro-intestinale", "tumor del estroma gastrointestinal"] },

  { name: "Tenosynovial giant cell tumor", areas: [ONC, RARE], aliases: ["TGCT", "tenosynovial giant cell tumour", "pigmented villonodular synovitis", "腱鞘巨细胞瘤", "腱滑膜巨細胞腫", "건활막거대세포종", "건활막 거대세포종", "tenosynovialer Riesenzelltumor", "Tenosynovialer Riesenzelltumor", "tumeur ténosynoviale à cellules géantes", "tumor de células gigantes tenosinovial"] },
  { name: "Desmoid tumors", areas: [ONC, RARE], aliases: ["desmoid tumor", "desmoid tumour", "desmoid tumours", "aggressive fibromatosis", "硬纤维瘤", "韧带样纤维瘤", "デスモイド腫瘍", "데스모이드 종양", "Desmoidtumor", "Desmoid-Tumor", "Desmoidtumoren", "Desmoid-Tumoren", "tumeur desmoïde", "tumeurs desmoïdes", "tumor desmoide", "tumores desmoides"] },
  { name: "Cervical intraepithelial neoplasia", areas: [ONC], aliases: ["cervical precancer", "宫颈上皮内瘤变", "子宮頸部上皮内腫瘍", "자궁경부 상피내 종양", "zervikale intraepitheliale Neoplasie", "zervikale intraepitheliale Neoplasien", "néoplasie cervicale intraépithéliale", "néoplasie intraépithéliale cervicale", "neoplasia intraepitelial cervical"] },
  // Blood cancers and blood disorders
  { name: "Multiple myeloma", areas: [ONC, HEME], aliases: ["多发性骨髓瘤", "多発性骨髄腫", "다발골수종", "다발성 골수종", "Multiples Myelom", "multiple Myelom", "multiplen Myelom", "multiplen Myeloms", "myélome multiple", "mieloma múltiple"] },
  { name: "Acute myeloid leukemia", areas: [ONC, HEME], aliases: ["AML", "acute myeloid leukaemia", "急性髓系白血病", "急性髓性白血病", "急性骨髄性白血病", "급성 골수성 백혈병", "급성골수성백혈병", "akute myeloische Leukämie", "leucémie aiguë myéloïde", "leucemia mieloide aguda", "leucémie myéloïde aiguë", "leucemia mieloblástica aguda"] },
  { name: "Acute lymphoblastic leukemia", areas: [ONC, HEME], aliases: ["B-ALL", "acute lymphoblastic leukaemia", "急性淋巴细胞白血病", "急性リンパ性白血病", "急性リンパ芽球性白血病", "급성 림프구성 백혈병", "akute lymphatische Leukämie", "leucémie aiguë lymphoblastique", "leucemia linfoblástica aguda", "leucémie lymphoïde aiguë", "leucemia linfoide aguda"] },
  { name: "Chronic lymphocytic leukemia", areas: [ONC, HEME], aliases: ["CLL", "chronic lymphocytic leukaemia", "慢性淋巴细胞白血病", "慢性リンパ性白血病", "만성 림프구성 백혈병", "chronische lymphatische Leukämie", "leucémie lymphoïde chronique", "leucemia linfocítica crónica", "leucemia linfática crónica"] },
  { name: "Chronic myeloid leukemia", areas: [ONC, HEME], aliases: ["CML", "chronic myeloid leukaemia", "慢性髓系白血病", "慢性髓性白血病", "慢性骨髄性白血病", "만성 골수성 백혈병", "chronische myeloische Leukämie", "leucémie myéloïde chronique", "leucemia mieloide crónica"] },
  { name: "Diffuse large B-cell lymphoma", areas: [ONC, HEME], aliases: ["DLBCL", "弥漫大B细胞淋巴瘤", "弥漫性大B细胞淋巴瘤", "びまん性大細胞型B細胞リンパ腫", "미만성 거대 B세포 림프종", "diffuses großzelliges B-Zell-Lymphom", "lymphome diffus à grandes cellules B", "linfoma difuso de células B grandes", "lymphome B diffus à grandes cellules", "linfoma B difuso de células grandes"] },
  { name: "Follicular lymphoma", areas: [ONC, HEME], aliases: ["滤泡性淋巴瘤", "濾胞性リンパ腫", "여포성 림프종", "follikuläres Lymphom", "lymphome folliculaire", "linfoma folicular"] },
  { name: "Mantle cell lymphoma", areas: [ONC, HEME], aliases: ["MCL", "套细胞淋巴瘤", "マントル細胞リンパ腫", "외투세포림프종", "Mantelzell-Lymphom", "Mantelzelllymphom", "lymphome à cellules du manteau", "linfoma de células del manto"] },
  { name: "Hodgkin lymphoma", areas: [ONC, HEME], aliases: ["Hodgkin's lymphoma", "霍奇金淋巴瘤", "ホジキンリンパ腫", "호지킨 림프종", "Hodgkin-Lymphom", "lymphome de Hodgkin", "linfoma de Hodgkin"] },
  { name: "Non-Hodgkin lymphoma", areas: [ONC, HEME], aliases: ["NHL", "non-Hodgkin's lymphoma", "非霍奇金淋巴瘤", "非ホジキンリンパ腫", "비호지킨 림프종", "Non-Hodgkin-Lymphom", "lymphome non hodgkinien", "linfoma no Hodgkin"] },
  { name: "Myelodysplastic syndromes", areas: [ONC, HEME], aliases: ["MDS", "myelodysplastic syndrome", "骨髓增生异常综合征", "骨髄異形成症候群", "골수이형성증후군", "myelodysplastisches Syndrom", "syndromes myélodysplasiques", "síndromes mielodisplásicos"] },
  { name: "Myelofibrosis", areas: [ONC, HEME], aliases: ["骨髓纤维化", "骨髄線維症", "골수섬유증", "Myelofibrose", "myélofibrose", "mielofibrosis"] },
  { name: "Polycythemia vera", areas: [ONC, HEME], aliases: ["polycythaemia vera", "真性红细胞增多症", "真性多血症", "진성적혈구증가증", "Polycythaemia vera", "polyglobulie de Vaquez", "policitemia vera"] },
  { name: "Hemophilia A", areas: [HEME, RARE], aliases: ["haemophilia A", "血友病A", "A型血友病", "혈우병 A", "Hämophilie A", "hémophilie A", "hemofilia A"] },
  { name: "Hemophilia B", areas: [HEME, RARE], aliases: ["haemophilia B", "血友病B", "B型血友病", "혈우병 B", "Hämophilie B", "hémophilie B", "hemofilia B"] },
  { name: "Sickle cell disease", areas: [HEME, RARE], aliases: ["SCD", "sickle cell anemia", "sickle cell anaemia", "镰状细胞病", "镰状细胞贫血", "鎌状赤血球症", "겸상적혈구병", "겸상적혈구빈혈", "Sichelzellkrankheit", "Sichelzellanämie", "drépanocytose", "anemia falciforme", "enfermedad de células falciformes"] },
  { name: "Beta-thalassemia", areas: [HEME, RARE], aliases: ["β-thalassemia", "beta thalassemia", "transfusion-dependent thalassemia", "β地中海贫血", "β-地中海贫血", "βサラセミア", "베타 지중해빈혈", "Beta-Thalassämie", "bêta-thalassémie", "beta-talasemia"] },
  { name: "Paroxysmal nocturnal hemoglobinuria", areas: [HEME, RARE], aliases: ["PNH", "paroxysmal nocturnal haemoglobinuria", "阵发性睡眠性血红蛋白尿症", "発作性夜間ヘモグロビン尿症", "발작성 야간 혈색소뇨증", "paroxysmale nächtliche Hämoglobinurie", "hémoglobinurie paroxystique nocturne", "hemoglobinuria paroxística nocturna"] },
  { name: "Aplastic anemia", areas: [HEME, RARE], aliases: ["aplastic anaemia", "再生障碍性贫血", "再生不良性貧血", "재생불량성 빈혈", "aplastische Anämie"] },
  { name: "Immune thrombocytopenia", areas: [HEME, IMMUNO], aliases: ["ITP", "免疫性血小板减少症", "免疫性血小板減少症", "면역성 혈소판감소증", "Immunthrombozytopenie", "thrombopénie immunitaire", "trombocitopenia inmune"] },
  { name: "Anemia of chronic kidney disease", areas: [HEME], aliases: ["renal anemia", "renal anaemia", "肾性贫血", "腎性貧血", "신성빈혈", "renale Anämie"] },
  { name: "Venous thromboembolism", areas: [HEME, CARDIO], aliases: ["VTE", "deep vein thrombosis", "静脉血栓栓塞", "静脈血栓塞栓症", "정맥혈전색전증", "venöse Thromboembolie", "Thrombose"] },

  { name: "Systemic mastocytosis", areas: [HEME, RARE], aliases: ["advanced systemic mastocytosis", "indolent systemic mastocytosis", "系统性肥大细胞增多症", "全身性肥満細胞症", "전신성 비만세포증", "systemische Mastozytose", "mastocytose systémique", "mastocitosis sistémica"] },
  // Neurology and psychiatry
  { name: "Machado-Joseph disease", areas: [NEURO, RARE], aliases: ["spinocerebellar ataxia type 3", "SCA3", "脊髓小脑共济失调3型", "脊髄小脳失調症3型", "척수소뇌실조증 3형", "spinozerebelläre Ataxie Typ 3", "Machado-Joseph-Krankheit", "ataxie spinocérébelleuse de type 3", "maladie de Machado-Joseph", "ataxia espinocerebelosa tipo 3", "enfermedad de Machado-Joseph"] },
  { name: "Alzheimer's disease", areas: [NEURO], aliases: ["Alzheimer disease", "Alzheimer's", "early Alzheimer's", "阿尔茨海默病", "阿尔茨海默症", "阿尔兹海默病", "アルツハイマー病", "アルツハイマー型認知症", "알츠하이머병", "알츠하이머", "Alzheimer-Krankheit", "Morbus Alzheimer", "Alzheimer-Demenz", "Alzheimer", "maladie d'Alzheimer", "enfermedad de Alzheimer"] },
  { name: "Parkinson's disease", areas: [NEURO], aliases: ["Parkinson disease", "Parkinson's", "帕金森病", "帕金森", "パーキンソン病", "파킨슨병", "Parkinson-Krankheit", "Morbus Parkinson", "Parkinson", "maladie de Parkinson", "enfermedad de Parkinson"] },
  { name: "Amyotrophic lateral sclerosis", areas: [NEURO, RARE], aliases: ["ALS", "Lou Gehrig's disease", "肌萎缩侧索硬化", "肌萎缩侧索硬化症", "渐冻症", "筋萎縮性側索硬化症", "근위축성 측삭경화증", "루게릭병", "Amyotrophe Lateralsklerose", "sclérose latérale amyotrophique", "esclerosis lateral amiotrófica"] },
  { name: "Multiple sclerosis", areas: [NEURO, IMMUNO], aliases: ["relapsing multiple sclerosis", "多发性硬化", "多发性硬化症", "多発性硬化症", "다발성 경화증", "다발경화증", "Multiple Sklerose", "sclérose en plaques", "esclerosis múltiple"] },
  { name: "Huntington's disease", areas: [NEURO, RARE], aliases: ["Huntington disease", "亨廷顿病", "亨廷顿舞蹈症", "ハンチントン病", "헌팅턴병", "Chorea Huntington", "Huntington-Krankheit", "maladie de Huntington", "enfermedad de Huntington"] },
  { name: "Spinal muscular atrophy", areas: [NEURO, RARE], aliases: ["SMA", "脊髓性肌萎缩症", "脊髄性筋萎縮症", "척수성 근위축증", "spinale Muskelatrophie", "amyotrophie spinale", "atrofia muscular espinal"] },
  { name: "Duchenne muscular dystrophy", areas: [NEURO, RARE], aliases: ["DMD", "Duchenne", "杜氏肌营养不良", "杜氏肌营养不良症", "デュシェンヌ型筋ジストロフィー", "뒤센 근이영양증", "뒤센근이영양증", "Duchenne-Muskeldystrophie", "myopathie de Duchenne", "dystrophie musculaire de Duchenne", "distrofia muscular de Duchenne"] },
  { name: "Friedreich's ataxia", areas: [NEURO, RARE], aliases: ["Friedreich ataxia", "弗里德赖希共济失调", "フリードライヒ運動失調症", "프리드라이히 운동실조증", "Friedreich-Ataxie"] },
  { name: "Rett syndrome", areas: [NEURO, RARE], aliases: ["雷特综合征", "レット症候群", "레트 증후군", "Rett-Syndrom"] },
  { name: "Epilepsy", areas: [NEURO], aliases: ["seizures", "Dravet syndrome", "Lennox-Gastaut syndrome", "癫痫", "てんかん", "뇌전증", "간질", "Epilepsie", "épilepsie", "epilepsia"] },
  { name: "Migraine", areas: [NEURO], aliases: ["migraines", "偏头痛", "片頭痛", "편두통", "Migräne", "偏頭痛", "migraña"] },
  { name: "Schizophrenia", areas: [NEURO], aliases: ["精神分裂症", "统合失调症", "統合失調症", "조현병", "Schizophrenie", "schizophrénie", "esquizofrenia"] },
  { name: "Major depressive disorder", areas: [NEURO], aliases: ["MDD", "major depression", "treatment-resistant depression", "抑郁症", "うつ病", "우울증", "Depression", "Depressionen", "trouble dépressif majeur", "trastorno depresivo mayor"] },
  { name: "Myasthenia gravis", areas: [NEURO, IMMUNO], aliases: ["gMG", "generalized myasthenia gravis", "重症肌无力", "重症筋無力症", "중증근무력증", "myasthénie", "miastenia gravis"] },
  { name: "Neuromyelitis optica spectrum disorder", areas: [NEURO, IMMUNO, RARE], aliases: ["NMOSD", "视神经脊髓炎谱系疾病", "視神経脊髄炎スペクトラム障害", "시신경척수염 범주질환"] },
  { name: "Chronic inflammatory demyelinating polyneuropathy", areas: [NEURO, IMMUNO, RARE], aliases: ["CIDP", "慢性炎性脱髓鞘性多发性神经根神经病", "慢性炎症性脱髄性多発神経炎", "만성 염증성 탈수초성 다발신경병증"] },
  { name: "Essential tremor", areas: [NEURO], aliases: ["特发性震颤", "本態性振戦", "본태성 떨림", "essentieller Tremor"] },
  { name: "Narcolepsy", areas: [NEURO], aliases: ["发作性睡病", "ナルコレプシー", "기면증", "Narkolepsie"] },
  { name: "Chronic pain", areas: [NEURO], aliases: ["neuropathic pain", "慢性疼痛", "神经病理性疼痛", "神経障害性疼痛", "만성 통증", "chronische Schmerzen"] },
  { name: "Ischemic stroke", areas: [NEURO, CARDIO], aliases: ["ischaemic stroke", "缺血性卒中", "缺血性脑卒中", "脳梗塞", "뇌경색", "허혈성 뇌졸중", "ischämischer Schlaganfall", "accident vasculaire cérébral ischémique", "ictus isquémico"] },

  // Cardiovascular
  { name: "Heart failure", areas: [CARDIO], aliases: ["HFrEF", "HFpEF", "心力衰竭", "心衰", "心不全", "심부전", "Herzinsuffizienz", "Herzschwäche", "insuffisance cardiaque", "insuficiencia cardíaca", "insuficiencia cardiaca"] },
  { name: "Hypertension", areas: [CARDIO], aliases: ["high blood pressure", "resistant hypertension", "高血压", "高血圧", "고혈압", "Bluthochdruck", "Hypertonie", "hypertension artérielle", "hipertensión"] },
  { name: "Atrial fibrillation", areas: [CARDIO], aliases: ["AFib", "心房颤动", "房颤", "心房細動", "심방세동", "Vorhofflimmern", "fibrillation auriculaire", "fibrilación auricular"] },
  { name: "Hypertrophic cardiomyopathy", areas: [CARDIO], aliases: ["obstructive hypertrophic cardiomyopathy", "oHCM", "肥厚型心肌病", "肥大型心筋症", "비대심근병증", "비후성 심근병증", "hypertrophe Kardiomyopathie", "cardiomyopathie hypertrophique", "miocardiopatía hipertrófica"] },
  { name: "Transthyretin amyloidosis", areas: [CARDIO, RARE], aliases: ["ATTR amyloidosis", "ATTR-CM", "ATTR cardiomyopathy", "hATTR", "转甲状腺素蛋白淀粉样变性", "トランスサイレチン型アミロイドーシス", "트랜스티레틴 아밀로이드증", "Transthyretin-Amyloidose", "amylose à transthyrétine", "amiloidosis por transtiretina"] },
  { name: "Hypercholesterolemia", areas: [CARDIO], aliases: ["high cholesterol", "familial hypercholesterolemia", "hypercholesterolaemia", "高胆固醇血症", "高コレステロール血症", "고콜레스테롤혈증", "Hypercholesterinämie", "hypercholestérolémie", "hipercolesterolemia"] },
  { name: "Atherosclerotic cardiovascular disease", areas: [CARDIO], aliases: ["ASCVD", "动脉粥样硬化性心血管疾病", "アテローム性動脈硬化性心血管疾患", "죽상경화성 심혈관질환", "atherosklerotische Herz-Kreislauf-Erkrankung"] },
  { name: "Myocardial infarction", areas: [CARDIO], aliases: ["heart attack", "心肌梗死", "心梗", "心筋梗塞", "심근경색", "Herzinfarkt", "infarctus du myocarde", "infarto de miocardio"] },
  { name: "Pulmonary arterial hypertension", areas: [RESP, CARDIO, RARE], aliases: ["PAH", "肺动脉高压", "肺動脈性肺高血圧症", "폐동맥고혈압", "pulmonale arterielle Hypertonie", "pulmonal-arterielle Hypertonie", "hypertension artérielle pulmonaire", "hipertensión arterial pulmonar"] },

  // Immunology and inflammation
  { name: "Rheumatoid arthritis", areas: [IMMUNO], aliases: ["类风湿关节炎", "类风湿性关节炎", "関節リウマチ", "류마티스 관절염", "류마티스관절염", "rheumatoide Arthritis", "polyarthrite rhumatoïde", "artritis reumatoide"] },
  { name: "Psoriatic arthritis", areas: [IMMUNO], aliases: ["PsA", "银屑病关节炎", "乾癬性関節炎", "건선성 관절염", "Psoriasis-Arthritis", "rhumatisme psoriasique", "artritis psoriásica"] },
  { name: "Systemic lupus erythematosus", areas: [IMMUNO], aliases: ["SLE", "lupus", "系统性红斑狼疮", "红斑狼疮", "全身性エリテマトーデス", "전신홍반루푸스", "루푸스", "systemischer Lupus erythematodes", "lupus érythémateux systémique", "lupus eritematoso sistémico"] },
  { name: "Lupus nephritis", areas: [IMMUNO], aliases: ["狼疮肾炎", "狼疮性肾炎", "ループス腎炎", "루푸스 신염", "Lupusnephritis", "néphropathie lupique", "nefritis lúpica"] },
  { name: "Axial spondyloarthritis", areas: [IMMUNO], aliases: ["axSpA", "ankylosing spondylitis", "强直性脊柱炎", "強直性脊椎炎", "강직성 척추염", "Morbus Bechterew", "spondylarthrite axiale", "spondylarthrite ankylosante", "espondiloartritis axial", "espondilitis anquilosante", "axiale Spondyloarthritis"] },
  { name: "Sjögren's disease", areas: [IMMUNO], aliases: ["enfermedad de Sjögren", "síndrome de Sjögren", "maladie de Sjögren", "syndrome de Gougerot-Sjögren", "Sjögren-Syndrom", "Sjögren's syndrome", "Sjogren's syndrome", "Sjogren's disease", "干燥综合征", "シェーグレン症候群", "쇼그렌 증후군", "Sjögren-Syndrom", "syndrome de Gougerot-Sjögren", "syndrome de Sjögren", "síndrome de Sjögren"] },
  { name: "Systemic sclerosis", areas: [IMMUNO, RARE], aliases: ["scleroderma", "系统性硬化症", "硬皮病", "全身性強皮症", "전신경화증", "systemische Sklerose", "sclérodermie systémique", "esclerosis sistémica"] },
  { name: "IgA nephropathy", areas: [IMMUNO, RARE], aliases: ["IgAN", "IgA肾病", "IgA腎症", "IgA 신증", "IgA신증", "IgA-Nephropathie", "néphropathie à IgA", "nefropatía por IgA"] },
  { name: "Type 1 diabetes", areas: [IMMUNO], aliases: ["T1D", "type 1 diabetes mellitus", "1型糖尿病", "제1형 당뇨병", "1형 당뇨병", "Typ-1-Diabetes", "diabète de type 1", "diabetes tipo 1"] },
  { name: "Hereditary angioedema", areas: [IMMUNO, RARE], aliases: ["HAE", "遗传性血管性水肿", "遺伝性血管性浮腫", "유전성 혈관부종", "hereditäres Angioödem", "angio-œdème héréditaire", "angioedema hereditario"] },
  { name: "Thyroid eye disease", areas: [EYE, IMMUNO, RARE], aliases: ["甲状腺眼病", "甲状腺相关眼病", "甲状腺眼症", "갑상선안병증", "endokrine Orbitopathie"] },
  { name: "Chronic spontaneous urticaria", areas: [DERM, IMMUNO], aliases: ["CSU", "chronic urticaria", "慢性自发性荨麻疹", "慢性荨麻疹", "慢性特発性蕁麻疹", "만성 두드러기", "chronische spontane Urtikaria", "urticaire chronique spontanée", "urticaria crónica espontánea"] },
  { name: "Chronic rhinosinusitis with nasal polyps", areas: [RESP, IMMUNO], aliases: ["CRSwNP", "nasal polyps", "慢性鼻窦炎伴鼻息肉", "鼻茸を伴う慢性副鼻腔炎", "비용종 동반 만성 비부비동염", "Nasenpolypen"] },

  // Dermatology
  { name: "Atopic dermatitis", areas: [DERM, IMMUNO], aliases: ["eczema", "特应性皮炎", "异位性皮炎", "アトピー性皮膚炎", "아토피 피부염", "아토피피부염", "atopische Dermatitis", "Neurodermitis", "dermatite atopique", "dermatitis atópica"] },
  { name: "Psoriasis", areas: [DERM, IMMUNO], aliases: ["plaque psoriasis", "银屑病", "牛皮癣", "乾癬", "尋常性乾癬", "건선", "Schuppenflechte", "psoriasis en plaques"] },
  { name: "Generalized pustular psoriasis", areas: [DERM, RARE], aliases: ["GPP", "泛发性脓疱型银屑病", "膿疱性乾癬", "전신농포건선", "generalisierte pustulöse Psoriasis", "psoriasis pustuleux généralisé", "psoriasis pustulosa generalizada"] },
  { name: "Hidradenitis suppurativa", areas: [DERM, IMMUNO], aliases: ["化脓性汗腺炎", "化膿性汗腺炎", "화농성 한선염", "Acne inversa", "hidrosadénite suppurée", "hidradenitis supurativa", "maladie de Verneuil"] },
  { name: "Vitiligo", areas: [DERM], aliases: ["白癜风", "尋常性白斑", "백반증", "Weißfleckenkrankheit", "vitíligo"] },
  { name: "Alopecia areata", areas: [DERM, IMMUNO], aliases: ["斑秃", "円形脱毛症", "원형탈모", "원형 탈모증", "kreisrunder Haarausfall", "pelade"] },
  { name: "Prurigo nodularis", areas: [DERM], aliases: ["结节性痒疹", "結節性痒疹", "결절성 양진"] },
  { name: "Acne", areas: [DERM], aliases: ["acne vulgaris", "痤疮", "ざ瘡", "尋常性ざ瘡", "여드름", "Akne"] },
  { name: "Epidermolysis bullosa", areas: [DERM, RARE], aliases: ["大疱性表皮松解症", "表皮水疱症", "수포성 표피박리증"] },

  // Gastroenterology and liver
  { name: "Ulcerative colitis", areas: [GI, IMMUNO], aliases: ["溃疡性结肠炎", "潰瘍性大腸炎", "궤양성 대장염", "궤양성대장염", "Colitis ulcerosa", "rectocolite hémorragique"] },
  { name: "Crohn's disease", areas: [GI, IMMUNO], aliases: ["Crohn disease", "克罗恩病", "クローン病", "크론병", "Morbus Crohn", "maladie de Crohn", "enfermedad de Crohn"] },
  { name: "Inflammatory bowel disease", areas: [GI, IMMUNO], aliases: ["IBD", "炎症性肠病", "炎症性腸疾患", "염증성 장질환", "chronisch-entzündliche Darmerkrankung", "chronisch entzündliche Darmerkrankungen", "maladies inflammatoires chroniques de l'intestin", "MICI", "enfermedad inflamatoria intestinal"] },
  { name: "MASH", areas: [GI], aliases: ["NASH", "metabolic dysfunction-associated steatohepatitis", "nonalcoholic steatohepatitis", "non-alcoholic steatohepatitis", "非酒精性脂肪性肝炎", "代谢功能障碍相关脂肪性肝炎", "非アルコール性脂肪肝炎", "代謝機能障害関連脂肪肝炎", "비알코올성 지방간염", "nichtalkoholische Steatohepatitis", "stéatohépatite associée à une dysfonction métabolique", "esteatohepatitis asociada a disfunción metabólica"] },
  { name: "Primary biliary cholangitis", areas: [GI, RARE], aliases: ["PBC", "原发性胆汁性胆管炎", "原発性胆汁性胆管炎", "원발성 담즙성 담관염", "primär biliäre Cholangitis", "cholangite biliaire primitive", "colangitis biliar primaria"] },
  { name: "Eosinophilic esophagitis", areas: [GI, IMMUNO], aliases: ["EoE", "嗜酸性粒细胞性食管炎", "好酸球性食道炎", "호산구성 식도염", "eosinophile Ösophagitis", "œsophagite à éosinophiles", "esofagitis eosinofílica"] },
  { name: "Hepatitis B", areas: [GI], aliases: ["HBV", "chronic hepatitis B", "乙肝", "乙型肝炎", "慢性乙型肝炎", "B型肝炎", "B형 간염", "B형간염", "hépatite B", "hepatitis B crónica"] },
  { name: "Hepatitis C", areas: [GI], aliases: ["HCV", "丙肝", "丙型肝炎", "C型肝炎", "C형 간염", "C형간염", "hépatite C", "hepatitis C crónica"] },
  { name: "Irritable bowel syndrome", areas: [GI], aliases: ["IBS", "肠易激综合征", "過敏性腸症候群", "과민성 대장 증후군", "Reizdarmsyndrom"] },
  { name: "Gastroesophageal reflux disease", areas: [GI], aliases: ["erosive esophagitis", "enfermedad por reflujo gastroesofágico", "ERGE", "esofagitis erosiva", "reflux gastro-œsophagien", "œsophagite érosive", "gastroösophageale Refluxkrankheit", "erosive Ösophagitis", "GERD", "acid reflux", "胃食管反流病", "反流性食管炎", "逆流性食道炎", "胃食道逆流症", "위식도역류질환", "Refluxkrankheit"] },
  { name: "Celiac disease", areas: [GI, IMMUNO], aliases: ["coeliac disease", "乳糜泻", "セリアック病", "셀리악병", "Zöliakie"] },

  // Respiratory and infections of the airways
  { name: "Asthma", areas: [RESP], aliases: ["severe asthma", "哮喘", "支气管哮喘", "気管支喘息", "喘息", "천식", "asthme", "asma"] },
  { name: "COPD", areas: [RESP], aliases: ["chronic obstructive pulmonary disease", "慢阻肺", "慢性阻塞性肺疾病", "慢性閉塞性肺疾患", "만성폐쇄성폐질환", "chronisch obstruktive Lungenerkrankung", "BPCO", "EPOC"] },
  { name: "Idiopathic pulmonary fibrosis", areas: [RESP, RARE], aliases: ["IPF", "特发性肺纤维化", "特発性肺線維症", "특발성 폐섬유증", "idiopathische Lungenfibrose", "fibrose pulmonaire idiopathique", "fibrosis pulmonar idiopática"] },
  { name: "Cystic fibrosis", areas: [RESP, RARE], aliases: ["囊性纤维化", "嚢胞性線維症", "낭포성 섬유증", "Mukoviszidose", "zystische Fibrose", "mucoviscidose", "fibrosis quística"] },
  { name: "Bronchiectasis", areas: [RESP], aliases: ["non-cystic fibrosis bronchiectasis", "支气管扩张", "支气管扩张症", "気管支拡張症", "기관지확장증", "Bronchiektasen"] },
  { name: "RSV infection", areas: [RESP], aliases: ["RSV", "respiratory syncytial virus", "呼吸道合胞病毒", "RSウイルス", "RS바이러스", "호흡기세포융합바이러스", "RS-Virus"] },
  { name: "COVID-19", areas: [RESP], aliases: ["SARS-CoV-2", "新冠", "新冠肺炎", "新型コロナウイルス", "新型コロナ", "코로나19", "코로나바이러스", "Corona-Virus", "Coronavirus"] },
  { name: "Influenza", areas: [RESP], aliases: ["flu", "seasonal flu", "流感", "流行性感冒", "インフルエンザ", "인플루엔자", "독감", "Grippe", "gripe"] },
  { name: "Pneumococcal disease", areas: [RESP], aliases: ["pneumococcal", "肺炎球菌", "폐렴구균", "Pneumokokken"] },
  { name: "Tuberculosis", areas: [RESP], aliases: ["结核", "肺结核", "結核", "결핵", "Tuberkulose", "tuberculose", "tuberculosis pulmonar"] },

  // Eye
  { name: "Neovascular age-related macular degeneration", areas: [EYE], aliases: ["wet AMD", "nAMD", "wet age-related macular degeneration", "neovascular AMD", "湿性年龄相关性黄斑变性", "湿性黄斑变性", "滲出型加齢黄斑変性", "습성 황반변성", "습성황반변성", "습성 연령관련 황반변성", "습성 나이관련 황반변성", "feuchte Makuladegeneration", "neovaskuläre altersabhängige Makuladegeneration", "DMLA néovasculaire", "DMAE neovascular"] },
  { name: "Age-related macular degeneration", areas: [EYE], aliases: ["dry AMD", "年龄相关性黄斑变性", "加齢黄斑変性", "노인성 황반변성", "altersbedingte Makuladegeneration", "altersabhängige Makuladegeneration", "dégénérescence maculaire liée à l'âge", "DMLA", "degeneración macular asociada a la edad", "DMAE"] },
  { name: "Geographic atrophy", areas: [EYE], aliases: ["地图样萎缩", "地図状萎縮", "지도모양위축", "geografische Atrophie", "geographische Atrophie", "atrophie géographique", "atrofia geográfica"] },
  { name: "Diabetic macular edema", areas: [EYE], aliases: ["DME", "diabetic macular oedema", "糖尿病黄斑水肿", "糖尿病黄斑浮腫", "당뇨병성 황반부종", "diabetisches Makulaödem", "œdème maculaire diabétique", "edema macular diabético"] },
  { name: "Diabetic retinopathy", areas: [EYE], aliases: ["糖尿病视网膜病变", "糖尿病網膜症", "당뇨망막병증", "diabetische Retinopathie"] },
  { name: "Glaucoma", areas: [EYE], aliases: ["青光眼", "緑内障", "녹내장", "Glaukom", "grüner Star"] },
  { name: "Dry eye disease", areas: [EYE], aliases: ["dry eye", "干眼症", "干眼", "ドライアイ", "안구건조증", "trockenes Auge", "sécheresse oculaire", "ojo seco"] },
  { name: "Retinitis pigmentosa", areas: [EYE, RARE], aliases: ["inherited retinal disease", "视网膜色素变性", "網膜色素変性症", "망막색소변성증", "rétinite pigmentaire", "retinosis pigmentaria"] },
  { name: "Uveitis", areas: [EYE, IMMUNO], aliases: ["葡萄膜炎", "ぶどう膜炎", "포도막염"] },
  { name: "Myopia", areas: [EYE], aliases: ["近视", "近視", "근시", "Kurzsichtigkeit"] },

  // Rare metabolic and genetic diseases
  { name: "Fabry disease", areas: [RARE], aliases: ["法布雷病", "法布里病", "ファブリー病", "파브리병", "Morbus Fabry", "maladie de Fabry", "enfermedad de Fabry"] },
  { name: "Gaucher disease", areas: [RARE], aliases: ["戈谢病", "ゴーシェ病", "고셔병", "Morbus Gaucher", "maladie de Gaucher", "enfermedad de Gaucher"] },
  { name: "Pompe disease", areas: [RARE], aliases: ["庞贝病", "ポンペ病", "폼페병", "Morbus Pompe", "maladie de Pompe", "enfermedad de Pompe"] },
  { name: "Phenylketonuria", areas: [RARE], aliases: ["PKU", "苯丙酮尿症", "フェニルケトン尿症", "페닐케톤뇨증", "Phenylketonurie"] },
  { name: "Achondroplasia", areas: [RARE], aliases: ["软骨发育不全", "軟骨無形成症", "연골무형성증", "Achondroplasie", "acondroplasia"] },
  { name: "Mucopolysaccharidosis", areas: [RARE], aliases: ["MPS", "Hunter syndrome", "黏多糖贮积症", "ムコ多糖症", "뮤코다당증", "Mukopolysaccharidose"] },
  { name: "Prader-Willi syndrome", areas: [RARE], aliases: ["普拉德-威利综合征", "小胖威利综合征", "プラダー・ウィリー症候群", "프라더-윌리 증후군", "Prader-Willi-Syndrom"] },
  { name: "Hypoparathyroidism", areas: [RARE], aliases: ["甲状旁腺功能减退症", "副甲状腺機能低下症", "부갑상선기능저하증", "Hypoparathyreoidismus"] },

  // Metabolic, infectious and other common conditions
  { name: "Insomnia", areas: [NEURO], aliases: ["chronic insomnia", "失眠", "失眠症", "不眠症", "불면증", "Insomnie", "Schlafstörungen", "insomnie", "insomnio"] },
  { name: "Neutropenia", areas: [HEME], aliases: ["febrile neutropenia", "chemotherapy-induced neutropenia", "中性粒细胞减少症", "好中球減少症", "호중구감소증", "호중구 감소증", "Neutropenie", "neutropénie", "neutropenia febril"] },
  { name: "Urinary tract infections", areas: [], aliases: ["urinary tract infection", "UTI", "complicated urinary tract infections", "尿路感染", "尿路感染症", "요로감염", "요로 감염", "Harnwegsinfektion", "Harnwegsinfektionen", "Harnwegsinfekt", "Harnwegsinfekte", "infection urinaire", "infections urinaires", "infección urinaria", "infecciones urinarias", "infección del tracto urinario", "infecciones del tracto urinario"] },
  { name: "Mucormycosis", areas: [], aliases: ["invasive mucormycosis", "毛霉病", "毛霉菌病", "ムーコル症", "털곰팡이증", "Mukormykose", "mucormycose", "mucormicosis"] },
  { name: "Chikungunya fever", areas: [], aliases: ["chikungunya", "基孔肯雅热", "チクングニア熱", "치쿤구니야열", "Chikungunya-Fieber", "Chikungunyafieber"] },
  { name: "Peanut allergy", areas: [IMMUNO], aliases: ["peanut allergies", "花生过敏", "ピーナッツアレルギー", "땅콩 알레르기", "Erdnussallergie", "allergie à l'arachide", "allergie aux arachides", "alergia al cacahuete", "alergia al maní"] },
  { name: "Autosomal dominant polycystic kidney disease", areas: [RARE], aliases: ["ADPKD", "polycystic kidney disease", "常染色体显性多囊肾病", "常染色体顕性多発性嚢胞腎", "상염색체 우성 다낭신장병", "autosomal-dominante polyzystische Nierenerkrankung", "polyzystische Nierenerkrankung", "polykystose rénale autosomique dominante", "poliquistosis renal autosómica dominante"] },
  { name: "Severe hypertriglyceridemia", areas: [CARDIO], aliases: ["sHTG", "severe hypertriglyceridaemia", "重度高甘油三酯血症", "重症高トリグリセリド血症", "중증 고중성지방혈증", "schwere Hypertriglyceridämie", "hypertriglycéridémie sévère", "hipertrigliceridemia grave"] },
  { name: "Obesity", areas: [], aliases: ["overweight", "chronic weight management", "肥胖", "肥胖症", "减重", "肥満", "肥満症", "비만", "Adipositas", "Fettleibigkeit", "Übergewicht", "obésité", "obesidad"] },
  { name: "Type 2 diabetes", areas: [], aliases: ["T2D", "type 2 diabetes mellitus", "2型糖尿病", "제2형 당뇨병", "2형 당뇨병", "Typ-2-Diabetes", "diabète de type 2", "diabetes tipo 2", "diabetes mellitus tipo 2", "diabetes de tipo 2"] },
  { name: "Diabetes", areas: [], aliases: ["diabetes mellitus", "糖尿病", "당뇨병", "당뇨"] },
  { name: "Chronic kidney disease", areas: [], aliases: ["CKD", "慢性肾病", "慢性肾脏病", "慢性腎臓病", "만성 신장병", "만성콩팥병", "chronische Nierenerkrankung", "maladie rénale chronique", "enfermedad renal crónica"] },
  { name: "HIV", areas: [], aliases: ["HIV-1", "HIV infection", "艾滋病", "人类免疫缺陷病毒", "エイズ", "HIV感染症", "에이즈", "HIV-Infektion", "VIH"] },
  { name: "Osteoporosis", areas: [], aliases: ["骨质疏松", "骨质疏松症", "骨粗鬆症", "골다공증", "Osteoporose", "ostéoporose", "osteoporosis posmenopáusica"] },
  { name: "Gout", areas: [], aliases: ["gout flares", "痛风", "痛風", "통풍", "Gicht", "Gichtanfall", "Gichtanfälle", "Gichtanfällen", "goutte", "gota"] },
  { name: "Endometriosis", areas: [], aliases: ["子宫内膜异位症", "子宮内膜症", "자궁내막증", "Endometriose", "endométriose"] },
  { name: "Sepsis", areas: [], aliases: ["脓毒症", "敗血症", "패혈증", "Blutvergiftung", "septicémie", "sepsis grave"] },
  { name: "Overactive bladder", areas: [], aliases: ["OAB", "膀胱过度活动症", "过度活动性膀胱", "過活動膀胱", "과민성 방광", "과민성방광", "überaktive Blase", "Reizblase", "hyperactivité vésicale", "vessie hyperactive", "vejiga hiperactiva"] },
];
