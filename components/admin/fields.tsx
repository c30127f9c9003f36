"use client";

import { useId, type ReactNode } from "react";

// Labelled form controls for the admin forms. Ids come from useId: one page
// holds several forms with a `reason` field each.

type Common = { name: string; label: string; errors?: string[]; required?: boolean; hint?: string };

function Described({ id, errors, hint, children }: { id: string; errors?: string[]; hint?: string; children: ReactNode }) {
  return (
    <>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, errors?: string[], hint?: string) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function TextField({
  name,
  label,
  errors,
  required = true,
  hint,
  type = "text",
  defaultValue,
  dir,
  autoComplete = "off",
  maxLength,
}: Common & { type?: string; defaultValue?: string; dir?: "ltr" | "rtl" | "auto"; autoComplete?: string; maxLength?: number }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <Described id={id} errors={errors} hint={hint}>
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          defaultValue={defaultValue}
          dir={dir}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, errors, hint)}
        />
      </Described>
    </div>
  );
}

export function ReasonField({ name = "reason", label, errors, required = true, hint }: Partial<Pick<Common, "name">> & Omit<Common, "name">) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <Described id={id} errors={errors} hint={hint}>
        <textarea
          id={id}
          name={name}
          rows={2}
          required={required}
          minLength={required ? 3 : undefined}
          maxLength={500}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, errors, hint)}
        />
      </Described>
    </div>
  );
}

export function SelectField({
  name,
  label,
  errors,
  required = true,
  hint,
  options,
  defaultValue,
  value,
  onChange,
}: Common & { options: { value: string; label: string }[]; defaultValue?: string; value?: string; onChange?: (value: string) => void }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <Described id={id} errors={errors} hint={hint}>
        <select
          id={id}
          name={name}
          required={required}
          defaultValue={value === undefined ? defaultValue : undefined}
          value={value}
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, errors, hint)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Described>
    </div>
  );
}

/** The end of an admin form: the saved notice (announced) and the submit button. */
export function SaveFooter({ notice, busy, label }: { notice: string | null; busy: boolean; label: string }) {
  return (
    <>
      {notice && (
        <p className="admin-success" role="status">
          {notice}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
