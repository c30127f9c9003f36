"use client";

import { useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { SideGate } from "@/components/conversations/side-gate";
import { LinkButton } from "@/components/ui/button";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { OrderCancel } from "./order-cancel";
import { OrderRecord } from "./order-facts";
import { OrderHead, OrderStatusLine } from "./order-status";
import { OrderTip } from "./order-tip";
import { PayOrder } from "./pay-order";
import { ProviderLocation } from "./provider-location";
import { isTracking, type OrderView } from "./types";
import { Actions, Muted } from "@/components/ui/layout";
import "./orders.css";

// The customer's page of one direct order: its status in words, "Pay now"
// while placed and unpaid (and, back from the gateway, a line until the
// payment is counted), the vendor's location while on the way or working
// (read again every 15 s), cancelling with the refund stated first, and after
// completion the tip and the review.

const TRACKING_POLL_MS = 15_000;
const PAYMENT_POLL_MS = 2_000;

function ReviewLink({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.review");
  return (
    <section className="card or-section" aria-labelledby="or-review" data-testid="order-review-entry" data-reviewed={o.review_id ? "yes" : "no"}>
      <h3 id="or-review">{t("title")}</h3>
      {o.actions.includes("review") || o.review_id ? (
        <p>
          <LinkButton href={`/account/orders/${o.id}/review`} data-testid="order-review-write">
            {o.review_id ? t("see") : t("write")}
          </LinkButton>
        </p>
      ) : (
        <Muted>{t("closed")}</Muted>
      )}
    </section>
  );
}

function Detail({ id, returned }: { id: string; returned: boolean }) {
  const t = useTranslations("orders");
  const order = useApiQuery("/orders/{id}", { path: { id } });
  const data = order.data?.data;
  const waitingForPayment = returned && data?.status === "placed" && !data.paid;
  const poll = data && isTracking(data.status) ? TRACKING_POLL_MS : waitingForPayment ? PAYMENT_POLL_MS : undefined;
  // A second observer of the same query only while something is awaited: both read the one cached answer.
  useApiQuery("/orders/{id}", { path: { id } }, { poll, enabled: poll !== undefined });
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed error={order.error} backHref="/account/orders" back={t("backToList")} />;
  return <CustomerOrder order={order.data.data} returned={returned} />;
}

/** The page's content for one state of the order (component tests render it per state). */
export function CustomerOrder({ order: o, returned }: { order: OrderView; returned: boolean }) {
  const t = useTranslations("orders");
  return (
    <article className="or-detail" data-testid="order-detail" data-status={o.status} data-paid={o.paid ? "yes" : "no"}>
      <OrderHead order={o} />
      <OrderStatusLine order={o} />
      <p>
        {t("detail.vendor")}:{" "}
        <Link href={`/vendors/${o.vendor.slug}`} data-testid="order-vendor">
          {o.vendor.name}
        </Link>
      </p>
      {returned && o.status === "placed" && !o.paid && (
        <p className="notice" role="status" data-testid="order-payment-checking">
          {t("detail.checkingPayment")}
        </p>
      )}
      {o.actions.includes("pay") && <PayOrder order={o} />}
      {isTracking(o.status) && <ProviderLocation order={o} />}
      {o.status === "completed" && <OrderTip order={o} />}
      {o.status === "completed" && <ReviewLink order={o} />}
      <OrderRecord order={o} />
      {o.actions.includes("cancel") && (
        <details className="or-policy">
          <summary>{t("detail.policy")}</summary>
          <ul>
            {o.policy.map((p) => (
              <li key={p.tier}>{p.text}</li>
            ))}
          </ul>
        </details>
      )}
      <OrderCancel order={o} />
      <Actions as="p">
        <Link href="/account/orders">{t("backToList")}</Link>
      </Actions>
    </article>
  );
}

export function OrderDetail({ id, returned }: { id: string; returned: boolean }) {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <Detail id={id} returned={returned} />
        </SideGate>
      )}
    </AccountGate>
  );
}
