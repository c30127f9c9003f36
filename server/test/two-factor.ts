import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { call } from "./http";
import { bearer } from "./identity";

// Two-factor helpers: the code an authenticator app would show, computed with
// the library from the secret, and a user enrolled through the real endpoints.

/** The app's code for `secret` at the (frozen) clock, `steps` 30-second steps later. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: now().getTime() + steps * 30_000 });
}

/** Moves the frozen clock to the next 30-second step, so the app shows a new code. */
export function nextStep(): void {
  freezeClock(new Date(now().getTime() + 30_000));
}

/** Enrolls the signed-in user (start + confirm); returns the secret and the recovery codes. */
export async function enrollTotp(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call("/me/2fa/totp", { method: "POST", headers: bearer(token, "en") });
  expect(started.status).toBe(200);
  const secret = started.json.data.secret as string;
  const confirmed = await call("/me/2fa/totp/confirm", { method: "POST", headers: bearer(token, "en"), body: { code: totpCode(secret) } });
  expect(confirmed.status).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.json.data.recovery_codes };
}
