import { pinyin } from "pinyin-pro";

// Names in Latin letters for an English reader, without a dictionary service:
// - Chinese: Hanyu Pinyin without tones (pinyin-pro), the syllables of one name joined into one
//   capitalized word, with an apostrophe before a syllable that starts with a, o or e ("Tian'an");
//   a leading province or city is its own word ("Suzhou Ruiheng").
// - Korean: Revised Romanization, computed from the Hangul syllable's initial, medial and final
//   with the main sound changes between syllables (linking, nasalization, ㄹ assimilation).
// - Japanese: modified Hepburn for hiragana and katakana (long vowels with a macron, small tsu
//   doubling the next consonant, ん as n' before a vowel or y). Kanji have several readings each
//   and no reading can be chosen without a dictionary, so kanji are left as written.
// Other scripts are returned unchanged.

const capitalize = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

// ---- Chinese ---------------------------------------------------------------------------------

// Provinces and the cities that most often open a Chinese company name, read as a separate word.
const CHINESE_PLACES = [
  "北京", "上海", "天津", "重庆", "江苏", "浙江", "广东", "山东", "四川", "湖北", "湖南", "河南", "河北", "福建", "安徽",
  "江西", "辽宁", "吉林", "黑龙江", "陕西", "山西", "云南", "贵州", "广西", "海南", "甘肃", "内蒙古", "苏州", "杭州",
  "南京", "广州", "深圳", "成都", "武汉", "西安", "长沙", "青岛", "厦门", "无锡", "宁波", "珠海", "合肥", "济南", "泰州",
  "香港", "台湾", "昆明", "沈阳", "大连", "郑州", "石家庄", "哈尔滨", "长春",
];

function pinyinWord(han: string): string {
  const syllables = pinyin(han, { toneType: "none", type: "array" });
  return capitalize(syllables.map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable)).join(""));
}

function romanizeChinese(text: string): string {
  return text.replace(/\p{Script=Han}+/gu, (run) => {
    const place = CHINESE_PLACES.find((name) => run.startsWith(name) && run.length > name.length);
    return place ? `${pinyinWord(place)} ${pinyinWord(run.slice(place.length))}` : pinyinWord(run);
  });
}

// ---- Korean ----------------------------------------------------------------------------------

const INITIALS = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"];
const MEDIALS = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"];
// Each final as it sounds at the end of a syllable (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ).
const FINALS = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t"];
// Before a vowel a final is read as the next syllable's initial: [what stays, what moves].
const LINKED: readonly (readonly [string, string])[] = [
  ["", ""], ["", "g"], ["", "kk"], ["k", "s"], ["", "n"], ["n", "j"], ["", "n"], ["", "d"], ["", "r"], ["l", "g"], ["l", "m"],
  ["l", "b"], ["l", "s"], ["l", "t"], ["l", "p"], ["", "r"], ["", "m"], ["", "b"], ["p", "s"], ["", "s"], ["", "ss"], ["ng", ""],
  ["", "j"], ["", "ch"], ["", "k"], ["", "t"], ["", "p"], ["", ""],
];
const INITIAL_SILENT = 11; // ㅇ
const INITIAL_N = 2;
const INITIAL_R = 5;
const INITIAL_M = 6;
const INITIAL_H = 18;
const FINAL_H = 27;
// ㅎ before ㄱ ㄷ ㅈ makes them aspirated (좋고 → joko).
const ASPIRATED: Record<number, string> = { 0: "k", 3: "t", 12: "ch" };

type Syllable = { initial: number; medial: number; final: number };

function decompose(char: string): Syllable {
  const index = char.charCodeAt(0) - 0xac00;
  return { initial: Math.floor(index / 588), medial: Math.floor((index % 588) / 28), final: index % 28 };
}

