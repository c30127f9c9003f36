import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import base, { projectsOf } from "./vitest.config";

// The PGlite stage of CI (`npm run test:embedded`). The whole suite runs on
// PostgreSQL; the embedded default runs the same SQL through PGlite, so this
// stage runs what differs there (the database host across processes,
// migrations, the seed, search on the embedded default, raw SQL of the finance
// reports) and one smoke file per server module. `npm test` without
// DATABASE_URL still runs everything on PGlite.
export const EMBEDDED_SUITE = [
  // what only the embedded default has
  "server/core/db/pglite-host.test.ts",
  "server/core/db/migrate.test.ts",
  "prisma/seed/demo.test.ts",
  "prisma/seed/demo-rfqs.test.ts",
  "prisma/seed/demo-reviews.test.ts",
  "prisma/seed/cms-pages.test.ts",
  "server/search/engine/providers/memory-index.contract.test.ts",
  "server/search/engine/providers/memory-index-sync.test.ts",
  "server/search/vendor-search.test.ts",
  "server/search/service-search.test.ts",
  "server/search/answer-cache.test.ts",
  "server/catalog/reference-cache.test.ts",
  "server/core/rate-limit/limiter.test.ts",
  // many attempts at once: the embedded database queues transactions instead of one connection pool
  "server/identity/sessions/parallel-attempts.test.ts",
  "server/core/db/overload.test.ts",
  "server/core/outbox/outbox.test.ts",
  "server/core/outbox/after-commit.test.ts",
  "server/finance/reconciliation.test.ts",
  "server/finance/reports.test.ts",
  "server/finance/settlement-run.test.ts",
  "app/api/inngest/route.test.ts",
  // one smoke per module
  "server/api/routes.test.ts",
  "server/audit/audit-logs.test.ts",
  "server/bookings/bookings.test.ts",
  "server/catalog/api.test.ts",
  "server/content/cms-pages.test.ts",
  "server/conversations/conversations.test.ts",
  "server/geocoding/locate.test.ts",
  "server/identity/api.test.ts",
  "server/invoices/invoices-api.test.ts",
  "server/jobs/functions.test.ts",
  "server/media/media.test.ts",
  "server/messaging/send.test.ts",
  "server/notifications/inbox.test.ts",
  "server/payments/webhooks.test.ts",
  "server/payments/partial-deposit.test.ts",
  "server/payments/refunds/refunds-api.test.ts",
  "server/planner/events.test.ts",
  "server/reviews/create-review.test.ts",
  "server/rfq/accept-quote.test.ts",
  "server/vendors/onboarding.test.ts",
];

const missing = EMBEDDED_SUITE.filter((file) => !existsSync(path.resolve(import.meta.dirname, file)));
if (missing.length > 0) throw new Error(`vitest.embedded.config.ts names files that do not exist: ${missing.join(", ")}`);

// The same two projects as the whole suite (files share a worker process unless they need their own), over these files only.
export default defineConfig({ ...base, test: { ...base.test, projects: projectsOf(EMBEDDED_SUITE) } });
