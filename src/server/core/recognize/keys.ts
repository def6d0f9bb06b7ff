// The key is shared with the client, which links a name to its entity page (shared/entities/keys.ts).
export { entityKey } from "@/shared/entities/keys";
