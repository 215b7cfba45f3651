CREATE TABLE "sandbox_identity_accounts" (
	"subject" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_identity_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"country_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_files" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"field_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_state_hash" text,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	CONSTRAINT "verification_submissions_provider_state_hash_unique" UNIQUE("provider_state_hash")
);
--> statement-breakpoint
CREATE TABLE "placement_primes" (
	"segment_key" text PRIMARY KEY NOT NULL,
	"cart" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_files" ADD CONSTRAINT "verification_files_submission_id_verification_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."verification_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_subject_idx" ON "social_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_customer_idx" ON "social_identities" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_once_idx" ON "terms_acceptances" USING btree ("customer_id","kind","version");--> statement-breakpoint
CREATE INDEX "verification_files_submission_idx" ON "verification_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "verification_submissions_customer_idx" ON "verification_submissions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "verification_submissions_status_idx" ON "verification_submissions" USING btree ("status");