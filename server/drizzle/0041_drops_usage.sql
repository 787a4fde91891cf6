ALTER TABLE "drops" ADD COLUMN "usage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "drops_usage_idx" ON "drops" USING btree ("usage","id");