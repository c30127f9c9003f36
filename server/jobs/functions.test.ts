import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { InngestTestEngine } from "@inngest/test";
import type { InngestFunction } from "inngest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auth, signedIn } from "@/server/test/identity";
import { vendorWithOwner } from "@/server/test/fixtures";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { afterCommitSendsSettled, sendAfterCommit } from "@/server/core/outbox/after-commit";
import { subscribedEvents } from "@/server/core/outbox/dispatcher";
import { reindexVendor } from "@/server/search/engine/indexer";
import { call } from "@/server/test/http";
import { forwardToInngest, inngest } from "./client";
import { jobs } from "./definitions";
import { eventFunctions, functions, scheduledFunctions } from "./functions";

afterEach(async () => {
  sendAfterCommit(null);
  await afterCommitSendsSettled();
  vi.restoreAllMocks();
});

const triggersOf = (fn: InngestFunction.Any) => (fn.opts.triggers ?? []) as Array<{ event?: string; cron?: string }>;
const eventTriggers = () => functions.flatMap((fn) => triggersOf(fn).map((t) => t.event)).filter(Boolean);

/** Every `on("Name", ...)` in the application source (tests excluded). */
function subscriptionsInSource(): string[] {
  const root = path.resolve(import.meta.dirname, "..");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes("generated"),
  );
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    if (!/import \{[^}]*\bon\b[^}]*\} from "[^"]*outbox\/dispatcher"/.test(text)) continue;
    for (const match of text.matchAll(/\bon\(\s*"([^"]+)"/g)) names.add(match[1]);
  }
  return [...names].sort();
}

describe("Inngest functions", () => {
  it("give every subscribed domain event its own function", () => {
    const subscribed = subscribedEvents();
    // The search and media handlers at least: the events the issue found dropped.
    expect(subscribed).toEqual(
      expect.arrayContaining([
        "VendorChanged",
        "ServiceChanged",
        "VendorSuspended",
        "VendorRejected",
        "VendorReinstated",
        "ReviewPublished",
        "VendorApproved",
        "MediaConfirmed",
        "catalog.category_changed",
      ]),
    );
    const triggered = eventTriggers();
    for (const name of subscribed) expect(triggered, name).toContain(`domain/${name}`);
    expect(eventFunctions).toHaveLength(subscribed.length);
    expect(new Set(functions.map((fn) => fn.id())).size).toBe(functions.length);
  });

  it("register every handler written in the source (no module's registration forgotten)", () => {
    const inSource = subscriptionsInSource();
    expect(inSource.length).toBeGreaterThan(0);
    expect([...new Set(subscribedEvents())].sort()).toEqual(inSource);
  });

  it("schedule every job of definitions.ts on its cron", () => {
    for (const job of jobs) {
      const fn = scheduledFunctions.find((f) => f.id() === job.id);
      expect(triggersOf(fn!), job.id).toEqual([{ cron: job.cron }]);
    }
  });

  it("domain/VendorSuspended, forwarded right after the suspension commits, removes the vendor from search", async () => {
    const { vendor } = await vendorWithOwner({ categories: ["photography"] });
    await reindexVendor(vendor.id);
    expect(await db.searchDocument.count({ where: { vendorId: vendor.id } })).toBeGreaterThan(0);

    // Inngest configured: the post-commit send forwards the event (the send itself is captured).
    const sent: Array<{ id: string; name: string; data: { id: string; payload: unknown } }> = [];
    vi.spyOn(inngest, "send").mockImplementation((async (payload: (typeof sent)[number]) => {
      sent.push(payload);
      return { ids: [payload.id] };
    }) as never);
    sendAfterCommit(forwardToInngest);
    const ops = await signedIn({ roles: ["admin_operations"] });
    const res = await call(`/admin/vendors/${vendor.id}/suspend`, {
      method: "POST",
      headers: auth(ops.token),
      body: { reason: "Complaints under review" },
    });
    expect(res.status).toBe(200);
    await afterCommitSendsSettled();

    const event = sent.find((e) => e.name === "domain/VendorSuspended" && (e.data.payload as { vendorId: string }).vendorId === vendor.id);
    expect(event).toMatchObject({ data: { payload: { vendorId: vendor.id, reason: "Complaints under review" } } });
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id: event!.id } })).dispatchedAt).not.toBeNull();
    expect(await db.searchDocument.count({ where: { vendorId: vendor.id } })).toBeGreaterThan(0); // nothing ran here

    const fn = eventFunctions.find((f) => triggersOf(f).some((t) => t.event === "domain/VendorSuspended"))!;
    const { error } = await new InngestTestEngine({ function: fn }).execute({ events: [{ name: event!.name, data: event!.data }] });
    expect(error).toBeUndefined();
    expect(await db.searchDocument.count({ where: { vendorId: vendor.id } })).toBe(0);
  });

  it("purge-idempotency-keys deletes expired keys and keeps live ones", async () => {
    const key = (expiresAt: Date) => ({ id: newId(), scope: `test:${newId()}`, key: newId(), requestHash: "h", createdAt: now(), expiresAt });
    const expired = await db.idempotencyKey.create({ data: key(new Date(now().getTime() - 1000)) });
    const live = await db.idempotencyKey.create({ data: key(new Date(now().getTime() + 3600_000)) });
    const fn = scheduledFunctions.find((f) => f.id() === "purge-idempotency-keys")!;
    const { result, error } = await new InngestTestEngine({ function: fn }).execute();
    expect(error).toBeUndefined();
    expect(result).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(await db.idempotencyKey.findUnique({ where: { id: live.id } })).not.toBeNull();
  });
});
