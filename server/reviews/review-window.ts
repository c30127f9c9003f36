// The review window (spec Limits): it opens when the booking is completed
// and stays open 90 days.

export const REVIEW_WINDOW_DAYS = 90;
export const DAY_MS = 86_400_000;

/** The instant a completed booking can no longer be reviewed. */
export function reviewWindowClosesAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}
