CREATE TABLE "news_feed_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" integer NOT NULL
);
