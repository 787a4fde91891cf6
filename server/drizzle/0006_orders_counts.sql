CREATE TABLE "order_counts" (
	"rep_code" text NOT NULL,
	"status" smallint NOT NULL,
	"sub_status" smallint NOT NULL,
	"on_hold" boolean NOT NULL,
	"order_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_rep_code_status_sub_status_on_hold_order_type_pk" PRIMARY KEY("rep_code","status","sub_status","on_hold","order_type")
);
--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_po_trgm" ON "orders" USING gin (lower("po") gin_trgm_ops);