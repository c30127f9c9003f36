import { diffOf, writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { invalidateLinkTokens, linkInvalid, verifyCurrentPassword } from "./password-change";
import { sendNotice } from "./security-notice";
import { revokeUserSessions } from "../sessions/session";
import { portalUrl } from "../../core/app-url";
import { consumeLinkToken, createLinkToken } from "../registration/verification-tokens";
import { accountMachine } from "../state-machine";

// Email change (spec Authentication 8): the new address is verified first by
// a 24-hour link; once applied, the old address gets a notice with a revert
// link valid 72 hours. The confirm link is an `email_verify` token WITH a
// payload `{new_email}`; plain account verification tokens have none, and each
// flow refuses the other's tokens. A refused token is not spent: the check
// runs inside the transaction that claimed it, and the error rolls it back.

const payloadField = (payload: unknown, key: string): string | null => {
  const value = payload && typeof payload === "object" ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : null;
};

/**
 * Starts a change after re-authentication. When the new address belongs to
 * another account the answer is the same, but only a notice goes to that
 * address and nothing changes.
 */
export async function startEmailChange(input: { new_email: string; current_password: string }, ctx: RequestContext): Promise<{ sent: true }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: callerId(ctx) } });
  await verifyCurrentPassword(user, input.current_password);
  if (input.new_email === user.email) throw validationFailed({ new_email: ["validation.email_unchanged"] });

  const owner = await db.user.findUnique({ where: { email: input.new_email } });
  const linkToken = await db.$transaction(async (tx) => {
    let token: string | null = null;
    if (!owner) {
      // Only the latest requested address can be confirmed.
      const pending = await tx.verificationToken.findMany({ where: { userId: user.id, purpose: "email_verify", usedAt: null } });
      const earlier = pending.filter((t) => payloadField(t.payload, "new_email")).map((t) => t.id);
      if (earlier.length) await tx.verificationToken.updateMany({ where: { id: { in: earlier } }, data: { usedAt: now() } });
      token = await createLinkToken(tx, user.id, "email_verify", { new_email: input.new_email });
    }
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.email.change_requested",
      entityType: "user",
      entityId: user.id,
      diff: { new_email: input.new_email, address_taken: !!owner },
      request: ctx,
    });
    return token;
  });

  if (owner) {
    if (owner.email) await sendNotice(owner.email, owner.preferredLocale, "email_change_taken", "email_change.taken");
  } else if (linkToken) {
    await sendNotice(input.new_email, user.preferredLocale, "email_change_confirm", "email_change.confirm", {
      url: portalUrl(user.preferredLocale, `/confirm-email-change?token=${linkToken}`),
    });
  }
  return { sent: true };
}

/** Applies the change from the new address's link; the old address gets a 72-hour revert link. */
export async function confirmEmailChange(token: string, ctx: RequestContext): Promise<{ email: string }> {
  const { user, newEmail, revertToken } = await db.$transaction(async (tx) => {
    const row = await consumeLinkToken(tx, token, "email_verify");
    const newEmail = payloadField(row?.payload, "new_email");
    if (!row || !newEmail) throw linkInvalid(); // a plain verification token stays unspent (rollback)
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    const taken = await tx.user.findFirst({ where: { email: newEmail, id: { not: user.id } }, select: { id: true } });
    if (user.status === "anonymized" || taken) throw linkInvalid();

    // Verifying an email completes the registration too.
    await accountMachine.tryMove(tx, user, "verify");
    const updated = await tx.user.update({ where: { id: user.id }, data: { email: newEmail, emailVerifiedAt: now() } });
    // Links sent to the old address (verification, reset) no longer apply.
    await invalidateLinkTokens(tx, user.id, ["email_verify", "password_reset"]);
    const revertToken = user.email ? await createLinkToken(tx, user.id, "change_revert", { old_email: user.email }) : null;
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.email.changed",
      entityType: "user",
      entityId: user.id,
      diff: diffOf(snapshot(user), snapshot(updated)),
      request: ctx,
    });
    return { user, newEmail, revertToken };
  });

  if (user.email && revertToken) {
    await sendNotice(user.email, user.preferredLocale, "email_change_revert", "email_change.revert", {
      new_email: newEmail,
      url: portalUrl(user.preferredLocale, `/revert-email-change?token=${revertToken}`),
    });
  }
  return { email: newEmail };
}

/**
 * Restores the old address from its revert link (unless another account has
 * taken it meanwhile) and signs out every session: the change may have been
 * made by someone else.
 */
export async function revertEmailChange(token: string, ctx: RequestContext): Promise<{ email: string }> {
  const { user, oldEmail } = await db.$transaction(async (tx) => {
    const row = await consumeLinkToken(tx, token, "change_revert");
    const oldEmail = payloadField(row?.payload, "old_email");
    if (!row || !oldEmail) throw linkInvalid();
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    if (user.status === "anonymized") throw linkInvalid();
    const taken = await tx.user.findFirst({ where: { email: oldEmail, id: { not: user.id } }, select: { id: true } });
    if (taken) throw validationFailed({ token: ["validation.email_revert_taken"] });

    const updated = await tx.user.update({ where: { id: user.id }, data: { email: oldEmail, emailVerifiedAt: now() } });
    // Links sent to the replaced address (a pending change, a reset) must not work.
    await invalidateLinkTokens(tx, user.id, ["email_verify", "password_reset"]);
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.email.reverted",
      entityType: "user",
      entityId: user.id,
      diff: diffOf(snapshot(user), snapshot(updated)),
      request: ctx,
    });
    return { user, oldEmail };
  });

  await revokeUserSessions(user.id, "email_reverted");
  await sendNotice(oldEmail, user.preferredLocale, "email_reverted", "email_change.reverted", {
    reset_url: portalUrl(user.preferredLocale, "/forgot-password"),
  });
  return { email: oldEmail };
}

function snapshot(u: { email: string | null; emailVerifiedAt: Date | null; status: string }) {
  return { email: u.email, email_verified_at: u.emailVerifiedAt?.toISOString() ?? null, status: u.status };
}
