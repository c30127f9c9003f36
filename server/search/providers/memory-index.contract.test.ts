import { describeSearchContract } from "../contract";
import { MemoryIndexSearchProvider } from "./memory-index";

// Runs on PostgreSQL (CI's first pass) and on PGlite (the second).
describeSearchContract("memory-index", async () => new MemoryIndexSearchProvider());
