CREATE TABLE "art_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "art_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_numb" text,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_art_uploads" (
	"token" text PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"image_width" numeric NOT NULL,
	"image_height" numeric NOT NULL,
	"pms_key" text NOT NULL,
	"production_key" text NOT NULL,
	"working_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_issues_text_unique" UNIQUE("text"),
	CONSTRAINT "design_issues_len_ck" CHECK (char_length("design_issues"."text") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "design_request_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_request_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"art_reference_id" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_request_timeline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_request_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	CONSTRAINT "design_request_timeline_len_ck" CHECK (char_length("design_request_timeline"."text") <= 8000)
);
--> statement-breakpoint
CREATE TABLE "design_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" smallint NOT NULL,
	"license" boolean DEFAULT false NOT NULL,
	"customer_numb" text,
	"league_id" integer,
	"team_id" integer,
	"player_id" integer,
	"user_id" integer NOT NULL,
	"artist_id" integer,
	"method" text NOT NULL,
	"width_in" numeric(5, 2) NOT NULL,
	"height_in" numeric(5, 2),
	"cc" boolean DEFAULT false NOT NULL,
	"drop_id" integer,
	"lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"instructions" text NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"date_required" date NOT NULL,
	"note" text,
	"issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"corrected_issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"return_marked" boolean DEFAULT false NOT NULL,
	"revisions" integer DEFAULT 0 NOT NULL,
	"art_key" text,
	"pms_key" text,
	"production_key" text,
	"working_key" text,
	"art_width_in" numeric(5, 2),
	"art_height_in" numeric(5, 2),
	"art_cc" boolean,
	"art_method" text,
	"art_comment" text,
	"design_id" text,
	"design_var" smallint,
	"forked_from" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_requests_status_ck" CHECK ("design_requests"."status" in (0, 1, 2, 3, 4, 5, 99)),
	CONSTRAINT "design_requests_note_len_ck" CHECK ("design_requests"."note" is null or char_length("design_requests"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "art_references" ADD CONSTRAINT "art_references_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_references" ADD CONSTRAINT "art_references_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_art_uploads" ADD CONSTRAINT "design_art_uploads_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_art_uploads" ADD CONSTRAINT "design_art_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_references" ADD CONSTRAINT "design_request_references_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_references" ADD CONSTRAINT "design_request_references_art_reference_id_art_references_id_fk" FOREIGN KEY ("art_reference_id") REFERENCES "public"."art_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_timeline" ADD CONSTRAINT "design_request_timeline_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_timeline" ADD CONSTRAINT "design_request_timeline_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "art_references_customer_idx" ON "art_references" USING btree ("customer_numb","created_at");--> statement-breakpoint
CREATE INDEX "design_art_uploads_request_idx" ON "design_art_uploads" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "design_request_references_request_idx" ON "design_request_references" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "design_request_timeline_request_idx" ON "design_request_timeline" USING btree ("request_id","at","id");--> statement-breakpoint
CREATE INDEX "design_requests_list_idx" ON "design_requests" USING btree ("license","status","date_created","id");--> statement-breakpoint
CREATE INDEX "design_requests_status_created_idx" ON "design_requests" USING btree ("status","date_created","id");--> statement-breakpoint
CREATE INDEX "design_requests_created_idx" ON "design_requests" USING btree ("date_created","id");--> statement-breakpoint
CREATE INDEX "design_requests_user_idx" ON "design_requests" USING btree ("user_id","date_created");--> statement-breakpoint
CREATE INDEX "design_requests_artist_idx" ON "design_requests" USING btree ("artist_id","date_created");--> statement-breakpoint
CREATE INDEX "design_requests_customer_idx" ON "design_requests" USING btree ("customer_numb","date_created");--> statement-breakpoint
CREATE INDEX "design_requests_team_idx" ON "design_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "design_requests_league_idx" ON "design_requests" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "design_requests_player_idx" ON "design_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "design_requests_design_idx" ON "design_requests" USING btree ("design_id","design_var");--> statement-breakpoint
CREATE INDEX "design_requests_search_trgm" ON "design_requests" USING gin ("search_text" gin_trgm_ops);