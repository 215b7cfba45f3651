-- Every write to a table the public reads are built from is announced at commit with
-- NOTIFY drawkit_table_changes, '<table>': each server process drops the cached answers it may
-- have made stale (src/db/tableChanges.ts). Row-level, so a statement that changes no row (the
-- draw engine's idle tick) announces nothing; PostgreSQL folds a transaction's identical
-- notifications into one.
CREATE FUNCTION drawkit_announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('drawkit_table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER apps_announce_change AFTER INSERT OR UPDATE OR DELETE ON apps FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER lotteries_announce_change AFTER INSERT OR UPDATE OR DELETE ON lotteries FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER product_offers_announce_change AFTER INSERT OR UPDATE OR DELETE ON product_offers FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER syndicates_announce_change AFTER INSERT OR UPDATE OR DELETE ON syndicates FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER draws_announce_change AFTER INSERT OR UPDATE OR DELETE ON draws FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER tips_announce_change AFTER INSERT OR UPDATE OR DELETE ON tips FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER prize_divisions_announce_change AFTER INSERT OR UPDATE OR DELETE ON prize_divisions FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER draw_division_results_announce_change AFTER INSERT OR UPDATE OR DELETE ON draw_division_results FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER raffle_prizes_announce_change AFTER INSERT OR UPDATE OR DELETE ON raffle_prizes FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER raffle_winners_announce_change AFTER INSERT OR UPDATE OR DELETE ON raffle_winners FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
-- Customers are written all the time (sign-ins, codes); only a change to what results show of a
-- winner (first name, last initial, suburb) is announced.
CREATE TRIGGER customers_announce_winner_name_change AFTER UPDATE OF firstname, lastname, suburb ON customers FOR EACH ROW
  WHEN (OLD.firstname IS DISTINCT FROM NEW.firstname OR OLD.lastname IS DISTINCT FROM NEW.lastname OR OLD.suburb IS DISTINCT FROM NEW.suburb)
  EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER customers_announce_delete AFTER DELETE ON customers FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
