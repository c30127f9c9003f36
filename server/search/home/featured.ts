import { createHash } from "node:crypto";
import { z } from "zod";
import { diffOf, writeAudit } from "../../core/audit";
import { versionedCache } from "../../core/cache/versioned-cache";
import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import type { RequestContext } from "../../core/http/request-context";

// Featured vendors (spec: 6 slots per category at launch, a new draw every
// 24 h, Enterprise weight 2 to Professional 1; shown in the home strip and the
// first 3 grid positions of the vendor's primary category).
//
// A period's draw is stored in featured_slots. The first read of a period
// draws it (the rotation job every 10 minutes does the same), so featured is
// never empty for lack of a job run. The draw depends only on the period, the
// category, the vendor ids and the eligible set, so two instances that race
// draw the same slots; an advisory lock orders them and ON CONFLICT DO NOTHING
// is the backstop.
//
// Settings changes apply at once: PATCH redraws the current period with the
// new settings. The draw keys do not depend on the cap, so raising it keeps
// every holder and adds the next ones, lowering it keeps the first ones. A new
// rotation length re-aligns periods and starts a new draw.

export const FEATURED_SETTINGS_KEY = "featured";
export const DEFAULT_FEATURED_SETTINGS: FeaturedSettings = { slots_per_category: 6, rotation_hours: 24 };

const HOUR_MS = 3_600_000;
// Kuwait keeps UTC+3 all year (no daylight saving).
const KUWAIT_OFFSET_MS = 3 * HOUR_MS;

const settingsFields = {
  slots_per_category: z.number().int().min(1).max(24).meta({ description: "Featured slots per category" }),
  rotation_hours: z.number().int().min(1).max(168).meta({ description: "Length of a rotation period; 24 = a new draw at 00:00 Kuwait time" }),
};

export const featuredSettingsSchema = z.object(settingsFields).meta({ id: "FeaturedSettings" });
export type FeaturedSettings = z.infer<typeof featuredSettingsSchema>;

export const featuredSettingsBody = z
  .strictObject({ slots_per_category: settingsFields.slots_per_category.optional(), rotation_hours: settingsFields.rotation_hours.optional() })
  .refine((b) => b.slots_per_category !== undefined || b.rotation_hours !== undefined, { message: "validation.at_least_one_field", path: ["_"] });
export type FeaturedSettingsInput = z.output<typeof featuredSettingsBody>;

/** The stored settings over the launch defaults (no row = defaults). */
export async function featuredSettings(tx: Tx = db): Promise<FeaturedSettings> {
  const row = await tx.marketplaceSetting.findUnique({ where: { key: FEATURED_SETTINGS_KEY } });
  const stored = featuredSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_FEATURED_SETTINGS, ...(stored.success ? stored.data : {}) };
}

/**
 * Start of the rotation period containing `at`. Periods are counted from
 * 1970-01-01 00:00 Kuwait time, so any length dividing 24 h starts a draw at
 * Kuwait midnight.
 */
export function periodStartOf(at: Date, rotationHours: number): Date {
  const length = rotationHours * HOUR_MS;
  return new Date(Math.floor((at.getTime() + KUWAIT_OFFSET_MS) / length) * length - KUWAIT_OFFSET_MS);
}

export type FeaturedCandidate = { categoryId: string; vendorId: string; weight: number };

/**
 * Every vendor that may be drawn, with its primary category and weight: shown
 * in the marketplace (approved and published), primary category active (and
 * its parent, if any), and an effective plan that is featured-eligible with a
 * positive weight. The plan is the one `effectivePlan` reads (the latest
 * active or past-due subscription), in one query instead of one per vendor;
 * vendors without one are on Free, which is never eligible.
 */
export async function featuredCandidates(tx: Tx = db): Promise<FeaturedCandidate[]> {
  return tx.$queryRaw<FeaturedCandidate[]>`
    WITH current_plan AS (
      SELECT DISTINCT ON (s.vendor_id) s.vendor_id, s.plan_id
      FROM subscriptions s
      WHERE s.status IN ('active', 'past_due')
      ORDER BY s.vendor_id, s.current_period_start DESC
    )
    SELECT vc.category_id AS "categoryId", v.id AS "vendorId", p.featured_weight AS weight
    FROM current_plan cp
    JOIN plans p ON p.id = cp.plan_id AND p.featured_eligible AND p.featured_weight > 0
    JOIN vendors v ON v.id = cp.vendor_id AND v.status = 'approved' AND v.published_at IS NOT NULL
    JOIN vendor_categories vc ON vc.vendor_id = v.id AND vc.is_primary
    JOIN categories c ON c.id = vc.category_id AND c.status = 'active'
    LEFT JOIN categories parent ON parent.id = c.parent_id
    WHERE parent.id IS NULL OR parent.status = 'active'`;
}

