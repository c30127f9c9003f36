-- AlterTable
ALTER TABLE "vendor_calendar_exceptions" ADD COLUMN     "branch_id" TEXT;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "branch_id" TEXT;

-- AlterTable
ALTER TABLE "rfqs" ADD COLUMN     "area_id" TEXT;

-- AlterTable
ALTER TABLE "rfq_recipients" ADD COLUMN     "branch_id" TEXT;

-- CreateTable
CREATE TABLE "vendor_branches" (
    "id" TEXT NOT NULL,
    "vendor_id" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "area_id" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "daily_capacity" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vendor_branches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_member_branches" (
    "member_id" TEXT NOT NULL,
    "branch_id" TEXT NOT NULL,

    CONSTRAINT "vendor_member_branches_pkey" PRIMARY KEY ("member_id","branch_id")
);

-- CreateIndex
CREATE INDEX "vendor_branches_vendor_id_area_id_idx" ON "vendor_branches"("vendor_id", "area_id");

-- CreateIndex
CREATE INDEX "vendor_member_branches_branch_id_idx" ON "vendor_member_branches"("branch_id");

-- AddForeignKey
ALTER TABLE "vendor_calendar_exceptions" ADD CONSTRAINT "vendor_calendar_exceptions_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "vendor_branches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "vendor_branches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "vendor_branches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_branches" ADD CONSTRAINT "vendor_branches_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_branches" ADD CONSTRAINT "vendor_branches_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_member_branches" ADD CONSTRAINT "vendor_member_branches_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "vendor_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_member_branches" ADD CONSTRAINT "vendor_member_branches_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "vendor_branches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

