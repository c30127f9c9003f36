import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

type Catalogue = { [key: string]: string | Catalogue };

/**
 * Every message of messages/<locale>.json as [dotted key, text], in the file's order: what the catalogue checks
 * walk (server/core/catalogues.test.ts, components/ui/messages-bidi.test.ts).
 */
export function catalogueMessages(locale: "ar" | "en"): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") out.push([`${prefix}${key}`, value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk((locale === "ar" ? ar : en) as Catalogue, "");
  return out;
}
