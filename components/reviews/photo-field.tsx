"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { uploadMedia } from "@/components/ui/media-upload";
import { ErrorText } from "@/components/ui/error-text";
import { MAX_PHOTOS } from "./rules";

// Up to 5 review photos through the media flow (declare, upload, confirm,
// wait for verification) with the `review_photo` context: jpg/png/webp, at
// least 400x400, 10 MB; the server's policy decides and its reason shows.

export type Photo = { id: string; url: string | null };

export function PhotoField({ value, onChange }: { value: Photo[]; onChange: (next: Photo[]) => void }) {
  const t = useTranslations("reviews.photos");
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function add(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(null);
    const result = await uploadMedia(file, "review_photo", locale);
    setBusy(false);
    input.value = "";
    if (result.ok) onChange([...value, { id: result.media.id, url: result.media.url }]);
    else if ("error" in result)
      setFailure(
        Object.values(result.error.details ?? {})
          .flat()
          .join(" ") ||
          result.error.message ||
          t("failed"),
      );
    else if ("rejected" in result) setFailure(t("rejected"));
    else setFailure(t("failed"));
  }

  return (
    <div className="form-field" data-testid="review-photos">
      <span className="rv-field-label" id={`${id}-label`}>
        {t("label")}
      </span>
      {value.length < MAX_PHOTOS && (
        // The native file button speaks the browser's language, not the page's: a labelled button stands in for it.
        <span className="rv-file">
          <input
            id={id}
            type="file"
            className="rv-file__input"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(e) => add(e.currentTarget)}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-hint`}
            data-testid="review-photo-input"
          />
          <label htmlFor={id} id={`${id}-button`} className={buttonClassName("secondary", "md", "rv-file__button")}>
            {t("choose")}
          </label>
        </span>
      )}
      <p id={`${id}-hint`} className="form-field__hint" role="status">
        {busy ? t("uploading") : t("hint", { max: MAX_PHOTOS, left: MAX_PHOTOS - value.length })}
      </p>
      {failure && <ErrorText>{failure}</ErrorText>}
      {value.length > 0 && (
        <ul className="rv-photos">
          {value.map((photo, i) => (
            <li key={photo.id} data-testid="review-photo">
              {photo.url ? <img src={photo.url} alt={t("alt", { n: i + 1 })} width={88} height={88} /> : <span>{t("alt", { n: i + 1 })}</span>}
              <Button variant="link" onClick={() => onChange(value.filter((p) => p.id !== photo.id))}>
                {t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
