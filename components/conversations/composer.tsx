"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { uploadMedia } from "@/components/ui/media-upload";
import type { Media } from "@/components/vendor/types";
import { useSendMessage } from "./use-conversations";

const MAX_BODY = 2000;
const ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";

/** The thread's composer: text (1-2000 characters) and/or one image or PDF uploaded through the media flow (context message_attachment). */
export function Composer({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const t = useTranslations("conversations.composer");
  const locale = useLocale();
  const send = useSendMessage();
  const [body, setBody] = useState("");
  const [attachment, setAttachment] = useState<Media | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    const result = await uploadMedia(file, "message_attachment", locale);
    setUploading(false);
    if (fileRef.current) fileRef.current.value = "";
    if (result.ok) setAttachment(result.media);
    else setError("error" in result ? result.error.message || t("uploadFailed") : t("uploadFailed"));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text && !attachment) return;
    setError(null);
    try {
      await send.mutateAsync({ path: { id: conversationId }, body: { ...(text ? { body: text } : {}), ...(attachment ? { attachment_ids: [attachment.id] } : {}) } });
      setBody("");
      setAttachment(null);
      onSent();
    } catch (e) {
      const status = (e as { status?: number }).status;
      setError(status === 429 ? t("tooMany") : ((e as { error?: { message?: string } }).error?.message ?? t("sendFailed")));
    }
  };

  const busy = send.isPending || uploading;
  return (
    <form className="cv-composer" onSubmit={submit} data-testid="composer">
      {attachment && (
        <p className="cv-composer__file">
          <span>{t("attached", { name: attachment.filename })}</span>
          <button type="button" className="cv-link-button" onClick={() => setAttachment(null)}>
            {t("removeFile")}
          </button>
        </p>
      )}
      {uploading && <p role="status">{t("uploading")}</p>}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="cv-composer__row">
        <label className="cv-attach" title={t("attach")}>
          <span className="visually-hidden">{t("attach")}</span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M16.5 6.5l-8 8a2.5 2.5 0 0 0 3.5 3.5l8-8a4.5 4.5 0 0 0-6.4-6.4l-8 8a6.5 6.5 0 0 0 9.2 9.2l6.2-6.3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <input ref={fileRef} type="file" accept={ACCEPT} disabled={busy} onChange={(e) => pick(e.target.files?.[0])} data-testid="composer-file" />
        </label>
        <textarea
          className="cv-composer__input"
          value={body}
          maxLength={MAX_BODY}
          rows={2}
          placeholder={t("placeholder")}
          aria-label={t("label")}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
          data-testid="composer-input"
        />
        <button type="submit" disabled={busy || (!body.trim() && !attachment)} data-testid="composer-send">
          {t("send")}
        </button>
      </div>
    </form>
  );
}
