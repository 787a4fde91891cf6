CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"row_id" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject","subject_id","id");