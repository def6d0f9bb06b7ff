import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { z } from "zod";
import { storyFeatures } from "../core/stories/features";
import { scorePair } from "../core/stories/score";
import { UsageError } from "./user-command";

export const STORIES_USAGE = `Usage:
  npm run stories -- score --pairs FILE
    FILE: JSON lines {"id1","lang1","title1","text1","date1","id2","lang2","title2","text2","date2"};
    prints one JSON line per pair: {"pair","score","same_story","basis"}`;

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

export async function runStoriesCommand(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== "score") throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  const { values } = parseArgs({ args: rest, options: { pairs: { type: "string" } }, strict: true });
  if (!values.pairs) throw new UsageError("--pairs FILE is required.");
  return (await scorePairsFile(values.pairs)).join("\n");
}
