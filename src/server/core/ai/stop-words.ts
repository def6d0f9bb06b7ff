// The product's one list of stop words (issue 15 §4): the words of a language that say nothing
// about a topic, in every language the product reads (en, de, fr, es, it, pt, zh, ja, ko).
// - FUNCTION_WORDS: articles, pronouns, prepositions, conjunctions, auxiliaries.
// - ASKING_WORDS: the words a person asks with ("tell me", "latest", "relevant", "papers on…"),
//   which a search must not look for either.
// The news engine's ranking (builtin/terms.ts), the preprint analyses and assistant
// (features/literature/builtin/text.ts) and the chat (features/chat/question.ts) build on these
// and add only the words of their own domain.

type StopWordLanguage = "en" | "de" | "fr" | "es" | "it" | "pt" | "zh" | "ja" | "ko";
type LatinLanguage = Exclude<StopWordLanguage, "zh" | "ja" | "ko">;

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

const FUNCTION_WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: words(`
    a about above after again against all also am among an and any are as at be because been before being below between both
    but by can could did do does doing down during each either few for from further had has have having he her here hers
    herself him himself his how however i if in into is it its itself just may me might more most much must my myself no
    nor not now of off on once only or other our ours ourselves out over own per same she should so some such than that the
    their theirs them themselves then there these they this those through thus to too under until up upon very via was we
    were what when where whereas which while who whom whose why will with within without would yet you your yours yourself
    although etc`),
  de: words(`
    aber alle allem allen aller alles als also am an ander andere anderen anderer anderes auch auf aus bei beim bin bis bist
    bisher bzw da dabei damit dann das dass dein deine dem den denen der deren des dessen deshalb die dies diese diesem
    diesen dieser dieses doch dort du durch ein eine einem einen einer eines er es etwa euch euer für gegen hat hatte hätte
    haben habe hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer im in ins ist ja jede jedem jeden jeder jedes
    jetzt kann kein keine keinem keinen keiner können könnte manche mein meine mich mir mit muss nach nicht nichts noch
    nun nur ob oder ohne rund sehr sein seine seinem seinen seiner seit sich sie sind so soll sollen sondern sowie über um
    und uns unser unsere unter viel vom von vor war waren was weil weiter welche welchem welchen welcher welches wenn wer
    werden wie wieder will wir wird wo wurde wurden zu zum zur zwischen warum wieso weshalb wann woher wohin`),
  fr: words(`
    au aux avec ce ces cet cette dans de des du elle elles en et eux il ils je la le les leur leurs lui ma mais me même mes
    moi mon ne nos notre nous on ou où par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous
    été être avoir est sont était étaient ont ai as avait aussi comme donc dont entre sans sous très tout tous toute toutes
    quel quelle quels quelles quoi comment pourquoi quand combien lequel laquelle lesquels lesquelles ceci cela ça plus
    chez vers depuis pendant selon parmi contre avant après`),
  es: words(`
    al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde durante el ella ellas ellos en
    entre era eran es esa esas ese eso esos esta estas este esto estos está están estado fue fueron ha han hay la las le les
    lo los me mi mis mucho muy más ni no nos nosotros otra otras otro otros para pero poco por porque que quien quienes qué
    cuál cuáles cómo dónde cuándo se sea ser si sin sobre son su sus también tan te tiene tienen todo todos tu tus un una
    uno unos unas ya yo`),
  it: words(`
    ad al alla alle allo agli ai anche che chi ci come con cosa cui da dal dalla dalle dai degli dei del della delle dello
    di dove ed è era erano essere fra gli ha hanno il in io la le lei lo loro lui ma mi mio ne nei nel nella nelle nello noi
    non per perché più quale quali quando quanto quello questa queste questi questo se sei si sia sono su sua sue sui sul
    sulla sulle suo tra tu un una uno vi voi`),
  pt: words(`
    ao aos as às com como da das de do dos ela elas ele eles em entre era eram essa essas esse esses esta estas este estes
    eu foi foram há isso isto já lhe mais mas me meu minha muito na nas nem no nos os ou para pela pelas pelo pelos por
    porque qual quais quando que quem se sem ser seu seus sobre sua suas são também te tem têm um uma umas uns você vocês`),
};

