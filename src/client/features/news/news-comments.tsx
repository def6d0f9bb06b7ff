import { CommentsSection } from "@/client/features/comments/comments-section";

/** Where comments go on the item page (spec §2 Comments). */
export function NewsComments({ newsId }: { newsId: string }) {
  return <CommentsSection newsId={newsId} />;
}
