import { lazy, Suspense } from "react";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { IngestProgress } from "./ingest-progress";
import { LatestPublished } from "./latest-published";
import { previewsLeft } from "./news-format";
import { useIngestTool, type IngestFailure } from "./use-ingest-tool";

// The editable result (rich-text editor, tag menus) loads with the first preview, not with /news.
const IngestResult = lazy(async () => ({ default: (await import("./ingest-result")).IngestResult }));

/** The URL-ingest tool at the top of /news (spec §2 /news, §4 Ingest flow, §5 Ingest). */
export function IngestTool() {
  const tool = useIngestTool();
  return (
    <section aria-labelledby="ingest-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2 id="ingest-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Translate &amp; Summarize Biotech News
        </h2>
        <p className="text-sm text-slate-600">
          Paste the link to a news article in any language for an English summary with tags and entities.
        </p>
      </div>
      <form
        noValidate
        className="mt-5 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          tool.generate();
        }}
      >
        <Label htmlFor="ingest-url">Article URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1 space-y-1">
            <Input
              id="ingest-url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com/news/article"
              value={tool.url}
              onChange={(event) => tool.setUrl(event.target.value)}
              aria-invalid={tool.urlError ? true : undefined}
              aria-describedby={tool.urlError ? "ingest-url-error" : undefined}
            />
            {tool.urlError && (
              <p id="ingest-url-error" className="text-sm text-red-600">
                {tool.urlError}
              </p>
            )}
          </div>
          <div className="flex flex-col items-stretch gap-1 sm:items-end">
            <Button type="submit" disabled={!tool.canGenerate}>
              {tool.isGenerating ? <Spinner label={null} /> : <Sparkles aria-hidden />}
              {tool.isGenerating ? "Generating..." : "Generate"}
            </Button>
            {tool.credits && <span className="text-xs text-slate-500">{previewsLeft(tool.credits)}</span>}
          </div>
        </div>
        {tool.isGenerating && <IngestProgress />}
      </form>
      {tool.failure && (
        <div className="mt-4">
          <FailureAlert failure={tool.failure} />
        </div>
      )}
      {tool.preview && (
        <Suspense fallback={<Spinner label="Loading the editor" className="mx-auto mt-6 size-6" />}>
          <IngestResult tool={tool} preview={tool.preview} />
        </Suspense>
      )}
      <div className="mt-6 border-t border-slate-200 pt-5">
        <LatestPublished />
      </div>
    </section>
  );
}

function FailureAlert({ failure }: { failure: IngestFailure }) {
  return (
    <Alert variant="destructive">
      {failure.message}
      {failure.existingId && (
        <>
          {" "}
          <Link to={`/news/${failure.existingId}`} className="font-medium underline">
            Open the existing item
          </Link>
        </>
      )}
      {failure.needsSignIn && (
        <>
          {" "}
          <Link to={ROUTES.auth} className="font-medium underline">
            Sign in
          </Link>
        </>
      )}
    </Alert>
  );
}
