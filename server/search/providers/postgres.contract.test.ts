import { describeSearchContract } from "../contract";
import { PostgresSearchProvider } from "./postgres";

// Runs on PostgreSQL (CI's first pass) and on PGlite (the second).
describeSearchContract("postgres", async () => new PostgresSearchProvider());
