// Test support (components/providers/client-namespaces.test.ts): walks the static imports from an area's
// route files and collects the next-intl namespaces read by code that runs in the browser (a "use client"
// file and everything it imports). Node-only; never imported by the app.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT_DIR = path.resolve(import.meta.dirname, "../..");

const IMPORT_RE = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT_RE = /import\(\s*["']([^"']+)["']\s*\)/g;
const USE_TRANSLATIONS_RE = /\b(useTranslations|useErrorMessage)\(([^)]*)\)/g;
/**
 * Hooks that read the namespace their caller names (components/ui/errors.ts): a call with a literal
 * reads that namespace; their own `useTranslations(namespace)` is not a read of everything.
 */
const FORWARDING_HOOK_RE = /export function useErrorMessage\(namespace\b/;

export type ClientUse = { namespace: string; file: string };

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT_DIR, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(tsx?|mjs|js)$/.test(candidate)) return candidate;
  }
  return null;
}

function isClientFile(source: string): boolean {
  return /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/.test(source);
}

/** Runtime imports of a file (type-only imports are erased and not followed). */
export function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    if (m[2]) continue;
    const resolved = resolveImport(file, m[3]);
    if (resolved) out.push(resolved);
  }
  for (const m of source.matchAll(DYNAMIC_IMPORT_RE)) {
    const resolved = resolveImport(file, m[1]);
    if (resolved) out.push(resolved);
  }
  return out;
}

/** Namespaces a file reads with useTranslations; "*" for a call without a literal namespace (needs everything). */
export function namespacesOf(source: string): string[] {
  const out: string[] = [];
  const forwards = FORWARDING_HOOK_RE.test(source);
  for (const m of source.matchAll(USE_TRANSLATIONS_RE)) {
    const arg = m[2].trim();
    if (forwards && (arg === "namespace" || arg.startsWith("namespace:"))) continue;
    const literal = /^["']([^"']*)["']$/.exec(arg);
    out.push(literal && literal[1] ? literal[1] : "*");
  }
  if (/\buseMessages\(/.test(source)) out.push("*");
  return out;
}

/** Every namespace read in the browser by the code reachable from `entries` (route files: pages, layouts, not-found). */
export function clientNamespaces(entries: string[]): ClientUse[] {
  const seen = new Map<string, boolean>(); // file -> visited as client code
  const uses: ClientUse[] = [];
  const visit = (file: string, inClient: boolean) => {
    const source = readFileSync(file, "utf8");
    const client = inClient || isClientFile(source);
    const before = seen.get(file);
    if (before === true || (before === false && !client)) return;
    seen.set(file, client);
    if (client) for (const namespace of namespacesOf(source)) uses.push({ namespace, file: path.relative(ROOT_DIR, file) });
    for (const next of importsOf(file, source)) visit(next, client);
  };
  for (const entry of entries) visit(entry, false);
  return uses;
}

/** Route files (.ts/.tsx, tests excluded) under a folder of app/[locale]. */
export function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
