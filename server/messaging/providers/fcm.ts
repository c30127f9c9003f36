import { readFileSync } from "node:fs";
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import { now } from "../../core/clock";
import { config } from "../../core/config";
import { MessagingProviderError, PushTokenInvalidError, type OutgoingPush, type PushProvider } from "../types";
import type { FetchLike } from "./http-sms";
import { retryAfterMs } from "./retry-after";

// Push through Firebase Cloud Messaging, HTTP v1 API (PUSH_PROVIDER=fcm).
//
//   Send:   POST https://fcm.googleapis.com/v1/projects/{project_id}/messages:send
//           Authorization: Bearer <OAuth2 access token>
//           {"message": {"token", "notification": {"title","body"}, "data": {string: string}, "android"|"apns"|"webpush"}}
//           200 -> {"name": "projects/{project_id}/messages/{message_id}"} (returned as messageId)
//           https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send
//   Auth:   a service account (FCM_SERVICE_ACCOUNT_JSON = the key file's JSON, or FCM_SERVICE_ACCOUNT_FILE
//           = its path) signs a JWT (RS256; iss = client_email, scope firebase.messaging, aud = token_uri)
//           exchanged at https://oauth2.googleapis.com/token (grant_type jwt-bearer) for an access token,
//           cached until a minute before it expires.
//           https://developers.google.com/identity/protocols/oauth2/service-account#httprest
//   Errors: https://firebase.google.com/docs/cloud-messaging/error-codes (the `details[].errorCode` of a
//           google.firebase.fcm.v1.FcmError, else the `status`):
//           UNREGISTERED (404), SENDER_ID_MISMATCH (403), INVALID_ARGUMENT (400) about the token
//             -> PushTokenInvalidError: the caller deletes the token and does not retry.
//           QUOTA_EXCEEDED (429), UNAVAILABLE (503), INTERNAL (500), other 5xx, network errors, timeouts
//             -> MessagingProviderError retryable (Retry-After honoured when given).
//           THIRD_PARTY_AUTH_ERROR / 401 -> retryable; a 401 also drops the cached access token.
//           Any other 4xx (e.g. INVALID_ARGUMENT on a data field) -> MessagingProviderError not retryable.

export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
export const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";
export const FCM_TIMEOUT_MS = 10_000;

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.string().url().optional(),
});
export type FcmServiceAccount = z.infer<typeof serviceAccountSchema>;

export type FcmProviderOptions = {
  /** Default: FCM_SERVICE_ACCOUNT_JSON, else the file at FCM_SERVICE_ACCOUNT_FILE. */
  serviceAccount?: FcmServiceAccount;
  /** Default: FCM_PROJECT_ID, else the service account's project_id. */
  projectId?: string;
  /** Default: the global `fetch` (tests inject recorded answers). */
  fetch?: FetchLike;
  timeoutMs?: number;
};

