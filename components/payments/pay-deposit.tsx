"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { useApiQuery } from "@/components/ui/use-api";
import { useStartPayment } from "./start-payment";

/**
 * "Pay deposit" on a pending booking: POST /payments (catalog shape), then the gateway's page. While one of the
 * booking's payments is flagged (the provider charged another amount, finance decides), paying again could take the
 * money twice: the button gives way to what happened.
 */
export function PayDeposit({ bookingId }: { bookingId: string }) {
  const t = useTranslations("payments.pay");
  const tm = useTranslations("payments.mismatch");
  const locale = useLocale();
  const { start, busy, error } = useStartPayment();
  const attempts = useApiQuery("/payments", { query: { payable_type: "booking", payable_id: bookingId } });
  const review = attempts.data?.data.find((p) => p.mismatch?.decision === "pending")?.mismatch;
  if (review) {
    return (
      <p className="notice" role="status" data-testid="pay-under-review">
        {tm("payLater", { charged: formatMoney(review.charged, locale), asked: formatMoney(review.asked, locale) })}
      </p>
    );
  }
  return (
    <>
      <Button
        loading={busy}
        aria-describedby="pay-hint"
        data-testid="pay-deposit"
        onClick={() => start({ path: "/payments", body: { payable_type: "booking", payable_id: bookingId, kind: "deposit" } })}
      >
        {t("button")}
      </Button>
      <p id="pay-hint" className="form-field__hint">
        {t("hint")}
      </p>
      {error && <ErrorText testId="pay-error">{error}</ErrorText>}
    </>
  );
}
