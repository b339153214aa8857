CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "deposits_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000001 CACHE 1),
	"owner_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_store_key_check" CHECK ("deposits"."store_key" in ('at', 'de', 'ch', 'li', 'us'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_owner_store_idx" ON "deposits" USING btree ("owner_id","store_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_number_idx" ON "deposits" USING btree ("number");