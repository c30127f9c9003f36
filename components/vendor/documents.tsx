"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/ui/api-client";
import { DataTable } from "@/components/ui/table";
import { useErrorMessage } from "@/components/ui/errors";
import { Select } from "@/components/ui/fields";
import { useDates } from "@/components/ui/format";
import { DOCUMENT_KINDS, type DocumentKind, type VendorDocument } from "./types";
import { UploadField } from "./upload-field";
import { MY_VENDOR_KEY } from "@/components/shell/use-my-vendor";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";

// License and ID documents (GET/POST /vendors/me/documents): review status,
// the admin's note, a short-lived view link, and adding another one.

export function DocumentsManager() {
  return <VendorGate>{() => <Documents />}</VendorGate>;
}

function Documents() {
  const t = useTranslations("vendorPortal.documents");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { dateTime } = useDates();
  const [kind, setKind] = useState<DocumentKind>("commercial_license");
  const [attachError, setAttachError] = useState<string | null>(null);
  const [attached, setAttached] = useState<string | null>(null);
  const key = ["my-documents", locale];
  const documents = useQuery({ queryKey: key, queryFn: () => api<VendorDocument[]>("/vendors/me/documents", { locale }) });

  if (documents.isPending) return <p role="status">{t("loading")}</p>;
  const res = documents.data;
  if (!res?.ok) {
    if (res?.status === 403) return <VendorForbidden what={t("forbiddenWhat")} />;
    return (
      <p className="form-field__error" role="alert">
        {res ? errorMessage(res.error) : t("loading")}
      </p>
    );
  }

  async function attach(mediaId: string, filename: string, documentKind: DocumentKind) {
    setAttachError(null);
    setAttached(null);
    const result = await api<VendorDocument>("/vendors/me/documents", { method: "POST", locale, body: { media_id: mediaId, kind: documentKind } });
    if (result.ok) {
      setAttached(filename);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ["my-documents"] }), queryClient.invalidateQueries({ queryKey: [MY_VENDOR_KEY] })]);
    } else setAttachError(`${filename}: ${errorMessage(result.error)}`);
  }

  return (
    <div className="vendor-documents" data-testid="vendor-documents">
      {res.data.length === 0 ? (
        <p className="notice">{t("none")}</p>
      ) : (
        <DataTable columns={[t("kind"), t("file"), t("statusLabel"), t("note"), t("uploaded")]} caption={t("caption", { total: res.data.length })}>
          {res.data.map((d) => (
            <tr key={d.id}>
              <td>{t(`kinds.${d.kind}`)}</td>
              <td>
                {d.url ? (
                  <a href={d.url} target="_blank" rel="noopener noreferrer">
                    <bdi>{d.filename}</bdi>
                  </a>
                ) : (
                  <bdi>{d.filename}</bdi>
                )}
              </td>
              <td>
                <span className={`status-badge status-badge--doc-${d.status}`}>{t(`status.${d.status}`)}</span>
              </td>
              <td>{d.review_note ?? "—"}</td>
              <td>{dateTime(d.created_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <section className="card admin-card" aria-labelledby="add-document-title">
        <h2 id="add-document-title">{t("addTitle")}</h2>
        <Select name="kind" label={t("kind")} value={kind} onChange={(v) => setKind(v as DocumentKind)} options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        <UploadField context="vendor_document" label={t("file")} onUploaded={(m) => attach(m.id, m.filename, kind)} />
        {attached && (
          <p className="form-status" role="status">
            {t("attached", { file: attached })}
          </p>
        )}
        {attachError && (
          <p className="form-field__error" role="alert">
            {attachError}
          </p>
        )}
      </section>
    </div>
  );
}
