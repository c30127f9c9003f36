import { searchProviderName } from "../../core/config";
import type { SearchProvider } from "./provider";

// The search provider in use (server/core/config.ts `searchProviderName`),
// created on first use. Implementations are loaded here, never from
// ./provider.ts, so they can import the interface without a cycle.

let instance: SearchProvider | undefined;

export async function searchProvider(): Promise<SearchProvider> {
  if (!instance) {
    instance =
      searchProviderName() === "meilisearch"
        ? new (await import("./providers/meilisearch")).MeilisearchProvider()
        : new (await import("./providers/memory-index")).MemoryIndexSearchProvider();
  }
  return instance;
}

/**
 * Loads what the engine keeps in memory (the built-in engine's copy of the
 * index) at server start, so the first search does not wait for it.
 */
export async function warmSearchEngine(): Promise<void> {
  try {
    const provider = await searchProvider();
    if ("warm" in provider && typeof provider.warm === "function") await provider.warm();
  } catch (e) {
    console.error("[search] warm-up failed:", e);
  }
}

/** Tests swap the provider (a failing one for the 503 path). */
export function setSearchProvider(provider: SearchProvider | undefined): void {
  instance = provider;
}
