import { Fragment } from "react";
import { plural } from "@/shared/plural";
import { Link } from "react-router";
import { entityPagePath } from "@/shared/entities/paths";
import type { NewsCard as NewsCardData } from "@/shared/news/contracts";
import { NEWS_LIMITS } from "@/shared/limits";
import { storyPagePath } from "@/shared/stories/paths";
import { Badge } from "@/client/components/ui/badge";
import { formatCardDate } from "./news-format";

/** A link inside a card, above the card's own link (which covers the whole card). */
const RAISED_LINK = "relative z-10 rounded-sm hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600";

/** A feed card (spec §2 /news, agents §2 Latest Insights): the whole card links to the item; a story's other reports are a link away. */
function NewsCard({ item }: { item: NewsCardData }) {
  const tags = item.tags.slice(0, NEWS_LIMITS.cardTags);
  const moreTags = Math.max(item.tag_count, item.tags.length) - tags.length;
  const companies = item.companies.slice(0, NEWS_LIMITS.cardCompanies);
  const hasMoreCompanies = Math.max(item.company_count, item.companies.length) > companies.length;
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md">
      <p className="text-xs text-slate-500">
        <time dateTime={item.published_at ?? item.created_at}>{formatCardDate(item)}</time>
        {item.story_id && item.story_reports > 1 && (
          <>
            {" · "}
            <Link to={storyPagePath(item.story_id)} className={`${RAISED_LINK} font-medium text-teal-700`}>
              {plural(item.story_reports, "report")}
              <span className="sr-only"> of this story</span>
            </Link>
          </>
        )}
      </p>
      <h3 className="mt-2 line-clamp-2 text-lg leading-snug font-semibold text-slate-900 group-hover:text-teal-800">
        <Link to={`/news/${item.id}`} className="after:absolute after:inset-0 focus:outline-none">
          {item.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{item.summary_text}</p>
      <div className="mt-auto space-y-2 pt-4">
        {tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="teal">{tag}</Badge>
              </li>
            ))}
            {moreTags > 0 && (
              <li>
                <Badge variant="outline" aria-label={plural(moreTags, "more tag", "more tags")}>
                  +{moreTags}
                </Badge>
              </li>
            )}
          </ul>
        )}
        {companies.length > 0 && (
          <p className="truncate text-xs text-slate-500">
            <span className="sr-only">Companies: </span>
            {companies.map((name, index) => (
              <Fragment key={name}>
                {index > 0 && ", "}
                <CompanyName name={name} slug={item.company_slugs[index] ?? null} />
              </Fragment>
            ))}
            {hasMoreCompanies && "…"}
          </p>
        )}
      </div>
    </article>
  );
}

/** A company the card names: a link to its entity page, above the card's own link, when recognition resolved it. */
function CompanyName({ name, slug }: { name: string; slug: string | null }) {
  if (!slug) return name;
  return (
    <Link to={entityPagePath(slug)} className={RAISED_LINK}>
      {name}
    </Link>
  );
}

/** 1, 2 or 3 columns by width (spec §2). */
export function NewsCardGrid({ items }: { items: readonly NewsCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
