-- Result rows are looked up by draw only for the draw's winners (paying prizes, the winners named
-- per division). An index of every row cost a third of the time a draw's COPY of its results took
-- (100,000 rows: 1.3 s with it, 0.9 s without); one of the winners (about 9% of a draw's tickets)
-- costs little. Raffle winners have a prize and no division.
DROP INDEX "ticket_results_draw_idx";--> statement-breakpoint
CREATE INDEX "ticket_results_draw_winners_idx" ON "ticket_results" USING btree ("draw_id") WHERE "ticket_results"."prize_cents" > 0 or "ticket_results"."best_division" is not null;
