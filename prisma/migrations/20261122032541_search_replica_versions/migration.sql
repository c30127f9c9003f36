-- DropIndex
DROP INDEX "search_documents_tokens_idx";

-- DropIndex
DROP INDEX "search_documents_category_ids_idx";

-- DropIndex
DROP INDEX "search_documents_kind_ranking_score_idx";

-- AlterTable
ALTER TABLE "search_documents" ADD COLUMN     "version" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "search_index_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "search_index_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_document_removals" (
    "kind" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "version" BIGINT NOT NULL,
    "removed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_document_removals_pkey" PRIMARY KEY ("kind","version","id")
);

-- CreateIndex
CREATE INDEX "search_document_removals_removed_at_idx" ON "search_document_removals"("removed_at");

-- CreateIndex
CREATE INDEX "search_documents_kind_version_idx" ON "search_documents"("kind", "version");

