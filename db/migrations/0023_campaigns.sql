CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"texts" jsonb NOT NULL,
	"email" boolean NOT NULL,
	"push" boolean NOT NULL,
	"audience" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;