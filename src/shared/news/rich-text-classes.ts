/**
 * How a summary's HTML looks: in the editor, on the item page, and in the item page's first HTML
 * that the server writes (server/features/news/item-first-paint.ts).
 */
export const RICH_TEXT_CLASSES = [
  "text-base leading-relaxed text-slate-800 break-words",
  "[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold",
  "[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_li>p]:my-0 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a[href]]:text-teal-700 [&_a[href]]:underline [&_a[href]]:underline-offset-2 [&_a[href]_strong]:text-teal-800",
  "[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
].join(" ");

/** The item page's summary: the rich text at a larger size (the same classes as `cn(RICH_TEXT_CLASSES, "text-lg")`). */
export const SUMMARY_TEXT_CLASSES = `${RICH_TEXT_CLASSES.replace("text-base ", "")} text-lg`;
