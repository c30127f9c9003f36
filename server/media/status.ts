import type { MediaStatus } from "../core/db/generated/client";

// The media state machine (spec "States: Media"): one table, every change goes through it.
// pending --confirm--> processing --verify--> ready | rejected. Unconfirmed pending rows are purged after 24 h.
export const MEDIA_TRANSITIONS: Record<MediaStatus, readonly MediaStatus[]> = {
  pending: ["processing"],
  processing: ["ready", "rejected"],
  ready: [],
  rejected: [],
};

export function canMove(from: MediaStatus, to: MediaStatus): boolean {
  return MEDIA_TRANSITIONS[from].includes(to);
}

/** Why verification refused a file (`reject_reason`). */
export type RejectReason = "not_uploaded" | "too_large" | "type_mismatch" | "malware" | "too_small" | "corrupt";
