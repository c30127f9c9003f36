-- A flagged payment (amount or currency mismatch) keeps what the provider reported and finance's decision.
ALTER TABLE "payments" ADD COLUMN "reported_amount" DECIMAL(12,3),
ADD COLUMN "reported_currency" TEXT,
ADD COLUMN "flagged_at" TIMESTAMPTZ(3),
ADD COLUMN "flag_resolution" TEXT,
ADD COLUMN "flag_resolved_at" TIMESTAMPTZ(3),
ADD COLUMN "flag_resolved_by" TEXT,
ADD COLUMN "flag_note" TEXT,
ADD COLUMN "expected_amount" DECIMAL(12,3);

-- The finance queue: flagged payments still waiting for a decision.
CREATE INDEX "payments_flagged_queue_idx" ON "payments" ("flagged_at") WHERE "flagged" AND "flag_resolution" IS NULL;
