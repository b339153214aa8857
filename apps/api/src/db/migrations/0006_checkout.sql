CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"store_key" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"city" text NOT NULL,
	"street_address" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"coordinates_lat" double precision NOT NULL,
	"coordinates_long" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"phone" text,
	"opening_hours" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "branches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "branches_lat_check" CHECK ("branches"."coordinates_lat" between -90 and 90),
	CONSTRAINT "branches_long_check" CHECK ("branches"."coordinates_long" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_bps" integer,
	"cent_amount" integer,
	"currency" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_kind_check" CHECK (("discount_codes"."percent_bps" is not null and "discount_codes"."cent_amount" is null and "discount_codes"."percent_bps" between 1 and 10000)
        or ("discount_codes"."percent_bps" is null and "discount_codes"."cent_amount" > 0 and "discount_codes"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "shipping_method_prices" (
	"method_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"currency" text NOT NULL,
	"cent_amount" integer NOT NULL,
	"free_from_cent_amount" integer,
	CONSTRAINT "shipping_method_prices_method_id_store_key_pk" PRIMARY KEY("method_id","store_key"),
	CONSTRAINT "shipping_method_prices_amount_check" CHECK ("shipping_method_prices"."cent_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"transaction_types" text[] NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_methods_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "store_rules" (
	"store_key" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"aml_cash_threshold_cent_amount" integer NOT NULL,
	"scrap_box_limit_cent_amount" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_method_key" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_branch_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payout_bank_details" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "shipping_method_prices" ADD CONSTRAINT "shipping_method_prices_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_method_key_shipping_methods_key_fk" FOREIGN KEY ("shipping_method_key") REFERENCES "public"."shipping_methods"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pickup_branch_id_branches_id_fk" FOREIGN KEY ("pickup_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_method_check" CHECK ("carts"."payment_method" is null or "carts"."payment_method" in ('bankTransfer', 'cashInStore'));