CREATE TABLE "cms_files" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_items" (
	"id" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT 'en-AU' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"date_published" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_preview_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_migrations" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"message" text NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_auto_dismissed" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_events" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"rating" text NOT NULL,
	"comment" text NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"variant" text NOT NULL,
	"client_information" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_migrations" ADD CONSTRAINT "customer_migrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_items_collection_slug_locale_idx" ON "cms_items" USING btree ("collection","slug","locale");--> statement-breakpoint
CREATE INDEX "cms_items_listing_idx" ON "cms_items" USING btree ("collection","locale","status","date_published");--> statement-breakpoint
CREATE INDEX "customer_notifications_customer_idx" ON "customer_notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_notifications_dedupe_idx" ON "customer_notifications" USING btree ("customer_id","dedupe_key");--> statement-breakpoint
-- Cached CMS reads drop when content changes (db/tableChanges.ts, migration 0005).
CREATE TRIGGER cms_items_announce_change AFTER INSERT OR UPDATE OR DELETE ON cms_items FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
--> statement-breakpoint
CREATE TRIGGER cms_files_announce_change AFTER INSERT OR UPDATE OR DELETE ON cms_files FOR EACH ROW EXECUTE FUNCTION drawkit_announce_table_change();