/** A uniform number in (0, 1) fixed by (period, category, vendor). */
function drawNumber(periodStart: Date, categoryId: string, vendorId: string): number {
  const digest = createHash("sha256").update(`${periodStart.toISOString()}|${categoryId}|${vendorId}`).digest();
  // The top 52 bits, shifted off zero so the logarithm below is finite.
  return (Number(digest.readBigUInt64BE(0) >> 12n) + 0.5) / 2 ** 52;
}

/**
 * Weighted sampling without replacement (Efraimidis-Spirakis): each vendor's
 * key is u^(1/w), the highest keys win, in key order. Compared as ln(u)/w,
 * which orders the same and does not underflow.
 */
export function drawSlots(periodStart: Date, categoryId: string, candidates: Array<{ vendorId: string; weight: number }>, slots: number): string[] {
  return candidates
    .map((c) => ({ vendorId: c.vendorId, key: Math.log(drawNumber(periodStart, categoryId, c.vendorId)) / c.weight }))
    .sort((a, b) => b.key - a.key || a.vendorId.localeCompare(b.vendorId))
    .slice(0, slots)
    .map((c) => c.vendorId);
}

const LAST_DRAW_KEY = "featured_last_draw";

/** Whether the period was drawn already, with or without slots (nobody eligible is a valid outcome). */
async function periodDrawn(periodStart: Date, tx: Tx = db): Promise<boolean> {
  if (await periodHasSlots(periodStart, tx)) return true;
  const last = await tx.marketplaceSetting.findUnique({ where: { key: LAST_DRAW_KEY } });
  return (last?.value as { period_start?: string } | undefined)?.period_start === periodStart.toISOString();
}

async function drawPeriod(tx: Tx, periodStart: Date, slots: number): Promise<void> {
  const value = { period_start: periodStart.toISOString() };
  await tx.marketplaceSetting.upsert({ where: { key: LAST_DRAW_KEY }, create: { key: LAST_DRAW_KEY, value }, update: { value, updatedAt: now() } });
  const byCategory = new Map<string, FeaturedCandidate[]>();
  for (const c of await featuredCandidates(tx)) byCategory.set(c.categoryId, [...(byCategory.get(c.categoryId) ?? []), c]);
  const createdAt = now();
  const data = [...byCategory].flatMap(([categoryId, candidates]) =>
    drawSlots(periodStart, categoryId, candidates, slots).map((vendorId, i) => ({ periodStart, categoryId, position: i + 1, vendorId, createdAt })),
  );
  if (data.length > 0) await tx.featuredSlot.createMany({ data, skipDuplicates: true });
}

