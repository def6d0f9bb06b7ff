import { describe, expect, it } from "vitest";
import { cjkLanguageOf, hasCjkLetters } from "./scripts";

describe("scripts", () => {
  it("finds Chinese characters, kana and Hangul, and nothing in Latin, Greek or Cyrillic text", () => {
    expect(["恒瑞医药", "ファイザー", "셀트리온", "PD-1 抗体"].map(hasCjkLetters)).toEqual([true, true, true, true]);
    expect(["Pfizer", "Zulassung für Müller", "α-synuclein", "Москва"].map(hasCjkLetters)).toEqual([false, false, false, false]);
  });

  it("files a name under the language its script says: kana Japanese, Hangul Korean, Chinese characters alone Chinese", () => {
    expect(["第一三共", "アステラス製薬", "小野薬品工業", "셀트리온", "恒瑞医药", "Roche"].map(cjkLanguageOf)).toEqual(["zh", "ja", "zh", "ko", "zh", null]);
  });
});
