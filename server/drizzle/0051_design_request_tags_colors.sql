ALTER TABLE "design_requests" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "design_requests" ADD COLUMN "primary_hex" text;--> statement-breakpoint
ALTER TABLE "design_requests" ADD COLUMN "secondary_hex" text;--> statement-breakpoint
ALTER TABLE "design_requests" ADD COLUMN "neutral_hex" text;--> statement-breakpoint
ALTER TABLE "design_requests" ADD COLUMN "tonal_hex" text;