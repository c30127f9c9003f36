"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api, type ApiError } from "@/components/ui/api-client";
import type { PaymentView } from "./types";

// Starting a payment: one fresh Idempotency-Key per click (a retried request
// is answered once), then the browser leaves for the gateway's hosted page.
// The gateway sends the payer back to /account/payments?payment=<id>, which
// forwards to that payment's return page (the id is only known afterwards).

export type PaymentRequest = { path: "/payments" | "/payments/intents"; body: Record<string, unknown> };

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
    const res = await api<PaymentView>(request.path, {
      method: "POST",
      locale,
      body: { ...request.body, return_url: returnPath(locale) },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    if (res.ok && res.data.payment_url) {
      window.location.assign(res.data.payment_url);
      return;
    }
    setBusy(false);
    setError(res.ok ? t("generic") : message(res.error));
  }

  return { start, busy, error };
}
