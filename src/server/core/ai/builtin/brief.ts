import { MIN_REPORTED_CONFIDENCE, entityKey, registryEntity, tellsWithdrawal, toldAsBackground } from "@/server/core/recognize";
import type { EventType, Figure, Mention, Recognition, RecognizedEvent } from "@/server/core/recognize/types";
import type { Drug, Regulator } from "@/server/core/recognize/registry/types";
import { NEWS_LIMITS } from "@/shared/limits";
import { renderSummaryHtml, type SummarySegment } from "../summary-html";
import { splitSentences, type Sentence } from "./sentences";
import { englishCompanyName, hasNonLatinLetters } from "./romanize";

// The English brief of an article not in English, written without a language model: not a
// translation but the facts the recognizers found (who, what, which medicine, for what disease,
// which regulator, which figures), said in fixed English sentences. Every clause comes from a
// recognized mention, event or figure; what was not recognized is not said, and when nothing
// was recognized the brief says so.

/**
 * The words that say each event type, used verbatim in every brief of that type (and by the
 * brief benchmark to read the event back): no two types share them.
 */
export const EVENT_PHRASES: Record<EventType, string> = {
  approval: "wins approval",
  submission: "files for approval",
  "filing-acceptance": "accepted for review",
  designation: "designation",
  "complete-response-letter": "complete response letter",
  "trial-start": "starts a trial",
  readout: "trial results",
  licensing: "licensing deal",
  partnership: "partnership",
  acquisition: "acquisition deal",
  financing: "raises",
};

export type BriefInput = { readonly title: string; readonly text: string; readonly language: string };

export type EnglishBrief = {
  /** English title, at most NEWS_LIMITS.titleMax characters. */
  readonly title: string;
  /** 1–3 sentences as summary HTML (`<p>` with `<strong>` key terms). */
  readonly summaryHtml: string;
  /** How many recognized facts the brief states; 0: nothing was recognized and the brief says so. */
  readonly facts: number;
  /** Every fact the brief names, as it names it ("Huakang Bio (华康生物)"), for storage, the benchmark and the item page. */
  readonly stated: {
    readonly event: EventType | null;
    readonly companies: readonly string[];
    readonly assets: readonly string[];
    readonly indications: readonly string[];
    readonly regulators: readonly string[];
    /** For a trial start, the regulator said to have authorized the trial ("Trial authorized by the NMPA."). */
    readonly trialAuthorizedBy: string | null;
  };
};

/** A name for the reader: English when there is one, the original as written in parentheses. */
type Name = { readonly english: string | null; readonly original: string | null };

type Facts = {
  readonly event: RecognizedEvent | null;
  readonly company: Name | null;
  readonly partner: Name | null;
  readonly asset: Name | null;
  /** A second medicine the event is about too (a combination, a deal over two). */
  readonly coAsset: Name | null;
  /** "PD-1 monoclonal antibody": the target and modality named with the asset. */
  readonly assetKind: string | null;
  readonly indication: string | null;
  readonly regulator: string | null;
  /** For a trial start, the regulator that authorized the trial, when the article says so. */
  readonly trialAuthorizedBy: string | null;
  readonly figures: readonly Figure[];
  /** The event's date: its recognized date figure (past or expected), else a day and month written in its sentence. */
  readonly date: { readonly english: string; readonly written: string | null; readonly when: "past" | "expected" | null } | null;
};

const REGULATORY: ReadonlySet<EventType> = new Set(["approval", "submission", "filing-acceptance", "designation", "complete-response-letter"]);
const DEAL: ReadonlySet<EventType> = new Set(["licensing", "partnership", "acquisition"]);

// ---- choosing the facts ----------------------------------------------------------------------

const byKey = (mentions: readonly Mention[], key: string) => mentions.find((mention) => mention.key === key);
const within = (mention: Mention, start: number, end: number) => mention.start >= start && mention.end <= end;

// News puts its news first: an event reported in the title or the first sentence outranks one
// reported later unless the later one is clearly more certain ("…, to be sold after its EU
// approval" later in a partnership story is not the story).
const LEAD_BONUS = 0.15;

/** Where the lead ends: the title and the body's first sentence. */
function leadEnd(document: string, sentences: readonly Sentence[], titleLength: number): number {
  const first = sentences.find((sentence) => sentence.start > titleLength);
  return first?.end ?? document.length;
}

/**
 * The event the article is about: the most confident with the lead's bonus, then the earliest.
 * An event told only as background ("approved since the spring") is not the article's news.
 */
function mainEvent(events: readonly RecognizedEvent[], lead: number): RecognizedEvent | null {
  const rank = (event: RecognizedEvent) => event.confidence + (event.start < lead ? LEAD_BONUS : 0);
  const reported = [...events].filter((event) => event.confidence >= MIN_REPORTED_CONFIDENCE).sort((a, b) => rank(b) - rank(a) || a.start - b.start);
  const first = reported[0] ?? null;
  // A priority review is granted when an application is accepted ("a accepté d'examiner en procédure
  // prioritaire la demande", "im beschleunigten Prüfverfahren … zur Prüfung angenommen"): the acceptance
  // is the news, the priority review how it is reviewed.
  if (first?.type === "designation" && first.detail === "priority-review") return reported.find((event) => event.type === "filing-acceptance") ?? first;
  return first;
}

