import { describe, expect, it } from "vitest";
import { recognizeEntities } from "./entities";
import { entityKey } from "./keys";
import type { EntityType, Mention } from "./types";

const of = (mentions: readonly Mention[], type: EntityType) => [...new Set(mentions.filter((mention) => mention.type === type).map((mention) => mention.key))];

describe("recognizeEntities", () => {
  it("finds Corvalis Therapeutics, a company no list knows, beside Bristol Myers Squibb (the issue's case)", () => {
    const text =
      "Corvalis Therapeutics wins FDA accelerated approval for KRAS G12C inhibitor in lung cancer\n\n" +
      "Corvalis Therapeutics (Nasdaq: CRVS) said the U.S. Food and Drug Administration granted accelerated approval to zelvorasib. " +
      "The oral small molecule joins Bristol Myers Squibb's Krazati in the class (NCT05512345).";
    const mentions = recognizeEntities(text);
    const corvalis = mentions.filter((mention) => mention.key === entityKey("company", "Corvalis Therapeutics"));
    expect(corvalis).toHaveLength(2);
    expect(corvalis[0]).toMatchObject({ name: "Corvalis Therapeutics", known: false, method: "shape" });
    expect(corvalis[0]!.confidence).toBeGreaterThanOrEqual(0.6);
    expect(corvalis[0]!.confidence).toBeLessThanOrEqual(0.8);
    // CRVS is Corvus Pharmaceuticals' ticker in SEC's file: a name that disagrees keeps its own name and no ticker.
    expect(corvalis[1]!.identifiers).toEqual([]);
    expect(of(mentions, "company")).toEqual(["company:corvalis-therapeutics", "company:bristol-myers-squibb"]);
    expect(of(mentions, "regulator")).toEqual(["regulator:fda"]);
    expect(of(mentions, "target")).toEqual(["target:kras-g12c"]);
    // Krazati is adagrasib's brand in the registry.
    expect(of(mentions, "drug")).toEqual(["drug:zelvorasib", "drug:adagrasib"]);
    expect(of(mentions, "trial")).toEqual(["trial:nct05512345"]);
    expect(of(mentions, "modality")).toEqual(["modality:small-molecule"]);
    for (const mention of mentions) expect(mention.text).toBe(text.slice(mention.start, mention.end));
  });

  it("takes a code written straight after a trial and its phase for the trial's name, not a medicine (seventeenth round)", () => {
    const drugs = (text: string) => of(recognizeEntities(text), "drug");
    expect(drugs("Titre\n\nDans l'étude de phase III QRV-301, menée au Canada, 61 % des patients ont répondu.")).toEqual([]);
    expect(drugs("Title\n\nIn the phase 3 QRV-301 trial, 61% of patients responded.")).toEqual([]);
    expect(drugs("Titre\n\nL'étude de phase III de QRV-3 a atteint son critère principal.")).toEqual([entityKey("drug", "QRV3")]);
  });

  it("resolves a research code in any spelling to the registry drug, with the code as identifier", () => {
    for (const code of ["LY-3537982", "LY 3537982", "LY3537982"]) {
      const [drug] = recognizeEntities(`Lilly's ${code} is in a Phase 3 study.`).filter((mention) => mention.type === "drug");
      expect(drug).toMatchObject({ key: "drug:olomorasib", name: "olomorasib", known: true, method: "identifier", confidence: 0.99, text: code });
      expect(drug!.identifiers).toEqual([{ scheme: "drug-code", value: "LY3537982" }]);
    }
    const [unknown] = recognizeEntities("HXO-0042 is an AAV gene therapy.").filter((mention) => mention.type === "drug");
    expect(unknown).toMatchObject({ key: "drug:hxo0042", name: "HXO0042", known: false, method: "identifier" });
  });

  it("finds drugs by INN, brand and CJK name, from the registry and from INN stems", () => {
    expect(of(recognizeEntities("Keytruda (pembrolizumab) and ivonescimab"), "drug")).toEqual(["drug:pembrolizumab", "drug:ivonescimab"]);
    expect(of(recognizeEntities("阿斯利康的抗体偶联药物德曲妥珠单抗（DS-8201）获批"), "drug")).toEqual(["drug:trastuzumab-deruxtecan"]);
    expect(of(recognizeEntities("マンジャロ（チルゼパチド）とカルセニブ"), "drug")).toEqual(["drug:tirzepatide", "drug:カルセニブ"]);
    expect(of(recognizeEntities("마운자로(티르제파타이드)"), "drug")).toEqual(["drug:tirzepatide"]);
    expect(of(recognizeEntities("Mounjaro (tirzepatida) y Tirzepatid"), "drug")).toEqual(["drug:tirzepatide"]);
  });

  it("gives each regulator one key in every language", () => {
    expect(of(recognizeEntities("美国FDA、国家药监局和国家药品监督管理局"), "regulator")).toEqual(["regulator:fda", "regulator:nmpa"]);
    expect(of(recognizeEntities("医薬品医療機器総合機構（PMDA）"), "regulator")).toEqual(["regulator:pmda"]);
    expect(of(recognizeEntities("식품의약품안전처와 식약처, 미국 식품의약국(FDA)"), "regulator")).toEqual(["regulator:mfds", "regulator:fda"]);
    expect(of(recognizeEntities("von der Europäischen Kommission nach der Empfehlung der Europäischen Arzneimittel-Agentur"), "regulator")).toEqual([
      "regulator:european-commission",
      "regulator:ema",
    ]);
  });

  it("recognizes Chinese, Japanese and Korean companies, resolving known ones to the registry", () => {
    const chinese = recognizeEntities("江苏恒瑞医药股份有限公司（600276.SH）与华康生物股份有限公司（688765.SH）");
    expect(chinese.filter((mention) => mention.type === "company").map((mention) => [mention.key, mention.known, mention.identifiers[0]?.value])).toEqual([
      ["company:jiangsu-hengrui-medicine", true, "SSE:600276"],
      ["company:华康生物", false, "SSE:688765"],
    ]);
    expect(of(recognizeEntities("武田薬品工業株式会社（4502.T）とサクラ製薬株式会社"), "company")).toEqual(["company:takeda", "company:サクラ製薬"]);
    expect(of(recognizeEntities("(주)한빛바이오(KOSDAQ: 298765)는 셀트리온과"), "company")).toEqual(["company:한빛바이오", "company:celltrion"]);
  });

  it("strips legal forms and links later uses of a company's first word", () => {
    const mentions = recognizeEntities("Zenara Biosciences, Inc. (NASDAQ: ZNRA) signed. Zenara will pay $40 million. Bayer AG (XETRA: BAYN) too.");
    const companies = mentions.filter((mention) => mention.type === "company");
    expect(companies.map((mention) => [mention.text, mention.key, mention.identifiers.map((identifier) => identifier.value)])).toEqual([
      ["Zenara Biosciences, Inc.", "company:zenara-biosciences", ["NASDAQ:ZNRA"]],
      ["Zenara", "company:zenara-biosciences", []],
      ["Bayer AG", "company:bayer", ["XETRA:BAYN"]],
    ]);
  });

  it("finds targets from the registry and from phrases, and modalities in every language", () => {
    expect(of(recognizeEntities("an anti-TROP2 ADC, a MAT2A inhibitor and a KRAS-G12D-Inhibitor"), "target")).toEqual(["target:trop2", "target:mat2a", "target:kras-g12d"]);
    const modalities = (text: string) => of(recognizeEntities(text), "modality");
    expect(modalities("PD-1单克隆抗体和双特异性抗体、抗体偶联药物、基因疗法")).toEqual(["modality:monoclonal-antibody", "modality:bispecific", "modality:adc", "modality:gene-therapy"]);
    expect(modalities("細胞治療と抗体薬物複合体")).toEqual(["modality:cell-therapy", "modality:adc"]);
    expect(modalities("항체-약물 접합체와 이중항체")).toEqual(["modality:adc", "modality:bispecific"]);
    expect(modalities("einen bispezifischen Antikörper und eine CAR-T-Zelltherapie")).toEqual(["modality:bispecific", "modality:cell-therapy"]);
    expect(modalities("un anticorps monoclonal et une thérapie génique; un conjugado anticuerpo-fármaco")).toEqual([
      "modality:monoclonal-antibody",
      "modality:gene-therapy",
      "modality:adc",
    ]);
  });

  it("finds trial registry ids as trial mentions", () => {
    const trials = recognizeEntities("jRCT2031230456, CTR20231234, ChiCTR2300071234 and EUCT 2024-512345-23-00").filter((mention) => mention.type === "trial");
    expect(trials.map((trial) => [trial.name, trial.identifiers[0]?.scheme, trial.confidence])).toEqual([
      ["jRCT2031230456", "jrct", 0.99],
      ["CTR20231234", "ctr", 0.99],
      ["ChiCTR2300071234", "chictr", 0.99],
      ["2024-512345-23-00", "euct", 0.99],
    ]);
  });

  it("finds no company in industry talk", () => {
    const texts = [
      "医药行业三季度回暖\n\nA股医药行业指数本周上涨3%，生物医药板块领涨，国内医药企业正加快出海步伐。",
      "国内製薬大手\n\n国内の製薬会社各社は、バイオ医薬品や細胞治療への投資を拡大している。",
      "제약바이오 업계\n\n국내 제약사들과 바이오기업들이 기대를 걸고 있다.",
      "Las biotecnológicas españolas\n\nLa farmacéutica más activa del país no quiso hacer comentarios.",
    ];
    for (const text of texts) expect(of(recognizeEntities(text), "company"), text).toEqual([]);
  });

  it("resolves a name to the registry entry the article means: a tail of a longer shape, a bare word beside the full name", () => {
    const merck = recognizeEntities("FDA erteilt Zulassung für Tepotinib von Merck\n\nDie FDA hat Tepotinib des Darmstädter Konzerns Merck KGaA zugelassen.");
    expect(of(merck, "company")).toEqual([entityKey("company", "Merck KGaA")]);
    const beigene = recognizeEntities("百济神州泽布替尼获美国FDA加速批准");
    expect(of(beigene, "drug")).toEqual([entityKey("drug", "zanubrutinib")]);
    // The short form the article also writes is the name a Chinese company goes by; written only in full, the full name.
    expect(of(recognizeEntities("启明药业达成授权合作\n\n苏州启明药业宣布"), "company")).toEqual([entityKey("company", "启明药业")]);
    expect(of(recognizeEntities("杭州青岚医药完成融资\n\n杭州青岚医药今日宣布"), "company")).toEqual([entityKey("company", "杭州青岚医药")]);
    // A name no list knows, written short in the headline and in full in the body, is one company.
    const moselgrund = recognizeEntities("FDA nimmt Antrag für MG-2204 von Moselgrund an\n\nDie FDA hat den Antrag der Moselgrund Biotherapeutics AG angenommen.");
    expect(of(moselgrund, "company")).toEqual([entityKey("company", "Moselgrund Biotherapeutics")]);
  });

  it("takes a medicine and another name of it in parentheses as one medicine", () => {
    const mentions = recognizeEntities("Oryzon inicia un ensayo\n\nOryzon ha iniciado el ensayo de fase 2 con vafidemstat (ORY-2001) en esquizofrenia.");
    expect(of(mentions, "drug")).toEqual(["drug:vafidemstat"]);
    const korean = recognizeEntities("병용요법 승인\n\n얀센의 리브리반트(아미반타맙) 병용요법이 승인을 받았다.");
    expect(of(korean, "drug")).toEqual(["drug:amivantamab"]);
    // A brand with its dosage form or mark, then its active substance: one medicine, named by the substance.
    expect(of(recognizeEntities("Velastat-Kapseln (Wirkstoff Solpiramod) verfehlen das Ziel."), "drug")).toEqual(["drug:solpiramod"]);
    expect(of(recognizeEntities("une lettre pour Neuvelle® (lostapéridone injectable)"), "drug")).toEqual(["drug:lostaperidone"]);
  });

  it("knows a disease as German and French inflect it (das multiple Myelom, les cancers de la tête et du cou)", () => {
    expect(of(recognizeEntities("Eine CAR-T-Zelltherapie gegen das multiple Myelom."), "indication")).toEqual(["indication:multiple-myeloma"]);
    expect(of(recognizeEntities("en phase 3 dans les cancers de la tête et du cou"), "indication")).toEqual(["indication:head-and-neck-cancer"]);
  });

  it("knows a German disease name with its adjectives declined, and a noun in -om in the genitive", () => {
    const indications = (text: string) => of(recognizeEntities(text), "indication");
    expect(indications("Phase-2-Studie bei akuter myeloischer Leukämie")).toEqual(["indication:acute-myeloid-leukemia"]);
    expect(indications("zur Behandlung der chronischen lymphatischen Leukämie")).toEqual(["indication:chronic-lymphocytic-leukemia"]);
    expect(indications("Patienten mit diffusem großzelligem B-Zell-Lymphom")).toEqual(["indication:diffuse-large-b-cell-lymphoma"]);
    expect(indications("zur Behandlung des metastasierten hormonsensitiven Prostatakarzinoms")).toEqual(["indication:prostate-cancer"]);
    // The first part of a compound: "des Migränemittels", "Psoriasis-Patienten".
    expect(indications("den Vertrieb des Migränemittels AB-330")).toEqual(["indication:migraine"]);
    expect(indications("bei 400 Psoriasis-Patienten")).toEqual(["indication:psoriasis"]);
  });

  it("takes the owner of a short code", () => {
    const owned = recognizeEntities("La Comisión Europea autoriza BC-77\n\nLa Comisión Europea ha autorizado la comercialización de BC-77, de Biocantábrica, para la hipertensión arterial pulmonar.");
    expect(of(owned, "company")).toEqual([entityKey("company", "Biocantábrica")]);
  });

  it("ninth round: a trial's acronym in brackets, compound Japanese sector words, 医薬品, INNs by sound", () => {
    const trial = recognizeEntities("HLB 3상 결과\n\nHLB는 간암 1차 치료 글로벌 3상(CARES-310)에서 1차 평가변수를 충족했다.");
    expect(of(trial, "drug")).toEqual([]);
    const japanese = recognizeEntities("米FDA、霧島バイオファーマのBLAを受理\n\n厚生労働省は、白鷺製薬の化合物SS-207を希少疾病用医薬品に指定した。");
    expect(of(japanese, "company")).toEqual([entityKey("company", "霧島バイオファーマ"), entityKey("company", "白鷺製薬")]);
    const chinese = recognizeEntities("瀚宁药业周二晚间公告\n\n禾昇医药口服小分子的I期临床完成首例给药。");
    expect(of(chinese, "company")).toEqual([entityKey("company", "瀚宁药业"), entityKey("company", "禾昇医药")]);
    const sound = recognizeEntities("第3相試験\n\nゾルベツキシマブは主要評価項目を達成した。");
    expect(of(sound, "drug")).toEqual([entityKey("drug", "zolbetuximab")]);
    const stems = recognizeEntities("Nouvelles\n\nLa pélansérine, le dorabegrón et le tenapixant sont en développement.");
    expect(of(stems, "drug")).toEqual([entityKey("drug", "pelanserin"), entityKey("drug", "dorabegron"), entityKey("drug", "tenapixant")]);
    const more = recognizeEntities("Nouvelles\n\nL'orvacestrant, le sulvacaftor et le mirécapone ; la terapia génica nerafogén lemparvovec.");
    expect(of(more, "drug")).toEqual([entityKey("drug", "orvacestrant"), entityKey("drug", "sulvacaftor"), entityKey("drug", "mirecapone"), entityKey("drug", "nerafogene lemparvovec")]);
    // A code whose apposition says it is an inhibitor or a tablet, in Spanish and French.
    const codes = recognizeEntities("Compra\n\nLa farmacéutica se hace con OCM-12, un inhibidor de menina. Ambroisie dépose une demande pour AMB-17, son comprimé sublingual.");
    expect(of(codes, "drug")).toEqual([entityKey("drug", "OCM12"), entityKey("drug", "AMB17")]);
  });

  it("takes a code named for the initials of a company the article names, in any script", () => {
    const french = recognizeEntities("Calvane Pharma dépose sa demande\n\nLa demande pour CLV-88 s'appuie sur l'essai REVEAL. Le laboratoire a aussi cité TX-12.");
    expect(of(french, "drug")).toEqual([entityKey("drug", "CLV88")]);
    const korean = recognizeEntities("새봄제약, 임상 3상 개시\n\n새봄제약이 SBP-41의 국내 임상을 시작했다.");
    expect(of(korean, "drug")).toEqual([entityKey("drug", "SBP41")]);
    const german = recognizeEntities("EMA validiert Antrag\n\nDie EMA hat den Zulassungsantrag der Tannhof Biopharma AG für TBP-09 validiert.");
    expect(of(german, "drug")).toEqual([entityKey("drug", "TBP09")]);
  });

  it("takes a name before a research code in brackets, named again, for the medicine; no trial name for it", () => {
    const german = recognizeEntities("Zulassung für Elbacoplan\n\nDie Kommission hat Elbacoplan (ELB-417) zugelassen. Elbacoplan wird oral gegeben.");
    expect(of(german, "drug")).toEqual([entityKey("drug", "elbacoplan")]);
    expect(german.find((mention) => mention.type === "drug")?.name).toBe("elbacoplan");
    // Outside German a capitalized name is a brand and keeps its case.
    const brand = recognizeEntities("La FDA approuve Ixchiq\n\nValneva a obtenu l'autorisation de son vaccin Ixchiq (VLA1553). Ixchiq est le premier vaccin.");
    expect(brand.find((mention) => mention.type === "drug")?.name).toBe("Ixchiq");
    const study = recognizeEntities("Studie gestartet\n\nDie Studie (ABX-12) hat begonnen; die Studie läuft.");
    expect(of(study, "drug")).toEqual([]);
    const trial = recognizeEntities("云岫医药III期研究未达主要终点\n\n其抑制剂YX-7726的III期研究（YX-HCC301）未达到主要终点。");
    expect(of(trial, "drug")).toEqual([entityKey("drug", "YX7726")]);
    // A trial's name is no company's initials: NORA-2 of Nordkamm Therapeutics.
    const nora = recognizeEntities("Nordkamm startet Studie\n\nDie Nordkamm Therapeutics GmbH hat den ersten Patienten in ihrer Phase-IIb-Studie NORA-2 behandelt.");
    expect(of(nora, "drug")).toEqual([]);
    // LIV-1 is a target (an ADC's), not a code, though "pour le traitement" follows it; "un traitement" after a code says what it is.
    const liv = recognizeEntities("Fast Track pour l'ADC de Garonne Pharma\n\nLa FDA a accordé la désignation Fast Track à GRN-4410, son conjugué anticorps-médicament dirigé contre la protéine LIV-1, pour le traitement du cancer du sein.");
    expect(of(liv, "drug")).toEqual([entityKey("drug", "GRN4410")]);
    expect(of(liv, "target")).toEqual([entityKey("target", "LIV-1")]);
    const treatment = recognizeEntities("Demande pour NRB-61\n\nNervión Biotech ha presentado la solicitud de NRB-61, un tratamiento oral para la acondroplasia.");
    expect(of(treatment, "drug")).toEqual([entityKey("drug", "NRB61")]);
  });
});
