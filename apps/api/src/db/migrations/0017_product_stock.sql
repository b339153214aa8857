ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing catalogues keep what they showed: sold out (or on request) stays unbuyable at 0, low
-- stock gets a few units, the rest a shelf's worth; staff correct the figures with the admin route.
UPDATE "products" SET "stock" = CASE "availability" WHEN 'available' THEN 50 WHEN 'lowStock' THEN 3 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "availability";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0);--> statement-breakpoint
DROP TYPE "public"."availability";
