import type { AnyEndpoint } from "../core/http/endpoint";
import { translate } from "../core/i18n";
import { BUCKETS, type BucketName } from "../core/rate-limit/buckets";
import { ADMIN_ROLE_CODES, BUILT_IN_ROLES, isCustomerPermission, VENDOR_ROLE_CODES, type Permission, type RoleCode } from "../identity/roles";

// Each operation's description in the OpenAPI document: the endpoint's own
// text, then what the registry knows, in sentences an integrator reads: who
// may call it, deprecation, Idempotency-Key, the rate-limit buckets it counts
// against, paging, and what a success answers. Written from the declaration,
// so it cannot drift from what the route wrapper enforces.

/** Who a bucket counts (the key the limiter uses). */
const BUCKET_KEYS: Partial<Record<BucketName, string>> = {
  anonymous: "per IP address",
  authenticated: "per user",
};

const SUCCESS: Record<number, string> = {
  200: "A success answers 200 with the result in `data`.",
  201: "A success answers 201 with the created resource in `data`.",
  202: "A success answers 202: the request is accepted and finishes in the background.",
  204: "A success answers 204 with no body.",
};

function window(seconds: number): string {
  const units: [number, string][] = [
    [86_400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  for (const [size, unit] of units) {
    if (seconds % size === 0) return seconds === size ? unit : `${seconds / size} ${unit}s`;
  }
  return `${seconds} seconds`;
}

/** A bucket in words; extra buckets count per caller: the user, or the IP address without sign-in. */
export function bucketText(name: BucketName, signedIn = false): string {
  const { points, duration } = BUCKETS[name];
  const key = BUCKET_KEYS[name] ?? (signedIn ? "per user" : "per user, or per IP address without sign-in");
  return `\`${name}\` (${points} per ${window(duration)} ${key})`;
}

const list = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

function rolesHolding(permission: Permission, codes: readonly RoleCode[], names: string): string[] {
  return codes
    .filter((code) => (BUILT_IN_ROLES[code] as readonly string[]).some((p) => p === permission || p === "*"))
    .map((code) => translate("en", `${names}.${code}`) ?? code);
}

function access(endpoint: AnyEndpoint): string[] {
  if (endpoint.auth === "public") return ["Public: no sign-in needed (a valid access token still identifies the caller)."];
  const out: string[] = [];
  const { permission, vendorPermission } = endpoint;
  if (!permission && !vendorPermission) out.push("Needs a signed-in caller (`Authorization: Bearer` access token).");
  if (permission && isCustomerPermission(permission)) {
    out.push(`For signed-in customers: needs the customer permission \`${permission}\`; staff accounts get 403.`);
  } else if (permission) {
    out.push(
      `For staff: needs the permission \`${permission}\` (${list(rolesHolding(permission, ADMIN_ROLE_CODES, "adminUsers.roles"))}); anyone else gets 403.`,
    );
  }
  if (vendorPermission) {
    out.push(
      "Acts for the caller's vendor: the session's vendor context, or the only vendor the caller belongs to (404 without one). " +
        `The caller's team role there needs \`${vendorPermission}\` (${list(rolesHolding(vendorPermission, VENDOR_ROLE_CODES, "api.vendor_roles"))}); other members get 403.`,
    );
  }
  return out;
}

function rateLimits(endpoint: AnyEndpoint): string {
  const signedIn = endpoint.auth === "user";
  const base = endpoint.baseBucket
    ? bucketText(endpoint.baseBucket, signedIn)
    : endpoint.auth === "user"
      ? bucketText("authenticated")
      : `${bucketText("anonymous")}, or ${bucketText("authenticated")} when signed in`;
  const extra = (endpoint.rateLimits ?? []).map((b) => bucketText(b, signedIn));
  return extra.length ? `Rate limits: counts against ${base}, and also ${list(extra)}.` : `Rate limit: counts against ${base}.`;
}

function paging(endpoint: AnyEndpoint): string | undefined {
  if (!endpoint.collection) return undefined;
  const shape = endpoint.meta?.shape ?? {};
  const links = "`links.next` and `links.prev` are the neighbouring pages (null at either end)";
  if ("pagination" in shape) return `A paginated collection: \`meta.pagination\` gives the page, its size and the totals; ${links}.`;
  if ("next_cursor" in shape) return `A cursor-paginated collection: pass \`meta.next_cursor\` back to read on (null on the last page); ${links}.`;
  return `A collection in \`data\`; ${links}.`;
}

/** "Deprecated since …; stops answering on …; use …." for a deprecated endpoint. */
export function deprecationText(endpoint: AnyEndpoint): string | undefined {
  const d = endpoint.deprecated;
  if (!d) return undefined;
  const what = d.fields?.length
    ? `The field${d.fields.length > 1 ? "s" : ""} ${d.fields.map((f) => `\`${f}\``).join(", ")} ${d.fields.length > 1 ? "are" : "is"} deprecated`
    : "Deprecated";
  return `${what} since ${d.since}; stops answering on ${d.sunset}${d.replacement ? `; use ${d.replacement}` : ""}. Every answer carries the \`Deprecation\`, \`Sunset\`${d.replacement ? " and `Link`" : ""} headers.`;
}

export function describeOperation(endpoint: AnyEndpoint): string {
  const parts: (string | undefined)[] = [endpoint.description?.trim(), deprecationText(endpoint), access(endpoint).join(" ")];
  if (endpoint.idempotency === "required") {
    parts.push(
      "Needs an `Idempotency-Key` header: a new UUID v4 per action, repeated on a retry to get the same answer (kept 48 hours); " +
        "the same key with a different body answers 409 `IDEMPOTENCY_KEY_REUSED`, and while the first request runs 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`.",
    );
  }
  const status = endpoint.successStatus ?? 200;
  // Without a declared `data` schema (file downloads, raw documents) the body is not the JSON envelope.
  parts.push(rateLimits(endpoint), paging(endpoint), endpoint.response || status === 204 ? SUCCESS[status] : `A success answers ${status}.`);
  return parts.filter((p): p is string => !!p).join("\n\n");
}
