import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { notFound, validationFailed } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { localized, type Locale } from "../core/i18n";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import type { BranchView, CreateBranchInput, UpdateBranchInput } from "./schemas";
import { branchLimit } from "./scope";

// The owner's branches (docs/vendor-team.md "Branches"): a name in both
// languages, the area whose RFQs it receives, an optional point and an
// optional own daily capacity. Each change is audited on the vendor.
// Removing a branch leaves its services, RFQs and days to the whole vendor.
// A branch added, moved to another area or removed emits VendorChanged: search
// finds the vendor in its branches' areas (server/search/engine/documents.ts).

const include = { area: { select: { id: true, nameAr: true, nameEn: true } }, _count: { select: { members: true } } } as const;
type Row = NonNullable<Awaited<ReturnType<typeof findBranch>>>;

const findBranch = (client: Tx, vendorId: string, id: string) => client.vendorBranch.findFirst({ where: { id, vendorId }, include });

function view(b: Row, locale: Locale): BranchView {
  return {
    id: b.id,
    name: localized(locale, b.nameAr, b.nameEn),
    name_ar: b.nameAr,
    name_en: b.nameEn,
    area: { id: b.area.id, name: localized(locale, b.area.nameAr, b.area.nameEn), name_en: b.area.nameEn },
    latitude: b.latitude,
    longitude: b.longitude,
    location: { latitude: b.latitude, longitude: b.longitude, address_line: b.addressLine, source: b.locationSource },
    daily_capacity: b.dailyCapacity,
    members_count: b._count.members,
    created_at: b.createdAt.toISOString(),
  };
}

async function assertArea(client: Tx, areaId: string) {
  if (!(await client.area.findUnique({ where: { id: areaId }, select: { id: true } }))) throw validationFailed({ area_id: ["validation.unknown_area"] });
}

/** A member limited to branches sees only those. */
export async function listBranches(vendorId: string, ctx: RequestContext): Promise<BranchView[]> {
  const limit = await branchLimit(vendorId, ctx.userId);
  const rows = await db.vendorBranch.findMany({
    where: { vendorId, ...inBranchIds(limit) },
    include,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((b) => view(b, ctx.locale));
}

export async function createBranch(vendorId: string, input: CreateBranchInput, ctx: RequestContext): Promise<BranchView> {
  return db.$transaction(async (tx) => {
    await assertArea(tx, input.area_id);
    const id = newId();
    await tx.vendorBranch.create({
      data: {
        id,
        vendorId,
        nameAr: input.name_ar,
        nameEn: input.name_en,
        areaId: input.area_id,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        // A typed point is pinned; otherwise the point is found from the address (server/geocoding).
        locationSource: typeof input.latitude === "number" ? "pinned" : null,
        addressLine: input.address_line || null,
        dailyCapacity: input.daily_capacity ?? null,
        createdAt: now(),
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.branch.created",
      entityType: "vendor",
      entityId: vendorId,
      diff: { branch_id: [null, id], name_en: [null, input.name_en], area_id: [null, input.area_id] },
      request: ctx,
    });
    await emit(tx, "VendorChanged", { vendorId });
    if (typeof input.latitude !== "number") await emit(tx, "AddressChanged", { subject: "branch", id, vendorId });
    return view((await findBranch(tx, vendorId, id))!, ctx.locale);
  });
}

const COLUMNS = {
  name_ar: "nameAr",
  name_en: "nameEn",
  area_id: "areaId",
  latitude: "latitude",
  longitude: "longitude",
  address_line: "addressLine",
  daily_capacity: "dailyCapacity",
} as const;

export async function updateBranch(vendorId: string, id: string, input: UpdateBranchInput, ctx: RequestContext): Promise<BranchView> {
  return db.$transaction(async (tx) => {
    const before = await findBranch(tx, vendorId, id);
    if (!before) throw notFound();
    if (input.area_id) await assertArea(tx, input.area_id);
    const data: Record<string, unknown> = {};
    const diff: Record<string, [unknown, unknown]> = {};
    const wanted = { ...input, ...(input.address_line !== undefined ? { address_line: input.address_line || null } : {}) };
    for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]][]) {
      const value = wanted[field];
      if (value === undefined || value === before[column]) continue;
      data[column] = value;
      diff[field] = [before[column], value];
    }
    // A typed point pins it; both null clear the pin (the address finds the point again).
    if (input.latitude !== undefined) {
      const source = input.latitude === null ? null : "pinned";
      if (source !== before.locationSource) {
        data.locationSource = source;
        diff.location_source = [before.locationSource, source];
      }
    }
    if (Object.keys(data).length === 0) return view(before, ctx.locale);
    await tx.vendorBranch.update({ where: { id }, data });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.branch.updated",
      entityType: "vendor",
      entityId: vendorId,
      diff: { branch_id: [id, id], ...diff },
      request: ctx,
    });
    // The name and capacity are not in the search documents; the area is.
    if ("areaId" in data) await emit(tx, "VendorChanged", { vendorId });
    const source = "locationSource" in data ? data.locationSource : before.locationSource;
    const moved = "addressLine" in data || "areaId" in data || input.latitude === null;
    if (moved && source !== "pinned") await emit(tx, "AddressChanged", { subject: "branch", id, vendorId });
    return view((await findBranch(tx, vendorId, id))!, ctx.locale);
  });
}

export async function deleteBranch(vendorId: string, id: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const branch = await findBranch(tx, vendorId, id);
    if (!branch) throw notFound();
    await tx.vendorBranch.delete({ where: { id } });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.branch.deleted",
      entityType: "vendor",
      entityId: vendorId,
      diff: { branch_id: [id, null], name_en: [branch.nameEn, null] },
      request: ctx,
    });
    await emit(tx, "VendorChanged", { vendorId });
  });
}

/**
 * The branch a new or moved row of the vendor goes to, as the caller asked:
 * null (the whole vendor: not for a member limited to branches) or one of the
 * vendor's branches the caller may see; left out on a new row, a member
 * limited to one branch gets that one. undefined: leave it as it is.
 */
export async function branchForWrite(
  vendorId: string,
  branchId: string | null | undefined,
  ctx: RequestContext,
  opts: { creating: boolean },
  client: Tx = db,
): Promise<string | null | undefined> {
  const limit = await branchLimit(vendorId, ctx.userId, client);
  if (branchId === undefined) {
    if (!opts.creating) return undefined;
    if (!limit) return null;
    if (limit.length === 1) return limit[0];
    throw validationFailed({ branch_id: ["validation.required"] });
  }
  if (branchId === null) {
    if (limit) throw validationFailed({ branch_id: ["validation.branch_outside_limit"] });
    return null;
  }
  const found = await client.vendorBranch.findFirst({ where: { id: branchId, vendorId, ...inBranchIds(limit) }, select: { id: true } });
  if (!found) throw validationFailed({ branch_id: ["validation.unknown_branch"] });
  return branchId;
}

const inBranchIds = (limit: readonly string[] | null) => (limit ? { id: { in: [...limit] } } : {});
