CREATE TABLE "email_alt_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_alt_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "email_alt_users_email_len_ck" CHECK (length("email_alt_users"."email") <= 255)
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sellsheet_template" text,
	"order_approval_template" text,
	"job_title" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_alt_users" ADD CONSTRAINT "email_alt_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_alt_users_user_email_uq" ON "email_alt_users" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "email_alt_users_email_idx" ON "email_alt_users" USING btree (lower("email"));--> statement-breakpoint
-- E-mail settings are a user's changes like any other (platform/audit.ts): recorded under the user.
CREATE TRIGGER email_settings_audit AFTER INSERT OR UPDATE OR DELETE ON email_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'user_id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER email_alt_users_audit AFTER INSERT OR UPDATE OR DELETE ON email_alt_users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'user_id');
