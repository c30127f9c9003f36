import type { Prisma, ServiceStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The service state machine (docs/decisions.md "Service publishing"): every
// status change of a service goes through `serviceMachine`; anything else is
// a 409 CONFLICT.
export const serviceMachine = defineMachine({
  name: "service",
  transitions: {
    publish: { from: ["draft"], to: "published" },
    unpublish: { from: ["published"], to: "draft" },
    archive: { from: ["draft", "published"], to: "archived" },
    restore: { from: ["archived"], to: "draft" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.service.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<ServiceStatus, Prisma.ServiceUpdateManyMutationInput, Prisma.ServiceWhereInput>) =>
    tx.service.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});
