"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { Button, LinkButton } from "@/components/ui/button";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { TIMELINE_CHANGES } from "./types";
import { PlannerNav } from "./planner-nav";
import { Actions, DetailPage, FieldRow, Muted, SubList } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";

// The event day's timeline: entries in time order, who does each (a booked
// vendor, who then sees it in its booking, or a person), and the PDF.

const FIELDS = ["starts_at", "ends_at", "title_ar", "title_en", "booking_id", "person_name", "notes"];
const entryForm = z.object({
  starts_at: z.string().regex(/^\d{2}:\d{2}$/),
  ends_at: z.string(),
  title_ar: z.string().trim().max(120),
  title_en: z.string().trim().max(120),
  who: z.string(),
  person_name: z.string().trim().max(100),
  notes: z.string().trim().max(500),
});
const PERSON = "person";

function EntryForm({ eventId }: { eventId: string }) {
  const t = useTranslations("planner.timeline");
  const summary = useApiQuery("/events/{id}/summary", { path: { id: eventId } });
  const add = useApiMutation("post", "/events/{id}/timeline", { invalidates: TIMELINE_CHANGES });
  const form = useZodForm(entryForm, { starts_at: "", ends_at: "", title_ar: "", title_en: "", who: "", person_name: "", notes: "" });
  const bookings = (summary.data?.data.bookings ?? []).filter((b) => b.status !== "cancelled");
  const who = form.watch("who");
  const submit = form.handleSubmit((v) =>
    add.mutate(
      {
        path: { id: eventId },
        body: {
          starts_at: v.starts_at,
          ends_at: v.ends_at || null,
          title_ar: v.title_ar || null,
          title_en: v.title_en || null,
          booking_id: v.who && v.who !== PERSON ? v.who : null,
          person_name: v.who === PERSON ? v.person_name || null : null,
          notes: v.notes || null,
        },
      },
      { onSuccess: () => form.reset(), onError: (e) => showApiErrors(form, errorOf(e), FIELDS) },
    ),
  );
  return (
    <form className="form-column" onSubmit={submit} noValidate data-testid="timeline-form">
      <FieldRow>
        <FormText form={form} name="starts_at" type="time" label={t("fields.starts_at")} />
        <FormText form={form} name="ends_at" type="time" label={t("fields.ends_at")} required={false} />
      </FieldRow>
      <FormText form={form} name="title_ar" label={t("fields.title_ar")} required={false} maxLength={120} dir="rtl" />
      <FormText form={form} name="title_en" label={t("fields.title_en")} required={false} maxLength={120} dir="ltr" />
      <FormSelect
        form={form}
        name="who"
        label={t("fields.who")}
        required={false}
        options={[
          { value: "", label: t("whoNone") },
          ...bookings.map((b) => ({ value: b.id, label: `${b.vendor.name} (${b.reference})` })),
          { value: PERSON, label: t("whoPerson") },
        ]}
      />
      {who === PERSON && <FormText form={form} name="person_name" label={t("fields.person_name")} maxLength={100} dir="auto" />}
      <FormText form={form} name="notes" label={t("fields.notes")} required={false} multiline maxLength={500} dir="auto" />
      <ErrorLine error={Object.keys(form.formState.errors).length ? null : add.error} />
      <div className="form-actions">
        <Button type="submit" disabled={add.isPending} data-testid="timeline-save">
          {t("save")}
        </Button>
      </div>
    </form>
  );
}

function Timeline({ eventId }: { eventId: string }) {
  const t = useTranslations("planner.timeline");
  const confirm = useConfirm();
  const list = useApiQuery("/events/{id}/timeline", { path: { id: eventId } });
  const remove = useApiMutation("delete", "/events/{id}/timeline/{entryId}", { invalidates: TIMELINE_CHANGES });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} backHref="/account/events" back={t("back")} />;
  const entries = list.data.data;
  return (
    <DetailPage data-testid="timeline-page">
      <PlannerNav eventId={eventId} current="timeline" />
      <Muted>{t("intro")}</Muted>
      <Actions as="p">
        <LinkButton external href={`/api/v1/events/${encodeURIComponent(eventId)}/timeline/pdf`} download data-testid="timeline-pdf">
          {t("pdf")}
        </LinkButton>
      </Actions>
      {entries.length === 0 ? (
        <Empty text={t("empty")} />
      ) : (
        <SubList as="ol" data-testid="timeline-list">
          {entries.map((e) => (
            <li key={e.id}>
              <strong dir="ltr">{e.ends_at ? `${e.starts_at}–${e.ends_at}` : e.starts_at}</strong> <span dir="auto">{e.title}</span>
              {e.who && (
                <Muted as="span">
                  {" "}
                  · <bdi>{e.who.vendor?.name ?? e.who.person_name}</bdi>
                </Muted>
              )}
              {e.notes && (
                <Muted as="span" dir="auto">
                  {" "}
                  · {e.notes}
                </Muted>
              )}{" "}
              <Button
                onClick={async () =>
                  (await confirm({ title: t("removeConfirm"), confirmLabel: t("remove"), danger: true })) &&
                  remove.mutate({ path: { id: eventId, entryId: e.id } })
                }
              >
                {t("remove")}
              </Button>
            </li>
          ))}
        </SubList>
      )}
      <section aria-labelledby="timeline-add" className="card">
        <h3 id="timeline-add">{t("add")}</h3>
        <EntryForm eventId={eventId} />
      </section>
    </DetailPage>
  );
}

export function TimelinePage({ eventId }: { eventId: string }) {
  return <AccountGate>{() => <Timeline eventId={eventId} />}</AccountGate>;
}
