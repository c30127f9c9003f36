-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "balance_received_at" TIMESTAMPTZ(3),
ADD COLUMN     "balance_received_by" TEXT;

