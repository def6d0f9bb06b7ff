import { describe, expect, it } from "vitest";
import { eventDate, findDates } from "./dates";

const values = (text: string) => findDates(text).map(({ figure }) => figure.value);
const whens = (text: string) => findDates(text).map(({ figure }) => [figure.value, figure.when]);
/** The event date of a sentence whose trigger is the first occurrence of `trigger`. */
function dateOfEvent(sentence: string, trigger: string) {
  const start = sentence.indexOf(trigger);
  return eventDate(sentence, findDates(sentence), { start, end: start + trigger.length })?.value ?? null;
}

describe("findDates", () => {
  it("reads English days, months, quarters, halves and years", () => {
    expect(values("approved on March 14, 2027 and on Feb. 3, 2027")).toEqual(["2027-03-14", "2027-02-03"]);
    expect(values("approved on 14 March 2027")).toEqual(["2027-03-14"]);
    expect(values("closed in March 2027")).toEqual(["2027-03"]);
    expect(values("data in Q2 2027, a start in 2Q27, a decision in the first quarter of 2028")).toEqual(["2027-Q2", "2027-Q2", "2028-Q1"]);
    expect(values("a filing in H1 2027 and results in the second half of 2028")).toEqual(["2027-H1", "2028-H2"]);
    expect(values("guidance for 2H 2027 and 1H'28")).toEqual(["2027-H2", "2028-H1"]);
    expect(values("an opinion by mid-2028, a launch in 2029")).toEqual(["2028", "2029"]);
  });

  it("reads ISO dates, also between Chinese characters", () => {
    expect(values("the data cut-off was 2026-12-31")).toEqual(["2026-12-31"]);
    expect(values("国家药监局于2027-05-20批准")).toEqual(["2027-05-20"]);
  });

  it("reads Chinese dates, quarters and halves", () => {
    expect(values("2027年3月14日获批")).toEqual(["2027-03-14"]);
    expect(values("于2027年1月完成融资")).toEqual(["2027-01"]);
    expect(values("预计2027年第二季度获批，2027年二季度启动")).toEqual(["2027-Q2", "2027-Q2"]);
    expect(values("2027年上半年公布，2027年下半年提交")).toEqual(["2027-H1", "2027-H2"]);
    expect(values("并于2028年获得数据")).toEqual(["2028"]);
  });

  it("reads Japanese quarters and halves, and not a fiscal year (年度)", () => {
    expect(values("2027年第2四半期に発表する見込み")).toEqual(["2027-Q2"]);
    expect(values("2027年上半期に行う予定、2027年下半期に申請")).toEqual(["2027-H1", "2027-H2"]);
    expect(values("2026年度の売上高")).toEqual([]);
  });

  it("reads Korean dates, months, quarters and halves", () => {
    expect(values("2027년 3월 14일 품목허가")).toEqual(["2027-03-14"]);
    expect(values("2027년 1월 기술이전")).toEqual(["2027-01"]);
    expect(values("2027년 2분기 신청")).toEqual(["2027-Q2"]);
    expect(values("2027년 상반기 발표, 2027년 하반기 투여")).toEqual(["2027-H1", "2027-H2"]);
    expect(values("2028년 국내 출시")).toEqual(["2028"]);
  });

  it("reads German dates, quarters and halves", () => {
    expect(values("am 14. März 2027 erteilt")).toEqual(["2027-03-14"]);
    expect(values("im zweiten Quartal 2027 und im 2. Halbjahr 2027")).toEqual(["2027-Q2", "2027-H2"]);
    expect(values("im ersten Halbjahr 2027, voraussichtlich Mitte 2027")).toEqual(["2027-H1", "2027"]);
    expect(values("Die 2012 gegründete Lindacor AG")).toEqual(["2012"]);
  });

  it("reads French dates, quarters and halves", () => {
    expect(values("le 14 mars 2027 et le 1er juillet 2027")).toEqual(["2027-03-14", "2027-07-01"]);
    expect(values("au deuxième trimestre 2027, au premier semestre 2027")).toEqual(["2027-Q2", "2027-H1"]);
    expect(values("en janvier 2027, d'ici fin 2027")).toEqual(["2027-01", "2027"]);
  });

  it("reads Spanish dates, quarters and halves", () => {
    expect(values("el 14 de marzo de 2027")).toEqual(["2027-03-14"]);
    expect(values("en enero de 2027")).toEqual(["2027-01"]);
    expect(values("el segundo trimestre de 2027 y el primer semestre de 2027")).toEqual(["2027-Q2", "2027-H1"]);
    expect(values("en la segunda mitad de 2027, a mediados de 2028")).toEqual(["2027-H2", "2028"]);
  });

  it("leaves relative phrases and bare numbers alone", () => {
    expect(values("next year, 明年, 来年, 내년, im nächsten Jahr, l'an prochain, el próximo año")).toEqual([]);
    expect(values("2027 patients were enrolled; 20일 밝혔다")).toEqual([]);
  });

  it("says which dates are expected and which took place", () => {
    expect(whens("The FDA approved CVB-201 on March 14, 2027.")).toEqual([["2027-03-14", "past"]]);
    expect(whens("and assigned a PDUFA target action date of November 2, 2027.")).toEqual([["2027-11-02", "expected"]]);
    expect(whens("Osprey Bio expects topline data in Q2 2027.")).toEqual([["2027-Q2", "expected"]]);
    expect(whens("an opinion anticipated by mid-2028")).toEqual([["2028", "expected"]]);
    expect(whens("approved by the FDA on March 3, 2027")).toEqual([["2027-03-03", "past"]]);
    expect(whens("a decision by the end of 2027")).toEqual([["2027", "expected"]]);
    expect(whens("恒辉药业的上市申请已获受理，预计2027年第二季度获批。")).toEqual([["2027-Q2", "expected"]]);
    expect(whens("云启生物预计2027年二季度启动III期临床试验，并于2028年获得数据。")).toEqual([["2027-Q2", "expected"], ["2028", "expected"]]);
    expect(whens("SK-12の承認申請を2027年上半期に行う予定だ。")).toEqual([["2027-H1", "expected"]]);
    expect(whens("2027년 상반기 톱라인 결과를 발표할 예정이다.")).toEqual([["2027-H1", "expected"]]);
    expect(whens("Die Entscheidung wird im ersten Halbjahr 2027 erwartet.")).toEqual([["2027-H1", "expected"]]);
    expect(whens("Les résultats sont prévus au deuxième trimestre 2027.")).toEqual([["2027-Q2", "expected"]]);
    expect(whens("Los resultados están previstos para el segundo trimestre de 2027.")).toEqual([["2027-Q2", "expected"]]);
  });
});

