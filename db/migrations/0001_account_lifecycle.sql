CREATE TABLE "discount_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"value_percentage" numeric(5, 2) NOT NULL,
	"currency" char(3),
	"minimum_order_value" numeric(10, 2),
	"country" char(2),
	"user_id" integer,
	"expires" timestamp with time zone,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"validity" varchar(20) DEFAULT 'once-per-user' NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"purpose" varchar(20) DEFAULT 'campaign' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percentage" CHECK ("discount_codes"."value_percentage" > 0 and "discount_codes"."value_percentage" <= 100),
	CONSTRAINT "discount_codes_status" CHECK ("discount_codes"."status" in ('active', 'used', 'disabled')),
	CONSTRAINT "discount_codes_validity" CHECK ("discount_codes"."validity" in ('once', 'once-per-user', 'unlimited'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "delete_redirect_url" varchar(500);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "delete_redirect_seconds" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "discount_codes_user_idx" ON "discount_codes" USING btree ("user_id");