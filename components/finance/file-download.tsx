"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";

// A file from the API saved with a progress bar: the body is read chunk by
// chunk; with a Content-Length the bar shows the share received, without one
// it is indeterminate. The finished bytes are saved under the server's name.

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? fallback;
}

async function readAll(res: Response, onProgress: (received: number) => void): Promise<Blob> {
  const type = res.headers.get("Content-Type") ?? "application/octet-stream";
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function FileDownload({ path, label, fallbackName, testId }: { path: string; label: string; fallbackName: string; testId: string }) {
  const t = useTranslations("finance_portal.download");
  const locale = useLocale();
  const [state, setState] = useState<{ phase: "idle" | "loading" | "done" | "failed"; received: number; total: number | null }>({
    phase: "idle",
    received: 0,
    total: null,
  });

  async function run() {
    setState({ phase: "loading", received: 0, total: null });
    try {
      const res = await fetch(`/api/v1${path}`, { headers: { "Accept-Language": locale }, credentials: "same-origin" });
      if (!res.ok) throw new Error(String(res.status));
      const length = Number(res.headers.get("Content-Length"));
      const total = length > 0 ? length : null;
      const blob = await readAll(res, (received) => setState({ phase: "loading", received, total }));
      save(blob, fileNameOf(res.headers.get("Content-Disposition"), fallbackName));
      setState({ phase: "done", received: blob.size, total: blob.size });
    } catch {
      setState({ phase: "failed", received: 0, total: null });
    }
  }

  const loading = state.phase === "loading";
  return (
    <span className="fin-download">
      <Button variant="secondary" onClick={run} disabled={loading} data-testid={testId}>
        {label}
      </Button>
      {loading && (
        <progress
          className="fin-progress"
          aria-label={t("progress", { name: label })}
          max={state.total ?? undefined}
          value={state.total ? state.received : undefined}
          data-testid={`${testId}-progress`}
        />
      )}
      {state.phase === "done" && <span role="status">{t("saved")}</span>}
      {state.phase === "failed" && <ErrorText as="span">{t("failed")}</ErrorText>}
    </span>
  );
}
