"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";

// Stars shown and chosen. The chooser is a native radio group: arrow keys
// move and choose (the browser flips left/right on Arabic pages), Tab leaves
// the group, and the focused star carries a visible ring. Each star's name
// reads "4 of 5" in the page's language.

const VALUES = [1, 2, 3, 4, 5] as const;

/** A read-only rating: five stars with the value spoken once. */
export function Stars({ value, testId }: { value: number; testId?: string }) {
  const t = useTranslations("reviews.stars");
  const full = Math.round(value);
  return (
    <span className="rv-stars" role="img" aria-label={t("of", { value })} data-testid={testId} data-value={value}>
      {VALUES.map((n) => (
        <span key={n} className={n <= full ? "rv-stars__on" : "rv-stars__off"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

export function StarInput({
  label,
  value,
  onChange,
  optional = false,
  small = false,
  error,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  optional?: boolean;
  small?: boolean;
  error?: string[];
  testId: string;
}) {
  const t = useTranslations("reviews.stars");
  const name = useId();
  return (
    <fieldset
      className={small ? "rv-star-input rv-star-input--small" : "rv-star-input"}
      data-testid={testId}
      data-value={value ?? ""}
      aria-invalid={error?.length ? true : undefined}
    >
      <legend>
        {label}
        {optional && <span className="rv-optional"> {t("optional")}</span>}
      </legend>
      <div className="rv-star-input__row">
        {VALUES.map((n) => (
          <label key={n} className={value !== null && n <= value ? "rv-star rv-star--on" : "rv-star"}>
            <input
              type="radio"
              className="rv-star__radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t("of", { value: n })}
              data-testid={`${testId}-${n}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      <div className="rv-star-input__under">
        <output className="rv-star-input__value" aria-hidden="true">
          {value === null ? t("none") : t("of", { value })}
        </output>
        {optional && value !== null && (
          <Button variant="link" onClick={() => onChange(null)}>
            {t("clear")}
          </Button>
        )}
      </div>
      {error?.length ? <ErrorText>{error.join(" ")}</ErrorText> : null}
    </fieldset>
  );
}