/** Mentions of a type, the event's subjects first, then those in the event's sentence, then by position. */
function ranked(mentions: readonly Mention[], type: Mention["type"], event: RecognizedEvent | null): Mention[] {
  const ofType = mentions.filter((mention) => mention.type === type);
  const rank = (mention: Mention) => {
    const subject = event ? event.subjects.indexOf(mention.key) : -1;
    if (subject >= 0) return subject;
    if (event && within(mention, event.start, event.end)) return 100;
    return 200;
  };
  return ofType.sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

/** Distinct entities (by key), in the order given. */
function distinct(mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((mention) => !seen.has(mention.key) && seen.add(mention.key));
}

// Outside North America Merck & Co. trades as MSD, so a German, French, Spanish or Italian
// article's bare "Merck" is the Darmstadt company, Merck KGaA (the registry's "Merck" alias is
// the American one, as English news uses it).
const MERCK_US = entityKey("company", "Merck & Co.");
const MERCK_KGAA_LANGUAGES = new Set(["de", "fr", "es", "it"]);

function companyName(mention: Mention, language: string): Name {
  if (mention.key === MERCK_US && mention.text === "Merck" && MERCK_KGAA_LANGUAGES.has(language)) return { english: "Merck KGaA", original: null };
  if (mention.known) return { english: mention.name, original: hasNonLatinLetters(mention.text) ? mention.text : null };
  return englishCompanyName(mention.name, language);
}

/**
 * A medicine by its registry name, or as written when that is in Latin letters (a code, an
 * INN). A name no list knows in another script is not given: the brief cannot say it in
 * English, and a shape match in Chinese or Japanese text may have taken in a neighbouring word.
 */
function assetName(mention: Mention, mentions: readonly Mention[]): Name | null {
  const code = mentions.find((other) => other.key === mention.key && other.identifiers.some((identifier) => identifier.scheme === "drug-code"));
  if (!hasNonLatinLetters(mention.name)) {
    // A brand no list knows, with the code the article gives it ("Korvida (OWP-12)"): both, as written, since
    // the code is what identifies it and the brand what it is sold as.
    const brand = mentions.find((other) => other.key === mention.key && !other.known && !other.identifiers.length && !hasNonLatinLetters(other.text));
    if (brand && code) return { english: brand.text.toLowerCase() === brand.name ? brand.text : brand.name, original: code.text };
    return { english: mention.name, original: hasNonLatinLetters(mention.text) ? mention.text : null };
  }
  // 舒奇拜单抗（XR-1701）: the research code the article gives it says it in any language.
  return code ? { english: code.text, original: mention.name } : null;
}

// Registry names start with a capital; in running English text most disease and modality names
// do not, but eponyms ("Alzheimer's disease", "Hodgkin lymphoma") and acronyms keep theirs.
const EPONYMS = /^(?:Duchenne|Rett|Hodgkin|Fabry|Gaucher|Pompe|Prader|Huntington|Parkinson|Alzheimer|Crohn|Sjögren|Friedreich)\b/;
function inProse(name: string): string {
  const firstWord = name.split(/[\s-]/)[0]!;
  const keepsCapital = EPONYMS.test(name) || firstWord.endsWith("'s") || firstWord.length === 1 || /[\p{Lu}\d]/u.test(firstWord.slice(1));
  return keepsCapital ? name : name[0]!.toLowerCase() + name.slice(1);
}

/**
 * "monoclonal-antibody" (a vocabulary label) or "Monoclonal antibody" (a name) → "monoclonal
 * antibody"; a class named in the plural ("RNA therapeutics") is said of one medicine.
 */
function modalityWords(name: string): string {
  const words = /^[a-z0-9-]+$/.test(name) ? name.replace(/-/g, " ") : name;
  return inProse(words.replace(/\btherapeutics$/i, (plural) => plural.slice(0, -1)));
}

/**
 * "PD-1 monoclonal antibody": the target and modality written in a sentence that names the asset
 * and no other medicine (the first such sentence with both, else with either). A PD-1 named
 * elsewhere, or beside a second medicine, may be another one's; a target or modality the registry
 * says the medicine is not belongs to something else in the sentence.
 */
function kindOf(document: string, mentions: readonly Mention[], drugKey: string): string | null {
  const sentences = splitSentences(document);
  const known = registryEntity(drugKey) as (Drug & { type: string }) | undefined;
  const fits = (mention: Mention) =>
    mention.type === "modality" ? !known?.modality || mention.key === entityKey("modality", known.modality) : !known?.targets || known.targets.includes(mention.name);
  const named = sentences.filter((sentence) => {
    const drugs = new Set(mentions.filter((mention) => mention.type === "drug" && within(mention, sentence.start, sentence.end)).map((mention) => mention.key));
    return drugs.size === 1 && drugs.has(drugKey);
  });
  const kinds = named.map((sentence) => {
    // A kind named after the medicine and joined to it ("YX-7726联合PD-1单抗", "X in combination with an anti-PD-1
    // antibody") is another medicine's.
    const drugsHere = mentions.filter((mention) => mention.key === drugKey && within(mention, sentence.start, sentence.end));
    const joinedAfter = (mention: Mention) => drugsHere.some((drug) => mention.start >= drug.end && COMBINED_WITH.test(document.slice(drug.end, mention.start)));
    const describes = (type: string) => mentions.find((mention) => mention.type === type && within(mention, sentence.start, sentence.end) && fits(mention) && !joinedAfter(mention));
    const target = describes("target");
    const modality = describes("modality");
    if (target && modality) return { both: true, words: `${target.name} ${modalityWords(modality.name)}` };
    if (target) return { both: false, words: `${target.name}-targeted drug` };
    return modality ? { both: false, words: modalityWords(modality.name) } : null;
  });
  return (kinds.find((kind) => kind?.both) ?? kinds.find(Boolean))?.words ?? null;
}

// Words that introduce examples of a kind or the standard of care: "Konkurrenzprodukte sind etwa
// Xtandi", "Corona-Impfstoffe wie Comirnaty", "entre ellas macitentán", "des rivaux comme…",
// "如Keytruda", "zusätzlich zur Standardtherapie mit Nintedanib".
const EXAMPLE_BEFORE =
  /(?:(?<![\p{L}])(?:wie|etwa|beispielsweise|z\.\s?B\.|such as|like|including|e\.g\.|comme|tels? que|telles? que|notamment|par exemple|como|entre (?:ellos|ellas|otros|otras)|por ejemplo|(?:Standard|Vergleichs)therapie (?:mit|aus)|standard of care(?: with)?)|如|例如|比如|包括|同类产品|同类药物|竞品)[\s:：,]*(?:(?:le|la|les|el|los|las|der|die|das|den|the)\s+|l['’])?$/iu;
// Chinese, Japanese and Korean close a list of examples after it: "伊普可泮等", "ミラベグロンなど", "키트루다 등".
const EXAMPLE_AFTER = /^[\s)）」』]{0,2}(?:等|など|등)/u;
// A comparator is named before its word in Korean and Japanese ("타그리소 대비", "オシメルチニブと比較"),
// after it elsewhere ("versus osimertinib", "对比帕博利珠单抗"): never the medicine the news is about,
// even where the recognizer took it for the event's subject.
const COMPARATOR_AFTER = /^[\s)）」』]{0,2}(?:단독\s?(?:요법|투여|치료)?\s?|単独(?:療法|投与)?)?(?:대비|와 비교|과 비교|に比べ|と比較|対照)/u;
// What a medicine beats is its comparator too: "supera a pembrolizumab", "outperforms osimertinib".
const COMPARATOR_BEFORE =
  /(?:(?<![\p{L}])(?:versus|vs\.?|compared (?:with|to)|im Vergleich zu|gegenüber|gegen|contre|contra|besser als|frente a|comparado con|(?:supera|superó|superando|superior) a|face (?:à|au|aux)|frente al|compar\p{L}*(?:\s\p{L}+)?\s(?:con|with|to|avec|à)|verglichen mit|par rapport à|supérieure? à|surpasse|outperform(?:s|ed)?|beats?)|对比|相比|对照|优于|超越)[\s:：,]*$/iu;

/** Whether a medicine is the comparator of a trial. */
function namedAsComparator(document: string, mention: Mention): boolean {
  return COMPARATOR_BEFORE.test(document.slice(Math.max(0, mention.start - 32), mention.start)) || COMPARATOR_AFTER.test(document.slice(mention.end, mention.end + 12));
}

// A sentence that names the standard of care: the medicines in it are what the news is measured against.
const STANDARD_OF_CARE = /standard of care|standard treatment|Standardtherapie|Standardbehandlung|traitement de référence|traitement standard|tratamiento (?:estándar|de referencia)|标准治疗|標準治療|표준\s?치료/iu;

// The treatment patients had before, or that failed them ("dont la goutte n'est pas maîtrisée par l'allopurinol ou
// le fébuxostat", "inadequately controlled on metformin", "que no responden a nusinersen", "经奥希替尼治疗失败"): the
// setting of the news, not its medicine.
const PRIOR_BEFORE =
  /(?:(?:maîtrisée?s?|contrôlée?s?|soulagée?s?) (?:\S+ ){0,2}?par|(?:inadequately |not |poorly )?controlled (?:on|by|with)|(?:previously |already )?treated with|(?:failed|after|despite|refractory to|intolerant (?:of|to)) (?:prior )?|(?:no )?(?:responden|respondieron|respondan) (?:\S+ ){0,1}?a|controlad[oa]s? con|tras (?:el )?fracaso (?:de|con)|(?:unzureichend|nicht) (?:\S+ ){0,3}?(?:mit|unter|auf)|nach (?:Versagen|Vorbehandlung) (?:von|mit)|(?:résistante?s?|réfractaires?) (?:à|au|aux)|échec (?:de|du|d['’]un)|既往(?:接受过)?|经)\s*(?:(?:l['’]|le |la |les |el |los |las |the |der |die |dem )\s*)?(?:[\p{L}\p{N}-]+\s+(?:ou|or|o|oder|y|et|and|und)\s+(?:(?:l['’]|le |la |les |el |los |las |the |der |die |dem )\s*)?)?$/iu;
const PRIOR_AFTER = /^[\s)）」』]{0,2}(?:治疗失败|治疗后进展|经治|不耐受|で効果不十分|抵抗性|治療歴|치료\s?실패|불응)/u;

/** Whether a medicine is written as the treatment that came before or failed. */
function namedAsPrior(document: string, mention: Mention): boolean {
  return PRIOR_BEFORE.test(document.slice(Math.max(0, mention.start - 48), mention.start)) || PRIOR_AFTER.test(document.slice(mention.end, mention.end + 8));
}

/** Whether a medicine is written as an example of its kind (right after words that introduce one, before a closing "etc."), or in a sentence about the standard of care. */
function namedAsExample(document: string, mention: Mention, sentence: Sentence | undefined): boolean {
  if (EXAMPLE_BEFORE.test(document.slice(Math.max(0, mention.start - 24), mention.start)) || EXAMPLE_AFTER.test(document.slice(mention.end, mention.end + 4))) return true;
  return sentence !== undefined && STANDARD_OF_CARE.test(sentence.text);
}

// A biosimilar is named after the medicine it copies ("아플리버셉트 바이오시밀러 'CRB-702'", "Aflibercept-Nachahmer
// FYB203", "阿达木单抗生物类似药", "biosimilar of ustekinumab"): that medicine is the reference, not the news.
const REFERENCE_AFTER = /^[\s)）」』'’"]{0,3}(?:-?biosimilar|-?biosimilaire|-?Nachahmer|바이오\s?시밀러|バイオシミラー|的?生物类似药|的?类似药)/iu;
const REFERENCE_BEFORE = /(?:biosimilars? (?:of|to|de|del|von|zu|zum)|biosimilaires? (?:de|du|d['’])|バイオシミラー|生物类似药)\s*(?:the |la |le |l['’]|el )?$/iu;

/** Whether a medicine is named as the reference product of a biosimilar. */
function namedAsReference(document: string, mention: Mention): boolean {
  return REFERENCE_AFTER.test(document.slice(mention.end, mention.end + 16)) || REFERENCE_BEFORE.test(document.slice(Math.max(0, mention.start - 24), mention.start));
}

/**
 * A biosimilar by its name and the medicine it copies, "FYB203 (aflibercept biosimilar)": the code
 * names the product, the reference says what it is (and the INN it shares).
 */
function biosimilarName(document: string, mentions: readonly Mention[], drug: Mention, references: ReadonlySet<string>): Name | null {
  const name = assetName(drug, mentions);
  if (!name || references.has(drug.key)) return name;
  const near = (a: Mention, b: Mention) => Math.max(a.start, b.start) - Math.min(a.end, b.end) <= 24;
  const reference = mentions.find((mention) => references.has(mention.key) && !hasNonLatinLetters(mention.name) && mentions.some((own) => own.key === drug.key && near(own, mention)));
  return reference ? { english: `${name.english} (${reference.name} biosimilar)`, original: null } : name;
}

// Medicines offered as alternatives ("erhielten zusätzlich Nintedanib oder Pirfenidon", "X或Y"): the
// background or comparator treatment of a trial, not the medicine the news is about.
const ALTERNATIVE = /^\s*(?:oder|or|ou|o|或|或者|または|또는)\s*(?:(?:the|der|die|das|den|le|la|les|el|los|las)\s+|l['’])?$/iu;

/** Whether a medicine is written as one of two alternatives, joined to another medicine by "or". */
function namedAsAlternative(document: string, mention: Mention, mentions: readonly Mention[]): boolean {
  return mentions.some(
    (other) =>
      other.type === "drug" &&
      other.key !== mention.key &&
      (ALTERNATIVE.test(document.slice(mention.end, other.start)) || ALTERNATIVE.test(document.slice(other.end, mention.start))),
  );
}

// Words and signs that join two medicines ("X and Y", "X + Y", "X联合Y", "XとYの併用", "X와 Y"); two names
// with no more than one word between them and none of these are one medicine said twice: "Aflibercept-Nachahmer
// FYB203", "Ustekinumab-Biosimilar ZX-410".
const JOINING = /(?:(?<![\p{L}])(?:and|und|et|y|e|with|mit|avec|con|plus|or|oder|ou|o|versus|vs|gegen|contre|contra)(?![\p{L}])|[,，、;；+/&＋·・ㆍ]|和|与|及|或|联合|联用|合用|併用|と|や|및|과|와|병용)/iu;
const APPOSITION_GAP = 16;
// Words that combine a medicine with another (not a comma, which may introduce what the medicine is).
const COMBINED_WITH = /(?:(?<![\p{L}])(?:and|und|et|y|plus|with|mit|avec|con|combined with|in combination with|in Kombination mit|en association avec|en combinaison avec|en combinación con)(?![\p{L}])|联合|联用|合用|併用|との併用|및|과\s|와\s|병용|[+＋])/iu;

/** A bracket that holds only two names with a comma between: "Myovera (elbatorimab, ET-417)", a medicine's INN and code. */
const BRACKET_OPEN = /[(（]\s*$/u;
const BRACKET_CLOSE = /^\s*[)）]/u;
const BRACKET_COMMA = /^\s*[,，、]\s*$/u;
/** What follows a name up to another inside the bracket that opens after it: "ITM-11 (n.c.a. 177Lu-". */
const BRACKET_AFTER = /^\s*[(（][^)）]{0,20}$/u;

/**
 * Whether two medicines are written side by side with nothing that joins them (a name and its code,
 * a brand and its biosimilar's code), or are the two names a bracket gives one medicine.
 */
function inApposition(document: string, mentions: readonly Mention[], first: string, second: string): boolean {
  const ofKey = (key: string) => mentions.filter((mention) => mention.type === "drug" && mention.key === key);
  return ofKey(first).some((a) =>
    ofKey(second).some((b) => {
      const [left, right] = a.start < b.start ? [a, b] : [b, a];
      const gap = document.slice(left.end, right.start);
      if (right.start < left.end) return false;
      const bracketed = BRACKET_COMMA.test(gap) && BRACKET_OPEN.test(document.slice(Math.max(0, left.start - 2), left.start)) && BRACKET_CLOSE.test(document.slice(right.end, right.end + 2));
      return bracketed || (gap.length <= APPOSITION_GAP && !/\s/u.test(gap.trim()) && !JOINING.test(gap));
    }),
  );
}

// One disease said to come with another: the one it comes with is the setting, the other the
// indication. Japanese, Chinese and Korean name the underlying disease first ("加齢黄斑変性に伴う地図状萎縮",
// "帕金森病相关的精神病"), the others after ("geographic atrophy associated with AMD").
const UNDERLYING_BEFORE = /^\s?(?:に伴う|に伴い|に伴って|に関連する|相关的?|相关性|伴发的?|에\s?(?:따른|동반된)|(?:과|와)\s?관련된|관련)\s?$/u;
const UNDERLYING_AFTER = /^\s?(?:associated with|related to|associée?s? (?:à|au|aux)|liée?s? (?:à|au|aux)|asociad[oa]s? (?:a|al)|relacionad[oa]s? con|assoziierte?[nrs]? (?:mit|mit der|mit dem)?|bei)\s+(?:(?:la|le|l['’]|el|der|die|einer|the)\s*)?$/iu;

/** The indications without the diseases that are only the setting of another one named with them. */
function withoutUnderlying(document: string, indications: readonly Mention[]): Mention[] {
  const setting = new Set<Mention>();
  for (const first of indications) {
    for (const second of indications) {
      if (second.start <= first.end || second.start - first.end > 24 || first.key === second.key) continue;
      const gap = document.slice(first.end, second.start);
      if (UNDERLYING_BEFORE.test(gap)) setting.add(first);
      else if (UNDERLYING_AFTER.test(gap)) setting.add(second);
    }
  }
  const kept = indications.filter((mention) => !setting.has(mention) || indications.every((other) => other.key === mention.key || setting.has(other)));
  // A setting named elsewhere on its own is still the setting.
  const settingKeys = new Set([...setting].map((mention) => mention.key));
  const specific = kept.filter((mention) => !settingKeys.has(mention.key));
  return specific.length ? specific : kept;
}

/**
 * Whether the registry says a medicine is another company's: its developer is not the company the
 * brief is about nor, in a deal, its partner ("Le resmétirom de Madrigal" in an article about Verdalis).
 */
function anotherCompanys(mention: Mention, owners: readonly (Mention | undefined)[]): boolean {
  const developer = (registryEntity(mention.key) as Drug | undefined)?.developer;
  if (!developer) return false;
  const developerKey = entityKey("company", developer);
  return !owners.some((company) => company?.key === developerKey);
}

/**
 * Who authorized the trial that starts: the regulator of a trial authorization the article reports,
 * as news or as what came before ("已获得国家药监局临床试验默示许可", "L'étude, autorisée par l'ANSM"),
 * about the same medicine or about none named.
 */
function trialAuthority(recognition: Recognition, event: RecognizedEvent): string | null {
  const drugs = new Set(event.subjects.filter((key) => key.startsWith("drug:")));
  const authorization = recognition.events.find(
    (other) =>
      other.type === "approval" &&
      other.detail === "trial-authorization" &&
      other.regulator !== null &&
      (drugs.size === 0 || !other.subjects.some((key) => key.startsWith("drug:")) || other.subjects.some((key) => drugs.has(key))),
  );
  return authorization ? (byKey(recognition.mentions, authorization.regulator!)?.name ?? null) : null;
}

/** A medicine's reimbursement or price, which payers decide: listings, negotiations, the public payer's "financing". */
const REIMBURSEMENT =
  /医保目录|医保谈判|纳入医保|进入医保|医保准入|薬価収載|薬価基準|保険適用|(?:건강보험\s?)?급여\s?(?:적용|등재|목록|확대)|약가\s?협상|Erstattungsbetrag|Kostenerstattung|erstattungsfähig|remboursement|financiación pública|prestación farmacéutica|precios? y (?:la )?financiación|reimbursement|reimbursed/iu;

function chooseFacts(document: string, titleLength: number, recognition: Recognition, language: string): Facts {
  const { mentions } = recognition;
  const sentences = splitSentences(document);
  const sentenceOf = (mention: Mention) => sentences.find((sentence) => sentence.start <= mention.start && mention.end <= sentence.end);
  const lead = leadEnd(document, sentences, titleLength);
  // The medicines some (or every) mention of which is written so.
  const drugKeys = (test: (mention: Mention) => boolean, every = false) => {
    const keys = new Set(mentions.filter((mention) => mention.type === "drug").map((mention) => mention.key));
    const holds = (key: string) => {
      const ofKey = mentions.filter((mention) => mention.key === key);
      return every ? ofKey.every(test) : ofKey.some(test);
    };
    return new Set([...keys].filter(holds));
  };
  // An event without a party, in an article that names no company and no medicine ("기술수출 계약 규모는
  // 총 21조원", an industry's deals counted; "le médicament a obtenu son AMM" closing an HTA story), says
  // nothing the brief can state of anyone: "A company wins approval" would be no news, or not this one's.
  const parties = mentions.some((mention) => mention.type === "company" || mention.type === "drug");
  // A lead about an HTA body's or a payer's verdict ("La commission de la transparence de la HAS a attribué
  // une ASMR…", "G-BA sieht keinen Zusatznutzen", "薬価収載を了承", "건강보험 급여 적용"): an approval told after
  // the lead is what the assessment came after, and an event the lead tells without an authority of its
  // own ("医保目录调整结果公布") is the listing's, not a trial's or a funding round's. So too a lead about a
  // regulator taking an approval back ("la FDA a suspendu … la licence"): the approval told later is its past.
  const withdrawn = tellsWithdrawal(document.slice(0, lead));
  const assessed =
    REIMBURSEMENT.test(document.slice(0, lead)) ||
    withdrawn ||
    mentions.some((mention) => mention.type === "regulator" && mention.end <= lead && Boolean((registryEntity(mention.key) as Regulator | undefined)?.assesses));
  const reported = parties ? mainEvent(recognition.events, lead) : null;
  // Under a lead that tells a recall or an approval taken back, an approval is what is taken back, wherever it is told.
  const event = reported && ((assessed && (reported.start >= lead || !reported.regulator)) || (withdrawn && reported.type === "approval")) ? null : reported;
  const isSubject = (mention: Mention | null | undefined) => Boolean(mention && event?.subjects.includes(mention.key));
  // A company named only where another event is told, as a party of an event that shares no subject with
  // this one ("同机制药物中，百时美施贵宝的Cobenfy已于2024年在美国获批" after an acceptance of another company's
  // drug), is that event's company: not this one's, unless the event names it or it is written in the lead or
  // the event's sentence. (Not so for a medicine: the article's own is often told again in a later event.)
  const otherParties = new Set(
    recognition.events
      .filter((other) => event && other !== event && !other.subjects.some((key) => event.subjects.includes(key)))
      .flatMap((other) => other.subjects.filter((key) => key.startsWith("company:"))),
  );
  const inNews = (mention: Mention) => isSubject(mention) || mention.end <= lead || Boolean(event && within(mention, event.start, event.end));
  const newsCompanies = new Set(mentions.filter((mention) => mention.type === "company" && inNews(mention)).map((mention) => mention.key));
  const companies = distinct(ranked(mentions, "company", event)).filter((mention) => newsCompanies.has(mention.key) || !otherParties.has(mention.key));
  const owners = [companies[0], event && DEAL.has(event.type) ? companies[1] : undefined];
  // A medicine the brief cannot name in English (아미반타맙, which no list knows) is passed over for one
  // it can; one named only as an example of its kind ("rivals such as Xtandi", "vaccines like
  // Comirnaty") is not what the article is about unless the event names it.
  // A medicine the registry says is another company's is that company's news, not this article's,
  // unless the event names it.
  // A medicine named once as the comparator is the comparator wherever the article names it ("supera a
  // pembrolizumab … pembrolizumab (Keytruda)").
  const comparators = drugKeys((mention) => namedAsComparator(document, mention));
  // A medicine named only as what patients had before, or what failed them, is the setting, even where the
  // recognizer took it for the event's subject.
  const priors = drugKeys((mention) => namedAsPrior(document, mention), true);
  // A medicine named only after the lead, in sentences told as background ("hatten im vergangenen Jahr ihren
  // Kandidaten WSB-17 aufgegeben"), is the company's past, not this news.
  const backgroundOnly = drugKeys((mention) => mention.start >= lead && toldAsBackground(sentenceOf(mention)?.text ?? "", language), true);
  const drugs = distinct(
    ranked(mentions, "drug", event).filter(
      (mention) =>
        !comparators.has(mention.key) &&
        !priors.has(mention.key) &&
        (isSubject(mention) ||
          (!backgroundOnly.has(mention.key) && !namedAsExample(document, mention, sentenceOf(mention)) && !namedAsAlternative(document, mention, mentions) && !anotherCompanys(mention, owners))),
    ),
  ).filter((mention) => assetName(mention, mentions) !== null);
  // A biosimilar's reference product gives way to the biosimilar the article names.
  const references = drugKeys((mention) => namedAsReference(document, mention));
  if (drugs.some((mention) => !references.has(mention.key))) drugs.splice(0, drugs.length, ...drugs.filter((mention) => !references.has(mention.key)));
  // Of the medicines the event names, the company's own comes first ("HLB … 리보세라닙과 항서제약의 캄렐리주맙
  // 병용요법"): the partner's medicine in a combination is not what the company's news is about.
  const ownIndex = drugs.findIndex((mention) => isSubject(mention) && !anotherCompanys(mention, [companies[0]]) && Boolean((registryEntity(mention.key) as Drug | undefined)?.developer));
  if (ownIndex > 0 && isSubject(drugs[0]) && anotherCompanys(drugs[0]!, [companies[0]])) drugs.unshift(...drugs.splice(ownIndex, 1));
  // In an acquisition, what is bought is the news: the acquired company's medicine before the buyer's own
  // ("MSD incorpora Ohtuvayre" before "la pérdida de exclusividad de Keytruda").
  const acquiredIndex = event?.type === "acquisition" && companies[1] ? drugs.findIndex((mention) => !anotherCompanys(mention, [companies[1]]) && Boolean((registryEntity(mention.key) as Drug | undefined)?.developer)) : -1;
  if (acquiredIndex > 0) drugs.unshift(...drugs.splice(acquiredIndex, 1));
  // Money raised for a pipeline is not for its first name, nor is a deal over several medicines for its first:
  // a financing's or a deal's medicine is the one the article names alone, not beside a second of its
  // candidates ("用于推进RK-927和RK-1103两款抗体偶联药物", "SKT-110の第2相試験、SKT-205の前臨床開発",
  // "GLP-1产品组合 HRS9531、HRS-7535和HRS-4729").
  const besideAnother = (first: Mention) => {
    const own = mentions.filter((mention) => mention.key === first.key);
    const ownSentences = new Set(own.map(sentenceOf).filter((sentence) => sentence !== undefined));
    return drugs.some(
      (other) =>
        other.key !== first.key &&
        ownSentences.has(sentenceOf(other)!) &&
        !inApposition(document, mentions, first.key, other.key) &&
        // What a bracket after the medicine says it is: "ITM-11 (n.c.a. 177Lu-Edotreotid)".
        !own.some((mention) => mention.end <= other.start && BRACKET_AFTER.test(document.slice(mention.end, other.start))),
    );
  };
  const drug = event && (event.type === "financing" || DEAL.has(event.type)) && drugs[0] && besideAnother(drugs[0]) ? null : (drugs[0] ?? null);
  const indications = withoutUnderlying(document, ranked(mentions, "indication", event));
  // "Lung cancer" in the headline, "non-small cell lung cancer" in the body, "혈우병" then "혈우병 A"
  // (hemophilia A): the narrower one is meant.
  const broad = indications[0];
  const narrows = (other: Mention, wide: Mention) => {
    const [name, widest] = [other.name.toLowerCase(), wide.name.toLowerCase()];
    return name.length > widest.length && (name.endsWith(` ${widest}`) || name.startsWith(`${widest} `));
  };
  const indication = (broad && indications.find((other) => narrows(other, broad))) ?? broad ?? null;

  const assetKind = drug ? kindOf(document, mentions, drug.key) : null;

  // The regulator the event names; else, for a regulatory event, the only regulator named at all.
  let regulator: string | null = null;
  // A domestic approval in a Japanese, Korean or Chinese article is its country's authority's (国内で承認: PMDA), named or not.
  if (event?.regulator) regulator = byKey(mentions, event.regulator)?.name ?? (registryEntity(event.regulator) as Regulator | undefined)?.name ?? null;
  else if (event && REGULATORY.has(event.type)) {
    // An HTA body (G-BA, HAS…) approves, accepts and designates nothing.
    const regulators = distinct(mentions.filter((mention) => mention.type === "regulator" && !(registryEntity(mention.key) as Regulator | undefined)?.assesses));
    if (regulators.length === 1) regulator = regulators[0]!.name;
  } else if (!event) {
    // Without an event, the authority the lead names is what the article is about ("G-BA sieht keinen
    // Zusatznutzen für…", "La HAS accorde une ASMR…"); one named only later may be background.
    regulator = mentions.find((mention) => mention.type === "regulator" && mention.end <= lead)?.name ?? null;
  }

  return {
    event,
    trialAuthorizedBy: event?.type === "trial-start" ? trialAuthority(recognition, event) : null,
    company: companies[0] ? companyName(companies[0], language) : null,
    // A deal's other party is named where the deal is told or in the lead, or is one of its subjects; a
    // company named only later ("Bereits 2019 hatte Bayer BlueRock übernommen") is another story's.
    partner:
      event && DEAL.has(event.type) && companies[1] && (isSubject(companies[1]) || within(companies[1], event.start, event.end) || companies[1].end <= lead)
        ? companyName(companies[1], language)
        : null,
    asset: drug ? biosimilarName(document, mentions, drug, references) : null,
    // Both named where the event is told or in the lead ("렉라자…리브리반트와의 병용요법으로 FDA 승인"), not one
    // in a later sentence about an earlier deal or a rival.
    coAsset:
      isSubject(drug) &&
      isSubject(drugs[1]) &&
      [drug, drugs[1]].every((mention) => mention && event && (within(mention, event.start, event.end) || mention.end <= lead)) &&
      !inApposition(document, mentions, drug!.key, drugs[1]!.key)
        ? assetName(drugs[1]!, mentions)
        : null,
    assetKind,
    indication: indication && !hasNonLatinLetters(indication.name) ? inProse(indication.name) : null,
    regulator,
    figures: event?.figures ?? [],
    date: event ? (recognizedDate(event.figures, language) ?? findDate(document.slice(event.start, event.end), language)) : null,
  };
}

// ---- saying them -----------------------------------------------------------------------------

const plain = (text: string): SummarySegment => ({ text, strong: false });
const strong = (text: string): SummarySegment => ({ text, strong: true });

/** "Huakang Bio (华康生物)": the English name in bold, the original as written after it. */
function nameSegments(name: Name): SummarySegment[] {
  if (!name.english) return [strong(name.original ?? "")];
  return name.original ? [strong(name.english), plain(` (${name.original})`)] : [strong(name.english)];
}

const DESIGNATIONS: Record<string, string> = {
  "priority-review": "priority review",
  "breakthrough-therapy": "breakthrough therapy",
  "fast-track": "fast track",
  "orphan-drug": "orphan drug",
  "accelerated-approval": "accelerated approval",
  "rare-pediatric-disease": "rare pediatric disease",
  "innovation-passport": "Innovation Passport",
  prime: "PRIME",
  sakigake: "SAKIGAKE",
};

const SCALES: readonly (readonly [number, string])[] = [[1e12, "trillion"], [1e9, "billion"], [1e6, "million"]];

/** An amount in English with the figure as written: "CNY 1.2 billion (12亿元)". */
function formatAmount(value: number, currency: string, written: string): string {
  const scale = SCALES.find(([size]) => value >= size);
  const number = scale ? `${Number((value / scale[0]).toFixed(2))} ${scale[1]}` : value.toLocaleString("en-US");
  const english = `${currency} ${number}`;
  return written && written.replace(/\s+/g, " ").trim() !== english ? `${english} (${written.trim()})` : english;
}

function figureText(figure: Figure): string {
  if (figure.kind === "amount") return formatAmount(figure.value, figure.currency, figure.text);
  if (figure.kind === "phase") return `Phase ${figure.value}`;
  return `${figure.value.toLocaleString("en-US")} patients`;
}

// Dates as each language writes a day and month (a year when given): 11月18日, 2026년 3월 5일,
// 18. November 2026, 1er mars, 5 de marzo de 2026.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH_WORDS: Record<string, readonly string[]> = {
  de: ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};
const months = (language: string) => MONTH_WORDS[language]!.join("|");
const CJK_DATE = /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日/u;
const DATE_PATTERNS: Record<string, RegExp> = {
  zh: CJK_DATE,
  ja: CJK_DATE,
  ko: /(?:(\d{4})년\s*)?(\d{1,2})월\s*(\d{1,2})일/u,
  de: new RegExp(`(?<![\\d.])(\\d{1,2})\\.\\s*(${months("de")})(?:\\s+(\\d{4}))?`, "iu"),
  fr: new RegExp(`(?<!\\d)(1er|\\d{1,2})\\s+(${months("fr")})(?:\\s+(\\d{4}))?`, "iu"),
  es: new RegExp(`(?<!\\d)(\\d{1,2})\\s+de\\s+(${months("es")})(?:\\s+de\\s+(\\d{4}))?`, "iu"),
};

const QUARTERS = ["first", "second", "third", "fourth"];

/** A normalized date in English at its precision: "on 14 March 2027", "in March 2027", "in the second quarter of 2027", "in the first half of 2027", "in 2027". */
function englishDate(value: string): string {
  const [year, part, date] = value.split("-");
  if (!part) return `in ${year}`;
  if (part.startsWith("Q")) return `in the ${QUARTERS[Number(part.slice(1)) - 1]} quarter of ${year}`;
  if (part.startsWith("H")) return `in the ${QUARTERS[Number(part.slice(1)) - 1]} half of ${year}`;
  const month = MONTHS[Number(part) - 1];
  return date ? `on ${Number(date)} ${month} ${year}` : `in ${month} ${year}`;
}

/** The event's recognized date (recognize/dates.ts), with its words as written unless the article is English. */
function recognizedDate(figures: readonly Figure[], language: string): Facts["date"] {
  const date = figures.find((figure) => figure.kind === "date");
  if (date?.kind !== "date") return null;
  return { english: englishDate(date.value), written: language === "en" ? null : date.text.trim(), when: date.when };
}

/** The first day and month written in `text`: "18 November 2026", and as written ("2026年11月18日"). */
function findDate(text: string, language: string): Facts["date"] {
  const match = DATE_PATTERNS[language]?.exec(text);
  if (!match) return null;
  let year: string | undefined;
  let month: number;
  let day: number;
  if (language === "zh" || language === "ja" || language === "ko") {
    [year, month, day] = [match[1], Number(match[2]), Number(match[3])];
  } else {
    [day, month, year] = [match[1] === "1er" ? 1 : Number(match[1]), MONTH_WORDS[language]!.indexOf(match[2]!.toLowerCase()) + 1, match[3]];
  }
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { english: `${day} ${MONTHS[month - 1]}${year ? ` ${year}` : ""}`, written: match[0].trim(), when: null };
}

/** "the PD-1 monoclonal antibody HK101", "lazertinib and amivantamab", "a PD-1 monoclonal antibody". */
function assetSegments(facts: Facts): SummarySegment[] {
  const { asset, assetKind } = facts;
  if (!asset) return assetKind ? [plain(`${/^[aeiou]/i.test(assetKind) ? "an" : "a"} ${assetKind}`)] : [];
  const second = facts.coAsset ? [plain(" and "), ...nameSegments(facts.coAsset)] : [];
  return [...(assetKind ? [plain(`the ${assetKind} `)] : []), ...nameSegments(asset), ...second];
}

/** " for X in Y", " of X in Y"… whichever of the asset and indication are known. */
function forWhat(preposition: string, facts: Facts): SummarySegment[] {
  const asset = assetSegments(facts);
  const segments: SummarySegment[] = asset.length ? [plain(` ${preposition} `), ...asset] : [];
  if (facts.indication) segments.push(plain(" in "), strong(facts.indication));
  return segments;
}

/** Authorities English names without "the": "approved by Health Canada", "by Swissmedic". */
const WITHOUT_ARTICLE: ReadonlySet<string> = new Set(["Health Canada", "Swissmedic", "ANVISA", "COFEPRIS", "Chuikyo"]);
const theRegulator = (name: string) => (WITHOUT_ARTICLE.has(name) ? "" : "the ");
const fromRegulator = (facts: Facts, preposition: string) => (facts.regulator ? [plain(` ${preposition} ${theRegulator(facts.regulator)}`), strong(facts.regulator)] : []);

/** The sentence that says who did what: the brief's headline. */
function eventSentence(facts: Facts, subject: SummarySegment[]): SummarySegment[] {
  const event = facts.event!;
  const phrase = EVENT_PHRASES[event.type];
  const partner = facts.partner ? nameSegments(facts.partner) : [];
  const amount = facts.figures.find((figure) => figure.kind === "amount");
  switch (event.type) {
    case "approval": {
      // A positive CHMP opinion recommends approval; the brief says so rather than that the medicine is approved.
      if (event.detail === "positive-opinion") return [...subject, plain(` ${phrase} recommendation (positive CHMP opinion)`), ...fromRegulator(facts, "from"), ...forWhat("for", facts)];
      // A trial's authorization (IND, CTA, 默示许可, 임상 승인) lets a trial start; the brief never lets it read as the medicine's.
      if (event.detail === "trial-authorization") return [...subject, plain(` ${phrase}`), ...fromRegulator(facts, "from"), plain(" to start a clinical trial"), ...forWhat("of", facts)];
      const accelerated = event.detail === "accelerated-approval" ? [plain(" (accelerated approval)")] : [];
      return [...subject, plain(` ${phrase}`), ...fromRegulator(facts, "from"), ...accelerated, ...forWhat("for", facts)];
    }
    case "submission":
      return [...subject, plain(` ${phrase}`), ...forWhat("of", facts), ...fromRegulator(facts, "with")];
    case "filing-acceptance":
      return [...subject, plain(": application"), ...forWhat("for", facts), plain(` ${phrase}`), ...fromRegulator(facts, "by")];
    case "designation": {
      const kind = event.detail ? DESIGNATIONS[event.detail] ?? event.detail.replace(/-/g, " ") : null;
      return [...subject, plain(" receives "), kind ? strong(`${kind} ${phrase}`) : plain(`a ${phrase}`), ...fromRegulator(facts, "from"), ...forWhat("for", facts)];
    }
    case "complete-response-letter":
      return [...subject, plain(` receives a ${phrase}`), ...fromRegulator(facts, "from"), ...forWhat("for", facts)];
    case "trial-start":
      return [...subject, plain(` ${phrase}`), ...forWhat("of", facts)];
    case "readout": {
      const kind = event.detail === "topline" || event.detail === "interim" ? `${event.detail} ` : "";
      const outcome = event.outcome ? [plain(": "), strong(`primary endpoint ${event.outcome}`)] : [];
      return [...subject, plain(` reports ${kind}${phrase}`), ...forWhat("for", facts), ...outcome];
    }
    case "licensing":
    case "partnership":
    case "acquisition": {
      const article = event.type === "acquisition" ? "an" : "a";
      const withPartner = partner.length ? [plain(" with "), ...partner] : [];
      // The disease the deal is about, with or without a named medicine ("… for LT6 in myasthenia gravis").
      const about = assetSegments(facts).length ? forWhat("for", facts) : facts.indication ? [plain(" in "), strong(facts.indication)] : [];
      return [...subject, plain(` enters ${article} ${phrase}`), ...withPartner, ...about];
    }
    case "financing":
      return [...subject, plain(` ${phrase} `), amount ? strong(figureText(amount)) : plain("new funding")];
  }
}

// How a past date is said of each event ("Approved on 14 March 2027"); deals and financings say
// "Date given", as their sentences may date the agreement, the closing or the announcement.
const DATED: Partial<Record<EventType, string>> = {
  approval: "Approved",
  submission: "Filed",
  "filing-acceptance": "Accepted",
  designation: "Granted",
  "complete-response-letter": "Received",
  "trial-start": "Started",
  readout: "Reported",
};

/**
 * A financing's headline says the amount; the medicine and disease the article names (what the
 * money is for, most often) follow as what the article names, not as the purpose of the money.
 */
function fundedSentence(facts: Facts): SummarySegment[] {
  if (facts.event?.type !== "financing") return [];
  const named = [...assetSegments(facts), ...(facts.indication ? [plain(assetSegments(facts).length ? " in " : ""), strong(facts.indication)] : [])];
  return named.length ? [plain(" The article names "), ...named, plain(".")] : [];
}

/** The event's date as its own sentence: "Approved on 14 March 2027 (2027年3月14日).", "Expected in the second quarter of 2027 (2027年第二季度)." */
function dateSentence(facts: Facts): SummarySegment[] {
  const { date, event } = facts;
  if (!date || !event) return [];
  const original = date.written ? [plain(` (${date.written})`)] : [];
  if (date.when === null) return [plain(" Date given: "), strong(date.english), ...original, plain(".")];
  const [preposition, ...words] = date.english.split(" ");
  const lead = date.when === "expected" ? `Expected ${preposition}` : DATED[event.type] ? `${DATED[event.type]} ${preposition}` : "Date given:";
  return [plain(` ${lead} `), strong(words.join(" ")), ...original, plain(".")];
}

/** "Trial authorized by the NMPA.": who let the trial start, when the article says so. */
function authorizedSentence(facts: Facts): SummarySegment[] {
  return facts.trialAuthorizedBy ? [plain(` Trial authorized by ${theRegulator(facts.trialAuthorizedBy)}`), strong(facts.trialAuthorizedBy), plain(".")] : [];
}

/** The figures the event came with, as written in the article. */
function figuresSentence(facts: Facts): SummarySegment[] {
  // The date is said in its own sentence (dateSentence).
  const shown = facts.figures.filter((figure) => figure.kind !== "date" && !(facts.event?.type === "financing" && figure === facts.figures.find((each) => each.kind === "amount")));
  // The same figure written twice (title and body) is said once.
  const texts = [...new Set(shown.map(figureText))];
  if (!texts.length) return [];
  const items = texts.map((text) => strong(text));
  const listed = items.flatMap((item, index) => (index === 0 ? [item] : [plain(index === items.length - 1 ? " and " : ", "), item]));
  return [plain(" Figures given: "), ...listed, plain(".")];
}

/** When no event was recognized: what the article names, and that no event was found. */
function namesSentence(facts: Facts, languageName: string): SummarySegment[] {
  const named: SummarySegment[][] = [];
  if (facts.company) named.push(nameSegments(facts.company));
  if (facts.regulator) named.push([plain(theRegulator(facts.regulator)), strong(facts.regulator)]);
  if (facts.asset || facts.assetKind) named.push(assetSegments(facts));
  if (facts.indication) named.push([strong(facts.indication)]);
  const listed = named.flatMap((item, index) => (index === 0 ? item : [plain(index === named.length - 1 ? " and " : ", "), ...item]));
  return [plain(`A ${languageName} article that names `), ...listed, plain(". No approval, trial, deal or other event was recognized.")];
}

const textOf = (segments: readonly SummarySegment[]) => segments.map((segment) => segment.text).join("").trim();

function limitTitle(title: string): string {
  if (title.length <= NEWS_LIMITS.titleMax) return title;
  const cut = title.slice(0, NEWS_LIMITS.titleMax - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), NEWS_LIMITS.titleMax / 2))}…`;
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Huakang Bio (华康生物)", as the brief writes it. */
const nameText = (name: Name) => textOf(nameSegments(name));

/**
 * The English brief of an article in `input.language`, from what `recognition` found in
 * `${input.title}\n\n${input.text}` (the text `recognize` was given). Without an event the brief
 * lists what the article names; without anything recognized it says so plainly.
 */
export function writeBrief(input: BriefInput, recognition: Recognition): EnglishBrief {
  const document = `${input.title}\n\n${input.text}`;
  const facts = chooseFacts(document, input.title.length, recognition, input.language);
  const language = languageName(input.language);
  // Without an event the brief lists what the article names, when it names a company, medicine or disease.
  const named = Boolean(facts.company || facts.asset || facts.assetKind || facts.indication);
  const stated = {
    event: facts.event?.type ?? null,
    companies: [facts.company, facts.partner].filter((name): name is Name => name !== null).map(nameText),
    assets: [facts.asset, facts.asset ? facts.coAsset : null].filter((name): name is Name => name !== null).map(nameText),
    indications: facts.indication ? [facts.indication] : [],
    regulators: facts.event || named ? [facts.regulator].filter((name): name is string => name !== null) : [],
    trialAuthorizedBy: facts.trialAuthorizedBy,
  };
  const count =
    (stated.event ? 1 : 0) + stated.companies.length + stated.assets.length + stated.indications.length + stated.regulators.length + (stated.trialAuthorizedBy ? 1 : 0) +
    (facts.event ? facts.figures.filter((figure) => figure.kind !== "date").length : 0) + (facts.date ? 1 : 0);

  if (!facts.event && !facts.company && !facts.asset && !facts.assetKind && !facts.indication) {
    const nothing = `A ${language} article; no company, medicine or event was recognized.`;
    return { title: limitTitle(`${language} article: no company, medicine or event recognized`), summaryHtml: renderSummaryHtml([[plain(nothing)]]), facts: 0, stated };
  }
  if (!facts.event) {
    const sentence = namesSentence(facts, language);
    // The title is the list of names, without the sentence's opening and closing words.
    const about = textOf(sentence.slice(1, -1));
    return { title: limitTitle(`${language} article on ${about}`), summaryHtml: renderSummaryHtml([sentence]), facts: count, stated };
  }
  const subject = facts.company ? nameSegments(facts.company) : [plain("A company")];
  const headline = eventSentence(facts, subject);
  return {
    title: limitTitle(textOf(headline)),
    summaryHtml: renderSummaryHtml([[...headline, plain("."), ...authorizedSentence(facts), ...fundedSentence(facts), ...figuresSentence(facts), ...dateSentence(facts)]]),
    facts: count,
    stated,
  };
}
