"use client";

type Props = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  errors?: string[];
  required?: boolean;
  dir?: "ltr" | "rtl" | "auto";
};

/** A labelled input with its field errors announced to assistive technology. */
export function FormField({ name, label, type = "text", autoComplete, errors, required = true, dir }: Props) {
  const errorId = `${name}-error`;
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        dir={dir}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      />
      {errors?.length ? (
        <p id={errorId} className="form-field__error" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
