import { describeSearchContract } from "../../../test/search-contract";
import { describeRecommendedContract } from "../../../test/search-contract-recommended";
import { MemoryIndexSearchProvider } from "./memory-index";

// Runs on PostgreSQL (CI's first pass) and on PGlite (the second).
describeSearchContract("memory-index", async () => new MemoryIndexSearchProvider());
describeRecommendedContract("memory-index", async () => new MemoryIndexSearchProvider());
