-- CreateTable
CREATE TABLE "cache_versions" (
    "name" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "cache_versions_pkey" PRIMARY KEY ("name")
);


-- The version every server process checks before answering from its
-- in-memory copy of reference data (server/core/cache/versions.ts). It moves
-- in the writing transaction, at commit (deferred constraint triggers take the
-- row lock last, after every data row lock, so no lock-order cycle forms), so
-- a process that reads it after the commit reloads; a process that read the
-- data while the write was open keeps it under the older version and reloads
-- on its next request.
INSERT INTO "cache_versions" ("name", "version") VALUES ('reference', 1);

CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'countries', 'cities', 'governorates', 'areas', 'plans', 'marketplace_settings', 'featured_slots', 'search_synonym_groups'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version(''reference'')', t || '_reference_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(''reference'')', t || '_reference_version_truncate', t);
  END LOOP;
END
$$;
