-- AlterTable
ALTER TABLE "ledger_entries" ADD COLUMN     "order_id" TEXT;

-- CreateIndex
CREATE INDEX "ledger_entries_order_id_idx" ON "ledger_entries"("order_id");


-- Added by hand: a direct order's payment is a deposit entry of its order
-- (docs/finance.md "Ledger"). A tip has no booking, order or payment; every
-- other entry has a payment and exactly one of booking or order.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_booking_unless_tip";
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_source"
  CHECK (CASE WHEN "kind"::text = 'tip'
              THEN "booking_id" IS NULL AND "order_id" IS NULL AND "payment_id" IS NULL
              ELSE "payment_id" IS NOT NULL AND num_nonnulls("booking_id", "order_id") = 1 END);
