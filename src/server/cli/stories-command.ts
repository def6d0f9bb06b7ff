import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import type { AiEngine } from "../core/ai/engine";
import type { Database } from "../core/db/client";
import { calibrateEmbeddingSignal, MIN_CALIBRATED_PRECISION, type CalibrationRow } from "../core/stories/calibrate";
import { storyFeatures } from "../core/stories/features";
import { embeddingText, scorePair, type ScoredItem } from "../core/stories/score";
import { saveCalibration } from "../features/stories";
import { UsageError } from "./user-command";

export const STORIES_USAGE = `Usage:
  npm run stories -- score --pairs FILE
    FILE: JSON lines {"id1","lang1","title1","text1","date1","id2","lang2","title2","text2","date2"};
    prints one JSON line per pair: {"pair","score","same_story","basis"}
  npm run stories -- calibrate [--set bench/gold/stories]
    embeds the set's items with AI_EMBEDDING_MODEL (at AI_BASE_URL), prints precision, recall and
    F1 across languages for each cosine threshold, and stores for that model the threshold with the
    best F1 at precision >= ${MIN_CALIBRATED_PRECISION} (the set: a folder whose items.ts and pairs.ts export
    STORY_ITEMS and STORY_PAIRS, as bench/gold/stories*)`;

export type StoriesCommandDeps = { db: Database; ai: AiEngine };

const DEFAULT_SET = "bench/gold/stories";
const EMBED_CONCURRENCY = 4;

type GoldItem = { id: string; lang: string; title: string; text: string; date: string; url?: string };
type GoldPair = { a: string; b: string; same_story: boolean };

async function readGoldSet(folder: string): Promise<{ items: GoldItem[]; pairs: GoldPair[] }> {
  const load = async (file: string) => (await import(pathToFileURL(path.resolve(folder, file)).href)) as Record<string, unknown>;
  let items: unknown;
  let pairs: unknown;
  try {
    items = (await load("items.ts")).STORY_ITEMS;
    pairs = (await load("pairs.ts")).STORY_PAIRS;
  } catch (error) {
    throw new UsageError(`--set ${folder}: ${(error as Error).message}`);
  }
  if (!Array.isArray(items) || !Array.isArray(pairs)) throw new UsageError(`--set ${folder}: items.ts and pairs.ts must export STORY_ITEMS and STORY_PAIRS.`);
  return { items: items as GoldItem[], pairs: pairs as GoldPair[] };
}

const fixed = (value: number) => value.toFixed(3);
const tableLine = (row: Pick<CalibrationRow, "precision" | "recall" | "f1" | "allF1">, label: string) =>
  `${label.padEnd(10)} ${fixed(row.precision)}  ${fixed(row.recall)}  ${fixed(row.f1)}   ${fixed(row.allF1)}`;

/**
 * Calibrates the embedding signal (issue 20 §1 tier 5) on a labelled set: each item's title and
 * text embedded once by the configured model, every pair scored through scorePair with each
 * threshold and weight, the chosen one stored for that model only.
 */
