CREATE TABLE "purchase_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"purchase" jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text NOT NULL,
	"charge_reference" text,
	"brand" text,
	"last4" text,
	"checkout_id" text,
	"payment_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"attempt_key" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"result" jsonb NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "purchase_intents" ADD CONSTRAINT "purchase_intents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intents" ADD CONSTRAINT "purchase_intents_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intents" ADD CONSTRAINT "purchase_intents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_intents_open_idx" ON "purchase_intents" USING btree ("customer_id","idempotency_key") WHERE "purchase_intents"."status" in ('pending', 'charged', 'refunding');--> statement-breakpoint
CREATE INDEX "purchase_intents_customer_idx" ON "purchase_intents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_charges_key_idx" ON "sandbox_gateway_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_pending_idx" ON "idempotency_keys" USING btree ("updated_at") WHERE "idempotency_keys"."status" = 'pending';