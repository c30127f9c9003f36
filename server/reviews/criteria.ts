import { z } from "zod";
import type { Actor } from "../core/audit";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { localized, type Locale } from "../core/i18n";

// The review criteria set (spec: "criteria set only by Super"; docs/reviews.md
// "Criteria"): rows of review_criteria. quality, punctuality and value are
// built in (ratings in reviews' own columns, aggregated in
// vendor_rating_summaries); criteria the Super Admin adds keep their ratings
// in review_criterion_ratings. A retired criterion is neither offered nor
// accepted on a review; ratings given before stay and still count.

export const BUILT_IN_CRITERIA = ["quality", "punctuality", "value"] as const;
export const isBuiltIn = (code: string): code is (typeof BUILT_IN_CRITERIA)[number] => (BUILT_IN_CRITERIA as readonly string[]).includes(code);
export const CRITERION_CODE = /^[a-z][a-z0-9_]{1,39}$/;

export const criterionSchema = z
  .object({
    code: z.string(),
    name: z.string().meta({ description: "In the caller's language." }),
    name_ar: z.string(),
    name_en: z.string(),
    sort_order: z.number().int(),
    active: z.boolean(),
    built_in: z.boolean().meta({ description: "quality, punctuality, value: part of the spec's review resource." }),
  })
  .meta({ id: "ReviewCriterion" });
export type CriterionView = z.infer<typeof criterionSchema>;

const name = z.string().trim().min(2).max(60);
export const createCriterionBody = z.strictObject({
  code: z
    .string()
    .regex(CRITERION_CODE)
    .meta({ description: "Lowercase letters, digits and underscores, 2-40 characters, starting with a letter; the key in review criteria." }),
  name_ar: name,
  name_en: name,
  sort_order: z.number().int().min(0).max(1000).optional(),
});
export const updateCriterionBody = z.strictObject({
  name_ar: name.optional(),
  name_en: name.optional(),
  sort_order: z.number().int().min(0).max(1000).optional(),
  active: z.boolean().optional().meta({ description: "false retires the criterion (kept with its ratings), true offers it again." }),
});
export const criterionParams = z.object({ code: z.string().min(1).max(40) });

type Row = { code: string; nameAr: string; nameEn: string; sortOrder: number; retiredAt: Date | null };
const view = (row: Row, locale: Locale): CriterionView => ({
  code: row.code,
  name: localized(locale, row.nameAr, row.nameEn),
  name_ar: row.nameAr,
  name_en: row.nameEn,
  sort_order: row.sortOrder,
  active: row.retiredAt === null,
  built_in: isBuiltIn(row.code),
});
const ORDER = [{ sortOrder: "asc" as const }, { code: "asc" as const }];

/** Every criterion, retired ones too (they still label the ratings and averages given before). */
export async function listCriteria(locale: Locale): Promise<CriterionView[]> {
  const rows = await db.reviewCriterion.findMany({ orderBy: ORDER });
  return rows.map((r) => view(r, locale));
}

const actorOf = (ctx: RequestContext): Actor => ({ type: "admin", id: ctx.userId });

export async function createCriterion(input: z.infer<typeof createCriterionBody>, ctx: RequestContext): Promise<CriterionView> {
  return db.$transaction(async (tx) => {
    if (await tx.reviewCriterion.findUnique({ where: { code: input.code } }))
      throw new AppError("CONFLICT", { message: { en: `The criterion ${input.code} exists already.`, ar: `المعيار ${input.code} موجود من قبل.` } });
    const last = await tx.reviewCriterion.aggregate({ _max: { sortOrder: true } });
    const row = await tx.reviewCriterion.create({
      data: {
        code: input.code,
        nameAr: input.name_ar,
        nameEn: input.name_en,
        sortOrder: input.sort_order ?? (last._max.sortOrder ?? 0) + 1,
        createdAt: now(),
        updatedAt: now(),
      },
    });
    await writeAudit(tx, {
      actor: actorOf(ctx),
      action: "review_criterion.created",
      entityType: "review_criterion",
      entityId: row.code,
      diff: { name_en: row.nameEn, name_ar: row.nameAr },
      request: ctx,
    });
    return view(row, ctx.locale);
  });
}

export async function updateCriterion(code: string, input: z.infer<typeof updateCriterionBody>, ctx: RequestContext): Promise<CriterionView> {
  return db.$transaction(async (tx) => {
    const before = await tx.reviewCriterion.findUnique({ where: { code } });
    if (!before) throw notFound();
    const retiredAt = input.active === undefined ? before.retiredAt : input.active ? null : (before.retiredAt ?? now());
    const row = await tx.reviewCriterion.update({
      where: { code },
      data: {
        nameAr: input.name_ar ?? before.nameAr,
        nameEn: input.name_en ?? before.nameEn,
        sortOrder: input.sort_order ?? before.sortOrder,
        retiredAt,
        updatedAt: now(),
      },
    });
    const action =
      input.active === false && !before.retiredAt
        ? "review_criterion.retired"
        : input.active === true && before.retiredAt
          ? "review_criterion.restored"
          : "review_criterion.updated";
    await writeAudit(tx, {
      actor: actorOf(ctx),
      action,
      entityType: "review_criterion",
      entityId: code,
      diff: { before: view(before, "en"), after: view(row, "en") },
      request: ctx,
    });
    return view(row, ctx.locale);
  });
}

/**
 * A review's criteria input against the active set: rating a criterion that
 * does not exist or is retired is 422 on `criteria.<code>` (clearing one with
 * null is always allowed). Returns the ratings of added criteria to store.
 */
export async function checkCriteria(tx: Tx, criteria: Record<string, number | null | undefined> | undefined): Promise<Record<string, number | null>> {
  if (!criteria) return {};
  const rated = Object.entries(criteria).filter(([, v]) => v !== undefined) as [string, number | null][];
  const active = new Set((await tx.reviewCriterion.findMany({ where: { retiredAt: null }, select: { code: true } })).map((c) => c.code));
  const details: Record<string, string[]> = {};
  for (const [code, rating] of rated) if (rating !== null && !active.has(code)) details[`criteria.${code}`] = ["validation.review_criterion_inactive"];
  if (Object.keys(details).length) throw validationFailed(details);
  return Object.fromEntries(rated.filter(([code]) => !isBuiltIn(code)));
}

/** Stores the added criteria's ratings of a review (null removes one). */
export async function writeAddedRatings(tx: Tx, reviewId: string, ratings: Record<string, number | null>): Promise<void> {
  for (const [criterionCode, rating] of Object.entries(ratings)) {
    if (rating === null) await tx.reviewCriterionRating.deleteMany({ where: { reviewId, criterionCode } });
    else
      await tx.reviewCriterionRating.upsert({
        where: { reviewId_criterionCode: { reviewId, criterionCode } },
        create: { reviewId, criterionCode, rating },
        update: { rating },
      });
  }
}

/** The ratings of added criteria of a review (for the "body when below 3" rule). */
export async function addedRatings(tx: Tx, reviewId: string): Promise<number[]> {
  return (await tx.reviewCriterionRating.findMany({ where: { reviewId }, select: { rating: true } })).map((r) => r.rating);
}
