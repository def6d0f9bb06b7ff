import { describe, expect, it } from "vitest";
import { MIN_REPORTED_CONFIDENCE, recognizeEvents } from "./events";
import type { EntityType, Mention } from "./types";

// Mentions built by hand, as the entity recognizer would give them: `[type, surface, key]`, found
// in the text at the surface's first occurrence after the previous one of the same surface.
function mentionsIn(text: string, specs: readonly (readonly [EntityType, string, string])[]): Mention[] {
  const seen = new Map<string, number>();
  return specs.map(([type, surface, key]) => {
    const start = text.indexOf(surface, seen.get(surface) ?? 0);
    if (start === -1) throw new Error(`${surface} is not in the text`);
    seen.set(surface, start + surface.length);
    return { type, text: surface, start, end: start + surface.length, key, name: surface, known: true, method: "registry", confidence: 0.9, identifiers: [] };
  });
}

const article = (title: string, body: string) => `${title}\n\n${body}`;
const reported = (text: string, mentions: readonly Mention[] = []) => recognizeEvents(text, mentions).filter((event) => event.confidence >= MIN_REPORTED_CONFIDENCE);
const main = (text: string, mentions: readonly Mention[] = []) => {
  const [first] = reported(text, mentions);
  return first ? { type: first.type, detail: first.detail, outcome: first.outcome } : null;
};

