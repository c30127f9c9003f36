// The review windows (spec Limits "Review window"): a review may be written
// for 90 days after the booking is completed; its author edits or deletes it
// within 7 days of publishing; the vendor edits its reply within 7 days of
// posting; a hidden review is appealed once within 14
// days of being hidden. Every check asks the injectable clock.

export const DAY_MS = 86_400_000;

export const REVIEW_WINDOW_DAYS = 90;
export const EDIT_WINDOW_DAYS = 7;
export const APPEAL_WINDOW_DAYS = 14;
export const REPLY_EDIT_DAYS = 7;

const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** When the booking's review window closes. */
export const reviewWindowCloses = (completedAt: Date) => plusDays(completedAt, REVIEW_WINDOW_DAYS);

/** The end of the author's edit and delete window. */
export const editableUntil = (publishedAt: Date) => plusDays(publishedAt, EDIT_WINDOW_DAYS);

/** The end of the appeal window of a hidden review. */
export const appealUntil = (hiddenAt: Date) => plusDays(hiddenAt, APPEAL_WINDOW_DAYS);

/** The end of the vendor's reply edit window. */
export const replyEditableUntil = (reply: { createdAt: Date }) => plusDays(reply.createdAt, REPLY_EDIT_DAYS);
