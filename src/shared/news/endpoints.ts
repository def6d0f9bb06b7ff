import { defineEndpoints } from "../api/endpoint";
import type { Access } from "../auth/access";
import { REVIEW_FORBIDDEN_MESSAGE, SIGN_IN_TO_GENERATE, SIGN_IN_TO_PUBLISH, SIGN_IN_TO_REVIEW } from "./messages";

const REVIEWERS: Access = { action: "news:review", signedOutMessage: SIGN_IN_TO_REVIEW, forbiddenMessage: REVIEW_FORBIDDEN_MESSAGE };
const PUBLISHERS: Access = { action: "news:ingest", signedOutMessage: SIGN_IN_TO_PUBLISH };

// In the order the server registers them: the fixed paths before `/api/news/{id}`.
export const newsEndpoints = defineEndpoints({
  list: { method: "get", path: "/api/news", access: "public" },
  listTopics: { method: "get", path: "/api/news/topics", access: "public" },
  listReview: { method: "get", path: "/api/news/review", access: REVIEWERS },
  listOwn: { method: "get", path: "/api/news/mine", access: "news:list-own" },
  getCredits: { method: "get", path: "/api/news/credits", access: "news:ingest" },
  ingest: { method: "post", path: "/api/news/ingest", access: { action: "news:ingest", signedOutMessage: SIGN_IN_TO_GENERATE } },
  createShareSummary: { method: "post", path: "/api/news/share-summary", access: "public" },
  get: { method: "get", path: "/api/news/{id}", access: "public" },
  getOriginal: { method: "get", path: "/api/news/{id}/original", access: "public" },
  create: { method: "post", path: "/api/news", access: PUBLISHERS },
  update: { method: "put", path: "/api/news/{id}", access: REVIEWERS },
  publish: { method: "post", path: "/api/news/{id}/publish", access: PUBLISHERS },
  delete: { method: "delete", path: "/api/news/{id}", access: REVIEWERS },
});
