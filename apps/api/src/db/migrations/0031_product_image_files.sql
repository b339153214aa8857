CREATE TABLE "product_image_files" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"original" "bytea" NOT NULL,
	"original_type" text NOT NULL,
	"picture" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_image_files" ADD CONSTRAINT "product_image_files_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_image_files_digest_idx" ON "product_image_files" USING btree ("digest");