describe("event triggers in each language", () => {
  it("twentieth round (on the sixteenth set): a recall reports no event in any language", () => {
    expect(reported("L'ANSM fait rappeler plusieurs lots d'un antiépileptique de Verdane Pharma.")).toEqual([]);
    expect(reported("The company recalled three lots of the tablets after the FDA's inspection.")).toEqual([]);
    expect(reported("食药署要求永笙生技召回三批降压药。")).toEqual([]);
    expect(reported("八雲製薬は降圧剤の一部ロットを自主回収すると発表した。")).toEqual([]);
    expect(reported("식약처는 가람제약 고혈압 치료제 3개 품목에 대해 회수 명령을 내렸다.")).toEqual([]);
  });

  it("nineteenth round (on the fifteenth set): past deals by their year or cause, last month, rivals' approvals, a listing's first day, a conditional time-limited approval", () => {
    expect(reported("ウェバー氏は2014年に社長に就任し、2019年のシャイアー買収を主導した。")).toEqual([]);
    expect(reported("Baumann stand wegen der Monsanto-Übernahme seit Langem in der Kritik.")).toEqual([]);
    expect(reported("원형탈모 치료제로는 릴리의 올루미언트와 화이자의 릿풀로가 허가를 받았다.")).toEqual([]);
    expect(main("온새제약은 칼륨경쟁적 위산분비억제제 'OS-12'가 식품의약품안전처로부터 품목허가를 받았다고 밝혔다.")?.type).toBe("approval");
    expect(main("에스메라바이오, 코스닥 상장 첫날 공모가 대비 36% 상승")?.type).toBe("financing");
    expect(main("碧星セラピューティクスのHKS-501が条件・期限付き承認を取得した。")).toMatchObject({ type: "approval", detail: "conditional-approval" });
    expect(reported("期限内に有効性を検証し、改めて承認申請する必要がある。")).toEqual([]);
    expect(main("Pampa Biotech comienza a probar en voluntarios su fármaco PMB-702.")?.type).toBe("trial-start");
  });

  it("eighteenth round (on the fourteenth set): a pluperfect approval is background, buying with 'met la main sur', a society's name, listings, futility, a hand-over", () => {
    const readout = article("Isarwerk: IWK-7 verbessert Fibrose", "Die Isarwerk AG hat positive Topline-Ergebnisse ihrer Phase-IIb-Studie mit IWK-7 vorgelegt. Als erstes Mittel war 2024 in den USA Resmetirom von Madrigal zugelassen worden.");
    expect(main(readout)?.type).toBe("readout");
    expect(reported("Die klinische Prüfung war im Sommer von den Behörden genehmigt worden.")).toEqual([]);
    expect(main("Sanofi met la main sur Corvane pour 1,2 milliard de dollars")?.type).toBe("acquisition");
    expect(reported("Le Rezurock est autorisé dans la maladie du greffon après échec d'au moins deux lignes de traitement.").map((event) => event.type)).not.toContain("readout");
    expect(reported("Los resultados se presentaron en el congreso de la Asociación Americana de Diabetes.").map((event) => event.type)).toEqual(["readout"]);
    expect(main("SK바이오사이언스가 18일 유가증권시장(코스피)에 상장했다.")?.type).toBe("financing");
    expect(reported("식약처, 메디톡스 '메디톡신주' 3개 품목 허가 취소 결정")).toEqual([]);
    expect(main("무용성 평가 결과 임상 중단을 권고받았다.")).toMatchObject({ type: "readout", outcome: "missed" });
    expect(main("CureVac überträgt mRNA-Impfstoffe gegen Grippe und Covid an GSK")?.type).toBe("licensing");
  });

  it("seventeenth round (on the thirteenth set): 承認を申請 files, a regulator taking an approval back approves nothing", () => {
    expect(main("桐生製薬は、KRY-12について厚生労働省に製造販売承認を申請したと発表した。")?.type).toBe("submission");
    expect(reported("식약처는 한결생명과학의 관절염 치료제 '한결주'의 품목허가를 취소하기로 했다.")).toEqual([]);
    expect(reported("厚生労働省は、同剤の承認を取り消した。")).toEqual([]);
    expect(reported("The FDA revoked the approval of the vaccine after safety reports.")).toEqual([]);
    expect(reported("Das BfArM hat die Zulassung des Präparats widerrufen.")).toEqual([]);
    expect(reported("L'ANSM a suspendu l'autorisation de mise sur le marché du vaccin.")).toEqual([]);
    expect(reported("La Cofepris revocó el registro sanitario del medicamento.")).toEqual([]);
  });

  it("sixteenth round (on the twelfth set): Taiwan's 核准, a rare pediatric disease designation in every language, an approval still to come", () => {
    expect(main("美国食品药物管理局（FDA）已核准其长效干扰素新药ML-205上市。")?.type).toBe("approval");
    expect(main("Tierra Bio recibió de la FDA la designación de enfermedad pediátrica rara para TRB-4.")).toMatchObject({ type: "designation", detail: "rare-pediatric-disease" });
    expect(main("Tierra Bio obtient la désignation de maladie pédiatrique rare de la FDA pour TRB-4.")).toMatchObject({ type: "designation", detail: "rare-pediatric-disease" });
    expect(main("Die FDA erteilte Tierra Bio den Rare-Pediatric-Disease-Status für TRB-4.")).toMatchObject({ type: "designation", detail: "rare-pediatric-disease" });
    expect(main("FDAは、TRB-4を希少小児疾患に指定した。")).toMatchObject({ type: "designation", detail: "rare-pediatric-disease" });
    expect(main("티에라바이오는 FDA로부터 TRB-4의 희귀소아질환 지정을 받았다.")).toMatchObject({ type: "designation", detail: "rare-pediatric-disease" });
    expect(reported("Si el producto llega a ser aprobado en Estados Unidos, la compañía podría vender el bono.")).toEqual([]);
    expect(reported("S'il est approuvé aux États-Unis, le produit sera lancé en 2028.")).toEqual([]);
  });

  it("fifteenth round (on the eleventh set): shareholders' and boards' approvals, a cell therapy's first infusion, a failed phase", () => {
    expect(reported("公司表示，相关事项尚需提交股东大会审议批准。")).toEqual([]);
    expect(reported("本次交易已经公司董事会审议批准。")).toEqual([]);
    expect(reported("定款変更は株主総会で承認された。")).toEqual([]);
    expect(reported("합병안은 다음 달 주주총회 승인을 거쳐 확정된다.")).toEqual([]);
    expect(reported("Die Hauptversammlung hat die Umfirmierung im Mai genehmigt.")).toEqual([]);
    expect(main("Der Aufsichtsrat hat der Übernahme zugestimmt.")?.type).toBe("acquisition");
    expect(reported("Le changement de nom a été approuvé par l'assemblée générale des actionnaires.")).toEqual([]);
    expect(reported("La fusión requiere la aprobación de la junta general de accionistas.")).toEqual([]);
    expect(main("JX-19的I期临床试验已完成首例难治性系统性红斑狼疮患者的细胞回输。")?.type).toBe("trial-start");
    expect(main("온빛제약 알츠하이머 치료제 2상 실패…주가 급락")).toMatchObject({ type: "readout", outcome: "missed" });
    expect(main("Laurentia Pharma a obtenu de Santé Canada un avis de conformité pour LRP-220.")?.type).toBe("approval");
    expect(main("Santé Canada homologue le traitement de Laurentia Pharma contre la drépanocytose")?.type).toBe("approval");
    expect(main("Health Canada issued a Notice of Compliance for LRP-220.")?.type).toBe("approval");
    expect(main("온빛제약은 임상 2상 결과, 1차 평가지표인 18개월 시점 인지기능 척도(CDR-SB) 변화에서 위약 대비 통계적 유의성을 확보하지 못했다고 공시했다.")).toMatchObject({ type: "readout", outcome: "missed" });
  });

  it("eleventh round: rights bought are licensed, the home authority, conditions and markets as background", () => {
    expect(main("Guadarrama Biopharma adquiere los derechos europeos de SRN-8")?.type).toBe("licensing");
    expect(main("Die Firma erwirbt die europäischen Rechte an dem Antikörper.")?.type).toBe("licensing");
    expect(main("同社は欧州での権利を取得した。")?.type).toBe("licensing");
    expect(main("대호제약이 유럽 판권을 인수했다.")?.type).toBe("licensing");
    expect(main("康屿医药收购该药的海外权益。")?.type).toBe("licensing");
    // A step still to be approved by shareholders is no approval; approvals in many markets are background.
    expect(main("公司表示，迁册事项仍需股东大会批准。")).toBeNull();
    expect(main("作为公司核心产品，BTK抑制剂泽布替尼已在美国、欧盟和中国等多个市场获批。")).toBeNull();
  });

  it("eleventh round: first patients, endpoints with their names, an agreement for an aim, the Innovation Passport", () => {
    expect(main("若潮バイオは、WSB-01の第1/2相試験で、1例目の患者への移植を実施したと発表した。")?.type).toBe("trial-start");
    expect(main("主要評価項目であるMADRS合計スコアの変化量がプラセボと統計学的な有意差を示さなかった。")).toMatchObject({ type: "readout", outcome: "missed" });
    expect(main("III期临床研究HARMONi-2达到无进展生存期主要终点。")).toMatchObject({ type: "readout", outcome: "met" });
    const aim = "湊ファーマとQuillon AIは、新規治療薬の創出を目指す共同研究契約を締結したと発表した。";
    expect(main(aim, mentionsIn(aim, [["company", "湊ファーマ", "company:minato"], ["company", "Quillon AI", "company:quillon"]]))?.type).toBe("partnership");
    const plan = "湊ファーマとQuillon AIは、来年の共同研究を目指す。";
    expect(main(plan, mentionsIn(plan, [["company", "湊ファーマ", "company:minato"], ["company", "Quillon AI", "company:quillon"]]))).toBeNull();
    expect(main("La MHRA ha otorgado el 'Innovation Passport' a ANR-7.")).toMatchObject({ type: "designation", detail: "innovation-passport" });
    expect(main("Valdeluz Pharma ha aleatorizado al primer paciente del ensayo de fase 3.")?.type).toBe("trial-start");
    expect(main("遺伝子治療製品「HKB-12」が、厚生労働省から先駆的再生医療等製品に指定された。")).toMatchObject({ type: "designation", detail: "sakigake" });
    // Thirteenth round (on the ninth set): "da luz verde" approves; a deal made in a past year is background.
    expect(main("Bruselas da luz verde a Ebglyss, de Almirall, para la dermatitis atópica.")?.type).toBe("approval");
    expect(main("Almirall obtuvo en 2019 los derechos europeos del fármaco de Dermira, compañía adquirida después por Lilly.")).toBeNull();
  });

  it("reads English news idioms: buyouts, upfront payments, wins on an endpoint, go-aheads, what a market lacks", () => {
    const companies = (text: string, names: readonly string[]) => mentionsIn(text, names.map((name) => ["company", name, `company:${name.toLowerCase()}`] as const));
    const buyout = "Novartis doubles down on Lp(a) with $2.4B Tidewell buyout";
    expect(main(buyout, companies(buyout, ["Novartis", "Tidewell"]))?.type).toBe("acquisition");
    const lacks = "Tidewell bets its siRNA can compete in a lipoprotein(a) market that still lacks an approved therapy.";
    expect(main(lacks, companies(lacks, ["Tidewell"]))).toBeNull();
    const upfront = "Bayer joins TL1A race with $93M upfront for Rheinwerk's antibody";
    expect(main(upfront, companies(upfront, ["Bayer", "Rheinwerk"]))?.type).toBe("licensing");
    expect(main("Huayue's TROP2 ADC hits PFS goal in second-line lung cancer trial")).toMatchObject({ type: "readout", outcome: "met" });
    expect(main("Roche's ravotamig beat Merck's Keytruda on progression-free survival in the global trial.")).toMatchObject({ type: "readout", outcome: "met" });
    expect(main("Palisade's TL1A drug clears Phase 2b bar; quarterly dosing in sight")).toMatchObject({ type: "readout", outcome: "met" });
    expect(main("Sewoon Pharmaceutical gets FDA go-ahead to start trial of B7-H3 ADC")).toMatchObject({ type: "approval", detail: "trial-authorization" });
    const tender = "Tidewell holders to receive $41 a share in cash as board backs Novartis deal";
    expect(main(tender, companies(tender, ["Tidewell", "Novartis"]))?.type).toBe("acquisition");
    // Told in passing, days after, it is background.
    expect(main("The agreement comes two days after Huayue won its first Chinese approval.")).toBeNull();
  });

  it("fourteenth round (on the tenth set): trial starts, results and refusals as the press of each language tells them", () => {
    expect(main("清芷生物启动QZ-661治疗IgA肾病全球II期研究")?.type).toBe("trial-start");
    expect(main("该全球多中心II期临床研究（CLEAR-IgAN）已正式启动。")?.type).toBe("trial-start");
    expect(main("가람제약, 알도스테론 합성효소 억제제 글로벌 3상 개시")?.type).toBe("trial-start");
    expect(main("여울바이오 하한가…교모세포종 2상 1차 지표 실패")).toMatchObject({ type: "readout", outcome: "missed" });
    expect(main("アステラス製薬のゾルベツキシマブ、世界に先駆け日本で承認")?.type).toBe("approval");
    expect(main("Finerenon verringerte bei Patienten mit Herzinsuffizienz den kombinierten primären Endpunkt signifikant.")).toMatchObject({ type: "readout", outcome: "met" });
    expect(main("Die FDA hat den Zulassungsantrag der Trevanis Pharma AG für TVN-5503 vorerst abgelehnt.")?.type).toBe("complete-response-letter");
    expect(main("Die Harzmann Pharma GmbH hat sich die Vermarktungsrechte an dem Kaliumbinder CRG-310 gesichert.")?.type).toBe("licensing");
    expect(main("Merck hatte sich die weltweiten Rechte an dem Wirkstoff 2021 von Debiopharm gesichert.")).toBeNull();
    expect(main("Loirance Biotech a annoncé le traitement du premier patient chez des patients en échec des immunothérapies anti-PD-1.")?.type).toBe("trial-start");
    expect(main("La Agencia Europea de Medicamentos ha validado su solicitud de autorización de comercialización para velnotamab.")?.type).toBe("filing-acceptance");
    expect(main("Guadarrama Pharma arranca la fase III de su fármaco oral para la osteoporosis")?.type).toBe("trial-start");
  });

  it("takes the country's own authority for an approval said to be domestic", () => {
    const text = "アステラス製薬は、ゾルベツキシマブについて国内で製造販売承認を取得した。一方、米国ではFDAから審査完了報告通知を受けている。";
    const approval = reported(text, mentionsIn(text, [["regulator", "FDA", "regulator:fda"]])).find((event) => event.type === "approval");
    expect(approval?.regulator).toBe("regulator:pmda");
  });

  it("tenth round: applications under review, plans to license, first doses, listings, Spanish submissions and plural endpoints", () => {
    // An application validated and under review is an acceptance, not a submission.
    expect(main("온누리제약의 품목허가신청(BLA)이 FDA 검증을 통과해 심사에 들어갔다.")?.type).toBe("filing-acceptance");
    expect(main("온누리제약, 유방암 신약 미국 허가 심사 착수")?.type).toBe("filing-acceptance");
    expect(main("L'EMA a accepté le dossier de Vauban Pharma pour son anticorps dans le lupus.")?.type).toBe("filing-acceptance");
    expect(main("L'agence a accepté sa demande d'autorisation de mise sur le marché pour VB-12.")?.type).toBe("filing-acceptance");
    // Licensing as an aim: widening out-licensing, sounding out a transfer.
    expect(main("온누리제약은 신임 대표와 함께 기술수출 확대에 나선다.")).toBeNull();
    expect(main("회사는 행사에서 플랫폼 기술이전 가능성을 타진하겠다고 밝혔다.")).toBeNull();
    expect(main("온누리제약은 글로벌 제약사에 기술이전 계약을 체결했다.")?.type).toBe("licensing");
    // A first dose in Korean; a listing's offering and an amount raised.
    expect(main("온누리제약, 'ON-31' 임상 1상 첫 투약")?.type).toBe("trial-start");
    expect(main("온누리제약이 코스닥 상장을 위한 공모를 마치고 300억원을 조달했다.")?.type).toBe("financing");
    // Spanish: an application presented or submitted to a regulator; two primary endpoints met.
    expect(main("Biofarma Cenote presentó ante la AEMPS la solicitud de autorización de CN-8.")?.type).toBe("submission");
    expect(main("Biofarma Cenote somete a la EMA su anticuerpo contra el lupus")?.type).toBe("submission");
    expect(main("El ensayo de fase III ha alcanzado sus dos objetivos primarios.")).toEqual({ type: "readout", detail: null, outcome: "met" });
  });

  it("ninth round: attributive deals, rights granted, results against placebo, examples, background clauses", () => {
    // 突破性疗法 is the designation as often as 突破性治疗.
    expect(main("星海生物的ADC获美国FDA授予突破性疗法认定。")).toEqual({ type: "designation", detail: "breakthrough-therapy", outcome: null });
    // A deal told as what a medicine is, not as news.
    expect(main("辉瑞与某公司合作开发的单抗已在海外上市。")).toBeNull();
    // Rights granted or in-licensed.
    expect(main("明岳医药将口服候选药物的海外权益授予一家跨国药企。")?.type).toBe("licensing");
    expect(main("明岳医药从岚山生物引进一款双抗在大中华区的独家权益。")?.type).toBe("licensing");
    // Japanese results against placebo; Korean endpoints all met.
    expect(main("第2相試験で、主要評価項目の奏効率がプラセボを有意に上回った。")).toEqual({ type: "readout", detail: null, outcome: "met" });
    expect(main("임상 3상에서 두 가지 1차 평가변수를 모두 충족했다.")).toEqual({ type: "readout", detail: null, outcome: "met" });
    expect(main("한빛바이오가 글로벌 제약사와 위탁생산(CMO) 계약을 맺었다.")?.type).toBe("partnership");
    // An event cited as one example of what someone did; taking over a post.
    expect(main("同氏は在任中、海外企業の買収などを主導した。")).toBeNull();
    expect(main("Anna Berg übernimmt zum 1. März 2027 den Vorsitz des Vorstands.")).toBeNull();
    // French: a marketing authorization with words between; a trial launched; results against placebo; a negated past.
    expect(main("Le laboratoire a obtenu de la Commission européenne une autorisation de mise sur le marché.")?.type).toBe("approval");
    expect(main("Les deux groupes ont lancé en mars l'étude de phase III.")?.type).toBe("trial-start");
    expect(main("Le candidat a réduit de 40 % les crises par rapport au placebo.")?.type).toBe("readout");
    expect(main("Aucun traitement n'avait jusqu'alors été approuvé dans cette maladie.")).toBeNull();
    expect(main("La biotech a acquis auprès d'une société lyonnaise une licence exclusive sur l'anticorps.")?.type).toBe("licensing");
    // Spanish: a missed primary variable, co-development.
    expect(main("El ensayo no ha cumplido la variable principal.")).toEqual({ type: "readout", detail: null, outcome: "missed" });
    expect(main("Las dos compañías codesarrollarán el anticuerpo en Europa.")?.type).toBe("partnership");
    // Results presented at a congress, communicated, or measured against placebo.
    expect(main("임상 3상 결과를 유럽종양학회(ESMO)에서 발표했다.")?.type).toBe("readout");
    expect(main("La compañía ha comunicado los resultados de la fase 2 de su anticuerpo.")?.type).toBe("readout");
    expect(main("Las dos dosis redujeron la presión arterial 9 mmHg más que el placebo.")?.type).toBe("readout");
    // Already approved, told as background.
    expect(main("同じ標的では、他社の抗体がすでに米国で承認されている。")).toBeNull();
    expect(main("同类药物已于2024年在美国获批。")).toBeNull();
  });

  it("eighth round: first subjects dosed, partnership compounds, refusals, conditions, failed trials, survival gains", () => {
    // A first batch of subjects dosed starts a trial (首批受试者给药).
    expect(main("其口服小分子在澳大利亚的I期研究已完成首批受试者给药。")).toEqual({ type: "trial-start", detail: null, outcome: null });
    // German compounds of Partnerschaft, and a co-development told with many words between.
    expect(main("Lindwurm Bio und Ostrava Pharma besiegeln eine Forschungspartnerschaft.")?.type).toBe("partnership");
    expect(main("Lindwurm Bio und Ostrava Pharma wollen gemeinsam einen neuen Antikörper gegen seltene Augenleiden entwickeln.")?.type).toBe("partnership");
    // A refusal is no approval.
    expect(main("Die EMA verweigert dem Mittel von Lindwurm Bio die Zulassung.")).toBeNull();
    expect(main("L'agence a refusé l'autorisation de mise sur le marché au produit.")).toBeNull();
    expect(main("La agencia rechaza la autorización del fármaco de Ostrava.")).toBeNull();
    // A condition or "should" is no event.
    expect(main("Die ersten Tests an Patienten in mehreren deutschen Kliniken starten, sobald das Bundesinstitut grünes Licht gibt.")?.type).not.toBe("approval");
    expect(main("Die Salbe sollte für Kinder ab zwölf Jahren zugelassen werden.")).toBeNull();
    expect(main("Le produit sera lancé dès que l'autorisation sera obtenue.")?.type).not.toBe("approval");
    expect(main("Según la compañía, el medicamento llegará a las farmacias españolas una vez que sea aprobado por la agencia.")).toBeNull();
    // A deal a company has had since, or made years before, is background.
    expect(main("Seit der Übernahme von Ostrava Pharma wächst der Umsatz.")).toBeNull();
    expect(main("Le chiffre d'affaires progresse depuis le rachat de Ostrava.")).toBeNull();
    expect(main("La deuda ha crecido desde la compra de Ostrava.")).toBeNull();
    expect(main("Bereits 2017 hatte der Konzern die Firma Ostrava Pharma übernommen.")).toBeNull();
    expect(main("Für Japan hatte Lindwurm zuvor eine Allianz mit Ostrava geschlossen.")).toBeNull();
    // Korean: the regulator between "as a new drug" and the approval.
    expect(main("한빛제약 '아르테민', 국산 40호 신약으로 식약처 허가")?.type).toBe("approval");
    // Japanese: a survival gain and data presented are results.
    expect(main("新薬候補、肺がんでOSを有意に延長")?.type).toBe("readout");
    expect(main("同社は第2相試験の詳細データを学会で発表した。")?.type).toBe("readout");
    // German, French: a trial that fails; German data shown; French s'allie.
    expect(main("Hoffnungsträger Lindamab scheitert in Phase II")).toEqual({ type: "readout", detail: null, outcome: "missed" });
    expect(main("Le candidat d'Ostrava échoue en phase 3")).toEqual({ type: "readout", detail: null, outcome: "missed" });
    expect(main("Lindwurm zeigt Phase-I-Daten zu LW-12 auf dem ASCO-Kongress")?.type).toBe("readout");
    expect(main("Ostrava s'allie à Lindwurm dans les vaccins")?.type).toBe("partnership");
    // Spanish: a survival gain over the comparator.
    expect(main("El anticuerpo supera a quimioterapia en supervivencia libre de progresión")?.type).toBe("readout");
  });

  it("positive results and a primary endpoint reached in German, French and Spanish", () => {
    const met = { type: "readout", detail: null, outcome: "met" };
    expect(main("Aurelis Bio meldet positive Phase-2-Daten bei Psoriasis.")).toEqual(met);
    expect(main("Der primäre Endpunkt wurde nach 16 Wochen erreicht.")).toEqual(met);
    expect(main("Der primäre Endpunkt wurde nicht erreicht.")).toEqual({ type: "readout", detail: null, outcome: "missed" });
    expect(main("Abivax a annoncé des résultats positifs de ses deux essais de phase 3.")).toEqual(met);
    expect(main("Les résultats de l'essai de phase 2 de MX-7 sont positifs, a annoncé Médiane.")).toEqual(met);
    expect(main("Terranova ha comunicado resultados positivos en su ensayo de fase 2.")).toEqual(met);
    // Words and a phase number between the noun and "positive".
    expect(main("Prostavie a présenté des données de phase 2 positives pour PRV-7.")).toEqual(met);
    expect(main("Terranova ha presentado datos de fase 2 positivos.")).toEqual(met);
  });

  it("a German application and its acceptance in one sentence is an acceptance", () => {
    const accepted = { type: "filing-acceptance", detail: null, outcome: null };
    expect(main("FDA nimmt Zulassungsantrag für Pelzetinib an")).toEqual(accepted);
    expect(main("Die FDA hat den Zulassungsantrag von Vantoris für Pelzetinib zur Behandlung des Lungenkarzinoms angenommen.")).toEqual(accepted);
  });

  it("German applications, trial authorizations, approvals by the separable verb and first patients as the press writes them", () => {
    const submission = { type: "submission", detail: null, outcome: null };
    expect(main("Brixwald Pharma beantragt EU-Zulassung zur Behandlung der Major Depression mit Velsupiron")).toEqual(submission);
    expect(main("Die Brixwald Pharma GmbH hat bei der EMA die Zulassung ihres 5-HT1A-Agonisten Velsupiron zur Behandlung der Major Depression bei Erwachsenen beantragt.")).toEqual(submission);
    // Many words between the application and its acceptance.
    expect(main("Die FDA hat den Zulassungsantrag (Biologics License Application, BLA) der Moselgrund Biotherapeutics AG für ihren RSV-Impfstoffkandidaten MG-2204 zur Prüfung angenommen.")?.type).toBe("filing-acceptance");
    expect(main("FDA nimmt Zulassungsantrag für RSV-Impfstoff MG-2204 von Moselgrund an")?.type).toBe("filing-acceptance");
    const authorized = { type: "approval", detail: "trial-authorization", outcome: null };
    expect(main("Die Isarwerk Therapeutics GmbH hat vom Paul-Ehrlich-Institut die Genehmigung für die klinische Prüfung ihres Kandidaten ISW-207 erhalten.")).toEqual(authorized);
    expect(main("Die FDA ließ das Darolutamid-Präparat in Kombination mit einer ADT zur Behandlung von Männern mit mHSPC zu, wie der Konzern mitteilte.")?.type).toBe("approval");
    // Without an authority, "ließ … zu" is not an approval.
    expect(main("Der Vorstand ließ die Frage nach weiteren Partnern offen und sagte nichts zu.")).toBeNull();
    const started = { type: "trial-start", detail: null, outcome: null };
    expect(main("Die Förde Biotech GmbH hat in ihrer Phase-I-Studie die erste Patientin mit ihrer allogenen, gegen CD19 gerichteten CAR-T-Zelltherapie FBT-5501 behandelt.")).toEqual(started);
    expect(main("Förde Biotech behandelt erste Patientin mit CAR-T-Zelltherapie gegen Lupus")).toEqual(started);
  });

  it("German takeovers announced with will, a partner taking over marketing, data presented, and authorizations told verb-last", () => {
    expect(main("Der Mainzer Impfstoffhersteller BioNTech will den Tübinger Rivalen CureVac vollständig übernehmen.")?.type).toBe("acquisition");
    const partnership = main("Die Glasbach Biotherapeutics SE und Tallvik Therapeutics wollen Tosvalimig gemeinsam zur Marktreife bringen; Glasbach übernimmt die Vermarktung in Europa.");
    expect(partnership?.type).toBe("partnership");
    expect(reported("Glasbach übernimmt die Vermarktung in Europa.")).toEqual([]);
    expect(main("ASH: Elsterau legt Amberlisib-Daten aus der Phase-II-Studie vor")?.type).toBe("readout");
    // Data a company had submitted for an assessment are its background, not news.
    expect(reported("Der Hersteller hatte Daten einer Phase-III-Studie mit 620 Patienten vorgelegt.")).toEqual([]);
    expect(main("Das Paul-Ehrlich-Institut hatte die Studie im Oktober genehmigt.")).toEqual({ type: "approval", detail: "trial-authorization", outcome: null });
    expect(main("Das BfArM hat die Genehmigung für eine klinische Phase-II-Studie erteilt.")?.detail).toBe("trial-authorization");
    expect(main("L'étude avait été autorisée en juin par l'ANSM.")?.detail).toBe("trial-authorization");
    expect(main("La AEMPS autorizó el estudio el pasado mes de septiembre.")?.detail).toBe("trial-authorization");
  });

  it("a Chinese acquisition announced as proposed (拟收购), a Korean trial started in its phase", () => {
    expect(main("远征医药发布公告，拟以8亿元人民币现金收购金屿生物100%股权。")?.type).toBe("acquisition");
    expect(main("가온바이오로직스는 GO-55의 임상 3상을 개시했다고 밝혔다.")?.type).toBe("trial-start");
    expect(main("한울바이오는 HW-3의 임상 2상에 돌입했다.")?.type).toBe("trial-start");
  });

  it("an HTA body's assessment is no approval, and a medicine approved since the spring is background", () => {
    const text = article(
      "G-BA sieht keinen Zusatznutzen für Relvaptan",
      "Der G-BA hat für Relvaptan keinen Zusatznutzen festgestellt. Das Mittel ist seit dem Frühjahr bei Erwachsenen mit ADPKD zugelassen.",
    );
    const mentions = mentionsIn(text, [["regulator", "G-BA", "regulator:g-ba"], ["regulator", "G-BA", "regulator:g-ba"], ["drug", "Relvaptan", "drug:relvaptan"], ["drug", "Relvaptan", "drug:relvaptan"]]);
    expect(reported(text, mentions)).toEqual([]);
    const has = "La HAS a accordé une autorisation de remboursement.";
    expect(reported(has, mentionsIn(has, [["regulator", "HAS", "regulator:haute-autorité-de-santé"]]))).toEqual([]);
  });

  it("readouts and designations as the CJK press writes them; Latin words inside CJK patterns only whole", () => {
    expect(main("9月8日，康方生物公布了依沃西单抗的III期HARMONi-2研究结果。")?.type).toBe("readout");
    expect(main("武田のoveporexton、ナルコレプシータイプ1の第3相2試験で主要評価項目達成")).toEqual({ type: "readout", detail: null, outcome: "met" });
    expect(main("렉라자-리브리반트 병용, 3상서 타그리소 대비 PFS 7개월 연장")?.type).toBe("readout");
    expect(main("科沃生物的KW-062注射液拟被纳入突破性治疗品种。")).toEqual({ type: "designation", detail: "breakthrough-therapy", outcome: null });
    expect(main("米FDAのブレイクスルー・セラピー指定を受けた")?.detail).toBe("breakthrough-therapy");
    // "MARIPOSA" holds no IPO; an approved medicine named as such is no approval.
    expect(reported("얀센은 글로벌 3상 'MARIPOSA'를 진행했다.")).toEqual([]);
    expect(reported("海外で承認された新薬が国内で開発されない。")).toEqual([]);
    expect(reported("目前已有伊普可泮等补体通路药物在海外获批用于IgA肾病。")).toEqual([]);
  });

  it("European phrasings: rights bought are licensed, a review of an application, futility, accelerated authorization, reimbursement", () => {
    expect(main("Ondine Therapeutics acquiert les droits européens d'un anti-KIT")?.type).toBe("licensing");
    expect(main("L'essai a été arrêté après une analyse intermédiaire de futilité.")).toMatchObject({ type: "readout", outcome: "missed" });
    expect(main("Ipsen obtient l'autorisation accélérée de la FDA pour Iqirvo")).toEqual({ type: "approval", detail: "accelerated-approval", outcome: null });
    expect(main("Die FDA hat den Biologics License Application (BLA) der Vogelsberg Biologics AG zur Prüfung angenommen.")?.type).toBe("filing-acceptance");
    expect(reported("El informe llega en plena negociación del precio y la financiación del fármaco.")).toEqual([]);
    expect(reported("La suzetrigina de Vertex, aprobada en EE.UU. para el dolor agudo, ha reavivado el interés.")).toEqual([]);
    expect(reported("un CVR de 10 dollars lié à l'approbation de l'odévixibat")).toEqual([]);
    expect(main("ITM erhält 188 Millionen Euro von Investoren")?.type).toBe("financing");
  });

  it("trial authorizations, filings and approvals as the CJK press writes them", () => {
    const authorized = { type: "approval", detail: "trial-authorization", outcome: null };
    expect(main("YC-2301的临床试验申请已于今年3月获得国家药监局批准。")).toEqual(authorized);
    // Told as what came before ("此前"): background, but an authorization all the same.
    expect(recognizeEvents("公司此前已于2026年5月获得国家药监局核准签发的《药物临床试验批准通知书》。", [])).toMatchObject([{ type: "approval", detail: "trial-authorization" }]);
    const notified = recognizeEvents("同社は昨年12月にPMDAに治験計画届を提出し、30日調査を経て試験を開始した。", []);
    expect(notified.find((event) => event.type === "approval")?.detail).toBe("trial-authorization");
    expect(main("이번 임상은 지난 6월 식품의약품안전처로부터 승인받은 것으로, 120명을 대상으로 진행된다.")).toEqual(authorized);
    // 予定適応 is the indication applied for, not a plan.
    expect(main("カナメ製薬は、閉塞性肥大型心筋症を予定適応として厚生労働省に製造販売承認申請を行ったと発表した。")?.type).toBe("submission");
    expect(main("カナメ製薬、KN-214を国内申請")?.type).toBe("submission");
    expect(main("식품의약품안전처는 24일 '자큐보정'을 국내 개발 37번째 신약으로 허가했다고 밝혔다.")?.type).toBe("approval");
    // 신약허가신청 is the application, not an approval.
    expect(main("미국 FDA, 태온제약 신약허가신청 수락")?.type).toBe("filing-acceptance");
    expect(main("康诺亚CM310治疗特应性皮炎III期研究达到共同主要终点")).toEqual({ type: "readout", detail: null, outcome: "met" });
    expect(reported("康诺亚表示，将尽快递交上市申请。")).toEqual([]);
  });

  it("a licence suspended or revoked is no licensing deal", () => {
    expect(reported("Valneva a annoncé que la FDA avait suspendu, avec effet immédiat, la licence de son vaccin.")).toEqual([]);
    expect(reported("The FDA suspended the license of the chikungunya vaccine.")).toEqual([]);
    expect(main("Valneva a signé un accord de licence avec Pfizer.")?.type).toBe("licensing");
  });

  it("a trial stopped early is a readout, in German, English, French and Spanish", () => {
    const stopped = { type: "readout", detail: null, outcome: null };
    expect(main("Die Phase-III-Studie OCEANIC-AF mit dem oralen Faktor-XIa-Hemmer wird vorzeitig beendet, teilte der Konzern mit.")).toEqual(stopped);
    expect(main("The Phase 3 trial was stopped early after an interim look by the monitoring committee.")?.type).toBe("readout");
    expect(main("L'essai de phase 3 a été arrêté prématurément.")).toEqual(stopped);
    expect(main("El ensayo de fase 3 fue detenido de forma prematura.")).toEqual(stopped);
  });

  it("a German co-development announced as what the partners will do together is a partnership", () => {
    const text = "BioNTech und Bristol Myers Squibb wollen den bispezifischen Antikörper BNT327 gemeinsam entwickeln und vermarkten.";
    expect(main(text)).toEqual({ type: "partnership", detail: null, outcome: null });
    // A plan to look for a partner is still a plan.
    expect(main("Das Unternehmen will einen Partner suchen.")).toBeNull();
  });

  it("a positive CHMP opinion is an approval step of its own, in English, German, French and Spanish", () => {
    const opinion = { type: "approval", detail: "positive-opinion", outcome: null };
    expect(main("The CHMP adopted a positive opinion recommending marketing authorisation for brinotinib.")).toEqual(opinion);
    expect(main("Der CHMP der EMA hat ein positives Gutachten für Tolvarimab abgegeben.")).toEqual(opinion);
    expect(main("Le CHMP a rendu un avis favorable pour KR-55 dans le cancer de l'ovaire.")).toEqual(opinion);
    expect(main("El CHMP ha emitido una opinión positiva para lebrikizumab.")).toEqual(opinion);
    expect(main("The CHMP adopted a negative opinion on ZX-1.")).toBeNull();
  });

  it("English", () => {
    expect(main("Corvalis wins FDA accelerated approval for CRV-12")).toEqual({ type: "approval", detail: "accelerated-approval", outcome: null });
    expect(main("Pinecrest Bio submitted a Biologics License Application for PB-3 to the FDA.")).toEqual({ type: "submission", detail: null, outcome: null });
    expect(main("The FDA granted Fast Track designation to DX-4 for glioblastoma.")).toEqual({ type: "designation", detail: "fast-track", outcome: null });
    expect(main("Interim results show QX-9 failed to meet its primary endpoint.")).toEqual({ type: "readout", detail: "interim", outcome: "missed" });
    expect(main("Harbor Labs enters an exclusive license agreement with Kinetix for KX-1.")).toEqual({ type: "licensing", detail: null, outcome: null });
  });

  it("Chinese", () => {
    expect(main("诺康药业PD-L1单抗获批上市")).toEqual({ type: "approval", detail: null, outcome: null });
    expect(main("天启生物的上市申请获国家药监局正式受理。")).toEqual({ type: "filing-acceptance", detail: null, outcome: null });
    expect(main("宏远医药的RX-7被纳入突破性治疗品种。")).toEqual({ type: "designation", detail: "breakthrough-therapy", outcome: null });
    expect(main("该III期研究达到主要终点。")).toEqual({ type: "readout", detail: null, outcome: "met" });
    expect(main("该II期研究未能达到主要终点。")).toEqual({ type: "readout", detail: null, outcome: "missed" });
    expect(main("元启生物完成3亿元A轮融资")).toEqual({ type: "financing", detail: null, outcome: null });
  });

  it("Japanese", () => {
    expect(main("朝霧製薬、乾癬治療薬の承認を取得")).toEqual({ type: "approval", detail: null, outcome: null });
    expect(main("朝霧製薬は厚生労働省に承認申請を行った。")).toEqual({ type: "submission", detail: null, outcome: null });
    expect(main("第3相試験で主要評価項目を達成しなかった。")).toEqual({ type: "readout", detail: null, outcome: "missed" });
    expect(main("朝霧製薬、米バイオ企業を買収")).toEqual({ type: "acquisition", detail: null, outcome: null });
  });

  it("Korean", () => {
    expect(main("한결제약, 식약처 품목허가 획득")).toEqual({ type: "approval", detail: null, outcome: null });
    expect(main("한결제약은 임상 1상 첫 환자 투여를 마쳤다.")).toEqual({ type: "trial-start", detail: null, outcome: null });
    expect(main("한결제약, 미국 바이오텍에 기술이전 계약 체결")).toEqual({ type: "licensing", detail: null, outcome: null });
    expect(main("임상 3상에서 1차 평가변수를 충족했다.")).toEqual({ type: "readout", detail: null, outcome: "met" });
  });

  it("German", () => {
    expect(main("Die FDA hat das Mittel von Lindgrün Bio zugelassen.")).toEqual({ type: "approval", detail: null, outcome: null });
    expect(main("Lindgrün Bio hat den Zulassungsantrag bei der EMA eingereicht.")).toEqual({ type: "submission", detail: null, outcome: null });
    expect(main("Die Studie hat den primären Endpunkt nicht erreicht.")).toEqual({ type: "readout", detail: null, outcome: "missed" });
  });

  it("French", () => {
    expect(main("La FDA a approuvé le traitement de Belair Santé.")).toEqual({ type: "approval", detail: null, outcome: null });
    expect(main("Belair Santé a conclu un partenariat avec un groupe suisse.")).toEqual({ type: "partnership", detail: null, outcome: null });
    expect(main("L'essai a atteint son critère d'évaluation principal, selon les résultats intermédiaires.")).toEqual({ type: "readout", detail: "interim", outcome: "met" });
  });

  it("Spanish", () => {
    expect(main("La EMA ha validado la solicitud de Valdés Farma.")).toEqual({ type: "filing-acceptance", detail: null, outcome: null });
    expect(main("Valdés Farma adquiere una biotecnológica catalana.")).toEqual({ type: "acquisition", detail: null, outcome: null });
    expect(main("El ensayo no cumplió su objetivo principal.")).toEqual({ type: "readout", detail: null, outcome: "missed" });
  });
});

