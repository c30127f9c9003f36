import { z } from "zod";

// All configuration comes from the environment; every value has an embedded
// default so `npm start` runs with no external service.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  // Set by scripts/serve.mjs, not by operators: the cluster worker's index (unset: the only process), and
  // `primary` when the workers' embedded database is hosted by the primary (server/core/db/pglite-remote.ts).
  SERVER_WORKER: z.string().optional(),
  PGLITE_HOST: z.string().optional(),
  // Tests only (server/test/setup.ts): the migrated dump an in-memory PGlite starts from.
  PGLITE_TEMPLATE: z.string().optional(),
  // 1 = a demo or staging deployment: stand-in providers are allowed in production and every page says so
  // (server/core/production-guard.ts, docs/decisions.md "Production deployment").
  DEMO_MODE: z.enum(["0", "1"]).default("0"),
  // The key that signs access tokens and links (server/identity/sessions/secrets.ts); without it one is generated and stored.
  AUTH_SECRET: z.string().optional(),
  // `hibp` screens new passwords with Have I Been Pwned's range API; anything else the offline list (server/identity/fields.ts).
  BREACH_CORPUS: z.string().optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_STORE: z.enum(["memory", "database", "redis"]).optional(),
  CORS_ORIGINS: z.string().default(""),
  // Where a payment may also return to besides this site (mobile apps): comma-separated app schemes
  // (`souqevents:`) and universal-link origins (`https://app.example.com`); see `returnUrlAllowlist()`.
  RETURN_URL_ALLOWLIST: z
    .string()
    .default("")
    .superRefine((value, ctx) => {
      try {
        parseReturnUrlAllowlist(value);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: (e as Error).message });
      }
    }),
  // How many proxies in front of the app append to X-Forwarded-For: 0 (direct, the default), a count, `true` = 1.
  TRUST_PROXY: z.union([z.enum(["true", "false"]), z.string().regex(/^\d{1,2}$/)]).default("0"),
  // Test servers only, each 1 = a rule loosened for the browser specs: what each does, and never in a
  // production deployment, is server/core/test-switches.ts.
  TEST_USER_LIMIT_PER_SESSION: z.enum(["0", "1"]).default("0"),
  TEST_TOTP_STEP_REUSE: z.enum(["0", "1"]).default("0"),
  TEST_ORDER_MOVES_ANYTIME: z.enum(["0", "1"]).default("0"),
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(["0", "1"]).default("0"),
  INNGEST_EVENT_KEY: z.string().optional(),
  // Social sign-in (server/identity/registration/oidc.ts): comma-separated OAuth client ids accepted as ID-token
  // audiences; a provider without any is off (POST /auth/social answers 404).
  GOOGLE_CLIENT_IDS: z.string().optional(),
  APPLE_CLIENT_IDS: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  // Outgoing email, SMS and push (server/messaging, docs/messaging.md): `log` stores messages for the dev outbox.
  // `smtp` (SMTP_URL) or `postmark` (POSTMARK_SERVER_TOKEN) is the primary; when the other one's setting is
  // present too it is the fallback a failed send tries once (server/messaging/providers/failover-email.ts).
  MAIL_PROVIDER: z.enum(["log", "smtp", "postmark"]).default("log"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("no-reply@localhost"),
  POSTMARK_SERVER_TOKEN: z.string().optional(),
  // Postmark's default transactional stream is `outbound`.
  POSTMARK_MESSAGE_STREAM: z.string().min(1).default("outbound"),
  POSTMARK_API_URL: z.string().url().default("https://api.postmarkapp.com/email"),
  // `http` = a generic JSON gateway (SMS_GATEWAY_*); `kwtsms` = kwtSMS.com (KWTSMS_*, sender SMS_SENDER_ID).
  SMS_PROVIDER: z.enum(["log", "http", "kwtsms"]).default("log"),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default("EVENTS"),
  KWTSMS_USERNAME: z.string().optional(),
  KWTSMS_PASSWORD: z.string().optional(),
  // 1 = kwtSMS queues messages without delivering them (no credit used once deleted from the queue).
  KWTSMS_TEST_MODE: z.enum(["0", "1"]).default("0"),
  KWTSMS_API_URL: z.string().url().default("https://www.kwtsms.com/API/send/"),
  // Push notifications (server/messaging): `log` records them for the dev outbox; `fcm` sends through
  // Firebase Cloud Messaging HTTP v1 with a service account (the JSON itself, or a path to the file).
  PUSH_PROVIDER: z.enum(["log", "fcm"]).default("log"),
  FCM_SERVICE_ACCOUNT_JSON: z.string().optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().optional(),
  // Default: the service account's project_id.
  FCM_PROJECT_ID: z.string().optional(),
  // Web Push with VAPID for browsers (server/messaging/providers/web-push.ts), whatever PUSH_PROVIDER is:
  // the key pair as `npx web-push generate-vapid-keys` prints it, and the contact the push services may write
  // to (mailto: or https:). Unset: a pair generated once and kept in the database, subject mailto:MAIL_FROM.
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  // Empty is unset, as for the keys.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/|$)/)
    .optional(),
  // IP-derived city of sessions (server/identity/geoip): `maxmind` reads a GeoLite2/GeoIP2 City .mmdb file.
  // Addresses to points (docs/search.md "Geocoding"): `builtin` needs no network; `nominatim` a Nominatim search API.
  GEOCODING_PROVIDER: z.enum(["builtin", "nominatim"]).default("builtin"),
  GEOCODING_URL: z.string().url().default("https://nominatim.openstreetmap.org"),
  GEOCODING_EMAIL: z.string().email().optional(),
  GEOCODING_API_KEY: z.string().optional(),
  GEOIP_PROVIDER: z.enum(["none", "maxmind"]).default("none"),
  GEOIP_DATABASE_PATH: z.string().optional(),
  // Uploaded media (server/media): `local` keeps files under MEDIA_DIR (default `<DATA_DIR>/media`);
  // `s3` uses an S3-compatible bucket (AWS, MinIO with S3_ENDPOINT) with pre-signed URLs.
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  MEDIA_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_BASE_URL: z.string().url().optional(),
  // Malware scan of uploads: clamd (INSTREAM over TCP) when CLAMAV_HOST is set, else the built-in signature list.
  CLAMAV_HOST: z.string().optional(),
  CLAMAV_PORT: z.coerce.number().int().positive().default(3310),
  // Login CAPTCHA (server/identity/sessions/captcha.ts): `turnstile` checks tokens with the secret; the sign-in
  // page renders the widget with the public site key. Otherwise the built-in test provider.
  CAPTCHA_PROVIDER: z.enum(["test", "turnstile"]).optional(),
  TURNSTILE_SECRET: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  // Marketplace search (server/search/providers): the built-in `memory-index` engine, or Meilisearch
  // when MEILISEARCH_URL is set (SEARCH_PROVIDER=memory-index keeps the built-in one anyway).
  // `postgres` is the built-in engine's former name, still accepted for existing deployments.
  SEARCH_PROVIDER: z.enum(["memory-index", "postgres", "meilisearch"]).optional(),
  MEILISEARCH_URL: z.string().url().optional(),
  MEILISEARCH_API_KEY: z.string().optional(),
  MEILISEARCH_INDEX_PREFIX: z.string().default("marketplace"),
  // The legal entity that issues invoices and credit notes (numbers are gapless per entity and year).
  LEGAL_ENTITY_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/)
    .default("KW01"),
  LEGAL_ENTITY_NAME_AR: z.string().default("سوق المناسبات ذ.م.م"),
  LEGAL_ENTITY_NAME_EN: z.string().default("Souq Events W.L.L."),
  LEGAL_ENTITY_ADDRESS_AR: z.string().default("برج الحمراء، شرق، مدينة الكويت"),
  LEGAL_ENTITY_ADDRESS_EN: z.string().default("Al Hamra Tower, Sharq, Kuwait City"),
  LEGAL_ENTITY_CR_NUMBER: z.string().default("CR-000000"),
  LEGAL_ENTITY_EMAIL: z.string().default("billing@souq-events.kw"),
  // Real payment gateways (server/payments/providers/tap.ts, myfatoorah.ts; docs/payments.md "Real gateways").
  // Without its key a gateway answers ProviderUnavailableError.
  TAP_SECRET_KEY: z.string().optional(),
  TAP_API_URL: z.string().url().default("https://api.tap.company"),
  MYFATOORAH_API_KEY: z.string().optional(),
  // Kuwait's production host; https://apitest.myfatoorah.com is the demo one.
  MYFATOORAH_API_URL: z.string().url().default("https://api.myfatoorah.com"),
  MYFATOORAH_WEBHOOK_SECRET: z.string().optional(),
  // The sandbox gateway's webhook key (server/payments/providers/sandbox-signature.ts); unset: generated and stored.
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  // Quote drafts (server/rfq/drafts, docs/quote-drafts.md): an OpenAI-compatible chat completions API
  // that may write the draft's note (URL is the API base, e.g. https://api.openai.com/v1). All three set:
  // on; otherwise, and on any error or timeout, the built-in note. Never sent any customer's personal data.
  QUOTE_DRAFT_AI_URL: z.string().url().optional(),
  QUOTE_DRAFT_AI_KEY: z.string().optional(),
  QUOTE_DRAFT_AI_MODEL: z.string().optional(),
  QUOTE_DRAFT_AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(8000),
});

