"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { DataTable } from "@/components/ui/table";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { webhookPaths, type WebhookBase } from "./paths";

type Delivery = ApiData<"/vendors/me/webhooks/{id}/deliveries">[number];

/** An endpoint's delivery log, newest first, refreshed while open (a test event's outcome shows by itself). */
export function DeliveryLog({ base, endpointId, canResend }: { base: WebhookBase; endpointId: string; canResend: boolean }) {
  const t = useTranslations("webhooks.log");
  const paths = webhookPaths(base);
  const log = useApiQuery(paths.deliveries, { path: { id: endpointId }, query: { limit: 50 } }, { poll: 3000 });
  if (log.isPending) return <Loading />;
  if (log.isError) return <LoadFailed error={log.error} />;
  if (log.data.data.length === 0) return <p data-testid="webhook-log-empty">{t("empty")}</p>;
  return (
    <DataTable
      caption={t("title")}
      testId="webhook-log"
      columns={[t("event"), t("status"), t("response"), t("duration"), t("attempts"), t("next"), t("created"), ""]}
    >
      {log.data.data.map((d) => (
        <Row key={d.id} base={base} endpointId={endpointId} delivery={d} canResend={canResend} />
      ))}
    </DataTable>
  );
}

function Row({ base, endpointId, delivery, canResend }: { base: WebhookBase; endpointId: string; delivery: Delivery; canResend: boolean }) {
  const t = useTranslations("webhooks.log");
  const locale = useLocale();
  const resend = useApiMutation("post", webhookPaths(base).resend);
  return (
    <tr data-testid="webhook-delivery" data-status={delivery.status}>
      <td dir="ltr">{delivery.event_type}</td>
      <td>{t(`statuses.${delivery.status}`)}</td>
      <td dir="ltr">{delivery.response_code ?? (delivery.last_error ? t(`errors.${errorKey(delivery.last_error)}`) : "—")}</td>
      <td>{delivery.duration_ms === null ? "—" : t("ms", { ms: delivery.duration_ms })}</td>
      <td>{delivery.attempts}</td>
      <td>{delivery.next_attempt_at ? formatTime(delivery.next_attempt_at, locale) : "—"}</td>
      <td>{formatTime(delivery.created_at, locale)}</td>
      <td>
        <Button
          variant="secondary"
          disabled={!canResend || resend.isPending}
          onClick={() => resend.mutate({ path: { id: endpointId, deliveryId: delivery.id } })}
          data-testid="webhook-resend"
        >
          {t("resend")}
        </Button>
        <ErrorLine error={resend.error} />
      </td>
    </tr>
  );
}

const KNOWN = ["timeout", "network", "address_refused", "dns_failed", "not_https", "bad_url", "redirect_not_followed", "endpoint_disabled"];
const errorKey = (code: string) => (KNOWN.includes(code) ? code : "other") as "other";
