CREATE TABLE "availability_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"locale" text NOT NULL,
	"product_sku" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"locale" text NOT NULL,
	"product_sku" text NOT NULL,
	"type" text NOT NULL,
	"target_cent_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"triggered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_type_check" CHECK ("price_alerts"."type" in ('buy', 'sell')),
	CONSTRAINT "price_alerts_target_check" CHECK ("price_alerts"."target_cent_amount" > 0 and "price_alerts"."target_cent_amount" <= 50000000),
	CONSTRAINT "price_alerts_currency_check" CHECK ("price_alerts"."currency" in ('EUR', 'CHF', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_product_idx" ON "availability_alerts" USING btree ("customer_id","store_key","product_sku");--> statement-breakpoint
CREATE INDEX "availability_alerts_open_idx" ON "availability_alerts" USING btree ("product_sku") WHERE "availability_alerts"."enabled";--> statement-breakpoint
CREATE INDEX "price_alerts_customer_idx" ON "price_alerts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_open_idx" ON "price_alerts" USING btree ("product_sku") WHERE "price_alerts"."triggered_at" is null;