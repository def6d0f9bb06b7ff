// Words and character n-grams for sentence ranking and keywords. Latin scripts split on word
// characters; Korean on spaces with particles removed; Chinese and Japanese have no spaces, so
// runs of Han and katakana become bigrams (ranking) or repeated substrings (keywords).

const ENGLISH_STOP_WORDS =
  "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours its it's into per via upon within without across among around amid including include includes included according new said says say today announced announces announce company companies inc corp ltd plc co based year years month months week weeks day days first second third one two three four five six percent million billion data results result study studies trial trials patients patient treatment treatments drug drugs therapy therapies expected expects may might could would should will also however well including".split(
    " ",
  );
const GERMAN_STOP_WORDS =
  "aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei beim bin bis bisher bzw da damit dann das dass dem den denen der des deshalb die dies diese diesem diesen dieser dieses doch dort du durch ein eine einem einen einer eines er es etwa für gegen hat hatte hätte haben hier hin hinter ich ihr ihre im in ins ist jetzt kann kein keine mit muss nach nicht noch nun nur ob oder ohne rund sein seine seit sich sie sind so soll sollen sowie über um und uns unter vom von vor war waren was weil weiter welche wenn werden wie wieder wird wir wo wurde wurden zu zum zur zwischen sagte teilte mit unternehmen prozent millionen milliarden euro dollar jahr jahres jahren heute laut bereits neue neuen neuer erste ersten patienten studie behandlung entwickelt erwartet befindet können könnte sagt sagte teilte mitteilte".split(
    " ",
  );
export const STOP_WORDS = new Set([...ENGLISH_STOP_WORDS, ...GERMAN_STOP_WORDS]);

const KOREAN_PARTICLES = [
  "에서는", "으로는", "에서도", "에게서", "이라고", "이라는", "에서", "으로", "에게", "까지", "부터", "보다",
  "라고", "라는", "하는", "했다", "한다", "하고", "하며", "이며", "이다", "에는", "와의", "과의", "은", "는",
  "이", "가", "을", "를", "의", "에", "와", "과", "도", "로", "만", "며",
];
const KOREAN_STOP_WORDS = new Set([
  "있다", "밝혔다", "말했다", "이번", "회사", "통해", "대한", "위해", "관련", "지난", "올해", "이후", "현재", "예정",
  "또한", "따르면", "것으로", "것이", "것을", "등", "및", "약", "중", "수", "것", "그", "이", "더",
]);
// Frequent Chinese and Japanese news words that say nothing about the topic.
const CJK_STOP_TERMS = new Set([
  "公司", "治疗", "研发", "表示", "宣布", "患者", "研究", "显示", "目前", "进一步", "业内", "相关", "领域", "方面",
  "进行", "通过", "发布", "推动", "同时", "我们", "企业", "产品", "项目", "市场", "今年", "全球", "国内",
  "対象", "取得", "発表", "予定", "今回", "同社", "国内", "領域", "開発", "治療", "患者", "結果", "臨床", "試験",
  "について", "として", "による",
]);
const CJK_FUNCTION_CHARS = new Set([..."的了和与及为是在其将该这那也都而但并或被把对从向以于之等个年月日中上下后前已获此其所可能会有无不"]);

export type Word = { readonly text: string; readonly start: number; readonly end: number };

const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’.-]*[\p{Script=Latin}\p{N}]|\p{Script=Latin}/gu;
const HANGUL_WORD = /[가-힣]+/g;
const CJK_RUN = /[\p{Script=Han}\p{Script=Katakana}ー]+/gu;

export function latinWords(text: string, offset = 0): Word[] {
  return [...text.matchAll(LATIN_WORD)].map((match) => {
    // "AstraZeneca's" is the word "AstraZeneca".
    const word = match[0].replace(/['’]s$/, "");
    return { text: word, start: offset + match.index, end: offset + match.index + word.length };
  });
}

/** A Korean word without its trailing particle: "셀트리온은" → "셀트리온". */
export function koreanStem(word: string): string {
  for (const particle of KOREAN_PARTICLES) {
    if (word.length > particle.length + 1 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}

export function hangulWords(text: string, offset = 0): Word[] {
  return [...text.matchAll(HANGUL_WORD)].flatMap((match) => {
    const stem = koreanStem(match[0]);
    if (stem.length < 2 || KOREAN_STOP_WORDS.has(stem)) return [];
    return [{ text: stem, start: offset + match.index, end: offset + match.index + stem.length }];
  });
}

export function cjkRuns(text: string, offset = 0): Word[] {
  return [...text.matchAll(CJK_RUN)].map((match) => ({
    text: match[0],
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
}

export function isCjkFunctionChar(char: string): boolean {
  return CJK_FUNCTION_CHARS.has(char);
}

export function isCjkStopTerm(term: string): boolean {
  return CJK_STOP_TERMS.has(term);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** A Latin word as a ranking key: lower case, a plural "s" dropped. */
export function latinKey(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 4 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
}

/** The terms of a sentence for ranking: content words, Korean stems and CJK bigrams. */
export function rankingTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of latinWords(text)) {
    if (word.text.length >= 3 && !isStopWord(word.text) && !/^\d+([.,]\d+)?$/.test(word.text)) terms.push(latinKey(word.text));
  }
  for (const word of hangulWords(text)) terms.push(word.text);
  for (const run of cjkRuns(text)) {
    const chars = [...run.text];
    for (let index = 0; index + 1 < chars.length; index += 1) {
      if (!isCjkFunctionChar(chars[index]!) && !isCjkFunctionChar(chars[index + 1]!)) {
        terms.push(chars[index]! + chars[index + 1]!);
      }
    }
  }
  return terms;
}
