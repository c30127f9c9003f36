import type { Prisma } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

export type EventStatus = "planning" | "cancelled";

// A customer's event (docs/decisions.md: the status beyond `planning` is
// ours): planning -> cancelled when the customer deletes it (refused while
// anything live hangs on it: checked by the caller). Cancelled is final.
export const eventMachine = defineMachine({
  name: "event",
  transitions: {
    cancel: { from: ["planning"], to: "cancelled" },
  },
  invalidStateError: "CONFLICT",
  read: async (tx, id) => {
    const row = await tx.event.findUnique({ where: { id }, select: { status: true } });
    return row && { status: row.status as EventStatus };
  },
  write: (tx, { id, from, to, data, where }: StatusWrite<EventStatus, Prisma.EventUpdateManyMutationInput, Prisma.EventWhereInput>) =>
    tx.event.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});
