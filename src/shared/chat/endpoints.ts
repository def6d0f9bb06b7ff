import { defineEndpoints } from "../api/endpoint";

export const chatEndpoints = defineEndpoints({
  sendMessage: { method: "post", path: "/api/chat", access: "chat:use" },
});
