-- Category names as their own search field (name > category > other text).
-- Rows written before this have none until they are rewritten: the search
-- index is rebuilt at start when it finds such rows (server/search/indexer.ts
-- ensureSearchIndex), so category hits rank as they should at once.
-- AlterTable
ALTER TABLE "search_documents" ADD COLUMN     "category_tokens" TEXT[] DEFAULT ARRAY[]::TEXT[];
