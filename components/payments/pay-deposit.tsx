"use client";

import { useTranslations } from "next-intl";
import { useStartPayment } from "./start-payment";

/** "Pay deposit" on a pending booking: POST /payments (catalog shape), then the gateway's page. */
export function PayDeposit({ bookingId }: { bookingId: string }) {
  const t = useTranslations("payments.pay");
  const { start, busy, error } = useStartPayment();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-describedby="pay-hint"
        data-testid="pay-deposit"
        onClick={() => start({ path: "/payments", body: { payable_type: "booking", payable_id: bookingId, kind: "deposit" } })}
      >
        {busy ? t("busy") : t("button")}
      </button>
      <p id="pay-hint" className="form-field__hint">
        {t("hint")}
      </p>
      {error && (
        <p className="form-field__error" role="alert" data-testid="pay-error">
          {error}
        </p>
      )}
    </>
  );
}
