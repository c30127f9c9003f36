"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { useDates } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { PackagesEditor } from "./packages-editor";
import { ServiceForm } from "./service-form";
import { ServiceStatusBadge } from "./services-list";
import type { MyVendor, ServiceStatus } from "./types";
import { VendorGate } from "@/components/shell/vendor-gate";
import { Name } from "@/components/ui/names";

// One service: its status and the moves allowed from it (the service state
// machine of server/catalog/state-machine.ts), its fields and its packages.

const MOVES: Record<ServiceStatus, { to: ServiceStatus; action: "publish" | "unpublish" | "archive" | "restore" }[]> = {
  draft: [
    { to: "published", action: "publish" },
    { to: "archived", action: "archive" },
  ],
  published: [
    { to: "draft", action: "unpublish" },
    { to: "archived", action: "archive" },
  ],
  archived: [{ to: "draft", action: "restore" }],
};

export function NewService() {
  const t = useTranslations("vendorPortal.services");
  const router = useRouter();
  return (
    <VendorGate>
      {(vendor) => (
        <>
          <p className="form-field__hint">{t("newIntro")}</p>
          <ServiceForm vendor={vendor} onSaved={(service) => router.push(`/vendor/services/${service.id}`)} />
        </>
      )}
    </VendorGate>
  );
}

export function ServiceEditor({ serviceId }: { serviceId: string }) {
  return <VendorGate>{(vendor) => <Editor vendor={vendor} serviceId={serviceId} />}</VendorGate>;
}

function Editor({ vendor, serviceId }: { vendor: MyVendor; serviceId: string }) {
  const t = useTranslations("vendorPortal.services");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { dateTime } = useDates();
  const [moved, setMoved] = useState<string | null>(null);
  const service = useApiQuery("/vendors/me/services/{id}", { path: { id: serviceId } });
  // Publishing or archiving changes what search finds, besides the vendor's own pages.
  const status = useApiMutation("patch", "/vendors/me/services/{id}", { invalidates: ["search"] });
  const moveError = errorOf(status.error);

  if (service.isPending) return <p role="status">{t("loading")}</p>;
  if (service.isError) {
    return (
      <p className="notice" role="alert">
        {statusOf(service.error) === 404 ? t("notFound") : errorMessage(errorOf(service.error))}
      </p>
    );
  }
  const s = service.data.data;

  function move(to: ServiceStatus, action: string) {
    setMoved(null);
    status.mutate({ path: { id: s.id }, body: { status: to } }, { onSuccess: () => setMoved(action) });
  }

  return (
    <div className="vendor-service" data-testid="service-editor">
      <div className="admin-user__title">
        <h2 className="vendor-service__name">
          <Name>{s.name}</Name>
        </h2>
        <ServiceStatusBadge status={s.status} />
      </div>
      <section className="card admin-card" aria-labelledby="status-title" data-testid="service-status">
        <h2 id="status-title">{t("statusTitle")}</h2>
        <p>{t(`statusHelp.${s.status}`)}</p>
        {s.published_at && s.status === "published" && <p className="form-field__hint">{t("publishedAt", { date: dateTime(s.published_at) })}</p>}
        {s.status === "published" && vendor.visible && (
          <p>
            <Link href={`/vendors/${vendor.slug}`}>{t("viewPublic")}</Link>
          </p>
        )}
        {s.status === "draft" && vendor.status !== "approved" && <p className="notice notice--warning">{t("publishNeedsApproval")}</p>}
        <div className="form-actions">
          {MOVES[s.status].map((m) => (
            <Button
              key={m.action}
              variant={m.action === "archive" ? "danger" : m.action === "unpublish" ? "secondary" : "primary"}
              disabled={status.isPending}
              onClick={() => move(m.to, m.action)}
            >
              {t(`actions.${m.action}`)}
            </Button>
          ))}
        </div>
        {moved && (
          <p className="form-status" role="status">
            {t(`moved.${moved as "publish"}`)}
          </p>
        )}
        {moveError && (
          <ErrorText>
            {moveError.code === "VENDOR_NOT_APPROVED" ? (
              t("publishNeedsApproval")
            ) : moveError.code === "AUTH_EMAIL_UNVERIFIED" ? (
              <>
                {t("publishNeedsEmail")} <Link href="/account">{t("publishNeedsEmailLink")}</Link>
              </>
            ) : (
              errorMessage(moveError)
            )}
          </ErrorText>
        )}
      </section>
      <section className="card admin-card" aria-labelledby="details-title">
        <h2 id="details-title">{t("detailsTitle")}</h2>
        {s.status === "archived" && <p className="notice">{t("archivedReadOnly")}</p>}
        <p className="form-field__hint">{s.price_from ? t("priceFromNow", { price: formatMoney(s.price_from, locale) }) : t("quoteOnly")}</p>
        <ServiceForm vendor={vendor} service={s} disabled={s.status === "archived"} />
      </section>
      <PackagesEditor service={s} disabled={s.status === "archived"} />
    </div>
  );
}
