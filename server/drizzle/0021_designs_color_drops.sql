CREATE TABLE "drops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"width_in" numeric(5, 2) NOT NULL,
	"height_in" numeric(5, 2) NOT NULL,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"logo_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sub_category" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drops_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "drops_active_idx" ON "drops" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "drops_methods_gin" ON "drops" USING gin ("methods");--> statement-breakpoint
CREATE INDEX "drops_tags_gin" ON "drops" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "drops_name_idx" ON "drops" USING btree (lower("name"));