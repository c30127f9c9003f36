import { captchaProvider, isProductionDeployment, parseConfig, standInsAllowed, type Config } from "./config";

// The start-up guard (scripts/start.mjs and scripts/serve.mjs call it before
// anything else): a production deployment (NODE_ENV=production with
// DATABASE_URL) refuses to start while any provider is a stand-in, naming
// each one with the variables that replace it. DEMO_MODE=1 allows them (a
// demo or staging deployment); every page then says "demo: no real payments"
// (components/shell/demo-banner.tsx). Embedded engines that are real
// implementations (memory search index, local media storage, in-memory rate
// limits) are not stand-ins; several instances need their shared versions
// (docs/operations.md), which is not this guard's concern.

export type StandIn = { standIn: string; fix: string };

const DEFAULT_MAIL_FROM = "no-reply@localhost";
const DEFAULT_CR_NUMBER = "CR-000000";
const MIN_AUTH_SECRET = 32;

function paymentStandIns(c: Config): StandIn[] {
  const myFatoorah = Boolean(c.MYFATOORAH_API_KEY && c.MYFATOORAH_WEBHOOK_SECRET);
  if (!c.TAP_SECRET_KEY && !myFatoorah) {
    return [{ standIn: "payments: the sandbox gateway (its payers choose the outcome)", fix: "TAP_SECRET_KEY, or MYFATOORAH_API_KEY and MYFATOORAH_WEBHOOK_SECRET" }];
  }
  if (myFatoorah && new URL(c.MYFATOORAH_API_URL).hostname.startsWith("apitest.")) {
    return [{ standIn: "payments: MyFatoorah's demo host", fix: "MYFATOORAH_API_URL=https://api.myfatoorah.com (or unset it)" }];
  }
  return [];
}

function messagingStandIns(c: Config): StandIn[] {
  const found: StandIn[] = [];
  if (c.MAIL_PROVIDER === "log") found.push({ standIn: "email: written to a log, not sent", fix: "MAIL_PROVIDER=smtp with SMTP_URL" });
  else if (c.MAIL_PROVIDER === "smtp" && !c.SMTP_URL) found.push({ standIn: "email: SMTP without a server", fix: "SMTP_URL" });
  else if (c.MAIL_PROVIDER === "postmark" && !c.POSTMARK_SERVER_TOKEN) found.push({ standIn: "email: Postmark without a server token", fix: "POSTMARK_SERVER_TOKEN" });
  // Postmark's documented test token is accepted and never delivered (as the primary or the fallback).
  if (c.MAIL_PROVIDER !== "log" && c.POSTMARK_SERVER_TOKEN === "POSTMARK_API_TEST") {
    found.push({ standIn: "email: Postmark's test token (accepted, never delivered)", fix: "POSTMARK_SERVER_TOKEN (the server's own token)" });
  }
  if (c.MAIL_FROM === DEFAULT_MAIL_FROM) found.push({ standIn: `email: sender ${DEFAULT_MAIL_FROM}`, fix: "MAIL_FROM" });

  const kwtSms = "SMS_PROVIDER=kwtsms with KWTSMS_USERNAME and KWTSMS_PASSWORD (or SMS_PROVIDER=http with SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN)";
  if (c.SMS_PROVIDER === "log") found.push({ standIn: "SMS: written to a log, not sent", fix: kwtSms });
  else if (c.SMS_PROVIDER === "kwtsms" && !(c.KWTSMS_USERNAME && c.KWTSMS_PASSWORD)) found.push({ standIn: "SMS: kwtSMS without credentials", fix: "KWTSMS_USERNAME and KWTSMS_PASSWORD" });
  else if (c.SMS_PROVIDER === "http" && !(c.SMS_GATEWAY_URL && c.SMS_GATEWAY_TOKEN)) found.push({ standIn: "SMS: HTTP gateway without its address or token", fix: "SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN" });
  if (c.SMS_PROVIDER === "kwtsms" && c.KWTSMS_TEST_MODE === "1") found.push({ standIn: "SMS: kwtSMS test mode (queued, never delivered)", fix: "KWTSMS_TEST_MODE=0" });

  const fcm = "FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE";
  if (c.PUSH_PROVIDER === "log") found.push({ standIn: "push: written to a log, not sent", fix: `PUSH_PROVIDER=fcm with ${fcm}` });
  else if (!c.FCM_SERVICE_ACCOUNT_JSON && !c.FCM_SERVICE_ACCOUNT_FILE) found.push({ standIn: "push: FCM without a service account", fix: fcm });

  // The same rule as isLogMessagingActive() (server/messaging/send.ts): the outbox exists while nothing is delivered.
  if (c.MAIL_PROVIDER === "log" && c.SMS_PROVIDER === "log" && c.PUSH_PROVIDER === "log") {
    found.push({ standIn: "the development outbox (/dev/outbox shows every OTP and reset link)", fix: "a real MAIL_PROVIDER, SMS_PROVIDER or PUSH_PROVIDER" });
  }
  return found;
}

