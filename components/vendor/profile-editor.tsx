"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import type { ApiBody } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiMutation } from "@/components/ui/use-api";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { BusinessFields, DetailsFields } from "./business-fields";
import { PROFILE_FIELDS, profileBody, profileForm, type ProfileValues } from "./profile-schemas";
import { StatusBanner } from "./dashboard";
import { useErrorMessage } from "@/components/ui/errors";
import { Checkbox } from "@/components/ui/fields";
import { UploadField } from "./upload-field";
import { LocationCard } from "./location-card";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";
import type { MyVendor } from "./types";
import { VendorGate, VendorForbidden } from "@/components/shell/vendor-gate";

// PATCH /vendors/me: the profile fields, logo / cover / gallery (uploaded
// through the media module, then attached by id), marketplace visibility, and
// sending a rejected application back for review. Owner only (403 otherwise).

const MAX_GALLERY = 20;

export function VendorProfileEditor() {
  return <VendorGate>{(vendor) => <Editor vendor={vendor} />}</VendorGate>;
}

type VendorPatch = ApiBody<"/vendors/me", "patch">;

/**
 * PATCH /vendors/me; resolves to null once the page's vendor is re-read, else
 * to the failure (`statusOf`/`errorOf` it). Awaited: gallery uploads chain on it.
 */
function usePatchVendor() {
  const reloadMyVendor = useReloadMyVendor();
  // Name, categories, media and visibility show in search too.
  const mutation = useApiMutation("patch", "/vendors/me", { invalidates: ["search"] });
  return (body: VendorPatch): Promise<unknown> =>
    mutation.mutateAsync({ body }).then(
      // The shell's vendor entry (useMyVendor, read by VendorGate) is not keyed by domain yet.
      async () => {
        await reloadMyVendor();
        return null;
      },
      (failure: unknown) => failure,
    );
}

function Editor({ vendor }: { vendor: MyVendor }) {
  const t = useTranslations("vendorPortal.profile");
  const [forbidden, setForbidden] = useState(false);
  if (forbidden) return <VendorForbidden what={t("forbiddenWhat")} />;
  return (
    <div className="vendor-profile-editor">
      <StatusBanner vendor={vendor} />
      {vendor.status === "approved" && <Visibility vendor={vendor} onForbidden={() => setForbidden(true)} />}
      <MediaCard vendor={vendor} onForbidden={() => setForbidden(true)} />
      <LocationCard vendor={vendor} onForbidden={() => setForbidden(true)} />
      <section className="card admin-card" aria-labelledby="profile-form-title">
        <h2 id="profile-form-title">{t("formTitle")}</h2>
        <ProfileForm vendor={vendor} onForbidden={() => setForbidden(true)} />
      </section>
    </div>
  );
}

function Visibility({ vendor, onForbidden }: { vendor: MyVendor; onForbidden: () => void }) {
  const t = useTranslations("vendorPortal.profile");
  const patch = usePatchVendor();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function toggle(published: boolean) {
    setBusy(true);
    setError(null);
    const failure = await patch({ published });
    setBusy(false);
    if (failure) {
      if (statusOf(failure) === 403) onForbidden();
      else setError(errorOf(failure));
    }
  }

  return (
    <section className="card admin-card" aria-labelledby="visibility-title" data-testid="visibility">
      <h2 id="visibility-title">{t("visibilityTitle")}</h2>
      <Checkbox
        name="published"
        label={t("published")}
        checked={vendor.published}
        disabled={busy}
        onChange={toggle}
        hint={vendor.published ? t("publishedHint") : t("hiddenHint")}
      />
      {error && <ErrorText>{errorMessage(error)}</ErrorText>}
    </section>
  );
}

