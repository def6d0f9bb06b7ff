import { defineEndpoints } from "../api/endpoint";

export const storyEndpoints = defineEndpoints({
  get: { method: "get", path: "/api/stories/{id}", access: "public" },
  /** Editors: take a report out of its story (into a story of its own); the decision stands against later clustering. */
  split: { method: "post", path: "/api/stories/{id}/split", access: "news:review" },
  /** Editors: move every report of this story into another. */
  merge: { method: "post", path: "/api/stories/{id}/merge", access: "news:review" },
});
