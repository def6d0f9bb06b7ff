import { describe, expect, it } from "vitest";
import { findDrugMentions } from "./drug-names";

const found = (text: string) => findDrugMentions({ text }).map((mention) => `${mention.name}=${text.slice(mention.start, mention.end)}`);

describe("drug-name shapes", () => {
  it("takes no code written straight before 試験 (a trial's name) for a medicine", () => {
    expect(found("第3相KB-3012試験でOSを延長")).toEqual([]);
    expect(found("KB-3012の第3相試験")).toEqual(["KB-3012=KB-3012"]);
  });

  it("knows the stems of newer classes: NK3 antagonists, marine alkaloids, LSD1 and PDE4 inhibitors", () => {
    expect(found("Lynkuet (Elinzanetant), vafidemstat, nerandomilast y trabectedin")).toEqual([
      "Elinzanetant=Elinzanetant",
      "vafidemstat=vafidemstat",
      "nerandomilast=nerandomilast",
      "trabectedin=trabectedin",
    ]);
  });

  it("gives a Spanish or French INN in its English form, without taking in ordinary words", () => {
    expect(found("Zepzelca (lurbinectedina) y su risperidona; la lurbinectédine, trabectedine")).toEqual([
      "lurbinectedin=lurbinectedina",
      "risperidone=risperidona",
      "lurbinectedin=lurbinectédine",
      "trabectedin=trabectedine",
    ]);
    expect(found("llamaba y tomaba en la cocina")).toEqual([]);
  });

  it("finds an INN written with accents whole, and gives it without them", () => {
    expect(found("Quelvia® (sélivrumab) et l'élafibranor; su apixabán genérico")).toEqual(["selivrumab=sélivrumab", "elafibranor=élafibranor", "apixaban=apixabán"]);
  });

  it("knows the stem of S1P receptor modulators", () => {
    expect(found("Trelixa-Tabletten (Wirkstoff Orvasimod) und etrasimod")).toEqual(["Orvasimod=Orvasimod", "etrasimod=etrasimod"]);
  });

  it("takes the active substance German names after Wirkstoff, whatever its stem", () => {
    // The brand has an INN's shape too; the recognizer takes the two as one medicine (entities.test.ts).
    expect(found("Velastat-Kapseln (Wirkstoff Solpiramod) und der Wirkstoff wirkt")).toEqual(["Velastat=Velastat", "Solpiramod=Solpiramod"]);
  });

  it("takes a CAR-T therapy's two-word INN whole, as German hyphenates it too", () => {
    expect(found("Lirocabtagen-Autoleucel und ciltacabtagene autoleucel")).toEqual([
      "lirocabtagene autoleucel=Lirocabtagen-Autoleucel",
      "ciltacabtagene autoleucel=ciltacabtagene autoleucel",
    ]);
  });

  it("knows more WHO stems, in their German, French and Spanish forms, given in English", () => {
    expect(found("Velsupiron, Pelvoramat, Darolutamid, velosentán, vélagolix, Roxadustat, Topiramato, cilévotide und Omeprazol")).toEqual([
      "Velsupirone=Velsupiron",
      "Pelvoramate=Pelvoramat",
      "Darolutamide=Darolutamid",
      "velosentan=velosentán",
      "velagolix=vélagolix",
      "Roxadustat=Roxadustat",
      "Topiramate=Topiramato",
      "cilevotide=cilévotide",
      "Omeprazole=Omeprazol",
    ]);
  });

  it("does not take ordinary words or kinds of molecule for medicines", () => {
    // Spanish verbs in -sentan and -tentan; participles in -tida; peptides and nucleotides in any language.
    expect(found("Los datos presentan mejoras e intentan demostrar lo permitido; la dosis permitida del péptido")).toEqual([]);
    expect(found("das Antisense-Oligonukleotid und die Oligonukleotide, ein Polypeptid, nucleotides")).toEqual([]);
  });

  it("takes a research code ending in a capital letter", () => {
    expect(found("其核心产品GC012F是一款CAR-T疗法")).toEqual(["GC012F=GC012F"]);
  });

  it("knows enzyme-inhibitor, antiviral and new antibody stems, not words that end like them", () => {
    expect(found("Pelmostat, Nolatrevir, selvantug, Kelurbart und Tosvalimig")).toEqual([
      "Pelmostat=Pelmostat",
      "Nolatrevir=Nolatrevir",
      "selvantug=selvantug",
      "Kelurbart=Kelurbart",
      "Tosvalimig=Tosvalimig",
    ]);
    expect(found("Sie haben vereinbart, einstimmig; le constat; para servir y vivir; ein Thermostat")).toEqual([]);
  });

  it("takes a gene therapy's two-word INN whole", () => {
    expect(found("die Gentherapie Ferimagen arparvovec und onasemnogene abeparvovec")).toEqual([
      "ferimagene arparvovec=Ferimagen arparvovec",
      "onasemnogene abeparvovec=onasemnogene abeparvovec",
    ]);
  });

  it("knows sodium-channel, IBAT and PPAR stems, and no kind of antibody for a name", () => {
    expect(found("velatrigina, odévixibat y tenafibranor")).toEqual(["velatrigine=velatrigina", "odevixibat=odévixibat", "tenafibranor=tenafibranor"]);
    expect(found("抗IL-17A人源化单抗舒奇拜单抗")).toEqual(["舒奇拜单抗=舒奇拜单抗"]);
  });
});
