-- CreateTable
CREATE TABLE "search_documents" (
    "kind" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_norm" TEXT NOT NULL,
    "name_tokens" TEXT[],
    "tokens" TEXT[],
    "category_ids" TEXT[],
    "primary_category_id" TEXT,
    "city_id" TEXT NOT NULL,
    "governorate_id" TEXT,
    "area_id" TEXT,
    "price_from" DECIMAL(12,3),
    "rating" DECIMAL(3,2) NOT NULL DEFAULT 0,
    "reviews_count" INTEGER NOT NULL DEFAULT 0,
    "ranking_score" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "approved_at" TIMESTAMPTZ(3) NOT NULL,
    "indexed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_documents_pkey" PRIMARY KEY ("kind","id")
);

-- CreateTable
CREATE TABLE "search_term_keys" (
    "key" TEXT NOT NULL,
    "term" TEXT NOT NULL,

    CONSTRAINT "search_term_keys_pkey" PRIMARY KEY ("key","term")
);

-- CreateTable
CREATE TABLE "search_synonym_groups" (
    "id" TEXT NOT NULL,
    "terms" TEXT[],
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_synonym_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_zero_results" (
    "query_norm" TEXT NOT NULL,
    "week_start" DATE NOT NULL,
    "last_query" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "search_zero_results_pkey" PRIMARY KEY ("query_norm","week_start")
);

-- CreateTable
CREATE TABLE "featured_slots" (
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "category_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "featured_slots_pkey" PRIMARY KEY ("period_start","category_id","position")
);

-- CreateTable
CREATE TABLE "marketplace_settings" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" TEXT,

    CONSTRAINT "marketplace_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "favorites" (
    "user_id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorites_pkey" PRIMARY KEY ("user_id","vendor_id")
);

-- CreateIndex
CREATE INDEX "search_documents_vendor_id_idx" ON "search_documents"("vendor_id");

-- CreateIndex
CREATE INDEX "search_documents_tokens_idx" ON "search_documents" USING GIN ("tokens");

-- CreateIndex
CREATE INDEX "search_documents_category_ids_idx" ON "search_documents" USING GIN ("category_ids");

-- CreateIndex
CREATE INDEX "search_documents_kind_ranking_score_idx" ON "search_documents"("kind", "ranking_score");

-- CreateIndex
CREATE INDEX "search_term_keys_term_idx" ON "search_term_keys"("term");

-- CreateIndex
CREATE INDEX "search_zero_results_week_start_count_idx" ON "search_zero_results"("week_start", "count");

-- CreateIndex
CREATE INDEX "featured_slots_period_start_vendor_id_idx" ON "featured_slots"("period_start", "vendor_id");

-- CreateIndex
CREATE INDEX "favorites_vendor_id_idx" ON "favorites"("vendor_id");

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

