"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { ErrorText } from "@/components/ui/error-text";
import { statusOf } from "@/components/ui/use-api";
import { useViewer } from "@/components/ui/viewer-context";
import { useMyVendor } from "./use-my-vendor";
import type { MyVendor } from "./use-my-vendor";

/**
 * Renders `children` with the caller's vendor (GET /vendors/me); otherwise a
 * loading line, a sign-in prompt (401) or an invitation to apply (404: the
 * caller is not on a vendor's team). Permissions stay the server's.
 */
export function VendorGate({ children }: { children: (vendor: MyVendor) => ReactNode }) {
  const t = useTranslations("vendorPortal");
  const vendor = useMyVendor();
  if (vendor.isPending) return <p role="status">{t("loading")}</p>;
  if (vendor.data) return <>{children(vendor.data.data)}</>;
  const status = statusOf(vendor.error);
  if (status === 401) {
    return (
      <div className="notice" data-testid="vendor-signed-out">
        <p>{t("gate.signedOut")}</p>
        <Link href="/login">{t("gate.signIn")}</Link>
      </div>
    );
  }
  if (status === 404) {
    return (
      <div className="notice" data-testid="vendor-none">
        <p>{t("gate.noVendor")}</p>
        <Link href="/vendor/apply">{t("gate.apply")}</Link>
      </div>
    );
  }
  return <ErrorText>{t("errors.generic")}</ErrorText>;
}

/** The page state when a request for a section answers 403: the caller's role does not allow it (e.g. staff on the team page). */
export function VendorForbidden({ what }: { what: string }) {
  const t = useTranslations("vendorPortal.gate");
  return (
    <div className="notice" role="alert" data-testid="vendor-forbidden">
      <p>{t("forbidden", { what })}</p>
    </div>
  );
}

/**
 * Whether the viewer runs `vendorId`'s business: an owner or a manager sets
 * prices and acts on bookings; staff do neither (docs/vendor-team.md). Only
 * what is offered on screen: the API refuses staff anyway.
 */
export function useRunsTheBusiness(vendorId: string): boolean {
  const role = useViewer()?.vendors.find((v) => v.id === vendorId)?.role;
  return role === "vendor_owner" || role === "vendor_manager";
}
