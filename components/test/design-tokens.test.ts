import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Colours are design tokens (app/styles/tokens.css, docs/ui.md): no other stylesheet, and no
// component under app/ or components/, writes a hex colour of its own.

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOKENS = "app/styles/tokens.css";

/** Hex colours that must stay literal (where a browser reads no CSS), file → reason. None today. */
const MUST_STAY_LITERAL: Record<string, string> = {};

const SKIPPED = new Set([TOKENS, ...Object.keys(MUST_STAY_LITERAL)]);
const NOT_SOURCE = new Set(["node_modules", "test-results", "playwright-report", "tmp"]);

/** Repository files ending in one of `extensions`, below `dirs`, as paths from the root. */
function filesOf(dirs: string[], extensions: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && !NOT_SOURCE.has(entry.name)) walk(rel);
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) out.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

const HEX = "#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\\w-])";

/**
 * Hex colours in a stylesheet's declaration values. Comments go first; a declaration is
 * `property: value` ended by `;` or `}`, so selectors (`#add:hover {`) and url(#fragment)
 * references never count.
 */
function cssHexColours(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found: string[] = [];
  for (const [, value] of code.matchAll(/[\w-]+\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const outsideUrls = value.replace(/url\([^)]*\)/gi, "");
    found.push(...(outsideUrls.match(new RegExp(HEX, "gi")) ?? []));
  }
  return found;
}

/**
 * Hex colours in TypeScript: a quoted string that is only `#` and 3, 4, 6 or 8 hex digits (a
 * fill, stroke or style value, a list of series colours), unless it is an in-page link or an id,
 * written after href, to, id or hash (the link to the section named add is not a colour).
 */
function codeHexColours(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(new RegExp(`(["'\`])(${HEX})\\1`, "gi"))) {
    const before = code.slice(Math.max(0, m.index - 20), m.index);
    if (!/\b(?:href|to|id|hash)\s*(?:=|:|===?)\s*\{?\s*$/.test(before)) found.push(m[2]);
  }
  return found;
}

function offenders(files: string[], find: (text: string) => string[]): string[] {
  return files.filter((file) => !SKIPPED.has(file)).flatMap((file) => find(readFileSync(path.join(ROOT, file), "utf8")).map((hex) => `${file}: ${hex}`));
}

describe("colours come from the design tokens", () => {
  it("no stylesheet but the tokens file writes a hex colour", () => {
    const sheets = filesOf([""], [".css"]);
    expect(sheets).toContain(TOKENS);
    expect(offenders(sheets, cssHexColours)).toEqual([]);
  });

  it("no component or page under app/ or components/ writes a hex colour string", () => {
    const code = filesOf(["app", "components"], [".ts", ".tsx"]);
    expect(code.length).toBeGreaterThan(100);
    expect(offenders(code, codeHexColours)).toEqual([]);
  });

  it("every var() read in app/ and components/ names a custom property that is defined", () => {
    // A misspelt token reads as nothing (the colour falls back to inherited or none), so it fails here.
    const sources = filesOf(["app", "components"], [".css", ".ts", ".tsx"]).map((file) => readFileSync(path.join(ROOT, file), "utf8"));
    const defined = new Set(sources.flatMap((text) => [...text.matchAll(/(?:^|[\s{;"'])(--[\w-]+)["']?\s*:/gm)].map((m) => m[1])));
    const read = new Set(sources.flatMap((text) => [...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1])));
    expect(defined.has("--color-text")).toBe(true);
    expect([...read].filter((name) => !defined.has(name))).toEqual([]);
  });

  it("the tokens file defines the colours", () => {
    expect(cssHexColours(readFileSync(path.join(ROOT, TOKENS), "utf8")).length).toBeGreaterThan(40);
  });

  it("tells colours from links and selectors", () => {
    const hex = (digits: string) => `#${digits}`;
    expect(cssHexColours(`a { color: ${hex("b42318")}; }\n${hex("add")}:hover { fill: url(${hex("fed")}) }`)).toEqual([hex("b42318")]);
    expect(cssHexColours(`/* was ${hex("fff")} */ .x { border: 1px solid ${hex("c9ced6")} }`)).toEqual([hex("c9ced6")]);
    expect(codeHexColours(`<Bar fill="${hex("0f766e")}" />; const C = ['${hex("fff")}'];`)).toEqual([hex("0f766e"), hex("fff")]);
    expect(codeHexColours(`<a href="${hex("add")}">; <Link to='${hex("bad")}'>; "${hex("main")}"; "${hex("abcde")}"`)).toEqual([]);
  });
});
