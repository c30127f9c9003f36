import { randomBytes } from "node:crypto";
import { storedSecret } from "../../core/app-secret";
import { config } from "../../core/config";

// The key that signs access tokens and links. Production sets AUTH_SECRET
// (shared by all instances); the embedded default generates one once and
// keeps it in the database, so tokens survive restarts.
let cached: Uint8Array | undefined;

export async function authSecret(): Promise<Uint8Array> {
  if (cached) return cached;
  const fromEnv = config().AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("AUTH_SECRET must be at least 32 characters");
    cached = new TextEncoder().encode(fromEnv);
    return cached;
  }
  cached = new TextEncoder().encode(await storedSecret("auth_secret", () => randomBytes(48).toString("base64url")));
  return cached;
}
