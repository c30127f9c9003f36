import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md stays true: its module order is the lint's, and every
// server file or folder it names exists.

const ROOT = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");

describe("docs/architecture.md", () => {
  it("lists the module layers of eslint.config.mjs, in order", () => {
    const config = readFileSync(path.join(ROOT, "eslint.config.mjs"), "utf8");
    const list = config.match(/const MODULE_LAYERS = \[([^\]]*)\]/)![1];
    const layers = [...list.matchAll(/"([a-z]+)"/g)].map((m) => m[1]);
    const section = doc.slice(doc.indexOf("## Server layer"), doc.indexOf("- `server/core/`"));
    const listed = [...section.matchAll(/`([a-z]+)`/g)].map((m) => m[1]).filter((name) => layers.includes(name));
    expect(listed).toEqual(layers);
  });

  it("names only server files and folders that exist", () => {
    const named = [...new Set([...doc.matchAll(/`(server\/[\w./-]+)`/g)].map((m) => m[1].replace(/\/$/, "")))];
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([]);
  });
});
