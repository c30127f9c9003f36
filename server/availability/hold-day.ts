import type { Tx } from "../core/db/client";
import { AppError } from "../core/errors";
import { isFreeOn } from "./calendar";

/**
 * In the transaction that creates a booking (accepting a quote): waits for
 * any other booking of this vendor being made (the vendor row's lock, held to
 * commit), then refuses the day when it is closed or full. Two customers
 * racing for a vendor's last free day: one booking, the other gets 409.
 */
export async function holdVendorDay(tx: Tx, vendorId: string, serviceDate: Date): Promise<void> {
  await tx.$queryRawUnsafe(`SELECT 1 FROM vendors WHERE id = $1 FOR NO KEY UPDATE`, vendorId);
  if (!(await isFreeOn(vendorId, serviceDate, tx))) {
    throw new AppError("VENDOR_UNAVAILABLE", { message: "The vendor has no free capacity left on the service date; choose another vendor or date." });
  }
}
