import { z } from "zod";
import { diffOf, writeAudit } from "../core/audit";
import { publicPlanView } from "../catalog/plans";
import { planSchema } from "../catalog/schemas";
import { db, type Tx } from "../core/db/client";
import { Prisma, type Plan } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import type { Locale } from "../core/i18n";
import { newId } from "../core/ids";
import { amountString, toDecimal } from "../core/money";
import { FREE_PLAN_CODE } from "./effective-plan";

// Admin management of subscription plans (permission plan.manage). Every
// change is audited in its own transaction. The Free plan is what every vendor
// falls back to, so it can be edited but never deactivated or deleted, and it
// stays free.

const ANALYTICS_DEPTHS = ["basic", "standard", "advanced", "full"] as const;
const limit = z.number().int().min(0).max(1_000_000).nullable();

const planFields = {
  name_ar: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
  price_monthly: amountString.meta({ description: "KWD per month, a decimal string with exactly 3 decimals, >= 0", example: "12.500" }),
  rfq_receive_limit: limit.meta({ description: "RFQs received per Kuwait calendar month; null = unlimited" }),
  quotation_quota: limit.meta({ description: "Quotations sent per Kuwait calendar month; null = unlimited" }),
  team_size: z.number().int().min(1).max(1000).meta({ description: "Team members including the owner" }),
  analytics_depth: z.enum(ANALYTICS_DEPTHS),
  featured_eligible: z.boolean(),
  featured_weight: z.number().int().min(0).max(100),
  sort_order: z.number().int().min(0).max(10_000),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .meta({ description: "ISO 3166-1 alpha-2" }),
};

export const createPlanBody = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{1,39}$/, { message: "validation.plan_code_format" })
    .meta({ description: "Stable identifier (lowercase letters, digits, - and _); cannot change later" }),
  name_ar: planFields.name_ar,
  name_en: planFields.name_en,
  price_monthly: planFields.price_monthly,
  rfq_receive_limit: planFields.rfq_receive_limit,
  quotation_quota: planFields.quotation_quota,
  team_size: planFields.team_size,
  analytics_depth: planFields.analytics_depth,
  featured_eligible: planFields.featured_eligible.default(false),
  featured_weight: planFields.featured_weight.default(0),
  sort_order: planFields.sort_order.default(0),
  country_code: planFields.country_code.default("KW"),
});
export type CreatePlanInput = z.output<typeof createPlanBody>;

const reason = z.string().trim().min(3).max(500).meta({ description: "Why (kept in the audit log)" });

