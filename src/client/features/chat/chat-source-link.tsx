import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ChatSource } from "@/shared/chat/contracts";

const KIND_LABELS: Record<ChatSource["kind"], string> = { news: "News", trial: "Clinical trial", preprint: "Preprint" };

export function sourceKindLabel(kind: ChatSource["kind"]): string {
  return KIND_LABELS[kind];
}

/** Our news items open in the app; registry and preprint pages in a new tab. */
export function ChatSourceLink({
  source,
  className,
  label,
  children,
}: {
  source: ChatSource;
  className?: string;
  /** The accessible name when the visible text alone ("[1]") does not say where it goes. */
  label?: string;
  children: ReactNode;
}) {
  if (source.kind === "news") {
    return (
      <Link to={source.url} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
      {!label && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
