import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { subscribedEvents } from "@/server/core/outbox/dispatcher";
import { jobs } from "@/server/jobs/definitions";

// What Inngest sees when it syncs the app: an in-band sync (PUT, signed with
// the signing key, as Inngest Cloud sends it) answers with the configuration
// of every function the route serves.

// Cloud mode (no INNGEST_DEV) with a signing key, read by the Inngest client when it is created.
const SIGNING_KEY_HEX = randomBytes(32).toString("hex");
vi.stubEnv("INNGEST_DEV", undefined);
vi.stubEnv("INNGEST_SIGNING_KEY", `signkey-test-${SIGNING_KEY_HEX}`);

type FunctionConfig = { id: string; triggers: Array<{ event?: string; cron?: string }> };

async function syncInBand(signingKeyHex: string) {
  const route = await import("./route"); // after the env above: the client reads it when created
  const body = JSON.stringify({ url: "https://marketplace.example/api/inngest" });
  const ts = Math.round(Date.now() / 1000).toString();
  const signature = createHmac("sha256", signingKeyHex)
    .update(body + ts)
    .digest("hex");
  const res = await route.PUT(
    new Request("https://marketplace.example/api/inngest", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-inngest-signature": `t=${ts}&s=${signature}`, "x-inngest-sync-kind": "in_band" },
      body,
    }) as never,
    undefined as never,
  );
  return { status: res.status, json: (await res.json()) as { functions?: FunctionConfig[] } };
}

describe("/api/inngest", () => {
  it("serves every scheduled job and one function per subscribed domain event", async () => {
    const { status, json } = await syncInBand(SIGNING_KEY_HEX);
    expect(status).toBe(200);
    const served = json.functions!;
    for (const job of jobs) {
      expect(served.find((f) => f.id.endsWith(`-${job.id}`))?.triggers, job.id).toEqual([{ cron: job.cron }]);
    }
    const events = served.flatMap((f) => f.triggers.map((t) => t.event)).filter(Boolean);
    // The route's import registered the handlers; each subscribed event is served.
    expect(subscribedEvents().length).toBeGreaterThanOrEqual(9);
    for (const name of subscribedEvents()) expect(events, name).toContain(`domain/${name}`);
    expect(served.find((f) => f.id.endsWith("-outbox-relay"))?.triggers).toEqual([{ cron: "* * * * *" }]);
  });

  it("refuses a sync not signed with the signing key", async () => {
    const { status, json } = await syncInBand(randomBytes(32).toString("hex"));
    expect(status).toBe(401);
    expect(json.functions).toBeUndefined();
  });
});