export const updatePlanBody = z
  .strictObject({
    name_ar: planFields.name_ar.optional(),
    name_en: planFields.name_en.optional(),
    price_monthly: planFields.price_monthly.optional(),
    rfq_receive_limit: planFields.rfq_receive_limit.optional(),
    quotation_quota: planFields.quotation_quota.optional(),
    team_size: planFields.team_size.optional(),
    analytics_depth: planFields.analytics_depth.optional(),
    featured_eligible: planFields.featured_eligible.optional(),
    featured_weight: planFields.featured_weight.optional(),
    sort_order: planFields.sort_order.optional(),
    country_code: planFields.country_code.optional(),
    active: z.boolean().optional().meta({ description: "false hides the plan from GET /plans and new subscriptions; subscribers keep it" }),
    reason: reason.optional(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== "reason" && v !== undefined), {
    message: "validation.at_least_one_field",
    path: ["_"],
  });
export type UpdatePlanInput = z.output<typeof updatePlanBody>;

export const adminPlanQuery = z.strictObject({
  country: planFields.country_code.optional(),
});
export const planIdParams = z.object({ planId: z.string().max(100) });

export const adminPlanSchema = planSchema
  .extend({
    active: z.boolean(),
    featured_weight: z.number().int(),
    sort_order: z.number().int(),
    country_code: z.string(),
    subscriptions: z.number().int().meta({ description: "Subscriptions of any status that reference the plan (DELETE then only deactivates)" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminPlan" });

export const deletePlanResultSchema = z
  .object({
    id: z.string(),
    outcome: z.enum(["deleted", "deactivated"]).meta({ description: "`deactivated` when subscriptions reference the plan" }),
  })
  .meta({ id: "PlanDeleteResult" });

function adminPlanView(p: Plan, subscriptions: number, locale: Locale) {
  return {
    ...publicPlanView(p, locale),
    active: p.active,
    featured_weight: p.featuredWeight,
    sort_order: p.sortOrder,
    country_code: p.countryCode,
    subscriptions,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The audited snapshot of a plan (API field names, money as a string). */
function snapshot(p: Plan) {
  return {
    code: p.code,
    name_ar: p.nameAr,
    name_en: p.nameEn,
    price_monthly: toDecimal(p.priceMonthly).toFixed(3),
    rfq_receive_limit: p.rfqReceiveLimit,
    quotation_quota: p.quotationQuota,
    team_size: p.teamSize,
    analytics_depth: p.analyticsDepth,
    featured_eligible: p.featuredEligible,
    featured_weight: p.featuredWeight,
    sort_order: p.sortOrder,
    country_code: p.countryCode,
    active: p.active,
  };
}

function toData(input: Omit<Partial<CreatePlanInput>, "code">): Prisma.PlanUpdateInput {
  const data: Prisma.PlanUpdateInput = {};
  if (input.name_ar !== undefined) data.nameAr = input.name_ar;
  if (input.name_en !== undefined) data.nameEn = input.name_en;
  if (input.price_monthly !== undefined) data.priceMonthly = input.price_monthly;
  if (input.rfq_receive_limit !== undefined) data.rfqReceiveLimit = input.rfq_receive_limit;
  if (input.quotation_quota !== undefined) data.quotationQuota = input.quotation_quota;
  if (input.team_size !== undefined) data.teamSize = input.team_size;
  if (input.analytics_depth !== undefined) data.analyticsDepth = input.analytics_depth;
  if (input.featured_eligible !== undefined) data.featuredEligible = input.featured_eligible;
  if (input.featured_weight !== undefined) data.featuredWeight = input.featured_weight;
  if (input.sort_order !== undefined) data.sortOrder = input.sort_order;
  if (input.country_code !== undefined) data.countryCode = input.country_code;
  return data;
}

async function assertCountry(tx: Tx, code: string | undefined): Promise<void> {
  if (code !== undefined && !(await tx.country.findUnique({ where: { code }, select: { code: true } }))) {
    throw validationFailed({ country_code: ["validation.country_unknown"] });
  }
}

async function subscriptionCounts(planIds: string[]): Promise<Map<string, number>> {
  const groups = await db.subscription.groupBy({ by: ["planId"], where: { planId: { in: planIds } }, _count: { _all: true } });
  return new Map(groups.map((g) => [g.planId, g._count._all]));
}

/** Every plan, active or not, for the admin console. */
export async function listPlansForAdmin(locale: Locale, filter: { country?: string }) {
  const rows = await db.plan.findMany({
    where: filter.country ? { countryCode: filter.country } : {},
    orderBy: [{ countryCode: "asc" }, { sortOrder: "asc" }, { priceMonthly: "asc" }, { code: "asc" }],
  });
  const counts = await subscriptionCounts(rows.map((r) => r.id));
  return rows.map((p) => adminPlanView(p, counts.get(p.id) ?? 0, locale));
}

export async function getPlanForAdmin(planId: string, locale: Locale) {
  const plan = await db.plan.findUnique({ where: { id: planId } });
  if (!plan) throw notFound();
  const counts = await subscriptionCounts([plan.id]);
  return adminPlanView(plan, counts.get(plan.id) ?? 0, locale);
}

export async function createPlan(input: CreatePlanInput, ctx: RequestContext) {
  const id = newId();
  try {
    await db.$transaction(async (tx) => {
      await assertCountry(tx, input.country_code);
      if (input.code === FREE_PLAN_CODE && toDecimal(input.price_monthly).gt(0)) {
        throw validationFailed({ price_monthly: ["validation.free_plan_price"] });
      }
      const plan = await tx.plan.create({ data: { ...(toData(input) as Prisma.PlanCreateInput), id, code: input.code } });
      await writeAudit(tx, {
        actor: { type: "admin", id: ctx.userId },
        action: "plan.created",
        entityType: "plan",
        entityId: id,
        diff: Object.fromEntries(Object.entries(snapshot(plan)).map(([k, v]) => [k, [null, v]])),
        request: ctx,
      });
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      throw new AppError("CONFLICT", { message: { en: `A plan with code "${input.code}" already exists.`, ar: `توجد باقة بالرمز "${input.code}" من قبل.` } });
    }
    throw e;
  }
  return getPlanForAdmin(id, ctx.locale);
}

export async function updatePlan(planId: string, input: UpdatePlanInput, ctx: RequestContext) {
  await db.$transaction(async (tx) => {
    const before = await tx.plan.findUnique({ where: { id: planId } });
    if (!before) throw notFound();
    const isFree = before.code === FREE_PLAN_CODE;
    if (isFree && input.active === false) {
      throw new AppError("CONFLICT", {
        message: {
          en: "The Free plan is every vendor's fallback and cannot be deactivated.",
          ar: "الباقة المجانية هي الباقة الاحتياطية لكل مزوّد، ولا يمكن إيقافها.",
        },
      });
    }
    if (isFree && input.price_monthly !== undefined && toDecimal(input.price_monthly).gt(0)) {
      throw validationFailed({ price_monthly: ["validation.free_plan_price"] });
    }
    await assertCountry(tx, input.country_code);
    const data = toData(input);
    if (input.active !== undefined) data.active = input.active;
    const after = await tx.plan.update({ where: { id: planId }, data });
    const diff = diffOf(snapshot(before), snapshot(after));
    if (Object.keys(diff).length === 0) return;
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "plan.updated",
      entityType: "plan",
      entityId: planId,
      diff,
      reason: input.reason,
      request: ctx,
    });
  });
  return getPlanForAdmin(planId, ctx.locale);
}

/**
 * Deletes a plan nobody ever subscribed to; a plan with subscriptions (of any
 * status: history and invoices point at it) is only deactivated.
 */
export async function deletePlan(planId: string, ctx: RequestContext): Promise<{ id: string; outcome: "deleted" | "deactivated" }> {
  return db.$transaction(async (tx) => {
    const plan = await tx.plan.findUnique({ where: { id: planId } });
    if (!plan) throw notFound();
    if (plan.code === FREE_PLAN_CODE) {
      throw new AppError("CONFLICT", {
        message: {
          en: "The Free plan is every vendor's fallback and cannot be deleted or deactivated.",
          ar: "الباقة المجانية هي الباقة الاحتياطية لكل مزوّد، ولا يمكن حذفها أو إيقافها.",
        },
      });
    }
    const referenced = (await tx.subscription.count({ where: { planId } })) > 0;
    if (referenced) {
      await tx.plan.update({ where: { id: planId }, data: { active: false } });
    } else {
      await tx.plan.delete({ where: { id: planId } });
    }
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: referenced ? "plan.deactivated" : "plan.deleted",
      entityType: "plan",
      entityId: planId,
      diff: referenced ? { active: [plan.active, false] } : Object.fromEntries(Object.entries(snapshot(plan)).map(([k, v]) => [k, [v, null]])),
      request: ctx,
    });
    return { id: planId, outcome: referenced ? "deactivated" : "deleted" };
  });
}
