import { accepted, created, noContent, ok } from "../core/http/envelope";
import { defineEndpoint } from "../core/http/endpoint";
import { confirmUpload, ownMediaOrThrow } from "./confirm";
import { createUpload } from "./presign";
import { confirmResultSchema, fileQuery, mediaIdParams, mediaSchema, presignBody, presignResultSchema, signedLinkQuery } from "./schemas";
import { openMediaFile } from "./serve";
import { receiveUpload } from "./upload";
import { mediaView } from "./views";

// Uploads: declare (pre-sign), PUT the bytes, confirm, then read the verified
// file. Only endpoints are exported (server/api/registry.ts lists them).

export const presignMedia = defineEndpoint({
  method: "POST",
  path: "/media",
  summary:
    "Declare an upload (filename, mime type, size, context): a `pending` media record and a signed PUT URL valid 15 minutes. 422 MEDIA_TYPE_NOT_ALLOWED / MEDIA_TOO_LARGE on policy failure; 60 per hour per user.",
  tags: ["Media"],
  auth: "user",
  body: presignBody,
  response: presignResultSchema,
  successStatus: 201,
  rateLimits: ["media_presign"],
  handler: async ({ body, ctx }) => {
    const result = await createUpload(body, ctx);
    return created(result, `/api/v1/media/${result.media.id}`);
  },
});

export const uploadMedia = defineEndpoint({
  method: "PUT",
  path: "/media/{id}/upload",
  summary:
    "Upload the bytes to the signed URL from POST /media (local storage; the URL is the credential). Body: the raw file with the declared Content-Type, at most the declared size. 204; 403 for an expired or forged URL.",
  tags: ["Media"],
  auth: "public",
  params: mediaIdParams,
  query: signedLinkQuery,
  successStatus: 204,
  handler: async ({ params, query, request }) => {
    await receiveUpload(params.id, query, request);
    return noContent();
  },
});

export const confirmMedia = defineEndpoint({
  method: "POST",
  path: "/media/{id}/confirm",
  summary:
    "Confirm an own upload: 202 with status `processing`; verification (type, size, dimensions, malware, re-encoding) runs asynchronously and ends `ready` or `rejected`.",
  tags: ["Media"],
  auth: "user",
  params: mediaIdParams,
  response: confirmResultSchema,
  successStatus: 202,
  handler: async ({ params, ctx }) => accepted(await confirmUpload(params.id, ctx)),
});

export const getMedia = defineEndpoint({
  method: "GET",
  path: "/media/{id}",
  summary: "An own media record; `url` once ready (stable for public contexts, signed for 5 minutes for private ones).",
  tags: ["Media"],
  auth: "user",
  params: mediaIdParams,
  response: mediaSchema,
  handler: async ({ params, ctx }) => ok(await mediaView(await ownMediaOrThrow(params.id, ctx))),
});

export const getMediaFile = defineEndpoint({
  method: "GET",
  path: "/media/{id}/file",
  summary:
    "The file itself (not JSON). Public files: no credential, cached long. Private files: `expires` and `signature` from a signed URL (403 once expired).",
  tags: ["Media"],
  auth: "public",
  params: mediaIdParams,
  query: fileQuery,
  baseBucket: "media_file",
  handler: async ({ params, query }) => {
    const file = await openMediaFile(params.id, query);
    return { status: 200, stream: file.body, headers: file.headers };
  },
});
