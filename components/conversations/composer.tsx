"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf } from "@/components/ui/use-api";
import { uploadMedia } from "@/components/ui/media-upload";
import type { Media } from "@/components/vendor/types";
import { useSendMessage } from "./use-conversations";

const MAX_BODY = 2000;
const ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";

/** POST /conversations/{id}/messages: the text (1-2000 characters once trimmed) is optional when a file is attached. */
const messageForm = z.object({ body: z.string().trim().max(MAX_BODY) });

/** The thread's composer: text (1-2000 characters) and/or one image or PDF uploaded through the media flow (context message_attachment). */
export function Composer({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const t = useTranslations("conversations.composer");
  const locale = useLocale();
  const send = useSendMessage();
  const form = useZodForm(messageForm, { body: "" });
  const body = form.watch("body");
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

  const submit = form.handleSubmit(async ({ body: text }) => {
    if (!text && !attachment) return;
    setError(null);
    try {
      await send.mutateAsync({
        path: { id: conversationId },
        body: { ...(text ? { body: text } : {}), ...(attachment ? { attachment_ids: [attachment.id] } : {}) },
      });
      form.reset({ body: "" });
      setAttachment(null);
      onSent();
    } catch (e) {
      // A refused text shows as the form's error on the text (below); anything else as the message.
      if (showApiErrors(form, errorOf(e), ["body"]).length === 0 && errorOf(e)?.code === "VALIDATION_FAILED") return;
      setError(statusOf(e) === 429 ? t("tooMany") : (errorOf(e)?.message ?? t("sendFailed")));
    }
  });

  const busy = send.isPending || uploading;
  const shownError = error ?? form.formState.errors.body?.message ?? null;
  return (
    <form className="cv-composer" onSubmit={submit} data-testid="composer" noValidate>
      {attachment && (
        <p className="cv-composer__file">
          <span>{t("attached", { name: attachment.filename })}</span>
          <button type="button" className="cv-link-button" onClick={() => setAttachment(null)}>
            {t("removeFile")}
          </button>
        </p>
      )}
      {uploading && <p role="status">{t("uploading")}</p>}
      {shownError && <ErrorText>{shownError}</ErrorText>}
      <div className="cv-composer__row">
        <label className="cv-attach" title={t("attach")}>
          <span className="visually-hidden">{t("attach")}</span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M16.5 6.5l-8 8a2.5 2.5 0 0 0 3.5 3.5l8-8a4.5 4.5 0 0 0-6.4-6.4l-8 8a6.5 6.5 0 0 0 9.2 9.2l6.2-6.3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <input ref={fileRef} type="file" accept={ACCEPT} disabled={busy} onChange={(e) => pick(e.target.files?.[0])} data-testid="composer-file" />
        </label>
        <textarea
          className="cv-composer__input"
          {...form.register("body")}
          maxLength={MAX_BODY}
          rows={2}
          placeholder={t("placeholder")}
          aria-label={t("label")}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
          data-testid="composer-input"
        />
        <Button type="submit" disabled={busy || (!body.trim() && !attachment)} data-testid="composer-send">
          {t("send")}
        </Button>
      </div>
    </form>
  );
}
