-- Every API instance serves search from an index of the catalogue in memory and rebuilds it when it
-- hears this channel (plugins/app/product-search.ts). Statement-level triggers notify on every
-- write, whichever path makes it (seed, an admin tool, psql). PostgreSQL folds identical
-- notifications of one transaction into one and delivers it on commit.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_events', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
