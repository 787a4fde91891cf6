CREATE TABLE "fabric_compositions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_names" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_presets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_presets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"locations" jsonb NOT NULL,
	"image_locations" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"category" text NOT NULL,
	"sub_category" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_categories_category_sub_category_pk" PRIMARY KEY("category","sub_category")
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"vector" text,
	"model" text,
	"ghost" text,
	"vector_d" text
);
--> statement-breakpoint
CREATE TABLE "product_image_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_image_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"image_type" char(1) NOT NULL,
	"color_code" text NOT NULL,
	"variation" integer NOT NULL,
	"location_id" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"rotation" double precision NOT NULL,
	"ppi" double precision NOT NULL,
	"requires_variation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_image_masks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_image_masks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"src" text NOT NULL,
	"image_type" char(1) NOT NULL,
	"color_code" text NOT NULL,
	"variation" integer NOT NULL,
	"location_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"origin" text,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_nested_image_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_nested_image_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"image_type" char(1) NOT NULL,
	"color_code" text NOT NULL,
	"variation" integer NOT NULL,
	"nested_variation" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"z" integer NOT NULL,
	"rotation" double precision NOT NULL,
	"width" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_treatments" (
	"product_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	CONSTRAINT "product_treatments_product_id_treatment_id_pk" PRIMARY KEY("product_id","treatment_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"description" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text NOT NULL,
	"brand" char(1) NOT NULL,
	"fabric_code" text,
	"status_flag" char(1) NOT NULL,
	"exit_date" date,
	"intro_date" date,
	"model_color" text,
	"style_status" text,
	"type" text,
	"price" integer,
	"compare_price" integer,
	"other_price" integer,
	"other_compare" integer,
	"new_date" date,
	"new_price" integer,
	"new_other_price" integer,
	"base_style" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sub_type" text
);
--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_locations" ADD CONSTRAINT "product_image_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_locations" ADD CONSTRAINT "product_image_locations_location_id_product_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."product_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_masks" ADD CONSTRAINT "product_image_masks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_masks" ADD CONSTRAINT "product_image_masks_location_id_product_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."product_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_nested_image_locations" ADD CONSTRAINT "product_nested_image_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_treatments" ADD CONSTRAINT "product_treatments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_treatments" ADD CONSTRAINT "product_treatments_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fabric_code_fabric_compositions_code_fk" FOREIGN KEY ("fabric_code") REFERENCES "public"."fabric_compositions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_presets_name_uq" ON "location_presets" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_colors_product_code_uq" ON "product_colors" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "product_image_locations_product_idx" ON "product_image_locations" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_image_locations_location_idx" ON "product_image_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "product_image_masks_product_idx" ON "product_image_masks" USING btree ("product_id","image_type","color_code","variation");--> statement-breakpoint
CREATE INDEX "product_image_masks_location_idx" ON "product_image_masks" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_locations_product_name_uq" ON "product_locations" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_nested_image_locations_product_idx" ON "product_nested_image_locations" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_treatments_treatment_idx" ON "product_treatments" USING btree ("treatment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","sku");--> statement-breakpoint
CREATE INDEX "products_full_name_idx" ON "products" USING btree ("full_name","sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sku");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category","sku");--> statement-breakpoint
CREATE INDEX "products_gender_idx" ON "products" USING btree ("gender","sku");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand","sku");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status_flag","sku");--> statement-breakpoint
CREATE INDEX "products_intro_idx" ON "products" USING btree ("intro_date","sku");--> statement-breakpoint
CREATE INDEX "products_exit_idx" ON "products" USING btree ("exit_date","sku");--> statement-breakpoint
CREATE INDEX "products_base_sku_idx" ON "products" USING btree ("base_style","sku");--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_full_name_trgm_idx" ON "products" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_trgm_idx" ON "products" USING gin (lower("category") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "treatments_type_name_uq" ON "treatments" USING btree ("type","name","sub_type");