"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { markProcessedBody } from "@/server/payments/refunds/schemas";
import { MONEY_DOMAINS, type AdminRefundView } from "./types";
import { Actions } from "@/components/ui/layout";

/** A refund in manual_processing: Finance records the bank transfer that refunded it (POST /admin/refunds/{id}/mark-processed). */
export function ManualRefund({ refund }: { refund: AdminRefundView }) {
  const t = useTranslations("payments.refunds");
  const mark = useApiMutation("post", "/admin/refunds/{id}/mark-processed", { invalidates: MONEY_DOMAINS });
  const form = useZodForm(markProcessedBody, { reference: "" });
  const error = form.formState.errors.reference?.message;
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{t("markedProcessed")}</p>;
  if (refund.status !== "manual_processing") return null;
  const onSubmit = form.handleSubmit((body) =>
    mark.mutate({ path: { id: refund.id }, body }, { onSuccess: () => setDone(true), onError: (e) => showApiErrors(form, errorOf(e), ["reference"]) }),
  );
  return (
    <form onSubmit={onSubmit} className="pay-deny" noValidate data-testid="refund-manual-form">
      <label className="form-field">
        <span>{t("transferReference")}</span>
        <input {...form.register("reference")} maxLength={100} required dir="ltr" aria-invalid={error ? true : undefined} />
        {error && <ErrorText as="span">{error}</ErrorText>}
      </label>
      <Actions>
        <Button type="submit" disabled={mark.isPending}>
          {t("markProcessed")}
        </Button>
      </Actions>
      {!error && <ErrorLine error={mark.error} />}
    </form>
  );
}
