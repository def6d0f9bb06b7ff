import type { CommentAuthor } from "./contracts";

const ANONYMOUS_NAME = "Anonymous";

/** news-community-support.md §3: full name, else the e-mail before the @, else 'Anonymous'. */
export function commentAuthor(fullName: string | null | undefined, email: string | null | undefined): CommentAuthor {
  const name = fullName?.trim() || email?.split("@")[0]?.trim() || ANONYMOUS_NAME;
  // Array.from keeps a letter outside the BMP (an emoji, some scripts) whole.
  return { display_name: name, initials: Array.from(name).slice(0, 2).join("").toUpperCase() };
}
