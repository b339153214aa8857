CREATE TABLE "stories" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"root_folder" text NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_language_check" CHECK ("stories"."language" in ('de', 'en')),
	CONSTRAINT "stories_full_slug_check" CHECK ("stories"."full_slug" = "stories"."root_folder" || '/' || "stories"."path"),
	CONSTRAINT "stories_published_at_check" CHECK (("stories"."published" is null) = ("stories"."published_at" is null))
);
--> statement-breakpoint
DROP TABLE "content_pages" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_full_slug_idx" ON "stories" USING btree ("full_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_location_idx" ON "stories" USING btree ("root_folder","path");--> statement-breakpoint
CREATE INDEX "stories_root_first_published_idx" ON "stories" USING btree ("root_folder","first_published_at");