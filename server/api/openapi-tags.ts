import { translate } from "../core/i18n";
import en from "@/messages/en.json";

// The document's top-level `tags`: one per tag an operation or webhook uses,
// described by the same group texts the API reference page shows
// (messages/en.json `developers.groups`), in that page's reading order.

/** The tag of the `webhooks` section (its text is not on the reference page, which lists paths only). */
export const WEBHOOK_TAG = "Webhooks";
const WEBHOOK_TAG_TEXT =
  "What the marketplace POSTs to the endpoints a vendor or partner registers: one operation per event type, signed with the endpoint's secret.";

const GROUP_ORDER = Object.keys(en.developers.groups);

/** Message markup (`<c>code</c>`, `<n>name</n>`) as Markdown. */
const plain = (text: string) => text.replace(/<c>(.*?)<\/c>/g, "`$1`").replace(/<\/?[a-z]+>/g, "");

export function tagObjects(used: Iterable<string>): { name: string; description: string; "x-displayName"?: string }[] {
  const rank = (tag: string) => (GROUP_ORDER.includes(tag) ? GROUP_ORDER.indexOf(tag) : GROUP_ORDER.length);
  return [...new Set(used)]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((tag) => {
      if (tag === WEBHOOK_TAG) return { name: tag, description: WEBHOOK_TAG_TEXT };
      // A new tag needs its group text in messages/*.json (server/api/openapi.test.ts checks every used tag has one).
      const text = translate("en", `developers.groups.${tag}.text`) ?? `Operations tagged ${tag}.`;
      const name = translate("en", `developers.groups.${tag}.name`);
      return { name: tag, description: plain(text), ...(name && name !== tag ? { "x-displayName": name } : {}) };
    });
}
