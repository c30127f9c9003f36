import { defineMachine } from "../core/state-machine";
import type { Tx } from "../core/db/client";

// Status moves of endpoints and deliveries, through the one transition helper
// (core/state-machine.ts): a conditional update on the status read.

export type EndpointStatus = "active" | "disabled";
type EndpointData = { disabledAt?: Date | null; disabledReason?: string | null; failingSince?: Date | null };

export const endpointMachine = defineMachine<EndpointStatus, "disable" | "enable", EndpointData>({
  name: "webhook_endpoint",
  transitions: {
    disable: { from: ["active"], to: "disabled" },
    enable: { from: ["disabled"], to: "active" },
  },
  invalidStateError: "CONFLICT",
  read: (tx: Tx, id) => tx.webhookEndpoint.findUnique({ where: { id }, select: { status: true } }) as Promise<{ status: EndpointStatus } | null>,
  write: (tx: Tx, { id, from, to, data }) => tx.webhookEndpoint.updateMany({ where: { id, status: from }, data: { ...data, status: to } }),
});

export type DeliveryStatus = "pending" | "succeeded" | "failed";
type DeliveryData = { nextAttemptAt?: Date | null; deliveredAt?: Date | null; lastError?: string | null };

export const deliveryMachine = defineMachine<DeliveryStatus, "succeed" | "give_up" | "resend", DeliveryData>({
  name: "webhook_delivery",
  transitions: {
    succeed: { from: ["pending"], to: "succeeded" },
    give_up: { from: ["pending"], to: "failed" },
    resend: { from: ["succeeded", "failed"], to: "pending" },
  },
  invalidStateError: "CONFLICT",
  read: (tx: Tx, id) => tx.webhookDelivery.findUnique({ where: { id }, select: { status: true } }) as Promise<{ status: DeliveryStatus } | null>,
  write: (tx: Tx, { id, from, to, data }) => tx.webhookDelivery.updateMany({ where: { id, status: from }, data: { ...data, status: to } }),
});
