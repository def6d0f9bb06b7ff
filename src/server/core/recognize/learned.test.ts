import { describe, expect, it } from "vitest";
import { LearnedNames, recognize } from "./index";

// Names the registry grew by from ingest are recognized where nothing else would find them.

const NUVARIS = { key: "company:nuvaris-therapeutics", type: "company" as const, name: "Nuvaris Therapeutics", names: ["Nuvaris Therapeutics", "ヌヴァリス"] };
const learned = new LearnedNames([NUVARIS]);

const mentionsOf = (text: string, names?: LearnedNames) => recognize(text, names).mentions.filter((mention) => mention.type === "company");

describe("learned names", () => {
  it("links a bare name that only an earlier article gave a company, for an editor to confirm", () => {
    const text = "Nuvaris doses first patient in obesity study\n\nThe drug is given once a week.";
    expect(mentionsOf(text)).toEqual([]);
    const [mention] = mentionsOf(text, learned);
    expect(mention).toMatchObject({ key: "company:nuvaris-therapeutics", name: "Nuvaris Therapeutics", text: "Nuvaris", method: "learned", known: false });
    expect(mention!.confidence).toBeLessThan(0.7);
  });

  it("links a full name seen before firmly, in any script it was seen in", () => {
    const [japanese] = mentionsOf("ヌヴァリスが肥満症の試験で最初の患者に投与\n\n週1回投与。", learned);
    expect(japanese).toMatchObject({ key: "company:nuvaris-therapeutics", text: "ヌヴァリス", method: "learned" });
    expect(japanese!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("does not take a word written in lower case for a Latin name", () => {
    expect(mentionsOf("The nuvaris variety of wheat\n\nnothing else.", learned)).toEqual([]);
  });

  it("leaves a name the registry knows to the registry", () => {
    const pfizer = new LearnedNames([{ key: "company:pfizer-oncology", type: "company", name: "Pfizer Oncology", names: ["Pfizer"] }]);
    expect(mentionsOf("Pfizer raises guidance\n\nPfizer said sales grew.", pfizer)[0]).toMatchObject({ key: "company:pfizer", method: "registry" });
  });
});
