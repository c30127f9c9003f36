"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { Button, buttonClassName } from "@/components/ui/button";
import { uploadMedia, type UploadPhase } from "@/components/ui/media-upload";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest } from "@/components/ui/use-api";
import { useRouter } from "@/i18n/navigation";
import { useSetMe, type Profile } from "./use-me";

// The avatar (PUT /me/avatar, DELETE /me/avatar): a JPEG, PNG or WebP photo,
// at least 200x200 and at most 5 MB, uploaded through the media flow, which
// crops it to a 512x512 square from the centre and strips its EXIF data. The
// header shows it after the page refreshes its viewer.

export function AvatarField({ me }: { me: Profile }) {
  const t = useTranslations("account.avatar");
  const locale = useLocale();
  const router = useRouter();
  const setMe = useSetMe();
  const [phase, setPhase] = useState<UploadPhase | "saving" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (e: ApiError | null) => setError(e?.message || t("failed"));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    const uploaded = await uploadMedia(file, "avatar", locale, setPhase);
    if (!uploaded.ok) {
      setPhase(null);
      if ("rejected" in uploaded) return setError(t(`rejected.${uploaded.rejected.reject_reason === "too_small" ? "too_small" : "other"}`));
      return fail("error" in uploaded ? uploaded.error : null);
    }
    setPhase("saving");
    const res = await apiRequest("put", "/me/avatar", { body: { media_id: uploaded.media.id } }, locale);
    setPhase(null);
    if (!res.ok) return fail(res.error);
    setMe({ avatar_url: res.data.avatar_url });
    router.refresh();
  }

  async function remove() {
    setError(null);
    setPhase("saving");
    const res = await apiRequest("delete", "/me/avatar", {}, locale);
    setPhase(null);
    if (!res.ok) return fail(res.error);
    setMe({ avatar_url: null });
    router.refresh();
  }

  return (
    <div className="avatar-field" data-testid="avatar-field">
      <span className="avatar-field__preview" aria-hidden="true" data-name="">
        {me.avatar_url ? (
          <img className="avatar-image" src={me.avatar_url} alt="" width={96} height={96} data-testid="avatar-preview" />
        ) : (
          ([...me.name.trim()][0] ?? "?")
        )}
      </span>
      <div className="avatar-field__actions">
        <label className={buttonClassName("secondary")}>
          {me.avatar_url ? t("change") : t("choose")}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={choose}
            disabled={phase !== null}
            data-testid="avatar-input"
          />
        </label>
        {me.avatar_url && (
          <Button variant="secondary" onClick={remove} disabled={phase !== null} data-testid="avatar-remove">
            {t("remove")}
          </Button>
        )}
        <p className="form-field__hint" aria-live="polite">
          {phase ? t(`phase.${phase}`) : t("hint")}
        </p>
        {error && <ErrorText>{error}</ErrorText>}
      </div>
    </div>
  );
}
