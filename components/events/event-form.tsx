"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { normalizeAmount } from "@/components/vendor/amount";
import { Field, Select } from "@/components/vendor/fields";
import { useCities } from "@/components/vendor/reference-data";
import { ErrorLine } from "@/components/rfq/states";
import { kuwaitToday } from "@/components/rfq/format";
import type { EventItem } from "@/components/rfq/types";
import { errorOf, fieldErrors, useApiAction } from "@/components/rfq/use-api";
import { EVENT_TYPES } from "./event-types";
import "@/components/rfq/rfq.css";

// Creates an event (POST /events). Used by the "new event" page and inline
// in the RFQ wizard; `onCreated` decides where the customer goes next.

const FIELDS = ["title", "event_type", "event_date", "event_time", "guests_expected", "budget_total", "city_id", "location_text", "notes"];

export function EventForm({ onCreated, compact = false }: { onCreated: (event: EventItem) => void; compact?: boolean }) {
  const t = useTranslations("events");
  const cities = useCities();
  const create = useApiAction<Record<string, unknown>, EventItem>("POST");
  const [type, setType] = useState<string>("wedding");
  const errors = fieldErrors(errorOf(create.error));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body: Record<string, unknown> = { title: text("title"), event_type: type };
    if (text("event_date")) body.event_date = text("event_date");
    if (text("event_time")) body.event_time = text("event_time");
    if (text("guests_expected")) body.guests_expected = Number(text("guests_expected"));
    if (text("budget_total")) body.budget_total = normalizeAmount(text("budget_total"));
    if (text("city_id")) body.city_id = text("city_id");
    if (text("location_text")) body.location_text = text("location_text");
    if (text("notes")) body.notes = text("notes");
    create.mutate({ path: "/events", body }, { onSuccess: onCreated });
  }

  const cityOptions = cities.data?.ok ? cities.data.data.map((c) => ({ value: c.id, label: c.name })) : [];
  const other = Object.keys(errors).some((f) => !FIELDS.includes(f));
  return (
    <form className="vendor-form rfq-form" onSubmit={submit} data-testid="event-form" noValidate>
      <Field name="title" label={t("form.title")} errors={errors.title} minLength={2} maxLength={120} />
      <Select name="event_type" label={t("form.type")} value={type} onChange={setType} options={EVENT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} errors={errors.event_type} />
      <div className="rfq-form__row">
        <Field name="event_date" type="date" label={t("form.date")} required={false} min={kuwaitToday()} errors={errors.event_date} hint={compact ? undefined : t("form.dateHint")} />
        <Field name="event_time" type="time" label={t("form.time")} required={false} errors={errors.event_time} />
      </div>
      <div className="rfq-form__row">
        <Field name="guests_expected" type="number" inputMode="numeric" min="1" label={t("form.guests")} required={false} errors={errors.guests_expected} />
        <Field name="budget_total" inputMode="decimal" label={t("form.budget")} required={false} errors={errors.budget_total} hint={t("form.budgetHint")} dir="ltr" />
      </div>
      <Select name="city_id" label={t("form.city")} required={false} placeholder={t("form.anyCity")} options={cityOptions} errors={errors.city_id} />
      {!compact && (
        <>
          <Field name="location_text" label={t("form.location")} required={false} maxLength={200} errors={errors.location_text} />
          <Field name="notes" label={t("form.notes")} required={false} multiline maxLength={2000} errors={errors.notes} />
        </>
      )}
      {(create.error && (!Object.keys(errors).length || other)) ? <ErrorLine error={create.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={create.isPending} data-testid="event-save">
          {create.isPending ? t("form.saving") : t("form.save")}
        </button>
      </div>
    </form>
  );
}
