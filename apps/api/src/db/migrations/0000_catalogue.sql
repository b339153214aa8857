CREATE TYPE "public"."availability" AS ENUM('available', 'lowStock', 'soldOut', 'onRequest');--> statement-breakpoint
CREATE TYPE "public"."fine_weight_unit" AS ENUM('g', 'oz', 'kg');--> statement-breakpoint
CREATE TYPE "public"."precious_metal" AS ENUM('gold', 'silver', 'platinum', 'palladium');--> statement-breakpoint
CREATE TYPE "public"."product_form" AS ENUM('coin', 'bar', 'scrap', 'accessory', 'gift');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key"),
	CONSTRAINT "categories_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "categories_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"root_folder" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_language_check" CHECK ("content_pages"."language" in ('de', 'en'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"alt_de" text NOT NULL,
	"alt_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"form" "product_form" NOT NULL,
	"manufacturer" text,
	"precious_metal" "precious_metal",
	"series" text,
	"years_of_issue" text,
	"fine_weight" numeric(12, 4),
	"fine_weight_unit" "fine_weight_unit",
	"fine_weight_g" numeric(12, 4),
	"fineness" text,
	"country_of_origin" text,
	"thickness_mm" numeric(12, 4),
	"diameter_mm" numeric(12, 4),
	"gross_weight_g" numeric(12, 4),
	"grade_de" text,
	"grade_en" text,
	"edition_de" text,
	"edition_en" text,
	"certificate_de" text,
	"certificate_en" text,
	"packaging_de" text,
	"packaging_en" text,
	"availability" "availability" DEFAULT 'available' NOT NULL,
	"duty_free" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_name" text NOT NULL,
	"sort_name_de" text NOT NULL,
	"sort_name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "products_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_location_idx" ON "content_pages" USING btree ("root_folder","path","language");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_position_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_precious_metal_idx" ON "products" USING btree ("precious_metal");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "products_position_idx" ON "products" USING btree ("position");