import { describe, expect, it } from "vitest";
import { recognize } from "@/server/core/recognize";
import { entityKey } from "@/server/core/recognize/keys";
import { EVENT_TYPES, type EntityType, type EventType, type Figure, type Mention, type RecognizedEvent } from "@/server/core/recognize/types";
import { NEWS_LIMITS } from "@/shared/limits";
import { summaryToPlainText } from "../summary-html";
import { EVENT_PHRASES, writeBrief } from "./brief";

// Recognitions built by hand, as the recognizers would give them for `${title}\n\n${text}`.

/** `after`: the mention is the first occurrence after this text (else the first in the article). */
type MentionSpec = { type: EntityType; text: string; name?: string; known?: boolean; after?: string };

function article(title: string, text: string, language: string) {
  const document = `${title}\n\n${text}`;
  const mention = ({ type, text: surface, name = surface, known = true, after }: MentionSpec): Mention => {
    const start = document.indexOf(surface, after ? document.indexOf(after) + after.length : 0);
    if (start < 0) throw new Error(`"${surface}" is not in the article`);
    return { type, text: surface, start, end: start + surface.length, key: entityKey(type, name), name, known, method: known ? "registry" : "shape", confidence: 0.9, identifiers: [] };
  };
  const event = (type: EventType, fields: Partial<RecognizedEvent> & { quote: string }): RecognizedEvent => {
    const start = document.indexOf(fields.quote);
    return { type, detail: null, outcome: null, regulator: null, subjects: [], figures: [], start, end: start + fields.quote.length, trigger: "", confidence: 0.8, ...fields };
  };
  return { input: { title, text, language }, mention, event };
}

const briefText = (brief: ReturnType<typeof writeBrief>) => `${brief.title}\n${summaryToPlainText(brief.summaryHtml)}`;

const HUAKANG = article(
  "华康生物PD-1单抗HK-101获批上市",
  "国家药监局已批准华康生物的PD-1单克隆抗体HK-101上市，用于治疗晚期非小细胞肺癌。此次获批基于一项纳入412名患者的III期研究。公司此前曾与美国FDA沟通。",
  "zh",
);
const huakangMentions = [
  HUAKANG.mention({ type: "company", text: "华康生物", known: false }),
  HUAKANG.mention({ type: "company", text: "华康生物", known: false, after: "批准" }),
  HUAKANG.mention({ type: "drug", text: "HK-101", name: "HK101", known: false }),
  HUAKANG.mention({ type: "drug", text: "HK-101", name: "HK101", known: false, after: "单克隆抗体" }),
  HUAKANG.mention({ type: "regulator", text: "国家药监局", name: "NMPA" }),
  HUAKANG.mention({ type: "target", text: "PD-1" }),
  HUAKANG.mention({ type: "target", text: "PD-1", after: "华康生物的" }),
  HUAKANG.mention({ type: "modality", text: "单克隆抗体", name: "Monoclonal antibody" }),
  HUAKANG.mention({ type: "indication", text: "非小细胞肺癌", name: "Non-small cell lung cancer" }),
  HUAKANG.mention({ type: "regulator", text: "FDA" }),
].sort((a, b) => a.start - b.start);
const phase3: Figure = { kind: "phase", value: "3", text: "III期" };
const patients: Figure = { kind: "patients", value: 412, text: "412名患者" };

