"use client";

// The one way portal pages call our own API (/api/v1): cookies carry the
// session (httpOnly), the page's language picks the language of messages, the
// envelope is unwrapped into `data` and `meta`, and an expired access token is
// refreshed once through the refresh cookie.

export type ApiError = {
  code: string;
  message: string;
  details: Record<string, string[]> | null;
  /** Seconds from the `Retry-After` header (429), so the page can say how long to wait. */
  retry_after?: number;
  [key: string]: unknown;
};

/** A failed call thrown out of a react-query function, carrying the HTTP status and the API's error. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.code);
  }
}

export type ApiFailure = { ok: false; status: number; error: ApiError };
/** `meta` is the envelope's (pagination, the caller's allowed actions); `{}` when the answer has none. */
export type ApiResponse<T, M = Record<string, unknown>> = { ok: true; status: number; data: T; meta: M } | ApiFailure;

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  locale: string;
  /** Extra headers, e.g. `Idempotency-Key` on money calls. */
  headers?: Record<string, string>;
};

async function send<T, M>(path: string, init: ApiRequest): Promise<ApiResponse<T, M>> {
  const res = await fetch(`/api/v1${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Accept-Language": init.locale,
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    credentials: "same-origin",
  });
  if (res.status === 204) return { ok: true, status: 204, data: null as T, meta: {} as M };
  const json = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json?.data as T, meta: (json?.meta ?? {}) as M };
  const error: ApiError = json?.error ?? { code: "INTERNAL_ERROR", message: "", details: null };
  const retryAfter = Number(res.headers.get("Retry-After"));
  return { ok: false, status: res.status, error: retryAfter > 0 ? { ...error, retry_after: retryAfter } : error };
}

/** The non-secret cookie the server sets beside the session cookies (server/identity/sessions/cookies.ts). */
const SIGNED_IN_COOKIE = "signed_in";

/** Whether this browser holds a web session (visitors never try to refresh one). */
export function hasSession(): boolean {
  return typeof document !== "undefined" && document.cookie.split(";").some((c) => c.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the access cookie with the refresh cookie, once at a time for the
 * whole page (a refresh token is single use: two parallel refreshes would
 * look like a stolen token and end the session). Without a session marker
 * nothing is sent; a refused refresh drops the marker.
 */
export function refreshSession(locale: string): Promise<boolean> {
  if (!hasSession()) return Promise.resolve(false);
  refreshing ??= send("/auth/refresh", { method: "POST", body: {}, locale })
    .then((res) => {
      if (!res.ok && res.status === 401) document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
      return res.ok;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Calls `path` (relative to /api/v1). A 401 outside /auth/* triggers one
 * POST /auth/refresh (only when the browser holds a session) and, when that
 * succeeds, one retry of the same request (same headers, so an
 * Idempotency-Key is reused and the retry is answered once).
 */
export async function api<T, M = Record<string, unknown>>(path: string, init: ApiRequest): Promise<ApiResponse<T, M>> {
  const first = await send<T, M>(path, init);
  if (first.ok || first.status !== 401 || path.startsWith("/auth/")) return first;
  return (await refreshSession(init.locale)) ? send<T, M>(path, init) : first;
}
