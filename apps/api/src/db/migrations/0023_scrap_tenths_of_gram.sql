ALTER TABLE "cart_line_items" DROP CONSTRAINT "cart_line_items_quantity_check";--> statement-breakpoint
ALTER TABLE "cart_line_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(9, 1);--> statement-breakpoint
ALTER TABLE "order_line_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(9, 1);--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_quantity_check" CHECK ("cart_line_items"."quantity" > 0 and ("cart_line_items"."is_scrap" or "cart_line_items"."quantity" = trunc("cart_line_items"."quantity")));