import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runStoriesCommand } from "./stories-command";
import { UsageError } from "./user-command";

const pairsFile = (lines: string[]) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "stories-")), "pairs.jsonl");
  writeFileSync(file, lines.join("\n"));
  return file;
};

const english = { lang: "en", title: "Hengrui wins NMPA approval for HRS-1167", text: "China's NMPA approved Hengrui's HRS-1167 for HER2-positive breast cancer.", date: "2026-05-10" };
const chinese = { lang: "zh", title: "恒瑞医药HRS-1167获批上市", text: "国家药监局批准恒瑞医药HRS-1167上市，用于HER2阳性乳腺癌。", date: "2026-05-11" };
const trialStart = { lang: "zh", title: "恒瑞医药HRS-2261首例患者给药", text: "恒瑞医药HRS-2261的I期临床试验完成首例患者给药。", date: "2026-05-12" };
const pair = (id1: string, a: typeof english, id2: string, b: typeof english) =>
  JSON.stringify({ id1, lang1: a.lang, title1: a.title, text1: a.text, date1: a.date, id2, lang2: b.lang, title2: b.title, text2: b.text, date2: b.date });

describe("npm run stories -- score --pairs FILE", () => {
  it("prints one JSON line per pair with its score, verdict and basis", async () => {
    const output = await runStoriesCommand(["score", "--pairs", pairsFile([pair("en", english, "zh", chinese), pair("en", english, "start", trialStart)])]);
    const lines = output.split("\n").map((line) => JSON.parse(line) as { pair: string; score: number; same_story: boolean; basis: string[] });
    expect(lines.map((line) => [line.pair, line.same_story])).toEqual([
      ["en|zh", true],
      ["en|start", false],
    ]);
    expect(lines[0]!.score).toBeGreaterThanOrEqual(0.6);
    expect(lines[1]!.basis).toEqual(["different events (approval / trial-start)"]);
  });

  it("names the line that is not a pair", async () => {
    await expect(runStoriesCommand(["score", "--pairs", pairsFile([pair("en", english, "zh", chinese), '{"id1":"x"}'])])).rejects.toThrow(/^line 2: /);
    await expect(runStoriesCommand(["score", "--pairs", pairsFile(["not json"])])).rejects.toThrow("line 1 is not JSON");
    await expect(runStoriesCommand(["score"])).rejects.toBeInstanceOf(UsageError);
  });
});
