import { describe, expect, it } from "vitest";
import { findShortDrugCodes, findSpacedDrugCodes, findTickers, findTrialIds, normalizeDrugCode, readShortDrugCodes } from "./identifiers";

const values = (found: { identifier: { scheme: string; value: string } }[]) => found.map(({ identifier }) => `${identifier.scheme}:${identifier.value}`);

describe("identifiers", () => {
  it("finds trial registry numbers of every scheme, normalized", () => {
    const text = "NCT05512345, jRCT2031230456, CTR20231234, ChiCTR2300071234, EUCT 2024-512345-23-00, ISRCTN48213377 and NCT 06012345";
    expect(values(findTrialIds(text))).toEqual([
      "nct:NCT05512345",
      "jrct:jRCT2031230456",
      "ctr:CTR20231234",
      "chictr:ChiCTR2300071234",
      "euct:2024-512345-23-00",
      "isrctn:ISRCTN48213377",
      "nct:NCT06012345",
    ]);
  });

  it("finds an EU CT number without its prefix once, and the prefix in its span", () => {
    const [found] = findTrialIds("étude (EUCT 2025-521234-11-00)");
    expect(found?.identifier.value).toBe("2025-521234-11-00");
    expect(values(findTrialIds("registered as 2025-521234-11-00 in CTIS"))).toEqual(["euct:2025-521234-11-00"]);
  });

  it("normalizes drug codes written with hyphens, spaces or in lower case", () => {
    expect(normalizeDrugCode("LY-3537982")).toBe("LY3537982");
    expect(normalizeDrugCode("LY 3537982")).toBe("LY3537982");
    expect(normalizeDrugCode("ly‑3537982")).toBe("LY3537982");
  });

  it("reads spaced drug codes but not years, exchanges or registries", () => {
    expect(values(findSpacedDrugCodes("LY 3537982 and PXB 2210 at ASCO 2025 (KOSDAQ 196170, FY 2024, NCT 12345678, SEK 1200, TOP 100)"))).toEqual([
      "drug-code:LY3537982",
      "drug-code:PXB2210",
    ]);
  });

  it("reads tickers in every form the press writes them, as EXCHANGE:SYMBOL", () => {
    const text = "(Nasdaq: CRVS) (NYSE: LLY) HKEX: 1801 6160.HK 688235.SH 4502.T KOSDAQ: 196170 （01801.HK）（東証プライム：4599）(207940.KS) (Euronext Paris : ALVMB) (BME: GRF) 股票代码：300750";
    expect(values(findTickers(text))).toEqual([
      "ticker:NASDAQ:CRVS",
      "ticker:NYSE:LLY",
      "ticker:HKEX:1801",
      "ticker:HKEX:6160",
      "ticker:SSE:688235",
      "ticker:TSE:4502",
      "ticker:KOSDAQ:196170",
      "ticker:HKEX:1801",
      "ticker:TSE:4599",
      "ticker:KOSPI:207940",
      "ticker:EURONEXT:ALVMB",
      "ticker:BME:GRF",
      "ticker:SZSE:300750",
    ]);
  });

  it("takes a short code for a medicine only where the article says so", () => {
    const noTarget = () => false;
    const short = (text: string) => values(findShortDrugCodes(text, noTarget));
    expect(short("明澈生物候选药物MC-12完成首例入组；XZ-09片获受理")).toEqual(["drug-code:MC12", "drug-code:XZ09"]);
    expect(short("치료 후보물질 SB-17의 임상; Wirkstoff MF-31; le candidat VR-18; su fármaco TX-11")).toEqual(["drug-code:SB17", "drug-code:MF31", "drug-code:VR18", "drug-code:TX11"]);
    expect(short("PD-1单克隆抗体HK-101上市")).toEqual(["drug-code:HK101"]);
    // The headline names it and the body again: the subject of the news.
    expect(short("FDA verleiht Status für LT-9\n\nDie FDA hat LT-9 von Lahntal den Status verliehen.")).toEqual(["drug-code:LT9", "drug-code:LT9"]);
    // Targets, viruses, scales, stock codes and phases are not medicines, even beside a drug word.
    expect(short("Antikörper gegen IL-6 und CD-20; COVID-19-Impfstoff; PASI-75 mit dem Wirkstoff; Phase-3 drug; HK-listed; 港股HK-2 上市")).toEqual([]);
    expect(values(findShortDrugCodes("the antibody GPR-75 drug", (code) => code === "GPR-75"))).toEqual([]);
    // A class word after the code says it is the target, even in the headline and the body.
    expect(short("DPP-4 inhibitor approved\n\nThe DPP-4 inhibitor and the ROR-1 antibody; SGLT-2抑制剂; XYZ-5억제제")).toEqual([]);
    // Named once, in passing, with no drug word: not enough.
    expect(short("Titel\n\nDie Studie nutzte den Fragebogen AB-12 zur Lebensqualität.")).toEqual([]);
    // A vaccine, a preparation or a therapy is a drug word too; after one, a time's letters are a code's.
    expect(short("die Phase-II-Studie mit dem therapeutischen Impfstoff ELB-16; das Präparat RX-4; 抗体AM-9的开发")).toEqual(["drug-code:ELB16", "drug-code:RX4", "drug-code:AM9"]);
    expect(short("Die Sitzung beginnt um 9 Uhr, AM-9 laut Plan.")).toEqual([]);
  });

  it("takes a short code as a medicine where it is approved, filed, launched, licensed or given", () => {
    const short = (text: string) => values(findShortDrugCodes(text, () => false));
    expect(short("Die AG hat bei der EMA die Zulassung für NT-17 beantragt; das Geld soll die Markteinführung von NX-4 finanzieren.")).toEqual(["drug-code:NT17", "drug-code:NX4"]);
    expect(short("sa demande d'autorisation pour CV-20; l'administration de GP-17 au premier patient; commercialiser OR-12 en Corée")).toEqual(["drug-code:CV20", "drug-code:GP17", "drug-code:OR12"]);
    expect(short("su solicitud para AL-15; el lanzamiento comercial de BC-77; codesarrollar MB-07")).toEqual(["drug-code:AL15", "drug-code:BC77", "drug-code:MB07"]);
    expect(short("제목\n\nGO-55의 임상 3상을 개시했다; 该公司XZ-12的临床试验")).toEqual(["drug-code:GO55", "drug-code:XZ12"]);
    // A questionnaire, a version or a road is given, filed or launched too, but not after these words.
    expect(short("Titel\n\nDie Zulassung wurde nach dem Fragebogen SF-36 und der Version AB-12 beurteilt.")).toEqual([]);
  });

  it("takes a short code as a medicine where a trial tests it or a company owns it", () => {
    const short = (text: string) => values(findShortDrugCodes(text, () => false));
    expect(short("Kestrona hat die erste Patientin in seine Phase-2-Studie mit KT-17 aufgenommen.")).toEqual(["drug-code:KT17"]);
    expect(short("le premier patient de son essai de phase 1 avec LMV-2; l'essai de phase 2 de MX-7; un ensayo de fase 1 con TV-9")).toEqual([
      "drug-code:LMV2",
      "drug-code:MX7",
      "drug-code:TV9",
    ]);
    expect(short("Die Kommission hat SB-12 von Spreewald Biologics zugelassen.")).toEqual(["drug-code:SB12"]);
    // An apposition after the code, or 治療薬 before it, says it is a medicine.
    expect(short("La FDA a octroyé la désignation à GPT-02, la thérapie génique de Genoptis; para BLD-3, su candidato; 遺伝子治療薬MG-4の試験")).toEqual([
      "drug-code:GPT02",
      "drug-code:BLD3",
      "drug-code:MG4",
    ]);
    expect(short("Le score EQ-5, la mesure; le gène ABC-7, la protéine")).toEqual([]);
    // An antiviral, an antisense oligonucleotide or a cream in apposition; what a trial evaluated; a filed medicine in Japanese.
    expect(short("para QV-31, un antiviral oral; VL-5, su oligonucleótido antisentido; DX-40, una crema tópica")).toEqual(["drug-code:QV31", "drug-code:VL5", "drug-code:DX40"]);
    expect(short("son essai de phase 2 ORION, qui évaluait RK-18 chez 90 patients; 米国で承認申請していたMZ-55について")).toEqual(["drug-code:RK18", "drug-code:MZ55"]);
    // "CY-9" cannot be a calendar year; "FY-25" is one.
    expect(short("口服TYK2抑制剂CY-9治疗银屑病; the drug FY-25 guidance")).toEqual(["drug-code:CY9"]);
  });

  it("finds a joined short code (NBTXR3) named in the headline and the body, not a target written so", () => {
    const short = (text: string) => values(findShortDrugCodes(text, (code) => code === "TROP2" || code === "TROP-2"));
    // Two targets of a bispecific, in the headline and the body, are not a medicine; the bispecific's code is.
    expect(short("某生物BDCA2/TACI双抗授权\n\n其BDCA2/TACI双特异性抗体HB-12的权益")).toEqual(["drug-code:HB12"]);
    expect(short("Licence pour NBTXR3\n\nNanobiotix a signé une licence pour NBTXR3.")).toEqual(["drug-code:NBTXR3", "drug-code:NBTXR3"]);
    expect(short("TROP2 ADC data\n\nThe TROP2 program and HER2 data.")).toEqual([]);
    expect(short("Titel\n\nDas Gen ABCD1 ist mutiert.")).toEqual([]);
    // Korean 저해제 (inhibitor) after a code names a target: HDAC6 저해제.
    expect(short("HDAC6 저해제 기술이전\n\n종근당은 HDAC6 저해제를 이전했다.")).toEqual([]);
    expect(short("WRNK7 저해제 기술이전\n\nWRNK7 저해제를 이전했다.")).toEqual([]);
  });

  it("eleventh round: quoted codes, more kinds of medicine, trial names, filings with their acronym, results and definitions", () => {
    const short = (text: string) => values(findShortDrugCodes(text, () => false));
    // Korean quotes a product's name after its kind; Korean and Chinese kinds of medicine.
    expect(short("갑상선안병증 치료제 'RNB-07'의 허가신청서; 수용체 저해제 'DDB-12'; 접합체(ADC) 'LCB84'에 대한")).toEqual(["drug-code:RNB07", "drug-code:DDB12", "drug-code:LCB84"]);
    expect(short("长效凝血因子VIII融合蛋白JT-11；エクソン・スキッピング薬SNT-88")).toEqual(["drug-code:JT11", "drug-code:SNT88"]);
    // A trial's acronym between the trial and what it tests; a filing's acronym before its medicine.
    expect(short("die globale Phase-III-Studie REACH-HS mit MFP-2; l'essai de phase 3 ORBIT-2 évaluant ORM-7")).toEqual(["drug-code:MFP2", "drug-code:ORM7"]);
    expect(short("des Zulassungsantrags (NDA) für WDT-3; une demande d'autorisation de mise sur le marché (NDA) pour CLV-88")).toEqual(["drug-code:WDT3", "drug-code:CLV88"]);
    // Results of a phase; what the article then says the code is.
    expect(short("Les résultats de phase 2b de MRV-15 sont positifs.")).toEqual(["drug-code:MRV15"]);
    expect(short("TBP-09 ist eine Gentherapie. VMB-14 est un anticorps anti-IL-4Rα. RNB-07은 피하주사형 IGF-1R 항체로, ELB-88은 돌연변이 단백질의 생성을 줄이는 저분자 화합물이다.")).toEqual([
      "drug-code:TBP09", "drug-code:VMB14", "drug-code:RNB07", "drug-code:ELB88",
    ]);
    // A rating scale or a trial with the same shape stays out.
    expect(short("Sur l'échelle PSPRS-28 à 52 semaines ; l'essai ORBIT-2 a échoué.")).toEqual([]);
  });

  it("takes a code whose letters are the initials of a company the article names", () => {
    const owners = (letters: string) => letters === "CLV";
    const { found, undecided } = readShortDrugCodes("Calvane Pharma a soumis CLV-88 et TX-12.", () => false);
    expect(values([...found, ...undecided.filter((code) => owners(code.letters))])).toEqual(["drug-code:CLV88"]);
  });

  it("takes no code written straight before 試験 for a medicine: it names the trial", () => {
    const short = (text: string) => values(findShortDrugCodes(text, () => false));
    expect(short("第3相KB-301試験の結果\n\n同社は第3相KB-301試験の結果を発表した。")).toEqual([]);
    expect(short("KB-31の第3相試験\n\n同社はKB-31の第3相試験の結果を発表した。")).toEqual(["drug-code:KB31", "drug-code:KB31"]);
  });
});
