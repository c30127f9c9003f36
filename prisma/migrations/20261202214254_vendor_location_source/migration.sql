-- CreateEnum
CREATE TYPE "LocationSource" AS ENUM ('pinned', 'geocoded', 'centroid');

-- AlterTable
ALTER TABLE "vendors" ADD COLUMN     "address_line" VARCHAR(200),
ADD COLUMN     "location_source" "LocationSource";

-- AlterTable
ALTER TABLE "vendor_branches" ADD COLUMN     "address_line" VARCHAR(200),
ADD COLUMN     "location_source" "LocationSource";


-- Points typed in before this migration were set by the vendor: they are pins the geocoder keeps.
UPDATE "vendors" SET "location_source" = 'pinned' WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
UPDATE "vendor_branches" SET "location_source" = 'pinned' WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
