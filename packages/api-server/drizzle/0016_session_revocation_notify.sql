-- A session revoked (sign-out, a new password, a leaked refresh token, a closed account) or
-- deleted is announced at commit like the public tables' writes: every server process keeps the
-- sessions its signed-in calls found active (src/auth/activeSessions.ts) and drops them on hearing
-- it. New sessions are not announced: a session nobody has read cannot be kept stale.
CREATE TRIGGER auth_sessions_announce_change AFTER UPDATE OR DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
