import { defineEndpoints } from "../api/endpoint";
import { COMMENT_SIGN_IN_MESSAGE } from "./rules";

const SIGN_IN_TO_CHANGE = "Please sign in to edit or delete your comments.";
// Comments belong to an account: editor access without one may read but not write (the
// permission table leaves it out of comments:write; its grant has no user to name as author).

export const commentEndpoints = defineEndpoints({
  list: { method: "get", path: "/api/news/{id}/comments", access: "public" },
  create: {
    method: "post",
    path: "/api/news/{id}/comments",
    access: { action: "comments:write", signedOutMessage: COMMENT_SIGN_IN_MESSAGE },
  },
  update: { method: "put", path: "/api/comments/{id}", access: { action: "comments:write", signedOutMessage: SIGN_IN_TO_CHANGE } },
  delete: { method: "delete", path: "/api/comments/{id}", access: { action: "comments:write", signedOutMessage: SIGN_IN_TO_CHANGE } },
});
