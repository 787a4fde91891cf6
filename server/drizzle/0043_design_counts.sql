CREATE TABLE "design_counts" (
	"customer_key" text NOT NULL,
	"method" text NOT NULL,
	"active" boolean NOT NULL,
	"stock" boolean NOT NULL,
	"showcase" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "design_counts_customer_key_method_active_stock_showcase_pk" PRIMARY KEY("customer_key","method","active","stock","showcase")
);
