import { z } from "zod";
import { AppError } from "./errors";
import { defineEndpoint } from "./http/endpoint";
import { ok } from "./http/envelope";
import { readinessReport } from "./readiness";

// Health endpoints for load balancers and orchestrators (docs/operations.md "Health").

const NO_STORE = { "Cache-Control": "no-store" };
const checkState = z.enum(["ok", "pending", "failed"]);

export const liveness = defineEndpoint({
  method: "GET",
  path: "/health",
  summary: "Liveness: the process is up and answering (no dependency is checked)",
  tags: ["Operations"],
  auth: "public",
  response: z.object({ status: z.literal("ok") }),
  handler: async () => ok({ status: "ok" }, { headers: NO_STORE }),
});

export const readiness = defineEndpoint({
  method: "GET",
  path: "/health/ready",
  summary:
    "Readiness: 200 once the database answers and is migrated and this process has loaded its search index and started its jobs; " +
    "503 SERVICE_UNAVAILABLE (with `checks`) while starting, when the database is unreachable, and while draining after SIGTERM",
  tags: ["Operations"],
  auth: "public",
  response: z.object({ status: z.literal("ready"), checks: z.record(z.string(), checkState) }),
  handler: async () => {
    const report = await readinessReport();
    if (!report.ready) throw new AppError("SERVICE_UNAVAILABLE", { extra: { checks: report.checks }, headers: NO_STORE });
    return ok({ status: "ready", checks: report.checks }, { headers: NO_STORE });
  },
});
