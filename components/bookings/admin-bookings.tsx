"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AdminPager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/table";
import { formatDay, formatTime } from "@/components/ui/format";
import { ListStates } from "@/components/ui/states";
import { BOOKING_STATUSES, bookingStatusOf } from "./types";
import { useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { BookingStatus } from "./booking-fields";
import "@/components/ui/portal.css";
import "./bookings.css";
import { Code, Name } from "@/components/ui/names";

// Admin oversight of bookings (GET /admin/bookings, permission booking.oversee):
// filter by status and vendor id. The page opens on `?status=` (the admin
// home links to its queue with one).


export function AdminBookings() {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const params = useSearchParams();
  const [status, setStatus] = useState<string>(() => bookingStatusOf(params.get("status")) ?? "");
  const [vendorId, setVendorId] = useState("");
  const [page, setPage] = useState(1);
  const list = useApiQuery("/admin/bookings", { query: { page, per_page: 25, status: bookingStatusOf(status), vendor_id: vendorId } });

  function onVendor(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setVendorId(String(new FormData(e.currentTarget).get("vendor_id") ?? "").trim());
    setPage(1);
  }

  return (
    <div data-testid="admin-bookings">
      <form className="admin-filters" onSubmit={onVendor}>
        <label className="form-field">
          <span>{t("filterStatus")}</span>
          <select value={status} data-testid="admin-bookings-status" onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">{t("allStatuses")}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>{t("admin.vendorId")}</span>
          <input name="vendor_id" defaultValue={vendorId} dir="ltr" />
        </label>
        <div className="admin-filters__actions">
          <button type="submit" className="button button-secondary">
            {t("admin.apply")}
          </button>
        </div>
      </form>
      <ListStates query={list} empty={<p className="notice">{t("admin.empty")}</p>}>
        {(loaded) => (
          <>
          <DataTable columns={[t("fields.reference"), t("fields.vendor"), t("fields.status"), t("fields.total"), t("fields.amountPaid"), t("fields.serviceDate"), t("fields.paymentDeadline")]} busy={list.isFetching}>
            {loaded.data.map((b) => (
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
            ))}
          </DataTable>
          <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
