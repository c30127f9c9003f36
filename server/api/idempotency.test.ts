import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import { defineEndpoint } from "@/server/core/http/endpoint";
import { created } from "@/server/core/http/envelope";
import { createRouter } from "@/server/api/router";
import { purgeExpiredIdempotencyKeys } from "@/server/core/idempotency";
import { call } from "@/server/test/http";
import { randomUUID } from "node:crypto";

// A money-like endpoint that counts how often its work really runs.
let executions = 0;
let gate: Promise<void> | undefined;
const pay = defineEndpoint({
  method: "POST",
  path: "/test/payments",
  summary: "test payment",
  tags: ["Test"],
  auth: "public",
  idempotency: "required",
  body: z.object({ amount: z.string(), booking: z.string() }),
  handler: async ({ body }) => {
    executions++;
    if (gate) await gate;
    if (body.booking === "broken") throw new Error("provider exploded");
    if (body.booking === "closed") throw new AppError("BOOKING_INVALID_STATE");
    return created({ payment: `p${executions}`, amount: body.amount }, `/api/v1/payments/p${executions}`);
  },
});
const router = createRouter([pay]);
const ip = "192.0.2.10";
const post = (key: string | undefined, body: unknown) =>
  call("/test/payments", { via: router, method: "POST", body, ip, headers: key === undefined ? {} : { "idempotency-key": key } });

describe("Idempotency-Key", () => {
  it("is required (400) and must be a UUID v4 (422)", async () => {
    const missing = await post(undefined, { amount: "1.000", booking: "b" });
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe("IDEMPOTENCY_KEY_MISSING");
    const v1 = await post("c232ab00-9414-11ec-b3c8-9f6bdeced846", { amount: "1.000", booking: "b" });
    expect(v1.status).toBe(422);
    expect(Object.keys(v1.json.error.details)).toEqual(["Idempotency-Key"]);
    const junk = await post("abc", { amount: "1.000", booking: "b" });
    expect(junk.status).toBe(422);
  });

  it("replays the stored response for the same key and payload, without running the work again", async () => {
    const key = randomUUID();
    const before = executions;
    const first = await post(key, { amount: "5.000", booking: "b1" });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    // same payload with keys in another order
    const again = await post(key, { booking: "b1", amount: "5.000" });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(again.json.data).toEqual(first.json.data);
    expect(again.json.meta.request_id).toBe(again.headers.get("x-request-id"));
    expect(executions).toBe(before + 1);
  });

  it("answers the same key with a different payload with 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const key = randomUUID();
    await post(key, { amount: "5.000", booking: "b2" });
    const reused = await post(key, { amount: "6.000", booking: "b2" });
    expect(reused.status).toBe(409);
    expect(reused.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("stores and replays a 4xx answer too", async () => {
    const key = randomUUID();
    const before = executions;
    const first = await post(key, { amount: "5.000", booking: "closed" });
    const second = await post(key, { amount: "5.000", booking: "closed" });
    expect([first.status, second.status]).toEqual([409, 409]);
    expect(second.json.error.code).toBe("BOOKING_INVALID_STATE");
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(executions).toBe(before + 1);
  });

  it("does not store a 5xx, so a retry runs again", async () => {
    const key = randomUUID();
    const before = executions;
    expect((await post(key, { amount: "5.000", booking: "broken" })).status).toBe(500);
    expect((await post(key, { amount: "5.000", booking: "broken" })).status).toBe(500);
    expect(executions).toBe(before + 2);
  });

  it("never executes two concurrent requests with one key", async () => {
    const key = randomUUID();
    const before = executions;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const racing = Promise.all(Array.from({ length: 5 }, () => post(key, { amount: "9.000", booking: "b3" })));
    await vi.waitFor(() => expect(executions).toBe(before + 1));
    open();
    const results = await racing;
    gate = undefined;
    expect(executions).toBe(before + 1);
    const original = results.filter((r) => r.status === 201 && !r.headers.get("idempotency-replayed"));
    expect(original).toHaveLength(1);
    for (const r of results.filter((r) => r !== original[0])) {
      // while the first runs the others are refused; any that arrive after it finished get its replay
      if (r.status === 409) expect(r.json.error.code).toBe("IDEMPOTENCY_REQUEST_IN_PROGRESS");
      else expect(r.headers.get("idempotency-replayed")).toBe("true");
    }
    const after = await post(key, { amount: "9.000", booking: "b3" });
    expect(after.headers.get("idempotency-replayed")).toBe("true");
  });

  it("keeps keys 48 hours, then the key is free again", async () => {
    const clock = freezeClock("2026-11-21T10:00:00Z");
    const key = randomUUID();
    const before = executions;
    await post(key, { amount: "5.000", booking: "b4" });
    clock.advance(47 * 3600_000);
    expect((await post(key, { amount: "7.000", booking: "b4" })).status).toBe(409);
    clock.advance(2 * 3600_000);
    const fresh = await post(key, { amount: "7.000", booking: "b4" });
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get("idempotency-replayed")).toBeNull();
    expect(executions).toBe(before + 2);
  });

  it("scopes keys per caller: another caller's same key is independent", async () => {
    const key = randomUUID();
    await post(key, { amount: "5.000", booking: "b5" });
    const other = await call("/test/payments", {
      via: router,
      method: "POST",
      body: { amount: "6.000", booking: "b5" },
      ip: "192.0.2.99",
      headers: { "idempotency-key": key },
    });
    expect(other.status).toBe(201);
  });

  it("purges expired keys", async () => {
    const clock = freezeClock("2026-11-25T10:00:00Z");
    const key = randomUUID();
    await post(key, { amount: "5.000", booking: "b6" });
    clock.advance(49 * 3600_000);
    expect(await purgeExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { key } })).toBe(0);
  });
});
