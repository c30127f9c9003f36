import { TZDate } from "@date-fns/tz";
import { addMonths } from "date-fns";
import { z } from "zod";
import { diffOf, writeAudit } from "../core/audit";
import { publicPlanView } from "../catalog/plans";
import { planSchema } from "../catalog/schemas";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Plan, Subscription } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import type { Locale } from "../core/i18n";
import { newId } from "../core/ids";
import { KUWAIT_TZ } from "../core/kuwait-time";
import { toDecimal } from "../core/money";
import { emit } from "../core/outbox/outbox";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { effectivePlan, FREE_PLAN_CODE } from "./effective-plan";
import { quotaUsage } from "./quota";
import { CURRENT_STATUSES, subscriptionMachine } from "./state-machine";

// Vendor subscriptions. A vendor always has one current subscription (active,
// or past_due during the renewal grace): Free from the application on, a paid
// plan once its payment succeeded. Choosing a paid plan leaves a
// pending_payment row until the payments module reports the payment
// (activateSubscription); choosing Free schedules the downgrade for the end of
// the paid period. The renewal sweep (subscription-renewal.ts) ends periods.
// Statuses only move through state-machine.ts.

type SubscriptionWithPlan = Subscription & { plan: Plan };
const isFree = (plan: Pick<Plan, "code">) => plan.code === FREE_PLAN_CODE;

/** One calendar month on the Kuwait wall clock (Jan 31 10:00 -> Feb 28 10:00). */
export function addKuwaitMonth(at: Date): Date {
  return new Date(addMonths(new TZDate(at.getTime(), KUWAIT_TZ), 1).getTime());
}

/**
 * Serializes subscription changes of one vendor (two requests with different
 * idempotency keys, a request and a payment): each holds the vendor row lock
 * until it commits, so "one current, one pending at most" holds.
 */
export async function lockVendor(tx: Tx, vendorId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
}

/** The subscription whose plan applies now (the same row effectivePlan reads). */
export async function currentSubscription(tx: Tx, vendorId: string): Promise<SubscriptionWithPlan | null> {
  return tx.subscription.findFirst({
    where: { vendorId, status: { in: [...CURRENT_STATUSES] } },
    orderBy: { currentPeriodStart: "desc" },
    include: { plan: true },
  });
}

/** A new Free subscription (active, no period end, nothing to renew). Callers make sure no other one is current. */
export async function createFreeSubscription(tx: Tx, vendorId: string): Promise<{ id: string; planCode: string }> {
  const free = await tx.plan.findUniqueOrThrow({ where: { code: FREE_PLAN_CODE } });
  const id = newId();
  await tx.subscription.create({
    data: { id, vendorId, planId: free.id, status: "active", currentPeriodStart: now(), currentPeriodEnd: null, autoRenew: false },
  });
  return { id, planCode: free.code };
}

/**
 * Starts the vendor's Free subscription (no period end). Called in the
 * vendor application's transaction; a vendor that already has a current
 * subscription keeps it.
 */
export async function startFreeSubscription(tx: Tx, vendorId: string): Promise<{ id: string }> {
  await lockVendor(tx, vendorId);
  const existing = await currentSubscription(tx, vendorId);
  if (existing) return { id: existing.id };
  const { id } = await createFreeSubscription(tx, vendorId);
  return { id };
}

/** The plan that applies to the vendor changed: subscribers (search featured weight, notifications) re-read it. */
export async function emitPlanChange(tx: Tx, vendorId: string, subscriptionId: string, planCode: string): Promise<void> {
  await emit(tx, "SubscriptionChanged", { vendorId, subscriptionId, planCode });
  await emit(tx, "VendorChanged", { vendorId });
}

