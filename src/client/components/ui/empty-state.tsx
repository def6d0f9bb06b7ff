import type { ReactNode } from "react";
import { cn } from "@/client/lib/class-names";
import { Card } from "./card";

type EmptyStateProps = {
  /** A decorative icon (aria-hidden). */
  icon: ReactNode;
  title?: string;
  headingLevel?: "h2" | "h3";
  text: string;
  /** A card of its own where it stands for a screen's results; a plain block inside a card. */
  isFramed?: boolean;
  /** What to do next: a link or a button below the text. */
  action?: ReactNode;
};

/** What a list shows before a search or when nothing matched, and what to do next. */
export function EmptyState({ icon, title, headingLevel: Heading = "h2", text, isFramed = false, action }: EmptyStateProps) {
  const content = (
    <>
      {icon}
      {title && <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>}
      <p className={cn("text-slate-600", !isFramed && "text-sm")}>{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </>
  );
  const layout = "flex flex-col items-center gap-2 text-center";
  return isFramed ? <Card className={cn(layout, "px-6 py-14")}>{content}</Card> : <div className={cn(layout, "py-6")}>{content}</div>;
}
