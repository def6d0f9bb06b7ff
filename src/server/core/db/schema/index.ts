export * from "./auth";
export * from "./app";
export * from "./news";
export * from "./community";
export * from "./intelligence";
export * from "./jobs";
export * from "./monitor";
export * from "./entities";
