CREATE SEQUENCE "public"."returns_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_charge_id" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "return_charges_refund_ck" CHECK ("return_charges"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"resolution" smallint NOT NULL,
	CONSTRAINT "return_codes_resolution_ck" CHECK ("return_codes"."resolution" in (2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "return_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"comment" text NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_comments_type_ck" CHECK ("return_comments"."type" in ('comment', 'email')),
	CONSTRAINT "return_comments_len_ck" CHECK (char_length("return_comments"."comment") <= 8000)
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"from_sub_status" smallint,
	"to_status" smallint NOT NULL,
	"to_sub_status" smallint NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"commission" smallint,
	"credit_order_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "return_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upload_id" text NOT NULL,
	"return_id" integer,
	"comment_id" integer,
	"uploaded_by" integer,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_item_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_item_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_item_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_size_id" integer NOT NULL,
	"qty_c" integer DEFAULT 0 NOT NULL,
	"qty_u" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_item_sizes_qty_ck" CHECK ("return_item_sizes"."qty_c" >= 0 and "return_item_sizes"."qty_u" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "return_items_refund_ck" CHECK ("return_items"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_shipping" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_shipping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"shipping_job_id" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "return_shipping_refund_ck" CHECK ("return_shipping"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer DEFAULT nextval('returns_number_seq') NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" integer NOT NULL,
	"job" text,
	"currency" char(3) NOT NULL,
	"customer_numb" text NOT NULL,
	"rep_code" text NOT NULL,
	"csr" text,
	"code_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"sub_status" smallint DEFAULT 0 NOT NULL,
	"comment" text,
	"commission" smallint DEFAULT 100 NOT NULL,
	"date_contact" date,
	"date_info" date,
	"total_units" integer DEFAULT 0 NOT NULL,
	"total_refund_cents" integer DEFAULT 0 NOT NULL,
	"credit_order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"closed_on" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "returns_state_ck" CHECK (("returns"."status", "returns"."sub_status") in ((1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 2), (4, 0), (4, 1), (4, 2), (99, 0))),
	CONSTRAINT "returns_commission_ck" CHECK ("returns"."commission" between 0 and 100),
	CONSTRAINT "returns_totals_ck" CHECK ("returns"."total_units" >= 0 and "returns"."total_refund_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_charges" ADD CONSTRAINT "return_charges_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_charges" ADD CONSTRAINT "return_charges_order_charge_id_order_charges_id_fk" FOREIGN KEY ("order_charge_id") REFERENCES "public"."order_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_comments" ADD CONSTRAINT "return_comments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_comments" ADD CONSTRAINT "return_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_credit_order_id_orders_id_fk" FOREIGN KEY ("credit_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_comment_id_return_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."return_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item_sizes" ADD CONSTRAINT "return_item_sizes_return_item_id_return_items_id_fk" FOREIGN KEY ("return_item_id") REFERENCES "public"."return_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item_sizes" ADD CONSTRAINT "return_item_sizes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item_sizes" ADD CONSTRAINT "return_item_sizes_order_item_size_id_order_item_sizes_id_fk" FOREIGN KEY ("order_item_size_id") REFERENCES "public"."order_item_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_shipping" ADD CONSTRAINT "return_shipping_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_shipping" ADD CONSTRAINT "return_shipping_shipping_job_id_shipping_jobs_id_fk" FOREIGN KEY ("shipping_job_id") REFERENCES "public"."shipping_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_rep_code_reps_code_fk" FOREIGN KEY ("rep_code") REFERENCES "public"."reps"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_csr_csrs_code_fk" FOREIGN KEY ("csr") REFERENCES "public"."csrs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_code_id_return_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."return_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_credit_order_id_orders_id_fk" FOREIGN KEY ("credit_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_charges_return_charge_uq" ON "return_charges" USING btree ("return_id","order_charge_id");--> statement-breakpoint
CREATE INDEX "return_charges_charge_idx" ON "return_charges" USING btree ("order_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_codes_code_uq" ON "return_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "return_comments_return_idx" ON "return_comments" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_files_upload_uq" ON "return_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "return_files_return_idx" ON "return_files" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_files_comment_idx" ON "return_files" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "return_files_staged_idx" ON "return_files" USING btree ("uploaded_by","created_at") WHERE "return_files"."return_id" is null;--> statement-breakpoint
CREATE INDEX "return_item_sizes_item_idx" ON "return_item_sizes" USING btree ("return_item_id");--> statement-breakpoint
CREATE INDEX "return_item_sizes_size_idx" ON "return_item_sizes" USING btree ("order_item_size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_return_item_uq" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_shipping_return_job_uq" ON "return_shipping" USING btree ("return_id","shipping_job_id");--> statement-breakpoint
CREATE INDEX "return_shipping_job_idx" ON "return_shipping" USING btree ("shipping_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_uq" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","sub_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_customer_created_idx" ON "returns" USING btree ("customer_numb","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_rep_created_idx" ON "returns" USING btree ("rep_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_csr_created_idx" ON "returns" USING btree ("csr","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_code_created_idx" ON "returns" USING btree ("code_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_order_number_idx" ON "returns" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "returns_credit_order_idx" ON "returns" USING btree ("credit_order_id");