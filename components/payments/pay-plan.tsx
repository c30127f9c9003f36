"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import type { Money } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { useStartPayment } from "./start-payment";

/**
 * Paying a pending plan: the live payment's hosted page when POST /subscriptions opened one
 * (`paymentUrl`), otherwise a new POST /payments/intents purpose subscription (the owner only).
 */
export function PayPlan({ subscriptionId, price, paymentUrl }: { subscriptionId: string; price: Money; paymentUrl: string | null }) {
  const t = useTranslations("payments.pay");
  const locale = useLocale();
  const { start, busy, error } = useStartPayment();
  return (
    <>
      <Button
        loading={busy}
        data-testid="pay-plan"
        onClick={() =>
          paymentUrl
            ? window.location.assign(paymentUrl)
            : start({
                path: "/payments/intents",
                body: { purpose: "subscription", payable_type: "subscription", payable_id: subscriptionId, amount: price.amount },
              })
        }
      >
        {t("plan", { price: formatMoney(price, locale) })}
      </Button>
      {error && <ErrorText testId="pay-error">{error}</ErrorText>}
    </>
  );
}
