ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consents_accepted_at" timestamp with time zone;