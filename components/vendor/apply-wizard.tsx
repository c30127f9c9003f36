"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AccountGate } from "@/components/account/account-gate";
import type { Profile } from "@/components/account/use-me";
import type { ApiError } from "@/components/ui/api-client";
import { apiRequest, statusOf, useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { ApplicationStatus } from "./application-status";
import { BUSINESS_FIELDS, BusinessFields, DETAILS_FIELDS, DetailsFields, MAX_CATEGORIES, profileBody } from "./business-fields";
import { topLevelErrors, useErrorMessage } from "@/components/ui/errors";
import { Select } from "@/components/ui/fields";
import { UploadField } from "./upload-field";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";
import { DOCUMENT_KINDS, type DocumentKind } from "./types";
import { useValidator, type Rule } from "./validate";

// The vendor application: business -> description & contact -> documents ->
// submit (POST /vendors, then each uploaded document is attached with POST
// /vendors/me/documents). A member of a vendor sees its status instead; a
// user without a verified phone is told why and where to verify it.

export function ApplyFlow() {
  return <AccountGate>{(me) => <ApplyForUser me={me} />}</AccountGate>;
}

function ApplyForUser({ me }: { me: Profile }) {
  const t = useTranslations("vendorPortal");
  const vendor = useApiQuery("/vendors/me", {});
  const [attachFailures, setAttachFailures] = useState<string[]>([]);
  if (vendor.isPending) return <p role="status">{t("loading")}</p>;
  if (vendor.data) return <ApplicationStatus vendor={vendor.data.data} attachFailures={attachFailures} />;
  if (statusOf(vendor.error) !== 404) {
    return (
      <p className="form-field__error" role="alert">
        {t("errors.generic")}
      </p>
    );
  }
  if (!me.phone_verified) return <PhoneRequired phone={me.phone} />;
  return <ApplyWizard onAttachFailures={setAttachFailures} />;
}

function PhoneRequired({ phone }: { phone: string | null }) {
  const t = useTranslations("vendorPortal.apply");
  return (
    <div className="notice notice--warning vendor-phone-required" role="status" data-testid="phone-required">
      <p>{phone ? t("phoneUnverified", { phone }) : t("phoneMissing")}</p>
      <Link href={phone ? "/account" : "/account/profile#phone"}>{phone ? t("verifyPhone") : t("addPhone")}</Link>
    </div>
  );
}

const STEPS = ["business", "details", "documents"] as const;
type Step = (typeof STEPS)[number];
type PendingDocument = { media_id: string; filename: string; kind: DocumentKind };

function stepOf(field: string): Step {
  if ((BUSINESS_FIELDS as readonly string[]).includes(field)) return "business";
  if ((DETAILS_FIELDS as readonly string[]).includes(field)) return "details";
  return "documents";
}

function ApplyWizard({ onAttachFailures }: { onAttachFailures: (failures: string[]) => void }) {
  const t = useTranslations("vendorPortal.apply");
  const tk = useTranslations("vendorPortal.documents.kinds");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reloadMyVendor = useReloadMyVendor();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const validate = useValidator();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>("business");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [apiError, setApiError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const [kind, setKind] = useState<DocumentKind>("commercial_license");
  const moved = useRef(false);

  // Focus the new step's heading so screen readers announce it (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const index = STEPS.indexOf(step);

  function rulesFor(s: Step, data: FormData): Rule[] {
    const text = (name: string) => String(data.get(name) ?? "");
    if (s === "business") {
      return [
        { field: "name_ar", value: text("name_ar"), required: true, min: 2, max: 100 },
        { field: "name_en", value: text("name_en"), required: true, min: 2, max: 100 },
        { field: "slug", value: text("slug"), required: true, min: 3, max: 60, slug: true },
        { field: "category_ids", value: text("category_ids").split(",").filter(Boolean), min: 1, max: MAX_CATEGORIES },
        { field: "city_id", value: text("city_id"), required: true },
      ];
    }
    if (s === "details") {
      return [
        { field: "description_ar", value: text("description_ar"), required: true, min: 10, max: 2000 },
        { field: "description_en", value: text("description_en"), required: true, min: 10, max: 2000 },
        { field: "contact_email", value: text("contact_email"), required: true, email: true },
        { field: "contact_phone", value: text("contact_phone"), required: true },
        { field: "website", value: text("website"), url: true },
      ];
    }
    return [];
  }

  function next() {
    const found = validate(rulesFor(step, new FormData(form.current!)));
    setErrors(found);
    setApiError(null);
    if (Object.keys(found).length === 0) setStep(STEPS[index + 1]);
  }

  function failed(error: ApiError | null) {
    setBusy(false);
    setApiError(error);
    const found = topLevelErrors(error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setStep(stepOf(first));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step means "next", not "submit".
    if (step !== "documents") return next();
    setBusy(true);
    setApiError(null);
    // Imperative calls, refreshed once at the end: a mutation hook would re-read GET /vendors/me (its domain) as soon as
    // the application exists, and this page would swap to the status before the documents are attached.
    const res = await apiRequest("post", "/vendors", { body: profileBody(new FormData(event.currentTarget), false) }, locale);
    if (!res.ok) return failed(res.error);
    const failures: string[] = [];
    for (const doc of documents) {
      const attached = await apiRequest("post", "/vendors/me/documents", { body: { media_id: doc.media_id, kind: doc.kind } }, locale);
      if (!attached.ok) failures.push(`${doc.filename}: ${errorMessage(attached.error)}`);
    }
    onAttachFailures(failures);
    // The application exists now: the page shows its status (re-read, with the documents summary); the shell's entry too.
    await Promise.all([queryClient.invalidateQueries({ queryKey: ["vendors"] }), reloadMyVendor()]);
    setBusy(false);
  }

  const otherError = apiError && (apiError.code !== "VALIDATION_FAILED" || Object.keys(errors).length === 0) ? errorMessage(apiError) : null;
  return (
    <form ref={form} className="auth-form vendor-wizard" onSubmit={onSubmit} noValidate data-testid="apply-wizard">
      <ol className="vendor-steps" aria-label={t("stepsLabel")}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className={i < index ? "vendor-steps__done" : undefined}>
            <span className="vendor-steps__number">{i + 1}</span> {t(`steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="vendor-wizard__title">
        {t("stepTitle", { number: index + 1, total: STEPS.length, title: t(`steps.${step}`) })}
      </h2>

      <fieldset className="vendor-wizard__step" hidden={step !== "business"}>
        <legend className="visually-hidden">{t("steps.business")}</legend>
        <BusinessFields errors={errors} />
      </fieldset>
      <fieldset className="vendor-wizard__step" hidden={step !== "details"}>
        <legend className="visually-hidden">{t("steps.details")}</legend>
        <DetailsFields errors={errors} />
      </fieldset>
      <fieldset className="vendor-wizard__step" hidden={step !== "documents"}>
        <legend className="visually-hidden">{t("steps.documents")}</legend>
        <p className="form-field__hint">{t("documentsIntro")}</p>
        <Select
          name="document_kind"
          label={t("documentKind")}
          value={kind}
          onChange={(v) => setKind(v as DocumentKind)}
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: tk(k) }))}
        />
        <UploadField
          context="vendor_document"
          label={t("documentFile")}
          multiple
          testId="document-upload"
          onUploaded={(media) => setDocuments((d) => [...d, { media_id: media.id, filename: media.filename, kind }])}
        />
        {documents.length > 0 && (
          <ul className="vendor-file-list" data-testid="pending-documents">
            {documents.map((d) => (
              <li key={d.media_id}>
                <bdi>{d.filename}</bdi> · {tk(d.kind)}{" "}
                <button type="button" className="link-button" onClick={() => setDocuments((all) => all.filter((x) => x.media_id !== d.media_id))}>
                  {t("removeDocument", { file: d.filename })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {documents.length === 0 && <p className="form-field__hint">{t("noDocumentsYet")}</p>}
      </fieldset>

      {otherError && (
        <p className="form-field__error" role="alert">
          {otherError}
        </p>
      )}
      <div className="form-actions vendor-wizard__actions">
        {index > 0 && (
          <button type="button" className="button-secondary" onClick={() => setStep(STEPS[index - 1])} disabled={busy}>
            {t("back")}
          </button>
        )}
        {/* Distinct keys: React must not turn the clicked "next" button into the submit button while its click is still being handled. */}
        {step !== "documents" ? (
          <button key="next" type="button" onClick={next}>
            {t("next")}
          </button>
        ) : (
          <button key="submit" type="submit" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </button>
        )}
      </div>
    </form>
  );
}
