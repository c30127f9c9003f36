import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "../core/config";
import { storedSecret } from "../core/app-secret";
import { hasPermission } from "../identity/sessions/authenticate";
import { isLogMessagingActive } from "../messaging/send";

// Who may read the development outbox. It holds OTP codes and password-reset
// links of every account, so it is never open to the public: a reader
// presents the outbox key (generated once, kept in the database, printed at
// start and written to `<DATA_DIR>/dev-outbox-key`) or is a Super Admin.
// With a real email or SMS provider the outbox does not exist at all.

export const OUTBOX_KEY_HEADER = "x-outbox-key";
const KEY_FILE = "dev-outbox-key";
// Only the Super Admin's "*" grant holds this; no role lists it.
const READ_PERMISSION = "dev.outbox.read";

let cached: string | undefined;

export async function devOutboxKey(): Promise<string> {
  if (cached) return cached;
  cached = await storedSecret("dev_outbox_key", () => randomBytes(24).toString("base64url"));
  return cached;
}

/** Whether this caller may read the outbox: the right key, or a signed-in Super Admin. */
export async function mayReadOutbox(presentedKey: string | null | undefined, userId: string | undefined): Promise<boolean> {
  if (!isLogMessagingActive()) return false;
  if (presentedKey) {
    const expected = Buffer.from(await devOutboxKey());
    const given = Buffer.from(presentedKey);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return userId !== undefined && hasPermission(userId, READ_PERMISSION);
}

/** Start-up log line: whether the outbox exists and how to read it; writes the key file for local tools (e2e). */
export async function announceDevOutbox(): Promise<void> {
  if (!isLogMessagingActive()) {
    console.log("[outbox] real delivery configured (MAIL_PROVIDER/SMS_PROVIDER): the development outbox is off.");
    return;
  }
  const key = await devOutboxKey();
  const dir = config().DATA_DIR;
  let where = "";
  if (!dir.includes("://")) {
    const file = path.join(dir, KEY_FILE);
    await mkdir(dir, { recursive: true });
    await writeFile(file, `${key}\n`, { mode: 0o600 });
    where = ` (also in ${file})`;
  }
  console.log(
    `[outbox] log provider: email, SMS and push are stored, not sent. Read them at /api/v1/dev/outbox with header ` +
      `X-Outbox-Key: ${key}${where}, or at /dev/outbox?key=<key>, or signed in as a Super Admin.`,
  );
}
