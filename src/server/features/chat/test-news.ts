import { randomBytes } from "node:crypto";
import type { Database } from "../../core/db/client";
import { newsItems } from "../../core/db/schema";

// News items with chosen words, written straight to the database, for the chat's retrieval tests
// (the test context's own helper writes one fixed summary).

export async function insertNewsItem(
  db: Database,
  item: { title: string; summary: string; status?: "pending" | "published"; publishedAt?: Date },
) {
  const [row] = await db
    .insert(newsItems)
    .values({
      title: item.title,
      summaryEn: `<p>${item.summary}</p>`,
      summaryText: item.summary,
      sourceUrl: `https://news.example/${randomBytes(6).toString("hex")}`,
      status: item.status ?? "published",
      publishedAt: item.publishedAt ?? null,
      feedAt: item.publishedAt ?? new Date(),
      entities: { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] },
      facets: { companies: [] },
      engine: "manual",
    })
    .returning({ id: newsItems.id });
  return row!.id;
}
