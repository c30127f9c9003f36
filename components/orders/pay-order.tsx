"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import { formatTime } from "@/components/ui/format";
import { ErrorText } from "@/components/ui/error-text";
import { startOrderPayment } from "./start-order-payment";
import type { OrderView } from "./types";

// "Pay now" on a placed, unpaid order: the gateway's hosted page.

export function PayOrder({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.pay");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    setBusy(true);
    setError(null);
    const res = await startOrderPayment(o.id, locale);
    if (res.ok && res.data.payment_url) return window.location.assign(res.data.payment_url);
    setBusy(false);
    setError(
      !res.ok && res.error.code === "BOOKING_INVALID_STATE"
        ? t("closed")
        : !res.ok && res.error.code === "PAYMENT_PROVIDER_UNAVAILABLE"
          ? t("unavailable")
          : t("failed"),
    );
  }
  return (
    <section className="card or-pay" aria-labelledby="or-pay" data-testid="order-pay">
      <h3 id="or-pay">{t("title", { amount: formatMoney(o.amount_due, locale) })}</h3>
      <p>{t("hint", { time: formatTime(o.payment_deadline, locale) })}</p>
      <Button size="lg" loading={busy} onClick={pay} data-testid="order-pay-button">
        {t("button")}
      </Button>
      {error && <ErrorText testId="order-pay-error">{error}</ErrorText>}
    </section>
  );
}
