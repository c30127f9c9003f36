-- AlterTable
ALTER TABLE "push_tokens" ADD COLUMN     "web_push_keys" JSONB;