describe("eventDate", () => {
  it("takes the date nearest the trigger", () => {
    expect(dateOfEvent("After a filing in March 2026 the FDA approved RX-4 on March 14, 2027.", "approved")).toBe("2027-03-14");
    expect(dateOfEvent("Founded in 2019, Kestrel closed its acquisition of Pinecrest Bio on 30 June 2027.", "acquisition")).toBe("2027-06-30");
  });

  it("never takes a publication dateline", () => {
    expect(dateOfEvent("BOSTON, Feb. 3, 2027 /PRNewswire/ -- Lumetra today announced that the European Commission granted approval.", "granted approval")).toBeNull();
  });

  it("never takes a founding, revenue or cut-off year", () => {
    expect(dateOfEvent("Founded in 2019, Archway Genomics signed a licensing agreement.", "licensing agreement")).toBeNull();
    expect(dateOfEvent("Die 2012 gegründete Lindacor AG hat eine Lizenzvereinbarung unterzeichnet.", "Lizenzvereinbarung")).toBeNull();
    expect(dateOfEvent("En 2026, le chiffre d'affaires a atteint 40 millions d'euros ; la société a obtenu une autorisation.", "autorisation")).toBeNull();
    expect(dateOfEvent("2026년 매출은 1,200억 원이었으며, 회사는 최근 신약 허가를 받았다.", "허가")).toBeNull();
    expect(dateOfEvent("VLX-5 met its primary endpoint; the data cut-off was 2026-12-31.", "met its primary endpoint")).toBeNull();
  });
});