function MediaCard({ vendor, onForbidden }: { vendor: MyVendor; onForbidden: () => void }) {
  const t = useTranslations("vendorPortal.profile");
  const patch = usePatchVendor();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function save(body: VendorPatch, message: string) {
    setError(null);
    setSaved(null);
    const failure = await patch(body);
    if (!failure) setSaved(message);
    else if (statusOf(failure) === 403) onForbidden();
    else setError(errorMessage(errorOf(failure), []));
  }

  const gallery = vendor.gallery.map((g) => g.id);
  const move = (index: number, by: number) => {
    const next = [...gallery];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    return next;
  };

  return (
    <section className="card admin-card" aria-labelledby="media-title" data-testid="profile-media">
      <h2 id="media-title">{t("mediaTitle")}</h2>
      <div className="vendor-media-grid">
        <div className="vendor-media-slot">
          <h3>{t("logo")}</h3>
          {vendor.logo?.url ? <img src={vendor.logo.url} alt={t("logo")} className="vendor-media-slot__logo" /> : <p className="admin-muted">{t("noLogo")}</p>}
          {vendor.logo && (
            <Button variant="link" onClick={() => save({ logo_media_id: null }, t("logoRemoved"))}>
              {t("removeLogo")}
            </Button>
          )}
          <UploadField context="vendor_logo" label={t("uploadLogo")} onUploaded={(m) => save({ logo_media_id: m.id }, t("logoSaved"))} />
        </div>
        <div className="vendor-media-slot">
          <h3>{t("cover")}</h3>
          {vendor.cover?.url ? (
            <img src={vendor.cover.url} alt={t("cover")} className="vendor-media-slot__preview" />
          ) : (
            <p className="admin-muted">{t("noCover")}</p>
          )}
          {vendor.cover && (
            <Button variant="link" onClick={() => save({ cover_media_id: null }, t("coverRemoved"))}>
              {t("removeCover")}
            </Button>
          )}
          <UploadField context="vendor_cover" label={t("uploadCover")} onUploaded={(m) => save({ cover_media_id: m.id }, t("coverSaved"))} />
        </div>
      </div>
      <h3>{t("gallery", { count: vendor.gallery.length, max: MAX_GALLERY })}</h3>
      {vendor.gallery.length === 0 && <p className="admin-muted">{t("noGallery")}</p>}
      <ol className="vendor-gallery vendor-gallery--edit">
        {vendor.gallery.map((g, i) => (
          <li key={g.id}>
            {g.url && <img src={g.url} alt={t("galleryImage", { number: i + 1 })} />}
            <div className="vendor-gallery__actions">
              <Button variant="link" disabled={i === 0} onClick={() => save({ gallery_media_ids: move(i, -1) }, t("gallerySaved"))}>
                {t("moveEarlier", { number: i + 1 })}
              </Button>
              <Button variant="link" disabled={i === gallery.length - 1} onClick={() => save({ gallery_media_ids: move(i, 1) }, t("gallerySaved"))}>
                {t("moveLater", { number: i + 1 })}
              </Button>
              <Button variant="link" onClick={() => save({ gallery_media_ids: gallery.filter((id) => id !== g.id) }, t("gallerySaved"))}>
                {t("removeImage", { number: i + 1 })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {gallery.length < MAX_GALLERY && (
        <GalleryUpload
          onUploaded={async (id, current) => {
            await save({ gallery_media_ids: [...current, id] }, t("gallerySaved"));
          }}
          current={gallery}
        />
      )}
      {saved && (
        <p className="form-status" role="status">
          {saved}
        </p>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </section>
  );
}

/** Several images in a row: each one is appended to the gallery as it becomes ready. */
function GalleryUpload({ current, onUploaded }: { current: string[]; onUploaded: (id: string, current: string[]) => Promise<void> }) {
  const t = useTranslations("vendorPortal.profile");
  // The upload loop keeps the callback of the render that started it: read the gallery through a ref.
  const latest = useRef(current);
  latest.current = current;
  return (
    <UploadField
      context="vendor_gallery"
      label={t("uploadGallery")}
      multiple
      onUploaded={async (m) => {
        const base = latest.current;
        latest.current = [...base, m.id];
        await onUploaded(m.id, base);
      }}
    />
  );
}

/** The saved profile as the form's values. */
function valuesOf(vendor: MyVendor): ProfileValues {
  return {
    name_ar: vendor.name_ar,
    name_en: vendor.name_en,
    slug: vendor.slug,
    category_ids: vendor.categories.map((c) => c.id),
    city_id: vendor.city.id,
    area_id: vendor.area?.id ?? "",
    description_ar: vendor.description_ar ?? "",
    description_en: vendor.description_en ?? "",
    contact_email: vendor.contact_email ?? "",
    contact_phone: vendor.contact_phone ?? "",
    website: vendor.website ?? "",
    instagram: vendor.instagram ?? "",
  };
}

function ProfileForm({ vendor, onForbidden }: { vendor: MyVendor; onForbidden: () => void }) {
  const t = useTranslations("vendorPortal.profile");
  const patch = usePatchVendor();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const form = useZodForm(profileForm, valuesOf(vendor));
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<"saved" | "resubmitted" | null>(null);
  const [busy, setBusy] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const resubmit = submitter?.value === "resubmit";
    return form.handleSubmit(async (values) => {
      const body: VendorPatch = { ...profileBody(values, true), ...(resubmit ? { resubmit: true } : {}) };
      setBusy(true);
      setError(null);
      setSaved(null);
      const failure = await patch(body);
      setBusy(false);
      if (!failure) setSaved(resubmit ? "resubmitted" : "saved");
      else if (statusOf(failure) === 403) onForbidden();
      else {
        setError(errorOf(failure));
        showApiErrors(form, errorOf(failure), PROFILE_FIELDS);
      }
    })(event);
  }

  return (
    <form className="auth-form form-column" onSubmit={onSubmit} noValidate data-testid="vendor-profile-form">
      <BusinessFields form={form} />
      <DetailsFields form={form} />
      {error && <ErrorText>{errorMessage(error, PROFILE_FIELDS)}</ErrorText>}
      {saved && (
        <p className="form-status" role="status">
          {t(saved)}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {t("save")}
        </Button>
        {vendor.status === "rejected" && (
          <Button type="submit" name="intent" value="resubmit" variant="secondary" disabled={busy}>
            {t("saveAndResubmit")}
          </Button>
        )}
      </div>
    </form>
  );
}
