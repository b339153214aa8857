CREATE TABLE "document_counters" (
	"store_key" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_store_key_series_year_pk" PRIMARY KEY("store_key","series","year"),
	CONSTRAINT "document_counters_series_check" CHECK ("document_counters"."series" in ('RE', 'GS'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"store_key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	"pdf" bytea NOT NULL,
	"cancels" uuid,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('invoice', 'invoiceCancellation', 'creditNote', 'creditNoteCancellation')),
	CONSTRAINT "documents_series_check" CHECK ("documents"."series" in ('RE', 'GS')),
	CONSTRAINT "documents_sequence_check" CHECK ("documents"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_cancels_documents_id_fk" FOREIGN KEY ("cancels") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_idx" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_series_sequence_idx" ON "documents" USING btree ("store_key","series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_order_kind_idx" ON "documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_cancels_idx" ON "documents" USING btree ("cancels");--> statement-breakpoint
-- Issued documents never change (issue 25, item 9): a correction is a new cancelling document.
-- Refused in the database, whichever path tries (the app, a seed, psql).
CREATE FUNCTION "documents_issued_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'documents are never changed once issued: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "documents_no_update_delete" BEFORE UPDATE OR DELETE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "documents_issued_unchanged"();--> statement-breakpoint
CREATE TRIGGER "documents_no_truncate" BEFORE TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "documents_issued_unchanged"();
