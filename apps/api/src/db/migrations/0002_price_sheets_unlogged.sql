ALTER TABLE "product_prices" DROP COLUMN "recalculated_at";--> statement-breakpoint
-- Prices are derived data (quotes x rules), rewritten by every recalculation: no write-ahead log.
-- A crash of PostgreSQL empties the table; the API recalculates when it finds it empty.
ALTER TABLE "product_prices" SET UNLOGGED;
