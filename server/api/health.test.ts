import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call, freshIp } from "@/server/test/http";
import { beginStartup, markLoaded, markReady, markStopping, onShutdown, resetReadiness, shutdown } from "@/server/core/readiness";

// What a load balancer sees: liveness always 200; readiness 503 until the
// process has loaded what it serves from, and again once it drains.
afterEach(resetReadiness);

const ready = () => call("/health/ready", { ip: freshIp() });

describe("health endpoints", () => {
  it("liveness answers 200 whatever the start-up phase", async () => {
    beginStartup();
    const res = await call("/health", { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("readiness is 503 while starting, naming what is still loading, and 200 once everything is loaded", async () => {
    beginStartup();
    let res = await ready();
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(res.json.error.checks).toMatchObject({ database: "ok", migrations: "ok", search_index: "pending", jobs: "pending" });

    markLoaded("jobs");
    markLoaded("search_index");
    expect((await ready()).status).toBe(503); // loaded, but not yet declared ready
    markReady();
    res = await ready();
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", search_index: "ok", jobs: "ok", accepting: "ok" } });
  });

  it("readiness is 503 once the process drains (SIGTERM), and the clean-up runs once", async () => {
    beginStartup();
    markLoaded("jobs");
    markLoaded("search_index");
    markReady();
    let cleanups = 0;
    onShutdown(async () => {
      cleanups++;
    });
    markStopping();
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.json.error.checks.accepting).toBe("failed");
    await shutdown();
    await shutdown();
    expect(cleanups).toBe(1);
  });

  it("readiness is 503 while a migration this code needs is not applied", async () => {
    const [last] = await db.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`);
    await db.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = $1`, last.id);
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.json.error.checks.migrations).toBe("pending");
    } finally {
      await db.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = $1`, last.id);
    }
    expect((await ready()).status).toBe(200);
  });
});
