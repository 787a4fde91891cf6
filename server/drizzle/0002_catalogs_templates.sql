CREATE TABLE "catalog_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_id" integer NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"customer_numb" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogs_name_len_ck" CHECK (char_length("catalogs"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "template_reps" (
	"template_id" integer NOT NULL,
	"rep_code" text NOT NULL,
	CONSTRAINT "template_reps_template_id_rep_code_pk" PRIMARY KEY("template_id","rep_code")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "templates_name_len_ck" CHECK (char_length("templates"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "catalog_orders" ADD CONSTRAINT "catalog_orders_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_orders" ADD CONSTRAINT "catalog_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_reps" ADD CONSTRAINT "template_reps_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_reps" ADD CONSTRAINT "template_reps_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_orders_catalog_order_uq" ON "catalog_orders" USING btree ("catalog_id","order_id");--> statement-breakpoint
CREATE INDEX "catalog_orders_order_idx" ON "catalog_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "catalogs_created_idx" ON "catalogs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogs_customer_idx" ON "catalogs" USING btree ("customer_numb","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_reps_rep_idx" ON "template_reps" USING btree ("rep_code","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_order_uq" ON "templates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "templates_created_idx" ON "templates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);