"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import type { ApiBody, ApiData } from "@/components/ui/api-types";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field, Select } from "@/components/ui/fields";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// The category taxonomy for moderators (taxonomy.manage): the two-level tree
// in every status with its vendor/service counts, create, edit (names, SEO,
// icon, order, parent), the status machine active <-> inactive -> archived
// (archiving needs no vendors or services: the API answers 409), and delete
// (only an unused category).

type Status = "active" | "inactive" | "archived";

type AdminCategory = Omit<ApiData<"/admin/categories">[number], "children">;
/** A category change shows in the public tree ("categories", its own domain), search and the marketplace home. */
const CHANGED = { invalidates: ["search", "marketplace"] };

const MOVES: Record<Status, { to: Status; action: "deactivate" | "activate" | "archive" }[]> = {
  active: [{ to: "inactive", action: "deactivate" }],
  inactive: [
    { to: "active", action: "activate" },
    { to: "archived", action: "archive" },
  ],
  archived: [],
};

const FIELDS = ["slug", "name_ar", "name_en", "icon", "sort_order", "parent_id", "status", "seo_title_ar", "seo_title_en", "seo_description_ar", "seo_description_en", "reason"];

export function CategoriesAdmin() {
  const t = useTranslations("adminCatalog.categories");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tree = useApiQuery("/admin/categories", {});
  const patch = useApiMutation("patch", "/admin/categories/{id}", CHANGED);
  const del = useApiMutation("delete", "/admin/categories/{id}", CHANGED);

  if (tree.isPending) return <p role="status">{t("loading")}</p>;
  if (tree.isError) return <AdminQueryFailure error={tree.error} loading={t("loading")} errorMessage={errorMessage} />;
  const res = tree.data;
  const all = res.data.flatMap((c) => [c, ...c.children]);
  /** A 409 in the page's words, any other error in the API's. */
  const failed = (conflict: string) => (e: unknown) => setError(errorOf(e)?.code === "CONFLICT" ? conflict : errorMessage(errorOf(e)));

  function move(category: AdminCategory, to: Status, action: string) {
    const reason = window.prompt(t("reasonPrompt"), "") ?? undefined;
    if (reason === undefined) return;
    setNotice(null);
    setError(null);
    patch.mutate(
      { path: { id: category.id }, body: { status: to, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      { onSuccess: () => setNotice(t(`moved.${action as "activate"}`, { name: category.name })), onError: failed(t("archiveConflict", { name: category.name })) },
    );
  }

  function remove(category: AdminCategory) {
    if (!window.confirm(t("confirmDelete", { name: category.name }))) return;
    setNotice(null);
    setError(null);
    del.mutate({ path: { id: category.id } }, { onSuccess: () => setNotice(t("deleted", { name: category.name })), onError: failed(t("deleteConflict", { name: category.name })) });
  }

  const row = (c: AdminCategory, child: boolean) => (
    <li key={c.id} className={child ? "admin-category admin-category--child" : "admin-category"} data-testid="admin-category">
      <div className="admin-category__head">
        <span className="admin-category__name">
          <strong>{c.name}</strong> <code dir="ltr">{c.slug}</code> <span className="admin-muted">({c.icon})</span>
        </span>
        <span className={`status-badge status-badge--category-${c.status}`}>{t(`status.${c.status}`)}</span>
        <span className="admin-muted">{t("counts", { vendors: c.vendors_count, services: c.services_count, children: c.children_count })}</span>
      </div>
      <div className="admin-row-actions">
        {c.status !== "archived" && (
          <button type="button" className="button--link" onClick={() => setEditing(editing === c.id ? null : c.id)}>
            {t("edit", { name: c.name })}
          </button>
        )}
        {MOVES[c.status].map((m) => (
          <button key={m.action} type="button" className="button--link" onClick={() => move(c, m.to, m.action)}>
            {t(`actions.${m.action}`, { name: c.name })}
          </button>
        ))}
        {c.vendors_count === 0 && c.services_count === 0 && c.children_count === 0 && (
          <button type="button" className="button--link" onClick={() => remove(c)}>
            {t("delete", { name: c.name })}
          </button>
        )}
      </div>
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
      {notice && (
        <p className="admin-success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
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
      <details className="card admin-card admin-create">
        <summary>
          <h2>{t("createTitle")}</h2>
        </summary>
        <CategoryForm
          parents={res.data.filter((p) => p.status !== "archived")}
          onDone={setNotice}
        />
      </details>
    </div>
  );
}

function CategoryForm({ category, parents, onDone }: { category?: AdminCategory; parents: AdminCategory[]; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.categories");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const create = useApiMutation("post", "/admin/categories", CHANGED);
  const update = useApiMutation("patch", "/admin/categories/{id}", CHANGED);
  const save = category ? update : create;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const orNull = (name: string) => text(name) || null;
    const body: Record<string, unknown> = {
      slug: text("slug"),
      name_ar: text("name_ar"),
      name_en: text("name_en"),
      icon: text("icon"),
      sort_order: Number(text("sort_order") || 0),
      parent_id: orNull("parent_id"),
      seo_title_ar: orNull("seo_title_ar"),
      seo_title_en: orNull("seo_title_en"),
      seo_description_ar: orNull("seo_description_ar"),
      seo_description_en: orNull("seo_description_en"),
    };
    if (!category) body.status = text("status") || "active";
    if (text("reason")) body.reason = text("reason");
    const onSuccess = ({ data }: { data: { name: string } }) => {
      if (!category) form.reset();
      onDone(t(category ? "saved" : "created", { name: data.name }));
    };
    // The body is read off the form's fields; the API validates it and its 422 lands beside them.
    if (category) update.mutate({ path: { id: category.id }, body: body as ApiBody<"/admin/categories/{id}", "patch"> }, { onSuccess });
    else create.mutate({ body: body as ApiBody<"/admin/categories", "post"> }, { onSuccess });
  }

  const error = errorOf(save.error);
  const errors = fieldErrors(error);
  return (
    <form className="admin-form admin-category-form" onSubmit={onSubmit} noValidate data-testid={category ? "category-edit-form" : "category-create-form"}>
      <div className="admin-form__row">
        <Field name="name_ar" label={t("fields.name_ar")} dir="rtl" maxLength={120} defaultValue={category?.name_ar} errors={errors.name_ar} />
        <Field name="name_en" label={t("fields.name_en")} dir="ltr" maxLength={120} defaultValue={category?.name_en} errors={errors.name_en} />
      </div>
      <div className="admin-form__row">
        <Field name="slug" label={t("fields.slug")} dir="ltr" maxLength={100} defaultValue={category?.slug} hint={t("slugHint")} errors={errors.slug} />
        <Field name="icon" label={t("fields.icon")} dir="ltr" maxLength={50} defaultValue={category?.icon} hint={t("iconHint")} errors={errors.icon} />
        <Field name="sort_order" label={t("fields.sort_order")} type="number" min="0" dir="ltr" required={false} defaultValue={String(category?.sort_order ?? 0)} errors={errors.sort_order} />
      </div>
      <div className="admin-form__row">
        <Select
          name="parent_id"
          label={t("fields.parent_id")}
          required={false}
          defaultValue={category?.parent_id ?? ""}
          placeholder={t("topLevel")}
          options={parents.map((p) => ({ value: p.id, label: p.name }))}
          errors={errors.parent_id}
        />
        {!category && (
          <Select
            name="status"
            label={t("fields.status")}
            defaultValue="active"
            options={(["active", "inactive"] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
            errors={errors.status}
          />
        )}
      </div>
      <fieldset className="admin-seo">
        <legend>{t("seo")}</legend>
        <div className="admin-form__row">
          <Field name="seo_title_ar" label={t("fields.seo_title_ar")} dir="rtl" required={false} maxLength={120} defaultValue={category?.seo.title_ar ?? ""} errors={errors.seo_title_ar} />
          <Field name="seo_title_en" label={t("fields.seo_title_en")} dir="ltr" required={false} maxLength={120} defaultValue={category?.seo.title_en ?? ""} errors={errors.seo_title_en} />
        </div>
        <div className="admin-form__row">
          <Field name="seo_description_ar" label={t("fields.seo_description_ar")} dir="rtl" multiline rows={2} required={false} maxLength={320} defaultValue={category?.seo.description_ar ?? ""} errors={errors.seo_description_ar} />
          <Field name="seo_description_en" label={t("fields.seo_description_en")} dir="ltr" multiline rows={2} required={false} maxLength={320} defaultValue={category?.seo.description_en ?? ""} errors={errors.seo_description_en} />
        </div>
      </fieldset>
      <Field name="reason" label={t("fields.reason")} multiline rows={2} required={false} maxLength={500} errors={errors.reason} />
      {error && (
        <p className="form-field__error" role="alert">
          {error.code === "CONFLICT" ? t("editConflict") : errorMessage(error, FIELDS)}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" disabled={save.isPending}>
          {category ? t("save") : t("create")}
        </button>
      </div>
    </form>
  );
}
