import { mkdir, rmdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { it } from "vitest";

/**
 * Runs `fn` while holding a machine-wide lock named `name`. On PostgreSQL all
 * test files share one database in parallel; tests that replace global state
 * (the synonym dictionary) take the same lock so they do not undo each other.
 * mkdir is atomic, so it serves as the lock.
 */
export async function withTestLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = path.join(tmpdir(), `event-marketplace-test-lock-${name}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch {
      if (Date.now() > deadline) await rmdir(dir).catch(() => {}); // a crashed holder: take over
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(dir).catch(() => {});
  }
}

/**
 * A test that changes global state: it holds the lock `lock` while it runs
 * and always puts things back with `restore` before letting go.
 */
export function lockedTest(name: string, lock: string, fn: () => Promise<void>, restore: () => Promise<void>): void {
  it(name, () =>
    withTestLock(lock, async () => {
      try {
        await fn();
      } finally {
        await restore();
      }
    }),
  );
}
