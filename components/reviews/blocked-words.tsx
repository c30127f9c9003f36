"use client";

import { useTranslations } from "next-intl";
import { useRef, type FormEvent } from "react";
import { ErrorLine } from "@/components/ui/states";
import { enc, errorOf, statusOf, useApiAction, useApiGet } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import type { BlockedWord } from "./types";

// The words screening holds reviews and replies for (GET/POST
// /admin/review-blocked-words, DELETE /admin/review-blocked-words/{id}).

export function BlockedWords() {
  const t = useTranslations("reviews.admin.words");
  const list = useApiGet<BlockedWord[]>("/admin/review-blocked-words");
  const add = useApiAction<{ word: string }>("POST");
  const remove = useApiAction<undefined>("DELETE");
  const form = useRef<HTMLFormElement>(null);
  if (statusOf(list.error) === 401 || statusOf(list.error) === 403) return null;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const word = String(new FormData(e.currentTarget).get("word") ?? "").trim();
    add.mutate({ path: "/admin/review-blocked-words", body: { word } }, { onSuccess: () => form.current?.reset() });
  }
  return (
    <section className="card rv-panel" aria-labelledby="rv-words-title" data-testid="blocked-words">
      <h2 id="rv-words-title">{t("title")}</h2>
      <p>{t("intro")}</p>
      {list.data && list.data.data.length > 0 ? (
        <ul className="rv-words">
          {list.data.data.map((w) => (
            <li key={w.id} data-testid="blocked-word">
              <bdi>{w.word}</bdi>
              <button type="button" className="link-button" aria-label={t("removeWord", { word: w.word })} disabled={remove.isPending} onClick={() => remove.mutate({ path: `/admin/review-blocked-words/${enc(w.id)}` })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        list.data && <p className="ev-muted">{t("none")}</p>
      )}
      <form ref={form} className="rv-inline-form" onSubmit={onSubmit} data-testid="blocked-word-form">
        <Field name="word" label={t("word")} maxLength={100} errors={fieldErrors(errorOf(add.error)).word} />
        <button type="submit" className="button" disabled={add.isPending} data-testid="blocked-word-add">
          {t("add")}
        </button>
      </form>
      {errorOf(add.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={add.error} />}
      <ErrorLine error={remove.error} />
    </section>
  );
}
