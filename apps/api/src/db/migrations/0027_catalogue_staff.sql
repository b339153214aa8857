ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "marked_sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "store_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "price_rules_sku_store_idx" ON "price_rules" USING btree ("sku","store_key") WHERE "price_rules"."sku" is not null and "price_rules"."store_key" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" >= 0);