import { it } from "vitest";
import { config } from "@/server/core/config";
import { describeSearchContract } from "../../../test/search-contract";
import { describeRecommendedContract } from "../../../test/search-contract-recommended";
import { MeilisearchProvider } from "./meilisearch";

// The provider contract against a real Meilisearch, when one is configured
// (MEILISEARCH_URL, optional MEILISEARCH_API_KEY). Its own indexes
// (`<prefix>_contract_vendors`, `_services`) keep test documents out of the
// app's indexes on the same server.
if (process.env.MEILISEARCH_URL) {
  describeSearchContract("meilisearch", async () => new MeilisearchProvider({ indexPrefix: `${config().MEILISEARCH_INDEX_PREFIX}_contract` }));
  describeRecommendedContract("meilisearch", async () => new MeilisearchProvider({ indexPrefix: `${config().MEILISEARCH_INDEX_PREFIX}_contract` }));
} else {
  // reason: the contract runs against a real Meilisearch only (MEILISEARCH_URL); none can run on this machine (docs/search.md).
  it.skip("search provider contract: meilisearch (MEILISEARCH_URL is not set)", () => {});
}
