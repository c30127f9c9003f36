"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { EventForm } from "@/components/events/event-form";
import { HeadCountOffer } from "@/components/planner/head-count-offer";
import { Button } from "@/components/ui/button";
import { normalizeAmount } from "@/components/ui/money";
import { Select } from "@/components/ui/fields";
import { FormCheckbox, FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { useCategories, useGovernorates } from "@/components/catalog/reference-data";
import { useRouter } from "@/i18n/navigation";
import { AttachmentsField, type Attached } from "./attachments-field";
import { kuwaitToday } from "@/components/ui/format";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import type { ApiBody, ApiData } from "@/components/ui/api-types";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { RFQ_CHANGES } from "./changes";
import { fieldErrors } from "@/components/ui/errors";
import { VendorPicker, type PickedVendor } from "./vendor-picker";
import { ChoiceGroup, ChoiceItem } from "@/components/ui/layout";
import "./rfq.css";

// The RFQ wizard (module shape): event (or a new one inline), category,
// what is needed, budget, targeting; saved as a draft or sent at once.
// Opened from the event page, a vendor profile or a search card with the
// event / vendor / category preselected through the URL.

type Preset = { event?: string; vendor?: string; category?: string };
type PresetVendor = ApiData<"/vendors/{id}"> | undefined;

/** Loads the customer's events and the preset vendor (a failed one is left out): the RFQ form starts from them. */
function Wizard({ preset }: { preset: Preset }) {
  const events = useApiQuery("/events", { query: { per_page: 50 } });
  const presetVendor = useApiQuery("/vendors/{id}", { path: { id: preset.vendor ?? "" } }, { enabled: Boolean(preset.vendor) });
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed error={events.error} />;
  return <WizardForm preset={preset} list={events.data.data} vendor={presetVendor.isLoading ? "loading" : presetVendor.data?.data} />;
}

/** POST /events/{id}/quotation-requests as typed; the limits are the API's (server/rfq/rfq-schemas.ts), dates and amounts it checks. */
const rfqForm = z.object({
  category_id: z.string().min(1, { message: "validation.required" }),
  title: z.string().trim().min(5).max(120),
  description: z.string().trim().min(20).max(3000),
  needed_by_date: z.string(),
  area_id: z.string(),
  budget_indication: z.string().trim(),
  show_budget: z.boolean(),
  targeting: z.enum(["targeted", "open"]),
});
type RfqValues = z.output<typeof rfqForm>;
const FIELDS = ["category_id", "title", "description", "needed_by_date", "area_id", "budget_indication", "show_budget", "targeting"];

function WizardForm({ preset, list, vendor }: { preset: Preset; list: ApiData<"/events">; vendor: PresetVendor | "loading" }) {
  const t = useTranslations("rfqs.wizard");
  const [eventId, setEventId] = useState(preset.event ?? (list.length === 1 ? list[0].id : ""));
  const [creatingEvent, setCreatingEvent] = useState(false);
  const event = list.find((e) => e.id === eventId);
  return (
    <div className="rfq-wizard" data-testid="rfq-wizard">
      <fieldset className="form-fieldset form-column">
        <legend>{t("stepEvent")}</legend>
        {list.length === 0 && !creatingEvent && <Empty text={t("noEvents")} />}
        {list.length > 0 && (
          <Select
            name="event_id"
            label={t("event")}
            value={eventId}
            onChange={setEventId}
            placeholder={t("chooseEvent")}
            options={list.filter((e) => e.status === "planning").map((e) => ({ value: e.id, label: e.title, isName: true }))}
          />
        )}
        {creatingEvent ? (
          <EventForm
            compact
            onSaved={(created) => {
              setEventId(created.id);
              setCreatingEvent(false);
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setCreatingEvent(true)} data-testid="wizard-new-event">
            {t("newEvent")}
          </Button>
        )}
      </fieldset>
      {event && (vendor === "loading" ? <Loading /> : <RfqForm preset={preset} event={event} vendor={vendor} />)}
    </div>
  );
}

/** Creates the RFQ on `event`, then sends it when the "send" button submitted the form. */
function useCreateRfq(eventId: string) {
  const router = useRouter();
  const create = useApiMutation("post", "/events/{id}/quotation-requests", { invalidates: RFQ_CHANGES });
  const send = useApiMutation("post", "/quotation-requests/{id}/send", { invalidates: RFQ_CHANGES });
  async function submit(body: ApiBody<"/events/{id}/quotation-requests", "post">, andSend: boolean, onError: (error: unknown) => void) {
    const created = await create.mutateAsync({ path: { id: eventId }, body }).catch((e: unknown) => (onError(e), null));
    if (!created) return;
    const rfq = created.data;
    if (andSend) await send.mutateAsync({ path: { id: rfq.id }, body: {} }).catch(onError);
    router.push(`/account/rfqs/${rfq.id}`);
  }
  return { submit, error: create.error ?? send.error, busy: create.isPending || send.isPending };
}

function RfqForm({ preset, event, vendor }: { preset: Preset; event: ApiData<"/events">[number]; vendor: PresetVendor }) {
  const t = useTranslations("rfqs.wizard");
  const categories = useCategories();
  const governorates = useGovernorates();
  const form = useZodForm(rfqForm, {
    // The preset vendor's most specific category (a subcategory is listed after its parent).
    category_id: preset.category ?? vendor?.categories.at(-1)?.id ?? "",
    title: "",
    description: "",
    needed_by_date: event.event_date ?? "",
    // The event's area: a vendor's branch there receives the RFQ (server/branches/rfq-branch.ts).
    area_id: event.area?.id ?? "",
    budget_indication: "",
    show_budget: false,
    targeting: "targeted",
  });
  const [vendors, setVendors] = useState<PickedVendor[]>(vendor ? [{ id: vendor.id, name: vendor.name }] : []);
  const [files, setFiles] = useState<Attached[]>([]);
  const rfq = useCreateRfq(event.id);
  const targeting = form.watch("targeting");
  // The picked vendors are not a form field: their errors (vendor_ids, vendor_ids.0, ...) go under the picker.
  const vendorErrors = Object.entries(fieldErrors(errorOf(rfq.error)))
    .filter(([field]) => field.startsWith("vendor_ids"))
    .flatMap(([, m]) => m);

  const categoryOptions = (categories.data?.data ?? []).flatMap((c) => [
    { value: c.id, label: c.name, group: c.name },
    ...c.children.map((s) => ({ value: s.id, label: s.name, group: c.name })),
  ]);

  // The areas of the event's city (none without a city).
  const areaOptions = (governorates.data?.data ?? [])
    .filter((g) => event.city !== null && g.city_id === event.city.id)
    .flatMap((g) => g.areas.map((a) => ({ value: a.id, label: a.name, group: g.name })));

  function submit(v: RfqValues, andSend: boolean) {
    const body: ApiBody<"/events/{id}/quotation-requests", "post"> = {
      category_id: v.category_id,
      title: v.title,
      description: v.description,
      show_budget: v.show_budget,
      targeting: v.targeting,
      attachment_media_ids: files.map((f) => f.id),
    };
    if (v.needed_by_date) body.needed_by_date = v.needed_by_date;
    if (v.area_id) body.area_id = v.area_id;
    if (v.budget_indication) body.budget_indication = normalizeAmount(v.budget_indication);
    if (v.targeting === "targeted") body.vendor_ids = vendors.map((p) => p.id);
    return rfq.submit(body, andSend, (e) => showApiErrors(form, errorOf(e), FIELDS));
  }

  return (
    <form
      className="form-column rfq-form"
      data-testid="rfq-form"
      noValidate
      onSubmit={(e) => {
        const andSend = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "send";
        void form.handleSubmit((values) => submit(values, andSend))(e);
      }}
    >
      <HeadCountOffer eventId={event.id} guestsExpected={event.guests_expected} />
      <fieldset className="form-fieldset">
        <legend>{t("stepNeed")}</legend>
        <FormSelect form={form} name="category_id" label={t("category")} placeholder={t("chooseCategory")} options={categoryOptions} />
        <FormText form={form} name="title" label={t("title")} minLength={5} maxLength={120} />
        <FormText form={form} name="description" label={t("description")} multiline minLength={20} maxLength={3000} hint={t("descriptionHint")} />
        <FormText
          form={form}
          name="needed_by_date"
          type="date"
          label={t("neededBy")}
          required={!event.event_date}
          min={kuwaitToday()}
          hint={event.event_date ? t("neededByHint") : undefined}
        />
        {areaOptions.length > 0 && (
          <FormSelect form={form} name="area_id" label={t("area")} required={false} placeholder={t("anyArea")} options={areaOptions} hint={t("areaHint")} />
        )}
        <FormText form={form} name="budget_indication" inputMode="decimal" dir="ltr" label={t("budget")} required={false} hint={t("budgetHint")} />
        <FormCheckbox form={form} name="show_budget" label={t("showBudget")} />
        <AttachmentsField context="rfq_attachment" value={files} onChange={setFiles} />
      </fieldset>

      <fieldset className="form-fieldset">
        <legend>{t("stepVendors")}</legend>
        <ChoiceGroup role="radiogroup" aria-label={t("stepVendors")}>
          {(["targeted", "open"] as const).map((mode) => (
            <ChoiceItem key={mode}>
              <input type="radio" value={mode} {...form.register("targeting")} />
              <span>{t(`targeting.${mode}`)}</span>
            </ChoiceItem>
          ))}
        </ChoiceGroup>
        {targeting === "targeted" ? (
          <VendorPicker
            categoryId={form.watch("category_id")}
            date={event.event_date ?? form.watch("needed_by_date")}
            picked={vendors}
            onChange={setVendors}
            errors={vendorErrors}
          />
        ) : (
          <p className="form-field__hint">{t("openHint")}</p>
        )}
      </fieldset>

      <ErrorLine error={rfq.error} />
      <div className="form-actions">
        <Button type="submit" name="action" value="send" loading={rfq.busy} disabled={targeting === "targeted" && vendors.length === 0} data-testid="rfq-send">
          {t("send")}
        </Button>
        <Button type="submit" name="action" value="draft" variant="secondary" disabled={rfq.busy} data-testid="rfq-draft">
          {t("saveDraft")}
        </Button>
      </div>
      <p className="form-field__hint">{t("sendHint")}</p>
    </form>
  );
}

export function RfqWizard({ preset }: { preset: Preset }) {
  return <AccountGate>{() => <Wizard preset={preset} />}</AccountGate>;
}
