-- The vendor's RFQ response rate and median response time on its search
-- documents, for sort=recommended (server/search/recommended.ts). Existing
-- rows get none (neutral) until the vendor is indexed again.
ALTER TABLE "search_documents" ADD COLUMN     "response_rate" DOUBLE PRECISION,
ADD COLUMN     "response_hours" DOUBLE PRECISION;
