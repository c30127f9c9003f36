import { z } from "zod";
import { AppError } from "../core/errors";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { getMe, listMySessions, logout, refreshTokens, revokeMyOtherSessions, revokeMySession } from "./sessions/account";
import { refreshTokenFromCookie } from "./sessions/authenticate";
import { clearedCookies } from "./sessions/cookies";
import { loginWithPassword } from "./sessions/login";
import { profileSchema } from "./profile/profile";
import { registerWithPassword } from "./registration/register";
import * as s from "./schemas";
import { deliverTokens, renewalClient, signInClient, signInOrChallenge } from "./sessions/token-delivery";
import { callerId } from "../core/http/request-context";

const authResult = z.union([z.object({ user: s.userSchema, token: s.tokenSchema }), s.challengeSchema]);

export const register = defineEndpoint({
  method: "POST",
  path: "/auth/register",
  summary:
    "Register with email and password (identity or catalog body). A known email or phone gets an identical answer. No session yet (`token` is null): the emailed verification link signs the new account in (POST /auth/email/verify); until then password sign-in fails as for a wrong password.",
  tags: ["Identity"],
  auth: "public",
  body: s.registerBody,
  response: z.object({ user: s.userSchema, token: z.null(), verification: z.object({ email_sent: z.boolean(), otp_sent_to: z.string().nullable() }) }),
  successStatus: 201,
  handler: async ({ body, ctx }) => created(await registerWithPassword(body, ctx), `/api/v1/me`),
});

export const login = defineEndpoint({
  method: "POST",
  path: "/auth/login",
  summary:
    'Sign in with email (or phone) and password. Tokens: in the body for API clients (no `device`, or a mobile platform); httpOnly cookies for the web portal (`device.platform: "web"`), the body then carrying their expiry times only. An account with two-factor sign-in on gets a challenge instead of tokens (`two_factor_required: true`, `challenge_token`, `methods`, `expires_at`; 5 minutes, single use): complete it with POST /auth/2fa/verify.',
  tags: ["Identity"],
  auth: "public",
  body: s.loginBody,
  response: authResult,
  handler: async ({ body, ctx }) => {
    return signInOrChallenge(signInClient(body.device), await loginWithPassword(body, ctx));
  },
});

export const refresh = defineEndpoint({
  method: "POST",
  path: "/auth/refresh",
  summary:
    "Rotate the refresh token. Sent in the body (API clients): the new pair comes in the body. Sent as the web portal's cookie (no body token): new httpOnly cookies, the body carrying expiry times only. The same client (User-Agent) presenting it again within 30 s gets the same new pair (parallel refreshes); any other reuse of a used token revokes its whole family",
  tags: ["Identity"],
  auth: "public",
  body: s.refreshBody,
  response: s.tokenSchema,
  handler: async ({ body, request, ctx }) => {
    const token = body.refresh_token ?? refreshTokenFromCookie(request);
    if (!token) throw new AppError("UNAUTHENTICATED");
    const { token: answer, cookies } = deliverTokens(renewalClient(body.refresh_token ? "body" : "cookie"), await refreshTokens(token, ctx));
    return { ...ok(answer), ...(cookies ? { cookies } : {}) };
  },
});

export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/logout",
  summary: "Revoke the current session",
  tags: ["Identity"],
  auth: "user",
  successStatus: 204,
  handler: async ({ ctx }) => {
    await logout(ctx);
    return { ...noContent(), cookies: clearedCookies() };
  },
});

export const me = defineEndpoint({
  method: "GET",
  path: "/me",
  summary: "The signed-in user's profile, with notification preferences",
  tags: ["Identity"],
  auth: "user",
  response: profileSchema,
  handler: async ({ ctx }) => ok(await getMe(callerId(ctx))),
});

export const sessions = defineEndpoint({
  method: "GET",
  path: "/me/sessions",
  summary: "Signed-in devices",
  tags: ["Identity"],
  auth: "user",
  response: z.array(s.sessionSchema),
  collection: true,
  handler: async ({ ctx }) => ok(await listMySessions(ctx)),
});

export const revokeOthers = defineEndpoint({
  method: "DELETE",
  path: "/me/sessions",
  summary: "Revoke every session except the current one",
  tags: ["Identity"],
  auth: "user",
  successStatus: 204,
  handler: async ({ ctx }) => {
    await revokeMyOtherSessions(ctx);
    return noContent();
  },
});

export const revokeOne = defineEndpoint({
  method: "DELETE",
  path: "/me/sessions/{sessionId}",
  summary: "Revoke one session",
  tags: ["Identity"],
  auth: "user",
  params: s.sessionIdParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await revokeMySession(ctx, params.sessionId);
    return noContent();
  },
});
