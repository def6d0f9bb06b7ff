CREATE TABLE "article_sources" (
	"source_url" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"known" boolean DEFAULT false NOT NULL,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_key_unique" UNIQUE("key"),
	CONSTRAINT "entities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "entity_aliases" (
	"entity_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"alias_norm" text NOT NULL,
	"script" text,
	CONSTRAINT "entity_aliases_entity_id_alias_norm_pk" PRIMARY KEY("entity_id","alias_norm")
);
--> statement-breakpoint
CREATE TABLE "entity_identifiers" (
	"scheme" text NOT NULL,
	"value" text NOT NULL,
	"entity_id" uuid NOT NULL,
	CONSTRAINT "entity_identifiers_scheme_value_pk" PRIMARY KEY("scheme","value")
);
--> statement-breakpoint
CREATE TABLE "entity_mentions" (
	"news_item_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"surface" text NOT NULL,
	"quote" text NOT NULL,
	"method" text NOT NULL,
	"confidence" real NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "entity_mentions_news_item_id_entity_id_pk" PRIMARY KEY("news_item_id","entity_id")
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "english_brief" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "entity_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "event_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_merged_into_entities_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_aliases" ADD CONSTRAINT "entity_aliases_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_identifiers" ADD CONSTRAINT "entity_identifiers_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_mentions" ADD CONSTRAINT "entity_mentions_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_mentions" ADD CONSTRAINT "entity_mentions_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entities_type_name_idx" ON "entities" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "entity_aliases_norm_idx" ON "entity_aliases" USING btree ("alias_norm");--> statement-breakpoint
CREATE INDEX "entity_identifiers_entity_idx" ON "entity_identifiers" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "entity_mentions_entity_idx" ON "entity_mentions" USING btree ("entity_id","news_item_id");--> statement-breakpoint
CREATE INDEX "news_items_event_types_idx" ON "news_items" USING gin ("event_types");