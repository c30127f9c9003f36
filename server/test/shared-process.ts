import { afterAll, vi } from "vitest";
import { resetClock } from "../core/clock";
import { resetConfig } from "../core/config";
import { afterCommitSendsSettled, sendAfterCommit } from "../core/outbox/after-commit";
import { resumeOutbox } from "../core/outbox/dispatcher";
import { resetLimiters } from "../core/rate-limit/limiter";
import { setGeoIpProvider } from "../identity/geoip";
import { setGeocodingProvider } from "../geocoding/select-provider";
import { setOidcFetch } from "../identity/registration/oidc";
import { registerEventHandlers } from "../jobs/handlers";
import { resetMessagingProviders } from "../messaging/send";
import { resetPaymentDeps } from "../payments/deps";
import { setSearchProvider } from "../search/engine/engine";
import { flushZeroResults } from "../search/zero-results";
import { forgetCachedAccounts } from "./fixtures";
import { reuseDatabasesBetweenFiles } from "./pglite-recycle";

// The test files share one worker process per pool slot (`isolate: false`,
// vitest.config.ts): loading the server's modules once per slot instead of
// once per file is most of a run's time. Each file still
// has a database of its own (./setup.ts); this puts back, before each file,
// the process state a file may have changed, so no file sees another's.
// Every domain event handler is registered, as in the product: a file's
// events meet the same handlers whichever files ran before it in its slot.
registerEventHandlers();
if (!process.env.DATABASE_URL) reuseDatabasesBetweenFiles(process.env.PGLITE_TEMPLATE ?? "");

function resetProcessState(): void {
  resetConfig();
  resetClock();
  resetLimiters();
  resetMessagingProviders();
  resetPaymentDeps();
  setSearchProvider(undefined);
  setGeoIpProvider(undefined);
  setGeocodingProvider(null);
  setOidcFetch();
  forgetCachedAccounts();
  sendAfterCommit(null);
  resumeOutbox();
}

resetProcessState();

afterAll(async () => {
  // A post-commit send still under way must not reach the next file's database.
  await afterCommitSendsSettled();
  // Zero-result counts still waiting in memory belong to this file's database.
  await flushZeroResults();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
