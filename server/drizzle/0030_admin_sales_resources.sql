CREATE TABLE "sales_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"sort_name" text NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_resources" ADD CONSTRAINT "sales_resources_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_resources_created_idx" ON "sales_resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_resources_name_idx" ON "sales_resources" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "sales_resources_size_idx" ON "sales_resources" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "sales_resources_uploader_idx" ON "sales_resources" USING btree ("uploaded_by","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_resources_categories_idx" ON "sales_resources" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "sales_resources_name_trgm_idx" ON "sales_resources" USING gin ("sort_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_resources_key_uq" ON "sales_resources" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_resources_path_uq" ON "sales_resources" USING btree (lower("path"));