"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { normalizeAmount } from "@/components/ui/money";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { QuoteHistory } from "./quote-history";
import { ErrorLine } from "@/components/ui/states";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ApiBody } from "@/components/ui/api-types";
import { QUOTE_CHANGES } from "./changes";
import "./rfq.css";

// The customer's side of one quotation's negotiation: its history, then a
// counter (proposed price and/or message) while rounds are left, or a
// re-quote request once the quote has expired (or its validity date passed
// before the hourly expiry job ran).

/** POST /quotes/{quoteId}/counter: a proposed price and/or a message (the API checks the price against the total). */
const counterForm = z.object({ proposed_price: z.string().trim().max(20), message: z.string().trim().max(1000) });

export function NegotiatePanel({ quote, validityPassed }: { quote: Quote; validityPassed: boolean }) {
  const t = useTranslations("quotes.negotiate");
  const counter = useApiMutation("post", "/quotes/{quoteId}/counter", { invalidates: QUOTE_CHANGES });
  const requote = useApiMutation("post", "/quotes/{quoteId}/request-requote", { invalidates: QUOTE_CHANGES });
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(counterForm, { proposed_price: "", message: "" });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  const expired = quote.status === "expired" || (quote.status === "submitted" && validityPassed);
  const canCounter = quote.status === "submitted" && !expired && quote.rounds_left > 0;
  const canRequote = expired && quote.rounds_left > 0;

  const sendCounter = form.handleSubmit(({ proposed_price: price, message }) => {
    const body: ApiBody<"/quotes/{quoteId}/counter", "post"> = {};
    if (price) body.proposed_price = normalizeAmount(price);
    if (message) body.message = message;
    counter.mutate(
      { path: { quoteId: quote.id }, body },
      { onSuccess: () => setDone(t("countered")), onError: (e) => showApiErrors(form, errorOf(e), ["proposed_price", "message"]) },
    );
  });

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
        <form className="form-column" onSubmit={sendCounter} data-testid="counter-form" noValidate>
          <FormText form={form} name="proposed_price" inputMode="decimal" label={t("price")} required={false} hint={t("priceHint")} />
          <FormText form={form} name="message" label={t("message")} required={false} multiline rows={3} maxLength={1000} />
          {!fieldError && <ErrorLine error={counter.error} />}
          <Button type="submit" disabled={counter.isPending} data-testid="counter-send">
            {t("send")}
          </Button>
        </form>
      )}
      {canRequote && (
        <div>
          <p>{t("expired")}</p>
          <Button
            disabled={requote.isPending}
            onClick={() => requote.mutate({ path: { quoteId: quote.id }, body: {} }, { onSuccess: () => setDone(t("requested")) })}
            data-testid="requote"
          >
            {t("requestRequote")}
          </Button>
          <ErrorLine error={requote.error} />
        </div>
      )}
      {!canCounter && !canRequote && quote.rounds_left === 0 && <p className="form-field__hint">{t("noRounds")}</p>}
    </div>
  );
}