describe("clinical trial authorizations, rights deals and several events in one sentence", () => {
  it("reads permission to start a trial as an approval with detail trial-authorization", () => {
    expect(main("The FDA cleared the IND for VX-2, allowing a Phase 1 study to begin.")).toEqual({ type: "approval", detail: "trial-authorization", outcome: null });
    expect(main("其临床试验申请已获得国家药监局批准。")).toEqual({ type: "approval", detail: "trial-authorization", outcome: null });
    expect(main("FDA로부터 임상 1상 시험계획(IND)을 승인받았다.")).toEqual({ type: "approval", detail: "trial-authorization", outcome: null });
    expect(main("La AEMPS ha autorizado el ensayo de fase 2.")).toEqual({ type: "approval", detail: "trial-authorization", outcome: null });
  });

  it("reads a sale of rights as licensing and takes a total stated after the amount", () => {
    const text = article("Stavewell buys ex-Japan rights to HK-880", "Stavewell pays $150 million upfront. Hokuto could receive up to $2.1 billion in total.");
    const [event] = reported(text);
    expect(event?.type).toBe("licensing");
    expect(event?.figures.map((figure) => figure.value)).toEqual([2.1e9, 1.5e8]);
  });

  it("reports an acceptance and a designation in one sentence in the order written", () => {
    const events = reported("The FDA accepted the BLA for OX-1 and granted it Priority Review.");
    expect(events.map((event) => [event.type, event.detail])).toEqual([["filing-acceptance", null], ["designation", "priority-review"]]);
  });

  it("reads a trial launched or a first dose given in French and Spanish, and a dossier validated in French", () => {
    expect(main("Vernay lance un essai de phase 2\n\nLe laboratoire a annoncé le traitement du premier patient.")?.type).toBe("trial-start");
    expect(main("Biocostera inicia un ensayo de fase 2\n\nLa biotecnológica ha administrado la primera dosis.")?.type).toBe("trial-start");
    expect(main("L'Agence européenne des médicaments valide le dossier de CL-7")?.type).toBe("filing-acceptance");
  });

  it("does not read approval as a time reference as an event", () => {
    expect(reported("新药承認取得後の収益性が課題だ。")).toEqual([]);
    expect(reported("Sales ramp up slowly after approval, analysts note.")).toEqual([]);
  });
});

