import { z } from "zod";

// All configuration comes from the environment; every value has an embedded
// default so `npm start` runs with no external service.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_STORE: z.enum(["memory", "database", "redis"]).optional(),
  CORS_ORIGINS: z.string().default(""),
  TRUST_PROXY: z.enum(["true", "false"]).default("true"),
  INNGEST_EVENT_KEY: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  // Outgoing email and SMS (server/messaging): `log` stores messages for the dev outbox.
  MAIL_PROVIDER: z.enum(["log", "smtp"]).default("log"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("no-reply@localhost"),
  SMS_PROVIDER: z.enum(["log", "http"]).default("log"),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default("EVENTS"),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= schema.parse(process.env);
  return cached;
}

/** For tests that change the environment. */
export function resetConfig(): void {
  cached = undefined;
}

export function corsOrigins(): string[] {
  const fromEnv = config().CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean);
  const appUrl = config().APP_URL;
  return appUrl ? [...fromEnv, new URL(appUrl).origin] : fromEnv;
}

export function rateLimitStore(): "memory" | "database" | "redis" {
  const c = config();
  if (c.RATE_LIMIT_STORE) return c.RATE_LIMIT_STORE;
  if (c.REDIS_URL) return "redis";
  // PGlite lives inside one process, so memory is as shared as it gets;
  // with PostgreSQL several instances share the limits through the database.
  return c.DATABASE_URL ? "database" : "memory";
}
