import { describe, expect, it } from "vitest";
import { isProductionDeployment, parseConfig, standInsAllowed } from "./config";
import { productionGuard, standIns } from "./production-guard";

// The start-up guard as a function of the environment: which deployments it
// stops, and each stand-in named with the variables that replace it.

const PRODUCTION = { NODE_ENV: "production", DATABASE_URL: "postgresql://app@db.internal:5432/marketplace" };

/** Every provider real: a production deployment the guard lets start. */
const REAL = {
  ...PRODUCTION,
  TAP_SECRET_KEY: "sk_live_x",
  MAIL_PROVIDER: "smtp",
  SMTP_URL: "smtps://mailer:pw@smtp.example.kw:465",
  MAIL_FROM: "no-reply@souq-events.kw",
  SMS_PROVIDER: "kwtsms",
  KWTSMS_USERNAME: "souq",
  KWTSMS_PASSWORD: "pw",
  PUSH_PROVIDER: "fcm",
  FCM_SERVICE_ACCOUNT_FILE: "/run/secrets/fcm.json",
  VAPID_PUBLIC_KEY: "BPublic",
  VAPID_PRIVATE_KEY: "private",
  VAPID_SUBJECT: "mailto:ops@souq-events.kw",
  CAPTCHA_PROVIDER: "turnstile",
  TURNSTILE_SECRET: "0x4AAA-secret",
  TURNSTILE_SITE_KEY: "0x4AAA-site",
  CLAMAV_HOST: "clamd.internal",
  AUTH_SECRET: "a".repeat(48),
  LEGAL_ENTITY_CR_NUMBER: "CR-123456",
};

const fixesOf = (env: Record<string, string>) => Object.fromEntries(standIns(parseConfig(env)).map((s) => [s.standIn, s.fix]));

describe("production deployment", () => {
  it("is NODE_ENV=production on an external database; the embedded default and development are not", () => {
    expect(isProductionDeployment(parseConfig(PRODUCTION))).toBe(true);
    expect(isProductionDeployment(parseConfig({ NODE_ENV: "production" }))).toBe(false); // `npm start`, embedded
    expect(isProductionDeployment(parseConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL }))).toBe(false);
  });

  it("refuses to start with no provider settings, naming every stand-in with the variable that fixes it", () => {
    const verdict = productionGuard(PRODUCTION);
    expect(verdict.ok).toBe(false);
    expect(fixesOf(PRODUCTION)).toEqual({
      "payments: the sandbox gateway (its payers choose the outcome)": "TAP_SECRET_KEY, or MYFATOORAH_API_KEY and MYFATOORAH_WEBHOOK_SECRET",
      "email: written to a log, not sent": "MAIL_PROVIDER=smtp with SMTP_URL",
      "email: sender no-reply@localhost": "MAIL_FROM",
      "SMS: written to a log, not sent": expect.stringContaining("SMS_PROVIDER=kwtsms with KWTSMS_USERNAME and KWTSMS_PASSWORD"),
      "push: written to a log, not sent": "PUSH_PROVIDER=fcm with FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE",
      "web push: VAPID keys generated and kept in the database": "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (npx web-push generate-vapid-keys)",
      "the development outbox (/dev/outbox shows every OTP and reset link)": "a real MAIL_PROVIDER, SMS_PROVIDER or PUSH_PROVIDER",
      "CAPTCHA: the test provider (its pass token is public)": "CAPTCHA_PROVIDER=turnstile with TURNSTILE_SECRET and TURNSTILE_SITE_KEY",
      "malware scan: the built-in signature list, not an antivirus": "CLAMAV_HOST (clamd; CLAMAV_PORT if not 3310)",
      "token signing key: generated and kept in the database": "AUTH_SECRET (at least 32 characters, the same on every instance)",
      "invoices: the placeholder legal entity (CR-000000)": "LEGAL_ENTITY_CR_NUMBER and the other LEGAL_ENTITY_* variables",
    });
    if (!verdict.ok) for (const s of standIns(parseConfig(PRODUCTION))) expect(verdict.message).toContain(`${s.standIn}\n      set ${s.fix}`);
  });

  it("starts once every provider is real", () => {
    expect(standIns(parseConfig(REAL))).toEqual([]);
    expect(productionGuard(REAL)).toEqual({ ok: true, demo: false });
    expect(standInsAllowed(parseConfig(REAL))).toBe(false);
  });

  it("names half-configured providers and test hosts by what is missing", () => {
    const half = {
      ...REAL,
      TAP_SECRET_KEY: "",
      MYFATOORAH_API_KEY: "k",
      MYFATOORAH_WEBHOOK_SECRET: "s",
      MYFATOORAH_API_URL: "https://apitest.myfatoorah.com",
      SMTP_URL: "",
      KWTSMS_TEST_MODE: "1",
      FCM_SERVICE_ACCOUNT_FILE: "",
      VAPID_PRIVATE_KEY: "",
      TURNSTILE_SITE_KEY: "",
      AUTH_SECRET: "too-short",
    };
    expect(Object.values(fixesOf(half))).toEqual([
      "MYFATOORAH_API_URL=https://api.myfatoorah.com (or unset it)",
      "SMTP_URL",
      "KWTSMS_TEST_MODE=0",
      "FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE",
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (npx web-push generate-vapid-keys)",
      "TURNSTILE_SITE_KEY",
      "AUTH_SECRET (at least 32 characters, the same on every instance)",
    ]);
    expect(Object.values(fixesOf({ ...REAL, SMS_PROVIDER: "http" }))).toEqual(["SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN"]);
  });

  it("lets stand-ins run with DEMO_MODE=1, in the embedded default and in development", () => {
    expect(productionGuard({ ...PRODUCTION, DEMO_MODE: "1" })).toEqual({ ok: true, demo: true });
    expect(standInsAllowed(parseConfig({ ...PRODUCTION, DEMO_MODE: "1" }))).toBe(true);
    expect(productionGuard({ NODE_ENV: "production" })).toEqual({ ok: true, demo: false });
    expect(productionGuard({ NODE_ENV: "development", DATABASE_URL: PRODUCTION.DATABASE_URL })).toEqual({ ok: true, demo: false });
    expect(standInsAllowed(parseConfig({ NODE_ENV: "production" }))).toBe(true);
  });

  it.each(["TEST_USER_LIMIT_PER_SESSION", "TEST_TOTP_STEP_REUSE", "TEST_ORDER_MOVES_ANYTIME", "WEBHOOKS_ALLOW_LOOPBACK"])(
    "refuses the test servers' %s=1 in any production deployment, demo or not",
    (knob) => {
      for (const env of [REAL, { ...PRODUCTION, DEMO_MODE: "1" }]) {
        const verdict = productionGuard({ ...env, [knob]: "1" });
        expect(verdict.ok).toBe(false);
        if (!verdict.ok) expect(verdict.message).toContain(knob);
      }
      expect(productionGuard({ NODE_ENV: "production", [knob]: "1" })).toEqual({ ok: true, demo: false });
      expect(productionGuard({ ...REAL, [knob]: "0" })).toEqual({ ok: true, demo: false });
    },
  );
});
