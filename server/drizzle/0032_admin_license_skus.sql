CREATE TABLE "license_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "license_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"style_code" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"color_code" text NOT NULL,
	"hex" char(6) NOT NULL,
	"price_c" integer NOT NULL,
	"price_u" integer NOT NULL,
	"team" text NOT NULL,
	"league" text NOT NULL,
	"player" text,
	"created_at" timestamp with time zone NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "license_skus" ADD CONSTRAINT "license_skus_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "license_skus_style_color_uq" ON "license_skus" USING btree ("style_code","color_code");--> statement-breakpoint
CREATE INDEX "license_skus_name_idx" ON "license_skus" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "license_skus_team_idx" ON "license_skus" USING btree ("team","id");--> statement-breakpoint
CREATE INDEX "license_skus_league_idx" ON "license_skus" USING btree ("league","id");--> statement-breakpoint
CREATE INDEX "license_skus_player_idx" ON "license_skus" USING btree ("player","id");--> statement-breakpoint
CREATE INDEX "license_skus_created_idx" ON "license_skus" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "license_skus_approved_idx" ON "license_skus" USING btree ("approved","style_code","id");--> statement-breakpoint
CREATE INDEX "license_skus_active_idx" ON "license_skus" USING btree ("active","style_code","id");--> statement-breakpoint
CREATE INDEX "license_skus_color_idx" ON "license_skus" USING btree ("color","id");--> statement-breakpoint
CREATE INDEX "license_skus_color_code_idx" ON "license_skus" USING btree ("color_code","id");--> statement-breakpoint
CREATE INDEX "license_skus_price_c_idx" ON "license_skus" USING btree ("price_c","id");--> statement-breakpoint
CREATE INDEX "license_skus_price_u_idx" ON "license_skus" USING btree ("price_u","id");--> statement-breakpoint
CREATE INDEX "license_skus_style_trgm_idx" ON "license_skus" USING gin (lower("style_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "license_skus_name_trgm_idx" ON "license_skus" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "license_skus_team_trgm_idx" ON "license_skus" USING gin (lower("team") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "license_skus_league_trgm_idx" ON "license_skus" USING gin (lower("league") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "license_skus_player_trgm_idx" ON "license_skus" USING gin (lower("player") gin_trgm_ops);