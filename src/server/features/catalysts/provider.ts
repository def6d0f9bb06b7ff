import { z } from "zod";
import { CATALYST_TYPES, DATE_PRECISIONS } from "@/shared/catalysts/vocabulary";
import type { AiEngine } from "../../core/ai/engine";
import { catalystOfReading, type ExtractedCatalyst } from "../../core/recognize/catalysts";
import type { Recognition } from "../../core/recognize";
import { spanProblem } from "./spans";

// The hard cases to the AI provider, when one is configured (issue 21 §1: rules first, the
// provider for the hard cases): the sentences where a catalyst's words fired and the rules still
// read nothing. The provider's answer is checked against the article before anything is kept: its
// quote and its date's words must be the sentence's own, its span a span of its precision, an
// expected date ahead of the article and what happened not after it; a date the article does not
// write is never taken. What passes waits for an editor like the rules' catalysts, marked as the
// provider's (method "ai") with a fixed confidence below the rules'.

/** Below the rules' surest triggers: a provider's reading is one more reader's, checked only for form. */
const PROVIDER_CONFIDENCE = 0.6;

const answerSchema = z.object({
  catalysts: z
    .array(
      z.object({
        /** The sentence's number as sent (1-based). */
        sentence: z.number().int(),
        type: z.enum(CATALYST_TYPES),
        status: z.enum(["actual", "expected", "estimated"]),
        start: z.iso.date(),
        end: z.iso.date(),
        precision: z.enum(DATE_PRECISIONS),
        /** The date's words exactly as the sentence writes them; empty when it writes none. */
        date_text: z.string(),
        /** The drug exactly as the article writes it (research code or INN), or null. */
        asset: z.string().nullable(),
        /** The shortest part of the sentence, copied exactly, that states the catalyst. */
        quote: z.string(),
      }),
    )
    .max(16),
});

const SYSTEM = [
  "You read biotech and pharma news for a catalyst calendar: dated steps on a drug's way to market.",
  `Types: ${CATALYST_TYPES.join(", ")}.`,
  "Report only what a sentence states, with the date it writes, at the precision it writes (day, month, quarter, half, year; mid-year is April to September; a Japanese fiscal year 年度 runs April to March).",
  "Resolve relative dates (today, next quarter, 明年, 来年度, 내년) from the article's date.",
  "status: actual for what took place on or before the article's date, expected for a dated plan or expectation, estimated only when the sentence itself derives the date from a rule such as a review clock.",
  "Leave out plans without a date, negated or withdrawn plans, launches, IND filings and investor events. Copy quote, date_text and asset exactly from the sentence.",
].join(" ");

type Answer = z.infer<typeof answerSchema>["catalysts"][number];

/** Whether an answer holds up against the article: its words are the sentence's, its date a span the sentence writes, its status consistent with the article's date. */
function holdsUp(answer: Answer, sentence: string, published: string): boolean {
  if (!answer.quote.trim() || !sentence.includes(answer.quote)) return false;
  if (spanProblem(answer.start, answer.end, answer.precision)) return false;
  if (answer.date_text ? !sentence.includes(answer.date_text) : !(answer.status === "actual" && answer.start === published && answer.end === published)) return false;
  return answer.status === "actual" ? answer.start <= published : answer.end >= published;
}

/** The hard cases sent at most, in the article's order. */
const MAX_SENTENCES = 8;

/**
 * The catalysts the provider finds in `undecided`, the sentences the rules could not decide
 * (readCatalysts), checked against the article; none when no provider is configured or none is undecided.
 */
export async function providerCatalysts(ai: AiEngine, text: string, recognition: Recognition, published: string, undecided: readonly string[]): Promise<ExtractedCatalyst[]> {
  if (ai.engine !== "openai-compatible") return [];
  const sentences = undecided.slice(0, MAX_SENTENCES);
  if (!sentences.length) return [];
  const answer = await ai.generateStructured({
    name: "catalysts",
    system: SYSTEM,
    prompt: `Article date: ${published}\n\nSentences:\n${sentences.map((sentence, index) => `[${index + 1}] ${sentence}`).join("\n")}`,
    schema: answerSchema,
  });
  return answer.catalysts.flatMap((each) => {
    const sentence = sentences[each.sentence - 1];
    if (!sentence || !holdsUp(each, sentence, published)) return [];
    const reading = {
      sentence,
      type: each.type,
      status: each.status,
      date: { start: each.start, end: each.end, precision: each.precision, text: each.date_text },
      asset: each.asset && text.includes(each.asset) ? each.asset : null,
      quote: each.quote,
      confidence: PROVIDER_CONFIDENCE,
    };
    const catalyst = catalystOfReading(text, recognition, reading);
    return catalyst ? [catalyst] : [];
  });
}
