CREATE TABLE "marketing_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text,
	"mime" text,
	"size" integer,
	"width" integer,
	"height" integer,
	"duration" double precision,
	"poster_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_resources_type_ck" CHECK ("marketing_resources"."type" in ('DIRECTORY', 'IMAGE', 'VIDEO', 'PDF', 'OTHER')),
	CONSTRAINT "marketing_resources_file_ck" CHECK (("marketing_resources"."type" = 'DIRECTORY') = ("marketing_resources"."file_key" is null))
);
--> statement-breakpoint
CREATE INDEX "marketing_resources_folder_idx" ON "marketing_resources" USING btree ("folder",("type" <> 'DIRECTORY'),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "marketing_resources_tree_idx" ON "marketing_resources" USING btree ("folder" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_resources_name_uq" ON "marketing_resources" USING btree ("folder","name");