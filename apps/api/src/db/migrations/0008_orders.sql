CREATE TABLE "idempotency_keys" (
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_key_pk" PRIMARY KEY("owner_id","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in-progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"product_id" uuid NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cent_amount" integer NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	CONSTRAINT "order_line_items_quantity_check" CHECK ("order_line_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"transaction_type" text NOT NULL,
	"order_type" text NOT NULL,
	"order_state" text NOT NULL,
	"payment_state" text NOT NULL,
	"shipping_info" jsonb,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"payment_method" text,
	"pickup_branch_id" uuid,
	"payout_bank_details" jsonb,
	"customer_email" text NOT NULL,
	"comment" text,
	"utm_params" jsonb,
	"discount_cent_amount" integer DEFAULT 0 NOT NULL,
	"subtotal_net_cent_amount" integer NOT NULL,
	"total_tax_cent_amount" integer NOT NULL,
	"total_gross_cent_amount" integer NOT NULL,
	"payment_date" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_transaction_type_check" CHECK ("orders"."transaction_type" in ('buy', 'sell')),
	CONSTRAINT "orders_state_check" CHECK ("orders"."order_state" in ('Open', 'Created', 'Confirmed', 'Complete', 'Cancelled', 'Requested', 'Accepted')),
	CONSTRAINT "orders_payment_state_check" CHECK ("orders"."payment_state" in ('Paid', 'Pending', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_items_position_idx" ON "order_line_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id","created_at");