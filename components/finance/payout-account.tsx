"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import type { ApiData } from "@/components/ui/api-types";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";
import { compactIban, groupIban } from "./iban";
import { Name } from "@/components/ui/names";
import { FactList } from "@/components/ui/facts";
import { Actions } from "@/components/ui/layout";
import "./finance.css";

// Where the vendor's settlements are paid (GET/PUT /vendors/me/payout-account,
// owner only). The current account shows masked; the form replaces it. The
// IBAN may be typed with spaces and is shown in groups of four; the server
// checks it and its 422 message lands on the field.

type PayoutAccount = ApiData<"/vendors/me/payout-account">;

function FieldError({ message, id }: { message?: string; id: string }) {
  if (!message) return null;
  return (
    <ErrorText as="span" id={id} testId={id}>
      {message}
    </ErrorText>
  );
}

// The server's payoutAccountBody (server/finance/payout-account.ts), which cannot be imported here; it checks the IBAN itself.
const accountForm = z.object({
  holder_name: z.string().trim().min(2).max(100),
  iban: z.string().transform(compactIban).pipe(z.string().min(1).max(64)),
  bank_name: z.string().trim().max(100),
});

const useSaveAccount = () => useApiMutation("put", "/vendors/me/payout-account", { invalidates: ["reports"] });

/** The save lives in the page (Payout): the first save turns "none" into a loading account, which remounts this form. */
function AccountForm({
  current,
  save,
  saved,
  setSaved,
}: {
  current: PayoutAccount | null;
  save: ReturnType<typeof useSaveAccount>;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const t = useTranslations("finance_portal.payout");
  const form = useZodForm(accountForm, { holder_name: current?.holder_name ?? "", iban: "", bank_name: current?.bank_name ?? "" });
  const errors = form.formState.errors;
  const fieldError = errors.holder_name ?? errors.iban ?? errors.bank_name;
  const otherError = save.error && !fieldError ? save.error : null;

  const onSubmit = form.handleSubmit((body) => {
    setSaved(false);
    save.mutate(
      { body: { ...body, bank_name: body.bank_name || undefined } },
      { onSuccess: () => setSaved(true), onError: (e) => showApiErrors(form, errorOf(e), ["holder_name", "iban", "bank_name"]) },
    );
  });

  return (
    <form className="form-column fin-form" onSubmit={onSubmit} data-testid="payout-form" noValidate>
      <h2>{current ? t("replace") : t("add")}</h2>
      <label className="form-field">
        <span>{t("holder")}</span>
        <input {...form.register("holder_name")} required maxLength={140} aria-describedby="payout-holder-error" data-testid="payout-holder" />
        <FieldError message={errors.holder_name?.message} id="payout-holder-error" />
      </label>
      <label className="form-field">
        <span>{t("iban")}</span>
        <input
          {...form.register("iban", { onChange: (e: { target: { value: string } }) => form.setValue("iban", groupIban(e.target.value)) })}
          required
          dir="ltr"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={42}
          placeholder="KW81 CBKU 0000 0000 0000 1234 5601 01"
          aria-describedby="payout-iban-hint payout-iban-error"
          aria-invalid={!!errors.iban}
          data-testid="payout-iban"
        />
        <small id="payout-iban-hint">{t("ibanHint")}</small>
        <FieldError message={errors.iban?.message} id="payout-iban-error" />
      </label>
      <label className="form-field">
        <span>{t("bank")}</span>
        <input {...form.register("bank_name")} maxLength={140} data-testid="payout-bank" />
        <FieldError message={errors.bank_name?.message} id="payout-bank-error" />
      </label>
      <Actions>
        <Button type="submit" loading={save.isPending} data-testid="payout-save">
          {t("save")}
        </Button>
      </Actions>
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
  const account = useApiQuery("/vendors/me/payout-account", {});
  const save = useSaveAccount();
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
          <FactList>
            <div>
              <dt>{t("holder")}</dt>
              <dd>
                <Name>{current.holder_name}</Name>
              </dd>
            </div>
            <div>
              <dt>{t("iban")}</dt>
              <dd dir="ltr" className="fin-iban" data-testid="payout-iban-masked">
                {current.iban_masked}
              </dd>
            </div>
            <div>
              <dt>{t("bank")}</dt>
              <dd>{current.bank_name ? <Name>{current.bank_name}</Name> : "—"}</dd>
            </div>
            <div>
              <dt>{t("updated")}</dt>
              <dd>{formatTime(current.updated_at, locale)}</dd>
            </div>
          </FactList>
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
