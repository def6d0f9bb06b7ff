// Modality words in French and Spanish, by label of the modalities vocabulary
// (src/shared/news/vocabularies.ts), whose synonyms cover English, Chinese, Japanese, Korean
// and German. Sources: the terms of the ANSM, AEMPS and EMA product information in those
// languages. Accents are optional in matching ("therapie genique" matches).

export const MODALITY_TERMS: Readonly<Record<string, readonly string[]>> = {
  "monoclonal-antibody": ["anticorps monoclonal", "anticorps monoclonaux", "anticorps", "anticuerpo monoclonal", "anticuerpos monoclonales", "anticuerpo", "anticuerpos"],
  bispecific: ["anticorps bispécifique", "anticorps bispécifiques", "bispécifique", "anticuerpo biespecífico", "anticuerpos biespecíficos", "biespecífico", "biespecífica"],
  adc: ["conjugué anticorps-médicament", "conjugués anticorps-médicament", "anticorps conjugué", "conjugado anticuerpo-fármaco", "conjugados anticuerpo-fármaco", "anticuerpo conjugado"],
  "gene-therapy": ["thérapie génique", "thérapies géniques", "édition génomique", "terapia génica", "terapias génicas", "edición genética"],
  "cell-therapy": ["thérapie cellulaire", "thérapies cellulaires", "cellules CAR-T", "terapia celular", "terapias celulares", "células CAR-T"],
  "small-molecule": ["petite molécule", "petites molécules", "inhibiteur de kinase", "molécula pequeña", "moléculas pequeñas", "pequeña molécula", "inhibidor de quinasa"],
  "rna-therapeutics": ["ARN interférent", "petit ARN interférent", "oligonucléotide antisens", "ARN interferente", "ARN de interferencia", "oligonucleótido antisentido"],
  peptide: ["peptide", "péptido", "péptidos"],
  vaccine: ["vaccin", "vaccins", "vacuna", "vacunas"],
};
