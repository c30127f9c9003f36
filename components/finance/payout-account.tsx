"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, statusOf, useApiAction, useApiGet } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";
import { compactIban, groupIban } from "./iban";
import type { PayoutAccount } from "./types";
import "./finance.css";

// Where the vendor's settlements are paid (GET/PUT /vendors/me/payout-account,
// owner only). The current account shows masked; the form replaces it. The
// IBAN may be typed with spaces and is shown in groups of four; the server
// checks it and its 422 message lands on the field.

function FieldError({ messages, id }: { messages?: string[]; id: string }) {
  if (!messages?.length) return null;
  return (
    <span className="form-field__error" id={id} role="alert" data-testid={`${id}`}>
      {messages.join(" ")}
    </span>
  );
}

type SaveBody = { holder_name: string; iban: string; bank_name?: string };

/** The save lives in the page (Payout): the first save turns "none" into a loading account, which remounts this form. */
function AccountForm({ current, save, saved, setSaved }: { current: PayoutAccount | null; save: ReturnType<typeof useApiAction<SaveBody, PayoutAccount>>; saved: boolean; setSaved: (saved: boolean) => void }) {
  const t = useTranslations("finance_portal.payout");
  const [iban, setIban] = useState("");
  const errors = fieldErrors(errorOf(save.error));
  const otherError = save.error && Object.keys(errors).length === 0 ? save.error : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const bank = String(form.get("bank_name") ?? "").trim();
    setSaved(false);
    save.mutate(
      { path: "/vendors/me/payout-account", body: { holder_name: String(form.get("holder_name") ?? "").trim(), iban: compactIban(iban), ...(bank ? { bank_name: bank } : {}) } },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <form className="vendor-form fin-form" onSubmit={onSubmit} data-testid="payout-form" noValidate>
      <h2>{current ? t("replace") : t("add")}</h2>
      <label className="form-field">
        <span>{t("holder")}</span>
        <input name="holder_name" required maxLength={140} defaultValue={current?.holder_name ?? ""} aria-describedby="payout-holder-error" data-testid="payout-holder" />
        <FieldError messages={errors.holder_name} id="payout-holder-error" />
      </label>
      <label className="form-field">
        <span>{t("iban")}</span>
        <input
          name="iban"
          required
          dir="ltr"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={42}
          value={iban}
          onChange={(e) => setIban(groupIban(e.target.value))}
          placeholder="KW81 CBKU 0000 0000 0000 1234 5601 01"
          aria-describedby="payout-iban-hint payout-iban-error"
          aria-invalid={!!errors.iban}
          data-testid="payout-iban"
        />
        <small id="payout-iban-hint">{t("ibanHint")}</small>
        <FieldError messages={errors.iban} id="payout-iban-error" />
      </label>
      <label className="form-field">
        <span>{t("bank")}</span>
        <input name="bank_name" maxLength={140} defaultValue={current?.bank_name ?? ""} data-testid="payout-bank" />
        <FieldError messages={errors.bank_name} id="payout-bank-error" />
      </label>
      <div className="ev-actions">
        <button type="submit" className="button" disabled={save.isPending} data-testid="payout-save">
          {save.isPending ? t("saving") : t("save")}
        </button>
      </div>
      {saved && (
        <p role="status" className="fin-ok" data-testid="payout-saved">
          {t("saved")}
        </p>
      )}
      {otherError && <ErrorLine error={otherError} />}
    </form>
  );
}

function Payout() {
  const t = useTranslations("finance_portal.payout");
  const locale = useLocale();
  const account = useApiGet<PayoutAccount>("/vendors/me/payout-account");
  const save = useApiAction<SaveBody, PayoutAccount>("PUT");
  const [saved, setSaved] = useState(false);
  if (account.isPending) return <Loading />;
  const status = account.isError ? statusOf(account.error) : 200;
  if (status === 403) return <VendorForbidden what={t("title")} />;
  if (account.isError && status !== 404) return <LoadFailed error={account.error} />;
  const current = account.isError ? null : account.data.data;
  return (
    <div className="fin-stack">
      {current ? (
        <section className="card fin-current" data-testid="payout-current" aria-labelledby="payout-current-title">
          <h2 id="payout-current-title">{t("current")}</h2>
          <dl className="rfq-facts">
            <div>
              <dt>{t("holder")}</dt>
              <dd>{current.holder_name}</dd>
            </div>
            <div>
              <dt>{t("iban")}</dt>
              <dd dir="ltr" className="fin-iban" data-testid="payout-iban-masked">
                {current.iban_masked}
              </dd>
            </div>
            <div>
              <dt>{t("bank")}</dt>
              <dd>{current.bank_name ?? "—"}</dd>
            </div>
            <div>
              <dt>{t("updated")}</dt>
              <dd>{formatTime(current.updated_at, locale)}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <p className="notice" data-testid="payout-none">
          {t("none")}
        </p>
      )}
      <AccountForm current={current} save={save} saved={saved} setSaved={setSaved} />
    </div>
  );
}

export function PayoutAccountPage() {
  return <VendorGate>{() => <Payout />}</VendorGate>;
}
