ALTER TABLE "discount_codes" ADD COLUMN "starts" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;