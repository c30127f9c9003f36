import type { CategoryStatus, Prisma, ServiceStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The category state machine (spec States "Category"; illegal moves are 409
// CONFLICT): active -> inactive (hidden from browse and search, associations
// kept), inactive -> active, inactive -> archived (only without vendor
// associations: checked by the caller, which knows the counts). Archived is final.
export const categoryMachine = defineMachine({
  name: "category",
  transitions: {
    deactivate: { from: ["active"], to: "inactive" },
    activate: { from: ["inactive"], to: "active" },
    archive: { from: ["inactive"], to: "archived" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.category.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<CategoryStatus, Prisma.CategoryUpdateManyMutationInput, Prisma.CategoryWhereInput>) =>
    tx.category.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

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
