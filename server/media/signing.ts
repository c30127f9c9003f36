import { createHmac, timingSafeEqual } from "node:crypto";
import { now } from "../core/clock";
import { AppError } from "../core/errors";
import { authSecret } from "../identity/sessions/secrets";

// URLs the app signs itself (local storage): the upload PUT and private file
// GETs. HMAC-SHA256 over method, media id and expiry with the app secret.

export const UPLOAD_URL_TTL_SEC = 15 * 60;
export const PRIVATE_URL_TTL_SEC = 5 * 60;

type Method = "GET" | "PUT";

async function mac(id: string, method: Method, expires: number): Promise<Buffer> {
  return createHmac("sha256", await authSecret())
    .update(`media\n${method}\n${id}\n${expires}`)
    .digest();
}

export const nowSeconds = () => Math.floor(now().getTime() / 1000);

export async function signMedia(id: string, method: Method, expires: number): Promise<string> {
  return (await mac(id, method, expires)).toString("base64url");
}

/** The query string of a signed link valid `ttlSec` from now. */
export async function signedQuery(id: string, method: Method, ttlSec: number): Promise<{ query: string; expires: number }> {
  const expires = nowSeconds() + ttlSec;
  return { query: `expires=${expires}&signature=${await signMedia(id, method, expires)}`, expires };
}

/** 403 unless the signature is the app's for this media, method and expiry, and the expiry has not passed. */
export async function assertSigned(id: string, method: Method, link: { expires: number; signature: string }): Promise<void> {
  const expected = await mac(id, method, link.expires);
  const given = Buffer.from(link.signature, "base64url");
  // Constant-time compare (lengths first: timingSafeEqual needs equal lengths).
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("FORBIDDEN", { message: { en: "The link signature is not valid.", ar: "توقيع الرابط غير صالح." } });
  }
  if (link.expires <= nowSeconds()) {
    throw new AppError("FORBIDDEN", {
      message:
        method === "PUT"
          ? { en: "The upload URL has expired; request a new one with POST /media.", ar: "انتهت صلاحية رابط الرفع؛ اطلب رابطًا جديدًا عبر POST /media." }
          : {
              en: "The file link has expired; fetch the media again for a fresh link.",
              ar: "انتهت صلاحية رابط الملف؛ اطلب الملف من جديد للحصول على رابط جديد.",
            },
    });
  }
}