/** The final of one syllable and the initial of the next, as pronounced together. */
function juncture(final: number, next: Syllable | undefined): [string, string | null] {
  const sound = FINALS[final]!;
  if (!next) return [sound, null];
  const initial = next.initial;
  if (initial === INITIAL_SILENT && final !== 0) {
    const [stays, moves] = LINKED[final]!;
    return [stays, moves];
  }
  if (final === FINAL_H && ASPIRATED[initial]) return ["", ASPIRATED[initial]!];
  if (initial === INITIAL_N || initial === INITIAL_M) {
    const nasal: Record<string, string> = { k: "ng", t: "n", p: "m" };
    if (sound === "l" && initial === INITIAL_N) return ["l", "l"];
    return [nasal[sound] ?? sound, null];
  }
  if (initial === INITIAL_R) {
    if (sound === "n" || sound === "l") return ["l", "l"];
    if (sound === "ng" || sound === "m") return [sound, "n"];
    if (sound === "k") return ["ng", "n"];
    if (sound === "p") return ["m", "n"];
    if (sound === "t") return ["n", "n"];
  }
  if (initial === INITIAL_H && sound === "t") return ["", "t"];
  return [sound, null];
}

function romanizeHangulWord(word: string): string {
  const syllables = [...word].map(decompose);
  let result = "";
  // The next syllable's initial when the sound change between the two decides it.
  let carried: string | null = null;
  for (const [index, syllable] of syllables.entries()) {
    result += (carried ?? INITIALS[syllable.initial]!) + MEDIALS[syllable.medial]!;
    const [final, nextInitial] = juncture(syllable.final, syllables[index + 1]);
    result += final;
    carried = nextInitial;
  }
  return capitalize(result);
}

function romanizeKorean(text: string): string {
  return text.replace(/[\uac00-\ud7a3]+/g, romanizeHangulWord);
}

// ---- Japanese --------------------------------------------------------------------------------

const KANA: Record<string, string> = {
  あ: "a", い: "i", う: "u", え: "e", お: "o", か: "ka", き: "ki", く: "ku", け: "ke", こ: "ko", が: "ga", ぎ: "gi", ぐ: "gu", げ: "ge", ご: "go",
  さ: "sa", し: "shi", す: "su", せ: "se", そ: "so", ざ: "za", じ: "ji", ず: "zu", ぜ: "ze", ぞ: "zo", た: "ta", ち: "chi", つ: "tsu", て: "te", と: "to",
  だ: "da", ぢ: "ji", づ: "zu", で: "de", ど: "do", な: "na", に: "ni", ぬ: "nu", ね: "ne", の: "no", は: "ha", ひ: "hi", ふ: "fu", へ: "he", ほ: "ho",
  ば: "ba", び: "bi", ぶ: "bu", べ: "be", ぼ: "bo", ぱ: "pa", ぴ: "pi", ぷ: "pu", ぺ: "pe", ぽ: "po", ま: "ma", み: "mi", む: "mu", め: "me", も: "mo",
  や: "ya", ゆ: "yu", よ: "yo", ら: "ra", り: "ri", る: "ru", れ: "re", ろ: "ro", わ: "wa", ゐ: "i", ゑ: "e", を: "o", ゔ: "vu",
  ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o", ゃ: "ya", ゅ: "yu", ょ: "yo", ゎ: "wa",
};
// Two kana read as one syllable: a consonant kana and a small ya, yu, yo or vowel.
const DIGRAPH_ENDINGS: Record<string, string> = { ゃ: "a", ゅ: "u", ょ: "o" };
const DIGRAPH_STEMS: Record<string, string> = { し: "sh", ち: "ch", じ: "j", ぢ: "j" };
const SMALL_VOWEL_DIGRAPHS: Record<string, string> = {
  ふぁ: "fa", ふぃ: "fi", ふぇ: "fe", ふぉ: "fo", てぃ: "ti", でぃ: "di", とぅ: "tu", どぅ: "du", うぃ: "wi", うぇ: "we", うぉ: "wo",
  ゔぁ: "va", ゔぃ: "vi", ゔぇ: "ve", ゔぉ: "vo", しぇ: "she", ちぇ: "che", じぇ: "je", つぁ: "tsa", つぃ: "tsi", つぇ: "tse", つぉ: "tso",
};
const MACRONS: Record<string, string> = { a: "ā", i: "ī", u: "ū", e: "ē", o: "ō" };
const KANA_RUN = /[\u3041-\u3096\u30a1-\u30fa\u30fc・]+/g;

