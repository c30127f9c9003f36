-- CreateEnum
CREATE TYPE "RfqStatus" AS ENUM ('draft', 'pending', 'quoted', 'negotiating', 'accepted', 'rejected', 'expired', 'cancelled');

-- CreateEnum
CREATE TYPE "QuoteStatus" AS ENUM ('submitted', 'counter_received', 'accepted', 'not_selected', 'rejected', 'expired', 'void', 'withdrawn');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('pending', 'confirmed', 'refund_requested', 'completed', 'cancelled');

-- CreateTable
CREATE TABLE "events" (
    "id" TEXT NOT NULL,
    "customer_user_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "event_date" DATE,
    "event_time" TEXT,
    "guests_expected" INTEGER,
    "budget_total" DECIMAL(12,3),
    "city_id" TEXT,
    "location_text" TEXT,
    "notes" TEXT,
    "status" TEXT NOT NULL DEFAULT 'planning',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rfqs" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "customer_user_id" TEXT NOT NULL,
    "category_id" TEXT NOT NULL,
    "shape" TEXT NOT NULL,
    "targeting" TEXT NOT NULL DEFAULT 'targeted',
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "budget_min" DECIMAL(12,3),
    "budget_max" DECIMAL(12,3),
    "budget_indication" DECIMAL(12,3),
    "show_budget" BOOLEAN NOT NULL DEFAULT false,
    "needed_by" DATE NOT NULL,
    "target_vendor_ids" TEXT[],
    "status" "RfqStatus" NOT NULL DEFAULT 'draft',
    "sent_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rfqs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rfq_recipients" (
    "id" TEXT NOT NULL,
    "rfq_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "decline_reason" TEXT,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    "viewed_at" TIMESTAMPTZ(3),
    "responded_at" TIMESTAMPTZ(3),

    CONSTRAINT "rfq_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotes" (
    "id" TEXT NOT NULL,
    "rfq_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "status" "QuoteStatus" NOT NULL DEFAULT 'submitted',
    "revision" INTEGER NOT NULL DEFAULT 1,
    "total" DECIMAL(12,3) NOT NULL,
    "valid_until" TIMESTAMPTZ(3) NOT NULL,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL,
    "first_submitted_at" TIMESTAMPTZ(3) NOT NULL,
    "rounds" INTEGER NOT NULL DEFAULT 0,
    "final_offer" BOOLEAN NOT NULL DEFAULT false,
    "reject_reason" TEXT,
    "reject_note" TEXT,
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_versions" (
    "id" TEXT NOT NULL,
    "quote_id" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "total" DECIMAL(12,3) NOT NULL,
    "tax_amount" DECIMAL(12,3) NOT NULL DEFAULT 0,
    "items" JSONB NOT NULL DEFAULT '[]',
    "notes" TEXT,
    "delivery_notes" TEXT,
    "delivery_time_days" INTEGER,
    "validity_days" INTEGER NOT NULL,
    "valid_until" TIMESTAMPTZ(3) NOT NULL,
    "final_offer" BOOLEAN NOT NULL DEFAULT false,
    "created_by_user_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_negotiations" (
    "id" TEXT NOT NULL,
    "quote_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "proposed_price" DECIMAL(12,3),
    "message" TEXT,
    "revision" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_negotiations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "rfq_id" TEXT NOT NULL,
    "quote_id" TEXT NOT NULL,
    "customer_user_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'pending',
    "total" DECIMAL(12,3) NOT NULL,
    "deposit_due" DECIMAL(12,3) NOT NULL,
    "amount_paid" DECIMAL(12,3) NOT NULL DEFAULT 0,
    "service_date" DATE NOT NULL,
    "payment_deadline" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by" TEXT,
    "cancel_reason" TEXT,
    "refund_percent" INTEGER,
    "refund_due" DECIMAL(12,3),
    "refund_requested_at" TIMESTAMPTZ(3),
    "refund_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "events_customer_user_id_created_at_idx" ON "events"("customer_user_id", "created_at");

-- CreateIndex
CREATE INDEX "rfqs_customer_user_id_created_at_idx" ON "rfqs"("customer_user_id", "created_at");

-- CreateIndex
CREATE INDEX "rfqs_event_id_status_idx" ON "rfqs"("event_id", "status");

-- CreateIndex
CREATE INDEX "rfqs_status_expires_at_idx" ON "rfqs"("status", "expires_at");

-- CreateIndex
CREATE INDEX "rfq_recipients_vendor_id_sent_at_idx" ON "rfq_recipients"("vendor_id", "sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "rfq_recipients_rfq_id_vendor_id_key" ON "rfq_recipients"("rfq_id", "vendor_id");

-- CreateIndex
CREATE INDEX "quotes_vendor_id_created_at_idx" ON "quotes"("vendor_id", "created_at");

-- CreateIndex
CREATE INDEX "quotes_status_valid_until_idx" ON "quotes"("status", "valid_until");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_rfq_id_vendor_id_key" ON "quotes"("rfq_id", "vendor_id");

-- CreateIndex
CREATE UNIQUE INDEX "quote_versions_quote_id_revision_key" ON "quote_versions"("quote_id", "revision");

-- CreateIndex
CREATE INDEX "quote_negotiations_quote_id_created_at_idx" ON "quote_negotiations"("quote_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_rfq_id_key" ON "bookings"("rfq_id");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_quote_id_key" ON "bookings"("quote_id");

-- CreateIndex
CREATE INDEX "bookings_customer_user_id_created_at_idx" ON "bookings"("customer_user_id", "created_at");

-- CreateIndex
CREATE INDEX "bookings_vendor_id_created_at_idx" ON "bookings"("vendor_id", "created_at");

-- CreateIndex
CREATE INDEX "bookings_status_payment_deadline_idx" ON "bookings"("status", "payment_deadline");

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_rfq_id_fkey" FOREIGN KEY ("rfq_id") REFERENCES "rfqs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rfq_id_fkey" FOREIGN KEY ("rfq_id") REFERENCES "rfqs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_negotiations" ADD CONSTRAINT "quote_negotiations_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rfq_id_fkey" FOREIGN KEY ("rfq_id") REFERENCES "rfqs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