export type Config = z.infer<typeof schema>;

/** Every variable of the configuration (docs/operations.md lists each one: server/core/operations-doc.test.ts). */
export const CONFIG_KEYS = Object.keys(schema.shape) as (keyof Config)[];

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** The configuration an environment describes (the start-up guard checks one before the app loads). */
export function parseConfig(env: Record<string, string | undefined>): Config {
  return schema.parse(env);
}

/** For tests that change the environment. */
export function resetConfig(): void {
  cached = undefined;
}

/** Proxies trusted to have appended the address they saw to X-Forwarded-For. */
export function trustedProxyHops(): number {
  const value = config().TRUST_PROXY;
  return value === "true" ? 1 : value === "false" ? 0 : Number(value);
}

export function corsOrigins(): string[] {
  const fromEnv = config()
    .CORS_ORIGINS.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  const appUrl = config().APP_URL;
  return appUrl ? [...fromEnv, new URL(appUrl).origin] : fromEnv;
}

/** Schemes no allowlist may name: web pages (an arbitrary site) and script or data URLs. */
const REFUSED_SCHEMES = new Set(["http:", "https:", "javascript:", "data:", "file:", "vbscript:", "blob:", "about:", "ftp:", "ws:", "wss:"]);

export type ReturnUrlAllowlist = { schemes: string[]; origins: string[] };

