-- The `cards` cache version (server/search/cards.ts): each server process
-- keeps the rows of the vendor cards it built (search results, home strips,
-- favorites) and builds the next answer from memory until this version moves.
-- It moves at commit (deferred constraint triggers, as the reference
-- version's) on every table a card is read from: the vendor, its published
-- services (the lowest price), categories, branches, city and area, and its
-- media (cover and logo).
INSERT INTO "cache_versions" ("name", "version") VALUES ('cards', 1) ON CONFLICT ("name") DO NOTHING;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendors', 'services', 'vendor_categories', 'vendor_branches', 'categories', 'cities', 'areas', 'media'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version(''cards'')', t || '_cards_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(''cards'')', t || '_cards_version_truncate', t);
  END LOOP;
END
$$;
