CREATE TABLE "lotto_party_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"publicity_status" text NOT NULL,
	"organiser_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_party_invitations" (
	"token" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_party_members" (
	"group_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_party_members_group_id_customer_id_pk" PRIMARY KEY("group_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_party_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"syndicate_key" text NOT NULL,
	"draw_id" text NOT NULL,
	"status" text NOT NULL,
	"autosession_status" text NOT NULL,
	"num_games" integer NOT NULL,
	"cost_per_share_cents" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"renewed_from" text,
	CONSTRAINT "lotto_party_sessions_syndicate_key_unique" UNIQUE("syndicate_key"),
	CONSTRAINT "lotto_party_sessions_renewed_from_unique" UNIQUE("renewed_from")
);
--> statement-breakpoint
ALTER TABLE "lotto_party_groups" ADD CONSTRAINT "lotto_party_groups_organiser_id_customers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_invitations" ADD CONSTRAINT "lotto_party_invitations_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_invitations" ADD CONSTRAINT "lotto_party_invitations_invited_by_customers_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_invitations" ADD CONSTRAINT "lotto_party_invitations_responded_by_customers_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_members" ADD CONSTRAINT "lotto_party_members_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_members" ADD CONSTRAINT "lotto_party_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_syndicate_key_syndicates_key_fk" FOREIGN KEY ("syndicate_key") REFERENCES "public"."syndicates"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_party_groups_name_idx" ON "lotto_party_groups" USING btree ("organiser_id",lower("group_name"));--> statement-breakpoint
CREATE INDEX "lotto_party_invitations_email_idx" ON "lotto_party_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "lotto_party_invitations_group_idx" ON "lotto_party_invitations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "lotto_party_members_customer_idx" ON "lotto_party_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "lotto_party_sessions_group_idx" ON "lotto_party_sessions" USING btree ("group_id","created_at");