CREATE TABLE "design_order_timeline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_order_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"author_id" integer,
	"comment" text NOT NULL,
	CONSTRAINT "design_order_timeline_kind_ck" CHECK ("design_order_timeline"."kind" in ('comment', 'system')),
	CONSTRAINT "design_order_timeline_len_ck" CHECK (char_length("design_order_timeline"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "design_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"design_uid" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"date_ordered" timestamp with time zone,
	"date_required" date,
	"po" text,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_orders_status_ck" CHECK ("design_orders"."status" in (1, 2, 3)),
	CONSTRAINT "design_orders_quantity_ck" CHECK ("design_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "design_sample_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_sample_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sample_id" integer NOT NULL,
	"entry_id" integer,
	"uploaded_by" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_sample_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_sample_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_sample_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_sample_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"design_uid" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_by" integer NOT NULL,
	"date_requested" timestamp with time zone NOT NULL,
	"date_recieved" timestamp with time zone,
	"date_closed" timestamp with time zone,
	"vendor_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_sample_requests_status_ck" CHECK ("design_sample_requests"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "design_sample_timeline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_sample_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sample_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"author_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"vendor_id" integer,
	CONSTRAINT "design_sample_timeline_kind_ck" CHECK ("design_sample_timeline"."kind" in ('comment', 'system', 'price')),
	CONSTRAINT "design_sample_timeline_len_ck" CHECK (char_length("design_sample_timeline"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "design_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "design_vendors_number_unique" UNIQUE("number"),
	CONSTRAINT "design_vendors_number_ck" CHECK (char_length("design_vendors"."number") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "design_order_timeline" ADD CONSTRAINT "design_order_timeline_order_id_design_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."design_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_order_timeline" ADD CONSTRAINT "design_order_timeline_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_design_uid_designs_uid_fk" FOREIGN KEY ("design_uid") REFERENCES "public"."designs"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_sample_id_design_sample_requests_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."design_sample_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_vendor_id_design_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."design_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_files" ADD CONSTRAINT "design_sample_files_sample_id_design_sample_requests_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."design_sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_files" ADD CONSTRAINT "design_sample_files_entry_id_design_sample_timeline_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."design_sample_timeline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_files" ADD CONSTRAINT "design_sample_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_prices" ADD CONSTRAINT "design_sample_prices_entry_id_design_sample_timeline_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."design_sample_timeline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_prices" ADD CONSTRAINT "design_sample_prices_sample_id_design_sample_requests_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."design_sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_requests" ADD CONSTRAINT "design_sample_requests_design_uid_designs_uid_fk" FOREIGN KEY ("design_uid") REFERENCES "public"."designs"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_requests" ADD CONSTRAINT "design_sample_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_requests" ADD CONSTRAINT "design_sample_requests_vendor_id_design_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."design_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_timeline" ADD CONSTRAINT "design_sample_timeline_sample_id_design_sample_requests_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."design_sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_timeline" ADD CONSTRAINT "design_sample_timeline_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sample_timeline" ADD CONSTRAINT "design_sample_timeline_vendor_id_design_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."design_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_order_timeline_order_idx" ON "design_order_timeline" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "design_orders_created_idx" ON "design_orders" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "design_orders_design_idx" ON "design_orders" USING btree ("design_uid");--> statement-breakpoint
CREATE INDEX "design_orders_search_trgm" ON "design_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "design_sample_files_sample_idx" ON "design_sample_files" USING btree ("sample_id","entry_id");--> statement-breakpoint
CREATE INDEX "design_sample_files_entry_idx" ON "design_sample_files" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "design_sample_prices_entry_idx" ON "design_sample_prices" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "design_sample_prices_sample_idx" ON "design_sample_prices" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "design_sample_requests_created_idx" ON "design_sample_requests" USING btree ("date_requested","id");--> statement-breakpoint
CREATE INDEX "design_sample_requests_design_idx" ON "design_sample_requests" USING btree ("design_uid","status");--> statement-breakpoint
CREATE INDEX "design_sample_requests_search_trgm" ON "design_sample_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "design_sample_timeline_sample_idx" ON "design_sample_timeline" USING btree ("sample_id","at","id");