const ASKING_WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: words(`
    tell know give list show find search look looking want need like please thanks thank hello anything something
    everything anyone latest recent recently new newest news update updates happening happened going current currently
    ongoing today week weeks month months year years info information summarize summarise summary explain overview
    relevant related regarding concerning interesting important main key topic topics question questions answer help still
    else say let whats paper papers article articles publication publications study studies literature`),
  de: words(`
    gibt gab geben neues neue neuen neuester neuesten aktuell aktuelle aktuellen bitte zeige zeig zeigen sag sage sagen
    erkläre erklären informationen info infos relevant relevante relevanten wichtig wichtige wichtigsten thema themen
    frage fragen etwas danke hallo bezüglich betreffend neuigkeit neuigkeiten studie studien artikel publikation publikationen veröffentlichung
    veröffentlichungen forschung literatur`),
  fr: words(`
    dis dites montre montrez donne donnez trouve trouvez cherche nouveau nouveaux nouvelle nouvelles dernier derniers
    dernière dernières récent récents récente récentes actualité actualités information informations sujet concernant
    pertinent pertinents pertinente pertinentes important importants importante importantes principaux principales merci
    bonjour existe quoi neuf article articles étude études publication publications recherche recherches`),
  es: words(`
    dime dame muestra muéstrame busca buscar encuentra nuevo nuevos nueva nuevas último últimos última últimas reciente
    recientes noticias información informaciones relevante relevantes importante importantes principal principales tema
    temas favor gracias hola existe existen artículo artículos estudio estudios publicación publicaciones investigación`),
  it: words(`
    dimmi dammi mostra mostrami trova cerca nuovo nuovi nuova nuove ultimo ultimi ultima ultime recente recenti notizie
    informazioni riguardo rilevante rilevanti importante importanti principale principali tema temi grazie ciao esiste
    esistono articolo articoli studio studi pubblicazione pubblicazioni ricerca`),
  pt: words(`
    diga mostre mostra encontre busque procure novo novos nova novas último últimos última últimas recente recentes
    notícias informação informações relevante relevantes importante importantes principal principais tema temas obrigado
    obrigada olá existe existem artigo artigos estudo estudos publicação publicações pesquisa`),
};

// Korean: the particles a word ends with ("셀트리온은" → "셀트리온"), longest first, and the words
// that carry no topic (news words and words of asking).
const KOREAN_PARTICLES = [
  "에서는", "으로는", "에서도", "에게서", "이라고", "이라는", "에서", "으로", "에게", "까지", "부터", "보다",
  "라고", "라는", "하는", "했다", "한다", "하고", "하며", "이며", "이다", "에는", "와의", "과의", "은", "는",
  "이", "가", "을", "를", "의", "에", "와", "과", "도", "로", "만", "며",
];
const KOREAN_STOP_WORDS = words(`
  있다 밝혔다 말했다 이번 회사 통해 대한 위해 관련 지난 올해 이후 현재 예정 또한 따르면 것으로 것이 것을 등 및 약 중 수 것
  그 이 더`);
const KOREAN_ASKING_WORDS = words(`
  무엇 뭐 어떤 어떻게 왜 언제 어디 누가 알려줘 알려주세요 알려 주세요 대해 대해서 최신 최근 새로운 뉴스 정보 있나요 있어요
  있습니까 있는 무엇인가요 논문 연구 주제 중요한 관련된 좀`);

// Chinese and Japanese write without spaces: a question's run of characters is cut at these,
// longest first, and at the particles below; what remains between them is a term. Hiragana
// (Japanese particles and endings) always cuts.
const CJK_STOP_PHRASES = [
  // Chinese
  "为什么", "怎么样", "有哪些", "是什么", "哪些", "哪个", "什么", "怎么", "怎样", "如何", "关于", "有关", "相关", "请问",
  "告诉", "我们", "你们", "一下", "一些", "最新", "最近", "新闻", "信息", "资料", "介绍", "论文", "文章", "研究", "方面",
  "情况", "进展", "这个", "那个", "这些", "那些", "可以", "目前", "现在",
  // Japanese (kanji and katakana; hiragana cuts by itself)
  "関連", "関", "最新", "最近", "情報", "論文", "研究", "教", "何", "件", "ニュース", "紹介", "現在",
];
const CJK_PARTICLES = "的了吗呢吧啊和与及或是在请";
// Characters that only bind a sentence together; no two-character term of news ranking holds one.
const CJK_FUNCTION_CHARS = new Set([..."的了和与及为是在其将该这那也都而但并或被把对从向以于之等个年月日中上下后前已获此其所可能会有无不"]);

