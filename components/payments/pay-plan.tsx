"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/components/vendor/money";
import type { Money } from "@/components/rfq/types";
import { useStartPayment } from "./start-payment";

/** Paying a pending plan: POST /payments/intents purpose subscription (the owner only; the API answers 404 to staff). */
export function PayPlan({ subscriptionId, price }: { subscriptionId: string; price: Money }) {
  const t = useTranslations("payments.pay");
  const locale = useLocale();
  const { start, busy, error } = useStartPayment();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        data-testid="pay-plan"
        onClick={() => start({ path: "/payments/intents", body: { purpose: "subscription", payable_type: "subscription", payable_id: subscriptionId, amount: price.amount } })}
      >
        {busy ? t("busy") : t("plan", { price: formatMoney(price, locale) })}
      </button>
      {error && (
        <p className="form-field__error" role="alert" data-testid="pay-error">
          {error}
        </p>
      )}
    </>
  );
}
