"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { useGovernorates } from "@/components/catalog/reference-data";
import { Button } from "@/components/ui/button";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { kuwaitToday } from "@/components/ui/format";
import { formatMoney, percentOf } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest } from "@/components/ui/use-api";
import { useRouter } from "@/i18n/navigation";
import { browserPosition, failureOf, type Position } from "@/components/ui/browser-position";
import { startOrderPayment } from "./start-order-payment";

// "Order now": the day, time and place of a package the vendor lets customers
// order at its price. POST /orders, then the payment of what is due opens at
// once on the hosted page (the order waits 60 minutes for it). Mirrors
// server/orders/schemas.ts createOrderBody with the API's validation keys.

const orderForm = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date_format"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time_format"),
  area_id: z.string().min(1, "validation.required"),
  address: z.string().trim().min(3).max(300),
  notes: z.string().trim().max(1000),
});

const FIELDS = ["date", "time", "area_id", "address", "notes"] as const;

export type OrderablePackage = { id: string; name: string; price: { amount: string; currency: string }; direct_order: "full" | "deposit" };

function LocationChoice({ position, onChange }: { position: Position | null; onChange: (p: Position | null) => void }) {
  const t = useTranslations("orders.form");
  const [state, setState] = useState<"idle" | "busy" | "denied" | "unsupported" | "unavailable">("idle");
  async function locate() {
    setState("busy");
    try {
      onChange(await browserPosition());
      setState("idle");
    } catch (e) {
      setState(failureOf(e));
    }
  }
  return (
    <div className="form-field or-locate" data-testid="order-locate">
      {position ? (
        <p role="status" data-testid="order-located">
          {t("located")} {/* A link-style choice: the form's one primary action is sending the order (Button's link variant). */}
          <Button variant="link" onClick={() => onChange(null)} data-testid="order-forget-location">
            {t("forget")}
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={locate} loading={state === "busy"} data-testid="order-use-location">
          {t("useLocation")}
        </Button>
      )}
      <p className="form-field__hint">{state === "idle" || state === "busy" ? t("locationHint") : t(`locationError.${state}`)}</p>
    </div>
  );
}

export function OrderForm({ pkg }: { pkg: OrderablePackage }) {
  const t = useTranslations("orders.form");
  const locale = useLocale();
  const router = useRouter();
  const governorates = useGovernorates();
  const form = useZodForm(orderForm, { date: "", time: "", area_id: "", address: "", notes: "" });
  const [position, setPosition] = useState<Position | null>(null);
  const [error, setError] = useState<string | null>(null);
  const areas = (governorates.data?.data ?? []).flatMap((g) => g.areas.map((a) => ({ value: a.id, label: a.name, group: g.name })));
  const due = pkg.direct_order === "deposit" ? percentOf(pkg.price, 20) : pkg.price;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body = {
      package_id: pkg.id,
      date: values.date,
      time: values.time,
      area_id: values.area_id,
      address: values.address,
      ...(values.notes ? { notes: values.notes } : {}),
      ...(position ?? {}),
    };
    const res = await apiRequest("post", "/orders", { body }, locale);
    if (!res.ok) {
      if (res.error.code === "VENDOR_UNAVAILABLE") return setError(t("errors.unavailable"));
      if (res.error.code === "VALIDATION_FAILED") {
        const unplaced = showApiErrors(form, res.error, FIELDS);
        const other = unplaced.flatMap((k) => res.error.details?.[k] ?? []);
        return setError(other.length ? other.join(" ") : t("errors.checkFields"));
      }
      return setError(res.status === 404 ? t("errors.notOrderable") : res.status === 401 ? t("errors.signedOut") : t("errors.generic"));
    }
    const order = res.data;
    const payment = await startOrderPayment(order.id, locale);
    if (payment.ok && payment.data.payment_url) return window.location.assign(payment.data.payment_url);
    // The order is placed: its page offers the payment again.
    router.push(`/account/orders/${order.id}`);
  });

  return (
    <form className="card form-column or-form" onSubmit={submit} noValidate data-testid="order-form">
      <div className="or-form__summary">
        <p>
          <strong dir="auto" data-testid="order-form-package">
            {pkg.name}
          </strong>
        </p>
        <p data-testid="order-form-price">
          {pkg.direct_order === "deposit"
            ? t("payDeposit", { due: formatMoney(due, locale), total: formatMoney(pkg.price, locale) })
            : t("payFull", { total: formatMoney(pkg.price, locale) })}
        </p>
      </div>
      <div className="or-form__row">
        <FormText form={form} name="date" label={t("date")} type="date" min={kuwaitToday()} dir="ltr" />
        <FormText form={form} name="time" label={t("time")} type="time" dir="ltr" hint={t("timeHint")} />
      </div>
      <FormSelect form={form} name="area_id" label={t("area")} options={areas} placeholder={t("areaPlaceholder")} />
      <FormText form={form} name="address" label={t("address")} multiline rows={2} maxLength={300} hint={t("addressHint")} />
      <LocationChoice position={position} onChange={setPosition} />
      <FormText form={form} name="notes" label={t("notes")} multiline rows={3} maxLength={1000} required={false} />
      {error && <ErrorText testId="order-form-error">{error}</ErrorText>}
      <p className="form-field__hint">{t("payNote")}</p>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} data-testid="order-submit">
        {t("submit")}
      </Button>
    </form>
  );
}
