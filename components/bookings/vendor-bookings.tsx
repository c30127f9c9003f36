"use client";

import { SideGate } from "@/components/conversations/side-gate";
import { VendorGate } from "@/components/shell/vendor-gate";
import { BookingList } from "./bookings-list";

/**
 * The vendor's bookings: GET /bookings in the vendor's context (SideGate switches the session to it).
 * Its own file: the account area must not pull the vendor gate's messages.
 */
export function VendorBookings() {
  return (
    <VendorGate>
      {() => (
        <SideGate side="vendor">
          <BookingList side="vendor" />
        </SideGate>
      )}
    </VendorGate>
  );
}
