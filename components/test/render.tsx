import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { ConfirmProvider } from "@/components/ui/confirm";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

// Component tests (`*.test.tsx` with `// @vitest-environment happy-dom`): a
// screen rendered with the page's messages and its own query cache, and the
// API answered by the test (`stubApi`), so a test reads what a user sees.

export type Answer = { status?: number; data?: unknown; error?: { code: string; message?: string; details?: Record<string, string[]> | null } };
export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Answers `fetch("/api/v1/...")` from `routes` ("GET /categories": answer, or a function of the call); any other call
 * answers 404. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, Answer | ((call: ApiCall) => Answer)>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/v1/, "").split("?")[0];
      const call = { method: init.method ?? "GET", path, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${path}`];
      const answer: Answer = typeof route === "function" ? route(call) : (route ?? { status: 404, error: { code: "NOT_FOUND" } });
      const status = answer.status ?? 200;
      const body = answer.error ? { error: { message: "", details: null, ...answer.error } } : { data: answer.data ?? null, meta: {} };
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

/** Renders `ui` as a page in `locale` would (Arabic by default: the product's default language), its confirm dialog included. */
export function renderPage(ui: ReactNode, locale: "ar" | "en" = "ar") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Kuwait">
        <ConfirmProvider>{ui}</ConfirmProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
