CREATE TABLE "order_comments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"comments" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text,
	"used_at" timestamp with time zone,
	"superseded" boolean DEFAULT false NOT NULL,
	"result" text,
	"name" text,
	"email" text,
	"comment" text,
	CONSTRAINT "order_approvals_result_ck" CHECK ("order_approvals"."result" is null or "order_approvals"."result" in ('approved', 'rejected')),
	CONSTRAINT "order_approvals_caps_ck" CHECK (coalesce(char_length("order_approvals"."name"), 0) <= 255 and coalesce(char_length("order_approvals"."email"), 0) <= 255 and coalesce(char_length("order_approvals"."comment"), 0) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_order_idx" ON "order_approvals" USING btree ("order_id","created_at" DESC NULLS LAST);