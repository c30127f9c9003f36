import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, validationFailed } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { appUrl } from "../core/app-url";
import { checkDeclaration, MEDIA_POLICIES, type MediaContext } from "./policy";
import type { PresignInput } from "./schemas";
import { signedQuery, UPLOAD_URL_TTL_SEC } from "./signing";
import { mediaStorage } from "./storage";
import { mediaView } from "./views";

/** Where an object lives: visibility and context in the key, so a bucket policy can open `public/` alone. */
export function storageKeyFor(id: string, context: MediaContext): string {
  return `${MEDIA_POLICIES[context].visibility}/${context}/${id}`;
}

/** Number of files attached (claimed) to a subject in a context. */
export async function attachedCount(context: MediaContext, subjectId: string, excludeId?: string): Promise<number> {
  return db.media.count({ where: { context, subjectId, status: "ready", ...(excludeId ? { id: { not: excludeId } } : {}) } });
}

/**
 * POST /media: checks the declaration against the context's policy, records
 * a `pending` media row and returns where to PUT the bytes (15 minutes).
 */
export async function createUpload(input: PresignInput, ctx: RequestContext) {
  const problem = checkDeclaration(input.context, { filename: input.filename, mimeType: input.mime_type, size: input.size });
  const policy = MEDIA_POLICIES[input.context];
  if (problem === "type_not_allowed") {
    throw new AppError("MEDIA_TYPE_NOT_ALLOWED", {
      message: {
        en: `Allowed types for ${input.context}: ${policy.mimeTypes.join(", ")}.`,
        ar: `الأنواع المسموحة لـ ${input.context}: ${policy.mimeTypes.join("، ")}.`,
      },
    });
  }
  if (problem === "extension_mismatch") {
    throw new AppError("MEDIA_TYPE_NOT_ALLOWED", {
      message: { en: "The file name extension does not match the declared mime type.", ar: "امتداد اسم الملف لا يطابق نوع mime المُعلَن." },
    });
  }
  if (problem === "too_large") {
    throw new AppError("MEDIA_TOO_LARGE", {
      message: {
        en: `Files for ${input.context} may be at most ${policy.maxBytes} bytes.`,
        ar: `الحد الأقصى لحجم ملفات ${input.context} هو ${policy.maxBytes} بايت.`,
      },
    });
  }
  // subject_id is only an early check: the file is attached when the owning module claims it.
  if (input.subject_id && policy.maxPerSubject !== null && (await attachedCount(input.context, input.subject_id)) >= policy.maxPerSubject) {
    throw validationFailed({ subject_id: ["validation.media_limit_reached"] });
  }

  const id = newId();
  const row = await db.media.create({
    data: {
      id,
      ownerUserId: callerId(ctx),
      context: input.context,
      visibility: policy.visibility,
      filename: input.filename,
      declaredMime: input.mime_type,
      declaredSize: input.size,
      storageKey: storageKeyFor(id, input.context),
      status: "pending",
      createdAt: now(),
    },
  });
  const expiresAt = new Date(now().getTime() + UPLOAD_URL_TTL_SEC * 1000);
  const direct = await mediaStorage().presignUpload(row.storageKey, {
    contentType: row.declaredMime,
    size: row.declaredSize,
    expiresInSec: UPLOAD_URL_TTL_SEC,
  });
  const upload = direct ?? {
    url: appUrl(`/api/v1/media/${id}/upload?${(await signedQuery(id, "PUT", UPLOAD_URL_TTL_SEC)).query}`),
    headers: { "Content-Type": row.declaredMime },
  };
  return { media: await mediaView(row), upload: { url: upload.url, method: "PUT" as const, headers: upload.headers, expires_at: expiresAt.toISOString() } };
}
