"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import { filled } from "@/components/admin/errors";
import type { ApiData } from "@/components/ui/api-types";
import { useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useConfirm } from "@/components/ui/confirm";
import { CreateSection, FormFooter, OutcomeNotices, RowActions, useOutcome } from "./catalog-editing";
import { StatusMoveDialog } from "./status-move-dialog";

// The category taxonomy for moderators (taxonomy.manage): the two-level tree
// in every status with its vendor/service counts, create, edit (names, SEO,
// icon, order, parent), the status machine active <-> inactive -> archived
// (archiving needs no vendors or services: the API answers 409), and delete
// (only an unused category).

type Status = "active" | "inactive" | "archived";

type AdminCategory = Omit<ApiData<"/admin/categories">[number], "children">;
/** A category change shows in the public tree ("categories", its own domain), search and the marketplace home. */
const CHANGED = { invalidates: ["search", "marketplace"] };

type Move = { to: Status; action: "deactivate" | "activate" | "archive" };
const MOVES: Record<Status, Move[]> = {
  active: [{ to: "inactive", action: "deactivate" }],
  inactive: [
    { to: "active", action: "activate" },
    { to: "archived", action: "archive" },
  ],
  archived: [],
};

const FIELDS = [
  "slug",
  "name_ar",
  "name_en",
  "icon",
  "sort_order",
  "parent_id",
  "status",
  "seo_title_ar",
  "seo_title_en",
  "seo_description_ar",
  "seo_description_en",
  "reason",
];