/** Katakana to hiragana (same table), keeping the long-vowel mark and the middle dot. */
const toHiragana = (run: string) => run.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

function kanaSyllables(hiragana: string): string[] {
  const syllables: string[] = [];
  for (let index = 0; index < hiragana.length; index += 1) {
    const char = hiragana[index]!;
    const next = hiragana[index + 1] ?? "";
    const pair = SMALL_VOWEL_DIGRAPHS[char + next];
    if (pair) {
      syllables.push(pair);
      index += 1;
    } else if (DIGRAPH_ENDINGS[next] && KANA[char]?.endsWith("i") && char !== "い") {
      const stem = DIGRAPH_STEMS[char] ?? `${KANA[char]!.slice(0, -1)}y`;
      syllables.push(stem + DIGRAPH_ENDINGS[next]);
      index += 1;
    } else syllables.push(KANA[char] ?? char);
  }
  return syllables;
}

function hepburnWord(run: string): string {
  const syllables = kanaSyllables(toHiragana(run));
  let result = "";
  syllables.forEach((syllable, index) => {
    const following = syllables[index + 1] ?? "";
    if (syllable === "っ") {
      // Small tsu doubles the next consonant (ch becomes tch).
      result += following.startsWith("ch") ? "t" : (following[0] ?? "");
    } else if (syllable === "ん") {
      result += /^[aiueoy]/.test(following) ? "n'" : "n";
    } else if (syllable === "ー") {
      result = result.replace(/[aiueo]$/, (vowel) => MACRONS[vowel]!);
    } else if ((syllable === "u" && /[ou]$/.test(result)) || (syllable === "o" && result.endsWith("o"))) {
      // おう, おお and うう are one long vowel.
      result = result.replace(/[ou]$/, (vowel) => MACRONS[vowel]!);
    } else result += syllable;
  });
  return capitalize(result);
}

function romanizeJapanese(text: string): string {
  return text.replace(KANA_RUN, (run) =>
    run
      .split("・")
      .map((part) => hepburnWord(part))
      .join(" "),
  );
}

/**
 * `text` in Latin letters, for names: Chinese in pinyin, Korean in Revised Romanization, Japanese
 * kana in Hepburn; each name a capitalized word. Anything else (Latin text, kanji) is kept.
 */
export function romanize(text: string, language: string): string {
  if (language === "zh") return romanizeChinese(text);
  if (language === "ko") return romanizeKorean(text);
  if (language === "ja") return romanizeJapanese(text);
  return text;
}

/** The language to romanize a name in, told by its script when the article's is not known: Hangul, kana, else Han as Chinese. */
export function languageOfScript(name: string): "ko" | "ja" | "zh" {
  return /\p{Script=Hangul}/u.test(name) ? "ko" : /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(name) ? "ja" : "zh";
}

/** True when the text has a letter that is not Latin (what romanization left as written). */
export const hasNonLatinLetters = (text: string) => /[^\p{Script=Latin}\P{L}]/u.test(text);

// ---- Company names ---------------------------------------------------------------------------

// Legal forms say nothing to a reader and are dropped; the registry's names have none either.
const LEGAL_FORMS = [
  "股份有限公司", "有限责任公司", "有限公司", "股份公司", "公司", "株式会社", "（株）", "(株)", "㈱", "주식회사", "(주)", "㈜",
];
const LATIN_LEGAL_FORM = /[,\s]+(?:Inc\.?|Ltd\.?|Limited|GmbH|AG|SE|S\.?A\.?S?|S\.?L\.?U?|plc|PLC|Co\.,? Ltd\.?|Corp\.?|K\.?K\.?|N\.?V\.?|B\.?V\.?|S\.p\.A\.?|LLC)$/;