/** Every stand-in the configuration runs on, each with the variables that replace it. */
export function standIns(c: Config): StandIn[] {
  const found = [...paymentStandIns(c), ...messagingStandIns(c)];
  if (captchaProvider(c) === "test") {
    found.push({ standIn: "CAPTCHA: the test provider (its pass token is public)", fix: "CAPTCHA_PROVIDER=turnstile with TURNSTILE_SECRET and TURNSTILE_SITE_KEY" });
  } else if (!c.TURNSTILE_SITE_KEY) {
    found.push({ standIn: "CAPTCHA: Turnstile without the site key the sign-in page renders", fix: "TURNSTILE_SITE_KEY" });
  }
  if (!c.CLAMAV_HOST) found.push({ standIn: "malware scan: the built-in signature list, not an antivirus", fix: "CLAMAV_HOST (clamd; CLAMAV_PORT if not 3310)" });
  if (!c.AUTH_SECRET || c.AUTH_SECRET.length < MIN_AUTH_SECRET) {
    found.push({ standIn: "token signing key: generated and kept in the database", fix: `AUTH_SECRET (at least ${MIN_AUTH_SECRET} characters, the same on every instance)` });
  }
  if (c.LEGAL_ENTITY_CR_NUMBER === DEFAULT_CR_NUMBER) {
    found.push({ standIn: `invoices: the placeholder legal entity (${DEFAULT_CR_NUMBER})`, fix: "LEGAL_ENTITY_CR_NUMBER and the other LEGAL_ENTITY_* variables" });
  }
  return found;
}

export type GuardVerdict = { ok: true; demo: boolean } | { ok: false; message: string };

/** The test servers' settings (playwright.config.ts) and what each one loosens. */
const TEST_KNOBS = [
  ["TEST_USER_LIMIT_PER_SESSION", "it counts the per-user rate limit per session"],
  ["TEST_TOTP_STEP_REUSE", "it lets an authenticator code be used twice"],
  ["TEST_ORDER_MOVES_ANYTIME", "it lets a vendor mark an order done before its booked time"],
  ["WEBHOOKS_ALLOW_LOOPBACK", "it lets webhooks reach 127.0.0.1 over http"],
] as const;

/** Whether this environment may start, and if not the message that says why and what to set. */
export function productionGuard(env: Record<string, string | undefined>): GuardVerdict {
  const c = parseConfig(env);
  // Test knobs, never a deployment's, not even a demo one's.
  const knob = isProductionDeployment(c) ? TEST_KNOBS.find(([name]) => c[name] === "1") : undefined;
  if (knob) return { ok: false, message: `[production] Refusing to start: ${knob[0]}=1 is for test servers only (${knob[1]}). Unset it.` };
  if (standInsAllowed(c)) return { ok: true, demo: isProductionDeployment(c) };
  const found = standIns(c);
  if (found.length === 0) return { ok: true, demo: false };
  const lines = found.map((s) => `  - ${s.standIn}\n      set ${s.fix}`);
  return {
    ok: false,
    message: [
      "[production] Refusing to start: this is a production deployment (NODE_ENV=production with DATABASE_URL) and it would run on stand-ins:",
      ...lines,
      "Set those variables (docs/architecture.md \"Production deployment\"), or DEMO_MODE=1 for a demo or staging deployment (every page then says: demo, no real payments).",
    ].join("\n"),
  };
}
