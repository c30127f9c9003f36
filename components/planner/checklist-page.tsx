"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { useCategories } from "@/components/catalog/reference-data";
import { Button } from "@/components/ui/button";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { ChecklistRow } from "./checklist-item";
import { PlannerNav } from "./planner-nav";
import { PLANNER_CHANGES } from "./types";
import { Name } from "@/components/ui/names";
import { Muted } from "@/components/ui/layout";
import "./planner.css";

// The event's checklist: progress, the event type's template, the tasks in
// due order (done ones last), and the form for the customer's own tasks.

const itemForm = z.object({ title: z.string().trim().min(2).max(200), due_date: z.string(), category_id: z.string() });

function AddItem({ eventId }: { eventId: string }) {
  const t = useTranslations("planner.checklist");
  const categories = useCategories();
  const add = useApiMutation("post", "/events/{id}/checklist/items", { invalidates: PLANNER_CHANGES });
  const form = useZodForm(itemForm, { title: "", due_date: "", category_id: "" });
  const submit = form.handleSubmit((v) =>
    add.mutate(
      { path: { id: eventId }, body: { title: v.title, due_date: v.due_date || null, category_id: v.category_id || null } },
      {
        onSuccess: () => form.reset({ title: "", due_date: "", category_id: "" }),
        onError: (e) => showApiErrors(form, errorOf(e), ["title", "due_date", "category_id"]),
      },
    ),
  );
  const options = (categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <form className="form-column card" onSubmit={submit} noValidate data-testid="checklist-add">
      <h3>{t("addTitle")}</h3>
      <FormText form={form} name="title" label={t("itemTitle")} minLength={2} maxLength={200} dir="auto" />
      <FormText form={form} name="due_date" type="date" label={t("dueDate")} required={false} />
      <FormSelect form={form} name="category_id" label={t("category")} required={false} placeholder={t("noCategory")} options={options} />
      <div className="form-actions">
        <Button type="submit" disabled={add.isPending} data-testid="checklist-add-save">
          {t("add")}
        </Button>
      </div>
    </form>
  );
}

function Checklist({ id }: { id: string }) {
  const t = useTranslations("planner.checklist");
  const te = useTranslations("events");
  const event = useApiQuery("/events/{id}", { path: { id } });
  const checklist = useApiQuery("/events/{id}/checklist", { path: { id } });
  const template = useApiMutation("post", "/events/{id}/checklist/template", { invalidates: PLANNER_CHANGES });
  if (checklist.isPending || event.isPending) return <Loading />;
  if (checklist.isError) return <LoadFailed error={checklist.error} backHref="/account/events" back={te("back")} />;
  if (event.isError) return <LoadFailed error={event.error} backHref="/account/events" back={te("back")} />;
  const c = checklist.data.data;
  const type = te(`types.${event.data.data.event_type}`);
  return (
    <article className="planner" data-testid="checklist-page">
      <PlannerNav eventId={id} current="checklist" />
      <h2 dir="auto">
        <Name>{event.data.data.title}</Name>
      </h2>
      <div className="planner-progress" data-testid="checklist-progress">
        <span>{t("progress", { done: c.progress.done, total: c.progress.total })}</span>
        <progress max={Math.max(c.progress.total, 1)} value={c.progress.done} aria-label={t("progress", { done: c.progress.done, total: c.progress.total })} />
      </div>
      {!c.event_date && <p className="notice">{t("noEventDate")}</p>}
      {c.template_available && (
        <p>
          <Button disabled={template.isPending} onClick={() => template.mutate({ path: { id } })} data-testid="checklist-apply-template">
            {t("applyTemplate", { type })}
          </Button>
        </p>
      )}
      <ErrorLine error={template.error} />
      {c.items.length === 0 ? (
        <Muted>{t("empty")}</Muted>
      ) : (
        <ul className="planner-items" data-testid="checklist-items">
          {c.items.map((item) => (
            <ChecklistRow key={item.id} eventId={id} eventDate={c.event_date} item={item} />
          ))}
        </ul>
      )}
      <AddItem eventId={id} />
    </article>
  );
}

export function ChecklistPage({ id }: { id: string }) {
  return <AccountGate>{() => <Checklist id={id} />}</AccountGate>;
}
