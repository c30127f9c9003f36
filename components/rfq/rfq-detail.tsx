"use client";

import { useLocale, useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { CompareView, useCompare } from "./compare-view";
import { formatDay, formatTime } from "@/components/ui/format";
import { ErrorLine, Facts, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { RFQ_CHANGES } from "./changes";
import { AttachmentList } from "./attachment-list";
import { Name } from "@/components/ui/names";
import { Actions, DetailPage, Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";
import "./rfq.css";

// The customer's RFQ: what was asked, who it went to and where each vendor
// stands, then the quotes to compare, negotiate, accept or reject. A draft
// can be sent or discarded; an open RFQ can be cancelled.

const OPEN = ["pending", "quoted", "negotiating"];

function Detail({ id }: { id: string }) {
  const t = useTranslations("rfqs");
  const tc = useTranslations("common");
  const confirm = useConfirm();
  const locale = useLocale();
  const rfq = useApiQuery("/quotation-requests/{id}", { path: { id } }, { poll: 30_000 });
  // The quotes are asked for together with the RFQ, not after it: the section has them when it appears.
  useCompare(id, "price", rfq.isPending);
  const send = useApiMutation("post", "/quotation-requests/{id}/send", { invalidates: RFQ_CHANGES });
  const cancel = useApiMutation("post", "/quotation-requests/{id}/cancel", { invalidates: RFQ_CHANGES });
  if (rfq.isPending) return <Loading />;
  if (rfq.isError) return <LoadFailed error={rfq.error} backHref="/account/rfqs" back={t("backToList")} />;
  const r = rfq.data.data;
  const budget = r.budget_indication ?? r.budget_max;
  return (
    <DetailPage data-testid="rfq-detail" data-status={r.status}>
      <header className="rfq-detail__head">
        <h2 dir="auto">
          <Name>{r.title}</Name>
        </h2>
        <StatusBadge status={r.status} label={t(`status.${r.status}`)} />
      </header>
      {r.warnings.map((w) => (
        <p key={w.vendor_id} className="notice notice--warning" role="status" dir="auto" data-testid="rfq-warning">
          {w.message}
        </p>
      ))}
      <Facts
        items={[
          [t("fields.category"), r.category.name],
          [t("fields.neededBy"), formatDay(r.needed_by_date, locale)],
          [
            t("fields.budget"),
            budget ? `${formatMoney(budget, locale)} · ${r.show_budget_to_vendors ? t("fields.budgetShown") : t("fields.budgetHidden")}` : "—",
          ],
          [t("fields.sentAt"), formatTime(r.sent_at, locale)],
          [t("fields.expiresAt"), formatTime(r.expires_at, locale)],
        ]}
      />
      <p className="rfq-detail__description" dir="auto" data-user-text="">
        {r.description}
      </p>
      <AttachmentList attachments={r.attachments} />
      <Actions className="rfq-actions">
        {r.status === "draft" && (
          <Button disabled={send.isPending} onClick={() => send.mutate({ path: { id }, body: {} })} data-testid="rfq-send-draft">
            {t("detail.send")}
          </Button>
        )}
        {(r.status === "draft" || OPEN.includes(r.status)) && (
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            onClick={async () =>
              (await confirm({
                title: t(r.status === "draft" ? "detail.discardConfirm" : "detail.cancelConfirm"),
                confirmLabel: t(r.status === "draft" ? "detail.discard" : "detail.cancel"),
                cancelLabel: tc("goBack"),
                danger: true,
              })) && cancel.mutate({ path: { id }, body: {} })
            }
            data-testid="rfq-cancel"
          >
            {t(r.status === "draft" ? "detail.discard" : "detail.cancel")}
          </Button>
        )}
        <Link href={`/account/events/${r.event_id}`}>{t("detail.event")}</Link>
      </Actions>
      <ErrorLine error={send.error ?? cancel.error} />

      <section aria-labelledby="rfq-recipients">
        <h2 id="rfq-recipients">{t("detail.recipients")}</h2>
        {r.vendors.length === 0 ? (
          <Muted>{r.targeting === "open" ? t("detail.openPending") : t("detail.noRecipients")}</Muted>
        ) : (
          <ul className="rfq-recipients" data-testid="recipients">
            {r.vendors.map((v) => (
              <li key={v.vendor_id} data-testid="recipient">
                <Link href={`/vendors/${v.slug}`}>
                  <bdi>{v.name}</bdi>
                </Link>{" "}
                <StatusBadge status={v.status} label={t(`recipientStatus.${v.status}`)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {r.status !== "draft" && <CompareView rfqId={id} />}
    </DetailPage>
  );
}

export function RfqDetail({ id }: { id: string }) {
  return <AccountGate>{() => <Detail id={id} />}</AccountGate>;
}
