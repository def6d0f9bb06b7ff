import { tagHashtag } from "@/shared/news/vocabularies";
import type { ShareTextInput } from "../interface";
import { LINKEDIN_MAX, truncate, xBudget, xLength } from "../share-format";
import { summaryToPlainText } from "../summary-html";
import { prepareDocument, type ArticleDocument } from "./document";
import { findDrugMentions, type DrugMention } from "./drug-names";
import { findEntityMentions, type EntityMention } from "./extract-entities";
import { tagArticle } from "./tag-article";
import { latinWords, rankingTerms } from "./terms";

// Share posts from a title and summary: the title, the most informative sentence(s) and a few
// hashtags from the tags the text earns. `variant` (Regenerate) rotates the sentence and the
// hashtags, so each press gives another deterministic post.

const LINKEDIN_SENTENCES = 2;
const LINKEDIN_HASHTAGS = 3;
const X_HASHTAGS = 2;
// Shorter summaries make fewer tags; a share post may show weaker ones than a news item.
const HASHTAG_SCORE_MIN = 0.2;
const X_SENTENCE_MIN = 40;

type Candidate = { text: string; index: number; score: number };

function informativeSentences(
  document: ArticleDocument,
  mentions: readonly EntityMention[],
  drugs: readonly DrugMention[],
): Candidate[] {
  const titleTerms = new Set(rankingTerms(document.title));
  return document.sentences
    .map((sentence) => {
      const terms = rankingTerms(sentence.text);
      const shared = terms.filter((term) => titleTerms.has(term)).length;
      const numbers = latinWords(sentence.text).filter((word) => /\d/.test(word.text)).length;
      const named = [...mentions, ...drugs].filter((item) => item.start >= sentence.start && item.start < sentence.end).length;
      const length = sentence.text.length;
      // News leads with its most important sentence; figures and names make a post concrete.
      let score =
        Math.min(numbers, 3) * 0.5 +
        Math.min(named, 5) * 0.6 +
        (sentence.index === 0 ? 1.5 : 0) -
        sentence.index * 0.2 +
        (length >= 50 && length <= 260 ? 0.5 : 0);
      // A sentence that repeats the title adds nothing to a post that starts with the title.
      if (terms.length && shared / terms.length > 0.7) score -= 10;
      return { text: sentence.text, index: sentence.index, score };
    })
    .filter((candidate) => candidate.score > -5)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

function hashtagsOf(document: ArticleDocument, mentions: readonly EntityMention[], drugs: readonly DrugMention[]): string[] {
  const { tags } = tagArticle(document, mentions, drugs, HASHTAG_SCORE_MIN);
  return [...new Set(tags.map((tag) => tagHashtag(tag.label)).filter((tag): tag is string => tag !== null))];
}

function rotate<T>(items: readonly T[], by: number): T[] {
  if (!items.length) return [];
  const start = ((by % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

function linkedInPost(title: string, candidates: Candidate[], hashtags: string[], input: ShareTextInput, variant: number): string {
  const chosen = rotate(candidates, variant)
    .slice(0, LINKEDIN_SENTENCES)
    .sort((a, b) => a.index - b.index);
  // CJK sentences follow each other without a space.
  const picked = chosen
    .map((candidate, index) => (index > 0 && !/[。！？]$/.test(chosen[index - 1]!.text) ? " " : "") + candidate.text)
    .join("");
  const tags = rotate(hashtags, variant).slice(0, LINKEDIN_HASHTAGS).join(" ");
  const tail = [input.url, tags].filter(Boolean).join("\n\n");
  const room = LINKEDIN_MAX - title.length - tail.length - 6;
  const body = picked && room > 40 ? truncate(picked, room) : "";
  return truncate([title, body, tail].filter(Boolean).join("\n\n"), LINKEDIN_MAX);
}

function xPost(title: string, candidates: Candidate[], hashtags: string[], input: ShareTextInput, variant: number): string {
  const budget = xBudget(input.url);
  if (xLength(title) >= budget - X_SENTENCE_MIN) return truncate(title, budget, xLength);
  let post = title;
  const room = budget - xLength(title) - 2;
  // A whole sentence that fits is better than a cut one.
  const fitting = candidates.filter((candidate) => xLength(candidate.text) <= room);
  const sentence = rotate(fitting.length ? fitting : candidates, variant)[0]?.text;
  if (sentence) post = `${title}\n\n${truncate(sentence, room, xLength)}`;
  const tags = rotate(hashtags, variant).slice(0, X_HASHTAGS);
  for (let count = tags.length; count > 0; count -= 1) {
    const withTags = `${post}\n\n${tags.slice(0, count).join(" ")}`;
    if (xLength(withTags) <= budget) return withTags;
  }
  return post;
}

export function writeBuiltinShareText(input: ShareTextInput): string {
  const title = input.title.replace(/\s+/g, " ").trim();
  const document = prepareDocument(title, summaryToPlainText(input.summary));
  const mentions = findEntityMentions(document);
  const drugs = findDrugMentions(document);
  const candidates = informativeSentences(document, mentions, drugs);
  const hashtags = hashtagsOf(document, mentions, drugs);
  const variant = input.variant ?? 0;
  return input.platform === "x"
    ? xPost(title, candidates, hashtags, input, variant)
    : linkedInPost(title, candidates, hashtags, input, variant);
}
