-- CreateEnum
CREATE TYPE "FinanceDocumentKind" AS ENUM ('invoice', 'credit_note');

-- CreateEnum
CREATE TYPE "LedgerEntryKind" AS ENUM ('deposit', 'reversal');

-- CreateEnum
CREATE TYPE "LedgerEntryStatus" AS ENUM ('pending', 'settled', 'frozen', 'reversed');

-- AlterTable
ALTER TABLE "sandbox_sessions" ADD COLUMN     "fee" DECIMAL(12,3),
ADD COLUMN     "paid_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "document_counters" (
    "legal_entity" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "kind" "FinanceDocumentKind" NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("legal_entity","year","kind")
);

-- CreateTable
CREATE TABLE "finance_documents" (
    "id" TEXT NOT NULL,
    "kind" "FinanceDocumentKind" NOT NULL,
    "number" TEXT NOT NULL,
    "legal_entity" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "payment_id" TEXT NOT NULL,
    "refund_id" TEXT,
    "invoice_id" TEXT,
    "payer_user_id" TEXT NOT NULL,
    "vendor_id" TEXT,
    "purpose" TEXT NOT NULL,
    "amount" DECIMAL(12,3) NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'KWD',
    "method" TEXT,
    "provider_ref" TEXT,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "snapshot" JSONB NOT NULL,

    CONSTRAINT "finance_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" TEXT NOT NULL,
    "unique_key" TEXT NOT NULL,
    "kind" "LedgerEntryKind" NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "booking_id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "refund_id" TEXT,
    "reverses_id" TEXT,
    "booking_total" DECIMAL(12,3) NOT NULL,
    "deposit" DECIMAL(12,3) NOT NULL,
    "commission" DECIMAL(12,3) NOT NULL,
    "vendor_share" DECIMAL(12,3) NOT NULL,
    "commission_rate" DECIMAL(6,4) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_status_changes" (
    "id" TEXT NOT NULL,
    "entry_id" TEXT NOT NULL,
    "status" "LedgerEntryStatus" NOT NULL,
    "settlement_id" TEXT,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payout_accounts" (
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "holder_name" TEXT NOT NULL,
    "iban" TEXT NOT NULL,
    "bank_name" TEXT,
    "current" BOOLEAN NOT NULL DEFAULT true,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replaced_at" TIMESTAMPTZ(3),

    CONSTRAINT "payout_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settlement_runs" (
    "id" TEXT NOT NULL,
    "run_date" DATE NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'completed',
    "started_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "settlement_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settlements" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "run_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "payout_account_id" TEXT,
    "entry_count" INTEGER NOT NULL,
    "gross_deposits" DECIMAL(12,3) NOT NULL,
    "commission" DECIMAL(12,3) NOT NULL,
    "net_payout" DECIMAL(12,3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending_payout',
    "paid_at" TIMESTAMPTZ(3),
    "payout_reference" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "settlements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reconciliation_runs" (
    "id" TEXT NOT NULL,
    "run_date" DATE NOT NULL,
    "provider" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'completed',
    "our_count" INTEGER NOT NULL DEFAULT 0,
    "provider_count" INTEGER NOT NULL DEFAULT 0,
    "matched_count" INTEGER NOT NULL DEFAULT 0,
    "mismatch_count" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "started_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reconciliation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reconciliation_mismatches" (
    "id" TEXT NOT NULL,
    "run_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "record_type" TEXT NOT NULL,
    "record_id" TEXT,
    "provider_ref" TEXT,
    "our_amount" DECIMAL(12,3),
    "provider_amount" DECIMAL(12,3),
    "our_status" TEXT,
    "provider_status" TEXT,
    "detail" JSONB,

    CONSTRAINT "reconciliation_mismatches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox_refunds" (
    "id" TEXT NOT NULL,
    "refund_id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "amount" DECIMAL(12,3) NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'processed',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sandbox_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "finance_documents_number_key" ON "finance_documents"("number");

-- CreateIndex
CREATE UNIQUE INDEX "finance_documents_refund_id_key" ON "finance_documents"("refund_id");

-- CreateIndex
CREATE INDEX "finance_documents_payment_id_idx" ON "finance_documents"("payment_id");

-- CreateIndex
CREATE INDEX "finance_documents_payer_user_id_issued_at_idx" ON "finance_documents"("payer_user_id", "issued_at");

-- CreateIndex
CREATE INDEX "finance_documents_vendor_id_issued_at_idx" ON "finance_documents"("vendor_id", "issued_at");

-- CreateIndex
CREATE UNIQUE INDEX "finance_documents_legal_entity_year_kind_sequence_key" ON "finance_documents"("legal_entity", "year", "kind", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_refund_id_key" ON "ledger_entries"("refund_id");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_unique_key_key" ON "ledger_entries"("unique_key");

-- CreateIndex
CREATE INDEX "ledger_entries_vendor_id_created_at_idx" ON "ledger_entries"("vendor_id", "created_at");

-- CreateIndex
CREATE INDEX "ledger_entries_booking_id_idx" ON "ledger_entries"("booking_id");

-- CreateIndex

-- CreateIndex
CREATE INDEX "ledger_status_changes_entry_id_created_at_idx" ON "ledger_status_changes"("entry_id", "created_at");

-- CreateIndex
CREATE INDEX "ledger_status_changes_settlement_id_idx" ON "ledger_status_changes"("settlement_id");

-- CreateIndex
CREATE INDEX "payout_accounts_vendor_id_current_idx" ON "payout_accounts"("vendor_id", "current");

-- CreateIndex
CREATE UNIQUE INDEX "settlement_runs_run_date_key" ON "settlement_runs"("run_date");

-- CreateIndex
CREATE UNIQUE INDEX "settlements_reference_key" ON "settlements"("reference");

-- CreateIndex
CREATE INDEX "settlements_vendor_id_created_at_idx" ON "settlements"("vendor_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "settlements_run_id_vendor_id_key" ON "settlements"("run_id", "vendor_id");

-- CreateIndex
CREATE INDEX "reconciliation_runs_run_date_provider_created_at_idx" ON "reconciliation_runs"("run_date", "provider", "created_at");

-- CreateIndex
CREATE INDEX "reconciliation_mismatches_run_id_idx" ON "reconciliation_mismatches"("run_id");

-- CreateIndex
CREATE INDEX "sandbox_refunds_created_at_idx" ON "sandbox_refunds"("created_at");

-- AddForeignKey
ALTER TABLE "ledger_status_changes" ADD CONSTRAINT "ledger_status_changes_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "ledger_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "settlement_runs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "reconciliation_runs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Append-only finance records: invoices and credit notes, ledger entries and
-- their status history can be inserted, never updated or deleted (the
-- application has no update path either; this holds against anyone with SQL).
CREATE FUNCTION refuse_finance_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER finance_documents_append_only BEFORE UPDATE OR DELETE ON "finance_documents"
  FOR EACH ROW EXECUTE FUNCTION refuse_finance_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_finance_change();
CREATE TRIGGER ledger_status_changes_append_only BEFORE UPDATE OR DELETE ON "ledger_status_changes"
  FOR EACH ROW EXECUTE FUNCTION refuse_finance_change();
CREATE TRIGGER finance_documents_no_truncate BEFORE TRUNCATE ON "finance_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_finance_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_finance_change();
CREATE TRIGGER ledger_status_changes_no_truncate BEFORE TRUNCATE ON "ledger_status_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_finance_change();

-- Ledger amounts keep the spec's rules (commission > 0 and <= deposit, vendor share >= 0) for deposits.
ALTER TABLE "ledger_entries" ADD CONSTRAINT ledger_deposit_amounts CHECK (
  kind <> 'deposit' OR (commission > 0 AND commission <= deposit AND vendor_share >= 0 AND vendor_share = deposit - commission)
);
ALTER TABLE "ledger_entries" ADD CONSTRAINT ledger_reversal_amounts CHECK (
  kind <> 'reversal' OR (deposit < 0 AND commission <= 0 AND vendor_share <= 0 AND vendor_share = deposit - commission)
);
