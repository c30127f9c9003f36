-- AlterTable
ALTER TABLE "moderation_cases" ADD COLUMN     "note" TEXT;

