-- Announcements name their transaction as well as the table: '<table>:<transaction id>'. Every
-- connection of a server process LISTENs (the pool's, so a write is heard before the writing
-- call returns, and one of its own), so each process heard every commit several times; with the
-- transaction named, the feed counts each commit once (src/db/tableChanges.ts). An operator's
-- hand-written NOTIFY with the bare table name is still heard, every time.
CREATE OR REPLACE FUNCTION drawkit_announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('drawkit_table_changes', TG_TABLE_NAME || ':' || pg_current_xact_id()::text);
  RETURN NULL;
END
$$;
