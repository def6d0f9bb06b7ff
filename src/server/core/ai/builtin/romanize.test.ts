import { describe, expect, it } from "vitest";
import { englishCompanyName, romanize } from "./romanize";

describe("romanization", () => {
  it("writes Chinese in pinyin without tones, one capitalized word per name, a place apart", () => {
    expect(romanize("华康", "zh")).toBe("Huakang");
    expect(romanize("西安", "zh")).toBe("Xi'an");
    expect(romanize("天安", "zh")).toBe("Tian'an");
    expect(romanize("苏州瑞恒", "zh")).toBe("Suzhou Ruiheng");
    expect(romanize("绿叶", "zh")).toBe("Lüye");
    expect(romanize("HK-101 华康", "zh")).toBe("HK-101 Huakang");
  });

  it("writes Korean in Revised Romanization, with the sound changes between syllables", () => {
    const cases: Record<string, string> = {
      부산: "Busan",
      서울: "Seoul",
      한빛: "Hanbit",
      삼성: "Samseong",
      셀트리온: "Selteurion",
      울산: "Ulsan",
      한국어: "Hangugeo", // a final moves to the next syllable before a vowel
      백마: "Baengma", // nasalization
      독립: "Dongnip", // ㄱ + ㄹ
      종로: "Jongno", // ㅇ + ㄹ
      신라: "Silla", // ㄴ + ㄹ
      좋고: "Joko", // ㅎ aspirates ㄱ
    };
    for (const [hangul, latin] of Object.entries(cases)) expect(romanize(hangul, "ko")).toBe(latin);
    expect(romanize("한빛 바이오", "ko")).toBe("Hanbit Baio");
  });

  it("writes Japanese kana in Hepburn and leaves kanji as written", () => {
    const cases: Record<string, string> = {
      さくら: "Sakura",
      とうきょう: "Tōkyō", // long vowels with a macron
      おおさか: "Ōsaka",
      きって: "Kitte", // small tsu doubles the consonant
      マッチ: "Matchi",
      しんよう: "Shin'yō", // ん before y
      コーヒー: "Kōhī", // the katakana long-vowel mark
      ティッシュ: "Tisshu",
      ファイザー: "Faizā",
      ジョンソン・エンド・ジョンソン: "Jonson Endo Jonson",
    };
    for (const [kana, latin] of Object.entries(cases)) expect(romanize(kana, "ja")).toBe(latin);
    expect(romanize("桜葉", "ja")).toBe("桜葉");
  });

  it("keeps other languages unchanged", () => {
    expect(romanize("Genfarma Levante", "es")).toBe("Genfarma Levante");
  });
});

describe("English company names", () => {
  it("translates the kind of company, drops the legal form and romanizes the rest", () => {
    const cases: [string, string, string][] = [
      ["华康生物", "zh", "Huakang Bio"],
      ["润信生物科技", "zh", "Runxin Biotech"],
      ["苏州瑞恒医药", "zh", "Suzhou Ruiheng Pharma"],
      ["康泽药业", "zh", "Kangze Pharma"],
      ["博源制药", "zh", "Boyuan Pharmaceutical"],
      ["天衡生物医药股份有限公司", "zh", "Tianheng Biopharma"],
      ["한빛바이오", "ko", "Hanbit Bio"],
      ["세움제약", "ko", "Seum Pharm"],
      ["(주)하람제약", "ko", "Haram Pharm"],
      ["가온바이오로직스", "ko", "Gaon Biologics"],
      ["ミナトバイオ", "ja", "Minato Bio"],
      ["アオバファーマ", "ja", "Aoba Pharma"],
      // A Korean loanword's added last vowel dropped; Pharmaceuticals in katakana.
      ["엘비스바이오", "ko", "Elbis Bio"],
      ["노바트제약", "ko", "Nobat Pharm"],
      ["アオバ・ファーマシューティカルズ", "ja", "Aoba Pharmaceuticals"],
    ];
    for (const [name, language, english] of cases) expect(englishCompanyName(name, language).english).toBe(english);
    expect(englishCompanyName("天衡生物医药股份有限公司", "zh").original).toBe("天衡生物医药");
  });

  it("keeps a Latin name without its legal form, and gives a kanji name as written", () => {
    expect(englishCompanyName("Rheinwerk Biotherapeutics GmbH", "de")).toEqual({ english: "Rheinwerk Biotherapeutics", original: null });
    expect(englishCompanyName("Genovia Pharma SA", "fr")).toEqual({ english: "Genovia Pharma", original: null });
    expect(englishCompanyName("株式会社北星製薬", "ja")).toEqual({ english: null, original: "北星製薬" });
  });
});
