"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { AdminDetailFrame } from "@/components/admin/detail-frame";
import { PageHeading } from "@/components/ui/page-frame";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useDates } from "@/components/ui/format";
import { VendorStatusBadge } from "@/components/vendor/labels";
import type { AdminMove, AdminVendor } from "./types";
import { VendorContactFacts, VendorProfileFacts } from "./vendor-facts";
import { Name } from "@/components/ui/names";

// One vendor for admins: what to decide on (profile, contact, owner,
// documents with short-lived view links) and the moves the caller may make
// (`allowed_actions` from the API: the check itself is the server's).

export function VendorDetail({ vendorId }: { vendorId: string }) {
  const t = useTranslations("adminVendors");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  // A move or a document review invalidates the "vendors" domain: this vendor and the queue reload.
  const detail = useApiQuery("/admin/vendors/{id}", { path: { id: vendorId } });

  const texts = { back: t("detail.back"), title: t("title"), loading: t("loading"), notFound: t("detail.notFound"), generic: t("loading") };
  if (!detail.isSuccess) return <AdminDetailFrame backHref="/admin/vendors" texts={texts} error={detail.error} errorMessage={errorMessage} />;
  const v = detail.data.data;

  return (
    <div className="admin-vendor" data-testid="admin-vendor-detail">
      <PageHeading
        title={<Name>{v.name}</Name>}
        aside={<VendorStatusBadge status={v.status} />}
        breadcrumbs={[{ href: "/admin/vendors", label: t("detail.back") }]}
      />

      <section className="card admin-card" aria-labelledby="decision-title" data-testid="vendor-actions">
        <h2 id="decision-title">{t("actions.title")}</h2>
        {v.allowed_actions.length ? <MoveForm vendor={v} /> : <p className="admin-muted">{t("actions.none")}</p>}
        {v.rejection_reason && v.status === "rejected" && (
          <p>
            <strong>{t("detail.rejectionReason")}</strong> <span data-testid="vendor-rejection-reason">{v.rejection_reason}</span>
          </p>
        )}
        {v.suspension_reason && v.status === "suspended" && (
          <p>
            <strong>{t("detail.suspensionReason")}</strong> <span data-testid="vendor-suspension-reason">{v.suspension_reason}</span>
          </p>
        )}
      </section>

      <VendorProfileFacts v={v} />
      <VendorContactFacts v={v} />

      <section className="card admin-card" aria-labelledby="documents-title" data-testid="vendor-documents">
        <h2 id="documents-title">{t("documents.title")}</h2>
        {v.documents.length === 0 ? (
          <p className="admin-muted">{t("documents.none")}</p>
        ) : (
          <ul className="admin-documents">
            {v.documents.map((d) => (
              <DocumentRow key={d.id} vendorId={v.id} document={d} />
            ))}
          </ul>
        )}
        <p className="admin-muted">{t("documents.linksExpire")}</p>
      </section>
    </div>
  );
}

const MOVE_STYLE: Record<AdminMove, ButtonVariant> = { approve: "primary", reinstate: "primary", reject: "danger", suspend: "danger" };

// A vendor's approval state shows on the admin home's queues and in public search.
const MOVED = { invalidates: ["home", "search", "marketplace"] };
const moveForm = z.object({ reason: z.string().trim().max(500) });

/** The four moves' mutations; `send` posts the chosen one (a blank reason is left out so the API answers "required"). */
function useMoves() {
  const moves = {
    approve: useApiMutation("post", "/admin/vendors/{id}/approve", MOVED),
    reject: useApiMutation("post", "/admin/vendors/{id}/reject", MOVED),
    suspend: useApiMutation("post", "/admin/vendors/{id}/suspend", MOVED),
    reinstate: useApiMutation("post", "/admin/vendors/{id}/reinstate", MOVED),
  };
  const send = (move: AdminMove, id: string, reason: string, callbacks: { onSuccess: () => void; onError: (e: unknown) => void }) => {
    const body = (reason ? { reason } : {}) as { reason: string };
    moves[move].mutate({ path: { id }, body }, callbacks);
  };
  return { moves, send };
}

