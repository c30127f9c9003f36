-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "source_type" TEXT NOT NULL DEFAULT 'booking';

