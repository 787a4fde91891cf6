ALTER TABLE "designs" ADD COLUMN "prototype" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "pattern" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "showcased_by" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "prod_image" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "working_image" text;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_showcased_by_users_id_fk" FOREIGN KEY ("showcased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;