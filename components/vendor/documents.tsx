"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorText } from "@/components/ui/error-text";
import { DataTable } from "@/components/ui/table";
import { useErrorMessage } from "@/components/ui/errors";
import { Select } from "@/components/ui/fields";
import { useDates } from "@/components/ui/format";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { DOCUMENT_KINDS, type DocumentKind } from "./types";
import { UploadField } from "./upload-field";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";

// License and ID documents (GET/POST /vendors/me/documents): review status,
// the admin's note, a short-lived view link, and adding another one.

export function DocumentsManager() {
  return <VendorGate>{() => <Documents />}</VendorGate>;
}

function Documents() {
  const t = useTranslations("vendorPortal.documents");
  const reloadMyVendor = useReloadMyVendor();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { dateTime } = useDates();
  const [kind, setKind] = useState<DocumentKind>("commercial_license");
  const [attachError, setAttachError] = useState<string | null>(null);
  const [attached, setAttached] = useState<string | null>(null);
  const documents = useApiQuery("/vendors/me/documents", {});
  // Its own domain ("vendors") holds the vendor's record, home and the admin's review queue too.
  const add = useApiMutation("post", "/vendors/me/documents");

  if (documents.isPending) return <p role="status">{t("loading")}</p>;
  if (documents.isError) {
    if (statusOf(documents.error) === 403) return <VendorForbidden what={t("forbiddenWhat")} />;
    return <ErrorText>{errorMessage(errorOf(documents.error))}</ErrorText>;
  }
  const res = documents.data;

  // Resolves once attached: the upload field shows "attaching" until then.
  async function attach(mediaId: string, filename: string, documentKind: DocumentKind) {
    setAttachError(null);
    setAttached(null);
    try {
      await add.mutateAsync({ body: { media_id: mediaId, kind: documentKind } });
    } catch (e) {
      return setAttachError(`${filename}: ${errorMessage(errorOf(e))}`);
    }
    setAttached(filename);
    // The shell's vendor entry (useMyVendor) is not keyed by domain yet.
    await reloadMyVendor();
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
        <Select
          name="kind"
          label={t("kind")}
          value={kind}
          onChange={(v) => setKind(v as DocumentKind)}
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <UploadField context="vendor_document" label={t("file")} onUploaded={(m) => attach(m.id, m.filename, kind)} />
        {attached && (
          <p className="form-status" role="status">
            {t("attached", { file: attached })}
          </p>
        )}
        {attachError && <ErrorText>{attachError}</ErrorText>}
      </section>
    </div>
  );
}
