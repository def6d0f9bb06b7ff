import { DISEASES } from "./registry/diseases";
import { GEOGRAPHIES } from "./registry/geographies";
import { findDrugMentions, type DrugMention } from "@/server/core/ai/builtin/drug-names";
import { LEGAL_AFTER, LEGAL_BEFORE, stripLegalForm } from "./normalize";

// Companies no list knows, found by the shape of their names: a capitalized name before a
// sector word or a legal form ("Corvalis Therapeutics", "Nordwind Pharma AG"), a Chinese
// trade name before 生物/药业/医药/制药 (place prefix and legal form dropped), a Japanese name
// with 製薬/ファーマ/バイオ or 株式会社, a Korean one with 바이오/제약/테라퓨틱스 or (주).
// The sector word alone is not a company ("the biotech", 医药行业, 製薬会社, 제약바이오 업계):
// a name needs a stem that is not a generic word, and in CJK text the sector word must end the
// name (a particle, punctuation, a legal form or a verb follows, not more of a noun).

export type CompanyShape = {
  readonly start: number;
  readonly end: number;
  /** The name without legal form: "Corvalis Therapeutics", "华康生物", "苏州瑞恒医药". */
  readonly name: string;
  /** The distinctive part, without sector word: "Corvalis", "华康". */
  readonly stem: string;
  /** A shorter form the registry may list the company under: "恒瑞医药" for 江苏恒瑞医药, "润信生物" for 润信生物科技. */
  readonly bare?: string;
  /** 0.6–0.8: a sector word and a legal form are stronger together than either alone. */
  readonly confidence: number;
};

