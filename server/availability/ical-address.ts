import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "../core/public-address";

// Where an imported calendar may be fetched from (docs/availability.md "iCal"):
// only public addresses (core/public-address.ts). A host name is refused when ANY of its
// addresses is not public (a host that resolves to a public and a private
// address could be steered to the private one).

export type AddressCheck = (address: string) => boolean;

export class AddressRefused extends Error {
  constructor(readonly host: string) {
    super("address_refused");
  }
}

/**
 * Every address of `host` (an IP literal is its own address), refusing the host
 * when one of them fails `allowed`. The caller connects to the first one: the
 * address checked is the address used (no second lookup to rebind).
 */
export async function resolveAllowed(host: string, allowed: AddressCheck = isPublicAddress): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const literal = isIP(bare);
  const addresses = literal ? [{ address: bare, family: literal }] : await lookup(bare, { all: true, verbatim: true });
  if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) throw new AddressRefused(bare);
  return { address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
