import { createHash } from "node:crypto";
import { now } from "./clock";
import { db } from "./db/client";
import { Prisma } from "./db/generated/client";
import { AppError } from "./errors";
import { newId } from "./ids";

// Idempotency for money endpoints. The key row is inserted (and committed)
// before the work runs, so of two concurrent requests with one key exactly one
// executes; the other gets 409 while it runs and the replay afterwards.

export const IDEMPOTENCY_TTL_MS = 48 * 3600 * 1000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type StoredResponse = { status: number; body: unknown; headers: Record<string, string>; cookies?: string[] };

export function validateIdempotencyKey(key: string | null): string {
  if (key === null || key.trim() === "") throw new AppError("IDEMPOTENCY_KEY_MISSING");
  if (!UUID_V4.test(key.trim())) {
    throw new AppError("VALIDATION_FAILED", { details: { "Idempotency-Key": ["validation.idempotency_key_uuid"] } });
  }
  return key.trim().toLowerCase();
}

/** Stable JSON so `{a,b}` and `{b,a}` hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest("hex");
}

type Begin = { kind: "execute"; id: string } | { kind: "replay"; response: StoredResponse };

async function begin(scope: string, key: string, hash: string): Promise<Begin> {
  const id = newId();
  try {
    await db.idempotencyKey.create({
      data: { id, scope, key, requestHash: hash, createdAt: now(), expiresAt: new Date(now().getTime() + IDEMPOTENCY_TTL_MS) },
    });
    return { kind: "execute", id };
  } catch (e) {
    if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")) throw e;
  }
  const existing = await db.idempotencyKey.findUnique({ where: { scope_key: { scope, key } } });
  if (!existing) return begin(scope, key, hash); // finished and removed meanwhile
  if (existing.expiresAt <= now()) {
    await db.idempotencyKey.deleteMany({ where: { id: existing.id } });
    return begin(scope, key, hash);
  }
  if (existing.requestHash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  if (!existing.completedAt) throw new AppError("IDEMPOTENCY_REQUEST_IN_PROGRESS");
  return {
    kind: "replay",
    response: {
      status: existing.responseStatus!,
      body: existing.responseBody,
      headers: (existing.responseHeaders ?? {}) as Record<string, string>,
    },
  };
}

/**
 * Runs `execute` once per (scope, key). Responses below 500 are stored and
 * replayed with `Idempotency-Replayed: true`; a 5xx frees the key for a retry.
 */
export async function withIdempotency(scope: string, key: string, hash: string, execute: () => Promise<StoredResponse>): Promise<StoredResponse> {
  const started = await begin(scope, key, hash);
  if (started.kind === "replay") {
    return { ...started.response, headers: { ...started.response.headers, "Idempotency-Replayed": "true" } };
  }
  let response: StoredResponse;
  try {
    response = await execute();
  } catch (e) {
    await db.idempotencyKey.delete({ where: { id: started.id } });
    throw e;
  }
  if (response.status >= 500) {
    await db.idempotencyKey.delete({ where: { id: started.id } });
  } else {
    await db.idempotencyKey.update({
      where: { id: started.id },
      data: {
        responseStatus: response.status,
        responseBody: (response.body ?? Prisma.JsonNull) as Prisma.InputJsonValue,
        responseHeaders: response.headers,
        completedAt: now(),
      },
    });
  }
  return response;
}

/** Housekeeping job: keys are kept 48 hours. */
export async function purgeExpiredIdempotencyKeys(): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now() } } });
  return count;
}
