ALTER TABLE "tracking_records" ADD COLUMN "campaign_token" varchar(32);--> statement-breakpoint
CREATE INDEX "tracking_records_campaign_token_idx" ON "tracking_records" USING btree ("campaign_token");