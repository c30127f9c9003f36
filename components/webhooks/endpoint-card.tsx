"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, StatusBadge } from "@/components/ui/states";
import { useApiMutation } from "@/components/ui/use-api";
import { useConfirm } from "@/components/ui/confirm";
import { DeliveryLog } from "./delivery-log";
import { webhookPaths, type WebhookBase } from "./paths";

type Endpoint = ApiData<"/vendors/me/webhooks">[number];

/** One endpoint: what it receives, its state, and its actions. */
export function EndpointCard({ base, endpoint, onSecret }: { base: WebhookBase; endpoint: Endpoint; onSecret: (secret: string) => void }) {
  const t = useTranslations("webhooks");
  const confirm = useConfirm();
  const locale = useLocale();
  const paths = webhookPaths(base);
  const path = { id: endpoint.id };
  const [logOpen, setLogOpen] = useState(false);
  const test = useApiMutation("post", paths.test);
  const rotate = useApiMutation("post", paths.secret);
  const toggle = useApiMutation("patch", paths.one);
  const remove = useApiMutation("delete", paths.one);
  const active = endpoint.status === "active";
  const eventName = (type: string) => t(`eventNames.${type.replace(".", "_")}` as "eventNames.booking_confirmed");
  return (
    <li className="card webhooks__endpoint" data-testid="webhook-endpoint">
      <div className="webhooks__head">
        <code dir="ltr" className="webhooks__url">
          {endpoint.url}
        </code>
        <StatusBadge status={active ? "open" : "cancelled"} label={t(`status.${endpoint.status}`)} />
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p className="webhooks__meta">{t("receives", { events: endpoint.events.map(eventName).join("، ") })}</p>
      {endpoint.disabled_reason === "failing" && <p className="webhooks__warn">{t("disabledFailing")}</p>}
      {active && endpoint.failing_since && <p className="webhooks__warn">{t("failingSince", { time: formatTime(endpoint.failing_since, locale) })}</p>}
      {endpoint.secret_rotation_ends_at && (
        <p className="webhooks__meta">{t("rotationEnds", { time: formatTime(endpoint.secret_rotation_ends_at, locale) })}</p>
      )}
      <div className="webhooks__actions">
        <Button disabled={!active || test.isPending} onClick={() => test.mutate({ path }, { onSuccess: () => setLogOpen(true) })} data-testid="webhook-test">
          {t("sendTest")}
        </Button>
        <Button variant="secondary" onClick={() => setLogOpen(!logOpen)} aria-expanded={logOpen} data-testid="webhook-log-toggle">
          {logOpen ? t("hideLog") : t("showLog")}
        </Button>
        <Button
          variant="secondary"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate({ path }, { onSuccess: (res) => onSecret(res.data.secret) })}
          data-testid="webhook-rotate"
        >
          {t("rotate")}
        </Button>
        <Button
          variant="secondary"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ path, body: { status: active ? "disabled" : "active" } })}
          data-testid="webhook-toggle"
        >
          {active ? t("turnOff") : t("turnOn")}
        </Button>
        <Button
          variant="secondary"
          disabled={remove.isPending}
          onClick={async () => (await confirm({ title: t("removeConfirm"), confirmLabel: t("remove"), danger: true })) && remove.mutate({ path })}
          data-testid="webhook-remove"
        >
          {t("remove")}
        </Button>
      </div>
      {test.isSuccess && <p role="status">{t("testQueued")}</p>}
      <ErrorLine error={test.error ?? rotate.error ?? toggle.error ?? remove.error} />
      {logOpen && <DeliveryLog base={base} endpointId={endpoint.id} canResend={active} />}
    </li>
  );
}
