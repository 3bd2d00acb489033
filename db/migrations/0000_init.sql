CREATE TYPE "public"."body_type" AS ENUM('slim', 'normal', 'fat');--> statement-breakpoint
CREATE TYPE "public"."credit_reason" AS ENUM('signup_bonus', 'purchase', 'message', 'gift', 'photo_unlock', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."delete_reason" AS ENUM('price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other');--> statement-breakpoint
CREATE TYPE "public"."eye_colour" AS ENUM('blue', 'green', 'hazel', 'brown');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."hair_colour" AS ENUM('brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark_blond', 'dark_brown', 'gray', 'red', 'other');--> statement-breakpoint
CREATE TYPE "public"."mail_token_purpose" AS ENUM('activation', 'password_reset', 'email_change', 'reactivation');--> statement-breakpoint
CREATE TYPE "public"."photo_status" AS ENUM('pending', 'active', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."profile_status" AS ENUM('active', 'disabled');--> statement-breakpoint
CREATE TYPE "public"."relationship_status" AS ENUM('divorced', 'living_together', 'married', 'unmarried', 'single', 'widowed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('member', 'operator', 'admin');--> statement-breakpoint
CREATE TYPE "public"."sexuality" AS ENUM('hetero', 'gay', 'lesbian', 'bi');--> statement-breakpoint
CREATE TYPE "public"."signup_reason" AS ENUM('relationship', 'friendship', 'dating', 'chat', 'adventure');--> statement-breakpoint
CREATE TYPE "public"."tattoos" AS ENUM('none', 'some', 'many');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('not_confirmed', 'active', 'disabled', 'deleted');--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" "credit_reason" NOT NULL,
	"reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_balance_nonnegative" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_amount_nonzero" CHECK ("credit_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(45) NOT NULL,
	"success" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "mail_token_purpose" NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"new_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(512),
	"ip" varchar(45)
);
--> statement-breakpoint
CREATE TABLE "tracking_records" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"network" varchar(100),
	"ref" varchar(100),
	"sub1" varchar(100),
	"sub2" varchar(100),
	"sub3" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"status" "user_status" DEFAULT 'not_confirmed' NOT NULL,
	"role" "role" DEFAULT 'member' NOT NULL,
	"language" varchar(5) DEFAULT 'nl' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"paid_user" boolean DEFAULT false NOT NULL,
	"premium_since" timestamp with time zone,
	"invisible" boolean DEFAULT false NOT NULL,
	"notifications_disabled" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"delete_reason" "delete_reason",
	"delete_remarks" text,
	"site_id" integer DEFAULT 1 NOT NULL,
	"signup_ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_credits_nonnegative" CHECK ("users"."credits" >= 0),
	CONSTRAINT "users_email_has_at" CHECK (position('@' in "users"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"filename" varchar(200) NOT NULL,
	"thumb_filename" varchar(200) NOT NULL,
	"status" "photo_status" DEFAULT 'pending' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_interests" (
	"profile_id" integer NOT NULL,
	"interest" varchar(40) NOT NULL,
	CONSTRAINT "profile_interests_profile_id_interest_pk" PRIMARY KEY("profile_id","interest")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"status" "profile_status" DEFAULT 'disabled' NOT NULL,
	"gender" "gender",
	"sexuality" "sexuality",
	"date_of_birth" date,
	"city" varchar(100),
	"country" char(2),
	"region_code" varchar(10),
	"latitude" double precision,
	"longitude" double precision,
	"hair_colour" "hair_colour",
	"eye_colour" "eye_colour",
	"body_type" "body_type",
	"relationship_status" "relationship_status",
	"tattoos" "tattoos",
	"signup_reason" "signup_reason",
	"description" text,
	"signup_message" text,
	"fictional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_name_not_at" CHECK (left("profiles"."name", 1) <> '@'),
	CONSTRAINT "profiles_name_length" CHECK (char_length("profiles"."name") >= 2),
	CONSTRAINT "profiles_description_length" CHECK ("profiles"."description" is null or char_length("profiles"."description") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "company_info" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" varchar(300) NOT NULL,
	"kvk" varchar(30) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country" varchar(100) NOT NULL,
	"tradenames" text[] NOT NULL,
	"vat_numbers" text[] NOT NULL,
	"support_phone" varchar(40) NOT NULL,
	"delete_discount" integer DEFAULT 0 NOT NULL,
	"added" timestamp with time zone NOT NULL,
	CONSTRAINT "company_info_delete_discount" CHECK ("company_info"."delete_discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"region_kind" varchar(30) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_region_kind" CHECK ("region_kind" in ('province', 'state', 'canton', 'bundesland', 'voivodeship', 'region', 'county', 'autonomous_community', 'nation', 'province_or_territory', 'state_or_territory'))
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"country" char(2) NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_country_code_pk" PRIMARY KEY("country","code")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" varchar(253) NOT NULL,
	"name" varchar(100) NOT NULL,
	"domain" varchar(253) NOT NULL,
	"domain_language" varchar(5) DEFAULT 'nl' NOT NULL,
	"index_title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"cdn_prefix" varchar(300) DEFAULT '/media' NOT NULL,
	"support_email" varchar(254) NOT NULL,
	"countries" text[] NOT NULL,
	"default_country" char(2) DEFAULT 'NL' NOT NULL,
	"signups" varchar(20) DEFAULT 'all' NOT NULL,
	"logged_out_search" varchar(20) DEFAULT 'all' NOT NULL,
	"logged_out_search_trafficsource" varchar(20) DEFAULT 'all' NOT NULL,
	"enable_site_entry_popup" boolean DEFAULT true NOT NULL,
	"visible_profile_fields" jsonb NOT NULL,
	"visible_profile_notes" jsonb NOT NULL,
	"search_fields" jsonb NOT NULL,
	"message_credits" integer DEFAULT 1 NOT NULL,
	"photo_credits" integer DEFAULT 2 NOT NULL,
	"gift_credits" integer DEFAULT 5 NOT NULL,
	"signup_credits" integer DEFAULT 0 NOT NULL,
	"message_length" integer DEFAULT 1000 NOT NULL,
	"minimum_message_costs" jsonb NOT NULL,
	"fictional_icon" varchar(300) DEFAULT '/fictional.svg' NOT NULL,
	"refund_days" integer DEFAULT 14 NOT NULL,
	"member_resell" boolean DEFAULT false NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"free_conversations" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_host_unique" UNIQUE("host"),
	CONSTRAINT "sites_signups" CHECK ("sites"."signups" in ('all', 'with_trafficsource', 'none')),
	CONSTRAINT "sites_logged_out_search" CHECK ("sites"."logged_out_search" in ('none', 'all', 'limited')),
	CONSTRAINT "sites_logged_out_search_ts" CHECK ("sites"."logged_out_search_trafficsource" in ('none', 'all', 'limited')),
	CONSTRAINT "sites_min_age" CHECK ("sites"."min_age" >= 18),
	CONSTRAINT "sites_credit_costs" CHECK ("sites"."message_credits" >= 0 and "sites"."photo_credits" >= 0 and "sites"."gift_credits" >= 0 and "sites"."signup_credits" >= 0),
	CONSTRAINT "sites_message_length" CHECK ("sites"."message_length" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_tokens" ADD CONSTRAINT "mail_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_records" ADD CONSTRAINT "tracking_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_interests" ADD CONSTRAINT "profile_interests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_interests" ADD CONSTRAINT "profile_interests_interest_interests_code_fk" FOREIGN KEY ("interest") REFERENCES "public"."interests"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_country_region_code_regions_country_code_fk" FOREIGN KEY ("country","region_code") REFERENCES "public"."regions"("country","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_info" ADD CONSTRAINT "company_info_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree (lower("email"),"attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_tokens_token_hash_key" ON "mail_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mail_tokens_user_purpose_idx" ON "mail_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_deleted_at_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "photos_profile_idx" ON "photos" USING btree ("profile_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_main_per_profile" ON "photos" USING btree ("profile_id") WHERE "photos"."is_main";--> statement-breakpoint
CREATE INDEX "profile_interests_interest_idx" ON "profile_interests" USING btree ("interest");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("gender","country","date_of_birth","id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("country","region_code","gender","date_of_birth","id") WHERE "profiles"."status" = 'active';