"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/components/ui/money";
import type { PaymentView } from "./types";

// What the payer reads when the provider charged something other than asked
// (PaymentView.mismatch): while finance decides, that the booking or order
// waits and not to pay again; after, what was decided. The notification says
// the same (server/notifications/templates/bookings-payments.ts).

type Mismatch = NonNullable<PaymentView["mismatch"]>;

export function MismatchNotice({ mismatch }: { mismatch: Mismatch }) {
  const t = useTranslations("payments.mismatch");
  const locale = useLocale();
  const values = { charged: formatMoney(mismatch.charged, locale), asked: formatMoney(mismatch.asked, locale) };
  if (mismatch.decision === "pending") {
    return (
      <div className="pay-outcome pay-outcome--review" role="alert" data-testid="payment-outcome" data-outcome="mismatch">
        <h2>{t("title", values)}</h2>
        <p>{t("pending", values)}</p>
        <p>
          <strong>{t("dontPay")}</strong>
        </p>
      </div>
    );
  }
  const accepted = mismatch.decision === "accepted";
  return (
    <div className="pay-outcome pay-outcome--review" role="status" data-testid="payment-outcome" data-outcome={`mismatch-${mismatch.decision}`}>
      <h2>{t(accepted ? "acceptedTitle" : "refundedTitle", values)}</h2>
      <p>{t(accepted ? "accepted" : "refunded", values)}</p>
    </div>
  );
}
