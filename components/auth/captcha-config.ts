"use server";

import { captchaProvider, config } from "@/server/core/config";
import { TEST_CAPTCHA_PASS } from "@/server/identity/sessions/captcha";

/** What the sign-in form needs to render the CAPTCHA step; public values only. */
export type CaptchaConfig = { provider: "turnstile"; siteKey: string | null } | { provider: "test"; testToken: string };

/**
 * Asked by the login form once the API answers `captcha_required` (a server
 * action, so the provider is read from this server's environment at request
 * time, not baked into the client bundle at build time).
 */
export async function loadCaptchaConfig(): Promise<CaptchaConfig> {
  if (captchaProvider() === "turnstile") return { provider: "turnstile", siteKey: config().TURNSTILE_SITE_KEY ?? null };
  // The test provider accepts one fixed token (server/identity/sessions/captcha.ts); telling it reveals nothing.
  return { provider: "test", testToken: TEST_CAPTCHA_PASS };
}
