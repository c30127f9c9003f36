import type { z } from "zod";

export type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * The `api.validation.<key>` message of a zod issue and its values, shared by
 * the API's 422 details (./validation.ts) and the portals' forms
 * (components/ui/form.tsx), so a field reads the same either way. A schema
 * can name its own key with `{ message: "validation.<key>" }`.
 */
export function issueMessage(issue: Issue, kind: "body" | "query" = "body"): { key: string; values: Record<string, string | number> } {
  const message = (key: string, values: Record<string, string | number> = {}) => ({ key, values });
  if (issue.message?.startsWith("validation.")) return message(issue.message.slice("validation.".length));
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? message("required") : message("invalid_type", { expected: issue.expected });
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return message("string_min", { min });
      if (issue.origin === "array" || issue.origin === "set") return message("array_min", { min });
      return message(issue.inclusive === false ? "number_gt" : "number_min", { min });
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return message("string_max", { max });
      if (issue.origin === "array" || issue.origin === "set") return message("array_max", { max });
      return message(issue.inclusive === false ? "number_lt" : "number_max", { max });
    }
    case "invalid_format":
      return message(issue.format === "email" ? "email" : issue.format === "uuid" ? "uuid" : "format");
    case "invalid_value":
      return message("one_of", { values: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return message(kind === "query" ? "unknown_parameter" : "unknown_field");
    default:
      return message("invalid");
  }
}
