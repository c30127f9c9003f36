import { AppError } from "../core/errors";
import type { ServiceStatusName } from "./service-schemas";

// The service state machine, in one table. Every status change of a service
// goes through `assertServiceTransition`; anything else is a 409.
export const SERVICE_TRANSITIONS: Record<ServiceStatusName, readonly ServiceStatusName[]> = {
  draft: ["published", "archived"], // publish, archive
  published: ["draft", "archived"], // unpublish, archive
  archived: ["draft"], // restore
};

export function canTransitionService(from: ServiceStatusName, to: ServiceStatusName): boolean {
  return SERVICE_TRANSITIONS[from].includes(to);
}

export function assertServiceTransition(from: ServiceStatusName, to: ServiceStatusName): void {
  if (!canTransitionService(from, to)) {
    throw new AppError("CONFLICT", { message: `A ${from} service cannot become ${to}.` });
  }
}
