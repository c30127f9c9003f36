"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { normalizeAmount } from "@/components/ui/money";
import { Field } from "@/components/ui/fields";
import { QuoteHistory } from "./quote-history";
import { ErrorLine } from "@/components/ui/states";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ApiBody } from "@/components/ui/api-types";
import { QUOTE_CHANGES } from "./changes";
import { fieldErrors } from "@/components/ui/errors";

// The customer's side of one quotation's negotiation: its history, then a
// counter (proposed price and/or message) while rounds are left, or a
// re-quote request once the quote has expired (or its validity date passed
// before the hourly expiry job ran).

export function NegotiatePanel({ quote, validityPassed }: { quote: Quote; validityPassed: boolean }) {
  const t = useTranslations("quotes.negotiate");
  const counter = useApiMutation("post", "/quotes/{quoteId}/counter", { invalidates: QUOTE_CHANGES });
  const requote = useApiMutation("post", "/quotes/{quoteId}/request-requote", { invalidates: QUOTE_CHANGES });
  const [done, setDone] = useState<string | null>(null);
  const errors = fieldErrors(errorOf(counter.error));
  const expired = quote.status === "expired" || (quote.status === "submitted" && validityPassed);
  const canCounter = quote.status === "submitted" && !expired && quote.rounds_left > 0;
  const canRequote = expired && quote.rounds_left > 0;

  function sendCounter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const price = String(form.get("proposed_price") ?? "").trim();
    const message = String(form.get("message") ?? "").trim();
    const body: ApiBody<"/quotes/{quoteId}/counter", "post"> = {};
    if (price) body.proposed_price = normalizeAmount(price);
    if (message) body.message = message;
    counter.mutate({ path: { quoteId: quote.id }, body }, { onSuccess: () => setDone(t("countered")) });
  }

  return (
    <div className="rfq-negotiate" data-testid="negotiate-panel">
      <QuoteHistory quote={quote} side="customer" />
      <p className="form-field__hint" data-testid="rounds-left">
        {t("roundsLeft", { count: quote.rounds_left })}
      </p>
      {done && (
        <p className="form-status" role="status">
          {done}
        </p>
      )}
      {quote.status === "counter_received" && <p className="notice">{t("waiting")}</p>}
      {canCounter && (
        <form className="vendor-form" onSubmit={sendCounter} data-testid="counter-form">
          <Field name="proposed_price" inputMode="decimal" label={t("price")} required={false} errors={errors.proposed_price} hint={t("priceHint")} />
          <Field name="message" label={t("message")} required={false} multiline rows={3} maxLength={1000} errors={errors.message} />
          {!Object.keys(errors).length && <ErrorLine error={counter.error} />}
          <button type="submit" className="button" disabled={counter.isPending} data-testid="counter-send">
            {t("send")}
          </button>
        </form>
      )}
      {canRequote && (
        <div>
          <p>{t("expired")}</p>
          <button
            type="button"
            className="button"
            disabled={requote.isPending}
            onClick={() => requote.mutate({ path: { quoteId: quote.id }, body: {} }, { onSuccess: () => setDone(t("requested")) })}
            data-testid="requote"
          >
            {t("requestRequote")}
          </button>
          <ErrorLine error={requote.error} />
        </div>
      )}
      {!canCounter && !canRequote && quote.rounds_left === 0 && <p className="form-field__hint">{t("noRounds")}</p>}
    </div>
  );
}
