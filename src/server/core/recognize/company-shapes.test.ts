import { describe, expect, it } from "vitest";
import { findCompanyShapes } from "./company-shapes";

const names = (text: string) => findCompanyShapes(text).map((shape) => `${shape.name}=${text.slice(shape.start, shape.end)}`);

describe("company shapes", () => {
  it("finds Latin-script names by sector word or legal form, legal form stripped from the name", () => {
    expect(names("Boston-based Blue Harbor Bio closed a round.")).toEqual(["Blue Harbor Bio=Blue Harbor Bio"]);
    expect(names("Zenara Biosciences, Inc. and Kestrel Oncology Ltd. signed.")).toEqual([
      "Zenara Biosciences=Zenara Biosciences, Inc.",
      "Kestrel Oncology=Kestrel Oncology Ltd.",
    ]);
    expect(names("Die Nordwind Pharma AG und die Rheinauen Biotech GmbH.")).toEqual([
      "Nordwind Pharma=Nordwind Pharma AG",
      "Rheinauen Biotech=Rheinauen Biotech GmbH",
    ]);
    expect(names("Die Firma Veltrano GmbH und Zenquil Inc. meldeten")).toEqual(["Veltrano=Veltrano GmbH", "Zenquil=Zenquil Inc."]);
    expect(names("Laboratorios Ferrobio S.A. anunció; Les Laboratoires Arvel SAS (Lyon).")).toEqual([
      "Laboratorios Ferrobio=Laboratorios Ferrobio S.A.",
      "Laboratoires Arvel=Laboratoires Arvel SAS",
    ]);
  });

  it("does not take a sector word or a legal form alone for a company", () => {
    const traps = [
      "Oncology Therapeutics Draw Record Investment\n\nInvestors poured money into oncology therapeutics. The biotech said a pharma startup and Bio stocks rose at the BIO convention.",
      "Die AG will das Mittel bringen. Die Biotech-Branche und die AG-Vorstände.",
      "France Biotech publie un panorama. La biotech lyonnaise.",
    ];
    for (const text of traps) expect(names(text), text).toEqual([]);
  });

  it("trims a title-case headline's name to what the body writes", () => {
    expect(names("Investors Back Pyxara Biopharma In New Round\n\nPyxara Biopharma said it raised $90 million.")).toEqual([
      "Pyxara Biopharma=Pyxara Biopharma",
      "Pyxara Biopharma=Pyxara Biopharma",
    ]);
  });

  it("finds Chinese names with their place prefix and legal form dropped, not sector words in phrases", () => {
    expect(names("华康生物股份有限公司今日宣布")).toEqual(["华康生物=华康生物股份有限公司"]);
    expect(names("上海澜越生物医药科技有限公司宣布完成融资，澜越生物表示")).toEqual(["澜越生物=上海澜越生物医药科技有限公司", "澜越生物=澜越生物"]);
    expect(names("由苏州启明药业开发")).toEqual(["启明药业=苏州启明药业"]);
    expect(names("A股医药行业指数上涨，生物医药板块领涨，国内医药企业出海，一家生物科技公司称，生物类似药，合成生物。")).toEqual([]);
  });

  it("finds Japanese names with 製薬, ファーマ, バイオ or 株式会社, not 製薬会社 or ビッグファーマ", () => {
    expect(names("サクラ製薬株式会社は")).toEqual(["サクラ製薬=サクラ製薬株式会社"]);
    expect(names("株式会社ミライバイオ（東京都）は")).toEqual(["ミライバイオ=株式会社ミライバイオ"]);
    expect(names("オオトリファーマは承認を取得")).toEqual(["オオトリファーマ=オオトリファーマ"]);
    expect(names("国内の製薬会社各社、大手製薬による買収、ビッグファーマとの提携、バイオ医薬品")).toEqual([]);
  });

  it("finds Korean names with 바이오, 제약, 테라퓨틱스 or (주) before a particle, not industry words", () => {
    expect(names("(주)한빛바이오(KOSDAQ: 298765)는")).toEqual(["한빛바이오=(주)한빛바이오"]);
    expect(names("동해제약(주)은 밝혔다")).toEqual(["동해제약=동해제약(주)"]);
    expect(names("누리테라퓨틱스는 기술이전했다")).toEqual(["누리테라퓨틱스=누리테라퓨틱스"]);
    expect(names("제약바이오 업계, 국내 제약사들과 바이오기업들, 바이오시밀러, 다국적제약사와의 협업, 희귀의약품 지정")).toEqual([]);
  });
});
