import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "@/client/lib/class-names";

const TEXT_LINK_CLASSES =
  "rounded font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600";

/** An underlined link inside running text (a link among words needs more than colour to stand out). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(TEXT_LINK_CLASSES, className)} {...props} />;
}

/** The same look for a page outside the product, opened in a new tab. */
export function ExternalTextLink({ className, children, ...props }: ComponentProps<"a">) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn(TEXT_LINK_CLASSES, className)} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
