import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatSourceLink } from "./chat-source-link";

describe("a chat answer's source link", () => {
  it("opens every kind of source in a new tab, our news too, so the conversation stays", () => {
    for (const source of [
      { n: 1, kind: "news" as const, title: "Helixion news", url: "/news/7b0a3a52-9a1e-4a57-9a43-3f7b1f3f4a10" },
      { n: 2, kind: "trial" as const, title: "A study", url: "https://clinicaltrials.gov/study/NCT02710084" },
    ]) {
      const html = renderToStaticMarkup(<ChatSourceLink source={source}>{source.title}</ChatSourceLink>);
      expect(html, source.kind).toContain(`href="${source.url}"`);
      expect(html, source.kind).toContain('target="_blank"');
      expect(html, source.kind).toContain('rel="noopener noreferrer"');
      expect(html, source.kind).toContain("(opens in a new tab)");
    }
  });
});
