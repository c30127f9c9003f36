"use client";

/** `{reason}` when one was typed; a blank reason is left out so the API answers "required". */
export function reasonBody(value: FormDataEntryValue | null): { reason?: string } {
  const reason = String(value ?? "").trim();
  return reason ? { reason } : {};
}
