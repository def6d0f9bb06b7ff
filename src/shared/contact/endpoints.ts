import { defineEndpoints } from "../api/endpoint";

export const contactEndpoints = defineEndpoints({
  sendMessage: { method: "post", path: "/api/contact", access: "public" },
  getInfo: { method: "get", path: "/api/contact/info", access: "public" },
});
