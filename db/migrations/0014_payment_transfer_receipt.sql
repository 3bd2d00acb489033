ALTER TABLE "payments" ADD COLUMN "bank_transfer" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sent_at" timestamp with time zone;