-- AlterTable
ALTER TABLE "outbound_messages" ADD COLUMN     "provider_message_id" TEXT;

