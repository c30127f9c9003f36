"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import { api, type ApiError } from "@/components/ui/api-client";
import { DataTable } from "@/components/ui/table";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field, Select } from "@/components/ui/fields";
import { useDates } from "@/components/ui/format";
import type { Pagination } from "@/components/ui/pager";
import { Link } from "@/i18n/navigation";
import type { cmsPageSchema, cmsPageSummarySchema } from "@/server/content/schemas";

// Bilingual content pages (terms, privacy, about, ...) for moderators
// (cms.manage): list, create, edit both languages, publish / unpublish, delete.
// Bodies are plain text or markdown, shown as text on /pages/{slug}.

type PageStatus = "draft" | "published";
type CmsPageSummary = z.output<typeof cmsPageSummarySchema>;
type CmsPage = z.output<typeof cmsPageSchema>;

const FIELDS = ["slug", "title_ar", "title_en", "body_ar", "body_en", "status"];

export function CmsPagesAdmin() {
  const t = useTranslations("adminCatalog.pages");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { dateTime } = useDates();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ["admin-cms-pages", locale],
    queryFn: () => api<CmsPageSummary[], { pagination: Pagination }>("/admin/cms-pages?per_page=50", { locale }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["admin-cms-pages"] });

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  const res = list.data;
  if (!res?.ok) return <AdminQueryFailure response={res} loading={t("loading")} errorMessage={errorMessage} />;

  async function setStatus(page: CmsPageSummary, status: PageStatus) {
    setNotice(null);
    setError(null);
    const result = await api<CmsPage>(`/admin/cms-pages/${page.id}`, { method: "PATCH", locale, body: { status } });
    if (result.ok) {
      setNotice(t(status === "published" ? "published" : "unpublished", { title: page.title }));
      reload();
    } else setError(errorMessage(result.error));
  }

  async function remove(page: CmsPageSummary) {
    if (!window.confirm(t("confirmDelete", { title: page.title }))) return;
    setNotice(null);
    setError(null);
    const result = await api(`/admin/cms-pages/${page.id}`, { method: "DELETE", locale });
    if (result.ok) {
      setNotice(t("deleted", { title: page.title }));
      if (editing === page.id) setEditing(null);
      reload();
    } else setError(errorMessage(result.error));
  }

  return (
    <div className="admin-cms">
      <DataTable columns={[t("fields.title"), t("fields.slug"), t("fields.status"), t("updated"), t("actions")]} caption={t("caption", { total: res.meta.pagination.total })} testId="cms-pages-table">
        {res.data.map((p) => (
          <tr key={p.id}>
            <td>
              {p.status === "published" ? <Link href={`/pages/${p.slug}`}>{p.title}</Link> : p.title}
            </td>
            <td>
              <code dir="ltr">{p.slug}</code>
            </td>
            <td>
              <span className={`status-badge ${p.status === "published" ? "status-badge--active" : "status-badge--pending_verification"}`}>{t(`status.${p.status}`)}</span>
            </td>
            <td>{dateTime(p.updated_at)}</td>
            <td>
              <div className="admin-row-actions">
                <button type="button" className="button--link" onClick={() => setEditing(editing === p.id ? null : p.id)}>
                  {t("edit", { title: p.title })}
                </button>
                <button type="button" className="button--link" onClick={() => setStatus(p, p.status === "published" ? "draft" : "published")}>
                  {t(p.status === "published" ? "unpublish" : "publish", { title: p.title })}
                </button>
                <button type="button" className="button--link" onClick={() => remove(p)}>
                  {t("delete", { title: p.title })}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {res.data.length === 0 && <p className="notice">{t("empty")}</p>}
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
      {editing && (
        <PageEditor
          key={editing}
          id={editing}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
            reload();
          }}
        />
      )}
      <details className="card admin-card admin-create">
        <summary>
          <h2>{t("createTitle")}</h2>
        </summary>
        <PageForm
          onDone={(message) => {
            setNotice(message);
            reload();
          }}
        />
      </details>
    </div>
  );
}

function PageEditor({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.pages");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const page = useQuery({ queryKey: ["admin-cms-page", id, locale], queryFn: () => api<CmsPage>(`/admin/cms-pages/${id}`, { locale }) });
  return (
    <section className="card admin-card" aria-labelledby="cms-edit-title">
      <h2 id="cms-edit-title">{page.data?.ok ? t("editTitle", { title: page.data.data.title }) : t("loading")}</h2>
      {page.data?.ok ? (
        <PageForm page={page.data.data} onDone={onDone} />
      ) : page.data ? (
        <p className="form-field__error" role="alert">
          {errorMessage(page.data.error)}
        </p>
      ) : null}
    </section>
  );
}

function PageForm({ page, onDone }: { page?: CmsPage; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.pages");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body = {
      slug: text("slug"),
      title_ar: text("title_ar"),
      title_en: text("title_en"),
      body_ar: text("body_ar"),
      body_en: text("body_en"),
      status: text("status"),
    };
    setBusy(true);
    setError(null);
    const res = page
      ? await api<CmsPage>(`/admin/cms-pages/${page.id}`, { method: "PATCH", locale, body })
      : await api<CmsPage>("/admin/cms-pages", { method: "POST", locale, body });
    setBusy(false);
    if (res.ok) {
      if (!page) form.reset();
      else queryClient.invalidateQueries({ queryKey: ["admin-cms-page", page.id] });
      onDone(t(page ? "saved" : "created", { title: res.data.title }));
    } else setError(res.error);
  }

  const errors = fieldErrors(error);
  return (
    <form className="admin-form admin-cms-form" onSubmit={onSubmit} noValidate data-testid={page ? "cms-edit-form" : "cms-create-form"}>
      <div className="admin-form__row">
        <Field name="slug" label={t("fields.slug")} dir="ltr" maxLength={100} defaultValue={page?.slug} hint={t("slugHint")} errors={errors.slug} />
        <Select
          name="status"
          label={t("fields.status")}
          defaultValue={page?.status ?? "draft"}
          options={(["draft", "published"] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          errors={errors.status}
        />
      </div>
      <div className="admin-form__row">
        <Field name="title_ar" label={t("fields.title_ar")} dir="rtl" maxLength={200} defaultValue={page?.title_ar} errors={errors.title_ar} />
        <Field name="title_en" label={t("fields.title_en")} dir="ltr" maxLength={200} defaultValue={page?.title_en} errors={errors.title_en} />
      </div>
      <Field name="body_ar" label={t("fields.body_ar")} dir="rtl" multiline rows={10} maxLength={100000} defaultValue={page?.body_ar} hint={t("bodyHint")} errors={errors.body_ar} />
      <Field name="body_en" label={t("fields.body_en")} dir="ltr" multiline rows={10} maxLength={100000} defaultValue={page?.body_en} errors={errors.body_en} />
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, FIELDS)}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" disabled={busy}>
          {page ? t("save") : t("create")}
        </button>
      </div>
    </form>
  );
}
