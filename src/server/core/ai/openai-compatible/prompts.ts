import { TAG_CATEGORIES } from "@/shared/news/tags";
import { VOCABULARIES } from "@/shared/news/vocabularies";
import type { ArticleInput, ShareTextInput } from "../interface";
import { X_URL_LENGTH, xBudget } from "../share-format";
import { summaryToPlainText } from "../summary-html";

// The words sent to the provider. Long articles are cut: a typical 16k-token context must hold
// the article, these instructions and the answer.
const ARTICLE_CHARS_MAX = 30_000;

const VOCABULARY_LINES = TAG_CATEGORIES.map(
  (category) => `${category}: ${VOCABULARIES[category].map((entry) => entry.label).join(", ")}`,
).join("\n");

export const NEWS_SYSTEM_PROMPT = `You analyse biotech and pharma news for industry professionals.
Read the article and answer with JSON that fits the given schema.
- title: the headline in English. Translate it when the article is not in English.
- summary_html: an English summary of 3 to 5 sentences in one or two <p> paragraphs. Wrap key terms (companies, drugs, targets, diseases, regulators, trial phases, deal values) in <strong>. Use no other HTML element, no attributes and no markdown. Translate when the article is not in English. Say only what the article says.
- source_language: the ISO 639-1 code of the article's language.
- translated: true when the article is not in English.
- tags: the topics the article is substantially about, only from the vocabulary below, each label under its own category, with a confidence score from 0 to 1 and original_phrase, the words in the article (in its language) that support the tag.
- entities: names mentioned in the article in their usual English form: diseases, targets (e.g. PD-1, HER2, KRAS G12C), companies, regulators (e.g. FDA, EMA, NMPA, PMDA), geographies (countries and regions), modalities (e.g. Monoclonal antibody, Cell therapy, ADC), technologies (e.g. CRISPR, mRNA).
- raw_keywords: up to 15 keywords or short phrases as written in the article.
- companies: the companies the article is about, in their usual English names.

Tag vocabulary (category: labels):
${VOCABULARY_LINES}`;

export function newsPrompt(input: ArticleInput): string {
  const text =
    input.text.length > ARTICLE_CHARS_MAX ? `${input.text.slice(0, ARTICLE_CHARS_MAX)}\n[The rest of the article is cut.]` : input.text;
  return [
    `URL: ${input.url}`,
    input.publishedAt ? `Published: ${input.publishedAt.toISOString().slice(0, 10)}` : null,
    input.language ? `Detected language: ${input.language}` : null,
    `Title: ${input.title}`,
    "",
    "Article text:",
    '"""',
    text,
    '"""',
  ]
    .filter((line) => line !== null)
    .join("\n");
}

export function shareSystemPrompt(input: ShareTextInput): string {
  const common =
    "You write social media posts for biotech and pharma professionals about a news summary. " +
    "Write in English, factual and calm, without emojis, without links and without markdown. " +
    "Use only facts from the summary.";
  if (input.platform === "x") {
    const budget = xBudget(input.url);
    return (
      `${common} Write one post for X of at most ${budget} characters` +
      (input.url ? ` (the link, counted as ${X_URL_LENGTH} characters, is added separately)` : "") +
      ": the news in one or two sentences, then up to two relevant hashtags."
    );
  }
  return (
    `${common} Write one LinkedIn post of 2 to 4 short lines and at most 1200 characters: ` +
    "the title, one or two key sentences, and a last line of three relevant hashtags."
  );
}

export function sharePrompt(input: ShareTextInput): string {
  return [
    `Title: ${input.title}`,
    `Summary: ${summaryToPlainText(input.summary)}`,
    input.variant ? `This is variant ${input.variant + 1}: choose a different angle and wording than a first draft would.` : null,
  ]
    .filter((line) => line !== null)
    .join("\n");
}
