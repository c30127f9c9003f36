import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Docs and comments point only at what a reader of this repository can open:
// every repository file a doc under docs/ names exists, and neither a doc nor
// a code comment cites an issue number or a file outside the repository (the
// reason is written out, or a file under docs/ is named instead).

const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIPPED_DIRS = new Set(["node_modules", ".git", ".next", "generated", "test-results", "playwright-report"]);

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) || e.name.startsWith(".data") ? [] : walk(rel);
    return [rel];
  });
}

const DOCS = readdirSync(path.join(ROOT, "docs"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => `docs/${f}`);
const TOP_DIRS = "server|app|components|scripts|e2e|bench|prisma|docs|i18n|messages|openapi|public|\\.ci";
const TOP_FILES = readdirSync(ROOT).filter((f) => /\.(ts|mjs|json|ya?ml)$/.test(f) && f !== "package-lock.json");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A path starts after a space, a backtick, a bracket or a line start: `@prisma/adapter-pg` and URLs are not paths.
const REPO_PATH = new RegExp(`(?<![\\w./@-])((?:${TOP_DIRS})/[\\w.\\[\\]()*-]+(?:/[\\w.\\[\\]()*-]+)*/?|(?:${TOP_FILES.map(escape).join("|")}))`, "g");
// A bare file name in backticks (`pglite-host.test.ts`) must be some repository file's name.
const BARE_NAME = /`([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|css|md))`/g;
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+|(?<![&\w#/])#\d{1,4}\b(?!;)/;
const OUTSIDE_PATH = /\/work\/|\.\.\/shared|\bshared\/[A-Z]|ARCHITECTURE\.md|PERFORMANCE-NOTES/;

const SOURCES = ["server", "components", "app", "scripts", "e2e", "bench", "prisma"]
  .flatMap(walk)
  .concat(TOP_FILES)
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f));

const cited = (text: string) =>
  [...text.matchAll(REPO_PATH)]
    .map((m) =>
      m[1]
        .split("](")[0]
        .replace(/[.,:;)]+$/, "")
        .replace(/\/$/, ""),
    )
    .filter((p) => !p.includes("*"));

// docs/decisions.md's rows on API paths are rewritten with the API routing; until then this row
// still names the design document it came from, and the routing row architecture.md cites is
// still to be written.

const linesMatching = (file: string, text: string, pattern: RegExp) =>
  text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));

/** The comments of a source file, each with its line number (strings that merely hold `//`, as URLs do, count too: harmless here). */
function comments(text: string): { line: number; text: string }[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((m) => ({ line: text.slice(0, m.index).split("\n").length, text: m[0] }));
}

/** What a citation `docs/<file>.md "Name"` may name: a heading, a table row's first cell, a bold phrase or a list item's lead. */
function sectionNames(doc: string): string[] {
  return readFileSync(path.join(ROOT, doc), "utf8")
    .split("\n")
    .flatMap((line) => {
      if (line.startsWith("#")) return [line.replace(/^#+\s*/, "")];
      if (line.startsWith("| ")) return [line.split("|")[1].trim()];
      const lead = line.match(/^\s*- ([^(`]+)/)?.[1].trim();
      return [...(lead ? [lead] : []), ...[...line.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1])];
    });
}

// `docs/<file>.md "Name"`, the name possibly on the comment's next line.
const SECTION_CITATION = /(docs\/[\w-]+\.md)\)?[,:]? ?(?:\n\s*(?:\/\/|\*)?\s*)?"([A-Za-z`][^"\n]*)"/g;

describe("docs and comments cite only the repository", () => {
  const names = new Set(walk(".").map((f) => path.basename(f)));

  it("every repository path a doc names exists", () => {
    const missing = DOCS.flatMap((doc) => {
      const text = readFileSync(path.join(ROOT, doc), "utf8");
      return [...new Set(cited(text))].filter((p) => !existsSync(path.join(ROOT, p))).map((p) => `${doc}: ${p}`);
    });
    expect(DOCS.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it("every file a doc names by its bare name exists somewhere in the repository", () => {
    const missing = DOCS.flatMap((doc) => {
      const text = readFileSync(path.join(ROOT, doc), "utf8");
      return [...new Set([...text.matchAll(BARE_NAME)].map((m) => m[1]))].filter((n) => !names.has(n)).map((n) => `${doc}: ${n}`);
    });
    expect(missing).toEqual([]);
  });

  it("every relative link between docs resolves", () => {
    const broken = DOCS.flatMap((doc) => {
      const text = readFileSync(path.join(ROOT, doc), "utf8");
      return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(path.join(ROOT, "docs", target)))
        .map((target) => `${doc}: ${target}`);
    });
    expect(broken).toEqual([]);
  });

  it("every section a doc or a comment names by its doc exists there", () => {
    const names = new Map(DOCS.map((doc) => [doc, sectionNames(doc)]));
    const texts = [
      ...DOCS.map((doc) => ({ file: doc, text: readFileSync(path.join(ROOT, doc), "utf8") })),
      ...SOURCES.map((file) => ({
        file,
        text: comments(readFileSync(path.join(ROOT, file), "utf8"))
          .map((c) => c.text)
          .join("\n"),
      })),
    ];
    const missing = texts.flatMap(({ file, text }) =>
      [...text.matchAll(SECTION_CITATION)]
        .filter(([, doc, name]) => !names.get(doc)?.some((section) => section.includes(name)))
        .map(([, doc, name]) => `${file}: ${doc} "${name}"`),
    );
    expect(missing).toEqual([]);
  });

  it("no doc cites an issue number or a file outside the repository", () => {
    const found = DOCS.flatMap((doc) => {
      const text = readFileSync(path.join(ROOT, doc), "utf8");
      return [...linesMatching(doc, text, ISSUE_NUMBER), ...linesMatching(doc, text, OUTSIDE_PATH)];
    });
    expect(found).toEqual([]);
  });

  it("no code comment cites an issue number or a file outside the repository", () => {
    const found = SOURCES.flatMap((file) =>
      comments(readFileSync(path.join(ROOT, file), "utf8"))
        .filter((c) => ISSUE_NUMBER.test(c.text) || OUTSIDE_PATH.test(c.text))
        .map((c) => `${file}:${c.line}: ${c.text.slice(0, 120)}`),
    );
    expect(SOURCES.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });
});
