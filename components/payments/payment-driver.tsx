"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api, ApiCallError } from "@/components/ui/api-client";
import { ErrorLine, Loading } from "@/components/ui/states";
import { RFQ_LOOP_KEY, statusOf, useApiGet } from "@/components/ui/use-api";
import { formatTime } from "@/components/ui/format";
import { DRIVERS, type DriverView } from "./types";

// The gateway taking new payments: shown to payment overseers
// (GET /admin/payment-driver), switched by a Super admin only (PUT; others
// get a line saying who may).

export function PaymentDriver() {
  const t = useTranslations("payments.driver");
  const locale = useLocale();
  const client = useQueryClient();
  const current = useApiGet<DriverView>("/admin/payment-driver");
  const save = useMutation<DriverView, ApiCallError, string>({
    mutationFn: async (active) => {
      const res = await api<DriverView>("/admin/payment-driver", { method: "PUT", locale, body: { active } });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return res.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [RFQ_LOOP_KEY] }),
  });
  const [done, setDone] = useState(false);
  if (current.isPending) return <Loading />;
  if (current.isError) return statusOf(current.error) === 403 ? null : <ErrorLine error={current.error} />;
  const d = current.data.data;
  const name = (id: string) => ((DRIVERS as readonly string[]).includes(id) ? t(`names.${id as "sandbox"}`) : id);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(false);
    save.mutate(String(new FormData(e.currentTarget).get("driver")), { onSuccess: () => setDone(true) });
  }
  return (
    <section className="card pay-driver" aria-labelledby="pay-driver" data-testid="payment-driver" data-driver={d.active}>
      <h2 id="pay-driver">{t("title")}</h2>
      <p>{t("current", { name: name(d.active) })}</p>
      {d.previous && d.switched_at && (
        <p className="form-field__hint">{t("previous", { name: name(d.previous), date: formatTime(d.switched_at, locale) })}</p>
      )}
      <p className="form-field__hint">{t("help")}</p>
      <form className="pay-driver__form" onSubmit={onSubmit}>
        <label className="form-field">
          <span>{t("choose")}</span>
          <select name="driver" defaultValue={d.active}>
            {DRIVERS.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          {t("save")}
        </button>
      </form>
      {done && <p role="status">{t("switched")}</p>}
      {statusOf(save.error) === 403 ? (
        <p className="form-field__error" role="alert">
          {t("superOnly")}
        </p>
      ) : (
        <ErrorLine error={save.error} />
      )}
    </section>
  );
}
