CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_date_required_idx" ON "orders" USING btree ("date_required" DESC NULLS LAST,"id" DESC NULLS LAST);