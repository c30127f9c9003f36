// Makes the WebP variants of public images verified before variants existed
// (docs/media.md "Variants"): `npx tsx scripts/media-variants.ts` with the
// deployment's environment. Idempotent; the seed does the same on every start.
import { closeDb } from "../server/core/db/client";
import { mediaStorage } from "../server/media/storage";
import { backfillVariants } from "../server/media/variants";

console.log(`variants made for ${await backfillVariants(mediaStorage())} image(s)`);
await closeDb();
