-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('draft', 'published', 'pending_moderation', 'hidden', 'deleted');

-- CreateTable
CREATE TABLE "reviews" (
    "id" TEXT NOT NULL,
    "booking_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "author_user_id" TEXT NOT NULL,
    "status" "ReviewStatus" NOT NULL DEFAULT 'draft',
    "overall_rating" INTEGER,
    "quality_rating" INTEGER,
    "punctuality_rating" INTEGER,
    "value_rating" INTEGER,
    "title" TEXT,
    "body" TEXT,
    "screening_flags" JSONB,
    "submitted_at" TIMESTAMPTZ(3),
    "published_at" TIMESTAMPTZ(3),
    "edited_at" TIMESTAMPTZ(3),
    "hidden_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "appealed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_photos" (
    "review_id" TEXT NOT NULL,
    "media_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "review_photos_pkey" PRIMARY KEY ("review_id","media_id")
);

-- CreateTable
CREATE TABLE "review_replies" (
    "id" TEXT NOT NULL,
    "review_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "author_user_id" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'published',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "edited_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "review_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_reports" (
    "id" TEXT NOT NULL,
    "review_id" TEXT NOT NULL,
    "reply_id" TEXT,
    "target_key" TEXT NOT NULL,
    "reporter_user_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moderation_cases" (
    "id" TEXT NOT NULL,
    "review_id" TEXT NOT NULL,
    "reply_id" TEXT,
    "cause" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "decision" TEXT,
    "reason" TEXT,
    "decided_by" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "moderation_cases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_blocked_words" (
    "id" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_blocked_words_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_rating_summaries" (
    "vendor_id" TEXT NOT NULL,
    "rating_avg" DECIMAL(3,2) NOT NULL DEFAULT 0,
    "rating_count" INTEGER NOT NULL DEFAULT 0,
    "stars_1" INTEGER NOT NULL DEFAULT 0,
    "stars_2" INTEGER NOT NULL DEFAULT 0,
    "stars_3" INTEGER NOT NULL DEFAULT 0,
    "stars_4" INTEGER NOT NULL DEFAULT 0,
    "stars_5" INTEGER NOT NULL DEFAULT 0,
    "quality_avg" DECIMAL(3,2),
    "quality_count" INTEGER NOT NULL DEFAULT 0,
    "punctuality_avg" DECIMAL(3,2),
    "punctuality_count" INTEGER NOT NULL DEFAULT 0,
    "value_avg" DECIMAL(3,2),
    "value_count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_rating_summaries_pkey" PRIMARY KEY ("vendor_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews"("booking_id");

-- CreateIndex
CREATE INDEX "reviews_vendor_id_status_published_at_idx" ON "reviews"("vendor_id", "status", "published_at");

-- CreateIndex
CREATE INDEX "reviews_author_user_id_created_at_idx" ON "reviews"("author_user_id", "created_at");

-- CreateIndex
CREATE INDEX "reviews_status_updated_at_idx" ON "reviews"("status", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "review_photos_media_id_key" ON "review_photos"("media_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_replies_review_id_key" ON "review_replies"("review_id");

-- CreateIndex
CREATE INDEX "review_reports_review_id_idx" ON "review_reports"("review_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_reports_target_key_reporter_user_id_key" ON "review_reports"("target_key", "reporter_user_id");

-- CreateIndex
CREATE INDEX "moderation_cases_status_created_at_idx" ON "moderation_cases"("status", "created_at");

-- CreateIndex
CREATE INDEX "moderation_cases_review_id_idx" ON "moderation_cases"("review_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_blocked_words_word_key" ON "review_blocked_words"("word");

-- AddForeignKey
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reply_id_fkey" FOREIGN KEY ("reply_id") REFERENCES "review_replies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

