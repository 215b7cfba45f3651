CREATE TABLE "draw_division_results" (
	"draw_id" text NOT NULL,
	"division" integer NOT NULL,
	"winners" integer NOT NULL,
	"prize_each_cents" bigint,
	CONSTRAINT "draw_division_results_draw_id_division_pk" PRIMARY KEY("draw_id","division")
);
--> statement-breakpoint
CREATE TABLE "draw_rules" (
	"lottery_key" text PRIMARY KEY NOT NULL,
	"number_sets" jsonb NOT NULL,
	"matching" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "prize_divisions" (
	"lottery_key" text NOT NULL,
	"division" integer NOT NULL,
	"name" text NOT NULL,
	"matches" jsonb NOT NULL,
	"amount_cents" bigint,
	CONSTRAINT "prize_divisions_lottery_key_division_pk" PRIMARY KEY("lottery_key","division")
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" text PRIMARY KEY NOT NULL,
	"lottery_key" text NOT NULL,
	"name" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"cash" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_ticket_numbers" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"first_no" integer NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"draw_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"ticket_no" integer NOT NULL,
	CONSTRAINT "raffle_winners_draw_id_prize_id_pk" PRIMARY KEY("draw_id","prize_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syndicates" (
	"key" text PRIMARY KEY NOT NULL,
	"offer_key" text NOT NULL,
	"lottery_key" text NOT NULL,
	"game_offer" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"shares_sold" integer DEFAULT 0 NOT NULL,
	"cost_per_share_cents" bigint NOT NULL,
	"num_standard_games" integer NOT NULL,
	"games" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_results" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"matches" jsonb NOT NULL,
	"divisions" jsonb NOT NULL,
	"best_division" integer,
	"shared_games" integer DEFAULT 0 NOT NULL,
	"fixed_cents" bigint DEFAULT 0 NOT NULL,
	"prize_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" text PRIMARY KEY NOT NULL,
	"lottery_key" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "trusted_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "tickets_draw_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "product_type" text DEFAULT 'lottery_ticket' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "force_password_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_upgrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "two_factor_method" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "failed_otp_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "two_factor_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "failed_password_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "failed_password_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "pre_order_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ticket_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'purchased' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "selectable_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "recurring_purchase_brand_id" text;--> statement-breakpoint
ALTER TABLE "draw_division_results" ADD CONSTRAINT "draw_division_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_rules" ADD CONSTRAINT "draw_rules_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_divisions" ADD CONSTRAINT "prize_divisions_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_ticket_numbers" ADD CONSTRAINT "raffle_ticket_numbers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_ticket_numbers" ADD CONSTRAINT "raffle_ticket_numbers_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD CONSTRAINT "scheduled_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD CONSTRAINT "scheduled_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_purchases" ADD CONSTRAINT "scheduled_purchases_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_results" ADD CONSTRAINT "ticket_results_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_results" ADD CONSTRAINT "ticket_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_results" ADD CONSTRAINT "ticket_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_customer_idx" ON "one_time_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_lottery_idx" ON "raffle_prizes" USING btree ("lottery_key");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_ticket_numbers_draw_idx" ON "raffle_ticket_numbers" USING btree ("draw_id","first_no");--> statement-breakpoint
CREATE INDEX "scheduled_purchases_draw_idx" ON "scheduled_purchases" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "ticket_results_draw_idx" ON "ticket_results" USING btree ("draw_id","prize_cents");--> statement-breakpoint
CREATE INDEX "trusted_devices_customer_idx" ON "trusted_devices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "two_factor_codes_customer_idx" ON "two_factor_codes" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_prize_ticket_idx" ON "ledger_entries" USING btree ("ticket_id") WHERE "ledger_entries"."kind" = 'prize';--> statement-breakpoint
CREATE INDEX "tickets_draw_idx" ON "tickets" USING btree ("draw_id","id");