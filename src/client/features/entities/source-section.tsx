import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { EntityPage } from "@/shared/entities/contracts";
import { can } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toActor, useMe } from "@/client/lib/session";
import { SOURCE_RECORDS_SHOWN, useSourceAnswer, type SOURCES } from "./entity-sources";

/** A section's heading with its count beside it (none while it is unknown). */
export function SectionHeading({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
      {title}
      {count !== undefined && (
        <Badge variant="outline" aria-label={`(${count})`}>
          {count.toLocaleString("en-US")}
        </Badge>
      )}
    </h2>
  );
}

type Source = (typeof SOURCES)[number];

/** The heading as words in a sentence: "clinical trials", "SEC filings". */
const inSentence = (title: string) => (/^[A-Z][a-z]/.test(title) ? title.toLowerCase() : title);

/**
 * One intelligence service's answer for the entity: its first records, linked to their source.
 * The services are for signed-in accounts (agents:use): a visitor is invited to sign in instead.
 */
export function SourceSection({ source, entity }: { source: Source; entity: EntityPage }) {
  const me = useMe();
  const allowed = can(toActor(me.data), "agents:use");
  const answer = useSourceAnswer(source, entity, allowed);
  const id = `entity-${source.title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <SectionHeading id={id} title={source.title} count={answer.data?.total} />
      <SourceBody source={source} entity={entity} allowed={allowed} sessionPending={me.isPending} answer={answer} />
    </section>
  );
}

function SourceBody({
  source,
  entity,
  allowed,
  sessionPending,
  answer,
}: {
  source: Source;
  entity: EntityPage;
  allowed: boolean;
  sessionPending: boolean;
  answer: ReturnType<typeof useSourceAnswer>;
}) {
  if (sessionPending) return <Spinner label={`Loading ${inSentence(source.title)}`} className="size-5" />;
  if (!allowed) {
    return (
      <p className="text-sm text-slate-600">
        <Link to={ROUTES.auth} className="font-medium text-teal-700 underline-offset-2 hover:underline">
          Sign in
        </Link>{" "}
        to see {inSentence(source.title)} about {entity.name}.
      </p>
    );
  }
  if (source.searchFor(entity) === null) return <p className="text-sm text-slate-600">{source.notApplicable}</p>;
  if (answer.isPending) return <Spinner label={`Loading ${inSentence(source.title)}`} className="size-5" />;
  if (answer.isError) {
    return (
      <Alert variant="destructive" title={`${source.title} could not be loaded`}>
        <p>{answer.error.message}</p>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void answer.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const records = answer.data.records.slice(0, SOURCE_RECORDS_SHOWN);
  if (records.length === 0) return <p className="text-sm text-slate-600">
        Nothing found for “{source.searchFor(entity)}” in {source.origin}.
      </p>;
  return (
    <>
      <ul className="space-y-3">
        {records.map((record) => (
          <li key={record.id} className="text-sm">
            {record.url ? (
              <a href={record.url} target="_blank" rel="noopener noreferrer" className="font-medium break-words text-teal-800 hover:underline">
                {record.title}
                <ExternalLink aria-hidden className="ml-1 inline size-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-medium break-words text-slate-900">{record.title}</span>
            )}
            {record.detail && <p className="text-xs text-slate-500">{record.detail}</p>}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        From {source.origin}, searched for “{source.searchFor(entity)}”.
      </p>
    </>
  );
}
