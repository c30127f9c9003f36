"use client";

import { useLocale, useTranslations } from "next-intl";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatDay } from "@/components/ui/format";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { CalendarDay, DayState } from "./month-grid";

// One selected day: what holds it (bookings, a block with its private note)
// and what the team may do there (block it, unblock it, open a closed day).

type Exception = ApiData<"/vendors/me/calendar">["exceptions"][number];

const blockForm = z.object({ note: z.string().trim().max(200) });

/** `planSaved` false: the day's capacity is the default, said so beside it. */
export function DayPanel({
  day,
  state,
  exceptions,
  canManage,
  planSaved,
}: {
  day: CalendarDay;
  state: DayState;
  exceptions: Exception[];
  canManage: boolean;
  planSaved: boolean;
}) {
  const t = useTranslations("availability");
  const locale = useLocale();
  const own = exceptions.filter((e) => day.exception_ids.includes(e.id));
  return (
    <section className="card cal-panel" aria-labelledby="cal-panel-title" data-testid="cal-panel">
      <h2 id="cal-panel-title">{formatDay(day.date, locale)}</h2>
      <p data-testid="cal-panel-state">{t(`state.${state}`)}</p>
      <p data-testid="cal-panel-capacity">{t(planSaved ? "capacityLine" : "defaultCapacityLine", { booked: day.booked, capacity: day.capacity })}</p>
      {day.bookings.length > 0 && (
        <ul className="cal-panel__bookings">
          {day.bookings.map((b) => (
            <li key={b.id}>
              <Link href={b.kind === "order" ? `/vendor/orders/${b.id}` : `/vendor/bookings/${b.id}`}>{b.reference}</Link>
            </li>
          ))}
        </ul>
      )}
      {own.map((e) => (
        <ExceptionLine key={e.id} exception={e} canManage={canManage} />
      ))}
      {canManage && state !== "blocked" && <BlockForm date={day.date} />}
      {canManage && state === "closed" && <OpenDay date={day.date} />}
    </section>
  );
}

function ExceptionLine({ exception, canManage }: { exception: Exception; canManage: boolean }) {
  const t = useTranslations("availability");
  const locale = useLocale();
  const remove = useMutationFor();
  const range =
    exception.starts_on === exception.ends_on
      ? formatDay(exception.starts_on, locale)
      : `${formatDay(exception.starts_on, locale)} – ${formatDay(exception.ends_on, locale)}`;
  return (
    <div className="cal-panel__exception" data-testid={`cal-exception-${exception.kind}`}>
      <p>
        {t(exception.source === "ical" ? "importedRange" : exception.kind === "blocked" ? "blockedRange" : "openedRange", { range })}
        {exception.note ? ` · ${exception.note}` : ""}
      </p>
      {/* Imported days follow their calendar: they go when the import is removed. */}
      {canManage && exception.source !== "ical" && (
        <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate({ path: { id: exception.id } })} data-testid="cal-remove">
          {t(exception.kind === "blocked" ? "unblock" : "removeOpen")}
        </Button>
      )}
      <ErrorLine error={remove.error} />
    </div>
  );
}

const useMutationFor = () => useApiMutation("delete", "/vendors/me/calendar/exceptions/{id}", { invalidates: ["search"] });

function BlockForm({ date }: { date: string }) {
  const t = useTranslations("availability");
  const add = useApiMutation("post", "/vendors/me/calendar/exceptions", { invalidates: ["search"] });
  const form = useZodForm(blockForm, { note: "" });
  const onSubmit = form.handleSubmit(({ note }) =>
    add.mutate(
      { body: { kind: "blocked", starts_on: date, ends_on: date, ...(note ? { note } : {}) } },
      { onSuccess: () => form.reset({ note: "" }), onError: (e) => showApiErrors(form, errorOf(e), ["note"]) },
    ),
  );
  return (
    <form className="form-column cal-panel__form" onSubmit={onSubmit} noValidate data-testid="cal-block-form">
      <FormText form={form} name="note" label={t("note")} hint={t("noteHint")} required={false} maxLength={200} />
      <Button type="submit" disabled={add.isPending} data-testid="cal-block">
        {t("block")}
      </Button>
      <ErrorLine error={add.error} />
    </form>
  );
}

function OpenDay({ date }: { date: string }) {
  const t = useTranslations("availability");
  const add = useApiMutation("post", "/vendors/me/calendar/exceptions", { invalidates: ["search"] });
  return (
    <div>
      <Button
        variant="secondary"
        disabled={add.isPending}
        onClick={() => add.mutate({ body: { kind: "open", starts_on: date, ends_on: date } })}
        data-testid="cal-open"
      >
        {t("openDay")}
      </Button>
      <ErrorLine error={add.error} />
    </div>
  );
}
