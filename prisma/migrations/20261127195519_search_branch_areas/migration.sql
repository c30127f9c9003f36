-- The areas of a vendor's branches on its search documents (docs/vendor-team.md
-- "Branches"): the area filter finds the vendor in its branches' areas too.
-- Existing rows get none until the vendor is indexed again.
ALTER TABLE "search_documents" ADD COLUMN     "branch_area_ids" TEXT[] DEFAULT ARRAY[]::TEXT[];
