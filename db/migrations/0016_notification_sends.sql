CREATE TABLE "notification_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"ref" varchar(60) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_sends_key" ON "notification_sends" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "notification_sends_recent_idx" ON "notification_sends" USING btree ("user_id","kind","sent_at");