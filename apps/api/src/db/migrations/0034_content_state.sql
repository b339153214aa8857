CREATE TABLE "content_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_state_single_row" CHECK ("content_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_state" DEFAULT VALUES;