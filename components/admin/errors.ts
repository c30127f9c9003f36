"use client";

import { z } from "zod";

/** `{reason}` when one was typed; a blank reason is left out so the API answers "required". */
export function reasonBody(value: FormDataEntryValue | null): { reason?: string } {
  const reason = String(value ?? "").trim();
  return reason ? { reason } : {};
}

/** The admin endpoints' audit reason (3–500 characters); blank reads "required", as the API says it. */
export const reasonSchema = z.string().trim().min(1, "validation.required").min(3).max(500);
