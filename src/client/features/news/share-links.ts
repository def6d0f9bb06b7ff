import { NEWS_LIMITS } from "@/shared/limits";

// X counts every link as 23 characters, whatever its length.
const X_LINK_LENGTH = 23;

/** LinkedIn reads the Open Graph tags of the item's share page (the spec's og-preview). */
export function linkedInShareUrl(origin: string, id: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${origin}/og/news/${id}`)}`;
}

export function xShareUrl(text: string, pageUrl: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(pageUrl)}`;
}

/** The length X will count for the text followed by the link. */
export function xPostLength(text: string): number {
  return [...text].length + 1 + X_LINK_LENGTH;
}

export const X_POST_MAX = NEWS_LIMITS.xPostMax;

export function openShareWindow(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer,width=600,height=640");
}
