"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/states";
import { useApiMutation } from "@/components/ui/use-api";
import { GUEST_CHANGES } from "./types";
import { Muted, SubList } from "@/components/ui/layout";

// Import a CSV or XLSX file (sent base64 in JSON: the API reads JSON only) and
// show what was added and each rejected row; export links download the list.

const COLUMNS = ["name", "side", "group", "phone", "email", "plus_ones", "dietary_notes", "language"] as const;
/** A row error names its column as the page's language does (the API's `field` is the code: `plus_ones`). */
const isColumn = (field: string): field is (typeof COLUMNS)[number] => (COLUMNS as readonly string[]).includes(field);

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function GuestImport({ eventId }: { eventId: string }) {
  const t = useTranslations("planner.guests");
  const locale = useLocale();
  const importer = useApiMutation("post", "/events/{id}/guests/import", { invalidates: GUEST_CHANGES });
  const [file, setFile] = useState<File | null>(null);
  const result = importer.data?.data;
  const exportHref = (format: "csv" | "xlsx") => `/api/v1/events/${encodeURIComponent(eventId)}/guests/export?format=${format}`;
  return (
    <section aria-labelledby="guest-import" className="card">
      <h3 id="guest-import">{t("import.title")}</h3>
      <Muted>{t("import.hint")}</Muted>
      <form
        className="form-column"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!file) return;
          const format = file.name.toLowerCase().endsWith(".xlsx") ? "xlsx" : "csv";
          importer.mutate({ path: { id: eventId }, body: { format, file_base64: await base64Of(file) } });
        }}
      >
        <label className="field">
          <span>{t("import.file")}</span>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            data-testid="guest-import-file"
          />
        </label>
        <div className="form-actions">
          <Button type="submit" disabled={!file || importer.isPending} data-testid="guest-import-submit">
            {t("import.submit")}
          </Button>
          <LinkButton external variant="secondary" href={exportHref("csv")} download hrefLang={locale}>
            {t("export.csv")}
          </LinkButton>
          <LinkButton external variant="secondary" href={exportHref("xlsx")} download>
            {t("export.xlsx")}
          </LinkButton>
        </div>
      </form>
      <ErrorLine error={importer.error} />
      {result && (
        <div role="status" data-testid="guest-import-result">
          <p className="notice">{t("import.result", { imported: result.imported, rejected: result.rejected })}</p>
          {result.errors.length > 0 && (
            <SubList>
              {result.errors.map((e, i) => (
                <li key={i} data-testid="guest-import-error">
                  {e.row > 0 && isColumn(e.field) ? t("import.rowError", { row: e.row, field: t(`import.columns.${e.field}`), message: e.message }) : e.message}
                </li>
              ))}
            </SubList>
          )}
        </div>
      )}
    </section>
  );
}
