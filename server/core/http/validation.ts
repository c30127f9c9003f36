import type { z } from "zod";
import { translate, type Locale } from "../i18n";
import { AppError, type ErrorDetails } from "../errors";
import { issueMessage, type Issue } from "./issue-messages";

// Zod issues become `field -> [message]` in the caller's language. Messages
// live in messages/<locale>.json under `api.validation` (./issue-messages.ts
// picks the key; the portals' forms use the same one).
function messageFor(issue: Issue, locale: Locale, kind: "body" | "query"): string {
  const { key, values } = issueMessage(issue, kind);
  return translate(locale, `api.validation.${key}`, values) ?? issue.message;
}

export function issuesToDetails(issues: readonly Issue[], locale: Locale, kind: "body" | "query"): ErrorDetails {
  // A Map, not a plain object: field names come from the client, and
  // `constructor` or `__proto__` must be keys like any other.
  const details = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = details.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    details.set(field, messages);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join(".");
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      // Report the alternative the input came closest to (fewest issues), not "no alternative matched".
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] as Issue[];
      const nested = issuesToDetails(
        closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] })),
        locale,
        kind,
      );
      for (const [field, messages] of Object.entries(nested)) for (const m of messages) add(field, m);
      continue;
    }
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, messageFor(issue, locale, kind));
    } else {
      add(base || "_", messageFor(issue, locale, kind));
    }
  }
  return Object.fromEntries(details);
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, locale: Locale, kind: "body" | "query"): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError("VALIDATION_FAILED", { details: issuesToDetails(result.error.issues as Issue[], locale, kind) });
}

/** Localizes message keys in details thrown by services (`validation.<key>`). */
export function localizeDetails(details: ErrorDetails, locale: Locale): ErrorDetails {
  return Object.fromEntries(
    Object.entries(details).map(([field, messages]) => [field, messages.map((m) => (m.startsWith("validation.") ? (translate(locale, `api.${m}`) ?? m) : m))]),
  );
}

// Strings PostgreSQL cannot store (NUL) or that are not Unicode text (a lone
// UTF-16 surrogate), and JSON nested deeper than any schema of ours.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/**
 * Every string (and object key) of a request's path ids, query and body that
 * the database would refuse, as 422 details: `field -> [message key]`. Walks
 * without recursion so hostile nesting cannot exhaust the stack.
 */
export function unstorableInputDetails(input: unknown): ErrorDetails | undefined {
  const details = new Map<string, string[]>();
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: "", depth: 0 }];
  const fail = (path: string, key: string) => details.set(path || "_", [`validation.${key}`]);
  while (stack.length > 0 && details.size < 20) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) fail(path, "invalid_characters");
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_DEPTH) {
        fail(path, "too_deep");
        continue;
      }
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        // The field name itself is hostile: report it with the bad characters replaced.
        if (UNSTORABLE.test(key)) fail(childPath.replace(new RegExp(UNSTORABLE.source, "g"), "\ufffd"), "invalid_characters");
        else stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return details.size > 0 ? Object.fromEntries(details) : undefined;
}