async function calibrate(deps: StoriesCommandDeps, folder: string): Promise<string> {
  const model = deps.ai.embeddingModel;
  if (!model) throw new UsageError("No embedding model is configured: set AI_BASE_URL and AI_EMBEDDING_MODEL.");
  const { items, pairs } = await readGoldSet(folder);
  const scored = new Map<string, ScoredItem & { lang: string }>();
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const features = storyFeatures({ lang: item.lang, title: item.title, text: item.text, date: new Date(`${item.date.slice(0, 10)}T12:00:00Z`), url: item.url });
      // The gold items are written in their own language; the model's own multilingual likeness is what is measured.
      scored.set(item.id, { ...features, lang: item.lang, vector: await deps.ai.embed(embeddingText(item.title, item.text)) });
    }
  };
  await Promise.all(Array.from({ length: EMBED_CONCURRENCY }, worker));
  const labelled = pairs.map((pair) => {
    const a = scored.get(pair.a);
    const b = scored.get(pair.b);
    if (!a || !b) throw new UsageError(`--set ${folder}: pair ${pair.a}|${pair.b} names an item that is not in items.ts.`);
    return { a, b, same: pair.same_story, crossLanguage: a.lang !== b.lang };
  });
  const { baseline, rows, chosen } = calibrateEmbeddingSignal(labelled, model);
  const weight = chosen?.weight ?? rows[0]!.weight;
  const lines = [
    `${items.length} items, ${pairs.length} pairs (${labelled.filter((pair) => pair.crossLanguage).length} across languages), embedded by ${model}`,
    `across languages: P, R, F1; then F1 over all pairs${chosen ? `; the embedding signal's weight ${weight}` : ""}`,
    `threshold  P      R      F1      all F1`,
    tableLine(baseline, "none"),
    ...rows.filter((row) => row.weight === weight).map((row) => tableLine(row, row.threshold.toFixed(2))),
  ];
  if (!chosen) {
    throw new Error(`${lines.join("\n")}\n\nNo threshold reaches precision ${MIN_CALIBRATED_PRECISION} across languages: nothing stored, the signal stays unused for ${model}.`);
  }
  await saveCalibration(deps.db, { model, threshold: chosen.threshold, weight: chosen.weight, goldSet: folder, precision: chosen.precision, recall: chosen.recall, f1: chosen.f1 });
  lines.push(
    "",
    `chosen for ${model}: threshold ${chosen.threshold.toFixed(2)}, weight ${chosen.weight} — across languages P ${fixed(chosen.precision)} R ${fixed(chosen.recall)} F1 ${fixed(chosen.f1)} (without it: F1 ${fixed(baseline.f1)}); stored`,
  );
  return lines.join("\n");
}

const side = (n: 1 | 2) => ({
  [`id${n}`]: z.union([z.string(), z.number()]).transform(String),
  [`lang${n}`]: z.string().nullable().optional(),
  [`title${n}`]: z.string(),
  [`text${n}`]: z.string().default(""),
  [`date${n}`]: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "is not a date"),
  [`url${n}`]: z.string().nullable().optional(),
});

const pairSchema = z.object({ ...side(1), ...side(2) }) as unknown as z.ZodType<Record<string, string | null | undefined>>;

/**
 * Scores labelled pairs through the code ingest uses (core/stories): each line's two items get
 * their features (recognition, signature, words) and the pair its score, verdict and basis.
 */
async function scorePairsFile(path: string): Promise<string[]> {
  const lines = (await readFile(path, "utf8")).split("\n").filter((line) => line.trim());
  return lines.map((line, index) => {
    let parsed: Record<string, string | null | undefined>;
    try {
      const result = pairSchema.safeParse(JSON.parse(line));
      if (!result.success) throw new UsageError(`line ${index + 1}: ${result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
      parsed = result.data;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`line ${index + 1} is not JSON`);
    }
    const features = ([1, 2] as const).map((n) =>
      storyFeatures({
        lang: parsed[`lang${n}`] ?? null,
        title: parsed[`title${n}`]!,
        text: parsed[`text${n}`] ?? "",
        date: new Date(parsed[`date${n}`]!),
        url: parsed[`url${n}`] ?? null,
      }),
    );
    const result = scorePair(features[0]!, features[1]!);
    return JSON.stringify({ pair: `${parsed.id1}|${parsed.id2}`, score: result.score, same_story: result.same, basis: result.basis });
  });
}

export async function runStoriesCommand(argv: string[], deps?: StoriesCommandDeps): Promise<string> {
  const [command, ...rest] = argv;
  if (command === "calibrate") {
    const { values } = parseArgs({ args: rest, options: { set: { type: "string" } }, strict: true });
    if (!deps) throw new Error("calibrate needs the database and the AI provider.");
    return calibrate(deps, values.set ?? DEFAULT_SET);
  }
  if (command !== "score") throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  const { values } = parseArgs({ args: rest, options: { pairs: { type: "string" } }, strict: true });
  if (!values.pairs) throw new UsageError("--pairs FILE is required.");
  return (await scorePairsFile(values.pairs)).join("\n");
}
