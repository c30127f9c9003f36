import type { Tx } from "../core/db/client";

/**
 * The branch of each recipient vendor that receives an RFQ for `areaId`: the
 * vendor's oldest branch in that area. Vendors without one (or an RFQ without
 * an area) get the RFQ for the whole vendor.
 */
export async function branchesInArea(tx: Tx, vendorIds: readonly string[], areaId: string | null): Promise<Map<string, string>> {
  if (!areaId || vendorIds.length === 0) return new Map();
  const rows = await tx.vendorBranch.findMany({
    where: { vendorId: { in: [...vendorIds] }, areaId },
    select: { id: true, vendorId: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const byVendor = new Map<string, string>();
  for (const row of rows) if (!byVendor.has(row.vendorId)) byVendor.set(row.vendorId, row.id);
  return byVendor;
}
