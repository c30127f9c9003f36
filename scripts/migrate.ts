// Applies pending migrations to the configured database (PostgreSQL with
// DATABASE_URL, otherwise the embedded PGlite under DATA_DIR).
import { closeDb, dbHandle } from "../server/core/db/client";
import { migrate } from "../server/core/db/migrate";

const applied = await migrate(dbHandle().prisma);
console.log(applied.length ? `applied migrations: ${applied.join(", ")}` : "database schema is up to date");
await closeDb();
