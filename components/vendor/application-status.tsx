"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useDates } from "@/components/ui/format";
import { VendorStatusBadge } from "./labels";
import type { MyVendor } from "./types";
import { Name } from "@/components/ui/names";

/** Where an application stands, right after submitting it and on later visits to the apply page. */
export function ApplicationStatus({ vendor, attachFailures = [] }: { vendor: MyVendor; attachFailures?: string[] }) {
  const t = useTranslations("vendorPortal.applicationStatus");
  const { date } = useDates();
  return (
    <section className="card vendor-application" data-testid="application-status" data-status={vendor.status} aria-labelledby="application-title">
      <div className="vendor-application__head">
        <h2 id="application-title">{t(`title.${vendor.status}`)}</h2>
        <VendorStatusBadge status={vendor.status} />
      </div>
      <p className="lead">{t(`body.${vendor.status}`, { name: vendor.name })}</p>
      {vendor.status === "rejected" && vendor.rejection_reason && (
        <p className="vendor-reason">
          <strong>{t("reason")}</strong> <span data-testid="rejection-reason">{vendor.rejection_reason}</span>
        </p>
      )}
      {vendor.status === "suspended" && vendor.suspension_reason && (
        <p className="vendor-reason">
          <strong>{t("reason")}</strong> <span>{vendor.suspension_reason}</span>
        </p>
      )}
      <dl className="admin-facts">
        <dt>{t("business")}</dt>
        <dd>
          <Name>{vendor.name}</Name>
        </dd>
        <dt>{t("submitted")}</dt>
        <dd>{date(vendor.submitted_at)}</dd>
        <dt>{t("documents")}</dt>
        <dd data-testid="documents-count">
          {t("documentsSummary", { total: vendor.documents_summary.total, pending: vendor.documents_summary.pending_review })}
        </dd>
      </dl>
      {attachFailures.length > 0 && (
        <div className="notice notice--warning" role="alert">
          <p>{t("attachFailed")}</p>
          <ul>
            {attachFailures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="form-actions">
        {vendor.status === "rejected" ? (
          <Link href="/vendor/profile">{t("editAndResubmit")}</Link>
        ) : (
          <Link href="/vendor/documents">{t("manageDocuments")}</Link>
        )}
        <Link href="/vendor">{t("dashboard")}</Link>
      </p>
    </section>
  );
}
