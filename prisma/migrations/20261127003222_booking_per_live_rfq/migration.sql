-- A cancelled booking no longer holds its RFQ: the RFQ may be reopened and
-- another of its quotes accepted (docs/decisions.md "Fallback after a
-- cancelled booking"). At most one booking per RFQ that is not cancelled
-- stays the last word when two accepts race (partial unique index: Prisma
-- cannot express it, so the schema keeps a plain index on rfq_id).

-- DropIndex
DROP INDEX "bookings_rfq_id_key";

-- CreateIndex
CREATE INDEX "bookings_rfq_id_idx" ON "bookings"("rfq_id");

CREATE UNIQUE INDEX "bookings_rfq_id_live_key" ON "bookings"("rfq_id") WHERE status <> 'cancelled';
