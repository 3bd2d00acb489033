CREATE TABLE "campaign_links" (
	"token" varchar(32) PRIMARY KEY NOT NULL,
	"lander" varchar(40) NOT NULL,
	"slug" varchar(60),
	"network" varchar(100),
	"ref" varchar(100),
	"sub1" varchar(100),
	"sub2" varchar(100),
	"sub3" varchar(100),
	"active" boolean DEFAULT true NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_links_token_format" CHECK ("campaign_links"."token" ~ '^[a-z0-9]{4,32}$')
);
