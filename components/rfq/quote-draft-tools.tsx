"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { normalizeAmount } from "@/components/ui/money";
import { ErrorLine, Loading } from "@/components/ui/states";
import type { ApiData } from "@/components/ui/api-types";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { fillQuote, type QuoteForm, type QuoteLine } from "./quote-form";
import { Actions, Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";
import "./rfq.css";

// Above the quote editor: "Draft a quote" fills the form with a draft of the
// vendor's own data (POST /vendor/quotes/{quoteId}/ai-draft; nothing is sent,
// each line shows its source), "Save as template" keeps the lines and note,
// "Use a template" fills the form with a saved one (docs/quote-drafts.md).

type Draft = ApiData<"/vendor/quotes/{quoteId}/ai-draft", "post">;
type Template = ApiData<"/vendor/quote-templates">[number];
type Panel = "none" | "save" | "use";

function useDraft(form: QuoteForm, draftFor: string) {
  const t = useTranslations("quotes.drafts");
  const draft = useApiMutation("post", "/vendor/quotes/{quoteId}/ai-draft");
  const [filled, setFilled] = useState<"lines" | "empty" | null>(null);
  const sourceOf = (d: Draft, line: Draft["lines"][number]) => {
    const name = d.sources.find((s) => s.type === line.source.type && s.id === line.source.id)?.name;
    return name ? t(`source.${line.source.type}`, { name }) : t("source.unnamed");
  };
  const run = () =>
    draft.mutate(
      { path: { quoteId: draftFor } },
      {
        onSuccess: ({ data }) => {
          const lines: QuoteLine[] = data.lines.map((l) => ({
            name: l.name,
            quantity: String(l.quantity),
            unit_price: l.unit_price.amount,
            source: sourceOf(data, l),
          }));
          fillQuote(form, lines, { notes: data.note.text, validityDays: data.validity_days });
          setFilled(lines.length ? "lines" : "empty");
        },
      },
    );
  return { run, filled, error: draft.error, isPending: draft.isPending };
}

const templateForm = z.object({ name: z.string().trim().min(1).max(100) });

function SaveTemplate({ form, onSaved, onCancel }: { form: QuoteForm; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations("quotes.drafts");
  const save = useApiMutation("post", "/vendor/quote-templates");
  const nameForm = useZodForm(templateForm, { name: "" });
  const submit = nameForm.handleSubmit(({ name }) => {
    const values = form.getValues();
    const lines = values.items.map((l) => ({ name: l.name.trim(), quantity: Number(l.quantity), unit_price: normalizeAmount(l.unit_price) }));
    const note = values.notes.trim();
    save.mutate({ body: { name, lines, ...(note ? { note } : {}) } }, { onSuccess: onSaved, onError: (e) => showApiErrors(nameForm, errorOf(e), ["name"]) });
  });
  return (
    <form className="form-column bk-panel" onSubmit={submit} data-testid="save-template-form" noValidate>
      <FormText form={nameForm} name="name" label={t("templateName")} maxLength={100} />
      <ErrorLine error={save.error} />
      <div className="form-actions">
        <Button type="submit" disabled={save.isPending} data-testid="save-template-confirm">
          {t("saveTemplateConfirm")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function UseTemplate({ form, onDone }: { form: QuoteForm; onDone: () => void }) {
  const t = useTranslations("quotes.drafts");
  const confirm = useConfirm();
  const templates = useApiQuery("/vendor/quote-templates", {});
  const remove = useApiMutation("delete", "/vendor/quote-templates/{id}");
  const apply = (template: Template) => {
    fillQuote(
      form,
      template.lines.map((l) => ({ name: l.name, quantity: String(l.quantity), unit_price: l.unit_price.amount })),
      { notes: template.note ?? "" },
    );
    onDone();
  };
  if (templates.isPending) return <Loading />;
  if (templates.isError) return <ErrorLine error={templates.error} />;
  const rows = templates.data.data;
  return (
    <div className="bk-panel" data-testid="template-list">
      {rows.length === 0 && <p className="form-field__hint">{t("noTemplates")}</p>}
      <ul className="rfq-templates">
        {rows.map((template) => (
          <li key={template.id} data-testid="template">
            <bdi>{template.name}</bdi> <Muted as="small">{t("templateLines", { count: template.lines.length })}</Muted>{" "}
            <Button variant="secondary" onClick={() => apply(template)} data-testid="apply-template">
              {t("apply")}
            </Button>{" "}
            <Button
              disabled={remove.isPending}
              onClick={async () =>
                (await confirm({ title: t("deleteTemplateConfirm"), confirmLabel: t("deleteTemplate"), danger: true })) &&
                remove.mutate({ path: { id: template.id } })
              }
            >
              {t("deleteTemplate")}
            </Button>
          </li>
        ))}
      </ul>
      <ErrorLine error={remove.error} />
      <Button variant="secondary" onClick={onDone}>
        {t("cancel")}
      </Button>
    </div>
  );
}

export function QuoteDraftTools({ form, draftFor }: { form: QuoteForm; draftFor: string }) {
  const t = useTranslations("quotes.drafts");
  const draft = useDraft(form, draftFor);
  const [panel, setPanel] = useState<Panel>("none");
  const [saved, setSaved] = useState(false);
  const toggle = (next: Panel) => {
    setSaved(false);
    setPanel(panel === next ? "none" : next);
  };
  return (
    <div className="rfq-draft-tools" data-testid="quote-draft-tools">
      <Actions>
        <Button variant="secondary" onClick={draft.run} loading={draft.isPending} data-testid="draft-quote">
          {t("draft")}
        </Button>
        <Button variant="secondary" onClick={() => toggle("save")} aria-expanded={panel === "save"} data-testid="save-template">
          {t("saveTemplate")}
        </Button>
        <Button variant="secondary" onClick={() => toggle("use")} aria-expanded={panel === "use"} data-testid="use-template">
          {t("useTemplate")}
        </Button>
      </Actions>
      {draft.filled && (
        <p className="notice" role="status" data-testid="draft-filled">
          {draft.filled === "lines" ? t("drafted") : t("draftedEmpty")}
        </p>
      )}
      {saved && (
        <p className="notice" role="status" data-testid="template-saved">
          {t("templateSaved")}
        </p>
      )}
      <ErrorLine error={draft.error} />
      {panel === "save" && (
        <SaveTemplate
          form={form}
          onSaved={() => {
            setPanel("none");
            setSaved(true);
          }}
          onCancel={() => setPanel("none")}
        />
      )}
      {panel === "use" && <UseTemplate form={form} onDone={() => setPanel("none")} />}
    </div>
  );
}
