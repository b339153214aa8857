CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Hand-added: numbers go on after the highest one the per-year counters gave out (the year prefix
-- alone would let 2026-000001 come again).
SELECT setval('"public"."order_number_seq"', coalesce((SELECT max("last_value") FROM "order_number_counters"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "order_number_counters" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_identification_required" boolean DEFAULT false NOT NULL;