import type { SearchProvider } from "@/server/search/engine/provider";

// A search engine that is down: every call fails (set it with setSearchProvider).
const refused = async (): Promise<never> => Promise.reject(new Error("engine unreachable"));

export const engineDown: SearchProvider = {
  name: "memory-index",
  upsert: refused,
  removeVendor: refused,
  replaceVendor: refused,
  remove: refused,
  indexedIds: refused,
  search: refused,
  suggest: refused,
  setSynonyms: refused,
};
