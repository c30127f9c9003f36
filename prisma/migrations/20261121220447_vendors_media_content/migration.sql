-- CreateEnum
CREATE TYPE "VendorDocumentStatus" AS ENUM ('pending_review', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "MediaStatus" AS ENUM ('pending', 'processing', 'ready', 'rejected');

-- CreateEnum
CREATE TYPE "CmsPageStatus" AS ENUM ('draft', 'published');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "avatar_media_id" TEXT;

-- AlterTable
ALTER TABLE "vendors" ADD COLUMN     "cover_media_id" TEXT,
ADD COLUMN     "instagram" TEXT,
ADD COLUMN     "logo_media_id" TEXT,
ADD COLUMN     "rejection_reason" TEXT,
ADD COLUMN     "reviewed_by" TEXT,
ADD COLUMN     "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "suspended_at" TIMESTAMPTZ(3),
ADD COLUMN     "suspension_reason" TEXT,
ADD COLUMN     "website" TEXT;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "archived_at" TIMESTAMPTZ(3),
ADD COLUMN     "cover_media_id" TEXT,
ADD COLUMN     "published_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN     "grace_ends_at" TIMESTAMPTZ(3),
ADD COLUMN     "payment_url" TEXT;

-- CreateTable
CREATE TABLE "service_packages" (
    "id" TEXT NOT NULL,
    "service_id" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "description_ar" TEXT,
    "description_en" TEXT,
    "price" DECIMAL(12,3) NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'KWD',
    "inclusions" JSONB NOT NULL DEFAULT '[]',
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_documents" (
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "media_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" "VendorDocumentStatus" NOT NULL DEFAULT 'pending_review',
    "review_note" TEXT,
    "reviewed_by" TEXT,
    "reviewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_invitations" (
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'vendor_staff',
    "token_hash" TEXT NOT NULL,
    "invited_by" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_quota_usage" (
    "vendor_id" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "rfqs_received" INTEGER NOT NULL DEFAULT 0,
    "quotations_sent" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vendor_quota_usage_pkey" PRIMARY KEY ("vendor_id","period")
);

-- CreateTable
CREATE TABLE "vendor_daily_stats" (
    "vendor_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "profile_views" INTEGER NOT NULL DEFAULT 0,
    "rfqs_received" INTEGER NOT NULL DEFAULT 0,
    "quotes_sent" INTEGER NOT NULL DEFAULT 0,
    "quotes_won" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vendor_daily_stats_pkey" PRIMARY KEY ("vendor_id","day")
);

-- CreateTable
CREATE TABLE "media" (
    "id" TEXT NOT NULL,
    "owner_user_id" TEXT NOT NULL,
    "context" TEXT NOT NULL,
    "subject_id" TEXT,
    "visibility" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "declared_mime" TEXT NOT NULL,
    "declared_size" INTEGER NOT NULL,
    "mime_type" TEXT,
    "size" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "sha256" TEXT,
    "storage_key" TEXT NOT NULL,
    "status" "MediaStatus" NOT NULL DEFAULT 'pending',
    "reject_reason" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),
    "ready_at" TIMESTAMPTZ(3),

    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_pages" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title_ar" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "body_ar" TEXT NOT NULL,
    "body_en" TEXT NOT NULL,
    "status" "CmsPageStatus" NOT NULL DEFAULT 'draft',
    "published_at" TIMESTAMPTZ(3),
    "updated_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cms_pages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "service_packages_service_id_idx" ON "service_packages"("service_id");

-- CreateIndex
CREATE UNIQUE INDEX "vendor_documents_vendor_id_media_id_key" ON "vendor_documents"("vendor_id", "media_id");

-- CreateIndex
CREATE UNIQUE INDEX "vendor_invitations_token_hash_key" ON "vendor_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "vendor_invitations_vendor_id_idx" ON "vendor_invitations"("vendor_id");

-- CreateIndex
CREATE UNIQUE INDEX "media_storage_key_key" ON "media"("storage_key");

-- CreateIndex
CREATE INDEX "media_owner_user_id_context_idx" ON "media"("owner_user_id", "context");

-- CreateIndex
CREATE INDEX "media_context_subject_id_idx" ON "media"("context", "subject_id");

-- CreateIndex
CREATE INDEX "media_status_created_at_idx" ON "media"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "cms_pages_slug_key" ON "cms_pages"("slug");

-- AddForeignKey
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_quota_usage" ADD CONSTRAINT "vendor_quota_usage_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_daily_stats" ADD CONSTRAINT "vendor_daily_stats_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

