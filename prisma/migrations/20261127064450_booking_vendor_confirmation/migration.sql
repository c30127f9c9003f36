-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "vendor_confirmed_at" TIMESTAMPTZ(3);


-- Bookings confirmed before this rule were confirmed under the old one: they count as confirmed by the vendor.
UPDATE "bookings" SET "vendor_confirmed_at" = "confirmed_at" WHERE "confirmed_at" IS NOT NULL;
