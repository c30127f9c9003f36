import * as catalog from "../catalog/api";
import type { AnyEndpoint } from "../core/http/endpoint";
import * as identity from "../identity/api";
import * as messagingOutbox from "../messaging/outbox-api";

// Every module's endpoints, for the OpenAPI document. A module that adds
// endpoints adds its `api.ts` here.
export const endpointModules: Record<string, AnyEndpoint>[] = [catalog, identity, messagingOutbox];

export function allEndpoints(): AnyEndpoint[] {
  return endpointModules.flatMap((m) => Object.values(m));
}
