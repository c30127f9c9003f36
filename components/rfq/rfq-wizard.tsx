"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { EventForm } from "@/components/events/event-form";
import { normalizeAmount } from "@/components/ui/money";
import { Checkbox, Field, Select } from "@/components/ui/fields";
import { useCategories } from "@/components/catalog/reference-data";
import { useRouter } from "@/i18n/navigation";
import { AttachmentsField, type Attached } from "./attachments-field";
import { kuwaitToday } from "@/components/ui/format";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import type { EventItem } from "@/components/events/types";
import type { Rfq } from "./types";
import { enc, errorOf, useApiAction, useApiGet } from "@/components/ui/use-api";
import { fieldErrors, topLevelErrors } from "@/components/ui/errors";
import { VendorPicker, type PickedVendor } from "./vendor-picker";
import "@/components/ui/portal.css";

// The RFQ wizard (module shape): event (or a new one inline), category,
// what is needed, budget, targeting; saved as a draft or sent at once.
// Opened from the event page, a vendor profile or a search card with the
// event / vendor / category preselected through the URL.

type Preset = { event?: string; vendor?: string; category?: string };
type PublicVendor = { id: string; name: string; categories: { id: string; slug: string; name: string }[] };

function Wizard({ preset }: { preset: Preset }) {
  const t = useTranslations("rfqs.wizard");
  const router = useRouter();
  const events = useApiGet<EventItem[]>("/events?per_page=50");
  const categories = useCategories();
  const presetVendor = useApiGet<PublicVendor>(preset.vendor ? `/vendors/${enc(preset.vendor)}` : null);
  const [eventId, setEventId] = useState(preset.event ?? "");
  const [creatingEvent, setCreatingEvent] = useState(false);
  const [categoryId, setCategoryId] = useState(preset.category ?? "");
  const [targeting, setTargeting] = useState<"targeted" | "open">("targeted");
  const [vendors, setVendors] = useState<PickedVendor[]>([]);
  const [showBudget, setShowBudget] = useState(false);
  const [files, setFiles] = useState<Attached[]>([]);
  const create = useApiAction<Record<string, unknown>, Rfq>("POST");
  const send = useApiAction<Record<string, never>, Rfq>("POST");

  const vendor = presetVendor.data?.data;
  useEffect(() => {
    if (!vendor) return;
    setVendors((list) => (list.some((v) => v.id === vendor.id) ? list : [{ id: vendor.id, name: vendor.name }, ...list]));
    // The vendor's most specific category (a subcategory is listed after its parent).
    if (!preset.category && vendor.categories.length) setCategoryId((c) => c || vendor.categories[vendor.categories.length - 1].id);
  }, [vendor, preset.category]);

  const list = events.data?.data ?? [];
  useEffect(() => {
    if (!eventId && list.length === 1) setEventId(list[0].id);
  }, [eventId, list]);

  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed error={events.error} />;
  const event = list.find((e) => e.id === eventId);
  const errors = { ...topLevelErrors(errorOf(create.error)), ...topLevelErrors(errorOf(send.error)) };
  const vendorErrors = Object.entries(fieldErrors(errorOf(create.error) ?? errorOf(send.error)))
    .filter(([field]) => field.startsWith("vendor_ids"))
    .flatMap(([, m]) => m);
  const busy = create.isPending || send.isPending;

  const categoryOptions = categories.data
    ? categories.data.data.flatMap((c) => [{ value: c.id, label: c.name, group: c.name }, ...c.children.map((s) => ({ value: s.id, label: s.name, group: c.name }))])
    : [];

  async function submit(e: FormEvent<HTMLFormElement>, andSend: boolean) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body: Record<string, unknown> = {
      category_id: categoryId,
      title: text("title"),
      description: text("description"),
      show_budget: showBudget,
      targeting,
      attachment_media_ids: files.map((f) => f.id),
    };
    if (text("needed_by_date")) body.needed_by_date = text("needed_by_date");
    if (text("budget_indication")) body.budget_indication = normalizeAmount(text("budget_indication"));
    if (targeting === "targeted") body.vendor_ids = vendors.map((v) => v.id);
    const rfq = await create.mutateAsync({ path: `/events/${enc(eventId)}/quotation-requests`, body }).catch(() => null);
    if (!rfq) return;
    if (andSend) await send.mutateAsync({ path: `/quotation-requests/${enc(rfq.id)}/send`, body: {} }).catch(() => null);
    router.push(`/account/rfqs/${rfq.id}`);
  }

  return (
    <div className="rfq-wizard" data-testid="rfq-wizard">
      <fieldset className="vendor-fieldset vendor-form">
        <legend>{t("stepEvent")}</legend>
        {list.length === 0 && !creatingEvent && <Empty text={t("noEvents")} />}
        {list.length > 0 && (
          <Select
            name="event_id"
            label={t("event")}
            value={eventId}
            onChange={setEventId}
            placeholder={t("chooseEvent")}
            options={list.filter((e) => e.status === "planning").map((e) => ({ value: e.id, label: e.title }))}
          />
        )}
        {creatingEvent ? (
          <EventForm
            compact
            onSaved={(created) => {
              void events.refetch();
              setEventId(created.id);
              setCreatingEvent(false);
            }}
          />
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setCreatingEvent(true)} data-testid="wizard-new-event">
            {t("newEvent")}
          </button>
        )}
      </fieldset>

      {event && (
        <form
          className="vendor-form rfq-form"
          data-testid="rfq-form"
          onSubmit={(e) => submit(e, (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "send")}
        >
          <fieldset className="vendor-fieldset">
            <legend>{t("stepNeed")}</legend>
            <Select name="category_id" label={t("category")} value={categoryId} onChange={setCategoryId} placeholder={t("chooseCategory")} options={categoryOptions} errors={errors.category_id} />
            <Field name="title" label={t("title")} minLength={5} maxLength={120} errors={errors.title} />
            <Field name="description" label={t("description")} multiline minLength={20} maxLength={3000} hint={t("descriptionHint")} errors={errors.description} />
            <Field
              name="needed_by_date"
              type="date"
              label={t("neededBy")}
              required={!event.event_date}
              min={kuwaitToday()}
              defaultValue={event.event_date ?? ""}
              hint={event.event_date ? t("neededByHint") : undefined}
              errors={errors.needed_by_date}
            />
            <Field name="budget_indication" inputMode="decimal" dir="ltr" label={t("budget")} required={false} hint={t("budgetHint")} errors={errors.budget_indication} />
            <Checkbox name="show_budget" label={t("showBudget")} checked={showBudget} onChange={setShowBudget} />
            <AttachmentsField context="rfq_attachment" value={files} onChange={setFiles} />
          </fieldset>

          <fieldset className="vendor-fieldset">
            <legend>{t("stepVendors")}</legend>
            <div className="rfq-choice" role="radiogroup" aria-label={t("stepVendors")}>
              {(["targeted", "open"] as const).map((mode) => (
                <label key={mode} className="rfq-choice__item">
                  <input type="radio" name="targeting" value={mode} checked={targeting === mode} onChange={() => setTargeting(mode)} />
                  <span>{t(`targeting.${mode}`)}</span>
                </label>
              ))}
            </div>
            {targeting === "targeted" ? (
              <VendorPicker categoryId={categoryId} picked={vendors} onChange={setVendors} errors={vendorErrors.length ? vendorErrors : errors.vendor_ids} />
            ) : (
              <p className="form-field__hint">{t("openHint")}</p>
            )}
          </fieldset>

          <ErrorLine error={create.error ?? send.error} />
          <div className="form-actions">
            <button type="submit" name="action" value="send" className="button" disabled={busy || (targeting === "targeted" && vendors.length === 0)} data-testid="rfq-send">
              {busy ? t("sending") : t("send")}
            </button>
            <button type="submit" name="action" value="draft" className="button button-secondary" disabled={busy} data-testid="rfq-draft">
              {t("saveDraft")}
            </button>
          </div>
          <p className="form-field__hint">{t("sendHint")}</p>
        </form>
      )}
    </div>
  );
}

export function RfqWizard({ preset }: { preset: Preset }) {
  return <AccountGate>{() => <Wizard preset={preset} />}</AccountGate>;
}
