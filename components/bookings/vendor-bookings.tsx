"use client";

import { VendorGate } from "@/components/vendor/vendor-gate";
import { BookingList } from "./bookings-list";

/** The vendor's bookings (its own file: the account area must not pull the vendor gate's messages). */
export function VendorBookings() {
  return <VendorGate>{() => <BookingList side="vendor" />}</VendorGate>;
}
