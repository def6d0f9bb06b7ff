import type { Drug } from "./types";

// Medicines and candidates in the news, by INN, brands in every language and research codes.
// `developer` and `targets` are names in companies.ts and targets.ts; `modality` a label of the
// modalities vocabulary. Sources: WHO INN lists, the developers' pipelines and labels.

export const DRUGS: readonly Drug[] = [
  {
    name: "pembrolizumab",
    inn: "pembrolizumab",
    brands: ["Keytruda"],
    aliases: ["Keytruda", "MK-3475", "帕博利珠单抗", "可瑞达", "キイトルーダ", "ペムブロリズマブ", "키트루다", "펨브롤리주맙"],
    identifiers: [{ scheme: "drug-code", value: "MK3475" }],
    developer: "Merck & Co.",
    targets: ["PD-1"],
    modality: "monoclonal-antibody",
  },
  {
    name: "olomorasib",
    inn: "olomorasib",
    aliases: ["LY3537982"],
    identifiers: [{ scheme: "drug-code", value: "LY3537982" }],
    developer: "Eli Lilly",
    targets: ["KRAS G12C"],
    modality: "small-molecule",
  },
  {
    name: "camrelizumab",
    inn: "camrelizumab",
    brands: ["AiRuiKa"],
    aliases: ["SHR-1210", "卡瑞利珠单抗", "艾瑞卡"],
    identifiers: [{ scheme: "drug-code", value: "SHR1210" }],
    developer: "Jiangsu Hengrui Medicine",
    targets: ["PD-1"],
    modality: "monoclonal-antibody",
  },
  {
    name: "tirzepatide",
    inn: "tirzepatide",
    brands: ["Mounjaro", "Zepbound"],
    aliases: ["Mounjaro", "Zepbound", "LY3298176", "替尔泊肽", "マンジャロ", "チルゼパチド", "마운자로", "티르제파타이드"],
    identifiers: [{ scheme: "drug-code", value: "LY3298176" }],
    developer: "Eli Lilly",
    modality: "peptide",
  },
  {
    name: "trastuzumab deruxtecan",
    inn: "trastuzumab deruxtecan",
    brands: ["Enhertu"],
    aliases: ["Enhertu", "DS-8201", "T-DXd", "德曲妥珠单抗", "エンハーツ", "トラスツズマブ デルクステカン", "엔허투"],
    identifiers: [{ scheme: "drug-code", value: "DS8201" }],
    developer: "Daiichi Sankyo",
    targets: ["HER2"],
    modality: "adc",
  },
];
