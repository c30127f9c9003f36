// Seeds reference data (always) and demo data (unless SEED_DEMO=false, or a
// production deployment without DEMO_MODE=1). SEED_DEMO_IMAGES=false leaves
// out the drawn vendor images, most of the time, for checks that never look
// at them (scripts/two-instances.mjs, bench/launch-fault.ts).
// Both are idempotent.
import { seedDemoData } from "../prisma/seed/demo";
import { seedReferenceData } from "../prisma/seed/reference";
import { standInsAllowed } from "../server/core/config";
import { closeDb, dbHandle } from "../server/core/db/client";
import { migrate } from "../server/core/db/migrate";

const db = dbHandle().prisma;
await migrate(db);
await seedReferenceData(db);
console.log("reference data seeded");
// Demo accounts have a published password and authenticator secret: a production deployment
// seeds them only as a declared demo (DEMO_MODE=1), like every other stand-in.
if (process.env.SEED_DEMO !== "false" && !standInsAllowed()) {
  console.log("production deployment: demo data not seeded (DEMO_MODE=1 for a demo deployment, SEED_DEMO=false to say so)");
} else if (process.env.SEED_DEMO !== "false") {
  await seedDemoData(db, { images: process.env.SEED_DEMO_IMAGES !== "false" });
  console.log("demo data seeded");
}
await closeDb();