/**
 * The payment of a pending subscription succeeded (the payments module calls
 * this from its PaymentSucceeded handler, in its transaction). The pending
 * subscription becomes active for one calendar month from `paidAt` (Kuwait
 * time) and the previously current one is cancelled. A second call for the
 * same subscription (active, or past_due by then) is a no-op (events are
 * delivered at least once). A
 * subscription cancelled before it was paid (another plan was chosen) answers
 * 409 CONFLICT: the payments module must refund that payment.
 */
export async function activateSubscription(tx: Tx, subscriptionId: string, paidAt: Date): Promise<void> {
  const found = await tx.subscription.findUnique({ where: { id: subscriptionId }, select: { vendorId: true } });
  if (!found) throw notFound();
  await lockVendor(tx, found.vendorId);
  const sub = await tx.subscription.findUniqueOrThrow({ where: { id: subscriptionId }, include: { plan: true } });
  // Already activated by an earlier delivery (and maybe in its renewal grace since).
  if (sub.status === "active" || sub.status === "past_due") return;
  const previous = await tx.subscription.findMany({ where: { vendorId: sub.vendorId, status: { in: [...CURRENT_STATUSES] } }, include: { plan: true } });
  await subscriptionMachine.move(tx, sub, "activate", {
    data: {
      currentPeriodStart: paidAt,
      currentPeriodEnd: addKuwaitMonth(paidAt),
      graceEndsAt: null,
      paymentUrl: null,
      autoRenew: true,
      cancelAtPeriodEnd: false,
    },
    audit: {
      actor: { type: "system" },
      action: "subscription.activated",
      diff: { plan: [previous[0]?.plan.code ?? null, sub.plan.code], replaced: previous.map((p) => p.id) },
    },
  });
  for (const p of previous) await subscriptionMachine.tryMove(tx, p, "cancel", { data: { cancelledAt: now() } });
  await emitPlanChange(tx, sub.vendorId, sub.id, sub.plan.code);
}

/**
 * Seam for the payments module: a renewal charge for the period ending at
 * `forPeriodEnd` was paid. The subscription (active near its end, or
 * past_due in the grace) gets the next calendar month, counted from the old
 * period end so the billing day stays put. Naming the period makes a repeated
 * call harmless: once renewed, the period end differs and nothing happens.
 * A subscription that already fell back to Free (grace over) answers 409
 * CONFLICT: the payments module must refund that payment.
 */
export async function renewSubscription(tx: Tx, subscriptionId: string, forPeriodEnd: Date): Promise<void> {
  const found = await tx.subscription.findUnique({ where: { id: subscriptionId }, select: { vendorId: true } });
  if (!found) throw notFound();
  await lockVendor(tx, found.vendorId);
  const sub = await tx.subscription.findUniqueOrThrow({ where: { id: subscriptionId }, include: { plan: true } });
  if (!sub.currentPeriodEnd || sub.currentPeriodEnd.getTime() !== forPeriodEnd.getTime()) return;
  const data = { currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: addKuwaitMonth(sub.currentPeriodEnd), graceEndsAt: null };
  if (sub.status === "active") {
    // Paid ahead of the period end: no status change, only the next period.
    const renewed = await tx.subscription.updateMany({ where: { id: sub.id, status: "active", currentPeriodEnd: forPeriodEnd }, data });
    if (renewed.count === 0) return;
  } else {
    await subscriptionMachine.move(tx, sub, "renew", { data });
  }
  await writeAudit(tx, {
    actor: { type: "system" },
    action: "subscription.renewed",
    entityType: "subscription",
    entityId: sub.id,
    diff: { status: [sub.status, "active"], current_period_end: [sub.currentPeriodEnd.toISOString(), data.currentPeriodEnd.toISOString()] },
  });
  await emit(tx, "SubscriptionChanged", { vendorId: sub.vendorId, subscriptionId: sub.id, planCode: sub.plan.code });
}

// ------------------------------------------------------------------ API views

