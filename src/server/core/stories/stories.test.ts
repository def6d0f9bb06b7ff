import { describe, expect, it } from "vitest";
import { chooseStory } from "./cluster";
import { companySounds, storyFeatures, titleWords } from "./features";
import { bandKeys, minhash, shingles, similarity } from "./minhash";
import { scorePair } from "./score";

const at = (day: string) => new Date(`${day}T12:00:00Z`);

const release =
  "Corvalis Therapeutics today announced that the U.S. Food and Drug Administration granted accelerated approval to CRV-101 for adults with KRAS G12C-mutated non-small cell lung cancer after at least one prior therapy. The approval is based on the Phase 2 CORAL-1 trial.";

describe("MinHash", () => {
  it("estimates the Jaccard similarity of shingle sets, and near-duplicates share a band", () => {
    const a = shingles(release);
    const b = shingles(`${release} About Corvalis: Corvalis is a clinical-stage company in Boston.`);
    const c = shingles("Novartis completed its acquisition of a gene therapy company for 1.2 billion dollars in cash.");
    const exact = [...a].filter((shingle) => b.has(shingle)).length / new Set([...a, ...b]).size;
    const estimate = similarity(minhash(a)!, minhash(b)!);
    expect(Math.abs(estimate - exact)).toBeLessThan(0.12);
    expect(similarity(minhash(a)!, minhash(c)!)).toBeLessThan(0.1);
    const bandsA = new Set(bandKeys(minhash(a)!));
    expect(bandKeys(minhash(b)!).some((key) => bandsA.has(key))).toBe(true);
    expect(bandKeys(minhash(c)!).some((key) => bandsA.has(key))).toBe(false);
  });

  it("shingles Chinese, Japanese and Korean by characters, without a segmenter", () => {
    expect([...shingles("恒瑞医药获批")]).toEqual(["恒瑞医", "瑞医药", "医药获", "药获批"]);
    expect(minhash(new Set())).toBeNull();
  });
});

describe("title words", () => {
  it("drop function words and bare numbers, keep Korean stems and CJK character pairs", () => {
    expect(titleWords("FDA approves the first KRAS G12C drug in 2026")).toEqual(["fda", "approve", "first", "kra", "g12c", "drug"]);
    expect(titleWords("셀트리온은 품목허가를")).toEqual(["셀트리온", "품목허가"]);
    expect(titleWords("恒瑞医药获批")).toEqual(["恒瑞", "瑞医", "医药"]);
  });
});

describe("one story across languages", () => {
  const english = storyFeatures({
    lang: "en",
    title: "Hengrui wins NMPA approval for HRS-1167 in HER2-positive breast cancer",
    text: "Jiangsu Hengrui Pharmaceuticals said China's National Medical Products Administration approved HRS-1167 for HER2-positive metastatic breast cancer.",
    date: at("2026-05-10"),
  });
  const chinese = storyFeatures({
    lang: "zh",
    title: "恒瑞医药HRS-1167获批上市",
    text: "恒瑞医药宣布，国家药监局批准其HRS-1167上市，用于治疗HER2阳性转移性乳腺癌。",
    date: at("2026-05-11"),
  });
  const trialStart = storyFeatures({
    lang: "zh",
    title: "恒瑞医药HRS-2261首例患者给药",
    text: "恒瑞医药宣布，其HRS-2261的I期临床试验完成首例患者给药。",
    date: at("2026-05-12"),
  });
  const fdaApproval = storyFeatures({
    lang: "en",
    title: "FDA approves Hengrui's HRS-1167 in breast cancer",
    text: "The U.S. Food and Drug Administration approved HRS-1167, developed by Jiangsu Hengrui Pharmaceuticals, for HER2-positive metastatic breast cancer.",
    date: at("2026-05-12"),
  });

  it("joins reports of one approval in two languages, with the evidence named", () => {
    const result = scorePair(english, chinese);
    expect(result.same).toBe(true);
    expect(result.basis.join("; ")).toMatch(/same event \(approval\).*same drug/);
  });

  it("keeps apart the same company's other event and the same drug's approval by another regulator", () => {
    expect(scorePair(english, trialStart)).toMatchObject({ same: false, basis: ["different events (approval / trial-start)"] });
    expect(scorePair(chinese, fdaApproval)).toMatchObject({ same: false, basis: ["different regulators"] });
  });

  it("reports of one event far apart in time are different stories", () => {
    const later = { ...chinese, at: at("2026-06-30").getTime() };
    expect(scorePair(english, later).same).toBe(false);
  });

  it("the same address or title is the same story at once", () => {
    const copy = storyFeatures({ lang: "en", title: "Another headline", text: "", date: at("2026-05-10"), url: "https://news.example/a?utm_source=x" });
    const original = storyFeatures({ lang: "en", title: "A headline", text: "", date: at("2026-05-20"), url: "https://news.example/a" });
    expect(scorePair(copy, original)).toEqual({ score: 1, same: true, basis: ["same address"] });
  });

  it("a new item joins the story of the report it matches best", () => {
    expect(chooseStory(chinese, [{ storyId: "trial", features: trialStart }, { storyId: "approval", features: english }])?.storyId).toBe("approval");
    expect(chooseStory(trialStart, [{ storyId: "approval", features: english }])).toBeNull();
  });
});

describe("a company written in two scripts", () => {
  it("sounds the same in Hangul, katakana and Latin letters, its kind of company aside", () => {
    expect(companySounds("메디젠셀")).toEqual(companySounds("MediGenCell"));
    expect(companySounds("イザリオン")).toEqual(companySounds("Isarion Therapeutics"));
    expect(companySounds("ランタンフィッシュ").some((sound) => companySounds("Lanternfish").includes(sound))).toBe(true);
    expect(companySounds("ノバルティス")).toEqual(companySounds("Novartis"));
    // Too short a sound says nothing; other companies sound otherwise.
    expect(companySounds("Roche")).toEqual([]);
    expect(companySounds("Novartis").some((sound) => companySounds("Isarion").includes(sound))).toBe(false);
  });

  it("adds the company by its sound only to other evidence", () => {
    const korean = storyFeatures({ lang: "ko", title: "메디젠셀, CAR-T 'MGC-19' 식약처 품목허가 획득", text: "메디젠셀은 CAR-T 치료제 'MGC-19'가 식약처로부터 품목허가를 받았다고 밝혔다.", date: at("2026-03-02") });
    const english = storyFeatures({ lang: "en", title: "South Korea approves MediGenCell's CD19 CAR-T", text: "MediGenCell Inc. said South Korea's Ministry of Food and Drug Safety approved its CAR-T therapy for relapsed lymphoma.", date: at("2026-03-03") });
    const result = scorePair(korean, english);
    expect(result.basis.join("; ")).toMatch(/same company by its sound \(mdjn\)/);
    expect(result.same).toBe(true);
    const unrelated = storyFeatures({ lang: "en", title: "MediGenCell opens a new office", text: "MediGenCell Inc. opened an office in Boston.", date: at("2026-03-03") });
    expect(scorePair(korean, unrelated).basis.join("; ")).not.toMatch(/by its sound/);
  });
});
