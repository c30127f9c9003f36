-- Direct orders hold a vendor's day like bookings (server/availability/busy-vendors.ts):
-- a change of who, which day or whether the order holds its day moves the
-- `calendar` cache version at commit, as migration 20261127160953 does for bookings.
CREATE CONSTRAINT TRIGGER "orders_calendar_version" AFTER INSERT OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version('calendar');
CREATE CONSTRAINT TRIGGER "orders_calendar_version_update" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id OR OLD.service_date IS DISTINCT FROM NEW.service_date
        OR (OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled'))
  EXECUTE FUNCTION bump_cache_version('calendar');
CREATE TRIGGER "orders_calendar_version_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('calendar');
