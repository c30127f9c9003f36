import type { Criteria } from "./types";

// The review's field rules the form explains before the API checks them
// (spec "Review": body 10-2,000 chars, required once a criterion is under 3).

export const BODY_MIN = 10;
export const BODY_MAX = 2000;
export const TITLE_MAX = 80;
export const REPLY_MIN = 10;
export const REPLY_MAX = 1000;
export const MAX_PHOTOS = 5;

export function bodyRequired(criteria: Criteria | Record<string, number | null | undefined>): boolean {
  return Object.values(criteria).some((r) => r !== null && r !== undefined && r < 3);
}
