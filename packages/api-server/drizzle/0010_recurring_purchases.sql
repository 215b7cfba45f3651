CREATE TABLE "recurring_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"recurring_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"outcome" text NOT NULL,
	"checkout_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_purchase_methods" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"fund_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text NOT NULL,
	"product_type" text NOT NULL,
	"offer_key" text NOT NULL,
	"lottery_key" text NOT NULL,
	"game_type" text NOT NULL,
	"game_offer" text NOT NULL,
	"games" jsonb NOT NULL,
	"num_games" integer NOT NULL,
	"quickpick" boolean NOT NULL,
	"cause_key" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"paused_until" timestamp with time zone,
	"price_cents" bigint NOT NULL,
	"minimum_jackpot_cents" bigint DEFAULT 0 NOT NULL,
	"next_draw_no" integer NOT NULL,
	"last_attempt_status" text,
	"last_attempt_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_attempts" ADD CONSTRAINT "recurring_attempts_recurring_id_recurring_purchases_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_attempts" ADD CONSTRAINT "recurring_attempts_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_attempts" ADD CONSTRAINT "recurring_attempts_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchase_methods" ADD CONSTRAINT "recurring_purchase_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchase_methods" ADD CONSTRAINT "recurring_purchase_methods_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_attempts_draw_idx" ON "recurring_attempts" USING btree ("recurring_id","draw_id");--> statement-breakpoint
CREATE INDEX "recurring_purchases_customer_idx" ON "recurring_purchases" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "recurring_purchases_active_idx" ON "recurring_purchases" USING btree ("lottery_key") WHERE "recurring_purchases"."status" = 'recurring_status_active';