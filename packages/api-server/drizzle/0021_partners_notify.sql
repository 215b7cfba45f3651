-- A write to a partner (its offers, channel, name) is announced at commit like the public tables':
-- every server process keeps the few partner rows that each partner call looks up
-- (src/partners/partnerQueries.ts) and reads them again on hearing it.
CREATE TRIGGER partners_announce_change AFTER INSERT OR UPDATE OR DELETE ON partners FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
