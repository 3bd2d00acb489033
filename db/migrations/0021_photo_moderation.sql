ALTER TABLE "photos" ADD COLUMN "rejection_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "to_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_queue_idx" ON "photos" USING btree ("created_at","id") WHERE "photos"."status" = 'pending' or "photos"."to_review";