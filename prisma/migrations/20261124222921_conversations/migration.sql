-- CreateTable
CREATE TABLE "conversations" (
    "id" TEXT NOT NULL,
    "customer_user_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "context_type" TEXT NOT NULL,
    "context_id" TEXT NOT NULL DEFAULT '',
    "last_message_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messages" (
    "id" TEXT NOT NULL,
    "conversation_id" TEXT NOT NULL,
    "sender_user_id" TEXT NOT NULL,
    "sender_side" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conversation_reads" (
    "conversation_id" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "last_read_at" TIMESTAMPTZ(3) NOT NULL,
    "last_read_by" TEXT NOT NULL,

    CONSTRAINT "conversation_reads_pkey" PRIMARY KEY ("conversation_id","side")
);

-- CreateIndex
CREATE INDEX "conversations_customer_user_id_last_message_at_idx" ON "conversations"("customer_user_id", "last_message_at");

-- CreateIndex
CREATE INDEX "conversations_vendor_id_last_message_at_idx" ON "conversations"("vendor_id", "last_message_at");

-- CreateIndex
CREATE UNIQUE INDEX "conversations_customer_user_id_vendor_id_context_type_conte_key" ON "conversations"("customer_user_id", "vendor_id", "context_type", "context_id");

-- CreateIndex
CREATE INDEX "messages_conversation_id_created_at_id_idx" ON "messages"("conversation_id", "created_at", "id");

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

