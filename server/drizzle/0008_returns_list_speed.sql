CREATE TABLE "return_counts" (
	"rep_code" text NOT NULL,
	"status" smallint NOT NULL,
	"sub_status" smallint NOT NULL,
	"code_id" integer NOT NULL,
	"csr" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "return_counts_rep_code_status_sub_status_code_id_csr_pk" PRIMARY KEY("rep_code","status","sub_status","code_id","csr")
);
--> statement-breakpoint
CREATE INDEX "returns_units_created_idx" ON "returns" USING btree ("total_units","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_job_created_idx" ON "returns" USING btree ("job","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_search_trgm" ON "returns" USING gin ("search_text" gin_trgm_ops);