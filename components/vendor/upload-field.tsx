"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type ChangeEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { uploadMedia, type UploadPhase, type UploadResult } from "@/components/ui/media-upload";
import { ErrorText } from "@/components/ui/error-text";
import type { Media, MediaContext } from "./types";

// A file picker that runs the whole upload (declare, PUT, confirm, verify)
// and reports a ready media record. The limits shown are the media module's
// policy (server/media/policy.ts); the server checks them again.

const LIMITS: Record<MediaContext, { mb: number; min?: [number, number]; pdf: boolean }> = {
  vendor_logo: { mb: 5, min: [200, 200], pdf: false },
  vendor_cover: { mb: 10, min: [1200, 400], pdf: false },
  vendor_gallery: { mb: 10, min: [800, 600], pdf: false },
  service_image: { mb: 10, min: [800, 600], pdf: false },
  vendor_document: { mb: 10, pdf: true },
};

const REJECT_REASONS = ["not_uploaded", "too_large", "type_mismatch", "malware", "too_small", "corrupt"] as const;
type RejectReason = (typeof REJECT_REASONS)[number];

export function useUploadMessages(context: MediaContext) {
  const t = useTranslations("vendorPortal.upload");
  const limits = LIMITS[context];
  const hint = limits.min
    ? t("hintImage", { mb: limits.mb, width: limits.min[0], height: limits.min[1] })
    : t(limits.pdf ? "hintDocument" : "hintImageAny", { mb: limits.mb });
  const failure = (result: Exclude<UploadResult, { ok: true }>): string => {
    if ("timeout" in result) return t("timeout");
    if ("rejected" in result) {
      const reason = result.rejected.reject_reason;
      if (reason === "too_small" && limits.min) return t("rejected.too_small", { width: limits.min[0], height: limits.min[1] });
      return (REJECT_REASONS as readonly string[]).includes(reason ?? "") ? t(`rejected.${reason as RejectReason}`, { mb: limits.mb }) : t("rejected.corrupt");
    }
    const error: ApiError = result.error;
    if (error.code === "MEDIA_TYPE_NOT_ALLOWED") return t(limits.pdf ? "typeNotAllowedDocument" : "typeNotAllowedImage");
    if (error.code === "MEDIA_TOO_LARGE") return t("tooLarge", { mb: limits.mb });
    if (error.code === "RATE_LIMITED") return t("rateLimited");
    if (error.code === "UNAUTHENTICATED") return t("signedOut");
    return t("failed");
  };
  return { hint, failure, accept: limits.pdf ? "image/jpeg,image/png,image/webp,application/pdf,.pdf" : "image/jpeg,image/png,image/webp" };
}

export function UploadField({
  context,
  label,
  multiple = false,
  disabled = false,
  onUploaded,
  testId,
}: {
  context: MediaContext;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called once per ready file; may itself be async (attaching the file). */
  onUploaded: (media: Media) => void | Promise<void>;
  testId?: string;
}) {
  const t = useTranslations("vendorPortal.upload");
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { hint, failure, accept } = useUploadMessages(context);
  const [phase, setPhase] = useState<UploadPhase | "attaching" | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string[]>([]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    if (!files.length) return;
    setErrors([]);
    setDone([]);
    // One at a time: the verification of each file is reported on its own.
    for (const file of files) {
      setCurrent(file.name);
      const result = await uploadMedia(file, context, locale, setPhase);
      if (result.ok) {
        setPhase("attaching");
        await onUploaded(result.media);
        setDone((d) => [...d, file.name]);
      } else {
        setErrors((e) => [...e, `${file.name}: ${failure(result)}`]);
      }
    }
    setPhase(null);
    setCurrent(null);
    if (input.current) input.current.value = "";
  }

  const busy = phase !== null;
  return (
    <div className="form-field vendor-upload" data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled || busy}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
      />
      <p role="status" className="vendor-upload__status">
        {busy && current ? t(`phase.${phase}`, { file: current }) : done.length ? t("done", { files: done.join(locale === "ar" ? "، " : ", ") }) : ""}
      </p>
      {errors.length > 0 && (
        <ErrorText as="ul">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ErrorText>
      )}
    </div>
  );
}
