import { z } from "zod";
import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import { emit } from "../../core/outbox/outbox";
import { Prisma, type User } from "../../core/db/generated/client";
import { UserStatus } from "../../core/db/generated/enums";
import { AppError, validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { localized, type Locale } from "../../core/i18n";
import { kuwaitDay } from "../../core/kuwait-time";
import { accountMachine, cancelDeletionMove } from "../state-machine";
import { removeExportFiles } from "./data-export";
import { verifyPassword } from "../password-hash";
import { DELETION_GRACE_MS, notifyAccountHolder } from "./profile";
import { portalUrl } from "../../core/app-url";

// Account deletion (spec "### Account"): the user asks, re-authenticating;
// 30 days of grace follow, ended by signing in or cancelling; then the daily
// job anonymizes the account. Transactional records (audit log, bookings)
// stay, unlinked from the person.

/** Accounts without a password re-authenticate by signing in again: the session must be this fresh. */
export const REAUTH_WINDOW_MS = 5 * 60_000;
/**
 * What an anonymized account is called. One neutral English label (stored
 * data, not UI text): clients show their own localized "deleted user" for
 * `status: anonymized`.
 */
export const DELETED_USER_LABEL = "Deleted user";

export const deletionRequestBody = z.strictObject({ password: z.string().max(1024).optional() }).meta({ id: "DeletionRequest" });

export const deletionStateSchema = z.object({ status: z.enum(UserStatus), deletion_scheduled_at: z.string().nullable() }).meta({ id: "DeletionState" });

export type DeletionBlocker = { type: "subscription" | "booking"; id: string; label: string };

/**
 * Bookings that block deletion (spec States "Account"): the user's confirmed
 * upcoming bookings as a customer, and the active bookings (pending,
 * confirmed, refund_requested) of vendors the user owns. Identity sits below
 * the bookings module, so this reads the bookings table directly.
 */
export async function bookingBlockers(userId: string, locale: Locale = "en"): Promise<DeletionBlocker[]> {
  const today = kuwaitDay(now());
  const bookings = await db.booking.findMany({
    where: {
      OR: [
        { customerUserId: userId, status: "confirmed", serviceDate: { gte: today } },
        { status: { in: ["pending", "confirmed", "refund_requested"] }, vendor: { members: { some: { userId, role: "vendor_owner" } } } },
      ],
    },
    include: { vendor: { select: { nameAr: true, nameEn: true } } },
    orderBy: [{ serviceDate: "asc" }, { id: "asc" }],
  });
  return bookings.map((b) => ({
    type: "booking",
    id: b.id,
    label: `${b.reference}: ${localized(locale, b.vendor.nameAr, b.vendor.nameEn)} (${b.serviceDate.toISOString().slice(0, 10)})`,
  }));
}

/** Active paid subscriptions of vendors the user owns. */
async function subscriptionBlockers(userId: string, locale: Locale): Promise<DeletionBlocker[]> {
  const subscriptions = await db.subscription.findMany({
    where: {
      status: "active",
      plan: { priceMonthly: { gt: 0 } },
      vendor: { members: { some: { userId, role: "vendor_owner" } } },
    },
    include: { plan: true, vendor: true },
    orderBy: { id: "asc" },
  });
  return subscriptions.map((s) => ({
    type: "subscription",
    id: s.id,
    label: `${localized(locale, s.vendor.nameAr, s.vendor.nameEn)}: ${localized(locale, s.plan.nameAr, s.plan.nameEn)}`,
  }));
}

export async function deletionBlockers(userId: string, locale: Locale): Promise<DeletionBlocker[]> {
  return [...(await subscriptionBlockers(userId, locale)), ...(await bookingBlockers(userId, locale))];
}

/** The password when the account has one; otherwise a sign-in within the last 5 minutes. */
async function reauthenticate(user: User, password: string | undefined, ctx: RequestContext): Promise<void> {
  if (user.passwordHash) {
    if (!password) throw validationFailed({ password: ["validation.required"] });
    if (!(await verifyPassword(user.passwordHash, password))) throw validationFailed({ password: ["validation.current_password_wrong"] });
    return;
  }
  const session = await db.session.findUniqueOrThrow({ where: { id: ctx.sessionId } });
  if (now().getTime() - session.createdAt.getTime() > REAUTH_WINDOW_MS) throw validationFailed({ password: ["validation.reauth_required"] });
}

const scheduledAt = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_MS);

export async function requestDeletion(input: z.infer<typeof deletionRequestBody>, ctx: RequestContext) {
  const user = await db.user.findUniqueOrThrow({ where: { id: ctx.userId } });
  // Unverified accounts may leave too; the spec's table names only `active`.
  if (!accountMachine.can(user.status, "request_deletion")) {
    throw new AppError("CONFLICT", {
      message:
        user.status === "deletion_requested"
          ? { en: "Deletion is already requested.", ar: "طُلب حذف الحساب من قبل." }
          : { en: "This account cannot be deleted in its current state.", ar: "لا يمكن حذف هذا الحساب في حالته الحالية." },
    });
  }
  await reauthenticate(user, input.password, ctx);
  const blockers = await deletionBlockers(user.id, ctx.locale);
  if (blockers.length) {
    throw new AppError("CONFLICT", {
      message: { en: "The account cannot be deleted yet; see blockers.", ar: "لا يمكن حذف الحساب بعد؛ انظر blockers." },
      extra: { blockers },
    });
  }

  const requestedAt = now();
  await db.$transaction(async (tx) => {
    // Conditional on the status read above: two concurrent requests record one.
    await accountMachine.move(tx, user, "request_deletion", {
      data: { deletionRequestedAt: requestedAt },
      audit: { actor: { type: "user", id: user.id }, action: "account.deletion_requested", request: ctx },
    });
  });
  const deletionAt = scheduledAt(requestedAt);
  await notifyAccountHolder(user, "account_deletion_requested", {
    date: deletionAt.toISOString().slice(0, 10),
    login_url: portalUrl(user.preferredLocale, "/login"),
  });
  return { status: "deletion_requested", deletion_scheduled_at: deletionAt.toISOString() };
}