describe("hedges, negations and background", () => {
  it("does not report a plan, an expectation or a possibility", () => {
    expect(reported("Pinecrest plans to submit a BLA for PB-3 next year.")).toEqual([]);
    expect(reported("The drug could win approval in 2028, analysts said.")).toEqual([]);
    expect(reported("公司计划明年递交上市申请。")).toEqual([]);
    expect(reported("朝霧製薬は来年に承認申請を行う予定だ。")).toEqual([]);
    expect(reported("한결제약은 연내 품목허가를 신청할 예정이다.")).toEqual([]);
    expect(reported("Lindgrün Bio plant einen Zulassungsantrag.")).toEqual([]);
    expect(reported("Belair Santé prévoit de déposer une demande d'AMM.")).toEqual([]);
    expect(reported("Valdés Farma prevé solicitar la aprobación.")).toEqual([]);
  });

  it("reads a hedge written after the trigger", () => {
    expect(reported("Approval is expected in 2027.")).toEqual([]);
    expect(reported("Die Zulassung wird für 2027 erwartet.")).toEqual([]);
    expect(reported("L'approbation est attendue en 2027.")).toEqual([]);
    expect(reported("La aprobación se espera para 2027.")).toEqual([]);
  });

  it("does not report talks or rumours", () => {
    expect(reported("Acme is in talks to acquire Beta Bio.")).toEqual([]);
    expect(reported("据传闻，某药企正洽谈收购一家生物技术公司。")).toEqual([]);
  });

  it("does not report an event the sentence denies", () => {
    expect(reported("The drug has not been approved in Europe.")).toEqual([]);
    expect(reported("该药尚未获批。")).toEqual([]);
    expect(reported("この薬はまだ承認されなかった。")).toEqual([]);
  });

  it("keeps an event told as background below the reporting threshold", () => {
    const events = recognizeEvents("The FDA approved a rival drug last year.", []);
    expect(events.map((event) => event.type)).toEqual(["approval"]);
    expect(events[0]!.confidence).toBeLessThan(MIN_REPORTED_CONFIDENCE);
  });

  it("does not read a licence inside an application's name or approval sought as an event", () => {
    expect(main("The company submitted a Biologics License Application seeking approval.")?.type).toBe("submission");
    expect(reported("Acme agreed to acquire Beta Bio; the deal is subject to regulatory approvals.").map((event) => event.type)).toEqual(["acquisition"]);
  });
});

