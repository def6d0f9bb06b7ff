/**
 * Brings a part of the page into view and moves keyboard focus there, so that a "Try Demo" button
 * helps screen reader and keyboard users as much as it helps the eye.
 */
export function scrollToSection(section: HTMLElement | null, focusTarget: HTMLElement | null = section): void {
  if (!section) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  focusTarget?.focus({ preventScroll: true });
}
