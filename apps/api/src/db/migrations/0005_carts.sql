CREATE TABLE "cart_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_id" uuid NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"is_scrap" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cent_amount" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_items_quantity_check" CHECK ("cart_line_items"."quantity" > 0),
	CONSTRAINT "cart_line_items_price_check" CHECK ("cart_line_items"."unit_cent_amount" >= 0),
	CONSTRAINT "cart_line_items_tax_check" CHECK ("cart_line_items"."tax_rate_bps" >= 0 and "cart_line_items"."tax_rate_bps" < 10000)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"locale" text NOT NULL,
	"transaction_type" text NOT NULL,
	"order_type" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"customer_email" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_transaction_type_check" CHECK ("carts"."transaction_type" in ('buy', 'sell')),
	CONSTRAINT "carts_order_type_check" CHECK ("carts"."order_type" in ('order', 'limitOrder')),
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" in ('active', 'ordered', 'deleted')),
	CONSTRAINT "carts_currency_check" CHECK ("carts"."currency" in ('EUR', 'CHF', 'USD')),
	CONSTRAINT "carts_version_check" CHECK ("carts"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_items_cart_sku_idx" ON "cart_line_items" USING btree ("cart_id","sku");--> statement-breakpoint
CREATE INDEX "carts_owner_idx" ON "carts" USING btree ("owner_id","status");