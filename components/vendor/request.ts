"use client";

import { api, type ApiError, type ApiResponse } from "@/components/auth/api-client";

// Calls that need more than components/auth/api-client.ts offers: extra
// headers (Idempotency-Key on POST /subscriptions). Same envelope handling and
// the same one-time refresh of an expired access token.

async function send<T>(path: string, init: { method: string; body?: unknown; locale: string; headers: Record<string, string> }): Promise<ApiResponse<T>> {
  const res = await fetch(`/api/v1${path}`, {
    method: init.method,
    headers: {
      "Accept-Language": init.locale,
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    credentials: "same-origin",
  });
  if (res.status === 204) return { ok: true, status: 204, data: null as T };
  const json = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json?.data as T };
  const error: ApiError = json?.error ?? { code: "INTERNAL_ERROR", message: "", details: null };
  return { ok: false, status: res.status, error };
}

export async function apiWithHeaders<T>(
  path: string,
  init: { method: string; body?: unknown; locale: string; headers: Record<string, string> },
): Promise<ApiResponse<T>> {
  const first = await send<T>(path, init);
  if (first.ok || first.status !== 401) return first;
  const refreshed = await api("/auth/refresh", { method: "POST", body: {}, locale: init.locale });
  return refreshed.ok ? send<T>(path, init) : first;
}
