/** The API path of one news item; the client calls it and the server answers it inside /news/{id}. */
export function getNewsPath(id: string): string {
  return `/api/news/${encodeURIComponent(id)}`;
}
