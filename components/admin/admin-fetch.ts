"use client";

import { api, type ApiError } from "@/components/auth/api-client";

// GET requests whose envelope `meta` the admin pages need (pagination, the
// caller's allowed actions); components/auth/api-client.ts returns `data` only.
export type ApiPage<T, M> = { ok: true; status: number; data: T; meta: M } | { ok: false; status: number; error: ApiError };

async function get<T, M>(path: string, locale: string): Promise<ApiPage<T, M>> {
  const res = await fetch(`/api/v1${path}`, { headers: { "Accept-Language": locale }, credentials: "same-origin" });
  const json = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json?.data as T, meta: json?.meta as M };
  return { ok: false, status: res.status, error: json?.error ?? { code: "INTERNAL_ERROR", message: "", details: null } };
}

/** Like `api()`: an expired access token is refreshed once through the refresh cookie. */
export async function getWithMeta<T, M>(path: string, locale: string): Promise<ApiPage<T, M>> {
  const first = await get<T, M>(path, locale);
  if (first.ok || first.status !== 401) return first;
  const refreshed = await api("/auth/refresh", { method: "POST", body: {}, locale });
  return refreshed.ok ? get<T, M>(path, locale) : first;
}
