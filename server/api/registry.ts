import * as catalog from "../catalog/api";
import type { AnyEndpoint } from "../core/http/endpoint";
import * as identity from "../identity/api";
import * as identityAdmin from "../identity/admin-api";
import * as messagingOutbox from "../messaging/outbox-api";
import * as identityPassword from "../identity/password-api";
import * as identityVerification from "../identity/verification-api";
import * as identityMe from "../identity/me-api";
import * as identitySocial from "../identity/social-api";

// Every module's endpoints, for the OpenAPI document. A module that adds
// endpoints adds its `api.ts` here.
export const endpointModules: Record<string, AnyEndpoint>[] = [catalog, identity, messagingOutbox, identityPassword, identityAdmin, identityVerification, identityMe, identitySocial];

export function allEndpoints(): AnyEndpoint[] {
  return endpointModules.flatMap((m) => Object.values(m));
}
