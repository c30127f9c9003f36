import type { Prisma } from "../../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../../core/state-machine";

export type RsvpStatus = "pending" | "yes" | "no" | "maybe";
const ANY: RsvpStatus[] = ["pending", "yes", "no", "maybe"];

// A guest's answer: pending until the guest answers through the link; the
// guest may change it (and the head count) any time, so every answer is open
// from every status.
export const rsvpMachine = defineMachine({
  name: "event_guest",
  transitions: {
    accept: { from: ANY, to: "yes" },
    decline: { from: ANY, to: "no" },
    tentative: { from: ANY, to: "maybe" },
  },
  invalidStateError: "CONFLICT",
  read: async (tx, id) => {
    const row = await tx.eventGuest.findUnique({ where: { id }, select: { rsvpStatus: true } });
    return row && { status: row.rsvpStatus as RsvpStatus };
  },
  write: (tx, { id, from, to, data, where }: StatusWrite<RsvpStatus, Prisma.EventGuestUpdateManyMutationInput, Prisma.EventGuestWhereInput>) =>
    tx.eventGuest.updateMany({ where: { ...where, id, rsvpStatus: from }, data: { ...data, rsvpStatus: to } }),
});

export const MOVE_OF = { yes: "accept", no: "decline", maybe: "tentative" } as const;
