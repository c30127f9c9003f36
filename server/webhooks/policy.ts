import { config } from "../core/config";
import { PUBLIC_HTTPS, type OutboundPolicy } from "../core/outbound-http";
import { isPublicAddress } from "../core/public-address";

// Where webhooks may go: https on public addresses, checked at registration
// and before every attempt (core/outbound-http.ts). WEBHOOKS_ALLOW_LOOPBACK=1
// also allows plain http to 127.0.0.1 and ::1, for a receiver a test starts
// on this machine; a production deployment refuses to start with it
// (server/core/production-guard.ts).

// The exact text only: 127.0.0.1 written as IPv6 (::ffff:7f00:1, 2002:7f00:1::)
// stays refused, as in production.
const LOOPBACK = new Set(["127.0.0.1", "::1"]);

export function webhookPolicy(): OutboundPolicy {
  if (config().WEBHOOKS_ALLOW_LOOPBACK !== "1") return PUBLIC_HTTPS;
  return { allowHttp: true, allowedAddress: (address) => LOOPBACK.has(address) || isPublicAddress(address) };
}
