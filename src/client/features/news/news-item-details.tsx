import type { ReactNode } from "react";
import { Link } from "react-router";
import { entityPagePath } from "@/shared/entities/paths";
import type { EntityRef } from "@/shared/entities/vocabulary";
import type { Tag } from "@/shared/news/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { CHIP_LINK, EntityChips } from "../entities/entity-chips";
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

/** A name as the item's facets and its recognized entities are compared: case, spacing and punctuation aside. */
const nameKey = (name: string) => name.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The recognized entity a facet's name stands for, by its name, if recognition found it. */
function linkFor(name: string, links: readonly EntityRef[]): EntityRef | undefined {
  return links.find((link) => nameKey(link.name) === nameKey(name));
}

/** An entity's chip: a link to its page when recognition resolved it, else the name alone. */
function EntityChip({ name, link }: { name: string; link: EntityRef | undefined }) {
  if (!link) return <Badge>{name}</Badge>;
  return (
    <Link to={entityPagePath(link.slug)} className={CHIP_LINK}>
      {name}
    </Link>
  );
}

/** Companies, Regulators, Geographies (spec §2 /news/{id}); each name links to its entity page where known. */
export function EntityCard({ title, values, links = [] }: { title: string; values: readonly string[]; links?: readonly EntityRef[] }) {
  return (
    <SideCard title={title}>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li key={value}>
              <EntityChip name={value} link={linkFor(value, links)} />
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

/** The recognized entities no card above names (drugs, targets, indications…), each linked to its page. */
export function MentionedCard({ links, shown }: { links: readonly EntityRef[]; shown: readonly string[] }) {
  const rest = links.filter((link) => !shown.some((name) => nameKey(name) === nameKey(link.name)));
  if (rest.length === 0) return null;
  return (
    <SideCard title="Also mentioned">
      <EntityChips entities={rest} />
    </SideCard>
  );
}
