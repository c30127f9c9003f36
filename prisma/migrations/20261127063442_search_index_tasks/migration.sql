-- CreateTable
CREATE TABLE "search_index_tasks" (
    "target" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "last_error" TEXT,
    "failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_index_tasks_pkey" PRIMARY KEY ("target")
);

-- CreateIndex
CREATE INDEX "search_index_tasks_failed_at_next_attempt_at_idx" ON "search_index_tasks"("failed_at", "next_attempt_at");

