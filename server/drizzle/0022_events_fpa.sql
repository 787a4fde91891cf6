CREATE TABLE "drafted_contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drafted_contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"details" text,
	"logo" text NOT NULL,
	"organization_id" integer NOT NULL,
	"sponsor_id" integer,
	"primary_color_hex" text NOT NULL,
	"secondary_color_hex" text NOT NULL,
	"primary_text_color_hex" text NOT NULL,
	"secondary_text_color_hex" text NOT NULL,
	"submission_start" timestamp with time zone NOT NULL,
	"vote_start" timestamp with time zone NOT NULL,
	"vote_end" timestamp with time zone NOT NULL,
	"agreement" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drafted_contests_dates_ck" CHECK ("drafted_contests"."submission_start" < "drafted_contests"."vote_start" and "drafted_contests"."vote_start" < "drafted_contests"."vote_end")
);
--> statement-breakpoint
CREATE TABLE "drafted_organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drafted_organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo" text,
	"primary_color_hex" text,
	"secondary_color_hex" text,
	"primary_text_color_hex" text,
	"secondary_text_color_hex" text,
	"league_id" integer,
	"team_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drafted_sponsors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drafted_sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fpa_allowances" (
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "fpa_allowances_employee_id_year_pk" PRIMARY KEY("employee_id","year"),
	CONSTRAINT "fpa_allowances_total_ck" CHECK ("fpa_allowances"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fpa_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fpa_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"order_number" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"country" text,
	CONSTRAINT "fpa_discounts_kind_ck" CHECK ("fpa_discounts"."kind" in ('allowance', 'friendsFamily')),
	CONSTRAINT "fpa_discounts_amount_ck" CHECK (("fpa_discounts"."kind" = 'allowance') = ("fpa_discounts"."amount_cents" is not null and "fpa_discounts"."amount_cents" > 0)),
	CONSTRAINT "fpa_discounts_country_ck" CHECK ("fpa_discounts"."country" is null or "fpa_discounts"."country" in ('C', 'U'))
);
--> statement-breakpoint
CREATE TABLE "fpa_employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fpa_employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"employee_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password" text NOT NULL,
	"default_discount" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafted_contests" ADD CONSTRAINT "drafted_contests_organization_id_drafted_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."drafted_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafted_contests" ADD CONSTRAINT "drafted_contests_sponsor_id_drafted_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."drafted_sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafted_organizations" ADD CONSTRAINT "drafted_organizations_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafted_organizations" ADD CONSTRAINT "drafted_organizations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpa_allowances" ADD CONSTRAINT "fpa_allowances_employee_id_fpa_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."fpa_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpa_discounts" ADD CONSTRAINT "fpa_discounts_employee_id_fpa_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."fpa_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drafted_contests_handle_uq" ON "drafted_contests" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "drafted_contests_name_idx" ON "drafted_contests" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "drafted_contests_org_idx" ON "drafted_contests" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "drafted_contests_sponsor_idx" ON "drafted_contests" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "drafted_contests_submission_idx" ON "drafted_contests" USING btree ("submission_start","id");--> statement-breakpoint
CREATE INDEX "drafted_contests_vote_start_idx" ON "drafted_contests" USING btree ("vote_start","id");--> statement-breakpoint
CREATE INDEX "drafted_contests_vote_end_idx" ON "drafted_contests" USING btree ("vote_end","id");--> statement-breakpoint
CREATE INDEX "drafted_organizations_name_idx" ON "drafted_organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "drafted_sponsors_name_idx" ON "drafted_sponsors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fpa_allowances_year_idx" ON "fpa_allowances" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "fpa_discounts_code_uq" ON "fpa_discounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fpa_discounts_employee_idx" ON "fpa_discounts" USING btree ("employee_id","year","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fpa_employees_email_uq" ON "fpa_employees" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "fpa_employees_number_uq" ON "fpa_employees" USING btree (upper("employee_number"));--> statement-breakpoint
CREATE INDEX "fpa_employees_name_idx" ON "fpa_employees" USING btree ("last_name","first_name");