"use client";

import { useTranslations } from "next-intl";
import { SideGate } from "@/components/conversations/side-gate";
import { VendorGate } from "@/components/shell/vendor-gate";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { OrderRecord } from "./order-facts";
import { OrderHead } from "./order-status";
import { ShareLocation } from "./share-location";
import { VendorOrderActions } from "./vendor-order-actions";
import { isTracking } from "./types";
import { Actions } from "@/components/ui/layout";
import "./orders.css";

// The vendor's page of one direct order, phone first: what to do next on top
// (big buttons), "Share my location" while on the way or working, then the
// order's facts (who, where, when) and money. Read again every 30 s so a
// payment or the customer's cancellation shows without a reload.

function Detail({ id }: { id: string }) {
  const t = useTranslations("orders");
  const order = useApiQuery("/vendor/orders/{id}", { path: { id } }, { poll: 30_000 });
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed error={order.error} backHref="/vendor/orders" back={t("vendor.back")} />;
  const o = order.data.data;
  return (
    <article className="or-detail" data-testid="vendor-order-detail" data-status={o.status}>
      <OrderHead order={o} />
      <p className="or-lead" data-testid="order-status-text">
        {t(`vendorStatusText.${o.status}`)}
      </p>
      <VendorOrderActions order={o} />
      {isTracking(o.status) && o.actions.includes("location") && <ShareLocation order={o} />}
      <OrderRecord order={o} />
      <Actions as="p">
        <Link href="/vendor/orders">{t("vendor.back")}</Link>
      </Actions>
    </article>
  );
}

export function VendorOrderDetail({ id }: { id: string }) {
  return (
    <VendorGate>
      {() => (
        <SideGate side="vendor">
          <Detail id={id} />
        </SideGate>
      )}
    </VendorGate>
  );
}
