import { hash, verify } from "@node-rs/argon2";

// Argon2id (algorithm 2) with the library defaults: m=19456 KiB, t=2, p=1,
// OWASP's recommended minimum.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verifying against this when the account does not exist keeps the time of
// a failed login the same whether or not the identifier is known.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password-0");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
