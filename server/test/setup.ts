import { afterAll, afterEach, inject } from "vitest";
import { resetClock } from "../core/clock";
import { resetConfig } from "../core/config";
import { copyTemplate } from "./databases";
import { endFileDatabase } from "./pglite-recycle";

// Each test file starts from its own copy of the database global-setup.ts
// prepared, so files never see each other's rows: on PostgreSQL a fresh
// `<base>_vitest_p<worker pid>` made from the template (the worker's previous
// file is done with it: files share a worker, vitest.config.ts), on PGlite a
// fresh in-memory database loaded from the template dump (or the worker's last one emptied back
// to it: ./pglite-recycle.ts).
const run = inject("postgresRun");
if (run) {
  process.env.DATABASE_URL = await copyTemplate(run, `${run.prefix}_p${process.pid}`);
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
  process.env.PGLITE_TEMPLATE = inject("pgliteTemplate") ?? "";
}
resetConfig();

afterEach(() => resetClock());
afterAll(async () => endFileDatabase());
