CREATE TABLE "credit_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"country" char(2),
	"currency" char(3) NOT NULL,
	"credits" integer NOT NULL,
	"price" integer NOT NULL,
	"best_value" boolean DEFAULT false NOT NULL,
	"tryout" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_packages_credits" CHECK ("credit_packages"."credits" > 0),
	CONSTRAINT "credit_packages_price" CHECK ("credit_packages"."price" > 0),
	CONSTRAINT "credit_packages_currency" CHECK ("credit_packages"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"tryout" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"method" varchar(40),
	"provider_id" varchar(64),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("status" in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0 and "payments"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_credit_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."credit_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_packages_code_key" ON "credit_packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "credit_packages_lookup_idx" ON "credit_packages" USING btree ("currency","country");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_key" ON "payments" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");