import { PUBLIC_HTTPS, type OutboundPolicy } from "../core/outbound-http";
import { isPublicAddress } from "../core/public-address";
import { testSwitchOn } from "../core/test-switches";

// Where webhooks may go: https on public addresses, checked at registration
// and before every attempt (core/outbound-http.ts). WEBHOOKS_ALLOW_LOOPBACK=1
// also allows plain http to 127.0.0.1 and ::1, for a receiver a test starts
// on this machine; never in a production deployment (server/core/test-switches.ts).

// The exact text only: 127.0.0.1 written as IPv6 (::ffff:7f00:1, 2002:7f00:1::)
// stays refused, as in production.
const LOOPBACK = new Set(["127.0.0.1", "::1"]);

export function webhookPolicy(): OutboundPolicy {
  if (!testSwitchOn("WEBHOOKS_ALLOW_LOOPBACK")) return PUBLIC_HTTPS;
  return { allowHttp: true, allowedAddress: (address) => LOOPBACK.has(address) || isPublicAddress(address) };
}
