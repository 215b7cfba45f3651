-- Each customer's wallet balance, kept beside the ledger. Every purchase read the balance as the
-- sum of the customer's ledger rows, three times (the pre-charge check, the check under the
-- customer lock, the write's guard), and that sum grows with every purchase, deposit and prize
-- a customer ever had: with 6,000 rows it took 1.1 ms from the index alone (0018). The triggers
-- below keep wallet_balances equal to those sums in the transaction that writes the ledger, for
-- every writer (purchases, deposits, prizes paid by the thousand, seeds), so a purchase reads one
-- row instead.
CREATE TABLE "wallet_balances" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"balance_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Statement-level, from the transition tables: a payout that inserts thousands of prize rows
-- updates each customer's balance once, and in customer order, so two such statements never take
-- the same balances' locks in opposite orders. ON CONFLICT adds to the latest committed balance,
-- so concurrent writers for one customer add up instead of overwriting each other.
CREATE FUNCTION drawkit_keep_wallet_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO wallet_balances AS w (customer_id, balance_cents)
      SELECT customer_id, sum(amount_cents) FROM new_rows GROUP BY customer_id ORDER BY customer_id
      ON CONFLICT (customer_id) DO UPDATE SET balance_cents = w.balance_cents + excluded.balance_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO wallet_balances AS w (customer_id, balance_cents)
      SELECT customer_id, -sum(amount_cents) FROM old_rows GROUP BY customer_id ORDER BY customer_id
      ON CONFLICT (customer_id) DO UPDATE SET balance_cents = w.balance_cents + excluded.balance_cents;
  ELSE
    INSERT INTO wallet_balances AS w (customer_id, balance_cents)
      SELECT customer_id, sum(change) FROM (
        SELECT customer_id, amount_cents AS change FROM new_rows
        UNION ALL SELECT customer_id, -amount_cents FROM old_rows) AS changes
      GROUP BY customer_id ORDER BY customer_id
      ON CONFLICT (customer_id) DO UPDATE SET balance_cents = w.balance_cents + excluded.balance_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_keep_wallet_balances_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drawkit_keep_wallet_balances();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_keep_wallet_balances_update AFTER UPDATE ON ledger_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drawkit_keep_wallet_balances();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_keep_wallet_balances_delete AFTER DELETE ON ledger_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drawkit_keep_wallet_balances();
--> statement-breakpoint
-- The balances of the ledger written before this migration.
INSERT INTO wallet_balances (customer_id, balance_cents)
  SELECT customer_id, sum(amount_cents) FROM ledger_entries GROUP BY customer_id;