// Sector words that end a Latin-script company name, longest first.
const LATIN_SECTOR = [
  "Biopharmaceuticals", "Biopharmaceutical", "Biotherapeutics", "Biotechnologies", "Biotechnology", "Biosciences", "Bioscience",
  "Biomedicines", "Therapeutics", "Pharmaceuticals", "Pharmaceutical", "Life Sciences", "Biopharma", "Biologics", "Therapies",
  "Medicines", "Thérapeutiques", "Thérapeutique", "Terapéuticas", "Terapéutica", "Oncology", "Genomics", "Biotech", "Biofarma", "Pharma", "Farma", "Santé", "Salud", "Bio",
];
const LATIN_PLACES = GEOGRAPHIES.flatMap((place) => [place.name, ...place.aliases]).filter((word) => /^[\p{Script=Latin} .'-]+$/u.test(word));
// Words that start a sentence or describe a company rather than name it ("The", "Chinese",
// "Oncology Therapeutics"): a name made only of these is not a name.
const GENERIC_WORDS = new Set(
  [
    "the", "a", "an", "this", "that", "these", "those", "its", "our", "their", "his", "her", "new", "novel", "next", "global", "leading",
    "big", "small", "several", "other", "many", "major", "top", "emerging", "rival", "partner", "both", "each", "every", "all", "some",
    "meanwhile", "also", "why", "how", "what", "when", "where", "who", "in", "on", "at", "for", "with", "by", "from", "and", "or", "but",
    "as", "if", "after", "before", "while", "shares", "stocks", "investors", "analysts", "western", "eastern", "asian", "european",
    "american", "oncology", "cancer", "cell", "cells", "gene", "genes", "rna", "dna", "mrna", "digital", "rare", "immune", "antibody",
    "biotech", "biotechs", "pharma", "health", "healthcare", "clinical", "private", "public", "listed", "record", "index", "sector",
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einer", "le", "la", "les", "l", "un", "une", "du", "de", "des", "el", "los",
    "las", "una", "del", "société", "societe", "compañía", "empresa", "firma", "unternehmen", "company", "group", "disease", "diseases",
    "therapy", "drug", "drugs", "medicine", "vaccine", "treatment", "data", "trial", "deal", "market", "sales", "industry", "startup",
    // Journals, societies and trade press: "Nature Biotechnology", "Medical Oncology", "Fierce Pharma".
    "nature", "science", "journal", "medical", "radiation", "surgical", "pediatric", "translational", "fierce", "endpoints",
    "gynecologic", "thoracic", "urologic", "hematologic", "molecular", "precision", "functional", "computational", "experimental",
    ...LATIN_PLACES,
    // German place adjectives: "Schweizer Biotech", "Berliner Pharma" describe where, not who.
    ...LATIN_PLACES.map((place) => `${place}er`),
  ].map((word) => word.toLowerCase()),
);
// "Boston-based", "Nasdaq-listed", "clinical-stage": descriptions, not part of the name.
const DESCRIPTIVE_TOKEN = /-(based|listed|stage|held|backed|focused)$/i;

// A name word: capitalized ("Corvalis"), inner capitals ("uniQure"), digits first ("89bio"), or "&".
// A full stop ends a sentence, not a name word, unless letters follow it ("Dr.Reddy").
// Runs are bounded (no name word is longer than 40 characters): a pattern may be tried at many
// places of one long token ("X-X-X-…"), and an unbounded run there costs quadratic time.
// Its letters are Latin: "LX-7535和LX-4729的…授权给Norwind Therapeutics" is no one word, since a Chinese,
// Japanese or Korean sentence may run into a Latin name without a space.
const NAME_WORD = String.raw`(?:\p{Lu}[\p{Script=Latin}\p{M}\p{N}'’-]{0,40}(?:\.[\p{Script=Latin}\p{N}]{1,20}){0,3}|\p{Ll}{1,20}\p{Lu}[\p{Script=Latin}\p{M}\p{N}]{0,40}|\p{N}{1,10}\p{Script=Latin}{1,20}|&)`;
const LATIN_LEGAL_FORMS = String.raw`Inc\.?|Corp\.?|Ltd\.?|LLC|plc|PLC|KGaA|AG|GmbH|SE|S\.A\.|SA|SAS|S\.L\.|S\.p\.A\.|N\.V\.|B\.V\.|A/S`;
// "die Rheinauen Biotech GmbH": the legal form after a sector word is not a name introduced by it.
const LEGAL_FORM_WORD = new RegExp(String.raw`^(?:${LATIN_LEGAL_FORMS})$`, "u");
const LATIN_SHAPE = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{N}'’-])(${NAME_WORD}(?: ${NAME_WORD}){0,3}?)(?: (${LATIN_SECTOR.join("|")})(?![\p{Script=Latin}\p{N}-])(,? (?:${LATIN_LEGAL_FORMS})(?![\p{Script=Latin}\p{N}-]))?|(,? (?:${LATIN_LEGAL_FORMS}))(?![\p{Script=Latin}\p{N}-]))`,
  "gu",
);
const DESCRIBED_NAME_AFTER = new RegExp(String.raw`^ ${NAME_WORD}`, "u");
const INSTITUTION_AFTER = /^ (?:Review|Program|Programme|Center|Centre|Institute|Society|Conference|Symposium|Congress|Meeting|Network|Foundation|Association|Alliance|Consortium|Journal|Summit|Award|Division|Unit|Department|Committee|Working Group)\b/u;
// "Laboratoires Arvel", "Laboratorios Ferrobio": the sector word comes first in French and Spanish names.
const LABORATORY_SHAPE = /(?<![\p{L}\p{N}])(Laboratoires|Laboratorios|Laboratorio|Laboratori) (\p{Lu}[\p{L}\p{N}-]+(?: \p{Lu}[\p{L}\p{N}-]+)?)/gu;

// A name without a sector word, introduced by what the company is: "la biotech Armorgen", "la
// biotecnológica Biocostera", "le laboratoire Vernay", "das Biotech-Unternehmen Havelgen", or
// followed by it: "Armorgen, une biotech". One or two capitalized words; the description says
// it is a company, so the name needs nothing else; in German and English it must be written again
// (the headline and the body): a capitalized word after "das Unternehmen" may be a German noun ("hat das Unternehmen
// Millionen eingesammelt"), which an article does not repeat as a name. It then stands wherever
// the article writes it.
const COMPANY_NOUN = String.raw`[Bb]iotech|start-?up|soci[ée]t[ée]|laboratoire|groupe|pharmaceutique|grupo|biotecnol[óo]gic[ao]|farmac[ée]utic[ao]|biofarmac[ée]utic[ao]|empresa|compa[ñn][íi]a|laboratorio|\p{L}*-?[Uu]nternehmen|\p{L}*[Kk]onzern|Firma|\p{L}*[Hh]ersteller|Start-up|[Ss]pin-?[Oo]ff|drugmaker|biotech company`;
// Nouns borrowed from English that German does not follow with a noun of its own: a capitalized
// word after "des Start-ups" or "das Biotech" is a name even written once.
const BORROWED_NOUN = /(?:[Bb]iotech|[Ss]tart-?up|[Ss]pin-?[Oo]ff)s?\s\S+(?:\s\S+)?$/u;
// French and Spanish put the place after the noun: "la biotecnológica vasca X", "la biotech lyonnaise X".
const ROMANCE_PLACE_ADJECTIVE = String.raw`(?:\s\p{Ll}+(?:ana|ano|aña|año|ña|ño|esa|és|ola|ol|rra|aise|ais|ienne|ien|aine|ain|oise|ois|ande|and|ique|ca|za|ga|ge|ense))?`;
const INTRODUCED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[Ll]a|[Ll]e|[Ee]l|[Dd]as|[Dd]ie|[Dd]er|[Dd]es|[Tt]he|[Uu]na?|[Ee]ine?)\s(?:\p{L}+\s)?(?:${COMPANY_NOUN})s?${ROMANCE_PLACE_ADJECTIVE}\s(${NAME_WORD}(?:\s${NAME_WORD})?)(?=[\s,.;:)]|$)`,
  "gu",
);
// "Kerynth, spécialiste des anticorps…", "Taravel, una biotecnológica con sede en…", "Biolinde,
// con sede en Valencia,…": an apposition says what the name is (or where it has its seat), so the
// name stands even written once.
const INTRODUCED_AFTER = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])(${NAME_WORD}(?:\s${NAME_WORD})?),\s(?:(?:une?|una?|eine?|an?)\s(?:\p{L}+\s)?(?:${COMPANY_NOUN})(?![\p{L}])|(?:spécialiste|specialist|especialista|Spezialist) (?:des?|du|en|in|für|for|of)\s|(?:con sede en|basada en|radicada en|basée à|installée à|établie à|mit Sitz in|headquartered in|based in)\s\p{Lu})`,
  "gu",
);
// "Así lo ha comunicado Genvalia", "según informó Orsalia": the subject after its verb.
const INVERTED_SUBJECT = new RegExp(String.raw`(?<![\p{L}])(?:[Ll]o|[Ss]egún)\s(?:(?:ha|han)\s\p{Ll}+(?:ado|ido)|\p{Ll}+ó)\s(${NAME_WORD}(?:\s${NAME_WORD})?)(?=[\s,.;:]|$)`, "gu");
// German puts the verb second: "Das Pharmaunternehmen Albrecht Medica teilte mit", "Der
// Pharmahersteller Rehlinger übernimmt". At the start of a sentence, a name between the company
// noun and a word in lower case (the verb, "aus Leipzig") is the subject, not a noun: written once.
const GERMAN_SUBJECT = /^(?:Der|Die|Das)\s/u;
const SENTENCE_START = /(?:^|[.!?]\s+|\n)$/u;