// The word at the end of a company name that says what kind of company it is, in English.
// Longest first, so that 生物科技 is read before 生物.
const SHAPE_WORDS: readonly (readonly [string, string])[] = [
  ["生物医药", "Biopharma"], ["生物制药", "Biopharma"], ["生物科技", "Biotech"], ["生物技术", "Biotech"], ["生物工程", "Bioengineering"],
  ["医药科技", "Pharma"], ["生技", "Biotech"], ["生物", "Bio"], ["医药", "Pharma"], ["药业", "Pharma"], ["制药", "Pharmaceutical"], ["集团", "Group"],
  ["薬品工業", "Pharmaceutical"], ["製薬工業", "Pharmaceutical"], ["製薬", "Pharmaceutical"], ["薬品", "Pharmaceutical"],
  ["ファーマシューティカルズ", "Pharmaceuticals"], ["ホールディングス", "Holdings"], ["セラピューティクス", "Therapeutics"], ["バイオテック", "Biotech"], ["バイオサイエンス", "Bioscience"],
  ["バイオ", "Bio"], ["ファーマ", "Pharma"],
  ["바이오로직스", "Biologics"], ["바이오사이언스", "Bioscience"], ["바이오텍", "Biotech"], ["바이오팜", "Biopharm"], ["바이오파마", "Biopharma"],
  ["테라퓨틱스", "Therapeutics"], ["생명과학", "Life Science"], ["바이오", "Bio"], ["제약", "Pharm"], ["약품", "Pharmaceutical"], ["파마", "Pharma"], ["헬스케어", "Healthcare"], ["셀", "Cell"],
];

function stripLegalForms(name: string): string {
  let stripped = name.trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const form of LEGAL_FORMS) {
      if (stripped.length > form.length && (stripped.endsWith(form) || stripped.startsWith(form))) {
        stripped = (stripped.endsWith(form) ? stripped.slice(0, -form.length) : stripped.slice(form.length)).trim();
        changed = true;
      }
    }
  }
  return stripped.replace(LATIN_LEGAL_FORM, "").trim();
}

/**
 * A Korean name that ends in 스, 트, 크, 프 or 드 is a loanword whose last vowel was only added to
 * write it in Hangul (엘피스 for Elpis, 파로스 for Pharos): the name in Latin letters drops it.
 */
function loanwordEnding(romanized: string, stem: string, language: string): string {
  if (language !== "ko" || !/[스트크프드]$/u.test(stem.trim())) return romanized;
  return romanized.replace(/(?<=[a-z])eu$/u, "");
}

/**
 * A company name no list knows, for an English reader: the legal form dropped, the kind of
 * company translated (华康生物 → "Huakang Bio", 세움제약 → "Seum Pharm", ミナトバイオ → "Minato Bio")
 * and the rest romanized. `original` is the name as written when it is not in Latin letters,
 * for the reader to see in parentheses. A stem that cannot be romanized (kanji) gives no English
 * form: the original is the name.
 */
// A Chinese company named in a Japanese or Korean article keeps its Chinese sector word (青嵐生物, 华康药业):
// its name is read in pinyin, as in a Chinese one.
const CHINESE_SECTOR_END = /^\p{Script=Han}+(?:生物|生物科技|生物医药|生物制药|生技|药业|医药|制药)$/u;

export function englishCompanyName(name: string, articleLanguage: string): { english: string | null; original: string | null } {
  const stripped = stripLegalForms(name).replace(/[（(][\p{Script=Han}]{2,4}[)）]$/u, "");
  const language = articleLanguage !== "zh" && CHINESE_SECTOR_END.test(stripped) ? "zh" : articleLanguage;
  if (!hasNonLatinLetters(stripped)) return { english: stripped, original: null };
  const shape = SHAPE_WORDS.find(([word]) => stripped.endsWith(word) && stripped.length > word.length);
  const stem = shape ? stripped.slice(0, -shape[0].length) : stripped;
  const romanized = loanwordEnding(romanize(stem, language).trim(), stem, language);
  if (hasNonLatinLetters(romanized)) return { english: null, original: stripped };
  return { english: shape ? `${romanized} ${shape[1]}` : romanized, original: stripped };
}
