"use client";

import { useTranslations } from "next-intl";

// Client-side checks before a step moves on, with the API's own wording
// (messages `api.validation`). The server validates everything again; its
// answer is what counts.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Rule = {
  field: string;
  value: string | string[];
  required?: boolean;
  min?: number;
  max?: number;
  slug?: boolean;
  email?: boolean;
  url?: boolean;
};

export function useValidator() {
  const t = useTranslations("api.validation");
  return (rules: Rule[]): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    for (const r of rules) {
      const add = (message: string) => (errors[r.field] ??= []).push(message);
      if (Array.isArray(r.value)) {
        if (r.min !== undefined && r.value.length < r.min) add(t("array_min", { min: r.min }));
        else if (r.max !== undefined && r.value.length > r.max) add(t("array_max", { max: r.max }));
        continue;
      }
      const value = r.value.trim();
      if (!value) {
        if (r.required) add(t("required"));
        continue;
      }
      if (r.min !== undefined && [...value].length < r.min) add(t("string_min", { min: r.min }));
      else if (r.max !== undefined && [...value].length > r.max) add(t("string_max", { max: r.max }));
      else if (r.slug && !SLUG_PATTERN.test(value)) add(t("slug_format"));
      else if (r.email && !EMAIL_PATTERN.test(value)) add(t("email"));
      else if (r.url && !/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value)) add(t("url"));
    }
    return errors;
  };
}

/** A URL-safe slug suggestion from an English business name. */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}
