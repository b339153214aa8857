CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_key" text NOT NULL,
	"language" text NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"store_key" text NOT NULL,
	"language" text NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "whistleblow_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"author" text NOT NULL,
	"payload" text NOT NULL,
	"sequence" integer NOT NULL,
	"written_on" date DEFAULT current_date NOT NULL,
	CONSTRAINT "whistleblow_messages_author_check" CHECK ("whistleblow_messages"."author" in ('reporter', 'dealer'))
);
--> statement-breakpoint
CREATE TABLE "whistleblow_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_code_hash" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"received_on" date DEFAULT current_date NOT NULL,
	CONSTRAINT "whistleblow_reports_case_code_hash_unique" UNIQUE("case_code_hash"),
	CONSTRAINT "whistleblow_reports_status_check" CHECK ("whistleblow_reports"."status" in ('received', 'inProgress', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "about_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "about_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "payment_methods" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "reviews" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "whistleblow_messages" ADD CONSTRAINT "whistleblow_messages_report_id_whistleblow_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblow_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_confirm_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "whistleblow_messages_report_idx" ON "whistleblow_messages" USING btree ("report_id","sequence");