"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import type { ApiData } from "@/components/ui/api-types";
import { ErrorText } from "@/components/ui/error-text";
import { DataTable } from "@/components/ui/table";
import { useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { useDates } from "@/components/ui/format";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useConfirm } from "@/components/ui/confirm";
import { CreateSection, FormFooter, OutcomeNotices, RowActions, useOutcome } from "./catalog-editing";
import { Link } from "@/i18n/navigation";

// Bilingual content pages (terms, privacy, about, ...) for moderators
// (cms.manage): list, create, edit both languages, publish / unpublish, delete.
// Bodies are plain text or markdown, shown as text on /pages/{slug}.

type PageStatus = "draft" | "published";
type CmsPageSummary = ApiData<"/admin/cms-pages">[number];
type CmsPage = ApiData<"/admin/cms-pages/{id}">;

const FIELDS = ["slug", "title_ar", "title_en", "body_ar", "body_en", "status"];
// createCmsPageBody (server/content/schemas.ts) in the browser: the slug's pattern is left to the API.
const title = z.string().trim().min(1).max(200);
const text = z.string().trim().min(1).max(100_000);
const pageForm = z.object({
  slug: z.string().trim().min(1).max(100),
  title_ar: title,
  title_en: title,
  body_ar: text,
  body_en: text,
  status: z.enum(["draft", "published"]),
});

export function CmsPagesAdmin() {
  const t = useTranslations("adminCatalog.pages");
  const confirm = useConfirm();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { dateTime } = useDates();
  const [editing, setEditing] = useState<string | null>(null);
  const { notice, error, setNotice, setError, clear } = useOutcome();
  // A page's changes show on /pages/{slug} ("pages").
  const list = useApiQuery("/admin/cms-pages", { query: { per_page: 50 } });
  const patch = useApiMutation("patch", "/admin/cms-pages/{id}", { invalidates: ["pages", "home"] });
  const del = useApiMutation("delete", "/admin/cms-pages/{id}", { invalidates: ["pages", "home"] });

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  if (list.isError) return <AdminQueryFailure error={list.error} loading={t("loading")} errorMessage={errorMessage} />;
  const res = list.data;
  const total = res.meta.pagination.total;
  const failed = (e: unknown) => setError(errorMessage(errorOf(e)));

  function setStatus(page: CmsPageSummary, status: PageStatus) {
    clear();
    patch.mutate(
      { path: { id: page.id }, body: { status } },
      { onSuccess: () => setNotice(t(status === "published" ? "published" : "unpublished", { title: page.title })), onError: failed },
    );
  }

  async function remove(page: CmsPageSummary) {
    if (!(await confirm({ title: t("confirmDelete", { title: page.title }), confirmLabel: t("delete", { title: page.title }), danger: true }))) return;
    clear();
    del.mutate(
      { path: { id: page.id } },
      {
        onSuccess: () => {
          setNotice(t("deleted", { title: page.title }));
          if (editing === page.id) setEditing(null);
        },
        onError: failed,
      },
    );
  }

  return (
    <div className="admin-cms">
      <DataTable
        columns={[t("fields.title"), t("fields.slug"), t("fields.status"), t("updated"), t("actions")]}
        caption={t("caption", { total })}
        testId="cms-pages-table"
      >
        {res.data.map((p) => (
          <tr key={p.id}>
            <td>{p.status === "published" ? <Link href={`/pages/${p.slug}`}>{p.title}</Link> : p.title}</td>
            <td>
              <code dir="ltr">{p.slug}</code>
            </td>
            <td>
              <span className={`status-badge ${p.status === "published" ? "status-badge--active" : "status-badge--pending_verification"}`}>
                {t(`status.${p.status}`)}
              </span>
            </td>
            <td>{dateTime(p.updated_at)}</td>
            <td>
              <RowActions
                actions={[
                  { key: "edit", label: t("edit", { title: p.title }), onClick: () => setEditing(editing === p.id ? null : p.id) },
                  {
                    key: "status",
                    label: t(p.status === "published" ? "unpublish" : "publish", { title: p.title }),
                    onClick: () => setStatus(p, p.status === "published" ? "draft" : "published"),
                  },
                  { key: "delete", label: t("delete", { title: p.title }), onClick: () => remove(p) },
                ]}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      {res.data.length === 0 && <p className="notice">{t("empty")}</p>}
      <OutcomeNotices notice={notice} error={error} />
      {editing && (
        <PageEditor
          key={editing}
          id={editing}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      <CreateSection title={t("createTitle")}>
        <PageForm onDone={setNotice} />
      </CreateSection>
    </div>
  );
}

function PageEditor({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.pages");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const page = useApiQuery("/admin/cms-pages/{id}", { path: { id } });
  return (
    <section className="card admin-card" aria-labelledby="cms-edit-title">
      <h2 id="cms-edit-title">{page.data ? t("editTitle", { title: page.data.data.title }) : t("loading")}</h2>
      {page.data ? <PageForm page={page.data.data} onDone={onDone} /> : page.isError ? <ErrorText>{errorMessage(errorOf(page.error))}</ErrorText> : null}
    </section>
  );
}

function PageForm({ page, onDone }: { page?: CmsPage; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.pages");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const create = useApiMutation("post", "/admin/cms-pages", { invalidates: ["pages", "home"] });
  const update = useApiMutation("patch", "/admin/cms-pages/{id}", { invalidates: ["pages", "home"] });
  const save = page ? update : create;
  const defaults = {
    slug: page?.slug ?? "",
    title_ar: page?.title_ar ?? "",
    title_en: page?.title_en ?? "",
    body_ar: page?.body_ar ?? "",
    body_en: page?.body_en ?? "",
    status: page?.status ?? "draft",
  } as const;
  const form = useZodForm(pageForm, defaults);

  const onSubmit = form.handleSubmit((body) => {
    const callbacks = {
      onSuccess: ({ data }: { data: CmsPage }) => {
        if (!page) form.reset(defaults);
        onDone(t(page ? "saved" : "created", { title: data.title }));
      },
      onError: (e: unknown) => showApiErrors(form, errorOf(e), FIELDS),
    };
    if (page) update.mutate({ path: { id: page.id }, body }, callbacks);
    else create.mutate({ body }, callbacks);
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form admin-cms-form" onSubmit={onSubmit} noValidate data-testid={page ? "cms-edit-form" : "cms-create-form"}>
      <div className="admin-form__row">
        <FormText form={form} name="slug" label={t("fields.slug")} dir="ltr" maxLength={100} hint={t("slugHint")} />
        <FormSelect
          form={form}
          name="status"
          label={t("fields.status")}
          options={(["draft", "published"] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </div>
      <div className="admin-form__row">
        <FormText form={form} name="title_ar" label={t("fields.title_ar")} dir="rtl" maxLength={200} />
        <FormText form={form} name="title_en" label={t("fields.title_en")} dir="ltr" maxLength={200} />
      </div>
      <FormText form={form} name="body_ar" label={t("fields.body_ar")} dir="rtl" multiline rows={10} maxLength={100000} hint={t("bodyHint")} />
      <FormText form={form} name="body_en" label={t("fields.body_en")} dir="ltr" multiline rows={10} maxLength={100000} />
      <FormFooter error={error && errorMessage(error, FIELDS)} submitLabel={page ? t("save") : t("create")} pending={save.isPending} />
    </form>
  );
}
