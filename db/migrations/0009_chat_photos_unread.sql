ALTER TABLE "messages" DROP CONSTRAINT "messages_kind";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
-- Existing messages: the recipient is the conversation's other member.
UPDATE "messages" m SET "recipient_id" = CASE WHEN c."member_a" = m."sender_id" THEN c."member_b" ELSE c."member_a" END
FROM "conversations" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "recipient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_filename" varchar(200);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_blur_filename" varchar(200);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_unread_recipient_idx" ON "messages" USING btree ("recipient_id","conversation_id") WHERE "messages"."read_at" is null and not "messages"."held";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo" CHECK (("messages"."kind" = 'photo') = ("messages"."photo_filename" is not null and "messages"."photo_blur_filename" is not null));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('text', 'gift', 'photo'));