import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Headers that let the tests read the development outbox: the key the server
 * printed at start and wrote to `<DATA_DIR>/dev-outbox-key` (`E2E_OUTBOX_KEY`
 * for a server started elsewhere).
 */
export function outboxHeaders(): Record<string, string> {
  const key = process.env.E2E_OUTBOX_KEY ?? readFileSync(path.join(process.env.DATA_DIR ?? ".data", "dev-outbox-key"), "utf8").trim();
  return { "X-Outbox-Key": key };
}
