import type { ReactNode } from "react";

/**
 * A table that may scroll sideways on a phone. The wrapper is focusable and named so that keyboard
 * users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 * It is positioned, so that a visually hidden label inside stays inside its scrolling.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {children}
    </div>
  );
}
