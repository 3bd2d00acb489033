ALTER TABLE "push_subscriptions" ADD COLUMN "user_agent" varchar(400);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "failure" jsonb;