"use client";

import { SideGate } from "@/components/conversations/side-gate";
import { VendorGate } from "@/components/shell/vendor-gate";
import { VendorOrderList } from "./order-list";

/**
 * The vendor's orders: GET /vendor/orders in the vendor's context (SideGate switches the session to it).
 * Its own file: the account area must not pull the vendor gate's messages.
 */
export function VendorOrders() {
  return (
    <VendorGate>
      {() => (
        <SideGate side="vendor">
          <VendorOrderList />
        </SideGate>
      )}
    </VendorGate>
  );
}