/** A Korean word without its trailing particle: "셀트리온은" → "셀트리온". */
export function koreanStem(word: string): string {
  for (const particle of KOREAN_PARTICLES) {
    if (word.length > particle.length + 1 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}

/** A Korean word (without its particle) that carries no topic in any text. */
export function isKoreanStopWord(stem: string): boolean {
  return KOREAN_STOP_WORDS.has(stem);
}

/** Han characters that only bind a sentence together (的, 了, 是…). */
export function isCjkFunctionChar(char: string): boolean {
  return CJK_FUNCTION_CHARS.has(char);
}

/** The function words of these languages, lower case (for a text whose language is not asked). */
export function functionWords(...languages: LatinLanguage[]): Set<string> {
  return new Set(languages.flatMap((language) => [...FUNCTION_WORDS[language]]));
}

const isLatinLanguage = (code: string | null): code is LatinLanguage => code !== null && code in FUNCTION_WORDS;

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const HANGUL_RUN = /\p{Script=Hangul}+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}-]*[\p{L}\p{N}]/gu;
const STOP_PHRASE = new RegExp(
  [...CJK_STOP_PHRASES].sort((a, b) => b.length - a.length).join("|") + `|[\\p{Script=Hiragana}${CJK_PARTICLES}]+`,
  "gu",
);

type Found = { term: string; at: number };

function cjkTerms(run: string, at: number): Found[] {
  return run
    .replace(STOP_PHRASE, " ")
    .split(" ")
    .filter((piece) => [...piece].length >= 2)
    .map((term) => ({ term, at: at + run.indexOf(term) }));
}

/**
 * The words of a question or query that say what it is about, lower case, in order, each once:
 * without the function words and words of asking of English and of the text's own language
 * (told by the one detector), nor the `domain` words the caller adds; no bare numbers, no words
 * under three letters. Chinese and Japanese runs are cut at their stop phrases and particles;
 * Korean words lose their particles. Async because the detector loads on first use (server start
 * stays short, decisions 2026-11-21).
 */
export async function searchTerms(text: string, domain: ReadonlySet<string> = new Set()): Promise<string[]> {
  const { detectLanguage } = await import("./language");
  const language = detectLanguage(text);
  const latin: LatinLanguage[] = isLatinLanguage(language) && language !== "en" ? ["en", language] : ["en"];
  const isStop = (word: string) => latin.some((code) => FUNCTION_WORDS[code].has(word) || ASKING_WORDS[code].has(word));
  const lower = text.toLowerCase();
  const found: Found[] = [];
  for (const match of lower.matchAll(CJK_RUN)) found.push(...cjkTerms(match[0], match.index));
  for (const match of lower.matchAll(HANGUL_RUN)) {
    const stem = koreanStem(match[0]);
    if (stem.length >= 2 && !KOREAN_STOP_WORDS.has(stem) && !KOREAN_ASKING_WORDS.has(stem)) found.push({ term: stem, at: match.index });
  }
  const rest = lower.replace(CJK_RUN, (run) => " ".repeat(run.length)).replace(HANGUL_RUN, (run) => " ".repeat(run.length));
  for (const match of rest.matchAll(WORD)) {
    const word = match[0];
    if (word.length >= 3 && !/^\d[\d-]*$/.test(word) && !isStop(word)) found.push({ term: word, at: match.index });
  }
  const terms = found.sort((a, b) => a.at - b.at).map((entry) => entry.term);
  return [...new Set(terms)].filter((term) => !domain.has(term));
}