/**
 * RETURN_URL_ALLOWLIST parsed: `name:` or `name://` entries are app schemes
 * (never a web or script scheme), `https://host[:port]` entries are
 * universal-link origins (the origin only: no path, query or fragment). An
 * entry that is neither throws, so a deployment with a mistake does not start.
 */
export function parseReturnUrlAllowlist(value: string): ReturnUrlAllowlist {
  const schemes: string[] = [];
  const origins: string[] = [];
  for (const entry of value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const scheme = entry.match(/^([a-z][a-z0-9+.-]*:)(\/\/)?$/i)?.[1]?.toLowerCase();
    if (scheme && !REFUSED_SCHEMES.has(scheme)) {
      schemes.push(scheme);
      continue;
    }
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (
      url &&
      url.protocol === "https:" &&
      (url.pathname === "/" || url.pathname === "") &&
      !url.search &&
      !url.hash &&
      !url.username &&
      entry.replace(/\/$/, "") === url.origin
    ) {
      origins.push(url.origin);
      continue;
    }
    throw new Error(`RETURN_URL_ALLOWLIST: "${entry}" is neither an app scheme (myapp:) nor an https origin (https://app.example.com)`);
  }
  return { schemes, origins };
}

export function returnUrlAllowlist(): ReturnUrlAllowlist {
  return parseReturnUrlAllowlist(config().RETURN_URL_ALLOWLIST);
}

/**
 * A production deployment: NODE_ENV=production on an external database
 * (DATABASE_URL). `npm start` serves with NODE_ENV=production too, but on the
 * embedded database it is the demo anyone can start, not a deployment.
 */
export function isProductionDeployment(c: Config = config()): boolean {
  return c.NODE_ENV === "production" && Boolean(c.DATABASE_URL);
}

/** Whether stand-in providers (sandbox payments, logged messages, test CAPTCHA...) may run: everywhere but a production deployment without DEMO_MODE=1. */
export function standInsAllowed(c: Config = config()): boolean {
  return !isProductionDeployment(c) || c.DEMO_MODE === "1";
}

/** The login CAPTCHA in force: the same rule as `captchaVerifier()` in server/identity/captcha.ts. */
export function captchaProvider(c: Config = config()): "turnstile" | "test" {
  return c.CAPTCHA_PROVIDER === "turnstile" && c.TURNSTILE_SECRET ? "turnstile" : "test";
}

export function searchProviderName(): "memory-index" | "meilisearch" {
  const c = config();
  if (c.SEARCH_PROVIDER) return c.SEARCH_PROVIDER === "meilisearch" && c.MEILISEARCH_URL ? "meilisearch" : "memory-index";
  return c.MEILISEARCH_URL ? "meilisearch" : "memory-index";
}

export function rateLimitStore(): "memory" | "database" | "redis" {
  const c = config();
  if (c.RATE_LIMIT_STORE) return c.RATE_LIMIT_STORE;
  // Counting in the database cost two statements per request (docs/performance.md), so
  // without Redis each process counts in memory; instances that must share
  // limits set REDIS_URL (or RATE_LIMIT_STORE=database).
  return c.REDIS_URL ? "redis" : "memory";
}
