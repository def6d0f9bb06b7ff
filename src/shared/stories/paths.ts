// Without the story endpoints: a feed card links here from home's first screen, and importing the
// endpoints there split the entry chunk in pieces (3.5 KB gzip more to load).

/** A story's page: `/stories/{id}`. */
export function storyPagePath(id: string): string {
  return `/stories/${encodeURIComponent(id)}`;
}
