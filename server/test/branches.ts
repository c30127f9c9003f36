import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";

// Branches for tests (docs/vendor-team.md "Branches"): created through the API as the owner.

export async function areaIds(count: number): Promise<string[]> {
  const areas = await db.area.findMany({ orderBy: { slug: "asc" }, take: count, select: { id: true } });
  return areas.map((a) => a.id);
}

export async function addBranch(ownerToken: string, areaId: string, nameEn = "Salmiya branch") {
  const res = await call("/vendors/me/branches", {
    method: "POST",
    headers: auth(ownerToken),
    body: { name_ar: "فرع السالمية", name_en: nameEn, area_id: areaId },
  });
  if (res.status !== 201) throw new Error(`branch not created: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as { id: string; area: { id: string } };
}

/** Limits the member (user) of the vendor to the branches, through PATCH /vendors/me/team/{id}. */
export async function limitMember(ownerToken: string, vendorId: string, userId: string, branchIds: string[]) {
  const { id } = await db.vendorMember.findFirstOrThrow({ where: { vendorId, userId }, select: { id: true } });
  const res = await call(`/vendors/me/team/${id}`, { method: "PATCH", headers: auth(ownerToken), body: { branch_ids: branchIds } });
  if (res.status !== 200) throw new Error(`member not limited: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}