const subscriptionSchema = z
  .object({
    id: z.string(),
    plan: planSchema,
    status: z.enum(["pending_payment", "active", "past_due", "cancelled", "expired"]),
    current_period_start: z.string(),
    current_period_end: z.string().nullable().meta({ description: "null for Free (it never ends by itself) and while pending_payment" }),
    auto_renew: z.boolean(),
    cancel_at_period_end: z.boolean(),
    grace_ends_at: z.string().nullable().meta({ description: "past_due: the moment the vendor falls back to Free unless the renewal is paid" }),
    payment_url: z
      .string()
      .nullable()
      .meta({ description: "Hosted payment page of a pending_payment subscription; null until the payments module provides it" }),
  })
  .meta({ id: "Subscription" });

export const subscriptionOverviewSchema = z
  .object({
    subscription: subscriptionSchema.nullable().meta({ description: "The current subscription (active or past_due)" }),
    pending_change: z
      .object({
        type: z.enum(["payment_pending", "downgrade"]),
        subscription_id: z.string().nullable().meta({ description: "payment_pending: the subscription waiting for its payment" }),
        plan: planSchema,
        effective_at: z.string().nullable().meta({ description: "downgrade: when Free takes over; payment_pending: null (on payment)" }),
        payment_url: z.string().nullable(),
      })
      .nullable(),
    usage: z.object({
      period: z.string().meta({ description: "Kuwait calendar month, YYYY-MM" }),
      rfqs_received: z.number().int(),
      rfq_receive_limit: z.number().int().nullable(),
      quotations_sent: z.number().int(),
      quotation_quota: z.number().int().nullable(),
      resets_at: z.string().meta({ description: "The 1st of next month, 00:00 Asia/Kuwait" }),
    }),
    team: z.object({ members: z.number().int(), team_size: z.number().int() }),
  })
  .meta({ id: "SubscriptionOverview" });

type Overview = z.infer<typeof subscriptionOverviewSchema>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function subscriptionView(s: SubscriptionWithPlan, locale: Locale): NonNullable<Overview["subscription"]> {
  return {
    id: s.id,
    plan: publicPlanView(s.plan, locale),
    status: s.status,
    current_period_start: s.currentPeriodStart.toISOString(),
    current_period_end: iso(s.currentPeriodEnd),
    auto_renew: s.autoRenew,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    grace_ends_at: iso(s.graceEndsAt),
    payment_url: s.paymentUrl,
  };
}

/** The vendor's current subscription, what is about to change, this month's quota usage and the team size. */
export async function subscriptionOverview(vendorId: string, locale: Locale, viewerUserId: string | undefined): Promise<Overview> {
  const [current, pending, members, plan, usage] = await Promise.all([
    currentSubscription(db, vendorId),
    db.subscription.findFirst({ where: { vendorId, status: "pending_payment" }, orderBy: { createdAt: "desc" }, include: { plan: true } }),
    db.vendorMember.count({ where: { vendorId } }),
    effectivePlan(vendorId),
    quotaUsage(vendorId),
  ]);
  let pendingChange: Overview["pending_change"] = null;
  if (pending) {
    pendingChange = {
      type: "payment_pending",
      subscription_id: pending.id,
      plan: publicPlanView(pending.plan, locale),
      effective_at: null,
      payment_url: viewerUserId ? await livePaymentUrl(pending.id, viewerUserId) : null,
    };
  } else if (current && !isFree(current.plan)) {
    // A paid plan that will not renew by itself falls back to Free: at its
    // period end when cancelled or not renewing, at the grace end when unpaid.
    const effectiveAt = current.status === "past_due" ? current.graceEndsAt : current.cancelAtPeriodEnd || !current.autoRenew ? current.currentPeriodEnd : null;
    if (effectiveAt) {
      const free = await db.plan.findUniqueOrThrow({ where: { code: FREE_PLAN_CODE } });
      pendingChange = {
        type: "downgrade",
        subscription_id: null,
        plan: publicPlanView(free, locale),
        effective_at: effectiveAt.toISOString(),
        payment_url: null,
      };
    }
  }
  return {
    subscription: current ? subscriptionView(current, locale) : null,
    pending_change: pendingChange,
    usage,
    team: { members, team_size: plan.teamSize },
  };
}

