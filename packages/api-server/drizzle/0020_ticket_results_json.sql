-- A scored ticket's per-game columns as json instead of jsonb. A draw's results are written by
-- the hundred thousand in one COPY and read back whole; turning each row's text into jsonb was
-- about a third of that COPY's time in PostgreSQL (json only checks the text). One statement, so
-- the table is rewritten once.
ALTER TABLE "ticket_results"
  ALTER COLUMN "matches" SET DATA TYPE json,
  ALTER COLUMN "divisions" SET DATA TYPE json,
  ALTER COLUMN "winning_lines" SET DATA TYPE json,
  ALTER COLUMN "winning_lines" SET DEFAULT '[]'::json;