/** Serializes draws and settings changes across instances (released at commit). */
async function lockRotation(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('featured_slots', 0))`;
}

async function periodHasSlots(periodStart: Date, tx: Tx = db): Promise<boolean> {
  return (await tx.featuredSlot.findFirst({ where: { periodStart }, select: { position: true } })) !== null;
}

/**
 * Draws the period containing `at` unless it was drawn already, and returns
 * its start. A period nobody is eligible for stays without rows (vendors that
 * become eligible wait for the next period, like everyone else).
 */
export async function ensureFeaturedRotation(at: Date = now()): Promise<Date> {
  const { rotation_hours } = await featuredSettings();
  const start = periodStartOf(at, rotation_hours);
  if (await periodDrawn(start)) return start;
  return db.$transaction(async (tx) => {
    await lockRotation(tx);
    // Under the lock: settings may have changed (and the period been drawn) meanwhile.
    const settings = await featuredSettings(tx);
    const periodStart = periodStartOf(at, settings.rotation_hours);
    if (!(await periodDrawn(periodStart, tx))) await drawPeriod(tx, periodStart, settings.slots_per_category);
    return periodStart;
  });
}

/** Rows of the current period through `read`, drawing the period first when it has none. */
async function currentRows<T>(at: Date, read: (periodStart: Date) => Promise<T[]>): Promise<T[]> {
  const { rotation_hours } = await featuredSettings();
  const rows = await read(periodStartOf(at, rotation_hours));
  if (rows.length > 0) return rows;
  return read(await ensureFeaturedRotation(at));
}

// Search asks for the featured set on every request; it changes with a draw
// or a settings change, both writes to reference data, so this process keeps
// the settings and each period's slots under the reference version
// (server/core/cache): one shared version read instead of two statements.
type FeaturedState = { settings: FeaturedSettings; periods: Map<string, Promise<Map<string, string[]>>> };
const featuredState = versionedCache("reference", async () => ({ settings: await featuredSettings(), periods: new Map() }) as FeaturedState);

/** The current period's slot holders by category, in slot order (the period drawn first when it has none). */
async function currentSlots(at: Date): Promise<Map<string, string[]>> {
  const state = await featuredState.get("featured");
  const key = periodStartOf(at, state.settings.rotation_hours).toISOString();
  let slots = state.periods.get(key);
  if (!slots) {
    slots = currentRows(at, (periodStart) =>
      db.featuredSlot.findMany({ where: { periodStart }, orderBy: [{ categoryId: "asc" }, { position: "asc" }], select: { categoryId: true, vendorId: true } }),
    ).then((rows) => {
      const byCategory = new Map<string, string[]>();
      for (const r of rows) byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r.vendorId]);
      return byCategory;
    });
    state.periods.set(key, slots);
    slots.catch(() => state.periods.delete(key));
  }
  return slots;
}

/** The current period's slot holders of one category, in slot order. */
export async function featuredVendorIdsOfCategory(categoryId: string, at: Date = now()): Promise<string[]> {
  return (await currentSlots(at)).get(categoryId) ?? [];
}

/** Every vendor holding a featured slot in the current period, in any category. */
export async function featuredVendorIdsNow(at: Date = now()): Promise<Set<string>> {
  return new Set([...(await currentSlots(at)).values()].flat());
}

/**
 * The home strip: current slot holders the marketplace shows, first slots of
 * every category before second slots (categories in taxonomy order), so the
 * strip spans categories.
 */
export async function featuredStripVendorIds(limit: number, at: Date = now()): Promise<string[]> {
  const rows = await currentRows(
    at,
    (periodStart) => db.$queryRaw<Array<{ vendorId: string }>>`
      SELECT fs.vendor_id AS "vendorId"
      FROM featured_slots fs
      JOIN categories c ON c.id = fs.category_id AND c.status = 'active'
      JOIN vendors v ON v.id = fs.vendor_id AND v.status = 'approved' AND v.published_at IS NOT NULL
      WHERE fs.period_start = ${periodStart}
      ORDER BY fs.position, c.sort_order, c.id
      LIMIT ${limit}`,
  );
  return rows.map((r) => r.vendorId);
}

/** PATCH /admin/featured-settings: stores the settings and redraws the current period with them (audited). */
export async function updateFeaturedSettings(input: FeaturedSettingsInput, ctx: RequestContext): Promise<FeaturedSettings> {
  return db.$transaction(async (tx) => {
    await lockRotation(tx);
    const before = await featuredSettings(tx);
    const after: FeaturedSettings = {
      slots_per_category: input.slots_per_category ?? before.slots_per_category,
      rotation_hours: input.rotation_hours ?? before.rotation_hours,
    };
    const diff = diffOf(before, after);
    if (Object.keys(diff).length === 0) return after;
    const at = now();
    await tx.marketplaceSetting.upsert({
      where: { key: FEATURED_SETTINGS_KEY },
      create: { key: FEATURED_SETTINGS_KEY, value: after, updatedAt: at, updatedBy: ctx.userId },
      update: { value: after, updatedAt: at, updatedBy: ctx.userId },
    });
    const periodStart = periodStartOf(at, after.rotation_hours);
    await tx.featuredSlot.deleteMany({ where: { periodStart } });
    await drawPeriod(tx, periodStart, after.slots_per_category);
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "featured_settings.updated",
      entityType: "marketplace_setting",
      entityId: FEATURED_SETTINGS_KEY,
      diff,
      request: ctx,
    });
    return after;
  });
}
