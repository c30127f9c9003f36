import type { MediaStatus, Prisma } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The media state machine (spec "States: Media"; illegal moves are 409
// CONFLICT): pending --confirm--> processing --accept--> ready, or --reject-->
// rejected. Unconfirmed pending rows are purged after 24 h (purge.ts deletes them).
export const mediaMachine = defineMachine({
  name: "media",
  transitions: {
    confirm: { from: ["pending"], to: "processing" },
    accept: { from: ["processing"], to: "ready" },
    reject: { from: ["processing"], to: "rejected" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.media.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<MediaStatus, Prisma.MediaUpdateManyMutationInput, Prisma.MediaWhereInput>) =>
    tx.media.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

/** Why verification refused a file (`reject_reason`). */
export type RejectReason = "not_uploaded" | "too_large" | "type_mismatch" | "malware" | "too_small" | "corrupt";
