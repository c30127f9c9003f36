import { createHash, randomBytes } from "node:crypto";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { localized, translate, type Locale } from "../core/i18n";
import { newId } from "../core/ids";
import { sendEmail } from "../messaging/send";
import { effectivePlan } from "./effective-plan";
import { portalUrl } from "../core/app-url";
import type { TeamRoleCode, VendorRoleCode } from "../identity/roles";

// The owner's team: managers and staff invited by email with their role
// (plan-limited seats), who join by accepting the emailed link while signed
// in with that verified address (docs/vendor-team.md).
// Removing someone takes away their vendor-scoped roles and moves their
// sessions acting for the vendor back to the customer context at once.

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const pendingInvitation = () => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now() } });

function invitationView(i: { id: string; email: string; role: string; expiresAt: Date; createdAt: Date }) {
  return { id: i.id, email: i.email, role: i.role as TeamRoleCode, expires_at: i.expiresAt.toISOString(), created_at: i.createdAt.toISOString() };
}

/** Seats taken: members plus invitations still open. */
async function seatsUsed(tx: Tx, vendorId: string): Promise<number> {
  const [members, invitations] = await Promise.all([
    tx.vendorMember.count({ where: { vendorId } }),
    tx.vendorInvitation.count({ where: { vendorId, ...pendingInvitation() } }),
  ]);
  return members + invitations;
}

