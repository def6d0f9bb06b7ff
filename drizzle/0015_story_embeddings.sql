CREATE TABLE "story_embedding_calibrations" (
	"model" text PRIMARY KEY NOT NULL,
	"threshold" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"gold_set" text NOT NULL,
	"precision" double precision NOT NULL,
	"recall" double precision NOT NULL,
	"f1" double precision NOT NULL,
	"calibrated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_embeddings" (
	"news_item_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"vector" double precision[] NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"rescored" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_embeddings" ADD CONSTRAINT "story_embeddings_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_embeddings_model_at_idx" ON "story_embeddings" USING btree ("model","at");