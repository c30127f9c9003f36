"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/fields";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { PhotoField } from "./photo-field";
import { apiFields, bodyOf, reviewSchema, valuesOf, type ReviewValues } from "./review-values";
import { BODY_MAX, BODY_MIN, TITLE_MAX, bodyRequired } from "./rules";
import { StarInput } from "./stars";
import { REVIEW_DOMAINS, type Criterion, type MyReviewView } from "./types";
import { useReviewCriteria } from "./use-criteria";
import "./reviews.css";

// Writing (or, within 7 days of publishing, editing) the review of a
// completed booking. A new review autosaves as a draft (`submit: false`, two
// seconds after the last change, a quiet "saved" line); "Publish" sends the
// last changes with `submit: true`, which submits the booking's draft. The answer's status decides what the page
// says: published, or waiting for moderation when screening flagged it.
// The form is components/ui/form.tsx's (stars, texts and photos are its fields; ./review-values.ts its schema).

/** Quiet time before a draft save: the API allows 60 review writes an hour. */
const AUTOSAVE_MS = 2000;

type SaveState = "idle" | "saving" | "saved" | "unsaved";

const KNOWN_ERRORS = ["CONFLICT", "REVIEW_ALREADY_EXISTS", "REVIEW_BOOKING_NOT_COMPLETED", "NOT_FOUND", "RATE_LIMITED"] as const;

const messagesOf = (message: string | undefined) => (message ? [message] : undefined);

/** What is reviewed: a completed booking (POST /bookings/{id}/review) or a completed direct order (POST /orders/{id}/review, the same body). */
export type ReviewSource = "booking" | "order";

/** The write of a review of `source`: the booking's or the order's endpoint. */
function useReviewWrite(source: ReviewSource, invalidates: string[]) {
  const booking = useApiMutation("post", "/bookings/{id}/review", { invalidates });
  const order = useApiMutation("post", "/orders/{id}/review", { invalidates: [...invalidates, "orders"] });
  return source === "order" ? order : booking;
}

/** The review's form and its draft autosave (new reviews only: an edit of a published review is re-screened, so saved on purpose). */
function useReviewForm(bookingId: string, review: MyReviewView | null, source: ReviewSource) {
  const t = useTranslations("reviews.form");
  const editing = review?.status === "published";
  const criteriaSet = useReviewCriteria();
  const draft = useReviewWrite(source, ["reviews"]);
  const schema = useMemo(() => reviewSchema(t), [t]);
  const form = useZodForm(schema, valuesOf(review));
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [error, setError] = useState<ApiError | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const autosave = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Saves the draft; saves run one after another so the last one wins. */
  function saveDraft(v: ReviewValues) {
    saving.current = saving.current.then(async () => {
      setSaveState("saving");
      try {
        await draft.mutateAsync({ path: { id: bookingId }, body: { ...bodyOf(v, criteriaSet.active), submit: false } });
        setSaveState("saved");
      } catch (e) {
        setSaveState("unsaved");
        setError(errorOf(e));
        showApiErrors(form, errorOf(e), apiFields(criteriaSet.active));
      }
    });
  }

  /** After every change: the draft is saved once the writer pauses (the form's values then, an upload may end later). */
  function edited() {
    if (editing) return;
    clearTimeout(autosave.current);
    autosave.current = setTimeout(() => {
      setError(null);
      saveDraft(form.getValues() as ReviewValues);
    }, AUTOSAVE_MS);
  }

  /** Before publishing: no autosave left to run, and the running one done. */
  async function settled() {
    clearTimeout(autosave.current);
    await saving.current;
  }

  return { form, editing, criteriaSet, saveState, error, setError, edited, settled };
}

type FieldsProps = { form: ReturnType<typeof useReviewForm>["form"]; active: readonly string[]; nameOf: (code: string) => string | null; edited: () => void };