function isGermanSubject(text: string, match: RegExpMatchArray): boolean {
  const end = match.index! + match[0].length;
  return GERMAN_SUBJECT.test(match[0]) && SENTENCE_START.test(text.slice(Math.max(0, match.index! - 3), match.index)) && /^\s\p{Ll}/u.test(text.slice(end, end + 2));
}

// French and Spanish do not capitalize nouns: a capitalized word after "la biotech" is a name even written once.
const ROMANCE_INTRODUCTION = /^(?:[Ll]a|[Ll]e|[Ee]l|[Uu]na?)\s/u;

function findIntroducedNames(text: string): CompanyShape[] {
  const names = new Set<string>();
  const namedOnce = new Set<string>();
  for (const pattern of [INTRODUCED_BEFORE, INTRODUCED_AFTER, INVERTED_SUBJECT]) {
    for (const match of text.matchAll(pattern)) {
      const words = match[1]!.split(/\s/);
      // "la empresa Pfizer ha", "das Unternehmen Mit": a capitalized verb or article may follow a one-word name.
      const stem = latinStem(words.length === 2 && GENERIC_WORDS.has(words[1]!.toLowerCase()) ? words.slice(0, 1) : words);
      if (stem.length === 0 || stem.join(" ").length < 4 || stem.some((word) => GENERIC_WORDS.has(word.toLowerCase()) || LEGAL_FORM_WORD.test(word))) continue;
      names.add(stem.join(" "));
      if (pattern !== INTRODUCED_BEFORE || ROMANCE_INTRODUCTION.test(match[0]) || BORROWED_NOUN.test(match[0]) || isGermanSubject(text, match)) namedOnce.add(stem.join(" "));
    }
  }
  return [...names].flatMap((name) => {
    const uses = [...text.matchAll(new RegExp(String.raw`(?<![\p{L}\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}\p{N}])`, "gu"))];
    return uses.length < 2 && !namedOnce.has(name) ? [] : uses.map((match) => ({ start: match.index, end: match.index + name.length, name, stem: name, confidence: 0.65 }));
  });
}

// Whose a medicine or an application is: "Tolvarimab von Rhenovia", "Zepzelca (lurbinectedina), de
// PharmaMar", "el Zulassungsantrag von Vantoris für…", "la solicitud de licencia de Arganza para…".
// What a medicine is "of", or who files, is its company: the name stands written once.
// German says it with a genitive noun: "Velnacitinib der Hamburger Firma Sanvion", "GNT-4471 des
// Heidelberger Unternehmens Genthera".
const GERMAN_OWNER = String.raw`(?:der|des)\s(?:\p{Lu}\p{Ll}+er\s)?(?:Firma|\p{L}*[Uu]nternehmens|\p{L}*[Kk]onzerns|\p{L}*[Hh]erstellers)`;
const OWNER = String.raw`(?:\sd['’]|\s(?:von|de|del|of|developed by|développée? par|desarrollad[oa] por|${GERMAN_OWNER})\s)(${NAME_WORD}(?:\s${NAME_WORD})?)(?=[\s,.;:)]|$)`;
// A therapy or candidate is its company's too: "la thérapie génique de Genoptis", "el anticuerpo
// de Mirelia", "die Gentherapie von Ostara". A disease's eponym is not an owner ("thérapie
// génique de Duchenne").
const THERAPY_OWNER = new RegExp(
  String.raw`(?<![\p{L}])(?:thérapie (?:génique|cellulaire|CAR-T)|candidat-médicament|candidat|molécule|anticorps|terapia (?:génica|celular|CAR-T)|fármaco|candidato|anticuerpo|molécula|Gentherapie|Zelltherapie|CAR-T-Therapie|Antikörper|Wirkstoffkandidat)${OWNER}`,
  "gu",
);
const EPONYMS = new Set(DISEASES.flatMap((disease) => [disease.name, ...disease.aliases]).flatMap((phrase) => phrase.match(/\p{Lu}\p{Ll}+/gu) ?? []));
const APPLICATION_OWNER = new RegExp(String.raw`(?:[Zz]ulassungsantrag|[Aa]ntrag|solicitud(?:\sde\s\p{Ll}+)?|demande(?:\sd['’]\p{Ll}+)?|application)${OWNER}\s(?:für|para|pour|for)\s`, "gu");
const DRUG_OWNER = new RegExp(String.raw`^(?:\s?\([^()]{2,40}\))?\)?,?${OWNER}`, "u");

