DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_region_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_gender_country_idx" ON "profiles" USING btree ("gender","country","id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_country_region_idx" ON "profiles" USING btree ("country","region_code","id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_gender_idx" ON "profiles" USING btree ("gender","id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_country_idx" ON "profiles" USING btree ("country","id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_age_idx" ON "profiles" USING btree ("gender","country","date_of_birth") WHERE "profiles"."searchable";