CREATE TABLE "order_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"size" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"qty_c" integer NOT NULL,
	"qty_u" integer NOT NULL,
	"shipped_c" integer DEFAULT 0 NOT NULL,
	"shipped_u" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_item_sizes_split_ck" CHECK ("order_item_sizes"."qty_c" >= 0 and "order_item_sizes"."qty_u" >= 0 and "order_item_sizes"."qty_c" + "order_item_sizes"."qty_u" = "order_item_sizes"."quantity"),
	CONSTRAINT "order_item_sizes_shipped_ck" CHECK ("order_item_sizes"."shipped_c" between 0 and "order_item_sizes"."qty_c" and "order_item_sizes"."shipped_u" between 0 and "order_item_sizes"."qty_u")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"style_code" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"color_code" text NOT NULL,
	"design_id" text,
	"design_variation" smallint,
	"image_key" text NOT NULL,
	"price_cents" integer NOT NULL,
	"final_price_cents" integer NOT NULL,
	"size_upcharges" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"from_sub_status" smallint,
	"to_sub_status" smallint,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"customer_numb" text NOT NULL,
	"bill_to_numb" text NOT NULL,
	"rep_code" text NOT NULL,
	"csr" text,
	"csr2" text,
	"type" text NOT NULL,
	"order_type" text NOT NULL,
	"currency" char(3) NOT NULL,
	"po" text,
	"quote" text,
	"job" text,
	"job_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"department" text,
	"credit" text DEFAULT 'OK' NOT NULL,
	"alloc" char(1) DEFAULT 'N' NOT NULL,
	"bda" text,
	"buying_group" text,
	"scheduled_ship_date" date,
	"date_required" timestamp with time zone,
	"rush" boolean DEFAULT false NOT NULL,
	"event" boolean DEFAULT false NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	"status" smallint NOT NULL,
	"sub_status" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"art_requested" timestamp with time zone,
	"league_approval_required" boolean DEFAULT false NOT NULL,
	"last_reminder" timestamp with time zone,
	"contracts" text[] DEFAULT '{}'::text[] NOT NULL,
	"loyalty_league" text,
	"collection_start" date,
	"collection_end" date,
	"image_type" char(1),
	"total_cents" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "orders_currency_ck" CHECK ("orders"."currency" in ('CAD', 'USD')),
	CONSTRAINT "orders_alloc_ck" CHECK ("orders"."alloc" in ('A', 'P', 'N')),
	CONSTRAINT "orders_image_type_ck" CHECK ("orders"."image_type" is null or "orders"."image_type" in ('M', 'V')),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in (0, 1, 2, 3, 4, 5, 6, 7, 99)),
	CONSTRAINT "orders_sub_status_ck" CHECK ("orders"."sub_status" is null or "orders"."sub_status" in (1, 4)),
	CONSTRAINT "orders_po_len_ck" CHECK ("orders"."po" is null or char_length("orders"."po") <= 30)
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_filters_name_len_ck" CHECK (char_length("saved_filters"."name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "shipping_job_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_job_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_item_size_id" integer NOT NULL,
	"qty_c" integer DEFAULT 0 NOT NULL,
	"qty_u" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_job_items_qty_ck" CHECK ("shipping_job_items"."qty_c" >= 0 and "shipping_job_items"."qty_u" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" text,
	"quote" text,
	"customer_numb" text NOT NULL,
	"rep_code" text,
	"csr" text,
	"po" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"shipped_at" timestamp with time zone,
	"date_required" timestamp with time zone,
	"charge_cents" integer DEFAULT 0 NOT NULL,
	"invoices" text[] DEFAULT '{}'::text[] NOT NULL,
	"ship_via_code" text,
	"ship_to_name" text,
	"address1" text,
	"address2" text,
	"address3" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	"comments" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_sizes" ADD CONSTRAINT "order_item_sizes_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_sizes" ADD CONSTRAINT "order_item_sizes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_to_numb_customers_numb_fk" FOREIGN KEY ("bill_to_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_csr_csrs_code_fk" FOREIGN KEY ("csr") REFERENCES "public"."csrs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_csr2_csrs_code_fk" FOREIGN KEY ("csr2") REFERENCES "public"."csrs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_order_types_code_fk" FOREIGN KEY ("order_type") REFERENCES "public"."order_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_job_items" ADD CONSTRAINT "shipping_job_items_job_id_shipping_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."shipping_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_job_items" ADD CONSTRAINT "shipping_job_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_job_items" ADD CONSTRAINT "shipping_job_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_job_items" ADD CONSTRAINT "shipping_job_items_order_item_size_id_order_item_sizes_id_fk" FOREIGN KEY ("order_item_size_id") REFERENCES "public"."order_item_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_jobs" ADD CONSTRAINT "shipping_jobs_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_jobs" ADD CONSTRAINT "shipping_jobs_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_jobs" ADD CONSTRAINT "shipping_jobs_csr_csrs_code_fk" FOREIGN KEY ("csr") REFERENCES "public"."csrs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_jobs" ADD CONSTRAINT "shipping_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_item_sizes_item_idx" ON "order_item_sizes" USING btree ("item_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_item_sizes_order_idx" ON "order_item_sizes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","line");--> statement-breakpoint
CREATE INDEX "order_items_style_idx" ON "order_items" USING btree (lower("style_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_items_design_idx" ON "order_items" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_status_updated_idx" ON "orders" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_rep_status_updated_idx" ON "orders" USING btree ("rep_code","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_type_status_updated_idx" ON "orders" USING btree ("order_type","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_numb","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_bill_to_idx" ON "orders" USING btree ("bill_to_numb");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_on_hold_idx" ON "orders" USING btree ("updated_at" DESC NULLS LAST) WHERE "orders"."on_hold";--> statement-breakpoint
CREATE INDEX "orders_sub_status_idx" ON "orders" USING btree ("sub_status","updated_at" DESC NULLS LAST) WHERE "orders"."sub_status" is not null;--> statement-breakpoint
CREATE INDEX "orders_number_text_idx" ON "orders" USING btree (("number"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_po_idx" ON "orders" USING btree (lower("po") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_quote_idx" ON "orders" USING btree ("quote");--> statement-breakpoint
CREATE INDEX "orders_job_codes_gin" ON "orders" USING gin ("job_codes");--> statement-breakpoint
CREATE INDEX "saved_filters_user_idx" ON "saved_filters" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "shipping_job_items_job_idx" ON "shipping_job_items" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "shipping_job_items_order_idx" ON "shipping_job_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_job_items_size_idx" ON "shipping_job_items" USING btree ("order_item_size_id");--> statement-breakpoint
CREATE INDEX "shipping_jobs_created_idx" ON "shipping_jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipping_jobs_customer_idx" ON "shipping_jobs" USING btree ("customer_numb");--> statement-breakpoint
CREATE INDEX "shipping_jobs_invoices_gin" ON "shipping_jobs" USING gin ("invoices");