/** The service account from the configuration; throws a clear error when missing or malformed. */
export function loadServiceAccount(): FcmServiceAccount {
  const c = config();
  let raw = c.FCM_SERVICE_ACCOUNT_JSON;
  if (!raw && c.FCM_SERVICE_ACCOUNT_FILE) raw = readFileSync(c.FCM_SERVICE_ACCOUNT_FILE, "utf8");
  if (!raw) throw new Error("FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE is not set (PUSH_PROVIDER=fcm)");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error("the FCM service account is not valid JSON");
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) throw new Error(`the FCM service account lacks ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  return parsed.data;
}

/** The `message` object of a send request, with the platform block the device needs. */
export function fcmMessage(m: OutgoingPush): Record<string, unknown> {
  const message: Record<string, unknown> = { token: m.token, notification: { title: m.title, body: m.body }, data: m.data };
  if (m.platform === "android") message.android = { priority: "high", notification: { sound: "default" } };
  if (m.platform === "ios") message.apns = { headers: { "apns-priority": "10" }, payload: { aps: { sound: "default" } } };
  if (m.platform === "web") message.webpush = { headers: { Urgency: "high" } };
  return message;
}

type FcmErrorBody = { error?: { code?: number; message?: string; status?: string; details?: { "@type"?: string; errorCode?: string }[] } };

/** Maps a refused send to the error the caller acts on (see the table at the top). */
export async function fcmError(response: Response): Promise<Error> {
  const text = await response.text().catch(() => "");
  let body: FcmErrorBody = {};
  try {
    body = JSON.parse(text) as FcmErrorBody;
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  const fcmCode = body.error?.details?.find((d) => d["@type"]?.endsWith("google.firebase.fcm.v1.FcmError"))?.errorCode;
  const code = fcmCode ?? body.error?.status;
  const detail = `FCM answered ${response.status}${code ? ` ${code}` : ""}${body.error?.message ? `: ${body.error.message}` : text ? `: ${text.slice(0, 200)}` : ""}`;
  const status = response.status;
  const aboutToken = /registration token|message\.token/i.test(body.error?.message ?? "");
  if (code === "UNREGISTERED" || code === "SENDER_ID_MISMATCH" || (status === 404 && !code)) return new PushTokenInvalidError(detail);
  if (code === "INVALID_ARGUMENT" && (fcmCode === "INVALID_ARGUMENT" || aboutToken)) return new PushTokenInvalidError(detail);
  const retryable = status === 401 || status === 429 || status >= 500 || code === "THIRD_PARTY_AUTH_ERROR";
  return new MessagingProviderError(detail, { status, code, retryable, retryAfterMs: retryAfterMs(response) });
}

export function createFcmProvider(opts: FcmProviderOptions = {}): PushProvider & { clearAccessToken(): void } {
  let account = opts.serviceAccount;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const doFetch: FetchLike = opts.fetch ?? ((u, init) => fetch(u, init));
  const timeoutMs = opts.timeoutMs ?? FCM_TIMEOUT_MS;

  async function requestAccessToken(sa: FcmServiceAccount): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const tokenUri = sa.token_uri ?? GOOGLE_TOKEN_URI;
    const key = await importPKCS8(sa.private_key, "RS256");
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(sa.private_key_id ? { kid: sa.private_key_id } : {}) })
      .setIssuer(sa.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const response = await doFetch(tokenUri, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      // invalid_grant (a revoked key, a clock far off) will not heal by retrying soon, but a later attempt
      // after the operator fixes the key may: leave that to the caller's retry limit.
      throw new MessagingProviderError(`Google OAuth2 answered ${response.status}: ${text.slice(0, 200)}`, {
        status: response.status,
        retryable: response.status === 429 || response.status >= 500,
      });
    }
    const body = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new MessagingProviderError("Google OAuth2 answered without an access_token", { retryable: true });
    // Refresh a minute early so a token never expires between the check and FCM reading it.
    cached = { token: body.access_token, expiresAt: now().getTime() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  async function accessToken(sa: FcmServiceAccount): Promise<string> {
    if (cached && cached.expiresAt > now().getTime()) return cached.token;
    // Concurrent sends share one token request.
    pending ??= requestAccessToken(sa).finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    name: "fcm",
    clearAccessToken() {
      cached = undefined;
    },
    async send(m) {
      account ??= loadServiceAccount();
      const projectId = opts.projectId ?? config().FCM_PROJECT_ID ?? account.project_id;
      const token = await accessToken(account);
      const response = await doFetch(`https://fcm.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/messages:send`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json; charset=UTF-8", Accept: "application/json" },
        body: JSON.stringify({ message: fcmMessage(m) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        if (response.status === 401) cached = undefined;
        throw await fcmError(response);
      }
      const body = (await response.json()) as { name?: string };
      if (!body.name) throw new MessagingProviderError("FCM accepted the message without a name", { status: response.status, retryable: false });
      return { messageId: body.name };
    },
  };
}
