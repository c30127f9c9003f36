"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { DataTable } from "@/components/ui/table";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, Facts, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { QUOTE_CHANGES } from "./changes";
import { Name } from "@/components/ui/names";
import { useConfirm } from "@/components/ui/confirm";

// One RFQ as admins oversee it (GET /admin/rfqs/{id}, rfq.oversee): its
// quotations, and the compliance void of a live one (a reason, then a
// confirmation; POST /admin/quotes/{id}/void). Vendor and customer are told.

export function AdminRfqDetail({ id }: { id: string }) {
  const t = useTranslations("rfqs");
  const tq = useTranslations("quotes.status");
  const locale = useLocale();
  const rfq = useApiQuery("/admin/rfqs/{id}", { path: { id } });
  const [voiding, setVoiding] = useState<string | null>(null);
  if (rfq.isPending) return <Loading />;
  if (rfq.isError) return <LoadFailed error={rfq.error} backHref="/admin/rfqs" back={t("backToList")} />;
  const r = rfq.data.data;
  return (
    <div data-testid="admin-rfq-detail">
      <p>
        <Link href="/admin/rfqs">{t("backToList")}</Link>
      </p>
      <h2 dir="auto">
        <Name>{r.title}</Name>
      </h2>
      <Facts
        items={[
          [t("fields.status"), <StatusBadge key="s" status={r.status} label={t(`status.${r.status}`)} />],
          [t("fields.category"), r.category.name],
          [t("admin.customer"), <bdi key="c">{r.customer.name}</bdi>],
          [t("admin.recipients"), r.recipients_count],
          [t("fields.sentAt"), formatTime(r.sent_at, locale)],
          [t("fields.expiresAt"), formatTime(r.expires_at, locale)],
        ]}
      />
      <h3>{t("admin.quotes")}</h3>
      {r.quotes.length === 0 ? (
        <p className="notice">{t("admin.noQuotes")}</p>
      ) : (
        <DataTable columns={[t("admin.vendor"), t("fields.status"), t("admin.total"), t("admin.validUntil"), t("admin.actions")]}>
          {r.quotes.map((q) => (
            <tr key={q.id} data-testid="admin-quote-row">
              <td>
                <bdi>{q.vendor.name}</bdi>
              </td>
              <td>
                <StatusBadge status={q.status} label={tq(q.status)} />
              </td>
              <td>{formatMoney(q.total, locale)}</td>
              <td>{formatTime(q.valid_until, locale)}</td>
              <td>
                {q.voidable && voiding !== q.id && (
                  <Button variant="secondary" onClick={() => setVoiding(q.id)} data-testid="void-quote">
                    {t("admin.void")}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {voiding && <VoidForm quoteId={voiding} vendor={r.quotes.find((q) => q.id === voiding)?.vendor.name ?? ""} onDone={() => setVoiding(null)} />}
    </div>
  );
}

/** POST /admin/quotes/{quoteId}/void: a reason of 3-500 characters. */
const voidForm = z.object({ reason: z.string().trim().min(3).max(500) });

function VoidForm({ quoteId, vendor, onDone }: { quoteId: string; vendor: string; onDone: () => void }) {
  const t = useTranslations("rfqs.admin");
  const confirm = useConfirm();
  const action = useApiMutation("post", "/admin/quotes/{quoteId}/void", { invalidates: QUOTE_CHANGES });
  const form = useZodForm(voidForm, { reason: "" });
  const reasonError = form.formState.errors.reason !== undefined;

  // The submit checks the reason, then asks in the confirm dialog before voiding. A refused reason goes back to its field.
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!(await confirm({ title: t("voidConfirmText", { vendor }), confirmLabel: t("voidConfirm"), cancelLabel: t("voidBack"), danger: true }))) return;
    action.mutate({ path: { quoteId }, body: { reason } }, { onSuccess: onDone, onError: (e) => showApiErrors(form, errorOf(e), ["reason"]) });
  });

  return (
    <form className="form-column" onSubmit={submit} data-testid="void-form" noValidate>
      <h3>{t("voidTitle", { vendor })}</h3>
      <p>{t("voidHelp")}</p>
      <FormText form={form} name="reason" label={t("voidReason")} multiline rows={3} maxLength={500} />
      {!reasonError && <ErrorLine error={action.error} />}
      <div className="form-actions">
        <Button type="submit" variant="danger" disabled={action.isPending} data-testid="void-next">
          {t("voidNext")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("voidBack")}
        </Button>
      </div>
    </form>
  );
}
