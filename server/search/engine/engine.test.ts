import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { searchProvider, setSearchProvider } from "./engine";

// Which engine answers: the built-in memory index unless Meilisearch is both
// chosen (or implied by its URL) and reachable by URL. `postgres`, the
// built-in engine's former name, keeps working for existing deployments.

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
  setSearchProvider(undefined);
});

async function engineWith(env: Record<string, string | undefined>): Promise<string> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  resetConfig();
  setSearchProvider(undefined);
  return (await searchProvider()).name;
}

describe("searchProvider", () => {
  it("uses the built-in memory index by default and for SEARCH_PROVIDER=memory-index or the former value postgres", async () => {
    expect(await engineWith({ SEARCH_PROVIDER: undefined, MEILISEARCH_URL: undefined })).toBe("memory-index");
    expect(await engineWith({ SEARCH_PROVIDER: "memory-index", MEILISEARCH_URL: "http://meili.test:7700" })).toBe("memory-index");
    expect(await engineWith({ SEARCH_PROVIDER: "postgres", MEILISEARCH_URL: "http://meili.test:7700" })).toBe("memory-index");
  });

  it("uses Meilisearch when its URL is set, unless the built-in engine is chosen; never without a URL", async () => {
    expect(await engineWith({ SEARCH_PROVIDER: undefined, MEILISEARCH_URL: "http://meili.test:7700" })).toBe("meilisearch");
    expect(await engineWith({ SEARCH_PROVIDER: "meilisearch", MEILISEARCH_URL: "http://meili.test:7700" })).toBe("meilisearch");
    expect(await engineWith({ SEARCH_PROVIDER: "meilisearch", MEILISEARCH_URL: undefined })).toBe("memory-index");
  });

  it("refuses an unknown engine name at start", async () => {
    await expect(engineWith({ SEARCH_PROVIDER: "elastic" })).rejects.toThrow();
  });
});
