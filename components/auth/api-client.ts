"use client";

// Browser calls to our own API: cookies carry the session (httpOnly), the
// page's language picks the language of validation messages, and an expired
// access token is refreshed once through the refresh cookie.
export type ApiError = {
  code: string;
  message: string;
  details: Record<string, string[]> | null;
  /** Seconds from the `Retry-After` header (429), so the page can say how long to wait. */
  retry_after?: number;
  [key: string]: unknown;
};
export type ApiResponse<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

async function send<T>(path: string, init: { method?: string; body?: unknown; locale: string }): Promise<ApiResponse<T>> {
  const res = await fetch(`/api/v1${path}`, {
    method: init.method ?? "GET",
    headers: { "Accept-Language": init.locale, ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    credentials: "same-origin",
  });
  if (res.status === 204) return { ok: true, status: 204, data: null as T };
  const json = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json?.data as T };
  const error: ApiError = json?.error ?? { code: "INTERNAL_ERROR", message: "", details: null };
  const retryAfter = Number(res.headers.get("Retry-After"));
  return { ok: false, status: res.status, error: retryAfter > 0 ? { ...error, retry_after: retryAfter } : error };
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; locale: string }): Promise<ApiResponse<T>> {
  const first = await send<T>(path, init);
  if (first.ok || first.status !== 401 || path.startsWith("/auth/")) return first;
  const refreshed = await send("/auth/refresh", { method: "POST", body: {}, locale: init.locale });
  return refreshed.ok ? send<T>(path, init) : first;
}
