import type { Tx } from "../core/db/client";
import { bilingual, type NotificationParams } from "./params";

// Callers name the vendor in the recipient's language of the moment
// (`vendor_name: "قاعة الراية"`); the reader may read it in the other one.
// A vendor name given as one string is matched to the vendor's row when the
// notification is read (inbox page, each delivery), so English readers read
// "Al Raya Hall"; the stored params stay as written. A string
// that matches no vendor, or two vendors with different names, stays as given.

/** The params naming a vendor (a message's sender is the vendor when the vendor wrote). */
const VENDOR_NAME_KEYS = ["vendor_name", "sender_name"] as const;

type Client = Pick<Tx, "vendor">;

/** Both names of each vendor named in `names` (by its Arabic or English name). */
async function bothNames(client: Client, names: string[]): Promise<Map<string, { ar: string; en: string } | null>> {
  const found = new Map<string, { ar: string; en: string } | null>();
  if (names.length === 0) return found;
  const rows = await client.vendor.findMany({
    where: { OR: [{ nameAr: { in: names } }, { nameEn: { in: names } }] },
    select: { nameAr: true, nameEn: true },
    take: 500,
  });
  for (const row of rows) {
    for (const name of new Set([row.nameAr, row.nameEn])) {
      if (!names.includes(name)) continue;
      const prior = found.get(name);
      const pair = { ar: row.nameAr, en: row.nameEn };
      // Two vendors sharing a name in one language but not the other: which one is meant is unknown.
      found.set(name, prior === undefined || (prior && prior.ar === pair.ar && prior.en === pair.en) ? pair : null);
    }
  }
  return found;
}

/** The params of several notifications with their vendor names made bilingual (one query). */
export async function withBilingualVendorNames(client: Client, paramSets: NotificationParams[]): Promise<NotificationParams[]> {
  const names = [...new Set(paramSets.flatMap((p) => VENDOR_NAME_KEYS.flatMap((k) => (typeof p[k] === "string" && p[k] ? [p[k] as string] : []))))];
  const found = await bothNames(client, names);
  return paramSets.map((p) => {
    const out = { ...p };
    for (const key of VENDOR_NAME_KEYS) {
      const pair = typeof p[key] === "string" ? found.get(p[key] as string) : undefined;
      if (pair) out[key] = bilingual(pair.ar, pair.en);
    }
    return out;
  });
}
