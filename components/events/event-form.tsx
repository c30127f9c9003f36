"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { normalizeAmount } from "@/components/ui/money";
import { Field, Select } from "@/components/ui/fields";
import { useCities } from "@/components/catalog/reference-data";
import { ErrorLine } from "@/components/ui/states";
import { kuwaitToday } from "@/components/ui/format";
import type { EventItem } from "./types";
import { errorOf, useApiAction } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import { EVENT_TYPES } from "./event-types";
import "@/components/ui/portal.css";

// Creates an event (POST /events) or edits one (PATCH /events/{id}, with
// `event`). Used by the "new event" page, inline in the RFQ wizard, and on the
// event's page; `onSaved` decides where the customer goes next.

const FIELDS = ["title", "event_type", "event_date", "event_time", "guests_expected", "budget_total", "city_id", "location_text", "notes"];
/** What a live booking keeps as booked (server/planner/event-edit-rules.ts): not sent while `locked`. */
const BOOKED_FIELDS = ["event_date", "event_time", "guests_expected", "city_id", "location_text"];

type Props = {
  onSaved: (event: EventItem) => void;
  compact?: boolean;
  /** The event to edit; absent = create. */
  event?: EventItem;
  /** The event has a live booking: its day, time, guests and place are shown but not editable. */
  locked?: boolean;
};

/** The request body: on create only what was filled in; on edit every field, empty ones cleared (null). */
function bodyOf(form: FormData, type: string, city: string, editing: boolean, locked: boolean): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const values: Record<string, unknown> = {
    title: text("title"),
    event_type: type,
    event_date: text("event_date") || null,
    event_time: text("event_time") || null,
    guests_expected: text("guests_expected") ? Number(text("guests_expected")) : null,
    budget_total: text("budget_total") ? normalizeAmount(text("budget_total")) : null,
    city_id: city || null,
    location_text: text("location_text") || null,
    notes: text("notes") || null,
  };
  if (!form.has("location_text")) delete values.location_text; // compact form: not asked
  if (!form.has("notes")) delete values.notes;
  if (locked) for (const field of BOOKED_FIELDS) delete values[field];
  if (!editing) for (const [k, v] of Object.entries(values)) if (v === null) delete values[k];
  return values;
}

export function EventForm({ onSaved, compact = false, event, locked = false }: Props) {
  const t = useTranslations("events");
  const cities = useCities();
  const save = useApiAction<Record<string, unknown>, EventItem>(event ? "PATCH" : "POST");
  const [type, setType] = useState<string>(event?.event_type ?? "wedding");
  const [city, setCity] = useState<string>(event?.city?.id ?? "");
  const errors = fieldErrors(errorOf(save.error));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = bodyOf(new FormData(e.currentTarget), type, city, Boolean(event), locked);
    save.mutate({ path: event ? `/events/${event.id}` : "/events", body }, { onSuccess: onSaved });
  }

  const cityOptions = cities.data ? cities.data.data.map((c) => ({ value: c.id, label: c.name })) : [];
  const other = Object.keys(errors).some((f) => !FIELDS.includes(f));
  const value = (v: string | number | null | undefined) => (v === null || v === undefined ? undefined : String(v));
  return (
    <form className="vendor-form rfq-form" onSubmit={submit} data-testid="event-form" noValidate>
      <Field name="title" label={t("form.title")} errors={errors.title} minLength={2} maxLength={120} defaultValue={event?.title} dir="auto" />
      <Select name="event_type" label={t("form.type")} value={type} onChange={setType} options={EVENT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} errors={errors.event_type} />
      {locked && <p className="notice" data-testid="event-locked">{t("form.locked")}</p>}
      <fieldset className="vendor-fieldset" disabled={locked}>
        <div className="rfq-form__row">
          <Field name="event_date" type="date" label={t("form.date")} required={false} min={kuwaitToday()} errors={errors.event_date} hint={compact ? undefined : t("form.dateHint")} defaultValue={value(event?.event_date)} />
          <Field name="event_time" type="time" label={t("form.time")} required={false} errors={errors.event_time} defaultValue={value(event?.event_time)} />
        </div>
        <Field name="guests_expected" type="number" inputMode="numeric" min="1" label={t("form.guests")} required={false} errors={errors.guests_expected} defaultValue={value(event?.guests_expected)} />
        <Select name="city_id" label={t("form.city")} required={false} placeholder={t("form.anyCity")} options={cityOptions} errors={errors.city_id} value={city} onChange={setCity} />
        {!compact && <Field name="location_text" label={t("form.location")} required={false} maxLength={200} errors={errors.location_text} defaultValue={value(event?.location_text)} dir="auto" />}
      </fieldset>
      <Field name="budget_total" inputMode="decimal" label={t("form.budget")} required={false} errors={errors.budget_total} hint={t("form.budgetHint")} dir="ltr" defaultValue={value(event?.budget?.amount)} />
      {!compact && <Field name="notes" label={t("form.notes")} required={false} multiline maxLength={2000} errors={errors.notes} defaultValue={value(event?.notes)} dir="auto" hint={t("form.sharedHint")} />}
      {save.error && (!Object.keys(errors).length || other) ? <ErrorLine error={save.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending} data-testid="event-save">
          {event ? (save.isPending ? t("form.updating") : t("form.update")) : save.isPending ? t("form.saving") : t("form.save")}
        </button>
      </div>
    </form>
  );
}
