-- Member search: results in id order (newest first) for every filter combination, with the other
-- filter columns included, so the capped count and deep pages are index-only scans that never
-- touch the table. Partial on searchable: hidden members are not even in the index.
CREATE INDEX "profiles_search_id_idx" ON "profiles" USING btree ("id") INCLUDE ("gender", "country", "region_code", "date_of_birth") WHERE "searchable";
--> statement-breakpoint
CREATE INDEX "profiles_search_gender_country_idx" ON "profiles" USING btree ("gender", "country", "id") INCLUDE ("region_code", "date_of_birth") WHERE "searchable";
--> statement-breakpoint
CREATE INDEX "profiles_search_country_region_idx" ON "profiles" USING btree ("country", "region_code", "id") INCLUDE ("gender", "date_of_birth") WHERE "searchable";
--> statement-breakpoint
CREATE INDEX "profiles_search_gender_idx" ON "profiles" USING btree ("gender", "id") INCLUDE ("country", "region_code", "date_of_birth") WHERE "searchable";
--> statement-breakpoint
CREATE INDEX "profiles_search_country_idx" ON "profiles" USING btree ("country", "id") INCLUDE ("gender", "region_code", "date_of_birth") WHERE "searchable";
