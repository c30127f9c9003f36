-- CreateTable
CREATE TABLE "review_criteria" (
    "code" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "retired_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_criteria_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "review_criterion_ratings" (
    "review_id" TEXT NOT NULL,
    "criterion_code" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,

    CONSTRAINT "review_criterion_ratings_pkey" PRIMARY KEY ("review_id","criterion_code")
);

-- CreateIndex
CREATE INDEX "review_criterion_ratings_criterion_code_idx" ON "review_criterion_ratings"("criterion_code");

-- AddForeignKey
ALTER TABLE "review_criterion_ratings" ADD CONSTRAINT "review_criterion_ratings_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_criterion_ratings" ADD CONSTRAINT "review_criterion_ratings_criterion_code_fkey" FOREIGN KEY ("criterion_code") REFERENCES "review_criteria"("code") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Today's set (spec Resources "Review": quality, punctuality, value).
INSERT INTO "review_criteria" ("code", "name_ar", "name_en", "sort_order") VALUES
  ('quality', 'الجودة', 'Quality', 1),
  ('punctuality', 'الالتزام بالمواعيد', 'Punctuality', 2),
  ('value', 'القيمة مقابل السعر', 'Value for money', 3);
