import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import {
  AREA_CLIENT_NAMESPACES,
  AREA_OF_SEGMENT,
  clientNamespacesOf,
  covers,
  pickMessages,
  ROOT_CLIENT_NAMESPACES,
  type ClientArea,
} from "@/i18n/client-namespaces";
import { clientNamespaces, routeFiles, ROOT_DIR } from "./client-namespace-scan";

const LOCALE_DIR = path.join(ROOT_DIR, "app/[locale]");
const segments = readdirSync(LOCALE_DIR, { withFileTypes: true });

/** Route files of each area; folders without an area (and the files directly in app/[locale]) are "root". */
function entriesByArea(): Map<ClientArea | "root", string[]> {
  const byArea = new Map<ClientArea | "root", string[]>();
  for (const entry of segments) {
    const full = path.join(LOCALE_DIR, entry.name);
    const area = entry.isDirectory() ? (AREA_OF_SEGMENT[entry.name] ?? "root") : "root";
    const files = entry.isDirectory() ? routeFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
    byArea.set(area, [...(byArea.get(area) ?? []), ...files]);
  }
  return byArea;
}

describe("messages shipped to the browser per area", () => {
  const byArea = entriesByArea();

  it("ships every namespace a client component of the area reads", () => {
    const missing: string[] = [];
    for (const [area, entries] of byArea) {
      const shipped = clientNamespacesOf(area);
      for (const use of clientNamespaces(entries)) {
        if (use.namespace === "*" || !covers(shipped, use.namespace)) {
          missing.push(`${area}: ${use.file} reads "${use.namespace}"`);
        }
      }
    }
    expect(missing, "add these to i18n/client-namespaces.ts (or read them in a server component)").toEqual([]);
  });

  it("ships no namespace that no client component of the area reads", () => {
    const allUses = clientNamespaces([...byArea.values()].flat()).map((u) => u.namespace);
    const unused: string[] = [];
    const check = (area: string, listed: readonly string[], uses: string[]) => {
      for (const ns of listed) if (!uses.some((u) => u === ns || u.startsWith(`${ns}.`) || ns.startsWith(`${u}.`))) unused.push(`${area}: ${ns}`);
    };
    check("root", ROOT_CLIENT_NAMESPACES, allUses);
    for (const [area, listed] of Object.entries(AREA_CLIENT_NAMESPACES)) {
      check(
        area,
        listed,
        clientNamespaces(byArea.get(area as ClientArea) ?? []).map((u) => u.namespace),
      );
    }
    expect(unused).toEqual([]);
  });

  it("keeps the server's error catalogue (api) out of the browser but for the client-side validation texts", () => {
    const shipped: string[] = [...ROOT_CLIENT_NAMESPACES, ...Object.values(AREA_CLIENT_NAMESPACES).flat()];
    const shippedApi = shipped.filter((ns) => ns === "api" || ns.startsWith("api."));
    expect(new Set(shippedApi)).toEqual(new Set(["api.validation"]));
  });

  it("names only namespaces that exist in the catalogue", () => {
    for (const ns of [...ROOT_CLIENT_NAMESPACES, ...Object.values(AREA_CLIENT_NAMESPACES).flat()]) {
      const picked = pickMessages(en, [ns]);
      expect(Object.keys(picked), ns).not.toEqual([]);
    }
  });

  it("has a layout wrapping each mapped folder in its area's provider", () => {
    for (const [segment, area] of Object.entries(AREA_OF_SEGMENT)) {
      const layout = path.join(LOCALE_DIR, segment, "layout.tsx");
      expect(existsSync(layout), layout).toBe(true);
      expect(readFileSync(layout, "utf8")).toContain(`<AreaMessages area="${area}">`);
    }
  });
});

describe("pickMessages", () => {
  const tree = { a: { b: "1", c: { d: "2", e: "3" } }, f: "4" };

  it("copies the listed sub-trees and nothing else", () => {
    expect(pickMessages(tree, ["a.c.d", "f"])).toEqual({ a: { c: { d: "2" } }, f: "4" });
  });

  it("keeps a whole namespace when an ancestor and a descendant are both listed, without touching the source", () => {
    const picked = pickMessages(tree, ["a.c.d", "a"]);
    expect(picked).toEqual({ a: tree.a });
    expect(tree.a.c).toEqual({ d: "2", e: "3" });
  });

  it("skips unknown paths", () => {
    expect(pickMessages(tree, ["x.y", "a.zz"])).toEqual({});
  });

  it("is much smaller than the whole catalogue on a public page", () => {
    const whole = JSON.stringify(en).length;
    expect(JSON.stringify(pickMessages(en, clientNamespacesOf("catalogue"))).length).toBeLessThan(whole / 10);
  });
});
