-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('placed', 'confirmed', 'on_the_way', 'in_progress', 'completed', 'cancelled');

-- AlterTable
ALTER TABLE "service_packages" ADD COLUMN     "direct_order" TEXT;

-- CreateTable
CREATE TABLE "orders" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "customer_user_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "service_id" TEXT NOT NULL,
    "package_id" TEXT NOT NULL,
    "package_name_ar" TEXT NOT NULL,
    "package_name_en" TEXT NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'placed',
    "payment_mode" TEXT NOT NULL,
    "total" DECIMAL(12,3) NOT NULL,
    "amount_due" DECIMAL(12,3) NOT NULL,
    "amount_paid" DECIMAL(12,3) NOT NULL DEFAULT 0,
    "service_date" DATE NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "area_id" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "notes" TEXT,
    "payment_deadline" TIMESTAMPTZ(3) NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "confirm_deadline" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "on_the_way_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by" TEXT,
    "cancel_reason" TEXT,
    "refund_percent" INTEGER,
    "refund_due" DECIMAL(12,3),
    "provider_latitude" DOUBLE PRECISION,
    "provider_longitude" DOUBLE PRECISION,
    "provider_location_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "orders_reference_key" ON "orders"("reference");

-- CreateIndex
CREATE INDEX "orders_customer_user_id_created_at_idx" ON "orders"("customer_user_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_vendor_id_created_at_idx" ON "orders"("vendor_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_vendor_id_service_date_idx" ON "orders"("vendor_id", "service_date");

-- CreateIndex
CREATE INDEX "orders_status_payment_deadline_idx" ON "orders"("status", "payment_deadline");

-- CreateIndex
CREATE INDEX "orders_status_confirm_deadline_idx" ON "orders"("status", "confirm_deadline");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

