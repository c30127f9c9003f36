import { AppError } from "../../core/errors";

/**
 * Runs a call into the search engine; any failure of the engine becomes 503
 * SEARCH_UNAVAILABLE (clients fall back to category browsing). The cause is
 * logged, never returned: provider details stay inside.
 */
export async function withSearchEngine<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError) throw e;
    console.error("[search] engine call failed:", e);
    throw new AppError("SEARCH_UNAVAILABLE");
  }
}
