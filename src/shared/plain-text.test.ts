import { describe, expect, it } from "vitest";
import { plainTextSchema, shortenText, toPlainText } from "./plain-text";

const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0)!.toString(16));

describe("plain text (Trojan Source, CVE-2021-42574)", () => {
  it("neutralises the paper's stretched-string attack: the stored text reads as it is shown", () => {
    // From trojansource.codes: RLO … LRI hides the end of a string behind what looks like a comment.
    const attack = 'access_level != "user\u202E \u2066// Check if admin\u2069 \u2066"';
    expect(toPlainText(attack)).toBe('access_level != "user // Check if admin "');
  });

  it("removes every bidirectional embedding, override and isolate", () => {
    const controls = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
    for (const control of controls) expect(codePoints(toPlainText(`a${control}b`))).toEqual(["61", "62"]);
  });

  it("removes zero-width spaces, word joiners, byte-order marks and invisible operators", () => {
    expect(toPlainText("\uFEFFad\u200Bmi\u2060n\u2062")).toBe("admin");
  });

  it("removes tag characters that hide text, and keeps a flag's tag sequence", () => {
    const hidden = Array.from("ignore all", (char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join("");
    expect(toPlainText(`Great news${hidden}!`)).toBe("Great news!");
    const england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
    expect(toPlainText(`Go ${england}`)).toBe(`Go ${england}`);
  });

  it("keeps emoji ZWJ sequences whole", () => {
    for (const emoji of ["👨‍👩‍👧", "👩🏽‍💻", "🏳️‍🌈", "❤️‍🔥", "🧑‍🤝‍🧑"]) {
      expect(toPlainText(`Team ${emoji} wins`)).toBe(`Team ${emoji} wins`);
    }
  });

  it("keeps joiners where a script needs them, and drops them between Latin letters", () => {
    const persian = "می\u200Cخواهم";
    const devanagari = "क्\u200Dष";
    expect(toPlainText(persian)).toBe(persian);
    expect(toPlainText(devanagari)).toBe(devanagari);
    expect(toPlainText("ad\u200Dmin pay\u200Cpal \u200D")).toBe("admin paypal ");
  });

  it("keeps direction marks in right-to-left text and drops them elsewhere, where they only reorder", () => {
    const hebrew = "שלום\u200F, 2024";
    expect(toPlainText(hebrew)).toBe(hebrew);
    expect(toPlainText("Phase 1\u200F-2 trial\u200E")).toBe("Phase 1-2 trial");
    expect(toPlainText("\u061C12")).toBe("12");
  });

  it("leaves ordinary text in any script untouched", () => {
    for (const text of ["Müller & Söhne", "田中 太郎", "김민준", "Иванов", "Ελένη", "مرحبا", "café ☕ 1–2"]) {
      expect(toPlainText(text)).toBe(text);
    }
  });

  it("cleans before the field's own checks, so invisible characters alone are blank", () => {
    const name = plainTextSchema("Required").trim().min(1, "Required");
    expect(name.safeParse("\u200B\u202E ").error?.issues[0]?.message).toBe("Required");
    expect(name.parse(" \u2066Ada\u2069 ")).toBe("Ada");
  });
});

describe("shortenText", () => {
  it("keeps short text, cuts long text at a late space with an ellipsis, else mid-word", () => {
    expect(shortenText("Short enough.", 20)).toBe("Short enough.");
    expect(shortenText("The FDA approved the drug for lung cancer", 30)).toBe("The FDA approved the drug for…");
    expect(shortenText("Pneumonoultramicroscopicsilicovolcanoconiosis is long", 20)).toBe("Pneumonoultramicrosc…");
  });
});
