CREATE TABLE "wishlist_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_store_key_check" CHECK ("wishlists"."store_key" in ('at', 'de', 'ch', 'li', 'us'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_line_items" ADD CONSTRAINT "wishlist_line_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_line_items_product_idx" ON "wishlist_line_items" USING btree ("wishlist_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_line_items_wishlist_idx" ON "wishlist_line_items" USING btree ("wishlist_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_owner_store_idx" ON "wishlists" USING btree ("owner_id","store_key");