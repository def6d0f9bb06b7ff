CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_text" text NOT NULL,
	"source_url" text NOT NULL,
	"published_at" timestamp with time zone,
	"feed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language_detected" text,
	"translated" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"entities" jsonb NOT NULL,
	"raw_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"facets" jsonb NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("news_items"."title", '') || ' ' || coalesce("news_items"."summary_text", ''))) STORED,
	CONSTRAINT "news_items_source_url_unique" UNIQUE("source_url")
);
--> statement-breakpoint
CREATE TABLE "news_tag_counts" (
	"label" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_feed_idx" ON "news_items" USING btree ("feed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_items_status_created_idx" ON "news_items" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_tag_labels_idx" ON "news_items" USING gin ("tag_labels");--> statement-breakpoint
CREATE INDEX "news_items_search_idx" ON "news_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_tag_counts_count_idx" ON "news_tag_counts" USING btree ("count" DESC NULLS LAST,"label");--> statement-breakpoint
CREATE INDEX "usage_events_subject_idx" ON "usage_events" USING btree ("subject","kind","created_at");