export async function getTeam(vendorId: string) {
  const [members, invitations, plan] = await Promise.all([
    db.vendorMember.findMany({
      where: { vendorId },
      include: {
        user: { select: { id: true, firstName: true, lastName: true, email: true } },
        branches: { select: { branchId: true }, orderBy: { branchId: "asc" } },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.vendorInvitation.findMany({ where: { vendorId, ...pendingInvitation() }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    effectivePlan(vendorId),
  ]);
  return {
    members: members.map((m) => ({
      id: m.id,
      role: m.role as VendorRoleCode,
      user: { id: m.user.id, name: [m.user.firstName, m.user.lastName].filter(Boolean).join(" "), email: m.user.email },
      branch_ids: m.branches.map((b) => b.branchId),
      joined_at: m.createdAt.toISOString(),
    })),
    invitations: invitations.map(invitationView),
    team_size: plan.teamSize,
    seats_used: members.length + invitations.length,
  };
}

export async function inviteMember(vendorId: string, input: { email: string; role: TeamRoleCode }, ctx: RequestContext) {
  const email = input.email;
  const token = randomBytes(32).toString("base64url");
  const invitation = await db.$transaction(async (tx) => {
    // Serializes invitations of one vendor, so two at once cannot both take the last seat.
    await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
    const member = await tx.vendorMember.findFirst({ where: { vendorId, user: { email } }, select: { id: true } });
    if (member) throw new AppError("CONFLICT", { message: { en: "This person is already on the team.", ar: "هذا الشخص عضو في الفريق بالفعل." } });
    // Inviting the same address again replaces the open invitation (a fresh link, same seat).
    const open = await tx.vendorInvitation.findMany({ where: { vendorId, email, ...pendingInvitation() }, select: { id: true } });
    if (open.length) await tx.vendorInvitation.updateMany({ where: { id: { in: open.map((o) => o.id) } }, data: { revokedAt: now() } });
    const plan = await effectivePlan(vendorId, tx);
    if ((await seatsUsed(tx, vendorId)) + 1 > plan.teamSize) {
      throw new AppError("SUBSCRIPTION_REQUIRED", {
        message: {
          en: `The current plan allows a team of ${plan.teamSize}; upgrade to invite more people.`,
          ar: `تسمح الباقة الحالية بفريق حتى ${plan.teamSize}؛ رقِّ الباقة لدعوة المزيد.`,
        },
      });
    }
    const created = await tx.vendorInvitation.create({
      data: {
        id: newId(),
        vendorId,
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: callerId(ctx),
        expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        createdAt: now(),
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "vendor.team.invited",
      entityType: "vendor",
      entityId: vendorId,
      diff: { invitation_id: [null, created.id], email: [null, email], role: [null, input.role] },
      request: ctx,
    });
    return created;
  });
  return { ...invitationView(invitation), email_sent: await sendInvitation(vendorId, email, token, ctx.locale) };
}

/** The invitee's language when they have an account, else the inviter's. Returns whether the email went out. */
async function sendInvitation(vendorId: string, email: string, token: string, fallback: Locale): Promise<boolean> {
  const [vendor, invitee] = await Promise.all([
    db.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { nameAr: true, nameEn: true } }),
    db.user.findUnique({ where: { email }, select: { preferredLocale: true } }),
  ]);
  const locale = (invitee?.preferredLocale as Locale | undefined) ?? fallback;
  const values = {
    vendor: localized(locale, vendor.nameAr, vendor.nameEn),
    url: portalUrl(locale, `/vendor/invitations/accept?token=${token}`),
    days: 7,
  };
  const t = (key: string) => translate(locale, `api.emails.vendor_invitation.${key}`, values) ?? "";
  try {
    await sendEmail({ to: email, subject: t("subject"), text: t("body"), template: "vendor_invitation", locale });
    return true;
  } catch {
    // Recorded as failed by the messaging module; the owner can invite again for a new link.
    return false;
  }
}

/**
 * The signed-in user joins the vendor the invitation is for. Any token that
 * is unknown, used, revoked, expired or addressed to someone else is a 404,
 * so the endpoint tells nothing about other people's invitations.
 */
export async function acceptInvitation(input: { token: string }, ctx: RequestContext) {
  const userId = callerId(ctx);
  const result = await db.$transaction(async (tx) => {
    const invitation = await tx.vendorInvitation.findUnique({ where: { tokenHash: hashToken(input.token) } });
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now()) throw notFound();
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
    if (user.email !== invitation.email) throw notFound();
    // Only the address's owner gets here, so saying what is missing discloses nothing.
    if (!user.emailVerifiedAt) throw new AppError("AUTH_EMAIL_UNVERIFIED");
    await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${invitation.vendorId} FOR UPDATE`;
    if (await tx.vendorMember.findUnique({ where: { vendorId_userId: { vendorId: invitation.vendorId, userId } } })) {
      throw new AppError("CONFLICT", { message: { en: "You are already on this vendor's team.", ar: "أنت عضو في فريق هذا المزوّد بالفعل." } });
    }
    // The plan may have shrunk since the invitation was sent.
    const plan = await effectivePlan(invitation.vendorId, tx);
    if ((await tx.vendorMember.count({ where: { vendorId: invitation.vendorId } })) + 1 > plan.teamSize) {
      throw new AppError("SUBSCRIPTION_REQUIRED", {
        message: { en: "The vendor's plan has no free seat for this invitation.", ar: "لا يوجد مقعد شاغر في باقة المزوّد لهذه الدعوة." },
      });
    }
    const claimed = await tx.vendorInvitation.updateMany({ where: { id: invitation.id, acceptedAt: null, revokedAt: null }, data: { acceptedAt: now() } });
    if (claimed.count === 0) throw notFound();
    const membershipId = newId();
    await tx.vendorMember.create({ data: { id: membershipId, vendorId: invitation.vendorId, userId, role: invitation.role, createdAt: now() } });
    const role = await tx.role.findUniqueOrThrow({ where: { code: invitation.role }, select: { id: true } });
    await tx.userRole.create({
      data: { id: newId(), userId, roleId: role.id, vendorId: invitation.vendorId, grantedBy: invitation.invitedBy, createdAt: now() },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "vendor.team.joined",
      entityType: "vendor",
      entityId: invitation.vendorId,
      diff: { invitation_id: [null, invitation.id], member_user_id: [null, userId], role: [null, invitation.role] },
      request: ctx,
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: invitation.vendorId }, select: { id: true, slug: true, nameAr: true, nameEn: true } });
    return { vendor, membershipId, role: invitation.role };
  });
  return {
    vendor: { id: result.vendor.id, slug: result.vendor.slug, name: localized(ctx.locale, result.vendor.nameAr, result.vendor.nameEn) },
    membership_id: result.membershipId,
    role: result.role,
  };
}

/** DELETE /vendors/me/team/{id}: a member (never the owner) by membership id, or an open invitation by its id. */
export async function removeTeamEntry(vendorId: string, entryId: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const member = await tx.vendorMember.findFirst({ where: { id: entryId, vendorId } });
    if (member) {
      if (member.role === "vendor_owner") {
        throw new AppError("CONFLICT", {
          message: { en: "The owner cannot be removed from the team.", ar: "لا يمكن إزالة المالك من الفريق." },
        });
      }
      await tx.vendorMember.delete({ where: { id: member.id } });
      const grants = await tx.userRole.deleteMany({ where: { userId: member.userId, vendorId } });
      // The access token names the session; the session's context is re-read on every request.
      const sessions = await tx.session.updateMany({
        where: { userId: member.userId, activeContext: `vendor:${vendorId}` },
        data: { activeContext: "customer" },
      });
      await writeAudit(tx, {
        actor: { type: "user", id: ctx.userId },
        action: "vendor.team.removed",
        entityType: "vendor",
        entityId: vendorId,
        diff: {
          member_user_id: [member.userId, null],
          role: [member.role, null],
          role_grants_removed: [grants.count, 0],
          sessions_switched: [sessions.count, 0],
        },
        request: ctx,
      });
      return;
    }
    const invitation = await tx.vendorInvitation.findFirst({ where: { id: entryId, vendorId, ...pendingInvitation() } });
    if (!invitation) throw notFound();
    await tx.vendorInvitation.update({ where: { id: invitation.id }, data: { revokedAt: now() } });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "vendor.team.invitation_revoked",
      entityType: "vendor",
      entityId: vendorId,
      diff: { invitation_id: [invitation.id, null], email: [invitation.email, null] },
      request: ctx,
    });
  });
}
