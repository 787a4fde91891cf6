CREATE TABLE "external_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" char(1) NOT NULL,
	"rep_code" text NOT NULL,
	"company" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_users_country_ck" CHECK ("external_users"."country" in ('C', 'U'))
);
--> statement-breakpoint
CREATE TABLE "setup_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setup_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"company" text NOT NULL,
	"country" char(1) NOT NULL,
	"rep_code" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"user_id" integer,
	CONSTRAINT "setup_requests_country_ck" CHECK ("setup_requests"."country" in ('C', 'U'))
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signup_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"company" text,
	"rep_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_users" ADD CONSTRAINT "external_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_users" ADD CONSTRAINT "external_users_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_requests" ADD CONSTRAINT "setup_requests_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_requests" ADD CONSTRAINT "setup_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_requests" ADD CONSTRAINT "setup_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_requests" ADD CONSTRAINT "setup_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_users_rep_idx" ON "external_users" USING btree ("rep_code");--> statement-breakpoint
CREATE INDEX "external_users_name_idx" ON "external_users" USING btree ("last_name","first_name","user_id");--> statement-breakpoint
CREATE INDEX "setup_requests_open_rep_idx" ON "setup_requests" USING btree ("rep_code","id") WHERE "setup_requests"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "setup_requests_open_email_uq" ON "setup_requests" USING btree (lower("email")) WHERE "setup_requests"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_email_uq" ON "signup_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "signup_requests_created_idx" ON "signup_requests" USING btree ("created_at");