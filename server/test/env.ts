import { afterEach, beforeEach } from "vitest";
import { resetConfig } from "@/server/core/config";

/**
 * The file's tests start with `keys` unset and the configuration re-read;
 * afterwards the values the run started with come back. Register at the top
 * level of a test file, before its own hooks.
 */
export function isolateEnv(keys: readonly string[]): void {
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  beforeEach(() => {
    for (const k of keys) delete process.env[k];
    resetConfig();
  });
  afterEach(() => {
    for (const k of keys) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetConfig();
  });
}
