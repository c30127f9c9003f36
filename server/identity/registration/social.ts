import { now } from "../../core/clock";
import { writeAudit } from "../../core/audit";
import { db, type Tx } from "../../core/db/client";
import { Prisma, type User } from "../../core/db/generated/client";
import { AppError } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import type { Locale } from "../../core/i18n";
import { newId } from "../../core/ids";
import { consume } from "../../core/rate-limit/limiter";
import { verifyIdToken, type SocialClaims, type SocialProvider } from "./oidc";
import { verifyPassword } from "../password-hash";
import { loginKeys } from "../sessions/login-limits";
import { recordSignIn, refuseSuspended, startSession, type DeviceInput } from "../sessions/sign-in";
import { userView } from "../views";
import { accountMachine } from "../state-machine";
import { openChallenge, twoFactorEnabled } from "../two-factor/two-factor-challenge";

// Social sign-in (spec Authentication 6). The provider's subject is the
// durable key: it is matched first. Otherwise a verified email finds an
// existing account; a password account is linked only after its password is
// given again (else 409 `link_required`), so a provider account cannot take
// over an account by its email alone. Otherwise a new customer account.

export type SocialSignInInput = {
  provider: SocialProvider;
  idToken: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
  device?: DeviceInput;
};

/** `challenge`: the first factor is proven, the sign-in waits for the second step. */
type Outcome = { user: User; created: boolean; challenge?: boolean };

// The account was anonymized while this sign-in ran.
const invalidToken = () => new AppError("AUTH_INVALID_SOCIAL_TOKEN");

export async function signInWithSocial(input: SocialSignInInput, ctx: RequestContext) {
  const claims = await verifyIdToken(input.provider, input.idToken);
  let outcome: Outcome;
  try {
    outcome = await resolveAccount(input, claims, ctx);
  } catch (e) {
    // A concurrent first sign-in with the same subject won the race: it is linked now.
    if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")) throw e;
    outcome = await resolveAccount(input, claims, ctx);
  }
  if (outcome.challenge) return { challenge: await openChallenge(outcome.user, { method: "social", device: input.device, created: false }, ctx) };
  return { user: userView(outcome.user), token: await startSession(outcome.user.id, input.device, ctx), created: outcome.created };
}

async function resolveAccount(input: SocialSignInInput, claims: SocialClaims, ctx: RequestContext): Promise<Outcome> {
  const identity = { provider: input.provider, subject: claims.subject };
  const linked = await db.socialIdentity.findUnique({ where: { provider_subject: identity }, include: { user: true } });
  if (linked) {
    await refuseSuspended(linked.user, ctx);
    if (await twoFactorEnabled(linked.user.id)) return { user: linked.user, created: false, challenge: true };
    return { user: await db.$transaction((tx) => recordSignIn(tx, linked.user, ctx, "social", invalidToken)), created: false };
  }

  const owner = claims.email && claims.emailVerified ? await db.user.findUnique({ where: { email: claims.email } }) : null;
  // A passwordless account whose email was never proven is not linked: whoever typed that email there may not own it.
  if (owner && owner.status !== "anonymized" && (owner.passwordHash || owner.emailVerifiedAt)) {
    if (owner.passwordHash) await checkLinkPassword(owner, input.password, ctx);
    await refuseSuspended(owner, ctx);
    const secondStep = await twoFactorEnabled(owner.id);
    const user = await db.$transaction(async (tx) => {
      await tx.socialIdentity.create({ data: { id: newId(), userId: owner.id, ...identity, email: claims.email, createdAt: now() } });
      // The provider has just proven the email.
      let verified = owner;
      if (!owner.emailVerifiedAt) {
        await accountMachine.tryMove(tx, owner, "verify");
        verified = await tx.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: now() } });
      }
      await writeAudit(tx, {
        actor: { type: "user", id: owner.id },
        action: "auth.social.linked",
        entityType: "user",
        entityId: owner.id,
        diff: { provider: input.provider },
        request: ctx,
      });
      return secondStep ? verified : recordSignIn(tx, verified, ctx, "social", invalidToken);
    });
    return { user, created: false, challenge: secondStep };
  }

  const user = await db.$transaction((tx) => createSocialAccount(tx, input, claims, ctx));
  return { user, created: true };
}

/** Re-authentication before linking: 409 `link_required` without a password, 401 with a wrong one. */
async function checkLinkPassword(owner: User, password: string | undefined, ctx: RequestContext): Promise<void> {
  if (password === undefined) {
    throw new AppError("CONFLICT", {
      message: {
        en: "An account with this email exists; sign in with its password to link.",
        ar: "يوجد حساب بهذا البريد الإلكتروني؛ سجّل الدخول بكلمة مروره لربطه.",
      },
      extra: { link_required: true },
    });
  }
  // Same per-minute budget as password login (account and IP): linking is not a side door for guessing.
  await consume("login", loginKeys(owner.email!, ctx.ip).pair);
  if (!(await verifyPassword(owner.passwordHash, password))) throw new AppError("AUTH_INVALID_CREDENTIALS");
}

async function createSocialAccount(tx: Tx, input: SocialSignInInput, claims: SocialClaims, ctx: RequestContext): Promise<User> {
  // Only a verified email not held by another account goes on the new account.
  const emailFree = claims.email && claims.emailVerified && !(await tx.user.findUnique({ where: { email: claims.email }, select: { id: true } }));
  const email = emailFree ? claims.email : null;
  const user = await tx.user.create({
    data: {
      id: newId(),
      email,
      emailVerifiedAt: email ? now() : null,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      preferredLocale: input.locale ?? ctx.locale,
      status: email ? "active" : "pending_verification",
      createdAt: now(),
    },
  });
  const customerRole = await tx.role.findUniqueOrThrow({ where: { code: "customer" } });
  await tx.userRole.create({ data: { id: newId(), userId: user.id, roleId: customerRole.id } });
  await tx.socialIdentity.create({
    data: { id: newId(), userId: user.id, provider: input.provider, subject: claims.subject, email: claims.email, createdAt: now() },
  });
  await writeAudit(tx, {
    actor: { type: "user", id: user.id },
    action: "auth.register",
    entityType: "user",
    entityId: user.id,
    diff: { method: "social", provider: input.provider, email: [null, user.email] },
    request: ctx,
  });
  return user;
}
