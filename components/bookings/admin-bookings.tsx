"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AdminList } from "@/components/ui/admin-list";
import { Button } from "@/components/ui/button";
import { formatDay, formatTime } from "@/components/ui/format";
import { BOOKING_STATUSES, bookingStatusOf } from "./types";
import { formatMoney } from "@/components/ui/money";
import { BookingStatus } from "./booking-fields";
import { Code, Name } from "@/components/ui/names";
import "./bookings.css";

// Admin oversight of bookings (GET /admin/bookings, permission booking.oversee):
// filter by status and vendor id. The page opens on `?status=` (the admin
// home links to its queue with one).

export function AdminBookings() {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const params = useSearchParams();
  const [vendorId, setVendorId] = useState("");
  return (
    <AdminList
      path="/admin/bookings"
      testId="admin-bookings"
      status={{
        label: t("filterStatus"),
        all: t("allStatuses"),
        values: BOOKING_STATUSES,
        optionLabel: (s) => t(`status.${s}`),
        initial: bookingStatusOf(params.get("status")) ?? "",
        testId: "admin-bookings-status",
      }}
      query={{ vendor_id: vendorId }}
      onFilterSubmit={(form) => setVendorId(String(form.get("vendor_id") ?? "").trim())}
      filters={() => (
        <>
          <label className="form-field">
            <span>{t("admin.vendorId")}</span>
            <input name="vendor_id" defaultValue={vendorId} dir="ltr" />
          </label>
          <div className="admin-filters__actions">
            <Button type="submit" variant="secondary">
              {t("admin.apply")}
            </Button>
          </div>
        </>
      )}
      empty={t("admin.empty")}
      columns={[
        t("fields.reference"),
        t("fields.vendor"),
        t("fields.status"),
        t("fields.total"),
        t("fields.amountPaid"),
        t("fields.serviceDate"),
        t("fields.paymentDeadline"),
      ]}
      row={(b) => (
        <tr key={b.id} data-testid="admin-booking-row">
          <td>
            <Code>{b.reference}</Code>
          </td>
          <td>
            <Name>{b.vendor.name}</Name>
          </td>
          <td>
            <BookingStatus booking={b} />
          </td>
          <td>{formatMoney(b.total, locale)}</td>
          <td>{formatMoney(b.amount_paid, locale)}</td>
          <td>{formatDay(b.service_date, locale)}</td>
          <td>{b.status === "pending" ? formatTime(b.payment_deadline, locale) : "—"}</td>
        </tr>
      )}
    />
  );
}
