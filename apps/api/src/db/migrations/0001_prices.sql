CREATE TYPE "public"."price_type" AS ENUM('buy', 'sell');--> statement-breakpoint
CREATE TYPE "public"."tax_class" AS ENUM('investment_gold', 'standard');--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(16, 8) NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fx_rates_currency_check" CHECK ("fx_rates"."currency" in ('EUR', 'CHF', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "list_prices" (
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"net_cent_amount" integer NOT NULL,
	CONSTRAINT "list_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "list_prices_currency_check" CHECK ("list_prices"."currency" in ('EUR', 'CHF', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "metal_price_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"metal" "precious_metal" NOT NULL,
	"currency" text NOT NULL,
	"type" "price_type" NOT NULL,
	"cent_amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_prices" (
	"metal" "precious_metal" NOT NULL,
	"currency" text NOT NULL,
	"type" "price_type" NOT NULL,
	"cent_amount" integer NOT NULL,
	CONSTRAINT "metal_prices_metal_currency_type_pk" PRIMARY KEY("metal","currency","type")
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote" boolean DEFAULT false NOT NULL,
	"sku" text,
	"category_key" text,
	"metal" "precious_metal",
	"form" "product_form",
	"max_fine_weight_g" numeric(12, 4),
	"priority" integer DEFAULT 0 NOT NULL,
	"premium_bps" integer,
	"spread_bps" integer,
	"note" text,
	CONSTRAINT "price_rules_premium_check" CHECK ("price_rules"."premium_bps" is null or "price_rules"."premium_bps" >= 0),
	CONSTRAINT "price_rules_spread_check" CHECK ("price_rules"."spread_bps" is null or ("price_rules"."spread_bps" >= 0 and "price_rules"."spread_bps" < 10000))
);
--> statement-breakpoint
CREATE TABLE "price_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_recalculated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_state_single_row" CHECK ("price_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_key" text,
	"min_quantity" integer NOT NULL,
	"discount_bps" integer NOT NULL,
	CONSTRAINT "price_tiers_quantity_check" CHECK ("price_tiers"."min_quantity" > 1),
	CONSTRAINT "price_tiers_discount_check" CHECK ("price_tiers"."discount_bps" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"sheet" integer[] NOT NULL,
	"recalculated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_quotes" (
	"metal" "precious_metal" PRIMARY KEY NOT NULL,
	"usd_per_oz" numeric(16, 6) NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"store_key" text NOT NULL,
	"tax_class" "tax_class" NOT NULL,
	"rate_bps" integer NOT NULL,
	CONSTRAINT "tax_rates_store_key_tax_class_pk" PRIMARY KEY("store_key","tax_class"),
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_bps" >= 0 and "tax_rates"."rate_bps" < 10000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" "tax_class" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_prices" ADD CONSTRAINT "list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_price_snapshots_series_idx" ON "metal_price_snapshots" USING btree ("metal","currency","type","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tiers_category_quantity_idx" ON "price_tiers" USING btree ("category_key","min_quantity");--> statement-breakpoint
-- Every recalculation rewrites every row: free space per page lets PostgreSQL update in place (HOT).
ALTER TABLE "product_prices" SET (fillfactor = 70);--> statement-breakpoint
-- Catalogues seeded before prices existed: gold items are investment gold (VAT-exempt in the EU and CH).
UPDATE "products" SET "tax_class" = 'investment_gold' WHERE "precious_metal" = 'gold' AND "form" <> 'accessory';