function findOwners(text: string, drugs: readonly DrugMention[]): CompanyShape[] {
  const owners: { name: string; start: number }[] = [];
  for (const pattern of [APPLICATION_OWNER, THERAPY_OWNER]) {
    for (const match of text.matchAll(pattern)) owners.push({ name: match[1]!, start: match.index + match[0].lastIndexOf(match[1]!) });
  }
  for (const drug of drugs) {
    const match = DRUG_OWNER.exec(text.slice(drug.end, drug.end + 80));
    if (match) owners.push({ name: match[1]!, start: drug.end + match[0].length - match[1]!.length });
  }
  return owners.flatMap(({ name, start }) => {
    const stem = latinStem(name.split(" "));
    if (stem.length !== name.split(" ").length || name.length < 4 || EPONYMS.has(name.split(" ")[0]!)) return [];
    return [{ start, end: start + name.length, name, stem: name, confidence: 0.65 }];
  });
}

// The subject of a news lead: "Mirasol ha recibido…", "Ondalys a annoncé…", "Isarbio hat bei der
// EMA … eingereicht", and as Spanish and French leads also write it, in the preterite or the
// present ("Alcor Salud recibió…", "Nexadia anuncia…", "Ondalys obtient…"). A name of one or two
// words that opens the body or the headline, then the verb. German puts any word first ("Heute hat…"), so there the
// name must be in the headline too.
const LEAD_VERB = String.raw`(?:ha|han|a|ont)\s\p{Ll}+(?:ado|ido|to|cho|é|i|u|is|it)|\p{Ll}{3,}ó|obtuvo|anuncia|recibe|obtiene|cierra|inicia|firma|logra|presenta|comunica|lanza|adquiere|compra|cede|vende|annonce|obtient|reçoit|lève|lance|signe|acquiert|rachète|dépose|cède|vend|conclut|dévoile|démarre`;
const LEAD_SUBJECT = new RegExp(String.raw`^(\p{Lu}[\p{Ll}\p{Lu}\p{N}-]{3,}(?:\s\p{Lu}[\p{Ll}\p{Lu}\p{N}-]+)?)\s(?:(?:${LEAD_VERB})(?![\p{L}])|(hat)\s)`, "u");
const DATELINE = /^\p{Lu}[\p{L}./-]*(?:[ /]\p{Lu}[\p{L}./-]*){0,2}(?: \([^()\n]{1,30}\))?,?(?: \d{1,2}\.? \p{L}+\.?(?: \d{4})?)? [–—-] /u;
// Capitals that metonymize an authority, pronouns and adverbs that also open a lead.
const NOT_LEAD_SUBJECT = new Set([
  "bruselas", "bruxelles", "brüssel", "sanidad", "hacienda", "elle", "elles", "ella", "ellas", "ellos", "esta", "este", "esto", "cela", "ceci",
  "celle", "celui", "cette", "nadie", "todo", "cada", "nous", "vous", "ayer", "ahora", "también", "asimismo", "además", "désormais", "ainsi",
  "enfin", "heute", "gestern", "damit", "zudem", "außerdem", "inzwischen", "bereits",
]);

function findLeadSubject(text: string): CompanyShape[] {
  const bodyStart = text.indexOf("\n\n");
  if (bodyStart < 0) return [];
  // The headline opens the same way ("Nexadia cierra una ronda…"), except with the German "hat".
  return [0, bodyStart + 2].flatMap((lineStart) => {
    // A dateline opens the body: "Toulouse – Pyrénis a signé…", "MAINZ (dpa-AFX) – BioNTech…".
    const start = lineStart + (lineStart > 0 ? (DATELINE.exec(text.slice(lineStart))?.[0].length ?? 0) : 0);
    const match = LEAD_SUBJECT.exec(text.slice(start));
    if (!match || (start === 0 && match[2])) return [];
    const name = match[1]!;
    const words = name.toLowerCase().split(" ");
    if (GENERIC_WORDS.has(name.toLowerCase()) || words.some((word) => GENERIC_WORDS.has(word) || NOT_LEAD_SUBJECT.has(word)) || words[0]!.endsWith("mente")) return [];
    if (match[2] && !startsWordIn(text.slice(0, bodyStart), name)) return [];
    return [{ start, end: start + name.length, name, stem: name, confidence: 0.6 }];
  });
}

