"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiError } from "@/components/ui/api-client";
import type { ApiBody } from "@/components/ui/api-types";
import { apiRequest } from "@/components/ui/use-api";

// Starting a payment: one fresh Idempotency-Key per click (a retried request
// is answered once), then the browser leaves for the gateway's hosted page.
// The gateway sends the payer back to /account/payments?payment=<id>, which
// forwards to that payment's return page (the id is only known afterwards).
// An imperative call, not a mutation: success leaves the page, so no cache
// here needs refreshing.

export type PaymentRequest =
  | { path: "/payments"; body: Omit<ApiBody<"/payments", "post">, "return_url"> }
  | { path: "/payments/intents"; body: Omit<ApiBody<"/payments/intents", "post">, "return_url"> };

export function returnPath(locale: string): string {
  return `${locale === "ar" ? "" : `/${locale}`}/account/payments`;
}

export function useStartPayment() {
  const locale = useLocale();
  const t = useTranslations("payments.pay.errors");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function message(err: ApiError): string {
    const known = ["PAYMENT_PROVIDER_UNAVAILABLE", "RATE_LIMITED", "BOOKING_INVALID_STATE", "NOT_FOUND"] as const;
    const code = known.find((k) => k === err.code);
    if (code) return t(code);
    const fields = Object.values(err.details ?? {}).flat();
    return fields.length ? fields.join(" ") : t("generic");
  }

  async function start(request: PaymentRequest) {
    setBusy(true);
    setError(null);
    const return_url = returnPath(locale);
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const res =
      request.path === "/payments"
        ? await apiRequest("post", "/payments", { body: { ...request.body, return_url }, headers }, locale)
        : await apiRequest("post", "/payments/intents", { body: { ...request.body, return_url }, headers }, locale);
    if (res.ok && res.data.payment_url) {
      window.location.assign(res.data.payment_url);
      return;
    }
    setBusy(false);
    setError(res.ok ? t("generic") : message(res.error));
  }

  return { start, busy, error };
}
