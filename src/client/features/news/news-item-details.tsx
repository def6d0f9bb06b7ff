import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Tag } from "@/shared/news/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { tagDescription } from "./news-format";
import { tagFeedPath } from "./news-summary";

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="p-5 pb-3">
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="p-5 pt-0">{children}</CardContent>
    </Card>
  );
}

/** Companies, Regulators, Geographies (spec §2 /news/{id}). */
export function EntityCard({ title, values }: { title: string; values: readonly string[] }) {
  return (
    <SideCard title={title}>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li key={value}>
              <Badge>{value}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">None mentioned</p>
      )}
    </SideCard>
  );
}

/** Tag chips that open the feed filtered by the tag; category and confidence on hover (spec §2, §3). */
export function TagsCard({ tags }: { tags: readonly Tag[] }) {
  return (
    <SideCard title="Tags">
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.label}>
              <Link
                to={tagFeedPath(tag.label)}
                title={tagDescription(tag)}
                aria-description={tagDescription(tag)}
                className="inline-flex rounded-full border border-teal-200 bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 hover:border-teal-500 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No tags</p>
      )}
    </SideCard>
  );
}