// "die US-amerikanische Calverton Pharmaceuticals", "der japanische Konzern": a German adjective of
// origin (capitalized after a prefix or at a sentence's start) describes the name, it is not part of it.
const GERMAN_ADJECTIVE = /\p{Ll}isch(?:e|en|er|es|em)$/u;
// "den Stammzellspezialisten BlueRock Therapeutics", "der Impfstoffhersteller Novax Biotech": a German
// compound that says what the company does describes the name after it.
const GERMAN_DESCRIPTION =
  /^(?:\p{Lu}{2,3}-)?(?:\p{Lu}\p{Ll}+(?:spezialist|spezialisten|hersteller|herstellers|unternehmen|unternehmens|konzern|konzerns|entwickler|entwicklers|firma)|Unternehmen|Unternehmens|Konzern|Konzerns|Hersteller|Herstellers|Entwickler|Entwicklers|Spezialisten?|Firma)$/u;

// "das Basler Biotechunternehmen", "die Berliner Havelmed Bio": a German city's adjective says where
// the company is; the name starts after it.
const GERMAN_CITY_ADJECTIVE =
  /^(?:Basler|Berliner|Münchner|Münchener|Hamburger|Kölner|Frankfurter|Mainzer|Heidelberger|Tübinger|Wiener|Zürcher|Genfer|Leipziger|Dresdner|Düsseldorfer|Stuttgarter|Martinsrieder|Bonner|Marburger|Freiburger|Göttinger|Hannoveraner|Jenaer|Grazer|Innsbrucker|Luzerner|Berner|Darmstädter|Ingelheimer|Leverkusener|Planegger|Kieler|Bremer|Regensburger|Würzburger|Potsdamer|Magdeburger)$/u;

function latinStem(words: readonly string[]): string[] {
  const kept = [...words];
  const describes = (word: string) =>
    GENERIC_WORDS.has(word.toLowerCase()) || DESCRIPTIVE_TOKEN.test(word) || GERMAN_ADJECTIVE.test(word) || GERMAN_DESCRIPTION.test(word) || GERMAN_CITY_ADJECTIVE.test(word) || word === "&";
  while (kept.length > 0 && describes(kept[0]!)) kept.shift();
  if (kept.at(-1) === "&") kept.pop();
  return kept.every((word) => GENERIC_WORDS.has(word.toLowerCase())) ? [] : kept;
}

// One word ending in the sector word ("Mundipharma", "Ebrofarma"): a name when the article writes it
// more than once (a German compound such as "Großpharma" is a word, and is not repeated as a subject).
const GLUED_SECTOR = /(?<![\p{L}\p{N}-])(\p{Lu}\p{Ll}{2,})(?:pharma|farma)(?![\p{L}\p{N}-])/gu;
const GLUED_GENERIC_STEM = new Set(["bio", "big", "groß", "gross", "tier", "human", "gene", "generika", "medi", "euro", "welt"]);

function findGluedShapes(text: string): CompanyShape[] {
  const matches = [...text.matchAll(GLUED_SECTOR)].filter((match) => !GLUED_GENERIC_STEM.has(match[1]!.toLowerCase()));
  const count = new Map<string, number>();
  for (const match of matches) count.set(match[0], (count.get(match[0]) ?? 0) + 1);
  return matches.flatMap((match) =>
    count.get(match[0])! < 2 ? [] : [{ start: match.index, end: match.index + match[0].length, name: match[0], stem: match[0], confidence: 0.65 }],
  );
}

function findLatinShapes(text: string): CompanyShape[] {
  const found: CompanyShape[] = findGluedShapes(text);
  for (const match of text.matchAll(LATIN_SHAPE)) {
    const [, stemPart, sector, legalAfterSector] = match;
    const words = stemPart!.split(" ");
    const stem = latinStem(words);
    if (stem.length === 0) continue;
    // A legal form after one ordinary word is too weak: "Die AG", "the SA".
    if (!sector && stem.length === 1 && stem[0]!.length < 3) continue;
    // "Münchner Biotech Nuvaris", "das Tübinger Biotech Cellavia": a German place adjective and a
    // sector word describe the name that follows them.
    if (sector && !legalAfterSector && stem.length === 1 && DESCRIBED_NAME_AFTER.test(text.slice(match.index + match[0].length)) && /\p{Ll}er$/u.test(stem[0]!)) continue;
    // "Real-Time Oncology Review", "Pediatric Oncology Center": the sector word is inside the name of something else.
    if (sector && !legalAfterSector && INSTITUTION_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 16))) continue;
    const skipped = words.slice(0, words.length - stem.length).join(" ");
    const start = match.index + (skipped ? skipped.length + 1 : 0);
    const end = match.index + match[0].length;
    const name = stripLegalForm(text.slice(start, end));
    const confidence = sector ? (legalAfterSector ? 0.8 : 0.75) : 0.65;
    found.push({ start, end, name, stem: stem.join(" "), confidence });
  }
  for (const match of text.matchAll(LABORATORY_SHAPE)) {
    const name = stripLegalForm(match[0]);
    const stem = name.slice(match[1]!.length + 1);
    if (!stem || GENERIC_WORDS.has(stem.toLowerCase())) continue;
    const written = match[0].length > name.length;
    const legal = written ? null : LEGAL_AFTER.exec(text.slice(match.index + match[0].length, match.index + match[0].length + 12));
    const end = match.index + match[0].length + (legal?.[0].length ?? 0);
    found.push({ start: match.index, end, name, stem, confidence: written || legal ? 0.8 : 0.7 });
  }
  return found;
}

