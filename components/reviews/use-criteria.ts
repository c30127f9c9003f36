"use client";

import { useApiQuery } from "@/components/ui/use-api";
import { CRITERIA } from "./types";

// The review criteria set (GET /review-criteria, managed by the Super Admin):
// the form offers the active ones; ratings and averages of any criterion,
// retired ones too, are labelled with its name. Until it loads, the built-in
// three (labelled from the messages) stand in. Reference data: fresh for minutes.

const STALE_MS = 5 * 60_000;

export function useReviewCriteria() {
  const query = useApiQuery("/review-criteria", {}, { staleTime: STALE_MS });
  const all = query.data?.data ?? null;
  return {
    /** Codes a review may rate now, in display order. */
    active: all ? all.filter((c) => c.active).map((c) => c.code) : [...CRITERIA],
    /** Codes in display order, retired ones too. */
    ordered: all ? all.map((c) => c.code) : [...CRITERIA],
    /** The criterion's name; null for a built-in one not loaded yet (the caller uses its message). */
    nameOf: (code: string): string | null => all?.find((c) => c.code === code)?.name ?? null,
  };
}
