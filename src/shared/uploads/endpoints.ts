import { defineEndpoints } from "../api/endpoint";

export const uploadEndpoints = defineEndpoints({
  createImage: {
    method: "post",
    path: "/api/uploads/images",
    access: { action: "news:review", forbiddenMessage: "Only editors and admins may upload images." },
  },
});