function MoveForm({ vendor }: { vendor: AdminVendor }) {
  const t = useTranslations("adminVendors.actions");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { moves, send } = useMoves();
  const form = useZodForm(moveForm, { reason: "" });
  const [sent, setSent] = useState<AdminMove | null>(null);
  const [done, setDone] = useState<AdminMove | null>(null);
  const busy = Object.values(moves).some((m) => m.isPending);
  const error = sent ? errorOf(moves[sent].error) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const move = submitter?.value as AdminMove | undefined;
    void form.handleSubmit(({ reason }) => {
      if (!move) return;
      setSent(move);
      setDone(null);
      send(move, vendor.id, reason, {
        onSuccess: () => {
          form.reset();
          setDone(move);
        },
        onError: (e) => showApiErrors(form, errorOf(e), ["reason"]),
      });
    })(event);
  }

  const reasonErrors = form.formState.errors.reason?.message ? [form.formState.errors.reason.message] : undefined;
  const reasonRequired = vendor.allowed_actions.some((m) => m !== "approve");
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="vendor-move-form">
      <div className="form-field">
        <label htmlFor="vendor-move-reason">{t("reason")}</label>
        <p id="vendor-move-reason-hint" className="admin-field__hint">
          {reasonRequired && vendor.allowed_actions.includes("approve") ? t("reasonHintApprove") : t("reasonHint")}
        </p>
        <textarea
          id="vendor-move-reason"
          {...form.register("reason")}
          rows={3}
          maxLength={500}
          aria-invalid={reasonErrors?.length ? true : undefined}
          aria-describedby={`vendor-move-reason-hint${reasonErrors?.length ? " vendor-move-reason-error" : ""}`}
        />
        {reasonErrors?.length ? <ErrorText id="vendor-move-reason-error">{reasonErrors.join(" ")}</ErrorText> : null}
      </div>
      <div className="admin-form__actions">
        {vendor.allowed_actions.map((m) => (
          <Button key={m} type="submit" name="move" value={m} variant={MOVE_STYLE[m]} disabled={busy}>
            {t(m)}
          </Button>
        ))}
      </div>
      {done && (
        <p className="admin-success" role="status">
          {t(`done.${done}`)}
        </p>
      )}
      {error && !reasonErrors?.length && <ErrorText>{error.code === "CONFLICT" ? t("conflict") : errorMessage(error, ["reason"])}</ErrorText>}
    </form>
  );
}

const noteForm = z.object({ note: z.string().trim().max(500) });

function DocumentRow({ vendorId, document: d }: { vendorId: string; document: AdminVendor["documents"][number] }) {
  const t = useTranslations("adminVendors.documents");
  const tk = useTranslations("vendorPortal.documents.kinds");
  const ts = useTranslations("vendorPortal.documents.status");
  const { dateTime } = useDates();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [rejecting, setRejecting] = useState(false);
  const reviewing = useApiMutation("post", "/admin/vendors/{id}/documents/{documentId}/review", { invalidates: ["home"] });
  const form = useZodForm(noteForm, { note: "" });
  const busy = reviewing.isPending;
  const error = errorOf(reviewing.error);

  function review(decision: "approve" | "reject", note?: string) {
    reviewing.mutate(
      { path: { id: vendorId, documentId: d.id }, body: note ? { decision, note } : { decision } },
      { onSuccess: () => setRejecting(false), onError: (e) => showApiErrors(form, errorOf(e), ["note"]) },
    );
  }

  const note = form.formState.errors.note?.message;
  const noteErrors = note ? [note] : undefined;
  return (
    <li className="admin-document" data-testid="admin-document">
      <div className="admin-document__head">
        <strong>{tk(d.kind)}</strong>
        <span className={`status-badge status-badge--doc-${d.status}`}>{ts(d.status)}</span>
      </div>
      <p>
        {d.url ? (
          <a href={d.url} target="_blank" rel="noopener noreferrer">
            {t("view", { file: d.filename })}
          </a>
        ) : (
          <bdi>{d.filename}</bdi>
        )}{" "}
        <span className="admin-muted">· {dateTime(d.created_at)}</span>
      </p>
      {d.review_note && (
        <p>
          <strong>{t("note")}</strong> {d.review_note}
        </p>
      )}
      {d.status === "pending_review" && !rejecting && (
        <div className="admin-form__actions">
          <Button onClick={() => review("approve")} disabled={busy}>
            {t("approve")}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
            {t("reject")}
          </Button>
        </div>
      )}
      {rejecting && (
        <form className="admin-form" noValidate onSubmit={form.handleSubmit(({ note }) => review("reject", note || undefined))}>
          <div className="form-field">
            <label htmlFor={`note-${d.id}`}>{t("rejectNote")}</label>
            <textarea id={`note-${d.id}`} {...form.register("note")} rows={2} maxLength={500} aria-invalid={noteErrors?.length ? true : undefined} />
            {noteErrors?.length ? <ErrorText>{noteErrors.join(" ")}</ErrorText> : null}
          </div>
          <div className="admin-form__actions">
            <Button type="submit" variant="danger" disabled={busy}>
              {t("confirmReject")}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={busy}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
      {error && !noteErrors?.length && <ErrorText>{errorMessage(error, ["note"])}</ErrorText>}
    </li>
  );
}
