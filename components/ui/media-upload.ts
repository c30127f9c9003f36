"use client";

import type { z } from "zod";
import { api, type ApiError } from "./api-client";
import type { confirmResultSchema, mediaSchema, presignResultSchema } from "@/server/media/schemas";

type Media = z.output<typeof mediaSchema>;

// The upload flow of the media module (docs/media.md): declare the file
// (POST /media), PUT the bytes to the signed URL, confirm, then wait for the
// asynchronous verification to end `ready` or `rejected`.

export type UploadPhase = "declaring" | "uploading" | "verifying";
export type UploadResult = { ok: true; media: Media } | { ok: false; error: ApiError } | { ok: false; rejected: Media } | { ok: false; timeout: true };

type Presign = z.output<typeof presignResultSchema>;

const POLL_MS = 800;
const POLL_LIMIT_MS = 90_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function uploadMedia(file: File, context: Media["context"], locale: string, onPhase?: (phase: UploadPhase) => void): Promise<UploadResult> {
  onPhase?.("declaring");
  const declared = await api<Presign>("/media", {
    method: "POST",
    locale,
    // An unknown type is declared as such: the API answers MEDIA_TYPE_NOT_ALLOWED with its own wording.
    body: { filename: file.name, mime_type: file.type || "application/octet-stream", size: file.size, context },
  });
  if (!declared.ok) return { ok: false, error: declared.error };
  const { media, upload } = declared.data;

  onPhase?.("uploading");
  const put = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file }).catch(() => null);
  if (!put || !put.ok) {
    const json = put ? await put.json().catch(() => null) : null;
    return { ok: false, error: json?.error ?? { code: "INTERNAL_ERROR", message: "", details: null } };
  }

  onPhase?.("verifying");
  const confirmed = await api<z.output<typeof confirmResultSchema>>(`/media/${media.id}/confirm`, { method: "POST", locale });
  if (!confirmed.ok) return { ok: false, error: confirmed.error };

  const started = Date.now();
  while (Date.now() - started < POLL_LIMIT_MS) {
    const current = await api<Media>(`/media/${media.id}`, { locale });
    if (!current.ok) return { ok: false, error: current.error };
    if (current.data.status === "ready") return { ok: true, media: current.data };
    if (current.data.status === "rejected") return { ok: false, rejected: current.data };
    await wait(POLL_MS);
  }
  return { ok: false, timeout: true };
}
