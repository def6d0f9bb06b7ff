import type { Regulator } from "./types";

// Medicines regulators, HTA bodies and payers that decide market access, by their usual
// abbreviation, with full and native names: one entry per authority in every language, so a
// ministry that grants the approval its agency reviewed is the same key (PMDA and MHLW/厚生労働省
// are one: Japan's approvals are the ministry's on the agency's review).

export const REGULATORS: readonly Regulator[] = [
  { name: "FDA", country: "US", aliases: ["U.S. Food and Drug Administration", "US Food and Drug Administration", "Food and Drug Administration", "U.S. FDA", "US FDA", "USFDA", "美国食品药品监督管理局", "美国食品药品管理局", "美国FDA", "米国食品医薬品局", "米FDA", "미국 식품의약국", "미국식품의약국", "미 FDA", "US-Arzneimittelbehörde", "US-Gesundheitsbehörde FDA", "CDER", "CBER", "米食品医薬品局", "Food and Drug Administration américaine", "FDA américaine", "agence américaine du médicament", "Administración de Alimentos y Medicamentos", "FDA estadounidense", "agencia estadounidense del medicamento"] },
  { name: "EMA", country: "EU", aliases: ["European Medicines Agency", "CHMP", "Committee for Medicinal Products for Human Use", "欧洲药品管理局", "欧洲药管局", "欧州医薬品庁", "유럽의약품청", "유럽 의약품청", "Europäische Arzneimittel-Agentur", "Europäische Arzneimittelagentur", "欧洲药品局", "Agence européenne des médicaments", "Agencia Europea de Medicamentos", "Agencia Europea del Medicamento"] },
  { name: "European Commission", country: "EU", aliases: ["EU Commission", "欧盟委员会", "欧州委員会", "유럽연합 집행위원회", "유럽 집행위원회", "EU 집행위원회", "Europäische Kommission", "EU-Kommission", "Commission européenne", "Comisión Europea", "Commissione europea"] },
  { name: "NMPA", country: "CN", aliases: ["National Medical Products Administration", "China's National Medical Products Administration", "国家药品监督管理局", "国家药监局", "国家药品监管局", "中国国家药监局", "药监局", "中国国家薬品監督管理局", "중국 국가약품감독관리국", "CFDA", "国家薬品監督管理局", "中国国家药品监督管理局", "chinesische Arzneimittelbehörde", "Administration nationale des produits médicaux", "agence chinoise du médicament", "Administración Nacional de Productos Médicos", "agencia china del medicamento"] },
  { name: "CDE", country: "CN", aliases: ["Center for Drug Evaluation", "药品审评中心", "药审中心", "国家药监局药品审评中心"] },
  { name: "PMDA", country: "JP", aliases: ["Pharmaceuticals and Medical Devices Agency", "医薬品医療機器総合機構", "日本医药品医疗器械综合机构", "일본 의약품의료기기종합기구", "MHLW", "Ministry of Health, Labour and Welfare", "Japan's Ministry of Health", "Japanese Ministry of Health", "厚生労働省", "厚労省", "日本厚生劳动省", "厚生劳动省", "日本厚生省", "일본 후생노동성", "후생노동성", "japanisches Gesundheitsministerium", "japanische Arzneimittelbehörde", "ministère japonais de la Santé", "agence japonaise du médicament", "Ministerio de Salud de Japón", "agencia japonesa del medicamento"] },
  { name: "MHRA", country: "GB", aliases: ["Medicines and Healthcare products Regulatory Agency", "英国药品和保健品管理局", "英国医薬品・医療製品規制庁", "영국 의약품규제청", "britische Arzneimittelbehörde"] },
  { name: "NICE", country: "GB", assesses: true, aliases: ["National Institute for Health and Care Excellence", "英国国家卫生与临床优化研究所", "英国国立医療技術評価機構"] },
  { name: "Health Canada", country: "CA", aliases: ["Santé Canada", "加拿大卫生部", "カナダ保健省", "캐나다 보건부"] },
  { name: "TGA", country: "AU", aliases: ["Therapeutic Goods Administration", "澳大利亚药品管理局", "澳大利亚治疗用品管理局", "オーストラリア薬品・医療機器行政局", "호주 식약청"] },
  { name: "Swissmedic", country: "CH", aliases: ["瑞士药监局", "瑞士医药管理局"] },
  { name: "MFDS", country: "KR", aliases: ["Ministry of Food and Drug Safety", "Korea's Ministry of Food and Drug Safety", "식품의약품안전처", "식약처", "韩国食品药品安全部", "韩国食药处", "韓国食品医薬品安全処", "KFDA", "식약청", "韩国食品医药品安全处", "südkoreanische Arzneimittelbehörde", "ministère coréen de la Sécurité des aliments et des médicaments", "Ministerio de Seguridad de Alimentos y Medicamentos"] },
  { name: "CDSCO", country: "IN", aliases: ["Central Drugs Standard Control Organisation", "Central Drugs Standard Control Organization", "DCGI", "Drugs Controller General of India", "印度中央药品标准控制组织"] },
  { name: "ANVISA", country: "BR", aliases: ["Anvisa", "Agência Nacional de Vigilância Sanitária", "巴西国家卫生监督局"] },
  { name: "COFEPRIS", country: "MX", aliases: ["Cofepris"] },
  { name: "BfArM", country: "DE", aliases: ["Bundesinstitut für Arzneimittel und Medizinprodukte", "Federal Institute for Drugs and Medical Devices", "德国联邦药品和医疗器械研究所"] },
  { name: "Paul-Ehrlich-Institut", country: "DE", aliases: ["PEI", "Paul Ehrlich Institute", "Paul-Ehrlich-Institute", "保罗·埃尔利希研究所"] },
  { name: "G-BA", country: "DE", assesses: true, aliases: ["Gemeinsamer Bundesausschuss", "Federal Joint Committee"] },
  { name: "IQWiG", country: "DE", assesses: true, aliases: ["Institut für Qualität und Wirtschaftlichkeit im Gesundheitswesen", "Institute for Quality and Efficiency in Health Care"] },
  { name: "ANSM", country: "FR", aliases: ["Agence nationale de sécurité du médicament"] },
  { name: "Haute Autorité de Santé", country: "FR", assesses: true, aliases: ["Haute Autorite de Sante"] },
  { name: "AIFA", country: "IT", aliases: ["Agenzia Italiana del Farmaco", "Italian Medicines Agency"] },
  { name: "AEMPS", country: "ES", aliases: ["Agencia Española de Medicamentos y Productos Sanitarios", "Spanish Agency of Medicines"] },
  { name: "HSA", country: "SG", aliases: ["Health Sciences Authority", "新加坡卫生科学局"] },
  { name: "TFDA", country: "TW", aliases: ["Taiwan Food and Drug Administration", "台湾食品药物管理署", "食药署", "衛福部食藥署"] },
  { name: "SFDA", country: "SA", aliases: ["Saudi Food and Drug Authority"] },
  { name: "CMS", country: "US", assesses: true, aliases: ["Centers for Medicare & Medicaid Services", "Centers for Medicare and Medicaid Services", "美国医疗保险和医疗补助服务中心"] },
  { name: "National Healthcare Security Administration", country: "CN", assesses: true, aliases: ["NHSA", "国家医保局", "国家医疗保障局", "医保局"] },
  // Payers that list a medicine for reimbursement and set its price: as the HTA bodies, they approve nothing.
  { name: "Chuikyo", country: "JP", assesses: true, aliases: ["Central Social Insurance Medical Council", "中央社会保険医療協議会", "中医協"] },
  { name: "Health Insurance Review and Assessment Service", country: "KR", assesses: true, aliases: ["HIRA", "건강보험심사평가원", "심평원", "약제급여평가위원회"] },
  { name: "National Health Insurance Service", country: "KR", assesses: true, aliases: ["국민건강보험공단", "건강보험공단", "건보공단"] },
  { name: "Health Insurance Policy Deliberation Committee", country: "KR", assesses: true, aliases: ["건강보험정책심의위원회", "건정심"] },
  { name: "GKV-Spitzenverband", country: "DE", assesses: true, aliases: ["GKV-Spitzenverbands", "National Association of Statutory Health Insurance Funds"] },
  { name: "CEPS", country: "FR", assesses: true, aliases: ["Comité économique des produits de santé"] },
  { name: "CIPM", country: "ES", assesses: true, aliases: ["Comisión Interministerial de Precios de los Medicamentos"] },
  { name: "WHO", country: "INT", aliases: ["World Health Organization", "世界卫生组织", "世卫组织", "世界保健機関", "세계보건기구", "Weltgesundheitsorganisation"] },
];