describe("the English brief", () => {
  it("says an approval with its company, regulator, asset, target, modality, indication and figures", () => {
    const approval = HUAKANG.event("approval", {
      quote: "国家药监局已批准华康生物的PD-1单克隆抗体HK-101上市，用于治疗晚期非小细胞肺癌。",
      regulator: "regulator:nmpa",
      subjects: ["company:华康生物", "drug:hk101"],
      figures: [phase3, patients],
    });
    const brief = writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [approval] });
    expect(brief.title).toBe("Huakang Bio (华康生物) wins approval from the NMPA for the PD-1 monoclonal antibody HK101 in non-small cell lung cancer");
    expect(brief.summaryHtml).toBe(
      "<p><strong>Huakang Bio</strong> (华康生物) wins approval from the <strong>NMPA</strong> for the PD-1 monoclonal antibody <strong>HK101</strong> in <strong>non-small cell lung cancer</strong>. Figures given: <strong>Phase 3</strong> and <strong>412 patients</strong>.</p>",
    );
    expect(brief.stated).toEqual({ event: "approval", companies: ["Huakang Bio (华康生物)"], assets: ["HK101"], indications: ["non-small cell lung cancer"], regulators: ["NMPA"], trialAuthorizedBy: null });
    expect(brief.facts).toBe(7);
  });

  it("names the country's authority of a domestic approval the article does not name (国内で承認: PMDA)", () => {
    const domestic = article("ゾルベツキシマブが承認", "アステラス製薬は国内で製造販売承認を取得した。", "ja");
    const approval = domestic.event("approval", { quote: "アステラス製薬は国内で製造販売承認を取得した。", regulator: "regulator:pmda", subjects: ["company:astellas"] });
    const brief = writeBrief(domestic.input, { mentions: [domestic.mention({ type: "company", text: "アステラス製薬", name: "Astellas" })], events: [approval] });
    expect(brief.stated.regulators).toEqual(["PMDA"]);
  });

  it("says a trial's authorization is one, never as if the medicine were approved", () => {
    const clearance = article("嘉屹医药JY-4410片获临床试验默示许可", "嘉屹医药的JY-4410片获得国家药监局临床试验默示许可。", "zh");
    const approval = clearance.event("approval", { quote: "嘉屹医药的JY-4410片获得国家药监局临床试验默示许可。", detail: "trial-authorization", regulator: "regulator:nmpa", subjects: ["company:嘉屹医药"] });
    const mentions = [clearance.mention({ type: "company", text: "嘉屹医药", known: false, after: "\n" }), clearance.mention({ type: "regulator", text: "国家药监局", name: "NMPA" })];
    expect(writeBrief(clearance.input, { mentions, events: [approval] }).title).toBe("Jiayi Pharma (嘉屹医药) wins approval from the NMPA to start a clinical trial");
  });

  it("names a Chinese company in a Japanese article in pinyin, and a city in brackets is no part of its name", () => {
    const deal = article("高嶺製薬、青嵐生物から導入", "高嶺製薬は、中国のバイオ企業、青嵐生物（上海）とライセンス契約を締結した。", "ja");
    const licensing = deal.event("licensing", { quote: "高嶺製薬は、中国のバイオ企業、青嵐生物（上海）とライセンス契約を締結した。", subjects: ["company:高嶺製薬", "company:青嵐生物（上海）"] });
    const mentions = [deal.mention({ type: "company", text: "高嶺製薬", known: false, after: "\n" }), deal.mention({ type: "company", text: "青嵐生物（上海）", known: false })];
    expect(writeBrief(deal.input, { mentions, events: [licensing] }).stated.companies).toContain("Qinglan Bio (青嵐生物)");
  });

  it("takes the acquired company's medicine, no kind of a medicine combined with it, and the narrower disease (recognized end to end)", () => {
    const brief = (title: string, text: string, language: string) => writeBrief({ title, text, language }, recognize(`${title}\n\n${text}`));
    const bought = brief("MSD compra Verona Pharma", "MSD ha alcanzado un acuerdo para adquirir Verona Pharma. Con la compra, MSD incorpora Ohtuvayre (ensifentrina) para la EPOC. La adquisición ayuda a MSD ante la pérdida de exclusividad de Keytruda.", "es");
    expect(bought.stated.assets[0]).toBe("ensifentrine");
    const combined = brief("云岫医药III期研究未达主要终点", "云岫医药的多靶点酪氨酸激酶抑制剂YX-7726联合PD-1单抗治疗晚期肝细胞癌的III期研究未达到主要终点。", "zh");
    expect(briefText(combined)).not.toContain("PD-1");
    // The medicine a trial is run against is its comparator ("face au dupilumab").
    const against = brief("Quiberon Bio lance sa phase 3 face au dupilumab", "Quiberon Bio a lancé son essai de phase 3 comparant QBR-7 face au dupilumab dans la dermatite atopique ; le premier patient a été traité.", "fr");
    expect(against.stated.assets).not.toContain("dupilumab");
    const narrower = brief("새봄바이오, 혈우병 이중항체 FDA 허가 신청", "새봄바이오는 혈우병 A 환자를 위한 이중특이항체 'SEB-710'의 품목허가신청서를 FDA에 제출했다.", "ko");
    expect(narrower.stated.indications).toEqual(["hemophilia A"]);
  });

  it("uses each event type's fixed phrase, and no other type's", () => {
    for (const type of EVENT_TYPES) {
      const event = HUAKANG.event(type, { quote: "此次获批基于一项纳入412名患者的III期研究。", subjects: ["company:华康生物"], regulator: "regulator:nmpa" });
      const text = briefText(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [event] }));
      const others = EVENT_TYPES.filter((other) => other !== type && new RegExp(`\\b${EVENT_PHRASES[other]}\\b`).test(text));
      expect({ type, has: text.includes(EVENT_PHRASES[type]), others }).toEqual({ type, has: true, others: [] });
    }
  });

  it("takes the event of the lead over a slightly more confident one later in the article", () => {
    const lead = HUAKANG.event("approval", { quote: "国家药监局已批准华康生物的PD-1单克隆抗体HK-101上市，用于治疗晚期非小细胞肺癌。", confidence: 0.8, subjects: ["company:华康生物"] });
    const later = HUAKANG.event("partnership", { quote: "公司此前曾与美国FDA沟通。", confidence: 0.9, subjects: ["company:华康生物"] });
    expect(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [later, lead] }).stated.event).toBe("approval");
    const certain = HUAKANG.event("complete-response-letter", { quote: "公司此前曾与美国FDA沟通。", confidence: 0.99, subjects: ["company:华康生物"] });
    const unsure = HUAKANG.event("approval", { quote: "华康生物PD-1单抗HK-101获批上市", confidence: 0.6, subjects: ["company:华康生物"] });
    expect(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [unsure, certain] }).stated.event).toBe("complete-response-letter");
  });

  it("says a readout's kind and outcome, and a designation's kind", () => {
    const readout = HUAKANG.event("readout", { quote: "此次获批基于一项纳入412名患者的III期研究。", detail: "topline", outcome: "met", subjects: ["company:华康生物"] });
    expect(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [readout] }).title).toBe(
      "Huakang Bio (华康生物) reports topline trial results for the PD-1 monoclonal antibody HK101 in non-small cell lung cancer: primary endpoint met",
    );
    const designation = HUAKANG.event("designation", { quote: "公司此前曾与美国FDA沟通。", detail: "breakthrough-therapy", regulator: "regulator:fda", subjects: ["company:华康生物"] });
    expect(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [designation] }).title).toMatch(/^Huakang Bio \(华康生物\) receives breakthrough therapy designation from the FDA for /);
  });

  it("romanizes a Korean company no list knows and names a registry company in English", () => {
    const korean = article("한빛바이오, 셀트리온과 공동연구", "한빛바이오는 셀트리온과 항체 신약 공동연구 계약을 맺었다고 밝혔다.", "ko");
    const mentions = [korean.mention({ type: "company", text: "한빛바이오", known: false }), korean.mention({ type: "company", text: "셀트리온", name: "Celltrion" })];
    const event = korean.event("partnership", { quote: "한빛바이오는 셀트리온과 항체 신약 공동연구 계약을 맺었다고 밝혔다.", subjects: ["company:한빛바이오", "company:celltrion"] });
    const brief = writeBrief(korean.input, { mentions, events: [event] });
    expect(brief.title).toBe("Hanbit Bio (한빛바이오) enters a partnership with Celltrion (셀트리온)");
    expect(brief.stated.companies).toEqual(["Hanbit Bio (한빛바이오)", "Celltrion (셀트리온)"]);
  });

  it("says plainly when nothing was recognized", () => {
    const brief = writeBrief({ title: "今日天气晴朗", text: "北京今天天气晴朗。", language: "zh" }, { mentions: [], events: [] });
    expect(summaryToPlainText(brief.summaryHtml)).toBe("A Chinese article; no company, medicine or event was recognized.");
    expect(brief.facts).toBe(0);
    expect(brief.title).toBe("Chinese article: no company, medicine or event recognized");
  });

  it("lists what was named and says no event was recognized when there is none", () => {
    const brief = writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [] });
    const text = briefText(brief);
    // The authority the lead names is listed too (国家药监局 in the first sentence); the FDA, named later, is not.
    expect(brief.title).toBe("Chinese article on Huakang Bio (华康生物), the NMPA, the PD-1 monoclonal antibody HK101 and non-small cell lung cancer");
    expect(text).toContain("A Chinese article that names Huakang Bio (华康生物), the NMPA, the PD-1 monoclonal antibody HK101 and non-small cell lung cancer.");
    expect(text).toContain("No approval, trial, deal or other event was recognized.");
    expect(EVENT_TYPES.filter((type) => new RegExp(`\\b${EVENT_PHRASES[type]}\\b`).test(text))).toEqual([]);
    expect(brief.stated.regulators).toEqual(["NMPA"]);
  });

  it("invents nothing: no regulator the event does not name when several are named, no partner, no figures, no target from another sentence", () => {
    const approval = HUAKANG.event("approval", { quote: "此次获批基于一项纳入412名患者的III期研究。", subjects: ["company:华康生物"] });
    const mentions = huakangMentions.filter((mention) => mention.type !== "modality");
    const lonely = mentions.filter((mention) => mention.type !== "drug");
    const brief = writeBrief(HUAKANG.input, { mentions: lonely, events: [approval] });
    expect(brief.title).toBe("Huakang Bio (华康生物) wins approval in non-small cell lung cancer");
    expect(briefText(brief)).not.toMatch(/NMPA|FDA|Figures|PD-1|\bwith\b/);
    const licensing = HUAKANG.event("licensing", { quote: "此次获批基于一项纳入412名患者的III期研究。", subjects: ["company:华康生物"] });
    // No partner is invented; the disease the article names is said of the deal.
    expect(writeBrief(HUAKANG.input, { mentions: lonely, events: [licensing] }).title).toBe("Huakang Bio (华康生物) enters a licensing deal in non-small cell lung cancer");
    // A financing's headline says the amount; the medicine and disease follow as what the article names.
    const financing = HUAKANG.event("financing", { quote: "此次获批基于一项纳入412名患者的III期研究。", subjects: ["company:华康生物"] });
    const funded = writeBrief(HUAKANG.input, { mentions, events: [financing] });
    expect(funded.title).toBe("Huakang Bio (华康生物) raises new funding");
    expect(summaryToPlainText(funded.summaryHtml)).toContain("The article names the PD-1-targeted drug HK101 in non-small cell lung cancer.");
    expect(funded.stated.assets).toEqual(["HK101"]);
    expect(summaryToPlainText(writeBrief(HUAKANG.input, { mentions: lonely, events: [financing] }).summaryHtml)).toContain("The article names non-small cell lung cancer.");
  });

  it("says a modality named as a class of one medicine, and a target alone as the drug's target", () => {
    const korean = article("누리바이오 NR-3 임상 시작", "누리바이오는 SOD1 표적 RNA 치료제 NR-3의 임상 1상을 시작했다.", "ko");
    const mentions = [
      korean.mention({ type: "company", text: "누리바이오", known: false }),
      korean.mention({ type: "drug", text: "NR-3", name: "NR3", known: false, after: "치료제" }),
      korean.mention({ type: "target", text: "SOD1" }),
    ];
    const start = korean.event("trial-start", { quote: "누리바이오는 SOD1 표적 RNA 치료제 NR-3의 임상 1상을 시작했다.", subjects: ["company:누리바이오"] });
    expect(writeBrief(korean.input, { mentions, events: [start] }).title).toBe("Nuri Bio (누리바이오) starts a trial of the SOD1-targeted drug NR3");
    const withModality = [...mentions, korean.mention({ type: "modality", text: "RNA 치료제", name: "RNA therapeutics" })];
    expect(writeBrief(korean.input, { mentions: withModality, events: [start] }).title).toBe("Nuri Bio (누리바이오) starts a trial of the SOD1 RNA therapeutic NR3");
  });

  it("names a second medicine only when the event is about both", () => {
    const korean = article("렉라자·리브리반트 병용요법, FDA 승인", "유한양행의 렉라자와 리브리반트 병용요법이 FDA 승인을 받았다. 키트루다와 비교한 연구는 없다.", "ko");
    const mentions = [
      korean.mention({ type: "drug", text: "렉라자", name: "lazertinib" }),
      korean.mention({ type: "drug", text: "리브리반트", name: "amivantamab" }),
      korean.mention({ type: "drug", text: "키트루다", name: "pembrolizumab" }),
      korean.mention({ type: "regulator", text: "FDA" }),
    ];
    const both = korean.event("approval", { quote: "렉라자·리브리반트 병용요법, FDA 승인", subjects: ["drug:lazertinib", "drug:amivantamab"], regulator: "regulator:fda" });
    expect(writeBrief(korean.input, { mentions, events: [both] }).title).toBe("A company wins approval from the FDA for lazertinib (렉라자) and amivantamab (리브리반트)");
    const one = korean.event("approval", { quote: "렉라자·리브리반트 병용요법, FDA 승인", subjects: ["drug:lazertinib"], regulator: "regulator:fda" });
    expect(writeBrief(korean.input, { mentions, events: [one] }).stated.assets).toEqual(["lazertinib (렉라자)"]);
  });

  it("leaves out a medicine named only in another script that no list knows", () => {
    const chinese = article("信迪利单抗获批", "信迪利单抗获批上市。", "zh");
    const brief = writeBrief(chinese.input, { mentions: [chinese.mention({ type: "drug", text: "信迪利单抗", known: false })], events: [] });
    expect(brief.facts).toBe(0);
    expect(briefText(brief)).not.toContain("信迪利单抗");
  });

  it("passes over a medicine it cannot name in English for one it can", () => {
    const korean = article("렉라자 FDA 승인", "유한양행은 렉라자와 아미반타맙 병용요법이 FDA 승인을 받았다고 밝혔다.", "ko");
    const mentions = [
      korean.mention({ type: "drug", text: "아미반타맙", known: false }),
      korean.mention({ type: "drug", text: "렉라자", name: "lazertinib", after: "유한양행은 " }),
    ];
    const approval = korean.event("approval", { quote: "렉라자 FDA 승인", subjects: ["drug:아미반타맙", "drug:lazertinib"] });
    expect(writeBrief(korean.input, { mentions, events: [approval] }).stated.assets).toEqual(["lazertinib (렉라자)"]);
  });

  it("does not take a medicine named as an example of its kind for the asset, unless the event names it", () => {
    const crl = article(
      "Complete Response Letter für Taunusblick",
      "Die FDA hat Taunusblick Pharma einen Complete Response Letter geschickt. Das Mittel soll mit Konkurrenten wie Cenobamat konkurrieren.",
      "de",
    );
    const mentions = [crl.mention({ type: "company", text: "Taunusblick Pharma", known: false }), crl.mention({ type: "drug", text: "Cenobamat", name: "cenobamate" })];
    const event = crl.event("complete-response-letter", { quote: "Die FDA hat Taunusblick Pharma einen Complete Response Letter geschickt.", subjects: ["company:taunusblick-pharma"] });
    expect(writeBrief(crl.input, { mentions, events: [event] }).stated.assets).toEqual([]);
    // A comparator is not the asset either.
    const trial = article("BfArM genehmigt Studie", "Das BfArM hat der Wendelstein GmbH die Studie genehmigt, zusätzlich zur Standardtherapie mit Nintedanib.", "de");
    const trialMentions = [trial.mention({ type: "drug", text: "Nintedanib", name: "nintedanib" })];
    const authorization = trial.event("approval", { quote: "Das BfArM hat der Wendelstein GmbH die Studie genehmigt, zusätzlich zur Standardtherapie mit Nintedanib.", detail: "trial-authorization" });
    expect(writeBrief(trial.input, { mentions: trialMentions, events: [authorization] }).stated.assets).toEqual([]);
    // The same medicine as the event's own subject is stated.
    const named = { ...event, subjects: ["company:taunusblick-pharma", "drug:cenobamate"] };
    expect(writeBrief(crl.input, { mentions, events: [named] }).stated.assets).toEqual(["cenobamate"]);
  });

  it("passes over another company's medicine, a comparator and a closing list of examples, and says a medicine by its code when its name is in another script", () => {
    const verdalis = article("Verdalis dépose sa demande", "Verdalis a soumis une demande pour le ténafibranor. Le resmétirom de Madrigal est déjà commercialisé.", "fr");
    const mentions = [
      verdalis.mention({ type: "company", text: "Verdalis", known: false }),
      verdalis.mention({ type: "drug", text: "resmétirom", name: "resmetirom" }),
      verdalis.mention({ type: "company", text: "Madrigal", name: "Madrigal Pharmaceuticals" }),
    ];
    const submission = verdalis.event("submission", { quote: "Verdalis a soumis une demande pour le ténafibranor.", subjects: ["company:verdalis"] });
    expect(writeBrief(verdalis.input, { mentions, events: [submission] }).stated.assets).toEqual([]);

    const korean = article("렉라자-리브리반트 병용, 3상서 타그리소 대비 PFS 연장", "유한양행은 결과를 발표했다.", "ko");
    const drugs = [korean.mention({ type: "drug", text: "렉라자", name: "lazertinib" }), korean.mention({ type: "drug", text: "타그리소", name: "osimertinib" })];
    const readout = korean.event("readout", { quote: "렉라자-리브리반트 병용, 3상서 타그리소 대비 PFS 연장", subjects: ["drug:osimertinib", "drug:lazertinib"] });
    expect(writeBrief(korean.input, { mentions: drugs, events: [readout] }).stated.assets).toEqual(["lazertinib (렉라자)"]);

    const chinese = article("科沃生物新药拟纳入突破性治疗品种", "KW-062注射液拟被纳入突破性治疗品种。目前已有伊普可泮等药物获批。", "zh");
    const listed = [chinese.mention({ type: "drug", text: "伊普可泮", name: "iptacopan" })];
    expect(writeBrief(chinese.input, { mentions: listed, events: [] }).stated.assets).toEqual([]);

    const named = article("芯瑞药业单抗III期研究达到主要终点", "其舒奇拜单抗（XR-1701）的III期研究达到全部主要终点。", "zh");
    const pair = [
      { ...named.mention({ type: "drug", text: "舒奇拜单抗", known: false }), key: "drug:舒奇拜单抗" },
      { ...named.mention({ type: "drug", text: "XR-1701", name: "舒奇拜单抗", known: false }), key: "drug:舒奇拜单抗", identifiers: [{ scheme: "drug-code" as const, value: "XR1701" }] },
    ];
    const met = named.event("readout", { quote: "其舒奇拜单抗（XR-1701）的III期研究达到全部主要终点。", subjects: ["drug:舒奇拜单抗"], outcome: "met" });
    expect(writeBrief(named.input, { mentions: pair, events: [met] }).stated.assets).toEqual(["XR-1701 (舒奇拜单抗)"]);
  });

  it("eighth round: a comparator wherever named, one medicine said twice, no partner from a later story", () => {
    // Named once as what the medicine beats, the comparator is passed over wherever else it is named.
    const beats = article("Selvamab supera a nivolumab en supervivencia", "El ensayo comparó directamente selvamab con nivolumab (Opdivo).", "es");
    const beatsMentions = [
      beats.mention({ type: "drug", text: "Selvamab", name: "selvamab", known: false }),
      beats.mention({ type: "drug", text: "nivolumab", name: "nivolumab" }),
      beats.mention({ type: "drug", text: "Opdivo", name: "nivolumab" }),
    ];
    const readout = beats.event("readout", { quote: "Selvamab supera a nivolumab en supervivencia", subjects: ["drug:nivolumab", "drug:selvamab"] });
    expect(writeBrief(beats.input, { mentions: beatsMentions, events: [readout] }).stated.assets).toEqual(["selvamab"]);

    // A reference medicine and its biosimilar's code side by side are one medicine, not two: the biosimilar,
    // named with what it copies.
    const biosimilar = article("Zulassung für Nachahmer", "Die FDA hat das Ustekinumab-Biosimilar ZX-410 von Talberg zugelassen.", "de");
    const pair = [biosimilar.mention({ type: "drug", text: "Ustekinumab", name: "ustekinumab" }), biosimilar.mention({ type: "drug", text: "ZX-410", known: false })];
    const approval = biosimilar.event("approval", { quote: "Die FDA hat das Ustekinumab-Biosimilar ZX-410 von Talberg zugelassen.", subjects: ["drug:ustekinumab", "drug:zx-410"] });
    expect(writeBrief(biosimilar.input, { mentions: pair, events: [approval] }).stated.assets).toEqual(["ZX-410 (ustekinumab biosimilar)"]);
    // Joined by "und", they are two.
    const two = article("Zulassung für Kombination", "Die FDA hat Ustekinumab und ZX-410 von Talberg zugelassen.", "de");
    const twoMentions = [two.mention({ type: "drug", text: "Ustekinumab", name: "ustekinumab" }), two.mention({ type: "drug", text: "ZX-410", known: false })];
    const both = two.event("approval", { quote: "Die FDA hat Ustekinumab und ZX-410 von Talberg zugelassen.", subjects: ["drug:ustekinumab", "drug:zx-410"] });
    expect(writeBrief(two.input, { mentions: twoMentions, events: [both] }).stated.assets).toEqual(["ustekinumab", "ZX-410"]);

    // A company named only in a later sentence is not the deal's partner.
    const deal = article("Talberg kauft Spezialisten", "Talberg übernimmt einen Spezialisten für Gentherapie. Der Preis liegt bei 2 Milliarden Euro. Im Jahr 2019 war Talberg bei Wendelin Therapeutics eingestiegen.", "de");
    const dealMentions = [deal.mention({ type: "company", text: "Talberg", known: false }), deal.mention({ type: "company", text: "Wendelin Therapeutics", known: false })];
    const acquisition = deal.event("acquisition", { quote: "Talberg kauft Spezialisten", subjects: ["company:talberg"] });
    expect(writeBrief(deal.input, { mentions: dealMentions, events: [acquisition] }).stated.companies).toEqual(["Talberg"]);
  });

  it("names a second medicine only where the event is told, and none from a sentence about the standard of care", () => {
    const hansoh = article("翰森制药B7-H3 ADC授权GSK", "翰森制药与GSK就HS-20093签署独家许可协议。10月公司已将HS-20089授权给GSK。", "zh");
    const mentions = [
      hansoh.mention({ type: "drug", text: "HS-20093", known: false }),
      hansoh.mention({ type: "drug", text: "HS-20089", known: false }),
    ];
    const licence = hansoh.event("licensing", { quote: "翰森制药B7-H3 ADC授权GSK", subjects: ["drug:hs-20093", "drug:hs-20089"] });
    expect(writeBrief(hansoh.input, { mentions, events: [licence] }).stated.assets).toEqual(["HS-20093"]);

    const mirabeo = article("Mirabeo verfehlt Endpunkt", "Mirabeo hat den primären Endpunkt verfehlt. Standardtherapie sind bislang die Antifibrotika Nintedanib und Pirfenidon.", "de");
    const soc = [mirabeo.mention({ type: "drug", text: "Nintedanib", name: "nintedanib" })];
    const missed = mirabeo.event("readout", { quote: "Mirabeo hat den primären Endpunkt verfehlt.", outcome: "missed" });
    expect(writeBrief(mirabeo.input, { mentions: soc, events: [missed] }).stated.assets).toEqual([]);
  });

  it("states no event told only as background", () => {
    const gba = article("G-BA sieht keinen Zusatznutzen", "Das Mittel ist seit dem Frühjahr zugelassen.", "de");
    const background = { ...gba.event("approval", { quote: "Das Mittel ist seit dem Frühjahr zugelassen." }), confidence: 0.4 };
    expect(writeBrief(gba.input, { mentions: [], events: [background] }).stated.event).toBeNull();
  });

  it("says who authorized the trial that starts, when the article reports it", () => {
    const start = article("曜衡生物YH-006完成首例患者给药", "曜衡生物宣布YH-006完成首例患者给药。该研究已获得国家药监局临床试验默示许可。", "zh");
    const mentions = [
      start.mention({ type: "company", text: "曜衡生物", known: false }),
      start.mention({ type: "drug", text: "YH-006", name: "YH006", known: false }),
      start.mention({ type: "regulator", text: "国家药监局", name: "NMPA" }),
    ];
    const trial = start.event("trial-start", { quote: "曜衡生物YH-006完成首例患者给药", subjects: ["company:曜衡生物", "drug:yh006"], confidence: 0.95 });
    const authorization = start.event("approval", { quote: "该研究已获得国家药监局临床试验默示许可。", detail: "trial-authorization", regulator: "regulator:nmpa", confidence: 0.9 });
    const brief = writeBrief(start.input, { mentions, events: [trial, authorization] });
    expect(summaryToPlainText(brief.summaryHtml)).toContain("Trial authorized by the NMPA.");
    expect(brief.stated).toMatchObject({ regulators: [], trialAuthorizedBy: "NMPA" });
    // An authorization of another medicine is not this trial's.
    const other = { ...authorization, subjects: ["drug:zz9"] };
    expect(writeBrief(start.input, { mentions, events: [trial, other] }).stated.trialAuthorizedBy).toBeNull();
  });

  it("names a German article's bare Merck as Merck KGaA, an English article's as Merck & Co.", () => {
    const written = (language: string) => {
      const merck = article("Merck übernimmt SpringWorks", "Merck übernimmt SpringWorks.", language);
      const mentions = [merck.mention({ type: "company", text: "Merck", name: "Merck & Co." })];
      return writeBrief(merck.input, { mentions, events: [merck.event("acquisition", { quote: "Merck übernimmt SpringWorks", subjects: ["company:merck-co"] })] }).stated.companies;
    };
    expect(written("de")).toEqual(["Merck KGaA"]);
    expect(written("en")).toEqual(["Merck & Co."]);
  });

  it("says a positive CHMP opinion as a recommendation, not an approval", () => {
    const opinion = article("Avis favorable du CHMP", "Le CHMP a rendu un avis favorable pour KR-55.", "fr");
    const mentions = [opinion.mention({ type: "drug", text: "KR-55", name: "KR55", known: false }), opinion.mention({ type: "regulator", text: "CHMP", name: "EMA" })];
    const event = opinion.event("approval", { quote: "Le CHMP a rendu un avis favorable pour KR-55.", detail: "positive-opinion", regulator: "regulator:ema", subjects: ["drug:kr55"] });
    expect(writeBrief(opinion.input, { mentions, events: [event] }).title).toBe("A company wins approval recommendation (positive CHMP opinion) from the EMA for KR55");
  });

  it("formats amounts in English with the figure as written", () => {
    const money = (value: number, currency: string, text: string): Figure => ({ kind: "amount", value, currency, text });
    const financing = HUAKANG.event("financing", { quote: "此次获批基于一项纳入412名患者的III期研究。", subjects: ["company:华康生物"], figures: [money(1.2e9, "CNY", "12亿元")] });
    expect(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [financing] }).title).toBe("Huakang Bio (华康生物) raises CNY 1.2 billion (12亿元)");
    const licensing = HUAKANG.event("licensing", {
      quote: "此次获批基于一项纳入412名患者的III期研究。",
      subjects: ["company:华康生物"],
      figures: [money(5e7, "USD", "5000万美元"), money(40e6, "EUR", "40 Mio. Euro"), money(950_000, "USD", "USD 950,000")],
    });
    expect(summaryToPlainText(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [licensing] }).summaryHtml)).toContain(
      "Figures given: USD 50 million (5000万美元), EUR 40 million (40 Mio. Euro) and USD 950,000.",
    );
    const noAmount = HUAKANG.event("financing", { quote: "此次获批基于一项纳入412名患者的III期研究。", subjects: ["company:华康生物"] });
    expect(writeBrief(HUAKANG.input, { mentions: huakangMentions, events: [noAmount] }).title).toBe("Huakang Bio (华康生物) raises new funding");
  });

  it("gives a date written in the event's sentence, and no other", () => {
    const chinese = article("华康生物HK-101获批", "11月18日，国家药监局批准华康生物的HK-101上市。公司计划于2027年3月1日开始销售。", "zh");
    const approval = chinese.event("approval", { quote: "11月18日，国家药监局批准华康生物的HK-101上市。", subjects: ["company:华康生物"] });
    const text = summaryToPlainText(writeBrief(chinese.input, { mentions: [chinese.mention({ type: "company", text: "华康生物", known: false })], events: [approval] }).summaryHtml);
    expect(text).toContain("Date given: 18 November (11月18日).");
    expect(text).not.toContain("March");
    const german = article("Zulassung", "Am 3. März 2026 hat die FDA RW-330 zugelassen.", "de");
    const event = german.event("approval", { quote: "Am 3. März 2026 hat die FDA RW-330 zugelassen." });
    const rw330 = german.mention({ type: "drug", text: "RW-330", name: "RW330", known: false });
    expect(summaryToPlainText(writeBrief(german.input, { mentions: [rw330], events: [event] }).summaryHtml)).toContain("Date given: 3 March 2026 (3. März 2026).");
  });

  it("says the event's recognized date, past or expected, at its precision", () => {
    const chinese = article("华康生物HK-101获批", "2027年3月14日，国家药监局批准华康生物的HK-101上市。", "zh");
    const approved: Figure = { kind: "date", value: "2027-03-14", when: "past", text: "2027年3月14日" };
    const approval = chinese.event("approval", { quote: "2027年3月14日，国家药监局批准华康生物的HK-101上市。", figures: [approved] });
    const hk101 = chinese.mention({ type: "drug", text: "HK-101", name: "HK101", known: false });
    const text = summaryToPlainText(writeBrief(chinese.input, { mentions: [hk101], events: [approval] }).summaryHtml);
    expect(text).toContain("Approved on 14 March 2027 (2027年3月14日).");
    expect(text).not.toContain("Figures given");
    const korean = article("대성제약 임상 결과", "대성제약은 임상 3상 톱라인 결과를 2027년 2분기에 발표할 예정이다.", "ko");
    const quarter: Figure = { kind: "date", value: "2027-Q2", when: "expected", text: "2027년 2분기" };
    const readout = korean.event("readout", { quote: "대성제약은 임상 3상 톱라인 결과를 2027년 2분기에 발표할 예정이다.", figures: [quarter] });
    const daesung = korean.mention({ type: "company", text: "대성제약", known: false });
    expect(summaryToPlainText(writeBrief(korean.input, { mentions: [daesung], events: [readout] }).summaryHtml)).toContain("Expected in the second quarter of 2027 (2027년 2분기).");
    const english = article("Halvern accepted", "The FDA accepted the application for HLV-88 with a PDUFA date of November 2, 2027.", "en");
    const pdufa: Figure = { kind: "date", value: "2027-11-02", when: "expected", text: "November 2, 2027" };
    const acceptance = english.event("filing-acceptance", { quote: "The FDA accepted the application for HLV-88 with a PDUFA date of November 2, 2027.", figures: [pdufa] });
    const hlv88 = english.mention({ type: "drug", text: "HLV-88", name: "HLV88", known: false });
    expect(summaryToPlainText(writeBrief(english.input, { mentions: [hlv88], events: [acceptance] }).summaryHtml)).toMatch(/Expected on 2 November 2027\.$/);
  });

  it("keeps the title within the news title limit", () => {
    const long = "Laboratoires " + "Tresdelongnom ".repeat(40);
    const french = article("Approbation", `${long} obtient une autorisation.`, "fr");
    const event = french.event("approval", { quote: `${long} obtient une autorisation.`, subjects: [entityKey("company", long.trim())] });
    const brief = writeBrief(french.input, { mentions: [french.mention({ type: "company", text: long.trim(), known: false })], events: [event] });
    expect(brief.title.length).toBeLessThanOrEqual(NEWS_LIMITS.titleMax);
    expect(brief.title.endsWith("…")).toBe(true);
  });

  it("takes an acceptance over the priority review it comes with, and no company of another story", () => {
    const filed = article("FDA prüft Antrag von Talwerk Bio vorrangig", "Die FDA hat den Antrag für TW-12 im Priority Review zur Prüfung angenommen. Ein Konkurrent, Nordmark Pharma, hatte 2025 eine Zulassung erhalten.", "de");
    const mentions = [
      filed.mention({ type: "drug", text: "TW-12", name: "TW12", known: false }),
      filed.mention({ type: "regulator", text: "FDA" }),
      filed.mention({ type: "company", text: "Nordmark Pharma", known: false }),
    ].sort((a, b) => a.start - b.start);
    const priority = filed.event("designation", { quote: "Die FDA hat den Antrag für TW-12 im Priority Review zur Prüfung angenommen.", detail: "priority-review", subjects: ["drug:tw12"], regulator: "regulator:fda", confidence: 0.9 });
    const accepted = filed.event("filing-acceptance", { quote: "Die FDA hat den Antrag für TW-12 im Priority Review zur Prüfung angenommen.", subjects: ["drug:tw12"], regulator: "regulator:fda", confidence: 0.85 });
    const rival = filed.event("approval", { quote: "Ein Konkurrent, Nordmark Pharma, hatte 2025 eine Zulassung erhalten.", subjects: ["company:nordmark-pharma"], confidence: 0.6 });
    const brief = writeBrief(filed.input, { mentions, events: [priority, accepted, rival] });
    expect(brief.stated.event).toBe("filing-acceptance");
    expect(brief.stated.companies).toEqual([]);
    expect(brief.title).toBe("A company: application for TW12 accepted for review by the FDA");
  });

  it("states no event of no one: an article that names no company and no medicine", () => {
    const roundup = article("기술수출 20조원 돌파", "올해 국내 기업의 기술수출 계약 규모는 총 21조원으로 집계됐다.", "ko");
    const deal = roundup.event("licensing", { quote: "기술수출 20조원 돌파", confidence: 0.97 });
    const brief = writeBrief(roundup.input, { mentions: [], events: [deal] });
    expect(brief.stated.event).toBeNull();
    expect(brief.facts).toBe(0);
  });

  it("names the authority the lead names when no event is recognized, and not one named only later", () => {
    const assessment = article("G-BA sieht keinen Zusatznutzen für Velmaro", "Der G-BA hat für Velmaro von Isarwerk Biopharma keinen Zusatznutzen festgestellt. Die FDA hatte das Mittel 2025 zugelassen.", "de");
    const mentions = [
      assessment.mention({ type: "regulator", text: "G-BA" }),
      assessment.mention({ type: "company", text: "Isarwerk Biopharma", known: false }),
      assessment.mention({ type: "regulator", text: "FDA" }),
    ].sort((a, b) => a.start - b.start);
    const brief = writeBrief(assessment.input, { mentions, events: [] });
    expect(brief.title).toBe("German article on Isarwerk Biopharma and the G-BA");
    expect(brief.stated.regulators).toEqual(["G-BA"]);
    const body = article("Neues von Isarwerk Biopharma", "Isarwerk Biopharma zieht nach Berlin. Die FDA hatte das Mittel 2025 zugelassen.", "de");
    const moved = writeBrief(body.input, { mentions: [body.mention({ type: "company", text: "Isarwerk Biopharma", known: false }), body.mention({ type: "regulator", text: "FDA" })], events: [] });
    expect(moved.stated.regulators).toEqual([]);
  });

  it("takes an approval told after a lead about an HTA verdict for what the assessment came after", () => {
    const verdict = article("ASMR IV pour le velmarone", "La HAS a attribué une ASMR IV au velmarone d'Alpinor. Le médicament a obtenu son AMM européenne en juin.", "fr");
    const mentions = [
      verdict.mention({ type: "regulator", text: "HAS", name: "Haute Autorité de Santé" }),
      verdict.mention({ type: "drug", text: "velmarone", known: false, after: "ASMR IV au" }),
    ].sort((a, b) => a.start - b.start);
    const approval = verdict.event("approval", { quote: "Le médicament a obtenu son AMM européenne en juin.", subjects: ["drug:velmarone"], confidence: 0.9 });
    expect(writeBrief(verdict.input, { mentions, events: [approval] }).stated.event).toBeNull();
  });

  it("takes a bracket's INN and code for one medicine, and names Health Canada without an article", () => {
    const brief = (title: string, text: string, language: string) => writeBrief({ title, text, language }, recognize(`${title}\n\n${text}`));
    const approval = brief("EU-Kommission lässt Orvenza von Saalbach Pharma zu", "Die Saalbach Pharma GmbH hat von der Europäischen Kommission die Zulassung für Orvenza (Velsatorimab, SBP-417) erhalten.", "de");
    expect(approval.stated.assets).toEqual(["velsatorimab"]);
    const canada = brief("Santé Canada homologue le LRP-220 de Laurentia Pharma", "Laurentia Pharma a obtenu de Santé Canada un avis de conformité pour LRP-220 dans la drépanocytose.", "fr");
    expect(canada.stated.event).toBe("approval");
    expect(briefText(canada)).toContain("from Health Canada");
    expect(briefText(canada)).not.toContain("the Health Canada");
  });

  it("leaves out a medicine named only after the lead in sentences told as background", () => {
    const brief = writeBrief(
      { title: "Kranlein Bio setzt auf KI von Maxwerk", text: "Das Kölner Biotechunternehmen Kranlein Bio und der Softwareentwickler Maxwerk wollen gemeinsam neue Wirkstoffe gegen Fibrose finden. Kranlein hatte im vergangenen Jahr seinen Kandidaten KRB-220 nach enttäuschenden Phase-I-Daten aufgegeben.", language: "de" },
      recognize("Kranlein Bio setzt auf KI von Maxwerk\n\nDas Kölner Biotechunternehmen Kranlein Bio und der Softwareentwickler Maxwerk wollen gemeinsam neue Wirkstoffe gegen Fibrose finden. Kranlein hatte im vergangenen Jahr seinen Kandidaten KRB-220 nach enttäuschenden Phase-I-Daten aufgegeben."),
    );
    expect(brief.stated.assets).toEqual([]);
  });

  it("names an unlisted brand with its code, a biosimilar with what it copies, and no medicine for money raised for a pipeline (sixteenth round)", () => {
    const brief = (title: string, text: string, language: string) => writeBrief({ title, text, language }, recognize(`${title}\n\n${text}`));
    const brand = brief("Swissmedic lässt Velantra von Jura Pharma zu", "Die Jura Pharma AG hat von Swissmedic die Zulassung für Velantra (JRP-31) gegen Schuppenflechte erhalten. Velantra wird einmal täglich eingenommen.", "de");
    expect(brand.stated.assets).toEqual(["Velantra (JRP-31)"]);
    const biosimilar = brief("해든바이오, 美 FDA서 보완요구서한", "해든바이오는 미국 식품의약국(FDA)으로부터 아일리아 바이오시밀러 'HDB-702'의 품목허가 신청에 대해 보완요구서한(CRL)을 받았다고 밝혔다.", "ko");
    expect(biosimilar.stated.assets).toEqual(["HDB702 (aflibercept biosimilar)"]);
    const copy = brief("Formwerk: FDA lässt Eylea-Nachahmer zu", "Formwerk hat in den USA die Zulassung für seinen Aflibercept-Nachahmer FWK-203 erhalten.", "de");
    expect(copy.stated.assets).toEqual(["FWK203 (aflibercept biosimilar)"]);
    const pipeline = brief("岚溪生物完成6亿元B轮融资", "岚溪生物宣布完成6亿元B轮融资。本轮资金将主要用于推进LX-301和LX-405两款双抗的临床研究。", "zh");
    expect(pipeline.stated.event).toBe("financing");
    expect(pipeline.stated.assets).toEqual([]);
    const one = brief("岚溪生物完成6亿元B轮融资", "岚溪生物宣布完成6亿元B轮融资。本轮资金将主要用于推进核心产品LX-301的II期临床研究。", "zh");
    expect(one.stated.assets).toEqual(["LX301"]);
    // A comparator after "gegen" is not a second candidate: the money is for ITM-11's kind of medicine alone.
    const compared = brief("Isarwerk erhält 90 Millionen Euro", "Die Isarwerk AG hat 90 Mio. Euro eingesammelt. Mit dem Geld soll vor allem IWK-11 vorankommen, das in einer Phase-III-Studie gegen Everolimus geprüft wird.", "de");
    expect(compared.stated.assets).toEqual(["IWK11"]);
  });

  it("states no approval when the lead tells a regulator taking it back, and no medicine that failed the patients (seventeenth round)", () => {
    const brief = (title: string, text: string, language: string) => writeBrief({ title, text, language }, recognize(`${title}\n\n${text}`));
    const suspended = brief(
      "La FDA suspend la licence du vaccin de Corvane",
      "L'Agence américaine du médicament (FDA) a suspendu la licence du vaccin CRV-12 de Corvane, invoquant des effets indésirables graves. Le laboratoire avait obtenu fin 2024 le feu vert de la FDA.",
      "fr",
    );
    expect(suspended.stated.event).toBeNull();
    expect(suspended.stated.regulators).toEqual(["FDA"]);
    const gout = brief(
      "Santé Canada homologue le traitement de Boréal Thérapeutique",
      "Boréal Thérapeutique a obtenu de Santé Canada un avis de conformité pour son comprimé destiné aux adultes atteints de goutte dont l'hyperuricémie n'est pas maîtrisée par l'allopurinol ou le fébuxostat.",
      "fr",
    );
    expect(gout.stated.event).toBe("approval");
    expect(gout.stated.assets).toEqual([]);
  });

  it("states no approval under a lead about a recall (twentieth round)", () => {
    const title = "L'ANSM fait rappeler des lots d'un antalgique de Kelmar Pharma";
    const text = "L'ANSM a demandé le rappel de quatre lots du Tervane (KLM-4), commercialisé par Kelmar Pharma, après le dépassement d'un seuil autorisé d'impureté.";
    const brief = writeBrief({ title, text, language: "fr" }, recognize(`${title}\n\n${text}`));
    expect(brief.stated.event).toBeNull();
    expect(brief.stated.regulators).toEqual(["ANSM"]);
  });

  it("names no medicine for a deal over several (nineteenth round)", () => {
    const title = "岚溪医药GLP-1产品组合海外权益授权Norwind";
    const text = "岚溪医药宣布，将其GLP-1产品组合LX-9531、LX-7535和LX-4729的海外权益授权给美国公司Norwind，获得1.1亿美元首付款。";
    const brief = writeBrief({ title, text, language: "zh" }, recognize(`${title}\n\n${text}`));
    expect(brief.stated.event).toBe("licensing");
    expect(brief.stated.assets).toEqual([]);
  });

  it("takes a medicine compared as monotherapy for the comparator (eighteenth round)", () => {
    const brief = writeBrief(
      { title: "한결바이오 간암 3상, 임상 중단 권고", text: "한결바이오는 'HGB-12'의 임상 3상에 대해 임상 중단을 권고받았다. 무용성 평가 결과, HGB-12와 소라페닙 병용요법이 소라페닙 단독요법 대비 효과를 입증할 가능성이 낮다는 판단이다.", language: "ko" },
      recognize("한결바이오 간암 3상, 임상 중단 권고\n\n한결바이오는 'HGB-12'의 임상 3상에 대해 임상 중단을 권고받았다. 무용성 평가 결과, HGB-12와 소라페닙 병용요법이 소라페닙 단독요법 대비 효과를 입증할 가능성이 낮다는 판단이다."),
    );
    expect(brief.stated.assets).toEqual(["HGB12"]);
  });

  it("states no event for a payer's listing: not the approval it came after, nor its own words for results or funding", () => {
    const brief = (title: string, text: string, language: string) => writeBrief({ title, text, language }, recognize(`${title}\n\n${text}`)).stated;
    // 结果公布 is the list's adjustment published, not a trial's results.
    expect(
      brief("国家医保目录调整结果公布 青禾生物肺癌新药QH-207谈判成功", "国家医保局日前公布新版国家医保药品目录，青禾生物的QH-207片通过谈判被纳入目录。QH-207于今年3月获国家药监局批准上市。", "zh").event,
    ).toBeNull();
    // 中医協 approves a price; the approval the article recalls is background.
    const listing = brief("中医協、白鷺製薬の新薬の薬価収載を了承", "中央社会保険医療協議会（中医協）は総会で、白鷺製薬の喘息治療薬SR-502の薬価収載を了承した。同剤は今年8月に厚生労働省から製造販売承認を取得している。", "ja");
    expect(listing.event).toBeNull();
    expect(listing.regulators).toEqual(["Chuikyo"]);
    expect(
      brief("누리제약 천식 신약, 내달부터 건강보험 급여 적용", "보건복지부는 누리제약의 천식 치료제 NR-330을 다음 달부터 건강보험 급여 목록에 등재하기로 했다. NR-330은 지난 3월 식품의약품안전처 허가를 받았다.", "ko").event,
    ).toBeNull();
    expect(
      brief("Sanidad incluye en la financiación pública el antiasmático de Garraf Pharma", "El Ministerio de Sanidad ha incluido GRF-12, de Garraf Pharma, en la prestación farmacéutica. La financiación se aplicará desde el 1 de marzo.", "es").event,
    ).toBeNull();
    // A regulator's own approval in the lead stays the news.
    expect(brief("FDA approves Garraf Pharma's GRF-12 in asthma", "The FDA approved GRF-12 of Garraf Pharma for severe asthma; reimbursement talks in Europe follow.", "en").event).toBe("approval");
  });
});

