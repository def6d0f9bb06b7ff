/** After the banner or dialog goes away, keyboard users continue from the page's main content. */
export function focusMainContent(): void {
  document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
}
