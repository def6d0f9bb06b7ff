const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The story an editor names to merge into: its page's address (`/stories/<id>`, with or without
 * the site), or its id alone. Null for anything else.
 */
export function storyIdOf(text: string): string | null {
  const value = text.trim();
  if (UUID.test(value)) return value.toLowerCase();
  let path: string;
  try {
    path = new URL(value, "https://site.invalid").pathname;
  } catch {
    return null;
  }
  const id = /^\/stories\/([^/]+)\/?$/.exec(path)?.[1];
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
