"use client";

import { useId, type HTMLAttributes, type ReactNode } from "react";
import { ErrorText } from "./error-text";

// The one kit of labelled form controls (portals, admin and sign-in forms):
// the hint and the field's errors are tied to the control for assistive
// technology. Ids come from useId (a page can hold several forms with the same
// field names) unless the form gives one.

type Common = { name: string; label: string; errors?: string[]; hint?: ReactNode; required?: boolean };

function describedBy(id: string, errors?: string[], hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

function Extras({ id, errors, hint }: { id: string; errors?: string[]; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {errors?.length ? <ErrorText id={`${id}-error`}>{errors.join(" ")}</ErrorText> : null}
    </>
  );
}

export function Field({
  id: givenId,
  name,
  label,
  errors,
  hint,
  required = true,
  type = "text",
  defaultValue,
  value,
  onChange,
  dir,
  maxLength,
  minLength,
  autoComplete = "off",
  inputMode,
  placeholder,
  multiline = false,
  rows = 4,
  step,
  min,
  autoFocus,
  hintFirst = false,
}: Common & {
  /** A fixed id (the sign-in forms' fields are addressed by id); otherwise one from useId. */
  id?: string;
  type?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  dir?: "ltr" | "rtl" | "auto";
  maxLength?: number;
  minLength?: number;
  /** `null`: no autocomplete attribute at all. */
  autoComplete?: string | null;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  step?: string;
  min?: string;
  autoFocus?: boolean;
  /** The hint above the control (sign-in forms) instead of below it. */
  hintFirst?: boolean;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const shared = {
    id,
    name,
    required,
    dir,
    maxLength,
    minLength,
    placeholder,
    autoFocus,
    ...(value !== undefined ? { value } : { defaultValue }),
    onChange: onChange ? (e: { target: { value: string } }) => onChange(e.target.value) : undefined,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy(id, errors, hint),
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hintFirst && <Hint id={id} hint={hint} />}
      {multiline ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete ?? undefined} inputMode={inputMode} step={step} min={min} />
      )}
      <Extras id={id} errors={errors} hint={hintFirst ? undefined : hint} />
    </div>
  );
}

export function Select({
  name,
  label,
  errors,
  hint,
  required = true,
  options,
  defaultValue,
  value,
  onChange,
  placeholder,
}: Common & {
  /** `isName`: the label is a name (an event's title), not words of the page's language (components/ui/names.tsx). */
  options: { value: string; label: string; group?: string; isName?: boolean }[];
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const groups = [...new Set(options.map((o) => o.group ?? ""))];
  const render = (list: typeof options) =>
    list.map((o) => (
      <option key={o.value} value={o.value} data-name={o.isName ? "" : undefined}>
        {o.label}
      </option>
    ));
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        required={required}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errors, hint)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {groups.length > 1 || groups[0] !== ""
          ? groups.map((g) => (
              <optgroup key={g} label={g}>
                {render(options.filter((o) => (o.group ?? "") === g))}
              </optgroup>
            ))
          : render(options)}
      </select>
      <Extras id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function Checkbox({
  name,
  label,
  checked,
  defaultChecked,
  onChange,
  hint,
  disabled,
}: {
  name: string;
  label: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="form-field form-field--check">
      <input
        id={id}
        name={name}
        type="checkbox"
        disabled={disabled}
        {...(checked !== undefined ? { checked } : { defaultChecked })}
        onChange={onChange ? (e) => onChange(e.target.checked) : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint form-field__check-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
