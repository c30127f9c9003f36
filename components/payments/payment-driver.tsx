"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ErrorLine, Loading } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import { useZodForm } from "@/components/ui/form";
import { statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { formatTime } from "@/components/ui/format";
import { DRIVERS, type DriverView } from "./types";

// The gateway taking new payments: shown to payment overseers
// (GET /admin/payment-driver), switched by a Super admin only (PUT; others
// get a line saying who may).

const driverForm = z.object({ driver: z.enum(DRIVERS) });

export function PaymentDriver() {
  const current = useApiQuery("/admin/payment-driver", {});
  if (current.isPending) return <Loading />;
  if (current.isError) return statusOf(current.error) === 403 ? null : <ErrorLine error={current.error} />;
  return <Driver d={current.data.data} />;
}

function Driver({ d }: { d: DriverView }) {
  const t = useTranslations("payments.driver");
  const locale = useLocale();
  const save = useApiMutation("put", "/admin/payment-driver");
  const form = useZodForm(driverForm, { driver: d.active });
  const [done, setDone] = useState(false);
  const name = (id: string) => ((DRIVERS as readonly string[]).includes(id) ? t(`names.${id as "sandbox"}`) : id);
  const onSubmit = form.handleSubmit(({ driver }) => {
    setDone(false);
    save.mutate({ body: { active: driver } }, { onSuccess: () => setDone(true) });
  });
  return (
    <section className="card pay-driver" aria-labelledby="pay-driver" data-testid="payment-driver" data-driver={d.active}>
      <h2 id="pay-driver">{t("title")}</h2>
      <p>{t("current", { name: name(d.active) })}</p>
      {d.previous && d.switched_at && <p className="form-field__hint">{t("previous", { name: name(d.previous), date: formatTime(d.switched_at, locale) })}</p>}
      <p className="form-field__hint">{t("help")}</p>
      <form className="pay-driver__form" onSubmit={onSubmit}>
        <label className="form-field">
          <span>{t("choose")}</span>
          <select {...form.register("driver")}>
            {DRIVERS.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {t("save")}
        </Button>
      </form>
      {done && <p role="status">{t("switched")}</p>}
      {statusOf(save.error) === 403 ? <ErrorText>{t("superOnly")}</ErrorText> : <ErrorLine error={save.error} />}
    </section>
  );
}
