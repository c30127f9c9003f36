"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { FormCheckbox, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { EndpointCard } from "./endpoint-card";
import { SecretOnce } from "./secret-once";
import { EVENT_TYPES, webhookPaths, type WebhookBase } from "./paths";
import "./webhooks.css";

// Outbound webhooks (docs/webhooks.md): the endpoints of a vendor, or the
// platform partners' for the Super Admin: add one (URL and events; the
// secret is shown once), then per endpoint a test event, secret rotation,
// off and on, removal and the delivery log with "resend".

type Endpoint = ApiData<"/vendors/me/webhooks">[number];

export function WebhooksManager({ base }: { base: WebhookBase }) {
  const t = useTranslations("webhooks");
  const paths = webhookPaths(base);
  const list = useApiQuery(paths.list, {});
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="webhooks" data-testid="webhooks">
      <p className="lead">{t("intro")}</p>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      <AddEndpoint base={base} onCreated={setSecret} />
      <section aria-labelledby="webhooks-list-title">
        <h2 id="webhooks-list-title">{t("listTitle")}</h2>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadFailed error={list.error} />
        ) : list.data.data.length === 0 ? (
          <p data-testid="webhooks-empty">{t("none")}</p>
        ) : (
          <ul className="webhooks__list">
            {list.data.data.map((endpoint: Endpoint) => (
              <EndpointCard key={endpoint.id} base={base} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const eventKey = (type: string) => type.replace(".", "_") as "booking_confirmed";
// One tick box per event, under `events.<name>` (the dot of an event name would read as a path).
const addForm = z.object({
  url: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(200),
  events: z.record(z.string(), z.boolean()),
});

function AddEndpoint({ base, onCreated }: { base: WebhookBase; onCreated: (secret: string) => void }) {
  const t = useTranslations("webhooks");
  const paths = webhookPaths(base);
  const add = useApiMutation("post", paths.list);
  const blank = { url: "", description: "", events: Object.fromEntries(EVENT_TYPES.map((type) => [eventKey(type), false])) };
  const form = useZodForm(addForm, blank);
  const [noEvents, setNoEvents] = useState(false);
  const onSubmit = form.handleSubmit((values) => {
    const events = EVENT_TYPES.filter((type) => values.events[eventKey(type)]);
    setNoEvents(events.length === 0);
    if (events.length === 0) return;
    add.mutate(
      { body: { url: values.url, events, ...(values.description && { description: values.description }) } },
      { onSuccess: (res) => (form.reset(blank), onCreated(res.data.secret)), onError: (e) => showApiErrors(form, errorOf(e), ["url", "description"]) },
    );
  });
  return (
    <section className="card webhooks__add" aria-labelledby="webhooks-add-title">
      <h2 id="webhooks-add-title">{t("addTitle")}</h2>
      <form className="form-column" onSubmit={onSubmit} noValidate data-testid="webhook-add-form">
        <FormText form={form} name="url" type="url" inputMode="url" label={t("url")} hint={t("urlHint")} dir="ltr" maxLength={2000} />
        <FormText form={form} name="description" label={t("description")} maxLength={200} />
        <fieldset className="webhooks__events">
          <legend>{t("events")}</legend>
          {EVENT_TYPES.map((type) => (
            <FormCheckbox key={type} form={form} name={`events.${eventKey(type)}`} label={t(`eventNames.${eventKey(type)}`)} />
          ))}
          {noEvents && (
            <p className="field-error" role="alert">
              {t("chooseEvent")}
            </p>
          )}
        </fieldset>
        <Button type="submit" disabled={add.isPending} data-testid="webhook-add">
          {t("add")}
        </Button>
        {errorOf(add.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={add.error} />}
      </form>
    </section>
  );
}
