import { defineEndpoints } from "../api/endpoint";
import type { Access } from "../auth/access";

// Correcting what recognition linked is part of reviewing news (issue 17 §1): the same editors.
const EDITORS: Access = {
  action: "news:review",
  signedOutMessage: "Sign in with an editor or admin account, or unlock editor access, to review entities.",
  forbiddenMessage: "Reviewing entities needs an editor or admin account, or editor access.",
};

// In the order the server registers them: the fixed paths before `/api/entities/{slug}`.
export const entityEndpoints = defineEndpoints({
  listReview: { method: "get", path: "/api/entities/review", access: EDITORS },
  search: { method: "get", path: "/api/entities", access: EDITORS },
  get: { method: "get", path: "/api/entities/{slug}", access: "public" },
  rename: { method: "patch", path: "/api/entities/{slug}", access: EDITORS },
  merge: { method: "post", path: "/api/entities/{slug}/merge", access: EDITORS },
  confirmMention: { method: "post", path: "/api/entities/{slug}/mentions/{item_id}/confirm", access: EDITORS },
  splitMention: { method: "post", path: "/api/entities/{slug}/mentions/{item_id}/split", access: EDITORS },
});
