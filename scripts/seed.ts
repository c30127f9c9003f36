// Seeds reference data (always) and demo data (unless SEED_DEMO=false).
// Both are idempotent.
import { seedDemoData } from "../prisma/seed/demo";
import { seedReferenceData } from "../prisma/seed/reference";
import { closeDb, dbHandle } from "../server/core/db/client";
import { migrate } from "../server/core/db/migrate";

const db = dbHandle().prisma;
await migrate(db);
await seedReferenceData(db);
console.log("reference data seeded");
if (process.env.SEED_DEMO !== "false") {
  await seedDemoData(db);
  console.log("demo data seeded");
}
await closeDb();
