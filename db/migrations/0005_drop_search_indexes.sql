DROP INDEX "profiles_search_gender_country_idx";--> statement-breakpoint
DROP INDEX "profiles_search_country_region_idx";--> statement-breakpoint
DROP INDEX "profiles_search_gender_idx";--> statement-breakpoint
DROP INDEX "profiles_search_country_idx";--> statement-breakpoint
DROP INDEX "profiles_search_age_idx";