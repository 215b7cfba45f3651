ALTER TABLE "ticket_results" DROP CONSTRAINT "ticket_results_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_results" DROP CONSTRAINT "ticket_results_draw_id_draws_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_results" DROP CONSTRAINT "ticket_results_customer_id_customers_id_fk";
