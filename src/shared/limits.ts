// Constants from the specification live here, so that a number in a component is a question.
// Sources: agents-accounts-admin.md §9 and news-community-support.md §9, unless noted.

export const PASSWORD_MIN_SIGN_IN = 6;
export const PASSWORD_MIN_SIGN_UP = 8;
// Better Auth's default maximum; long enough for passphrases, short enough to bound hashing work.
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const EMAIL_MAX = 255;
export const PROFILE_TEXT_MAX = 200;

export const SESSION_DAYS = 30;
export const EDITOR_ACCESS_HOURS = 12;
export const EMAIL_VERIFICATION_HOURS = 24;
export const PASSWORD_RESET_HOURS = 1;

/** Server-side rate limits: `limit` requests per `windowSeconds`, counted per key. */
export const RATE_LIMITS = {
  // Per client address and e-mail (guessing one account), and per client address (spraying many).
  signIn: { limit: 10, windowSeconds: 60 },
  signInPerClient: { limit: 30, windowSeconds: 60 },
  // Failed sign-ins of one account from any number of client addresses (issue 14 §5).
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUp: { limit: 10, windowSeconds: 60 * 60 },
  // Confirmation e-mails: per address and per client address.
  emailPerAddress: { limit: 3, windowSeconds: 15 * 60 },
  emailPerClient: { limit: 10, windowSeconds: 60 * 60 },
  // Per account: a stolen session must not become a way to guess the current password.
  changePassword: { limit: 5, windowSeconds: 15 * 60 },
  // The issue fixes this one: at most 5 editor login attempts a minute per address.
  editorLogin: { limit: 5, windowSeconds: 60 },
  // Wrong editor passwords per account, and from all signed-out browsers together (issue 14 §5).
  editorLoginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  // Credits bound the work; these bound the rate (news issue §1, proof issue §3).
  newsIngest: { limit: 10, windowSeconds: 60 },
  shareSummary: { limit: 30, windowSeconds: 10 * 60 },
  imageUpload: { limit: 30, windowSeconds: 10 * 60 },
  contact: { limit: 5, windowSeconds: 60 * 60 },
  // Per signed-in user: a person types a few questions a minute; a script gets 429.
  chat: { limit: 20, windowSeconds: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

export const NEWS_LIMITS = {
  pageSize: 20,
  pageSizeMax: 50,
  homeItems: 6,
  latestPublishedInIngest: 5,
  topicChips: 20,
  cardTags: 3,
  cardCompanies: 2,
  cardSummaryChars: 320,
  titleMax: 300,
  summaryHtmlMax: 50_000,
  urlMax: 2048,
  tagLabelMax: 80,
  tagsPerItem: 40,
  tagFiltersMax: 10,
  entityMax: 120,
  /** An entity page's address: the type, a hyphen and the slug of a name of up to entityMax characters. */
  entitySlugMax: 200,
  entitiesPerKind: 50,
  keywordsPerItem: 50,
  copiedIndicatorMs: 2000,
  editorFontSizes: [12, 14, 16, 18, 20, 24],
  editorMinHeightPx: 200,
  imageUploadMaxBytes: 2 * 1024 * 1024,
  /** Outside images of one summary copied here on save; further ones are dropped. */
  remoteImagesPerSummary: 10,
  /** How long a save waits for an outside image before dropping it. */
  remoteImageTimeoutMs: 10_000,
  xPostMax: 280,
} as const;

/** news-community-support.md §6: credits per kind of work. */
export const NEWS_CREDITS = {
  user: { previews: 5, publications: 5, period: "lifetime" },
  staff: { previews: 100, publications: 100, period: "day" },
} as const;

/** The guarded fetcher (DESIGN.md, news issue §1). */
export const FETCH_LIMITS = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  /** An address checked when it is given (a monitored site) waits this long for DNS. */
  lookupTimeoutMs: 5_000,
} as const;