/** GET /subscriptions/me: any member of the vendor (owner or staff) may read it; non-members get 404. */
export async function getMySubscription(ctx: RequestContext): Promise<Overview> {
  return subscriptionOverview(await currentVendorId(ctx, "vendor.view"), ctx.locale, ctx.userId);
}

// ------------------------------------------------------------ subscribe / change

export const subscribeBody = z
  .strictObject({
    plan_id: z.string().min(1).max(100).optional(),
    plan_code: z.string().min(1).max(40).optional(),
  })
  .refine((b) => (b.plan_id === undefined) !== (b.plan_code === undefined), { message: "validation.plan_choice", path: ["plan_id"] });

/** Ends every unpaid pending subscription of the vendor: only one may wait for a payment at a time. */
async function cancelPending(tx: Tx, vendorId: string): Promise<string[]> {
  const pending = await tx.subscription.findMany({ where: { vendorId, status: "pending_payment" } });
  const cancelled: string[] = [];
  for (const p of pending) if (await subscriptionMachine.tryMove(tx, p, "cancel", { data: { cancelledAt: now() } })) cancelled.push(p.id);
  return cancelled;
}

/**
 * The hosted page of the pending subscription's live payment (initiated or
 * pending, not expired), read from the payments table: an expired or failed
 * attempt's page is never offered again. Only its payer gets it: whoever
 * holds the hosted page can act on the session (docs/decisions.md).
 */
async function livePaymentUrl(subscriptionId: string, viewerUserId: string): Promise<string | null> {
  const live = await db.payment.findFirst({
    where: {
      payableType: "subscription",
      payableId: subscriptionId,
      payerUserId: viewerUserId,
      status: { in: ["initiated", "pending"] },
      expiresAt: { gt: now() },
    },
    orderBy: { createdAt: "desc" },
    select: { paymentUrl: true },
  });
  return live?.paymentUrl ?? null;
}

/**
 * POST /subscriptions. A paid plan creates a pending_payment subscription
 * (201; server/payments/subscribe-and-pay.ts then opens its payment) and
 * cancels an earlier pending one. Free schedules the downgrade at the end of
 * the paid period (200); a vendor in the renewal grace moves to Free at once.
 * The current plan again: 409.
 */
