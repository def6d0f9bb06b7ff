import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

const texts = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe("sentence splitting", () => {
  it("splits English on . ! ? but not after abbreviations, initials or decimals", () => {
    expect(
      texts(
        "Dr. Smith of Acme Inc. said the U.S. Food and Drug Administration approved it. Sales rose 4.5% (e.g. in Europe). Is it enough? J. Doe thinks so!",
      ),
    ).toEqual([
      "Dr. Smith of Acme Inc. said the U.S. Food and Drug Administration approved it.",
      "Sales rose 4.5% (e.g. in Europe).",
      "Is it enough?",
      "J. Doe thinks so!",
    ]);
  });

  it("keeps German ordinals and abbreviations inside sentences", () => {
    expect(texts("Die Studie startet am 3. März, z.B. in Berlin. Bayer rechnet mit Umsätzen ab dem 2. Quartal.")).toEqual([
      "Die Studie startet am 3. März, z.B. in Berlin.",
      "Bayer rechnet mit Umsätzen ab dem 2. Quartal.",
    ]);
  });

  it("splits Chinese and Japanese on 。！？ with closing quotes", () => {
    expect(texts("恒瑞医药宣布获批。公司表示：“这是里程碑！”业内人士认为前景广阔？")).toEqual([
      "恒瑞医药宣布获批。",
      "公司表示：“这是里程碑！”",
      "业内人士认为前景广阔？",
    ]);
    expect(texts("武田薬品は承認を取得した。発売は年内の予定だ。")).toHaveLength(2);
  });

  it("keeps a quotation of several Chinese sentences together", () => {
    expect(texts("首席医学官表示：“治疗选择有限。公司将尽快推动上市。”业内人士认为前景广阔。")).toEqual([
      "首席医学官表示：“治疗选择有限。公司将尽快推动上市。”",
      "业内人士认为前景广阔。",
    ]);
  });

  it("splits Korean on Latin punctuation", () => {
    expect(texts("유한양행은 FDA 승인을 받았다. 업계는 환영했다.")).toEqual(["유한양행은 FDA 승인을 받았다.", "업계는 환영했다."]);
  });

  it("ends a sentence at each line break and reports offsets into the text", () => {
    const text = "Headline without stop\nFirst sentence here. Second one.";
    const sentences = splitSentences(text, 10);
    expect(sentences.map((sentence) => [sentence.text, sentence.paragraph])).toEqual([
      ["Headline without stop", 0],
      ["First sentence here.", 1],
      ["Second one.", 1],
    ]);
    for (const sentence of sentences) expect(text.slice(sentence.start - 10, sentence.end - 10)).toBe(sentence.text);
  });
});
