-- AlterEnum
ALTER TYPE "LedgerEntryKind" ADD VALUE 'tip';

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "destination" TEXT NOT NULL DEFAULT 'original';

-- AlterTable
ALTER TABLE "ledger_entries" ALTER COLUMN "booking_id" DROP NOT NULL,
ALTER COLUMN "payment_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "wallets" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "balance" DECIMAL(12,3) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wallets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_movements" (
    "id" TEXT NOT NULL,
    "wallet_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL(12,3) NOT NULL,
    "balance_after" DECIMAL(12,3) NOT NULL,
    "reference_type" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_movements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_top_ups" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "amount" DECIMAL(12,3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_top_ups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tips" (
    "id" TEXT NOT NULL,
    "customer_user_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "source_type" TEXT NOT NULL,
    "source_id" TEXT NOT NULL,
    "amount" DECIMAL(12,3) NOT NULL,
    "movement_id" TEXT NOT NULL,
    "ledger_entry_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tips_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "wallets_user_id_key" ON "wallets"("user_id");

-- CreateIndex
CREATE INDEX "wallet_movements_wallet_id_id_idx" ON "wallet_movements"("wallet_id", "id");

-- CreateIndex
CREATE INDEX "wallet_movements_reference_type_reference_id_idx" ON "wallet_movements"("reference_type", "reference_id");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_movements_wallet_id_idempotency_key_key" ON "wallet_movements"("wallet_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "wallet_top_ups_user_id_created_at_idx" ON "wallet_top_ups"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "tips_movement_id_key" ON "tips"("movement_id");

-- CreateIndex
CREATE UNIQUE INDEX "tips_ledger_entry_id_key" ON "tips"("ledger_entry_id");

-- CreateIndex
CREATE INDEX "tips_vendor_id_created_at_idx" ON "tips"("vendor_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "tips_source_type_source_id_key" ON "tips"("source_type", "source_id");

-- AddForeignKey
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Added by hand: the balance never goes below zero, a movement moves money,
-- a tip entry has no booking or payment while every other entry has both,
-- and movements are append-only like the finance ledger.
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_not_negative" CHECK ("balance" >= 0);
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_balance_after_not_negative" CHECK ("balance_after" >= 0);
ALTER TABLE "tips" ADD CONSTRAINT "tips_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_unless_tip"
  CHECK (("kind"::text = 'tip') = ("booking_id" IS NULL AND "payment_id" IS NULL));
CREATE TRIGGER wallet_movements_append_only BEFORE UPDATE OR DELETE ON "wallet_movements"
  FOR EACH ROW EXECUTE FUNCTION refuse_finance_change();
