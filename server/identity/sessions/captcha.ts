import { captchaProvider, config } from "../../core/config";
// CAPTCHA verification behind an interface. Production: Cloudflare Turnstile
// (`CAPTCHA_PROVIDER=turnstile`, `TURNSTILE_SECRET`), verified server-side over
// HTTPS. Embedded default and tests: the `test` provider, which accepts only
// the token TEST_CAPTCHA_PASS.
export interface CaptchaVerifier {
  verify(token: string, ip: string): Promise<boolean>;
}

export const TEST_CAPTCHA_PASS = "test-captcha-pass";

export const testCaptcha: CaptchaVerifier = {
  async verify(token) {
    return token === TEST_CAPTCHA_PASS;
  },
};

export function turnstileCaptcha(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, ip) {
      try {
        const res = await fetchImpl("https://challenges.cloudflare.com/turnstile/v0/siteverify", {
          method: "POST",
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean };
        return res.ok && body.success === true;
      } catch {
        return false;
      }
    },
  };
}

export function captchaVerifier(): CaptchaVerifier {
  return captchaProvider() === "turnstile" ? turnstileCaptcha(config().TURNSTILE_SECRET!) : testCaptcha;
}
