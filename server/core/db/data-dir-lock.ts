import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite has no lock of its own: a second server opening the same embedded
// database while the first runs corrupts it (the next start aborts). One
// process at a time holds `<DATA_DIR>/pglite.pid`; a lock whose process is
// gone (a crash, a kill -9) is taken over.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists under another user.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the embedded database's lock for this process, or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): void {
  const lock = path.join(dataDir, "pglite.pid");
  const mine = String(process.pid);
  try {
    writeFileSync(lock, mine, { flag: "wx" });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    const holder = Number(readFileSync(lock, "utf8").trim());
    if (holder !== process.pid && Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder} (${lock}). Stop that server first, or give this one another DATA_DIR: two servers on one embedded database corrupt it. If no server runs, delete that file.`,
      );
    }
    writeFileSync(lock, mine);
  }
  process.once("exit", () => {
    try {
      if (readFileSync(lock, "utf8").trim() === mine) unlinkSync(lock);
    } catch {
      // Already gone: nothing to release.
    }
  });
}
