CREATE TABLE "alert_digests" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"items" integer NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"digest_weekday" smallint DEFAULT 1 NOT NULL,
	"default_frequency" text DEFAULT 'daily' NOT NULL,
	"mail_paused_at" timestamp with time zone,
	"mail_paused_reason" text
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"news_item_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_via" text,
	"outbox_id" bigint,
	CONSTRAINT "saved_search_matches_saved_search_id_news_item_id_pk" PRIMARY KEY("saved_search_id","news_item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"q" text,
	"tag_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"entity_id" uuid,
	"event_type" text,
	"words" "tsquery",
	"pattern" text,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"feed_nonce" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_digests_period_idx" ON "alert_digests" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "saved_search_matches_recent_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_item_idx" ON "saved_search_matches" USING btree ("news_item_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");