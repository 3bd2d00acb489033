CREATE TABLE "member_warnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"complaint_id" bigint,
	"reason" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_status";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "outcome" varchar(20);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_warnings" ADD CONSTRAINT "member_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_warnings" ADD CONSTRAINT "member_warnings_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_warnings_user_idx" ON "member_warnings" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_reported_idx" ON "complaints" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "complaints_reporter_idx" ON "complaints" USING btree ("reporter_id");--> statement-breakpoint
-- Complaints handled or rejected before decision 051 are closed; a rejected one was dismissed.
UPDATE "complaints" SET "outcome" = CASE WHEN "status" = 'rejected' THEN 'dismissed' END, "closed_at" = "created_at", "status" = 'closed' WHERE "status" in ('handled', 'rejected');--> statement-breakpoint
-- A disabled account was banned (the only way to disable one), at an unknown moment.
UPDATE "users" SET "banned_at" = "updated_at" WHERE "status" = 'disabled';--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_outcome" CHECK ("complaints"."outcome" is null or "complaints"."outcome" in ('dismissed', 'warned', 'hidden', 'banned'));--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_status" CHECK ("complaints"."status" in ('open', 'in_progress', 'closed'));