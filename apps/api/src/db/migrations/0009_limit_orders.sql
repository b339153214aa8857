CREATE SEQUENCE "public"."limit_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "limit_orders" DROP CONSTRAINT "limit_orders_price_check";--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "store_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "locale" text NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "payout_bank_details" jsonb;--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "executed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "limit_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "limit_orders_status_idx" ON "limit_orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "limit_orders" ADD CONSTRAINT "limit_orders_price_check" CHECK ("limit_orders"."target_unit_price_cent_amount" > 0 and "limit_orders"."target_unit_price_cent_amount" <= 50000000);