"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import { PhotoField, type Photo } from "./photo-field";
import { BODY_MAX, BODY_MIN, TITLE_MAX, bodyRequired } from "./rules";
import { StarInput } from "./stars";
import { REVIEW_DOMAINS, type Criteria, type Criterion, type MyReviewView } from "./types";
import { useReviewCriteria } from "./use-criteria";

// Writing (or, within 7 days of publishing, editing) the review of a
// completed booking. A new review autosaves as a draft (`submit: false`, two
// seconds after the last change, a quiet "saved" line); "Publish" sends the
// last changes with `submit: true`, which submits the booking's draft. The answer's status decides what the page
// says: published, or waiting for moderation when screening flagged it.
// (Stars, photos and the autosave keep this form on its own state and its
// own messages rather than components/ui/form.tsx.)

/** Quiet time before a draft save: the API allows 60 review writes an hour. */
const AUTOSAVE_MS = 2000;

type Values = { overall: number | null; criteria: Criteria; title: string; body: string; photos: Photo[] };

export function valuesOf(review: MyReviewView | null): Values {
  return {
    overall: review?.overall_rating ?? null,
    criteria: review?.criteria ?? {},
    title: review?.title ?? "",
    body: review?.body ?? "",
    photos: review?.photos.map((p) => ({ id: p.id, url: p.url })) ?? [],
  };
}

/**
 * The API body: every field, so the draft or the edit holds exactly the form (null clears a criterion or a text).
 * Only the criteria offered now (`active`): a rating of a retired one stays as it was.
 */
export function bodyOf(v: Values, active: readonly string[]) {
  return {
    ...(v.overall !== null ? { overall_rating: v.overall } : {}),
    criteria: Object.fromEntries(active.map((c) => [c, v.criteria[c] ?? null])),
    title: v.title.trim() || null,
    body: v.body.trim() || null,
    photo_media_ids: v.photos.map((p) => p.id),
  };
}

type SaveState = "idle" | "saving" | "saved" | "unsaved";

const KNOWN_ERRORS = ["CONFLICT", "REVIEW_ALREADY_EXISTS", "REVIEW_BOOKING_NOT_COMPLETED", "NOT_FOUND", "RATE_LIMITED"] as const;

