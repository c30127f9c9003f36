"use client";

import { useLocale, useTranslations } from "next-intl";
import { PolicyList } from "@/components/bookings/policy-list";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatMoney, DEPOSIT_PERCENT, percentOf } from "@/components/ui/money";
import { useRouter } from "@/i18n/navigation";
import { ErrorLine } from "@/components/ui/states";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { QUOTE_CHANGES } from "./changes";
import { FactList } from "@/components/ui/facts";

// Accepting is final: the dialog shows the total, the 20% deposit due now and
// the cancellation policy before the customer confirms. Success opens the
// new booking; an expired quote offers a re-quote request instead.

export function AcceptDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const t = useTranslations("quotes.accept");
  const locale = useLocale();
  const router = useRouter();
  const accept = useApiMutation("post", "/quotes/{quoteId}/accept", { invalidates: QUOTE_CHANGES });
  const requote = useApiMutation("post", "/quotes/{quoteId}/request-requote", { invalidates: QUOTE_CHANGES });
  const expired = errorOf(accept.error)?.next_action !== undefined || errorOf(accept.error)?.code === "QUOTATION_EXPIRED";

  function confirm() {
    accept.mutate(
      { path: { quoteId: quote.id }, body: { deposit_option: "deposit" } },
      { onSuccess: (res) => router.push(`/account/bookings/${res.data.booking.id}`) },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title", { name: quote.vendor.name })}
      data-testid="accept-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("back")}
          </Button>
          <Button onClick={confirm} loading={accept.isPending} disabled={accept.isSuccess} data-testid="accept-confirm">
            {t("confirm")}
          </Button>
        </>
      }
    >
      <FactList>
        <div>
          <dt>{t("total")}</dt>
          <dd data-testid="accept-total">{formatMoney(quote.total, locale)}</dd>
        </div>
        <div>
          <dt>{t("deposit", { percent: DEPOSIT_PERCENT })}</dt>
          <dd data-testid="accept-deposit">{formatMoney(percentOf(quote.total, DEPOSIT_PERCENT), locale)}</dd>
        </div>
      </FactList>
      <p>{t("depositHint")}</p>
      <PolicyList />
      <p className="form-field__hint">{t("siblings")}</p>
      <ErrorLine error={accept.error} />
      {expired && (
        <Button variant="secondary" disabled={requote.isPending || requote.isSuccess} onClick={() => requote.mutate({ path: { quoteId: quote.id }, body: {} })}>
          {requote.isSuccess ? t("requested") : t("requestRequote")}
        </Button>
      )}
    </Dialog>
  );
}
