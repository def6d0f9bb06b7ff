// Limits and words of comments, apart from the zod contracts so read-only screens load no schema library.

// The spec asks for "a sensible maximum length" (community issue §1) without a number; 2000
// matches the contact form's message limit (news-community-support.md §9). It lives here, not in
// limits.ts, until that file's owner moves it.
export const COMMENT_MAX_LENGTH = 2000;

/** Comments per page, newest first; the client asks for older ones with the cursor. */
export const COMMENT_PAGE_SIZE = 50;
export const COMMENT_PAGE_SIZE_MAX = 100;

// The spec's words (news-community-support.md §5 and §8).
export const COMMENT_SIGN_IN_MESSAGE = "Please sign in to add comments";
export const COMMENT_EMPTY_MESSAGE = "Comment cannot be empty";
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${COMMENT_MAX_LENGTH} characters`;
export const COMMENT_DELETE_CONFIRM = "Are you sure you want to delete this comment?";