// Chinese: [place][trade name][sector][business scope][legal form], e.g. 上海澜越生物医药科技有限公司.
// 生技 is how Taiwan writes biotech: 永霖生技, 药华医药's peers.
const CHINESE_SECTOR = /生物医药|生物科技|生物技术|生物制药|生物工程|药业|医药|制药|生技|生物/gu;
const CHINESE_SCOPE = /^(?:医药|制药|科技|技术|工程|药业)*/u;
const CHINESE_LEGAL = /^(?:\(集团\)|（集团）)?(?:股份有限公司|有限责任公司|有限公司|集团)/u;
// Where a Chinese name starts: after these the stem is cut ("由华康生物开发", "与启明药业合作").
const CHINESE_CUT = /^.*(?:宣布|公告|表示|今日|近日|日前|旗下|子公司|公司|企业|药企|合作|授权|联合|携手|牵手|收购|投资|完成|获得|发布|消息|报道|其中|包括|以及|[的了和与及为是在其将该由向对从被把据称于以给、，,。：:（(「『“"])/u;
const CHINESE_PLACES =
  /^(?:北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|郑州|济南|青岛|合肥|厦门|福州|珠海|无锡|常州|泰州|宁波|大连|沈阳|长春|哈尔滨|石家庄|太原|昆明|南昌|南宁|贵阳|海口|兰州|香港|澳门|台湾|江苏|浙江|广东|山东|四川|湖北|湖南|河南|河北|福建|安徽|江西|辽宁|吉林|黑龙江|山西|陕西|云南|贵州|广西|海南|甘肃|内蒙古|新疆|西藏|宁夏|青海)(?:省|市)?/u;
// "一家欧洲制药" (a European drugmaker), "该公司": a description, not a name.
const CHINESE_DESCRIPTION = /^(?:一家|多家|这家|某|该|另一家|欧洲|美国|日本|韩国|德国|英国|法国|瑞士|印度|海外|国外|国际)/u;
const CHINESE_GENERIC_STEM = /^(?:国内|国产|中国|全球|本土|创新|新兴|大型|知名|龙头|头部|一家|多家|这家|该|上述|相关|海外|跨国|外资|其他|传统|中小|A股|港股|美股|板块|行业|产业|整个|各|某|合成|结构|计算|海洋|工业|农业|医疗|细胞|分子|转基因)$|家$/u;
// What may follow a Chinese name that ends without a legal form: punctuation or a verb or particle.
const CHINESE_FOLLOW =
  /^(?:$|[^\p{Script=Han}]|周[一二三四五六日末]|星期|本周|上周|昨日|昨天|晚间|口服|宣布|公告|公布|今日|今天|近日|日前|表示|称|的|与|和|及|在|将|已|于|获|自主|发布|提交|递交|开发|研发|旗下|是|以|拟|完成|此前|股价|董事长|首席|创始人|方面|也|则|还|达成|签署|就|向|从|等|授权|合作|公司|正式|目前|对|为|由|收到|披露|成立|位于|总部|计划|预计|有望|共同|联合|携手|所|控股|通过|推出|上市|研制|生产|产品|团队|官方|CEO)/u;

// A country alone before the sector word describes a company ("丹麦生物技术公司健玛保", a Danish biotech company).
const placesWrittenIn = (script: RegExp) => new Set(GEOGRAPHIES.flatMap((place) => place.aliases).filter((alias) => script.test(alias)));
const HAN_COUNTRIES = placesWrittenIn(/^\p{Script=Han}+$/u);
// So too in Japanese: "スイス製薬" is a Swiss drugmaker, "米バイオ" an American biotech.
const JAPANESE_COUNTRIES = placesWrittenIn(/^[\p{Script=Han}\p{Script=Katakana}ー]+$/u);

function findChineseShapes(text: string): CompanyShape[] {
  const found: CompanyShape[] = [];
  for (const match of text.matchAll(CHINESE_SECTOR)) {
    const sectorStart = match.index;
    let runStart = sectorStart;
    while (runStart > 0 && sectorStart - runStart < 10 && /\p{Script=Han}/u.test(text[runStart - 1]!)) runStart -= 1;
    const run = text.slice(runStart, sectorStart);
    // A word that joins or relates (和, 与, 在…) cannot open a sentence: 祥和医药 at the start of the
    // headline is a name, not "…and 医药".
    const opensSentence = runStart === 0 || /[\s。！？!?：:，,」』）)]/u.test(text[runStart - 1]!);
    const joined = run.replace(CHINESE_CUT, "");
    const cut = joined.length < 2 && opensSentence && run.length <= 5 ? run : joined;
    const stem = cut.replace(CHINESE_PLACES, "");
    if (stem.length < 2 || stem.length > 5 || CHINESE_GENERIC_STEM.test(stem) || CHINESE_DESCRIPTION.test(stem) || HAN_COUNTRIES.has(stem)) continue;
    const sector = match[0].slice(0, 2);
    let end = sectorStart + match[0].length;
    end += CHINESE_SCOPE.exec(text.slice(end, end + 12))![0].length;
    const legal = CHINESE_LEGAL.exec(text.slice(end, end + 10));
    if (legal) end += legal[0].length;
    else if (!CHINESE_FOLLOW.test(text.slice(end, end + 3))) continue;
    const start = sectorStart - cut.length;
    // The name as the article writes it, place and full sector word kept (苏州瑞恒医药, 润信生物科技):
    // that is the company's name; the registry may list the shorter form.
    const name = cut + match[0];
    found.push({ start, end, name, stem, bare: stem + sector, confidence: legal ? 0.8 : 0.7 });
  }
  return found;
}

// Japanese: a katakana, kanji or Latin name with a sector word, or 株式会社 before or after it.
const JAPANESE_SECTOR = /(製薬|薬品工業|薬品|ファーマシューティカルズ|ファーマ|バイオファーマ|バイオテック|バイオサイエンス|バイオ|セラピューティクス)(株式会社|ホールディングス)?/gu;
const JAPANESE_GENERIC_STEM = /^(?:国内|大手|中堅|新興|外資|同|各|米|欧|日系|創薬|ビッグ|メガ|新薬|医療用|後発|ジェネリック|バイオ)$/u;
// After a Japanese name: a particle, punctuation, a bracket, or nothing.
const JAPANESE_FOLLOW = /^(?:$|[はがのとをにもでやへ、。，．・」』）)\s（(「]|から|など|社)/u;
const JAPANESE_PREFIX_LEGAL = /株式会社([\p{Script=Katakana}ー・]{2,15}|[\p{Script=Han}]{2,8}|[A-Za-z][A-Za-z0-9 .&-]{1,20}[A-Za-z0-9])/gu;

function japaneseStemBefore(text: string, end: number): string {
  const scripts = [/[\p{Script=Katakana}ー・]/u, /\p{Script=Han}/u, /[A-Za-z0-9]/];
  for (const script of scripts) {
    let start = end;
    while (start > 0 && end - start < 12 && script.test(text[start - 1]!)) start -= 1;
    if (start < end) return text.slice(start, end).replace(/^・+/, "");
  }
  return "";
}

// A katakana name with no sector word, introduced by what it is: "創薬ベンチャーのリュミナスは".
const JAPANESE_INTRODUCED = /(?:ベンチャー|スタートアップ|新興企業|バイオ企業|製薬会社|製薬企業|創薬企業)の([\p{Script=Katakana}ー・]{3,15})(?=[はがのとを、])/gu;

function findJapaneseShapes(text: string): CompanyShape[] {
  const found: CompanyShape[] = [];
  for (const match of text.matchAll(JAPANESE_INTRODUCED)) {
    const start = match.index + match[0].length - match[1]!.length;
    found.push({ start, end: start + match[1]!.length, name: match[1]!, stem: match[1]!, confidence: 0.65 });
  }
  for (const match of text.matchAll(JAPANESE_SECTOR)) {
    const stem = japaneseStemBefore(text, match.index);
    // One kanji before a katakana sector word is a name when the article repeats it (湊ファーマ); 同ファーマ is not.
    const oneKanji = stem.length === 1 && /^\p{Script=Han}$/u.test(stem) && /^\p{Script=Katakana}/u.test(match[1]!) && text.split(stem + match[1]).length > 2;
    if ((stem.length < 2 && !oneKanji) || JAPANESE_GENERIC_STEM.test(stem) || JAPANESE_COUNTRIES.has(stem)) continue;
    // 医薬品 (medicines), 希少疾病用医薬品 (orphan drugs): a word, not a name ending in 薬品.
    if (match[1] === "薬品" && stem.endsWith("医")) continue;
    const end = match.index + match[0].length;
    const prefixed = LEGAL_BEFORE.test(text.slice(Math.max(0, match.index - stem.length - 6), match.index - stem.length));
    const legal = Boolean(match[2]) || prefixed;
    if (!match[2] && !JAPANESE_FOLLOW.test(text.slice(end, end + 2))) continue;
    const start = match.index - stem.length - (prefixed ? 4 : 0);
    found.push({ start, end, name: stem + match[1], stem, confidence: legal ? 0.8 : 0.7 });
  }
  for (const match of text.matchAll(JAPANESE_PREFIX_LEGAL)) {
    const name = match[1]!;
    if (JAPANESE_GENERIC_STEM.test(name)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, name, stem: name, confidence: 0.75 });
  }
  return found;
}

// Korean: a Hangul (or short Latin) name with a sector word, then a particle or nothing.
const KOREAN_SECTOR = /(바이오로직스|바이오사이언스|바이오텍|바이오팜|바이오|테라퓨틱스|생명과학|제약|약품|파마|셀)/gu;
const KOREAN_GENERIC_STEM = /^(?:국내|글로벌|제약|바이오|대형|중견|토종|해외|신약|다국적|국산|전통|상장|코스닥|일부|주요|한국|미국|중국|일본|유럽|K-?|국내외|대웅|종근당)$/u;
const KOREAN_PARTICLES = new Set(["", "은", "는", "이", "가", "을", "를", "의", "에", "에서", "와", "과", "도", "로", "으로", "측", "와의", "과의", "에게", "까지", "만", "이다", "이며", "에서는", "은요", "로부터"]);

function findKoreanShapes(text: string): CompanyShape[] {
  const found: CompanyShape[] = [];
  for (const match of text.matchAll(KOREAN_SECTOR)) {
    let start = match.index;
    while (start > 0 && match.index - start < 8 && /[가-힣A-Z]/u.test(text[start - 1]!)) start -= 1;
    const stem = text.slice(start, match.index);
    // One syllable before a sector word is a name when the article repeats it (결바이오); 신바이오 once is not sure.
    const oneSyllable = stem.length === 1 && /^[가-힣]$/u.test(stem) && text.split(stem + match[1]).length > 2;
    if ((stem.length < 2 && !oneSyllable) || KOREAN_GENERIC_STEM.test(stem) || /[가-힣][A-Z]|[A-Z][가-힣]/u.test(stem)) continue;
    // 의약품 (medicines), 바이오의약품 (biologics): a word, not a name ending in 약품.
    if (match[1] === "약품" && stem.endsWith("의")) continue;
    let end = match.index + match[0].length;
    const legal = LEGAL_AFTER.exec(text.slice(end, end + 6));
    if (legal) end += legal[0].length;
    const rest = /^[가-힣]*/u.exec(text.slice(end, end + 6))![0];
    if (!KOREAN_PARTICLES.has(rest)) continue;
    const legalBefore = /(?:\(주\)|（주）|㈜|주식회사\s?)$/u.exec(text.slice(Math.max(0, start - 5), start));
    if (legalBefore) start -= legalBefore[0].length;
    found.push({ start, end, name: stem + match[1], stem, confidence: legal || legalBefore ? 0.8 : 0.7 });
  }
  return found;
}

/** Whether `phrase` occurs in `text` at the start of a word. */
function startsWordIn(text: string, phrase: string): boolean {
  for (let index = text.indexOf(phrase); index >= 0; index = text.indexOf(phrase, index + 1)) {
    if (index === 0 || !/[\p{L}\p{N}]/u.test(text[index - 1]!)) return true;
  }
  return false;
}

function isTitleCase(title: string): boolean {
  const words = title.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word));
  return words.length >= 3 && words.filter((word) => /^\p{Lu}/u.test(word)).length >= words.length * 0.6;
}

