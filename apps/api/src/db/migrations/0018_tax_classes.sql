-- The enum is rebuilt rather than extended: ADD VALUE cannot be used in the transaction that adds
-- it, and the migrator runs every pending migration (and the data changes below) in one.
ALTER TYPE "public"."tax_class" RENAME TO "tax_class_old";--> statement-breakpoint
CREATE TYPE "public"."tax_class" AS ENUM('investment_gold', 'standard', 'reduced', 'margin');--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tax_class" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tax_class" SET DATA TYPE "public"."tax_class" USING "tax_class"::text::"public"."tax_class";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tax_class" SET DEFAULT 'standard';--> statement-breakpoint
ALTER TABLE "tax_rates" ALTER COLUMN "tax_class" SET DATA TYPE "public"."tax_class" USING "tax_class"::text::"public"."tax_class";--> statement-breakpoint
DROP TYPE "public"."tax_class_old";--> statement-breakpoint
-- Existing price policies get the new classes' rates (prices/tax-classes.ts): the margin scheme
-- charges the standard rate on the margin, the reduced rate is the one for collectors' items.
-- A fresh database has no rates yet; the seed writes all of them.
INSERT INTO "tax_rates" ("store_key", "tax_class", "rate_bps")
  SELECT "store_key", 'margin', "rate_bps" FROM "tax_rates" WHERE "tax_class" = 'standard';--> statement-breakpoint
INSERT INTO "tax_rates" ("store_key", "tax_class", "rate_bps")
  SELECT r."store_key", 'reduced', v."rate_bps"
  FROM "tax_rates" r
  JOIN (VALUES ('at', 1300), ('de', 700), ('ch', 260), ('li', 260), ('us', 0)) AS v ("store_key", "rate_bps")
    ON v."store_key" = r."store_key"
  WHERE r."tax_class" = 'standard';--> statement-breakpoint
-- Existing catalogues follow the rules the seed now applies: gift items and scrap are never
-- investment gold, and historic non-gold coins bought from collectors are margin-taxed.
UPDATE "products" SET "tax_class" = 'standard' WHERE "form" IN ('gift', 'scrap', 'accessory');--> statement-breakpoint
UPDATE "products" SET "tax_class" = 'margin'
  WHERE "form" = 'coin' AND "precious_metal" <> 'gold' AND "edition_en" = 'historic circulation coin';
