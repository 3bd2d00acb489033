ALTER TABLE "users" ADD COLUMN "payment_customer_id" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sequence_type" varchar(10) DEFAULT 'oneoff' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mandate_id" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sequence_type" CHECK ("payments"."sequence_type" in ('oneoff', 'first', 'recurring'));