ALTER TABLE "branches" ADD COLUMN "about_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "about_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "payment_methods" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "reviews" jsonb DEFAULT '[]'::jsonb NOT NULL;