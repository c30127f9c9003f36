-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "successor" TEXT,
ADD COLUMN     "used_by" TEXT;