describe("subjects, regulator and figures", () => {
  it("puts the sentence's first company and the drug nearest the trigger first", () => {
    const text = article("Arden Pharma licenses CG-07 from Morning Bio", "Arden Pharma will pay $80 million upfront for CG-07, with up to $1.2 billion in milestones.");
    const mentions = mentionsIn(text, [["company", "Arden Pharma", "company:arden-pharma"], ["drug", "CG-07", "drug:cg-07"], ["company", "Morning Bio", "company:morning-bio"]]);
    const [event] = reported(text, mentions);
    expect(event).toMatchObject({ type: "licensing", subjects: ["company:arden-pharma", "drug:cg-07", "company:morning-bio"], trigger: "licenses" });
    // The title has no amount: the deal's amounts come from the next sentence, in text order.
    expect(event!.figures.filter((figure) => figure.kind === "amount").map((figure) => figure.value)).toEqual([8e7, 1.2e9]);
  });

  it("takes the regulator nearest the trigger in the sentence", () => {
    const text = article("Hanil Bio wins approval", "After the EMA's positive opinion last month, the FDA approved HB-1 for adults with lupus.");
    const mentions = mentionsIn(text, [["company", "Hanil Bio", "company:hanil-bio"], ["regulator", "EMA", "regulator:ema"], ["regulator", "FDA", "regulator:fda"], ["drug", "HB-1", "drug:hb-1"]]);
    const [event] = reported(text, mentions);
    expect(event).toMatchObject({ type: "approval", regulator: "regulator:fda" });
  });

  it("falls back to the article's regulator, and to the title's subjects", () => {
    const text = article("天启生物HX-3获批上市", "国家药监局官网显示，该药用于治疗晚期胃癌。此次获批基于一项纳入486例患者的III期研究。");
    const mentions = mentionsIn(text, [["company", "天启生物", "company:天启生物"], ["drug", "HX-3", "drug:hx-3"], ["regulator", "国家药监局", "regulator:nmpa"]]);
    const [event] = reported(text, mentions);
    expect(event).toMatchObject({ type: "approval", regulator: "regulator:nmpa", subjects: ["company:天启生物", "drug:hx-3"], quote: "天启生物HX-3获批上市", start: 0 });
    expect(event!.figures).toEqual([{ kind: "patients", value: 486, text: "486例患者" }, { kind: "phase", value: "3", text: "III期" }]);
  });

  it("takes no subjects from a sentence that tells the event as background", () => {
    const text = article(
      "Bayer: FDA erweitert Zulassung für Nubeqa",
      "Die US-Arzneimittelbehörde FDA ließ das Darolutamid-Präparat zur Behandlung des mHSPC zu. Bislang war der Androgenrezeptor-Inhibitor beim mHSPC nur zusammen mit Docetaxel zugelassen.",
    );
    const mentions = mentionsIn(text, [["company", "Bayer", "company:bayer"], ["regulator", "FDA", "regulator:fda"], ["drug", "Nubeqa", "drug:darolutamide"], ["regulator", "FDA", "regulator:fda"], ["drug", "Darolutamid", "drug:darolutamide"], ["drug", "Docetaxel", "drug:docetaxel"]]);
    const [event] = reported(text, mentions);
    expect(event).toMatchObject({ type: "approval", regulator: "regulator:fda" });
    expect(event!.subjects).not.toContain("drug:docetaxel");
  });

  it("does not take details or subjects from another drug's event of the same type", () => {
    const text = article("Corvalis wins FDA approval for CRV-101", "The FDA approved CRV-101 for myeloma. Rival Abecma from Bristol Myers Squibb won accelerated approval in 2021.");
    const mentions = mentionsIn(text, [["company", "Corvalis", "company:corvalis"], ["drug", "CRV-101", "drug:crv-101"], ["drug", "CRV-101", "drug:crv-101"], ["drug", "Abecma", "drug:abecma"], ["company", "Bristol Myers Squibb", "company:bristol-myers-squibb"]]);
    const [event] = reported(text, mentions);
    expect(event).toMatchObject({ type: "approval", detail: null, subjects: ["company:corvalis", "drug:crv-101"] });
  });

  it("finds mentions whose offsets are a little off", () => {
    const text = "Solvay Bio wins FDA approval for SB-2.";
    const [fda] = mentionsIn(text, [["regulator", "FDA", "regulator:fda"]]);
    const shifted = { ...fda!, start: fda!.start + 2, end: fda!.end + 2 };
    expect(reported(text, [shifted])[0]?.regulator).toBe("regulator:fda");
  });

  it("ranks the title's event first and gives one event per type", () => {
    const text = article("Corvalis completes $60 million Series B", "Corvalis Therapeutics closed the financing on Monday. In March it dosed the first patient in its Phase 1 trial.");
    const events = reported(text);
    expect(events.map((event) => event.type)).toEqual(["financing", "trial-start"]);
    expect(events[0]!.figures).toEqual([{ kind: "amount", value: 6e7, currency: "USD", text: "$60 million" }]);
  });
});

