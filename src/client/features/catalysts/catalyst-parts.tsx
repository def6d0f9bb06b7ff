import { Link } from "react-router";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { CATALYST_OUTCOME_NAMES, formatCatalystDate } from "@/shared/catalysts/format";
import { CATALYST_STATUS_NAMES, type CatalystStatus } from "@/shared/catalysts/vocabulary";
import { entityPagePath } from "@/shared/entities/paths";
import type { EntityRef } from "@/shared/entities/vocabulary";
import { Badge } from "@/client/components/ui/badge";

// The pieces every view of a catalyst shows alike: the calendar's rows and cards, its month, an
// entity page's section and the review queue.

const LINK = "font-medium break-words text-teal-800 hover:underline";

/** An entity's name leading to its page; a dash when the article named none. */
export function EntityName({ entity }: { entity: EntityRef | null }) {
  if (!entity) return <span className="text-slate-400">—</span>;
  return (
    <Link to={entityPagePath(entity.slug)} className={LINK}>
      {entity.name}
    </Link>
  );
}

const MONTH_WORDS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?/g;

/** "December 18, 2026" and "Dec 18, 2026" say the same: case, punctuation and month names' length aside. */
const plainDate = (text: string) => text.toLowerCase().replace(MONTH_WORDS, "$1").replace(/[,.]/g, "").replace(/\s+/g, " ").trim();

/** The words the article used, when they say more than the date in English ("第3四半期" beside "Q3 2026"). */
function writtenDate(catalyst: Catalyst, english: string): string | null {
  const written = catalyst.date.text.trim();
  return written && plainDate(written) !== plainDate(english) ? written : null;
}

/** The date at its precision, the article's own words below it, and the dates it replaced. */
export function CatalystDate({ catalyst }: { catalyst: Catalyst }) {
  const english = formatCatalystDate(catalyst.date);
  const written = writtenDate(catalyst, english);
  const earlier = catalyst.history.map((entry) => formatCatalystDate(entry));
  return (
    <span className="block space-y-0.5">
      <time dateTime={catalyst.date.start} className="block font-semibold whitespace-nowrap text-slate-900">
        {english}
      </time>
      {written && (
        <span lang={catalyst.source.language ?? undefined} className="block text-xs text-slate-500">
          “{written}”
        </span>
      )}
      {earlier.length > 0 && <span className="block text-xs text-slate-500">Earlier: {earlier.join(", ")}</span>}
    </span>
  );
}

const STATUS_VARIANTS: Record<CatalystStatus, "teal" | "amber" | "neutral" | "outline"> = {
  expected: "teal",
  estimated: "amber",
  happened: "neutral",
  missed: "outline",
};

/** Expected, Estimated, Happened or Missed, and for what happened, how it came out. */
export function CatalystStatusBadge({ catalyst }: { catalyst: Catalyst }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={STATUS_VARIANTS[catalyst.status]}>{CATALYST_STATUS_NAMES[catalyst.status]}</Badge>
      {catalyst.outcome && <span className="text-xs font-medium text-slate-700">{CATALYST_OUTCOME_NAMES[catalyst.outcome]}</span>}
    </span>
  );
}

/** The item it was read from (its page once published, else the original article), and the sentence on demand. */
export function CatalystSource({ catalyst }: { catalyst: Catalyst }) {
  const { source } = catalyst;
  return (
    <span className="block space-y-1">
      {source.published ? (
        <Link to={`/news/${source.news_item_id}`} className={`${LINK} block`}>
          {source.title}
        </Link>
      ) : (
        <a href={source.source_url} target="_blank" rel="noopener noreferrer" className={`${LINK} block`}>
          {source.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer font-medium text-slate-700 hover:text-slate-900">Quote</summary>
        <blockquote lang={source.language ?? undefined} className="mt-1 border-l-2 border-slate-200 pl-2 break-words">
          {catalyst.quote}
        </blockquote>
      </details>
    </span>
  );
}
