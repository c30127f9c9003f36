import webpush from "web-push";
import { storedSecret } from "../core/app-secret";
import { config, type Config } from "../core/config";

// The VAPID identity (RFC 8292) that signs every Web Push request. Production
// sets VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (the production
// guard asks for them); the embedded default generates a pair once and keeps
// it in `app_secrets` like its other secrets, so browsers subscribed with the
// public key keep receiving after a restart and on every instance.

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** Whether the key pair comes from the configuration (else the stored generated one). */
export function vapidConfigured(c: Config = config()): boolean {
  return Boolean(c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY);
}

/** The contact push services may write to: VAPID_SUBJECT, else the sender address of MAIL_FROM. */
function subjectOf(c: Config): string {
  if (c.VAPID_SUBJECT) return c.VAPID_SUBJECT;
  // MAIL_FROM may be `Name <address>`.
  const address = /<([^>]+)>/.exec(c.MAIL_FROM)?.[1] ?? c.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

export async function vapidDetails(): Promise<VapidDetails> {
  const c = config();
  if (c.VAPID_PUBLIC_KEY || c.VAPID_PRIVATE_KEY) {
    // Half a pair would sign with a key the browsers never saw.
    if (!vapidConfigured(c)) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
    return { subject: subjectOf(c), publicKey: c.VAPID_PUBLIC_KEY!, privateKey: c.VAPID_PRIVATE_KEY! };
  }
  const stored = JSON.parse(await storedSecret("vapid_keys", () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
  return { subject: subjectOf(c), publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** The key browsers subscribe with (`applicationServerKey`), base64url. */
export async function vapidPublicKey(): Promise<string> {
  return (await vapidDetails()).publicKey;
}
