/** Where comments go on the item page (spec §2 Comments); the comments issue fills it. */
export function NewsComments({ newsId }: { newsId: string }) {
  return <section aria-label="Comments" data-news-id={newsId} />;
}