export function CategoriesAdmin() {
  const t = useTranslations("adminCatalog.categories");
  const confirm = useConfirm();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [editing, setEditing] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ category: AdminCategory; to: Status; action: Move["action"] } | null>(null);
  const { notice, error, setNotice, setError, clear } = useOutcome();
  const tree = useApiQuery("/admin/categories", {});
  const patch = useApiMutation("patch", "/admin/categories/{id}", CHANGED);
  const del = useApiMutation("delete", "/admin/categories/{id}", CHANGED);

  if (tree.isPending) return <p role="status">{t("loading")}</p>;
  if (tree.isError) return <AdminQueryFailure error={tree.error} loading={t("loading")} errorMessage={errorMessage} />;
  const res = tree.data;
  const all = res.data.flatMap((c) => [c, ...c.children]);
  /** A 409 in the page's words, any other error in the API's. */
  const failed = (conflict: string) => (e: unknown) => setError(errorOf(e)?.code === "CONFLICT" ? conflict : errorMessage(errorOf(e)));

  /** The status change the dialog asks about; it runs once the admin confirms, with the reason given. */
  function move(reason: string | null) {
    const change = moving;
    setMoving(null);
    if (!change || reason === null) return;
    const { category, to, action } = change;
    clear();
    patch.mutate(
      { path: { id: category.id }, body: { status: to, ...(reason ? { reason } : {}) } },
      {
        onSuccess: () => setNotice(t(`moved.${action}`, { name: category.name })),
        onError: failed(t("archiveConflict", { name: category.name })),
      },
    );
  }

  async function remove(category: AdminCategory) {
    if (!(await confirm({ title: t("confirmDelete", { name: category.name }), confirmLabel: t("delete", { name: category.name }), danger: true }))) return;
    clear();
    del.mutate(
      { path: { id: category.id } },
      { onSuccess: () => setNotice(t("deleted", { name: category.name })), onError: failed(t("deleteConflict", { name: category.name })) },
    );
  }

  const row = (c: AdminCategory, child: boolean) => (
    <li key={c.id} className={child ? "admin-category admin-category--child" : "admin-category"} data-testid="admin-category">
      <div className="admin-category__head">
        <span className="admin-category__name">
          <strong>{c.name}</strong> <code dir="ltr">{c.slug}</code>{" "}
          <span className="admin-muted">
            (<code dir="ltr">{c.icon}</code>)
          </span>
        </span>
        <span className={`status-badge status-badge--category-${c.status}`}>{t(`status.${c.status}`)}</span>
        <span className="admin-muted">{t("counts", { vendors: c.vendors_count, services: c.services_count, children: c.children_count })}</span>
      </div>
      <RowActions
        actions={[
          { key: "edit", label: t("edit", { name: c.name }), onClick: () => setEditing(editing === c.id ? null : c.id), shown: c.status !== "archived" },
          ...MOVES[c.status].map((m) => ({
            key: m.action,
            label: t(`actions.${m.action}`, { name: c.name }),
            onClick: () => setMoving({ category: c, ...m }),
          })),
          {
            key: "delete",
            label: t("delete", { name: c.name }),
            onClick: () => remove(c),
            shown: c.vendors_count === 0 && c.services_count === 0 && c.children_count === 0,
          },
        ]}
      />
      {editing === c.id && (
        <CategoryForm
          category={c}
          parents={res.data.filter((p) => p.id !== c.id && p.status !== "archived")}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
    </li>
  );

  return (
    <div className="admin-categories">
      <p className="admin-muted">{t("statesHelp")}</p>
      <OutcomeNotices notice={notice} error={error} />
      <ul className="admin-category-tree" aria-label={t("treeLabel", { total: all.length })}>
        {res.data.map((c) => (
          <li key={c.id}>
            <ul className="admin-category-group">
              {row(c, false)}
              {c.children.map((child) => row(child, true))}
            </ul>
          </li>
        ))}
      </ul>
      <CreateSection title={t("createTitle")}>
        <CategoryForm parents={res.data.filter((p) => p.status !== "archived")} onDone={setNotice} />
      </CreateSection>
      <StatusMoveDialog action={moving && t(`actions.${moving.action}`, { name: moving.category.name })} onAnswer={move} />
    </div>
  );
}

const text = (max: number) => z.string().trim().max(max);
// The API checks the slug's pattern, the icon and the parent; the form asks for what it must have.
const categoryForm = z.object({
  name_ar: filled(text(120)),
  name_en: filled(text(120)),
  slug: filled(text(100)),
  icon: filled(text(50)),
  sort_order: z.coerce.number().int().min(0),
  parent_id: z.string(),
  status: z.enum(["active", "inactive"]),
  seo_title_ar: text(120),
  seo_title_en: text(120),
  seo_description_ar: text(320),
  seo_description_en: text(320),
  reason: text(500),
});

function CategoryForm({ category, parents, onDone }: { category?: AdminCategory; parents: AdminCategory[]; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.categories");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const create = useApiMutation("post", "/admin/categories", CHANGED);
  const update = useApiMutation("patch", "/admin/categories/{id}", CHANGED);
  const save = category ? update : create;
  const defaults = {
    name_ar: category?.name_ar ?? "",
    name_en: category?.name_en ?? "",
    slug: category?.slug ?? "",
    icon: category?.icon ?? "",
    sort_order: String(category?.sort_order ?? 0),
    parent_id: category?.parent_id ?? "",
    status: "active" as const,
    seo_title_ar: category?.seo.title_ar ?? "",
    seo_title_en: category?.seo.title_en ?? "",
    seo_description_ar: category?.seo.description_ar ?? "",
    seo_description_en: category?.seo.description_en ?? "",
    reason: "",
  };
  const form = useZodForm(categoryForm, defaults);

  const onSubmit = form.handleSubmit(({ status, reason, parent_id, seo_title_ar, seo_title_en, seo_description_ar, seo_description_en, ...fields }) => {
    // Blank optional fields are sent as null (cleared), a blank reason is left out.
    const body = {
      ...fields,
      parent_id: parent_id || null,
      seo_title_ar: seo_title_ar || null,
      seo_title_en: seo_title_en || null,
      seo_description_ar: seo_description_ar || null,
      seo_description_en: seo_description_en || null,
      ...(reason ? { reason } : {}),
    };
    const callbacks = {
      onSuccess: ({ data }: { data: { name: string } }) => {
        if (!category) form.reset(defaults);
        onDone(t(category ? "saved" : "created", { name: data.name }));
      },
      onError: (e: unknown) => showApiErrors(form, errorOf(e), FIELDS),
    };
    if (category) update.mutate({ path: { id: category.id }, body }, callbacks);
    else create.mutate({ body: { ...body, status } }, callbacks);
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form admin-category-form" onSubmit={onSubmit} noValidate data-testid={category ? "category-edit-form" : "category-create-form"}>
      <div className="admin-form__row">
        <FormText form={form} name="name_ar" label={t("fields.name_ar")} dir="rtl" maxLength={120} />
        <FormText form={form} name="name_en" label={t("fields.name_en")} dir="ltr" maxLength={120} />
      </div>
      <div className="admin-form__row">
        <FormText form={form} name="slug" label={t("fields.slug")} dir="ltr" maxLength={100} hint={t("slugHint")} />
        <FormText form={form} name="icon" label={t("fields.icon")} dir="ltr" maxLength={50} hint={t("iconHint")} />
        <FormText form={form} name="sort_order" label={t("fields.sort_order")} type="number" min="0" dir="ltr" required={false} />
      </div>
      <div className="admin-form__row">
        <FormSelect
          form={form}
          name="parent_id"
          label={t("fields.parent_id")}
          required={false}
          placeholder={t("topLevel")}
          options={parents.map((p) => ({ value: p.id, label: p.name }))}
        />
        {!category && (
          <FormSelect
            form={form}
            name="status"
            label={t("fields.status")}
            options={(["active", "inactive"] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        )}
      </div>
      <fieldset className="admin-seo">
        <legend>{t("seo")}</legend>
        <div className="admin-form__row">
          <FormText form={form} name="seo_title_ar" label={t("fields.seo_title_ar")} dir="rtl" required={false} maxLength={120} />
          <FormText form={form} name="seo_title_en" label={t("fields.seo_title_en")} dir="ltr" required={false} maxLength={120} />
        </div>
        <div className="admin-form__row">
          <FormText
            form={form}
            name="seo_description_ar"
            label={t("fields.seo_description_ar")}
            dir="rtl"
            multiline
            rows={2}
            required={false}
            maxLength={320}
          />
          <FormText
            form={form}
            name="seo_description_en"
            label={t("fields.seo_description_en")}
            dir="ltr"
            multiline
            rows={2}
            required={false}
            maxLength={320}
          />
        </div>
      </fieldset>
      <FormText form={form} name="reason" label={t("fields.reason")} multiline rows={2} required={false} maxLength={500} />
      <FormFooter
        error={error && (error.code === "CONFLICT" ? t("editConflict") : errorMessage(error, FIELDS))}
        submitLabel={category ? t("save") : t("create")}
        pending={save.isPending}
      />
    </form>
  );
}