export async function cancelDeletion(ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: ctx.userId } });
    if (user.status !== "deletion_requested")
      throw new AppError("CONFLICT", { message: { en: "There is no pending deletion request.", ar: "لا يوجد طلب حذف قيد الانتظار." } });
    await accountMachine.move(tx, user, cancelDeletionMove(user), {
      data: { deletionRequestedAt: null },
      audit: { actor: { type: "user", id: user.id }, action: "account.deletion_cancelled", request: ctx },
    });
  });
}

// ------------------------------------------------------------ anonymization (daily job)

/** Anonymizes every account whose 30-day grace has passed. Returns how many. */
export async function anonymizeExpiredDeletions(): Promise<number> {
  const cutoff = new Date(now().getTime() - DELETION_GRACE_MS);
  const due = await db.user.findMany({ where: { status: "deletion_requested", deletionRequestedAt: { lte: cutoff } }, select: { id: true } });
  let count = 0;
  for (const { id } of due) {
    // Blocked meanwhile (e.g. a paid subscription started during the grace): retried on the next run.
    if ((await deletionBlockers(id, "en")).length) continue;
    if (await anonymizeUser(id, cutoff)) count++;
  }
  return count;
}

async function anonymizeUser(userId: string, cutoff: Date): Promise<boolean> {
  const purged = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    // Conditional: a sign-in may have cancelled the request since the job listed it.
    const moved = await accountMachine.tryMove(tx, user, "anonymize", {
      where: { deletionRequestedAt: { lte: cutoff } },
      data: anonymizedColumns(),
      audit: { actor: { type: "system" }, action: "account.anonymized", diff: { purged: PURGED } },
    });
    return moved ? purgePersonalData(tx, user) : null;
  });
  if (purged) await removePurgedFiles(purged);
  return !!purged;
}

/** What anonymization purges, as audited (never the values). */
export const PURGED = [
  "name",
  "email",
  "phone",
  "password",
  "avatar",
  "notification_preferences",
  "social_identities",
  "sessions",
  "push_tokens",
  "data_exports",
  "event_budget_lines",
  "event_checklist_items",
];

/** The user's own columns once anonymized: a generic name, no identifier, password or avatar. */
export function anonymizedColumns(): Prisma.UserUpdateManyMutationInput {
  return {
    anonymizedAt: now(),
    firstName: DELETED_USER_LABEL,
    lastName: "",
    email: null,
    emailVerifiedAt: null,
    phone: null,
    phoneVerifiedAt: null,
    phoneMarket: null,
    passwordHash: null,
    avatarMediaId: null,
    notificationPreferences: Prisma.DbNull,
  };
}

type PurgedFiles = { exports: string[] };

/**
 * Removes what links the person to the account (sessions' device data, push
 * tokens, social identities, codes and links, message addresses, exports,
 * the avatar), in the anonymizing transaction. Transactional records stay.
 * Returns the export files to delete once it commits; the avatar objects are
 * the media module's (AccountAnonymized).
 */
export async function purgePersonalData(tx: Tx, user: Pick<User, "id" | "email" | "phone">): Promise<PurgedFiles> {
  const userId = user.id;
  await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now(), revokeReason: "account_anonymized" } });
  await tx.session.updateMany({ where: { userId }, data: { deviceName: null, ip: null, city: null } });
  await tx.pushToken.deleteMany({ where: { userId } });
  await tx.socialIdentity.deleteMany({ where: { userId } });
  await tx.twoFactor.deleteMany({ where: { userId } });
  await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactorChallenge.deleteMany({ where: { userId } });
  await tx.verificationToken.deleteMany({ where: { userId } });
  if (user.phone) await tx.otpCode.deleteMany({ where: { phone: user.phone } });
  // Delivery records keep no address or text of the person.
  const recipients = [user.email, user.phone].filter((r): r is string => !!r);
  if (recipients.length) {
    await tx.outboundMessage.updateMany({ where: { recipient: { in: recipients } }, data: { recipient: "anonymized", subject: null, body: "" } });
  }
  // The event planner's budget lines and checklist: the person's own plans, not transactional records.
  await tx.eventBudgetLine.deleteMany({ where: { event: { customerUserId: userId } } });
  await tx.eventChecklistItem.deleteMany({ where: { event: { customerUserId: userId } } });
  const exports = await tx.dataExport.findMany({ where: { userId }, select: { filePath: true } });
  await tx.dataExport.deleteMany({ where: { userId } });
  const avatars = await tx.media.findMany({ where: { ownerUserId: userId, context: "avatar" }, select: { storageKey: true } });
  await tx.media.deleteMany({ where: { ownerUserId: userId, context: "avatar" } });
  await emit(tx, "AccountAnonymized", { userId, mediaStorageKeys: avatars.map((a) => a.storageKey) });
  return { exports: exports.flatMap((e) => (e.filePath ? [e.filePath] : [])) };
}

/** After commit: the export files of a purged account. */
export async function removePurgedFiles(files: PurgedFiles): Promise<void> {
  await removeExportFiles(files.exports);
}
