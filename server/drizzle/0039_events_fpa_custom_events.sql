CREATE TABLE "custom_event_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"attn" text,
	"customer" text,
	"customer_name" text,
	"number" text,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text
);
--> statement-breakpoint
CREATE TABLE "custom_event_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_items" integer,
	"min_items" integer,
	"numb" integer DEFAULT 0 NOT NULL,
	"sort_by" text,
	"sort_by_order" text,
	"sub_category" text,
	"style_name" text
);
--> statement-breakpoint
CREATE TABLE "custom_event_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"available_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"option_type" text DEFAULT 'text' NOT NULL,
	"required_if_id" integer,
	"required_if_value" text
);
--> statement-breakpoint
CREATE TABLE "custom_event_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"style_code" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"color_code" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	CONSTRAINT "custom_event_order_items_qty_ck" CHECK ("custom_event_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_event_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"numb" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"total_items" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" smallint NOT NULL,
	"production_order_id" integer,
	"customer_name" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"comments" text,
	"attn" text,
	"address1" text,
	"address2" text,
	"address3" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	CONSTRAINT "custom_event_orders_status_ck" CHECK ("custom_event_orders"."status" in (1, 2, 99))
);
--> statement-breakpoint
CREATE TABLE "custom_event_production_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_production_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_event_stock_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_event_stock_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"style_code" text NOT NULL,
	"color_code" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"banner" text,
	"mobile_banner" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"delivery" timestamp with time zone,
	"address_needed" boolean DEFAULT false NOT NULL,
	"max_items" integer,
	"max_amount_cents" integer,
	"customer_numb" text NOT NULL,
	"billing_numb" text,
	"csr_code" text,
	"show_prices" boolean DEFAULT true NOT NULL,
	"price_rate" numeric(8, 4) DEFAULT 1 NOT NULL,
	"status" smallint NOT NULL,
	"default_email" text,
	"no_allocations" boolean DEFAULT false NOT NULL,
	"password" text,
	"collect_payment" boolean DEFAULT false NOT NULL,
	"flat_fee_cents" integer,
	"flat_fee_name" text,
	"created_by" integer,
	"title" text,
	"info" text,
	"info_color" text,
	"info_position" text,
	"info_background" text,
	"bg_size" text,
	"country" text,
	"languages" text[] DEFAULT '{EN}'::text[] NOT NULL,
	"custom_address" boolean DEFAULT false NOT NULL,
	"style_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_events_status_ck" CHECK ("custom_events"."status" in (1, 2, 3, 99)),
	CONSTRAINT "custom_events_country_ck" CHECK ("custom_events"."country" is null or "custom_events"."country" in ('C', 'U')),
	CONSTRAINT "custom_events_dates_ck" CHECK ("custom_events"."start_at" < "custom_events"."end_at")
);
--> statement-breakpoint
ALTER TABLE "custom_event_addresses" ADD CONSTRAINT "custom_event_addresses_event_id_custom_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."custom_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_categories" ADD CONSTRAINT "custom_event_categories_event_id_custom_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."custom_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_options" ADD CONSTRAINT "custom_event_options_event_id_custom_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."custom_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_order_items" ADD CONSTRAINT "custom_event_order_items_order_id_custom_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."custom_event_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_orders" ADD CONSTRAINT "custom_event_orders_event_id_custom_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."custom_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_orders" ADD CONSTRAINT "custom_event_orders_production_order_id_custom_event_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."custom_event_production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_production_orders" ADD CONSTRAINT "custom_event_production_orders_event_id_custom_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."custom_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_production_orders" ADD CONSTRAINT "custom_event_production_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_event_stock_holds" ADD CONSTRAINT "custom_event_stock_holds_event_id_custom_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."custom_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_events" ADD CONSTRAINT "custom_events_customer_numb_customers_numb_fk" FOREIGN KEY ("customer_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_events" ADD CONSTRAINT "custom_events_billing_numb_customers_numb_fk" FOREIGN KEY ("billing_numb") REFERENCES "public"."customers"("numb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_events" ADD CONSTRAINT "custom_events_csr_code_csrs_code_fk" FOREIGN KEY ("csr_code") REFERENCES "public"."csrs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_events" ADD CONSTRAINT "custom_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_event_addresses_event_idx" ON "custom_event_addresses" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "custom_event_categories_event_idx" ON "custom_event_categories" USING btree ("event_id","numb");--> statement-breakpoint
CREATE INDEX "custom_event_options_event_idx" ON "custom_event_options" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "custom_event_order_items_order_idx" ON "custom_event_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_event_orders_numb_uq" ON "custom_event_orders" USING btree ("numb");--> statement-breakpoint
CREATE INDEX "custom_event_orders_event_idx" ON "custom_event_orders" USING btree ("event_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_event_production_orders_event_idx" ON "custom_event_production_orders" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_event_production_orders_order_uq" ON "custom_event_production_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "custom_event_stock_holds_event_idx" ON "custom_event_stock_holds" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_events_handle_uq" ON "custom_events" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "custom_events_status_end_idx" ON "custom_events" USING btree ("status","end_at","id");--> statement-breakpoint
CREATE INDEX "custom_events_status_start_idx" ON "custom_events" USING btree ("status","start_at","id");--> statement-breakpoint
CREATE INDEX "custom_events_status_name_idx" ON "custom_events" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "custom_events_status_handle_idx" ON "custom_events" USING btree ("status","handle","id");--> statement-breakpoint
CREATE INDEX "custom_events_status_customer_idx" ON "custom_events" USING btree ("status","customer_numb","id");--> statement-breakpoint
CREATE INDEX "custom_events_name_trgm" ON "custom_events" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_events_handle_trgm" ON "custom_events" USING gin (lower("handle") gin_trgm_ops);