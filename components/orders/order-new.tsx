"use client";

import { useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { SideGate } from "@/components/conversations/side-gate";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { OrderForm, type OrderablePackage } from "./order-form";
import "./orders.css";

// The "Order now" page (/account/orders/new?vendor=<slug>&package=<id>, linked
// from the vendor profile's packages that allow it): the package as the
// public services list gives it, then the order form.

function NewOrder({ vendor, packageId }: { vendor: string; packageId: string }) {
  const t = useTranslations("orders.form");
  const services = useApiQuery("/vendors/{id}/services", { path: { id: vendor } }, { enabled: vendor !== "" });
  if (!vendor || !packageId) return <LoadFailed error={null} backHref="/search" back={t("backToSearch")} />;
  if (services.isPending) return <Loading />;
  if (services.isError) return <LoadFailed error={services.error} backHref="/search" back={t("backToSearch")} />;
  const found = services.data.data.flatMap((s) => s.packages).find((p) => p.id === packageId);
  if (!found || !found.direct_order) {
    return (
      <div className="notice" role="alert" data-testid="order-not-orderable">
        <p>{t("errors.notOrderable")}</p>
        <p>
          <Link href={`/vendors/${vendor}`}>{t("backToVendor")}</Link>
        </p>
      </div>
    );
  }
  const pkg: OrderablePackage = { id: found.id, name: found.name, price: found.price, direct_order: found.direct_order };
  return (
    <div className="or-page">
      <p>
        <Link href={`/vendors/${vendor}`}>{t("backToVendor")}</Link>
      </p>
      <OrderForm pkg={pkg} />
    </div>
  );
}

export function OrderNew({ vendor, packageId }: { vendor: string; packageId: string }) {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <NewOrder vendor={vendor} packageId={packageId} />
        </SideGate>
      )}
    </AccountGate>
  );
}
