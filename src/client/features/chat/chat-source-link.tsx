import type { ReactNode } from "react";
import type { ChatSource } from "@/shared/chat/contracts";

const KIND_LABELS: Record<ChatSource["kind"], string> = { news: "News", trial: "Clinical trial", preprint: "Preprint" };

export function sourceKindLabel(kind: ChatSource["kind"]): string {
  return KIND_LABELS[kind];
}

/**
 * Every source opens in a new tab, our news items too: the conversation lives only in this page
 * (news-community-support.md §3), so following a source must not end it (issue 15 §6).
 */
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
