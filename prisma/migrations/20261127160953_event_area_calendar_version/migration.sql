-- AlterTable
ALTER TABLE "events" ADD COLUMN     "area_id" TEXT;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The calendar version (docs/availability.md "The busy-day cache"): every
-- server process keeps each day's busy vendors in memory while this version
-- stays where it was. It moves at commit (deferred constraint triggers, as the
-- reference version of 20261126062706_cache_versions) with every write that
-- can change a day's free/busy: weekly plans and capacities, exceptions
-- (blocked, open, imported from iCal), and bookings taking or giving back their day.
INSERT INTO "cache_versions" ("name", "version") VALUES ('calendar', 1) ON CONFLICT ("name") DO NOTHING;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendor_availability', 'vendor_calendar_exceptions'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version(''calendar'')', t || '_calendar_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(''calendar'')', t || '_calendar_version_truncate', t);
  END LOOP;
END
$$;

-- Bookings change often (payments, notes): only a change of who, which day or
-- whether the booking holds its day (every status but cancelled) moves the version.
CREATE CONSTRAINT TRIGGER "bookings_calendar_version" AFTER INSERT OR DELETE ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version('calendar');
CREATE CONSTRAINT TRIGGER "bookings_calendar_version_update" AFTER UPDATE ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id OR OLD.service_date IS DISTINCT FROM NEW.service_date
        OR (OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled'))
  EXECUTE FUNCTION bump_cache_version('calendar');
CREATE TRIGGER "bookings_calendar_version_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('calendar');
