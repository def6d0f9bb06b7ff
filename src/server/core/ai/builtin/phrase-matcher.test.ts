import { describe, expect, it } from "vitest";
import { PhraseMatcher, foldText, keepLongest } from "./phrase-matcher";

function find(phrases: string[], text: string): string[] {
  const matcher = new PhraseMatcher(phrases.map((phrase) => ({ phrase, value: phrase })));
  return matcher.findAll(foldText(text)).map((match) => `${match.value}=${text.slice(match.start, match.end)}`);
}

describe("phrase matcher", () => {
  it("matches Latin phrases case-insensitively on word boundaries, with a plural s", () => {
    expect(find(["FDA approval"], "Seeking fda Approval and FDA approvals; FDA approvalx")).toEqual([
      "FDA approval=fda Approval",
      "FDA approval=FDA approvals",
    ]);
    expect(find(["Phase 3"], "Phase 3, Phase 3b and Phase 30")).toEqual(["Phase 3=Phase 3"]);
    expect(find(["PD-1"], "anti-PD-1 and PD-10 and PD‑1")).toEqual(["PD-1=PD-1", "PD-1=PD‑1"]);
  });

  it("matches CJK phrases as substrings and Latin edges next to CJK", () => {
    expect(find(["肿瘤", "PD-1"], "抗肿瘤药物PD-1单抗")).toEqual(["肿瘤=肿瘤", "PD-1=PD-1"]);
    expect(find(["I期临床"], "II期临床和I期临床")).toEqual(["I期临床=I期临床"]);
  });

  it("needs a word start for Korean and lets particles follow", () => {
    expect(find(["인수"], "셀트리온은 인수를 발표했다. 확인수")).toEqual(["인수=인수"]);
  });

  it("matches short acronyms only in capitals", () => {
    expect(find(["ALS"], "Patienten mit ALS, als Erste")).toEqual(["ALS=ALS"]);
    expect(find(["ADC"], "two ADCs and one adc")).toEqual(["ADC=ADCs"]);
  });

  it("lets letters attach where a synonym has a *", () => {
    expect(find(["*krebs", "krebs*"], "Lungenkrebs und Krebsforschung")).toEqual([
      "*krebs=Lungenkrebs",
      "krebs*=Krebsforschung",
    ]);
  });

  it("folds full-width letters so offsets still point at the original text", () => {
    const text = "获ＦＤＡ批准";
    expect(find(["FDA批准"], text)).toEqual(["FDA批准=ＦＤＡ批准"]);
  });

  it("keeps the longer of two nested matches", () => {
    const matches = [
      { start: 0, end: 8, id: "antibody" },
      { start: 0, end: 19, id: "bispecific antibody" },
      { start: 30, end: 35, id: "other" },
    ];
    expect(keepLongest(matches).map((match) => match.id)).toEqual(["bispecific antibody", "other"]);
  });
});
