ALTER TABLE "cart_line_items" ADD COLUMN "tax_class" "tax_class";--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "tax_class" "tax_class";--> statement-breakpoint
-- Lines made before lines kept their class take their product's, in the store as the price engine
-- sees it (prices/tax-classes.ts storeTaxClass: the US store has no VAT and no margin scheme).
UPDATE "cart_line_items" AS l
  SET "tax_class" = CASE WHEN c."store_key" = 'us' AND p."tax_class" <> 'investment_gold'
                         THEN 'standard' ELSE p."tax_class" END
  FROM "carts" AS c, "products" AS p
  WHERE c."id" = l."cart_id" AND p."id" = l."product_id";--> statement-breakpoint
UPDATE "order_line_items" AS l
  SET "tax_class" = CASE WHEN o."store_key" = 'us' AND p."tax_class" <> 'investment_gold'
                         THEN 'standard' ELSE p."tax_class" END
  FROM "orders" AS o, "products" AS p
  WHERE o."id" = l."order_id" AND p."id" = l."product_id";--> statement-breakpoint
-- Products are never deleted, but a line without one must not block the migration: taxed lines
-- are standard-rated, untaxed ones in a VAT store could only have been investment gold.
UPDATE "cart_line_items" SET "tax_class" = CASE WHEN "tax_rate_bps" > 0 THEN 'standard' ELSE 'investment_gold' END::"tax_class"
  WHERE "tax_class" IS NULL;--> statement-breakpoint
UPDATE "order_line_items" SET "tax_class" = CASE WHEN "tax_rate_bps" > 0 THEN 'standard' ELSE 'investment_gold' END::"tax_class"
  WHERE "tax_class" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_line_items" ALTER COLUMN "tax_class" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_items" ALTER COLUMN "tax_class" SET NOT NULL;
