import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext } from "../../../tests/support/context";
import { createAiEngine } from "../core/ai/engine";
import { readCalibration } from "../features/stories";
import { runStoriesCommand } from "./stories-command";

// `npm run stories -- calibrate` (issue 20 §1 tier 5) on a small labelled set, with the stub's
// hashed bag-of-words embeddings: it prints the table, stores the chosen threshold for its model only.

let ctx: TestContext;
let fake: FakeOpenAi;

const item = (id: string, lang: string, title: string, text: string, story: string, date = "2026-05-10") => ({ id, lang, title, text, date, url: `https://news.example/${id}`, story });
const ITEMS = [
  item("a1", "en", "Kestrel Therapeutics closes Series B financing", "Kestrel Therapeutics closed a Series B round of 80 million to fund clinical development.", "kestrel"),
  item("a2", "de", "Kestrel Therapeutics Series B financing closed", "Kestrel Therapeutics Series B round closed: 80 million for clinical development, Boston.", "kestrel", "2026-05-11"),
  item("b1", "en", "Rheinwerk Bio starts Phase 1 trial of RWB-7", "Rheinwerk Bio dosed the first patient in a Phase 1 trial of RWB-7 in psoriasis.", "rheinwerk"),
  item("b2", "de", "Rheinwerk Bio Phase 1 trial RWB-7 first patient", "Rheinwerk Bio Phase 1 trial of RWB-7 in psoriasis: first patient dosed in Munich.", "rheinwerk", "2026-05-11"),
  item("c1", "en", "Novacell raises seed round for cell therapy", "Novacell raised a seed round to build its cell therapy platform in Seoul.", "novacell"),
];
const PAIRS = [
  { a: "a1", b: "a2", same_story: true, kind: "cross-language" },
  { a: "b1", b: "b2", same_story: true, kind: "cross-language" },
  { a: "a1", b: "b2", same_story: false, kind: "negative" },
  { a: "a2", b: "c1", same_story: false, kind: "negative" },
];

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
  await ctx?.close();
});

const goldSet = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "stories-gold-"));
  writeFileSync(path.join(folder, "items.ts"), `export const STORY_ITEMS = ${JSON.stringify(ITEMS)};\n`);
  writeFileSync(path.join(folder, "pairs.ts"), `export const STORY_PAIRS = ${JSON.stringify(PAIRS)};\n`);
  return folder;
};
const engine = (model: string | undefined) =>
  createAiEngine({ AI_PROVIDER: "builtin", AI_BASE_URL: fake.baseUrl, AI_API_KEY: undefined, AI_MODEL: undefined, AI_EMBEDDING_MODEL: model });

describe("npm run stories -- calibrate", () => {
  it("prints the thresholds' precision, recall and F1 and stores the chosen one for its model only", async () => {
    const output = await runStoriesCommand(["calibrate", "--set", goldSet()], { db: ctx.db, ai: engine("fake-embedding-1") });
    expect(output).toContain("5 items, 4 pairs (4 across languages), embedded by fake-embedding-1");
    expect(output).toMatch(/^threshold {2}P {6}R {6}F1 {6}all F1$/m);
    expect(output).toMatch(/^0\.50 /m);
    expect(output).toMatch(/^0\.99 /m);
    expect(output).toMatch(/chosen for fake-embedding-1: threshold 0\.\d\d, weight [\d.]+ — across languages P 1\.000 R 1\.000 F1 1\.000/);
    expect(fake.requests.filter((request) => request.path === "/v1/embeddings")).toHaveLength(ITEMS.length);
    const stored = await readCalibration(ctx.db, "fake-embedding-1");
    expect(stored).toMatchObject({ model: "fake-embedding-1" });
    expect(stored!.threshold).toBeGreaterThanOrEqual(0.5);
    expect(await readCalibration(ctx.db, "another-model")).toBeNull();
  });

  it("refuses without an embedding model", async () => {
    await expect(runStoriesCommand(["calibrate", "--set", goldSet()], { db: ctx.db, ai: engine(undefined) })).rejects.toThrow(/No embedding model is configured/);
  });
});
