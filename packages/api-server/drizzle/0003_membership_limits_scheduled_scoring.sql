CREATE TABLE "customer_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pending_amount_cents" bigint,
	"pending_period" text,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"program" text NOT NULL,
	"status" text NOT NULL,
	"tier" text NOT NULL,
	"premium_until" timestamp with time zone,
	"renewal_enabled" boolean DEFAULT true NOT NULL,
	"renewal_failure" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaway_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"program" text NOT NULL,
	"type" text NOT NULL,
	"number" integer NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"locked_content" text,
	"pill" text,
	"details" jsonb,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"giveaway_tier" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_draws_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "giveaway_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaway_winners" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_name" text NOT NULL,
	"prize_value_cents" bigint NOT NULL,
	"ledger_entry_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_winners_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
CREATE TABLE "membership_renewals" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"program" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"checkout_id" text,
	"amount_cents" bigint NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_sso_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "membership_sso_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ALTER COLUMN "draw_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "migration_status" text DEFAULT 'ineligible' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_restriction" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "verification_methods" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "licensed_regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "lottery_key" text;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "draw_no" integer;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "ticket_id" text;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "last_attempt_status" text;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_results" ADD COLUMN "winning_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_limits" ADD CONSTRAINT "customer_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_draw_id_giveaway_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."giveaway_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_draw_id_giveaway_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."giveaway_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_entry_id_giveaway_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."giveaway_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sso_tokens" ADD CONSTRAINT "membership_sso_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_limits_kind_period_idx" ON "customer_limits" USING btree ("customer_id","kind","period");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_memberships_customer_program_idx" ON "customer_memberships" USING btree ("customer_id","program");--> statement-breakpoint
CREATE INDEX "customer_memberships_status_idx" ON "customer_memberships" USING btree ("status");--> statement-breakpoint
CREATE INDEX "customer_memberships_premium_until_idx" ON "customer_memberships" USING btree ("premium_until") WHERE "customer_memberships"."tier" = 'premium';--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_draws_type_number_idx" ON "giveaway_draws" USING btree ("program","type","number");--> statement-breakpoint
CREATE INDEX "giveaway_draws_state_close_idx" ON "giveaway_draws" USING btree ("state","close_at");--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_draw_customer_idx" ON "giveaway_entries" USING btree ("draw_id","customer_id");--> statement-breakpoint
CREATE INDEX "giveaway_entries_customer_idx" ON "giveaway_entries" USING btree ("customer_id","draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_winners_draw_prize_idx" ON "giveaway_winners" USING btree ("draw_id","prize_index");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewals_period_idx" ON "membership_renewals" USING btree ("customer_id","program","period_end");--> statement-breakpoint
CREATE INDEX "membership_sso_tokens_customer_idx" ON "membership_sso_tokens" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD CONSTRAINT "scheduled_purchases_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_purchases_slot_idx" ON "scheduled_purchases" USING btree ("lottery_key","draw_no");