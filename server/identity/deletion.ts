import { z } from "zod";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma, type User } from "../core/db/generated/client";
import { UserStatus } from "../core/db/generated/enums";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { localized, type Locale } from "../core/i18n";
import { removeExportFiles } from "./data-export";
import { verifyPassword } from "./passwords";
import { DELETION_GRACE_MS, notifyAccountHolder } from "./profile";
import { portalUrl } from "./verification-tokens";

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

/** Unverified accounts may leave too; the spec's table names only `active`. */
const DELETABLE: UserStatus[] = ["active", "pending_verification"];

export const deletionRequestBody = z.strictObject({ password: z.string().max(1024).optional() }).meta({ id: "DeletionRequest" });

export const deletionStateSchema = z
  .object({ status: z.enum(UserStatus), deletion_scheduled_at: z.string().nullable() })
  .meta({ id: "DeletionState" });

export type DeletionBlocker = { type: "subscription" | "booking"; id: string; label: string };

/**
 * Bookings that block deletion: the user's confirmed upcoming bookings and
 * the active bookings of vendors the user owns. Bookings do not exist yet;
 * the bookings module fills this in.
 */
export async function bookingBlockers(_userId: string): Promise<DeletionBlocker[]> {
  return [];
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
  return [...(await subscriptionBlockers(userId, locale)), ...(await bookingBlockers(userId))];
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
  if (!DELETABLE.includes(user.status)) {
    throw new AppError("CONFLICT", { message: user.status === "deletion_requested" ? "Deletion is already requested." : "This account cannot be deleted in its current state." });
  }
  await reauthenticate(user, input.password, ctx);
  const blockers = await deletionBlockers(user.id, ctx.locale);
  if (blockers.length) throw new AppError("CONFLICT", { message: "The account cannot be deleted yet; see blockers.", extra: { blockers } });

  const requestedAt = now();
  await db.$transaction(async (tx) => {
    // Conditional on the status read above: two concurrent requests record one.
    const claimed = await tx.user.updateMany({ where: { id: user.id, status: user.status }, data: { status: "deletion_requested", deletionRequestedAt: requestedAt } });
    if (claimed.count === 0) throw new AppError("CONFLICT", { message: "Deletion is already requested." });
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "account.deletion_requested",
      entityType: "user",
      entityId: user.id,
      diff: { status: [user.status, "deletion_requested"] },
      request: ctx,
    });
  });
  const deletionAt = scheduledAt(requestedAt);
  await notifyAccountHolder(user, "account_deletion_requested", { date: deletionAt.toISOString().slice(0, 10), login_url: portalUrl(user.preferredLocale, "/login") });
  return { status: "deletion_requested", deletion_scheduled_at: deletionAt.toISOString() };
}

/** The status a cancelled request returns to: active once an identifier is verified. */
export function statusAfterCancel(user: Pick<User, "emailVerifiedAt" | "phoneVerifiedAt">): UserStatus {
  return user.emailVerifiedAt || user.phoneVerifiedAt ? "active" : "pending_verification";
}

export async function cancelDeletion(ctx: RequestContext) {
  const status = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: ctx.userId } });
    if (user.status !== "deletion_requested") throw new AppError("CONFLICT", { message: "There is no pending deletion request." });
    const status = statusAfterCancel(user);
    const claimed = await tx.user.updateMany({ where: { id: user.id, status: "deletion_requested" }, data: { status, deletionRequestedAt: null } });
    if (claimed.count === 0) throw new AppError("CONFLICT", { message: "There is no pending deletion request." });
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "account.deletion_cancelled",
      entityType: "user",
      entityId: user.id,
      diff: { status: ["deletion_requested", status] },
      request: ctx,
    });
    return status;
  });
  return { status, deletion_scheduled_at: null };
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
  const exportFiles: string[] = [];
  const done = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    // Conditional: a sign-in may have cancelled the request since the job listed it.
    const claimed = await tx.user.updateMany({
      where: { id: userId, status: "deletion_requested", deletionRequestedAt: { lte: cutoff } },
      data: {
        status: "anonymized",
        anonymizedAt: now(),
        firstName: DELETED_USER_LABEL,
        lastName: "",
        email: null,
        emailVerifiedAt: null,
        phone: null,
        phoneVerifiedAt: null,
        phoneMarket: null,
        passwordHash: null,
        notificationPreferences: Prisma.DbNull,
      },
    });
    if (claimed.count === 0) return false;
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now(), revokeReason: "account_anonymized" } });
    await tx.session.updateMany({ where: { userId }, data: { deviceName: null, ip: null, city: null } });
    await tx.pushToken.deleteMany({ where: { userId } });
    await tx.socialIdentity.deleteMany({ where: { userId } });
    await tx.verificationToken.deleteMany({ where: { userId } });
    if (user.phone) await tx.otpCode.deleteMany({ where: { phone: user.phone } });
    // Delivery records keep no address or text of the person.
    const recipients = [user.email, user.phone].filter((r): r is string => !!r);
    if (recipients.length) {
      await tx.outboundMessage.updateMany({ where: { recipient: { in: recipients } }, data: { recipient: "anonymized", subject: null, body: "" } });
    }
    const exports = await tx.dataExport.findMany({ where: { userId }, select: { filePath: true } });
    exportFiles.push(...exports.flatMap((e) => (e.filePath ? [e.filePath] : [])));
    await tx.dataExport.deleteMany({ where: { userId } });
    await writeAudit(tx, {
      actor: { type: "system" },
      action: "account.anonymized",
      entityType: "user",
      entityId: userId,
      // What was purged, never the values.
      diff: { status: ["deletion_requested", "anonymized"], purged: ["name", "email", "phone", "password", "notification_preferences", "social_identities", "sessions", "data_exports"] },
    });
    return true;
  });
  if (done) await removeExportFiles(exportFiles);
  return done;
}
