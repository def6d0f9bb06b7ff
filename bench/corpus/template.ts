import type { ArticleInput } from "../../src/server/core/ai/engine";

// A hand-written article with {{slots}}; each fill gives one variant that reads as its own story.
export type ArticleTemplate = {
  readonly language: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly fills: readonly Readonly<Record<string, string>>[];
};

function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => {
    const value = values[slot];
    if (value === undefined) throw new Error(`No value for {{${slot}}} in "${text.slice(0, 40)}…"`);
    return value;
  });
}

export function expand(templates: readonly ArticleTemplate[]): ArticleInput[] {
  return templates.flatMap((template, templateIndex) =>
    template.fills.map((values, fillIndex) => ({
      url: `https://news.example.com/${template.language}/${templateIndex + 1}-${fillIndex + 1}`,
      title: fill(template.title, values),
      text: template.paragraphs.map((paragraph) => fill(paragraph, values)).join("\n"),
      language: template.language,
      publishedAt: new Date(Date.UTC(2026, 2, 1 + fillIndex)),
    })),
  );
}
