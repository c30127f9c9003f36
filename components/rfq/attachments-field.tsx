"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { uploadMedia } from "@/components/ui/media-upload";
import { ErrorText } from "@/components/ui/error-text";
import "./rfq.css";

// Optional attachments (images or PDF, up to 5) uploaded through the media
// flow before the RFQ or quote is saved; the form sends their ids.

export type Attached = { id: string; name: string };

export function AttachmentsField({
  context,
  value,
  onChange,
}: {
  context: "rfq_attachment" | "quote_attachment";
  value: Attached[];
  onChange: (next: Attached[]) => void;
}) {
  const t = useTranslations("rfqs.attachments");
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function add(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    // The upload flow is the same for every media context; the server checks the context's rules.
    const result = await uploadMedia(file, context as Parameters<typeof uploadMedia>[1], locale);
    setBusy(false);
    if (result.ok) onChange([...value, { id: result.media.id, name: result.media.filename }]);
    else setFailed(true);
  }

  return (
    <div className="form-field">
      <label htmlFor={id}>{t("label")}</label>
      {value.length < 5 && <input id={id} type="file" accept="image/*,application/pdf" disabled={busy} onChange={(e) => add(e.target.files?.[0])} />}
      <p className="form-field__hint">{busy ? t("uploading") : t("hint")}</p>
      {failed && <ErrorText>{t("failed")}</ErrorText>}
      {value.length > 0 && (
        <ul className="rfq-files">
          {value.map((file) => (
            <li key={file.id}>
              <span>{file.name}</span> <Button onClick={() => onChange(value.filter((f) => f.id !== file.id))}>{t("remove")}</Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
