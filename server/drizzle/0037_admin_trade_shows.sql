CREATE TABLE "trade_show_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_show_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"show_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_show_days_ck" CHECK ("trade_show_days"."end_time" > "trade_show_days"."start_time")
);
--> statement-breakpoint
CREATE TABLE "trade_show_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_show_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"show_id" integer NOT NULL,
	"station" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"host" text NOT NULL,
	"customer" text,
	"customer_name" text NOT NULL,
	"atendee" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"comment" text,
	"booked_by" integer,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_show_meetings_ck" CHECK ("trade_show_meetings"."end_time" > "trade_show_meetings"."start_time")
);
--> statement-breakpoint
CREATE TABLE "trade_show_stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_show_stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"show_id" integer NOT NULL,
	"station" text NOT NULL,
	"hex_code" char(6) NOT NULL,
	"dark" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"single_session_length" integer NOT NULL,
	"max_session_length" integer NOT NULL,
	"max_meetings" integer NOT NULL,
	CONSTRAINT "trade_shows_lengths_ck" CHECK ("trade_shows"."single_session_length" > 0 and "trade_shows"."max_session_length" >= "trade_shows"."single_session_length" and "trade_shows"."max_meetings" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trade_show_days" ADD CONSTRAINT "trade_show_days_show_id_trade_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."trade_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_show_meetings" ADD CONSTRAINT "trade_show_meetings_show_id_trade_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."trade_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_show_meetings" ADD CONSTRAINT "trade_show_meetings_host_reps_code_fk" FOREIGN KEY ("host") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_show_meetings" ADD CONSTRAINT "trade_show_meetings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_show_stations" ADD CONSTRAINT "trade_show_stations_show_id_trade_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."trade_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_show_days_show_idx" ON "trade_show_days" USING btree ("show_id","start_time");--> statement-breakpoint
CREATE INDEX "trade_show_meetings_show_idx" ON "trade_show_meetings" USING btree ("show_id","start_time");--> statement-breakpoint
CREATE INDEX "trade_show_meetings_host_idx" ON "trade_show_meetings" USING btree ("show_id","host","start_time");--> statement-breakpoint
CREATE INDEX "trade_show_meetings_station_idx" ON "trade_show_meetings" USING btree ("show_id","station","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_show_stations_uq" ON "trade_show_stations" USING btree ("show_id","station");--> statement-breakpoint
CREATE INDEX "trade_show_stations_order_idx" ON "trade_show_stations" USING btree ("show_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_shows_name_uq" ON "trade_shows" USING btree ("name");--> statement-breakpoint
CREATE INDEX "trade_shows_start_idx" ON "trade_shows" USING btree ("start_date","name");