/**
 * In a title-case headline every word is capitalized, so "Investors Back Pyxara Biopharma" looks
 * like one name. A Latin shape there stands only as far as the body repeats it: the longest
 * ending of it that the body writes (with at least one word before the sector word), else none.
 */
function trimToBody(shape: CompanyShape, text: string, bodyStart: number): CompanyShape | null {
  const written = text.slice(shape.start, shape.end);
  const words = written.split(" ");
  const body = text.slice(bodyStart);
  for (let first = 0; first < words.length - 1; first += 1) {
    const ending = words.slice(first).join(" ");
    if (!startsWordIn(body, ending)) continue;
    return { ...shape, start: shape.end - ending.length, name: stripLegalForm(ending), stem: shape.stem.split(" ").slice(first).join(" ") || shape.stem };
  }
  return null;
}

/**
 * Every company-shaped name in the text, in order; overlapping shapes are left to the caller.
 * `drugs`: the drug-name shapes of the text, when the caller has them already.
 */
export function findCompanyShapes(text: string, drugs: readonly DrugMention[] = findDrugMentions({ text })): CompanyShape[] {
  const bodyStart = text.indexOf("\n\n");
  const titleCase = bodyStart > 0 && isTitleCase(text.slice(0, bodyStart));
  const found = findLatinShapes(text).flatMap((shape) => (titleCase && shape.end <= bodyStart ? (trimToBody(shape, text, bodyStart) ?? []) : [shape]));
  found.push(...findIntroducedNames(text), ...findOwners(text, drugs), ...findLeadSubject(text));
  if (/[\p{Script=Han}\p{Script=Katakana}]/u.test(text)) found.push(...findChineseShapes(text), ...findJapaneseShapes(text));
  if (/[가-힣]/u.test(text)) found.push(...findKoreanShapes(text));
  // A Japanese name can be found by its sector word and by 株式会社: one shape per span.
  const seen = new Set<string>();
  return found
    .filter((shape) => !seen.has(`${shape.start}:${shape.end}`) && Boolean(seen.add(`${shape.start}:${shape.end}`)))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The first word of a Latin company name, when it can stand for the company later in the text ("Zenara" for "Zenara Biosciences"). */
export function shortNameOf(name: string): string | null {
  const words = name.split(" ");
  const first = words[0]!;
  if (words.length < 2 || first.length < 4 || !/^\p{Lu}[\p{Script=Latin}]+$/u.test(first) || GENERIC_WORDS.has(first.toLowerCase())) return null;
  return first;
}
