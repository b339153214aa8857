ALTER TABLE "cart_line_items" ADD COLUMN "sell_unit_cent_amount" integer;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "discount_cent_amount" integer DEFAULT 0 NOT NULL;