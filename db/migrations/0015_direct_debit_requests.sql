CREATE TABLE "blocked_payment_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" varchar(40) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_payment_details_kind" CHECK ("blocked_payment_details"."kind" in ('iban', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "direct_debit_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"account_holder" varchar(70),
	"iban" varchar(34),
	"street" varchar(100),
	"house_number" varchar(20),
	"zip" varchar(12),
	"city" varchar(60),
	"phone" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"code_salt" varchar(32) NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_requests_status" CHECK ("status" in ('open', 'confirming', 'confirmed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "direct_debit_requests" ADD CONSTRAINT "direct_debit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_requests" ADD CONSTRAINT "direct_debit_requests_package_id_credit_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."credit_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_requests" ADD CONSTRAINT "direct_debit_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_payment_details_key" ON "blocked_payment_details" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "direct_debit_requests_user_idx" ON "direct_debit_requests" USING btree ("user_id","created_at");--> statement-breakpoint
-- A test bank account that direct debit always refuses (README, "Direct debit"); operators add real ones.
INSERT INTO "blocked_payment_details" ("kind", "value", "reason") VALUES ('iban', 'NL13TEST0123456789', 'test: the blocked IBAN of the README') ON CONFLICT DO NOTHING;
