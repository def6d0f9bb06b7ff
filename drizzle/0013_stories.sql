CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_features" (
	"news_item_id" uuid PRIMARY KEY NOT NULL,
	"features" jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_keys" (
	"key" text NOT NULL,
	"news_item_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "story_id" uuid;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "story_lead" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_merged_into_stories_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_features" ADD CONSTRAINT "story_features_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_keys" ADD CONSTRAINT "story_keys_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_keys_key_idx" ON "story_keys" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "story_keys_item_idx" ON "story_keys" USING btree ("news_item_id");--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_story_idx" ON "news_items" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "news_items_story_feed_idx" ON "news_items" USING btree ("feed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news_items"."status" = 'published' and "news_items"."story_lead";