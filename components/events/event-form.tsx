"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { normalizeAmount } from "@/components/ui/money";
import { useCities, useGovernorates } from "@/components/catalog/reference-data";
import { ErrorLine } from "@/components/ui/states";
import { kuwaitToday } from "@/components/ui/format";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import type { EventItem } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ApiBody } from "@/components/ui/api-types";
import { EVENT_CHANGES } from "./changes";
import { EVENT_TYPES } from "./event-types";
import { FieldRow } from "@/components/ui/layout";

// Creates an event (POST /events) or edits one (PATCH /events/{id}, with
// `event`). Used by the "new event" page, inline in the RFQ wizard, and on the
// event's page; `onSaved` decides where the customer goes next.

const FIELDS = ["title", "event_type", "event_date", "event_time", "guests_expected", "budget_total", "city_id", "area_id", "location_text", "notes"];
/** What a live booking keeps as booked (server/planner/event-edit-rules.ts): not sent while `locked`. */
const BOOKED_FIELDS = ["event_date", "event_time", "guests_expected", "city_id", "area_id", "location_text"] as const;

/** The form as typed: text throughout; the lengths are the API's (server/planner/schemas.ts), the rest it checks. */
const eventForm = z.object({
  title: z.string().trim().min(2).max(120),
  event_type: z.enum(EVENT_TYPES),
  event_date: z.string(),
  event_time: z.string(),
  guests_expected: z.string().trim(),
  budget_total: z.string().trim(),
  city_id: z.string(),
  area_id: z.string(),
  location_text: z.string().trim().max(200),
  notes: z.string().trim().max(2000),
});
type EventValues = z.output<typeof eventForm>;
type EventBody = ApiBody<"/events", "post">;

type Props = {
  onSaved: (event: EventItem) => void;
  compact?: boolean;
  /** The event to edit; absent = create. */
  event?: EventItem;
  /** The event has a live booking: its day, time, guests and place are shown but not editable. */
  locked?: boolean;
};

function defaultsOf(event: EventItem | undefined): z.input<typeof eventForm> {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    title: event?.title ?? "",
    event_type: event?.event_type ?? "wedding",
    event_date: text(event?.event_date),
    event_time: text(event?.event_time),
    guests_expected: text(event?.guests_expected),
    budget_total: text(event?.budget?.amount),
    city_id: event?.city?.id ?? "",
    area_id: event?.area?.id ?? "",
    location_text: text(event?.location_text),
    notes: text(event?.notes),
  };
}

/** The request body: on create only what was filled in; on edit every field, empty ones cleared (null). Undefined fields are not sent. */
function bodyOf(v: EventValues, compact: boolean, editing: boolean, locked: boolean): EventBody {
  const empty = editing ? null : undefined;
  const values: EventBody = {
    title: v.title,
    event_type: v.event_type,
    event_date: v.event_date || empty,
    event_time: v.event_time || empty,
    guests_expected: v.guests_expected ? Number(v.guests_expected) : empty,
    budget_total: v.budget_total ? normalizeAmount(v.budget_total) : empty,
    city_id: v.city_id || empty,
    // An area belongs to a city: none without one.
    area_id: (v.city_id && v.area_id) || empty,
    // The compact form does not ask for the place and notes.
    location_text: compact ? undefined : v.location_text || empty,
    notes: compact ? undefined : v.notes || empty,
  };
  if (locked) for (const field of BOOKED_FIELDS) values[field] = undefined;
  return values;
}

/** POST /events, or PATCH /events/{id} with `event`. */
function useSaveEvent(event: EventItem | undefined, onSaved: (saved: EventItem) => void) {
  const create = useApiMutation("post", "/events", { invalidates: EVENT_CHANGES });
  const update = useApiMutation("patch", "/events/{id}", { invalidates: EVENT_CHANGES });
  const save = (body: EventBody, onError: (error: unknown) => void) =>
    event
      ? update.mutate({ path: { id: event.id }, body }, { onSuccess: (res) => onSaved(res.data), onError })
      : create.mutate({ body }, { onSuccess: (res) => onSaved(res.data), onError });
  const mutation = event ? update : create;
  return { save, error: mutation.error, isPending: mutation.isPending };
}

export function EventForm({ onSaved, compact = false, event, locked = false }: Props) {
  const t = useTranslations("events");
  const cities = useCities();
  const governorates = useGovernorates();
  const save = useSaveEvent(event, onSaved);
  const form = useZodForm(eventForm, defaultsOf(event));
  // API errors on a field the form does not show go in the message above the button.
  const [unplaced, setUnplaced] = useState(false);

  const submit = form.handleSubmit((values) => {
    setUnplaced(false);
    save.save(bodyOf(values, compact, Boolean(event), locked), (e) => setUnplaced(showApiErrors(form, errorOf(e), FIELDS).length > 0));
  });

  const cityOptions = (cities.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const cityId = form.watch("city_id");
  // The areas of the chosen city: the event's area is where search measures distances from.
  const areaOptions = (governorates.data?.data ?? [])
    .filter((g) => g.city_id === cityId)
    .flatMap((g) => g.areas.map((a) => ({ value: a.id, label: a.name, group: g.name })));
  const fieldErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <form className="form-column rfq-form" onSubmit={submit} data-testid="event-form" noValidate>
      <FormText form={form} name="title" label={t("form.title")} minLength={2} maxLength={120} dir="auto" />
      <FormSelect form={form} name="event_type" label={t("form.type")} options={EVENT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
      {locked && (
        <p className="notice" data-testid="event-locked">
          {t("form.locked")}
        </p>
      )}
      <fieldset className="form-fieldset" disabled={locked}>
        <FieldRow>
          <FormText
            form={form}
            name="event_date"
            type="date"
            label={t("form.date")}
            required={false}
            min={kuwaitToday()}
            hint={compact ? undefined : t("form.dateHint")}
          />
          <FormText form={form} name="event_time" type="time" label={t("form.time")} required={false} />
        </FieldRow>
        <FormText form={form} name="guests_expected" type="number" inputMode="numeric" min="1" label={t("form.guests")} required={false} />
        <FormSelect form={form} name="city_id" label={t("form.city")} required={false} placeholder={t("form.anyCity")} options={cityOptions} />
        {cityId && areaOptions.length > 0 && (
          <FormSelect
            form={form}
            name="area_id"
            label={t("form.area")}
            required={false}
            placeholder={t("form.anyArea")}
            options={areaOptions}
            hint={t("form.areaHint")}
          />
        )}
        {!compact && <FormText form={form} name="location_text" label={t("form.location")} required={false} maxLength={200} dir="auto" />}
      </fieldset>
      <FormText form={form} name="budget_total" inputMode="decimal" label={t("form.budget")} required={false} hint={t("form.budgetHint")} dir="ltr" />
      {!compact && (
        <FormText form={form} name="notes" label={t("form.notes")} required={false} multiline maxLength={2000} dir="auto" hint={t("form.sharedHint")} />
      )}
      {save.error && (!fieldErrors || unplaced) ? <ErrorLine error={save.error} /> : null}
      <div className="form-actions">
        <Button type="submit" loading={save.isPending} data-testid="event-save">
          {event ? t("form.update") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
