"use client";

import type { HTMLAttributes } from "react";

type Props = {
  name: string;
  label: string;
  /** Defaults to `name`; set it when two forms on one page share a field name. */
  id?: string;
  type?: string;
  autoComplete?: string;
  errors?: string[];
  required?: boolean;
  dir?: "ltr" | "rtl" | "auto";
  defaultValue?: string;
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  autoFocus?: boolean;
};

/** A labelled input with its hint and field errors announced to assistive technology. */
export function FormField({ name, label, id = name, type = "text", autoComplete, errors, required = true, dir, defaultValue, hint, inputMode, maxLength, autoFocus }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        dir={dir}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {errors?.length ? (
        <p id={errorId} className="form-field__error" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
