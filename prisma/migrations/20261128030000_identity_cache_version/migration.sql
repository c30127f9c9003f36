-- The `identity` cache version (server/identity/identity-cache.ts): each
-- server process keeps the sessions and users it authenticated in memory
-- and answers from there until this version moves. It moves at commit
-- (deferred constraint triggers, as the reference version's) on what
-- authentication and the own profile read: a user's row, and a session's
-- owner, expiry, revocation and active context. A session's activity
-- (last_active_at, ip) does not move it.
INSERT INTO "cache_versions" ("name", "version") VALUES ('identity', 1) ON CONFLICT ("name") DO NOTHING;

CREATE CONSTRAINT TRIGGER users_identity_version AFTER UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version('identity');
CREATE TRIGGER users_identity_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('identity');

CREATE CONSTRAINT TRIGGER sessions_identity_version AFTER UPDATE OF user_id, expires_at, revoked_at, active_context ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version('identity');
CREATE CONSTRAINT TRIGGER sessions_identity_version_delete AFTER DELETE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version('identity');
CREATE TRIGGER sessions_identity_version_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('identity');
