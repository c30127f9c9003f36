-- CreateTable
CREATE TABLE "event_guests" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "side" TEXT,
    "group_label" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "plus_ones" INTEGER NOT NULL DEFAULT 0,
    "dietary_notes" TEXT,
    "language" TEXT NOT NULL DEFAULT 'ar',
    "rsvp_status" TEXT NOT NULL DEFAULT 'pending',
    "head_count" INTEGER,
    "rsvp_answered_at" TIMESTAMPTZ(3),
    "rsvp_token" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_guests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_timeline_entries" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "starts_at" TEXT NOT NULL,
    "ends_at" TEXT,
    "title_ar" TEXT,
    "title_en" TEXT,
    "booking_id" TEXT,
    "person_name" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_timeline_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "event_guests_rsvp_token_key" ON "event_guests"("rsvp_token");

-- CreateIndex
CREATE INDEX "event_guests_event_id_name_idx" ON "event_guests"("event_id", "name");

-- CreateIndex
CREATE INDEX "event_timeline_entries_event_id_starts_at_idx" ON "event_timeline_entries"("event_id", "starts_at");

-- CreateIndex
CREATE INDEX "event_timeline_entries_booking_id_idx" ON "event_timeline_entries"("booking_id");

-- AddForeignKey
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_timeline_entries" ADD CONSTRAINT "event_timeline_entries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_timeline_entries" ADD CONSTRAINT "event_timeline_entries_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