describe("an event's date", () => {
  const dates = (text: string) => reported(text).map((event) => [event.type, event.figures.filter((figure) => figure.kind === "date")]);

  it("carries the date written in its sentence, past or expected", () => {
    expect(dates("Corvane said the FDA approved CVB-201 on March 14, 2027.")).toEqual([["approval", [{ kind: "date", value: "2027-03-14", when: "past", text: "March 14, 2027" }]]]);
    const accepted = dates("The FDA accepted the new drug application for HLV-88 and assigned a PDUFA target action date of November 2, 2027.");
    expect(accepted).toEqual([["filing-acceptance", [{ kind: "date", value: "2027-11-02", when: "expected", text: "November 2, 2027" }]]]);
    expect(dates("2027년 3월 14일 식약처로부터 HB-101의 품목허가를 받았다.")).toEqual([["approval", [{ kind: "date", value: "2027-03-14", when: "past", text: "2027년 3월 14일" }]]]);
  });

  it("does not take a dateline or a date from another sentence", () => {
    const text = article("Lumetra wins approval", "BOSTON, Feb. 3, 2027 /PRNewswire/ -- Lumetra today announced that the European Commission granted marketing authorization to LMT-12. The company was founded in 2019.");
    expect(dates(text)).toEqual([["approval", []]]);
  });
});
