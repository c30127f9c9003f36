-- CreateEnum
CREATE TYPE "CalendarExceptionSource" AS ENUM ('manual', 'ical');

-- AlterTable
ALTER TABLE "vendor_calendar_exceptions" ADD COLUMN     "import_id" TEXT,
ADD COLUMN     "source" "CalendarExceptionSource" NOT NULL DEFAULT 'manual';

-- CreateTable
CREATE TABLE "vendor_calendar_feeds" (
    "vendor_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_calendar_feeds_pkey" PRIMARY KEY ("vendor_id")
);

-- CreateTable
CREATE TABLE "vendor_calendar_imports" (
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "last_status" TEXT,
    "last_error" TEXT,
    "last_fetched_at" TIMESTAMPTZ(3),
    "busy_ranges" INTEGER NOT NULL DEFAULT 0,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_calendar_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vendor_calendar_feeds_token_hash_key" ON "vendor_calendar_feeds"("token_hash");

-- CreateIndex
CREATE INDEX "vendor_calendar_imports_vendor_id_idx" ON "vendor_calendar_imports"("vendor_id");

-- CreateIndex
CREATE INDEX "vendor_calendar_exceptions_import_id_idx" ON "vendor_calendar_exceptions"("import_id");

-- AddForeignKey
ALTER TABLE "vendor_calendar_exceptions" ADD CONSTRAINT "vendor_calendar_exceptions_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "vendor_calendar_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_calendar_feeds" ADD CONSTRAINT "vendor_calendar_feeds_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_calendar_imports" ADD CONSTRAINT "vendor_calendar_imports_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

