// The spec's words for a caller the news operations refuse (news-community-support.md §5).
export const SIGN_IN_TO_GENERATE = "Sign in required to generate preview.";
export const SIGN_IN_TO_PUBLISH = "Sign in required to publish.";
export const SIGN_IN_TO_REVIEW = "Sign in with an editor or admin account, or unlock editor access, to review news.";
export const REVIEW_FORBIDDEN_MESSAGE = "Reviewing news needs an editor or admin account, or editor access.";

// The item page's words (spec §2 /news/{id}, issue 17 §3), in React and in the server's first HTML.
export const NEWS_DISCLAIMER =
  "Summaries are informational and link to original sources. Not medical, regulatory, or investment advice.";
export const BRIEF_EXPLANATION = "Key facts extracted from the original; a full translation needs an AI provider.";
