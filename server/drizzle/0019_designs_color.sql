CREATE TABLE "ai_swatch_libraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_swatch_libraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"priority_rank" integer DEFAULT 100 NOT NULL,
	"team_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	CONSTRAINT "ai_swatch_libraries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ai_swatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_swatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"library_id" integer NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"color_name" text NOT NULL,
	"rgb_hex" text NOT NULL,
	"equivalent" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_swatches_hex_ck" CHECK ("ai_swatches"."rgb_hex" ~ '^[0-9A-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "design_colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"design_uid" integer NOT NULL,
	"position" smallint NOT NULL,
	"rgb_hex" text NOT NULL,
	"name" text NOT NULL,
	"swatch_id" integer
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"uid" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "designs_uid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"variation" smallint NOT NULL,
	"customer_numb" text,
	"method" text NOT NULL,
	"league_id" integer,
	"team_id" integer,
	"player_id" integer,
	"league_approved" boolean DEFAULT false NOT NULL,
	"code" text,
	"active" boolean DEFAULT true NOT NULL,
	"stock" boolean DEFAULT false NOT NULL,
	"cc" boolean DEFAULT false NOT NULL,
	"parent_id" text,
	"royalty_code" text,
	"royalty_desc" text,
	"width_in" numeric(5, 2) NOT NULL,
	"height_in" numeric(5, 2) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"text" text,
	"comment" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"showcase" boolean DEFAULT false NOT NULL,
	"showcase_comment" text,
	"primary_hex" text,
	"secondary_hex" text,
	"neutral_hex" text,
	"tonal_hex" text,
	"disabled_comment" text,
	"disabled_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_used" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "designs_comment_len_ck" CHECK ("designs"."disabled_comment" is null or char_length("designs"."disabled_comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "printer_color_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printer_color_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"color_name" text NOT NULL,
	"audley_s2070_3_4" text DEFAULT '' NOT NULL,
	"epson_t7270" text DEFAULT '' NOT NULL,
	"epson_f6470" text DEFAULT '' NOT NULL,
	"roq_now" text DEFAULT '' NOT NULL,
	"equivalent" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "printer_color_mappings_color_name_unique" UNIQUE("color_name")
);
--> statement-breakpoint
ALTER TABLE "ai_swatches" ADD CONSTRAINT "ai_swatches_library_id_ai_swatch_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."ai_swatch_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_colors" ADD CONSTRAINT "design_colors_design_uid_designs_uid_fk" FOREIGN KEY ("design_uid") REFERENCES "public"."designs"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_colors" ADD CONSTRAINT "design_colors_swatch_id_ai_swatches_id_fk" FOREIGN KEY ("swatch_id") REFERENCES "public"."ai_swatches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_swatches_library_group_color_uq" ON "ai_swatches" USING btree ("library_id","group_name","color_name");--> statement-breakpoint
CREATE INDEX "ai_swatches_updated_idx" ON "ai_swatches" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ai_swatches_color_idx" ON "ai_swatches" USING btree ("color_name");--> statement-breakpoint
CREATE INDEX "ai_swatches_color_trgm" ON "ai_swatches" USING gin (lower("color_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "design_colors_design_idx" ON "design_colors" USING btree ("design_uid","position");--> statement-breakpoint
CREATE INDEX "design_colors_swatch_idx" ON "design_colors" USING btree ("swatch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "designs_id_variation_uq" ON "designs" USING btree ("id","variation");--> statement-breakpoint
CREATE INDEX "designs_active_created_idx" ON "designs" USING btree ("active","created_at","uid");--> statement-breakpoint
CREATE INDEX "designs_stock_active_created_idx" ON "designs" USING btree ("stock","active","created_at","uid");--> statement-breakpoint
CREATE INDEX "designs_created_idx" ON "designs" USING btree ("created_at","uid");--> statement-breakpoint
CREATE INDEX "designs_customer_idx" ON "designs" USING btree ("customer_numb","created_at");--> statement-breakpoint
CREATE INDEX "designs_team_idx" ON "designs" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "designs_league_idx" ON "designs" USING btree ("league_id","created_at");--> statement-breakpoint
CREATE INDEX "designs_player_idx" ON "designs" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "designs_method_idx" ON "designs" USING btree ("method","created_at");--> statement-breakpoint
CREATE INDEX "designs_code_idx" ON "designs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "designs_id_pattern_idx" ON "designs" USING btree (lower("id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "designs_search_trgm" ON "designs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "designs_tags_gin" ON "designs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "printer_color_mappings_updated_idx" ON "printer_color_mappings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "printer_color_mappings_search_trgm" ON "printer_color_mappings" USING gin ((lower("color_name") || ' ' || lower(coalesce("equivalent", ''))) gin_trgm_ops);