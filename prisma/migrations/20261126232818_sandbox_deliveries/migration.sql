-- CreateTable
CREATE TABLE "sandbox_deliveries" (
    "id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "webhook_url" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sign_offset_ms" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sandbox_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sandbox_deliveries_status_next_attempt_at_idx" ON "sandbox_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "sandbox_deliveries_session_id_idx" ON "sandbox_deliveries"("session_id");

