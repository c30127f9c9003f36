"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { GUEST_CHANGES, type Guest } from "./types";
import { FieldRow } from "@/components/ui/layout";

// Adds a guest (POST /events/{id}/guests) or edits one (PATCH, with `guest`).
// The API checks the phone (E.164, any country) and the rest.

const FIELDS = ["name", "side", "group", "phone", "email", "plus_ones", "dietary_notes", "language"];
const guestForm = z.object({
  name: z.string().trim().min(1).max(100),
  side: z.string(),
  group: z.string().trim().max(60),
  phone: z.string().trim().max(40),
  email: z.string().trim().max(254),
  plus_ones: z.string().trim(),
  dietary_notes: z.string().trim().max(300),
  language: z.enum(["ar", "en"]),
});

export function GuestForm({ eventId, guest, onDone }: { eventId: string; guest?: Guest; onDone: () => void }) {
  const t = useTranslations("planner.guests");
  const create = useApiMutation("post", "/events/{id}/guests", { invalidates: GUEST_CHANGES });
  const update = useApiMutation("patch", "/events/{id}/guests/{guestId}", { invalidates: GUEST_CHANGES });
  const form = useZodForm(guestForm, {
    name: guest?.name ?? "",
    side: guest?.side ?? "",
    group: guest?.group ?? "",
    phone: guest?.phone ?? "",
    email: guest?.email ?? "",
    plus_ones: String(guest?.plus_ones ?? 0),
    dietary_notes: guest?.dietary_notes ?? "",
    language: guest?.language ?? "ar",
  });
  const mutation = guest ? update : create;
  const submit = form.handleSubmit((v) => {
    const body = {
      name: v.name,
      side: (v.side || null) as "bride" | "groom" | "host" | null,
      group: v.group || null,
      phone: v.phone || null,
      email: v.email || null,
      plus_ones: Number(v.plus_ones) || 0,
      dietary_notes: v.dietary_notes || null,
      language: v.language,
    };
    const onError = (e: unknown) => showApiErrors(form, errorOf(e), FIELDS);
    if (guest) update.mutate({ path: { id: eventId, guestId: guest.id }, body }, { onSuccess: onDone, onError });
    else create.mutate({ path: { id: eventId }, body }, { onSuccess: () => (form.reset(), onDone()), onError });
  });
  return (
    <form className="form-column" onSubmit={submit} noValidate data-testid="guest-form">
      <FormText form={form} name="name" label={t("fields.name")} maxLength={100} dir="auto" />
      <FieldRow>
        <FormSelect
          form={form}
          name="side"
          label={t("fields.side")}
          required={false}
          options={["", "bride", "groom", "host"].map((s) => ({ value: s, label: t(`sides.${s || "none"}` as "sides.none") }))}
        />
        <FormText form={form} name="group" label={t("fields.group")} required={false} maxLength={60} dir="auto" />
      </FieldRow>
      <FieldRow>
        <FormText form={form} name="phone" type="tel" label={t("fields.phone")} required={false} dir="ltr" inputMode="tel" />
        <FormText form={form} name="email" type="email" label={t("fields.email")} required={false} dir="ltr" />
      </FieldRow>
      <FieldRow>
        <FormText form={form} name="plus_ones" type="number" inputMode="numeric" min="0" label={t("fields.plus_ones")} />
        <FormSelect
          form={form}
          name="language"
          label={t("fields.language")}
          options={(["ar", "en"] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
      </FieldRow>
      <FormText form={form} name="dietary_notes" label={t("fields.dietary_notes")} required={false} maxLength={300} dir="auto" />
      <ErrorLine error={Object.keys(form.formState.errors).length ? null : mutation.error} />
      <div className="form-actions">
        <Button type="submit" disabled={mutation.isPending} data-testid="guest-save">
          {t("save")}
        </Button>
        {guest && (
          <Button variant="secondary" onClick={onDone}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
