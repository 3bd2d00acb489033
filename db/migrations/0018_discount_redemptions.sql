CREATE TABLE "discount_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"scope" varchar(40),
	"status" varchar(20) DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_status" CHECK ("discount_redemptions"."status" in ('reserved', 'redeemed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "original_amount" integer;--> statement-breakpoint
ALTER TABLE "direct_debit_requests" ADD COLUMN "discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_scope_key" ON "discount_redemptions" USING btree ("code_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_payment_key" ON "discount_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_user_idx" ON "discount_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_welcome_key" ON "discount_codes" USING btree ("user_id") WHERE "discount_codes"."purpose" = 'welcome';