"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ErrorLine, Loading } from "@/components/rfq/states";
import { statusOf, useApiAction, useApiGet } from "@/components/rfq/use-api";
import { DRIVERS, type DriverView } from "./types";

// The active payment gateway (Super only: GET/PATCH /admin/payment-driver).
// Admins without the permission get a line saying who may switch it.

export function PaymentDriver() {
  const t = useTranslations("payments.driver");
  const current = useApiGet<DriverView>("/admin/payment-driver");
  const save = useApiAction<{ driver: string }>("PATCH");
  const [done, setDone] = useState(false);
  if (current.isPending) return <Loading />;
  if (current.isError) {
    return statusOf(current.error) === 403 || statusOf(current.error) === 404 ? (
      <p className="notice" data-testid="driver-super-only">
        {t("superOnly")}
      </p>
    ) : (
      <ErrorLine error={current.error} />
    );
  }
  const active = current.data.data.driver;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(false);
    const driver = String(new FormData(e.currentTarget).get("driver"));
    save.mutate({ path: "/admin/payment-driver", body: { driver } }, { onSuccess: () => setDone(true) });
  }
  return (
    <section className="card pay-driver" aria-labelledby="pay-driver" data-testid="payment-driver" data-driver={active}>
      <h2 id="pay-driver">{t("title")}</h2>
      <p>{t("current", { name: t(`names.${active as "sandbox"}`) })}</p>
      <p className="form-field__hint">{t("help")}</p>
      <form className="pay-driver__form" onSubmit={onSubmit}>
        <label className="form-field">
          <span>{t("choose")}</span>
          <select name="driver" defaultValue={active}>
            {DRIVERS.map((d) => (
              <option key={d} value={d}>
                {t(`names.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          {t("save")}
        </button>
      </form>
      {done && <p role="status">{t("switched")}</p>}
      {statusOf(save.error) === 403 ? <p className="form-field__error" role="alert">{t("superOnly")}</p> : <ErrorLine error={save.error} />}
    </section>
  );
}
