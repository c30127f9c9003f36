-- CreateTable
CREATE TABLE "event_budget_lines" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "category_id" TEXT NOT NULL,
    "planned" DECIMAL(12,3) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_budget_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_checklist_items" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "template_key" TEXT,
    "title" TEXT,
    "category_id" TEXT,
    "offset_days" INTEGER,
    "due_date" DATE,
    "done_at" TIMESTAMPTZ(3),
    "done_by" TEXT,
    "reminded_for" DATE,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_checklist_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "event_budget_lines_event_id_category_id_key" ON "event_budget_lines"("event_id", "category_id");

-- CreateIndex
CREATE INDEX "event_checklist_items_event_id_sort_order_idx" ON "event_checklist_items"("event_id", "sort_order");

-- CreateIndex
CREATE INDEX "event_checklist_items_done_at_idx" ON "event_checklist_items"("done_at");

-- CreateIndex
CREATE UNIQUE INDEX "event_checklist_items_event_id_template_key_key" ON "event_checklist_items"("event_id", "template_key");

-- AddForeignKey
ALTER TABLE "event_budget_lines" ADD CONSTRAINT "event_budget_lines_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_budget_lines" ADD CONSTRAINT "event_budget_lines_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_checklist_items" ADD CONSTRAINT "event_checklist_items_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_checklist_items" ADD CONSTRAINT "event_checklist_items_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

