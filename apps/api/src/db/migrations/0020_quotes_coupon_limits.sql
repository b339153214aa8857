CREATE TABLE "cart_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"cart_version" integer NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_gross_cent_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "cart_quotes_expiry_check" CHECK ("cart_quotes"."expires_at" > "cart_quotes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_redemptions" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_redemptions_per_customer" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "includes_investment_bullion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_quotes" ADD CONSTRAINT "cart_quotes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_quotes_cart_idx" ON "cart_quotes" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_cart_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."cart_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id","owner_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_limits_check" CHECK ("discount_codes"."max_redemptions" > 0 and "discount_codes"."max_redemptions_per_customer" > 0);