"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/states";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { blockedWordBody } from "@/server/reviews/moderation-schemas";
import { Muted } from "@/components/ui/layout";

// The words screening holds reviews and replies for (GET/POST
// /admin/review-blocked-words, DELETE /admin/review-blocked-words/{id}).

export function BlockedWords() {
  const t = useTranslations("reviews.admin.words");
  const list = useApiQuery("/admin/review-blocked-words", {});
  const add = useApiMutation("post", "/admin/review-blocked-words");
  const remove = useApiMutation("delete", "/admin/review-blocked-words/{id}");
  const form = useZodForm(blockedWordBody, { word: "" });
  if (statusOf(list.error) === 401 || statusOf(list.error) === 403) return null;
  const onSubmit = form.handleSubmit((body) =>
    add.mutate({ body }, { onSuccess: () => form.reset(), onError: (e) => showApiErrors(form, errorOf(e), ["word"]) }),
  );
  return (
    <section className="card rv-panel" aria-labelledby="rv-words-title" data-testid="blocked-words">
      <h2 id="rv-words-title">{t("title")}</h2>
      <p>{t("intro")}</p>
      {list.data && list.data.data.length > 0 ? (
        <ul className="rv-words">
          {list.data.data.map((w) => (
            <li key={w.id} data-testid="blocked-word">
              <bdi>{w.word}</bdi>
              <Button
                variant="link"
                aria-label={t("removeWord", { word: w.word })}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ path: { id: w.id } })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        list.data && <Muted>{t("none")}</Muted>
      )}
      <form className="rv-inline-form" onSubmit={onSubmit} noValidate data-testid="blocked-word-form">
        <FormText form={form} name="word" label={t("word")} maxLength={100} />
        <Button type="submit" disabled={add.isPending} data-testid="blocked-word-add">
          {t("add")}
        </Button>
      </form>
      {errorOf(add.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={add.error} />}
      <ErrorLine error={remove.error} />
    </section>
  );
}