/** The optional ratings of the criteria offered now. */
function CriteriaStars({ form, active, nameOf, edited }: FieldsProps) {
  const t = useTranslations("reviews.form");
  const tc = useTranslations("reviews.criteria");
  return (
    <fieldset className="form-fieldset">
      <legend>{t("criteriaTitle")}</legend>
      <div className="rv-criteria">
        {active.map((c) => (
          <Controller
            key={c}
            control={form.control}
            name={`criteria.${c}`}
            render={({ field, fieldState }) => (
              <StarInput
                label={nameOf(c) ?? tc(c as Criterion)}
                optional
                small
                value={field.value ?? null}
                onChange={(n) => (field.onChange(n), edited())}
                error={messagesOf(fieldState.error?.message)}
                testId={`criterion-${c}`}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The stars, texts and photos: each a field of the form; every change starts the autosave's wait again. */
function ReviewFields({ form, active, nameOf, edited }: FieldsProps) {
  const t = useTranslations("reviews.form");
  const needsBody = bodyRequired(form.watch("criteria"));
  return (
    <>
      <Controller
        control={form.control}
        name="overall"
        render={({ field, fieldState }) => (
          <StarInput
            label={t("overall")}
            value={field.value}
            onChange={(n) => (field.onChange(n), edited())}
            error={messagesOf(fieldState.error?.message)}
            testId="overall-stars"
          />
        )}
      />
      <CriteriaStars form={form} active={active} nameOf={nameOf} edited={edited} />
      <Controller
        control={form.control}
        name="title"
        render={({ field, fieldState }) => (
          <Field
            name="title"
            label={t("title")}
            required={false}
            maxLength={TITLE_MAX}
            value={field.value}
            onChange={(v) => (field.onChange(v), edited())}
            errors={messagesOf(fieldState.error?.message)}
            hint={t("titleHint")}
          />
        )}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <Field
            name="body"
            label={needsBody ? t("bodyNeeded") : t("body")}
            required={needsBody}
            multiline
            rows={6}
            maxLength={BODY_MAX}
            value={field.value}
            onChange={(v) => (field.onChange(v), edited())}
            errors={messagesOf(fieldState.error?.message)}
            hint={needsBody ? t("bodyNeededHint", { min: BODY_MIN }) : t("bodyHint", { min: BODY_MIN, max: BODY_MAX })}
          />
        )}
      />
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => <PhotoField value={field.value} onChange={(photos) => (field.onChange(photos), edited())} />}
      />
    </>
  );
}

export function ReviewForm({
  bookingId,
  review,
  onDone,
  source = "booking",
}: {
  /** The booking's id, or the order's with `source: "order"`. */
  bookingId: string;
  review: MyReviewView | null;
  onDone: (review: MyReviewView) => void;
  source?: ReviewSource;
}) {
  const t = useTranslations("reviews.form");
  const { form, editing, criteriaSet, saveState, error, setError, edited, settled } = useReviewForm(bookingId, review, source);
  const submit = useReviewWrite(source, [...REVIEW_DOMAINS]);
  const edit = useApiMutation("patch", "/reviews/{id}", { invalidates: REVIEW_DOMAINS });
  const [busy, setBusy] = useState(false);

  const publish = form.handleSubmit(async (values) => {
    setBusy(true);
    // Submitting writes the last changes and submits the booking's draft in one call (200, or 201 when no draft was saved yet).
    await settled();
    const body = bodyOf(values as ReviewValues, criteriaSet.active);
    const done = {
      onSuccess: (res: { data: MyReviewView }) => onDone(res.data),
      onError: (e: unknown) => {
        setError(errorOf(e));
        showApiErrors(form, errorOf(e), apiFields(criteriaSet.active));
      },
      onSettled: () => setBusy(false),
    };
    if (editing && review) edit.mutate({ path: { id: review.id }, body }, done);
    else submit.mutate({ path: { id: bookingId }, body: { ...body, submit: true } }, done);
  });

  const errorText = (e: ApiError) => {
    // The API's message says which gate or window closed (with its date) in the page's language; ours is the fallback.
    const known = KNOWN_ERRORS.find((code) => code === e.code);
    if (known && known !== "RATE_LIMITED" && e.message) return e.message;
    return known ? t(`errors.${known}`) : t("errors.generic");
  };
  const otherError = error && error.code !== "VALIDATION_FAILED" ? error : null;
  return (
    <form
      className="rv-form"
      onSubmit={(e) => {
        setError(null);
        return publish(e);
      }}
      noValidate
      data-testid="review-form"
      data-mode={editing ? "edit" : "draft"}
    >
      <ReviewFields form={form} active={criteriaSet.active} nameOf={criteriaSet.nameOf} edited={edited} />
      {!editing && (
        <p className="rv-saved" role="status" data-testid="review-autosave" data-state={saveState}>
          {saveState === "saving" ? t("saving") : saveState === "saved" ? t("saved") : saveState === "unsaved" ? t("unsaved") : t("autosaveHint")}
        </p>
      )}
      {otherError && <ErrorText testId="review-error">{errorText(otherError)}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={busy} data-testid="review-submit">
          {editing ? t("saveEdit") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
