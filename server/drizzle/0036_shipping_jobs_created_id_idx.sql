DROP INDEX "shipping_jobs_created_idx";--> statement-breakpoint
CREATE INDEX "shipping_jobs_created_idx" ON "shipping_jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);