-- CreateEnum
CREATE TYPE "CalendarExceptionKind" AS ENUM ('blocked', 'open');

-- CreateTable
CREATE TABLE "vendor_availability" (
    "vendor_id" TEXT NOT NULL,
    "work_days" INTEGER[],
    "daily_capacity" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vendor_availability_pkey" PRIMARY KEY ("vendor_id")
);

-- CreateTable
CREATE TABLE "vendor_calendar_exceptions" (
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "kind" "CalendarExceptionKind" NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "note" TEXT,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_calendar_exceptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vendor_calendar_exceptions_vendor_id_starts_on_idx" ON "vendor_calendar_exceptions"("vendor_id", "starts_on");

-- Bookings taken on a vendor's day (capacity): by vendor and service date.
CREATE INDEX "bookings_vendor_id_service_date_idx" ON "bookings"("vendor_id", "service_date");

-- AddForeignKey
ALTER TABLE "vendor_availability" ADD CONSTRAINT "vendor_availability_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_calendar_exceptions" ADD CONSTRAINT "vendor_calendar_exceptions_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
