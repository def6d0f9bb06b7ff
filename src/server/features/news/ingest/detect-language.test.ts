import { describe, expect, it } from "vitest";
import { detectLanguage, primaryLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it.each([
    [
      "en",
      "Arvelle's KRAS inhibitor shrinks pancreatic tumors in phase 2",
      "The company said 41% of patients with previously treated metastatic pancreatic cancer had a confirmed partial response, and median progression-free survival reached 8.1 months. Investors had expected a response rate closer to 30%.",
    ],
    [
      "zh",
      "百济生物PD-1单抗获批新适应症",
      "国家药品监督管理局近日批准该公司自主研发的抗PD-1单克隆抗体联合化疗，用于一线治疗局部晚期或转移性食管鳞状细胞癌。三期临床研究显示，联合治疗组患者的中位总生存期明显延长，死亡风险降低三成以上。",
    ],
    [
      "ja",
      "中外製薬、血友病A治療薬の新たな臨床試験結果を発表",
      "中外製薬は、血友病Aを対象とした二重特異性抗体の第3相臨床試験において、出血の年間発生率が従来の予防療法と比べて大幅に低下したと発表した。同社は今年度中に国内で承認申請を行う予定だという。",
    ],
    [
      "ko",
      "셀트리온, 자가면역질환 바이오시밀러 미국 허가 획득",
      "셀트리온은 미국 식품의약국으로부터 자가면역질환 치료제 바이오시밀러의 판매 허가를 받았다고 밝혔다. 회사는 올해 하반기 미국 시장에 제품을 출시하고 현지 유통 파트너와 함께 처방 확대에 나설 계획이다.",
    ],
    [
      "de",
      "Evotec erweitert Partnerschaft für Antikörper-Wirkstoffkonjugate",
      "Das Hamburger Unternehmen teilte am Montag mit, dass die Zusammenarbeit mit einem US-Pharmakonzern auf zwei weitere Zielstrukturen in der Onkologie ausgeweitet wird. Evotec erhält dafür eine Vorauszahlung im zweistelligen Millionenbereich.",
    ],
  ])("recognizes %s", (expected, title, text) => {
    expect(detectLanguage({ title, text, htmlLang: null })).toBe(expected);
  });

  it("trusts the detected language over a wrong <html lang>", () => {
    const text = "Die Europäische Arzneimittel-Agentur hat die Zulassung des neuen Gentherapeutikums empfohlen, teilte das Unternehmen mit.";
    expect(detectLanguage({ title: "", text, htmlLang: "en-US" })).toBe("de");
  });

  it("falls back to <html lang> when the text is too short to tell", () => {
    expect(detectLanguage({ title: "武田薬品 iPS 細胞", text: "", htmlLang: "ja-JP" })).toBe("ja");
    expect(detectLanguage({ title: "Pfizer Q3", text: "", htmlLang: "en" })).toBe("en");
  });

  it("returns null when neither the text nor the page says", () => {
    expect(detectLanguage({ title: "OK", text: "", htmlLang: null })).toBeNull();
  });
});

describe("primaryLanguage", () => {
  it.each([
    ["zh-Hant-TW", "zh"],
    ["EN_us", "en"],
    ["de", "de"],
    ["fil", null],
    ["x-default", null],
    ["", null],
    [null, null],
  ])("%s → %s", (tag, expected) => {
    expect(primaryLanguage(tag)).toBe(expected);
  });
});
