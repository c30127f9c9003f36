import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

const children: { kill(): void }[] = [];
afterEach(() => children.splice(0).forEach((c) => c.kill()));

const freshDir = () => mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));

describe("the embedded database's lock", () => {
  it("refuses a second server while the first one's process lives, naming it, and leaves its lock alone", () => {
    const dir = freshDir();
    const first = spawn("sleep", ["60"]);
    children.push(first);
    writeFileSync(path.join(dir, "pglite.pid"), String(first.pid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${first.pid}`);
    expect(readFileSync(path.join(dir, "pglite.pid"), "utf8")).toBe(String(first.pid));
  });

  it("takes over the lock of a process that is gone (a crash)", () => {
    const dir = freshDir();
    const gone = spawnSync("true");
    writeFileSync(path.join(dir, "pglite.pid"), String(gone.pid));
    lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.pid"), "utf8")).toBe(String(process.pid));
  });

  it("is released when the holding process exits, so the next start opens the database", () => {
    const dir = freshDir();
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve(__dirname, "data-dir-lock.ts"))}; lockDataDir(${JSON.stringify(dir)});`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(existsSync(path.join(dir, "pglite.pid"))).toBe(false);
  });
});
