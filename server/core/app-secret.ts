import { db } from "./db/client";

/**
 * A secret generated once and kept in `app_secrets` (the embedded default's
 * signing keys). Insert-if-absent, then read: concurrent first calls (several
 * requests, the seed's parallel uploads, two instances) all get the row that
 * won instead of failing on the primary key.
 */
export async function storedSecret(key: string, generate: () => string): Promise<string> {
  await db.appSecret.createMany({ data: [{ key, value: generate() }], skipDuplicates: true });
  return (await db.appSecret.findUniqueOrThrow({ where: { key } })).value;
}
