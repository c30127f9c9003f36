import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { actionLabel } from "./audit-names";

// The audit log shows every action in words: each action
// code the server writes (`action: "subject.verb"`, conditionals included)
// has its subject and verb in both languages, or the page would show the code.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "test" ? [] : sources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function writtenActions(): string[] {
  const found = new Set<string>();
  for (const file of sources(path.join(process.cwd(), "server"))) {
    for (const [, expression] of readFileSync(file, "utf8").matchAll(/\baction:\s*([^,}\n]+)/g)) {
      for (const [, code] of expression.matchAll(/"([a-z_]+(?:\.[a-z_]+)+)"/g)) found.add(code);
    }
  }
  return [...found].sort();
}

describe("audit action words", () => {
  it("every action the server writes reads as words in Arabic and English", () => {
    const actions = writtenActions();
    expect(actions.length).toBeGreaterThan(100);
    expect(actions).toContain("refund.executed");
    const untranslated = actions.flatMap((a) => (["ar", "en"] as const).filter((l) => actionLabel(a, l) === a).map((l) => `${l}: ${a}`));
    expect(untranslated).toEqual([]);
  });
});
