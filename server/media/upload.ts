import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { assertSigned } from "./signing";
import { mediaStorage } from "./storage";
import { LocalStorage, UploadTooLargeError } from "./storage/local";

const baseType = (value: string | null) => value?.split(";")[0].trim().toLowerCase() ?? null;

/**
 * PUT /media/{id}/upload (local storage only; S3 uploads go to the bucket):
 * the signed URL is the credential. The body is streamed to disk and refused
 * at the first byte past the declared size.
 */
export async function receiveUpload(id: string, link: { expires: number; signature: string }, request: Request): Promise<void> {
  const storage = mediaStorage();
  if (!(storage instanceof LocalStorage)) throw notFound();
  await assertSigned(id, "PUT", link);
  const row = await db.media.findUnique({ where: { id } });
  if (!row) throw notFound(); // purged, or never existed
  if (row.status !== "pending") {
    throw new AppError("CONFLICT", {
      message: {
        en: "This upload was already confirmed; request a new upload URL for another file.",
        ar: "أُكّد هذا الرفع من قبل؛ اطلب رابط رفع جديدًا لملف آخر.",
      },
    });
  }

  const contentType = baseType(request.headers.get("content-type"));
  if (contentType && contentType !== row.declaredMime) {
    throw new AppError("MEDIA_TYPE_NOT_ALLOWED", {
      message: { en: `The Content-Type must be the declared ${row.declaredMime}.`, ar: `يجب أن تكون قيمة Content-Type هي النوع المُعلَن ${row.declaredMime}.` },
    });
  }
  const tooLarge = () =>
    new AppError("MEDIA_TOO_LARGE", {
      message: {
        en: `The upload is larger than the declared ${row.declaredSize} bytes.`,
        ar: `الملف المرفوع أكبر من الحجم المُعلَن (${row.declaredSize} بايت).`,
      },
    });
  const length = request.headers.get("content-length");
  if (length !== null && Number(length) > row.declaredSize) throw tooLarge();
  if (!request.body) throw new AppError("BAD_REQUEST", { message: { en: "The request has no body.", ar: "لا يحتوي الطلب على جسم." } });
  try {
    await storage.receive(row.storageKey, request.body, row.declaredSize);
  } catch (e) {
    if (e instanceof UploadTooLargeError) throw tooLarge();
    throw e;
  }
}
