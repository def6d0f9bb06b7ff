import { IngestTool } from "./ingest-tool";
import { NewsFeed } from "./news-feed";

/** /news: the ingest tool on top, the published feed below (spec §2 /news). */
export function NewsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Biotech News</h1>
        <p className="max-w-3xl text-slate-600">
          English summaries of biotech and pharma news from sources in any language, each linked to its original.
        </p>
      </header>
      <IngestTool />
      <NewsFeed />
    </div>
  );
}