export async function subscribe(input: z.output<typeof subscribeBody>, ctx: RequestContext): Promise<{ created: boolean; overview: Overview }> {
  const vendorId = await currentVendorId(ctx, "subscription.manage");
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { status: true } });
  if (vendor.status === "rejected" || vendor.status === "suspended") throw new AppError("VENDOR_NOT_APPROVED");
  const actor = { type: "user" as const, id: ctx.userId };
  const createdNew = await db.$transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const plan = await tx.plan.findFirst({ where: input.plan_id ? { id: input.plan_id } : { code: input.plan_code } });
    if (!plan || !plan.active) throw validationFailed({ [input.plan_id ? "plan_id" : "plan_code"]: ["validation.plan_unavailable"] });
    const current = await currentSubscription(tx, vendorId);
    if (current?.planId === plan.id)
      throw new AppError("CONFLICT", { message: { en: "The vendor is already on this plan.", ar: "المزوّد مشترك في هذه الباقة بالفعل." } });

    if (!isFree(plan)) {
      const replaced = await cancelPending(tx, vendorId);
      const id = newId();
      // The period starts when the payment succeeds (activateSubscription); until then it holds the request time.
      await tx.subscription.create({
        data: { id, vendorId, planId: plan.id, status: "pending_payment", currentPeriodStart: now(), currentPeriodEnd: null, paymentUrl: null },
      });
      await writeAudit(tx, {
        actor,
        action: "subscription.requested",
        entityType: "subscription",
        entityId: id,
        diff: { plan: [current?.plan.code ?? null, plan.code], cancelled_pending: replaced },
        request: ctx,
      });
      // A plan priced 0.000 (other than Free) has nothing to pay: it starts at once.
      if (!isPaidPlan(plan)) await activateSubscription(tx, id, now());
      return true;
    }

    const replaced = await cancelPending(tx, vendorId);
    let subscriptionId = current?.id;
    let effectiveAt = current?.currentPeriodEnd ?? now();
    if (!current || current.status === "past_due" || !current.currentPeriodEnd) {
      // No current subscription or one without a period (a vendor from before
      // plans existed), or a paid period that is over and unpaid: nothing is
      // left to wait for, Free starts now.
      if (current) await subscriptionMachine.tryMove(tx, current, "cancel", { data: { cancelledAt: now() } });
      const free = await createFreeSubscription(tx, vendorId);
      await emitPlanChange(tx, vendorId, free.id, free.planCode);
      subscriptionId = free.id;
      effectiveAt = now();
    } else if (!current.cancelAtPeriodEnd) {
      await tx.subscription.update({ where: { id: current.id }, data: { cancelAtPeriodEnd: true } });
    } else if (replaced.length === 0) {
      throw new AppError("CONFLICT", { message: { en: "The downgrade to Free is already scheduled.", ar: "جُدول الانتقال إلى الباقة المجانية من قبل." } });
    }
    await writeAudit(tx, {
      actor,
      action: "subscription.downgrade_scheduled",
      entityType: "subscription",
      entityId: subscriptionId,
      diff: { plan: [current?.plan.code ?? null, plan.code], effective_at: effectiveAt.toISOString(), cancelled_pending: replaced },
      request: ctx,
    });
    return false;
  });
  return { created: createdNew, overview: await subscriptionOverview(vendorId, ctx.locale, ctx.userId) };
}

export const updateSubscriptionBody = z
  .strictObject({
    auto_renew: z.boolean().optional(),
    cancel_at_period_end: z.boolean().optional().meta({ description: "true: Free takes over when the paid period ends" }),
  })
  .refine((b) => b.auto_renew !== undefined || b.cancel_at_period_end !== undefined, { message: "validation.at_least_one_field", path: ["_"] });

/** PATCH /subscriptions/me: auto-renew and cancel-at-period-end of the current paid subscription (409 on Free). */
export async function updateMySubscription(input: z.output<typeof updateSubscriptionBody>, ctx: RequestContext): Promise<Overview> {
  const vendorId = await currentVendorId(ctx, "subscription.manage");
  await db.$transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const current = await currentSubscription(tx, vendorId);
    if (!current || isFree(current.plan) || !current.currentPeriodEnd) {
      throw new AppError("CONFLICT", {
        message: { en: "The current subscription has no paid period to renew or cancel.", ar: "ليس للاشتراك الحالي فترة مدفوعة لتجديدها أو إلغائها." },
      });
    }
    const before = { auto_renew: current.autoRenew, cancel_at_period_end: current.cancelAtPeriodEnd };
    const after = { auto_renew: input.auto_renew ?? before.auto_renew, cancel_at_period_end: input.cancel_at_period_end ?? before.cancel_at_period_end };
    const diff = diffOf(before, after);
    if (Object.keys(diff).length === 0) return;
    await tx.subscription.update({ where: { id: current.id }, data: { autoRenew: after.auto_renew, cancelAtPeriodEnd: after.cancel_at_period_end } });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "subscription.updated",
      entityType: "subscription",
      entityId: current.id,
      diff,
      request: ctx,
    });
  });
  return subscriptionOverview(vendorId, ctx.locale, ctx.userId);
}

/** Whether a plan costs money (Free and any zero-priced plan do not). */
export function isPaidPlan(plan: Pick<Plan, "code" | "priceMonthly">): boolean {
  return !isFree(plan) && toDecimal(plan.priceMonthly).gt(0);
}