export function ReviewForm({ bookingId, review, onDone }: { bookingId: string; review: MyReviewView | null; onDone: (review: MyReviewView) => void }) {
  const t = useTranslations("reviews.form");
  const tc = useTranslations("reviews.criteria");
  const editing = review?.status === "published";
  const criteriaSet = useReviewCriteria();
  const draft = useApiMutation("post", "/bookings/{id}/review", { invalidates: ["reviews"] });
  const submit = useApiMutation("post", "/bookings/{id}/review", { invalidates: REVIEW_DOMAINS });
  const edit = useApiMutation("patch", "/reviews/{id}", { invalidates: REVIEW_DOMAINS });
  const [values, setValues] = useState<Values>(() => valuesOf(review));
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [error, setError] = useState<ApiError | null>(null);
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const saving = useRef<Promise<void>>(Promise.resolve());
  // The form as last changed (an upload ends after other changes) and the pending autosave.
  const latest = useRef(values);
  const autosave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const needsBody = bodyRequired(values.criteria);

  /** Saves the draft; saves run one after another so the last one wins. */
  function saveDraft(v: Values) {
    saving.current = saving.current.then(async () => {
      setSaveState("saving");
      try {
        await draft.mutateAsync({ path: { id: bookingId }, body: { ...bodyOf(v, criteriaSet.active), submit: false } });
        setSaveState("saved");
      } catch (e) {
        setSaveState("unsaved");
        setError(errorOf(e));
      }
    });
  }

  function change(next: Partial<Values>) {
    latest.current = { ...latest.current, ...next };
    setValues(latest.current);
    // Autosave of a new review only (an edit of a published review is re-screened: it is saved on purpose).
    if (editing) return;
    clearTimeout(autosave.current);
    autosave.current = setTimeout(() => {
      setError(null);
      saveDraft(latest.current);
    }, AUTOSAVE_MS);
  }

  function checkLocally(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    if (values.overall === null) out.overall_rating = [t("overallRequired")];
    const body = values.body.trim();
    if (needsBody && body.length < BODY_MIN) out.body = [t("bodyRequired", { min: BODY_MIN })];
    else if (body && body.length < BODY_MIN) out.body = [t("bodyShort", { min: BODY_MIN })];
    return out;
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problems = checkLocally();
    setLocal(problems);
    setError(null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    clearTimeout(autosave.current);
    // Submitting writes the last changes and submits the booking's draft in one call (200, or 201 when no draft was saved yet).
    await saving.current;
    const body = bodyOf(values, criteriaSet.active);
    const done = { onSuccess: (res: { data: MyReviewView }) => onDone(res.data), onError: (e: unknown) => setError(errorOf(e)), onSettled: () => setBusy(false) };
    if (editing) edit.mutate({ path: { id: review.id }, body }, done);
    else submit.mutate({ path: { id: bookingId }, body: { ...body, submit: true } }, done);
  }

  const errorText = (e: ApiError) => {
    // The API's message says which gate or window closed (with its date) in the page's language; ours is the fallback.
    const known = KNOWN_ERRORS.find((code) => code === e.code);
    if (known && known !== "RATE_LIMITED" && e.message) return e.message;
    return known ? t(`errors.${known}`) : t("errors.generic");
  };
  const errors = { ...fieldErrors(error), ...local };
  const otherError = error && error.code !== "VALIDATION_FAILED" ? error : null;
  return (
    <form className="rv-form" onSubmit={onSubmit} noValidate data-testid="review-form" data-mode={editing ? "edit" : "draft"}>
      <StarInput label={t("overall")} value={values.overall} onChange={(overall) => change({ overall })} error={errors.overall_rating} testId="overall-stars" />
      <fieldset className="vendor-fieldset">
        <legend>{t("criteriaTitle")}</legend>
        <div className="rv-criteria">
          {criteriaSet.active.map((c) => (
            <StarInput
              key={c}
              label={criteriaSet.nameOf(c) ?? tc(c as Criterion)}
              optional
              small
              value={values.criteria[c] ?? null}
              onChange={(n) => change({ criteria: { ...values.criteria, [c]: n } })}
              error={errors[`criteria.${c}`]}
              testId={`criterion-${c}`}
            />
          ))}
        </div>
      </fieldset>
      <Field name="title" label={t("title")} required={false} maxLength={TITLE_MAX} value={values.title} onChange={(title) => change({ title })} errors={errors.title} hint={t("titleHint")} />
      <Field
        name="body"
        label={needsBody ? t("bodyNeeded") : t("body")}
        required={needsBody}
        multiline
        rows={6}
        maxLength={BODY_MAX}
        value={values.body}
        onChange={(body) => change({ body })}
        errors={errors.body}
        hint={needsBody ? t("bodyNeededHint", { min: BODY_MIN }) : t("bodyHint", { min: BODY_MIN, max: BODY_MAX })}
      />
      <PhotoField value={values.photos} onChange={(photos) => change({ photos })} />
      {!editing && (
        <p className="rv-saved" role="status" data-testid="review-autosave" data-state={saveState}>
          {saveState === "saving" ? t("saving") : saveState === "saved" ? t("saved") : saveState === "unsaved" ? t("unsaved") : t("autosaveHint")}
        </p>
      )}
      {otherError && (
        <p className="form-field__error" role="alert" data-testid="review-error">
          {errorText(otherError)}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy} data-testid="review-submit">
          {editing ? t("saveEdit") : t("submit")}
        </button>
      </div>
    </form>
  );
}
