"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AccountGate } from "@/components/account/account-gate";
import type { Profile } from "@/components/account/use-me";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest, statusOf, useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { ApplicationStatus } from "./application-status";
import { BusinessFields, DetailsFields } from "./business-fields";
import { useErrorMessage } from "@/components/ui/errors";
import { Select } from "@/components/ui/fields";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { UploadField } from "./upload-field";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";
import { DOCUMENT_KINDS, type DocumentKind } from "./types";
import { BUSINESS_FIELDS, DETAILS_FIELDS, EMPTY_PROFILE, PROFILE_FIELDS, applicationForm, profileBody, type ProfileValues } from "./profile-schemas";

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
    return <ErrorText>{t("errors.generic")}</ErrorText>;
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
/** The fields each step checks (with the form's `trigger`) before it moves on. */
const STEP_FIELDS: Record<Step, readonly (keyof ProfileValues)[]> = { business: BUSINESS_FIELDS, details: DETAILS_FIELDS, documents: [] };

function stepOf(field: string): Step {
  const top = field.split(".")[0];
  return STEPS.find((s) => (STEP_FIELDS[s] as readonly string[]).includes(top)) ?? "documents";
}

/**
 * POST /vendors, then each document with POST /vendors/me/documents; resolves to the failure of the application, if any.
 * Imperative calls, refreshed once at the end: a mutation hook would re-read GET /vendors/me (its domain) as soon as the
 * application exists, and the page would swap to the status before the documents are attached.
 */
function useSubmitApplication(onAttachFailures: (failures: string[]) => void) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reloadMyVendor = useReloadMyVendor();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  return async (values: ProfileValues, documents: PendingDocument[]): Promise<ApiError | null> => {
    const res = await apiRequest("post", "/vendors", { body: profileBody(values, false) }, locale);
    if (!res.ok) return res.error;
    const failures: string[] = [];
    for (const doc of documents) {
      const attached = await apiRequest("post", "/vendors/me/documents", { body: { media_id: doc.media_id, kind: doc.kind } }, locale);
      if (!attached.ok) failures.push(`${doc.filename}: ${errorMessage(attached.error)}`);
    }
    onAttachFailures(failures);
    // The application exists now: the page shows its status (re-read, with the documents summary); the shell's entry too.
    await Promise.all([queryClient.invalidateQueries({ queryKey: ["vendors"] }), reloadMyVendor()]);
    return null;
  };
}

/** Step 3: documents uploaded now, attached once the application exists. */
function DocumentsStep({ documents, onChange }: { documents: PendingDocument[]; onChange: (update: (all: PendingDocument[]) => PendingDocument[]) => void }) {
  const t = useTranslations("vendorPortal.apply");
  const tk = useTranslations("vendorPortal.documents.kinds");
  const [kind, setKind] = useState<DocumentKind>("commercial_license");
  return (
    <>
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
        onUploaded={(media) => onChange((d) => [...d, { media_id: media.id, filename: media.filename, kind }])}
      />
      {documents.length > 0 && (
        <ul className="vendor-file-list" data-testid="pending-documents">
          {documents.map((d) => (
            <li key={d.media_id}>
              <bdi>{d.filename}</bdi> · {tk(d.kind)}{" "}
              <Button variant="link" onClick={() => onChange((all) => all.filter((x) => x.media_id !== d.media_id))}>
                {t("removeDocument", { file: d.filename })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {documents.length === 0 && <p className="form-field__hint">{t("noDocumentsYet")}</p>}
    </>
  );
}

/** The numbered steps, and the current one's heading (focused when the step changes, so screen readers announce it). */
function StepsHeader({ step }: { step: Step }) {
  const t = useTranslations("vendorPortal.apply");
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);
  const index = STEPS.indexOf(step);
  return (
    <>
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
    </>
  );
}

/** The wizard's form and step: a step moves on once its own fields pass; a 422 goes back to the first step it names. */
function useApplyWizard(onAttachFailures: (failures: string[]) => void) {
  const form = useZodForm(applicationForm, EMPTY_PROFILE);
  const submitApplication = useSubmitApplication(onAttachFailures);
  const [step, setStep] = useState<Step>("business");
  const [apiError, setApiError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const index = STEPS.indexOf(step);

  async function next() {
    setApiError(null);
    if (await form.trigger(STEP_FIELDS[step])) setStep(STEPS[index + 1]);
  }

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      setApiError(null);
      const failure = await submitApplication(values as ProfileValues, documents);
      setBusy(false);
      if (!failure) return;
      setApiError(failure);
      showApiErrors(form, failure, PROFILE_FIELDS);
      const first = Object.keys(failure.details ?? {})[0];
      if (failure.code === "VALIDATION_FAILED" && first) setStep(stepOf(first));
    },
    (errors) => setStep(stepOf(Object.keys(errors)[0] ?? "documents")),
  );

  // Enter in a field of an earlier step means "next", not "submit".
  const onSubmit = (event: FormEvent<HTMLFormElement>) => (step !== "documents" ? (event.preventDefault(), void next()) : submit(event));
  const back = () => setStep(STEPS[index - 1]);
  return { form, step, index, next, back, onSubmit, apiError, busy, documents, setDocuments };
}

/** Exported for its component test. */
export function ApplyWizard({ onAttachFailures }: { onAttachFailures: (failures: string[]) => void }) {
  const t = useTranslations("vendorPortal.apply");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { form, step, index, next, back, onSubmit, apiError, busy, documents, setDocuments } = useApplyWizard(onAttachFailures);
  const hasFieldErrors = Object.keys(apiError?.details ?? {}).length > 0;
  const otherError = apiError && (apiError.code !== "VALIDATION_FAILED" || !hasFieldErrors) ? errorMessage(apiError) : null;
  return (
    <form className="auth-form vendor-wizard" onSubmit={onSubmit} noValidate data-testid="apply-wizard">
      <StepsHeader step={step} />
      <fieldset className="form-fieldset vendor-wizard__step" hidden={step !== "business"}>
        <legend className="visually-hidden">{t("steps.business")}</legend>
        <BusinessFields form={form} />
      </fieldset>
      <fieldset className="form-fieldset vendor-wizard__step" hidden={step !== "details"}>
        <legend className="visually-hidden">{t("steps.details")}</legend>
        <DetailsFields form={form} />
      </fieldset>
      <fieldset className="form-fieldset vendor-wizard__step" hidden={step !== "documents"}>
        <legend className="visually-hidden">{t("steps.documents")}</legend>
        <DocumentsStep documents={documents} onChange={setDocuments} />
      </fieldset>
      {otherError && <ErrorText>{otherError}</ErrorText>}
      <div className="form-actions vendor-wizard__actions">
        {index > 0 && (
          <Button variant="secondary" onClick={back} disabled={busy}>
            {t("back")}
          </Button>
        )}
        {/* Distinct keys: React must not turn the clicked "next" button into the submit button while its click is still being handled. */}
        {step !== "documents" ? (
          <Button key="next" onClick={() => void next()}>
            {t("next")}
          </Button>
        ) : (
          <Button key="submit" type="submit" loading={busy}>
            {t("submit")}
          </Button>
        )}
      </div>
    </form>
  );
}
