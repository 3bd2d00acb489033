CREATE TABLE "spending_caps" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"amount" integer,
	"currency" varchar(3) NOT NULL,
	"pending_amount" integer,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_caps_amount_positive" CHECK ("spending_caps"."amount" is null or "spending_caps"."amount" > 0),
	CONSTRAINT "spending_caps_pending_positive" CHECK ("spending_caps"."pending_amount" is null or "spending_caps"."pending_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "spending_caps" ADD CONSTRAINT "spending_caps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;