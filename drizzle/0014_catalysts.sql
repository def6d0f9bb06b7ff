CREATE TABLE "catalysts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"detail" text,
	"status" text NOT NULL,
	"outcome" text,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"precision" text NOT NULL,
	"date_text" text NOT NULL,
	"company_id" uuid,
	"asset_id" uuid,
	"indication_id" uuid,
	"trial_id" uuid,
	"regulator_id" uuid,
	"quote" text NOT NULL,
	"method" text NOT NULL,
	"confidence" real NOT NULL,
	"source_item_id" uuid NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalysts" ADD CONSTRAINT "catalysts_company_id_entities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalysts" ADD CONSTRAINT "catalysts_asset_id_entities_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalysts" ADD CONSTRAINT "catalysts_indication_id_entities_id_fk" FOREIGN KEY ("indication_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalysts" ADD CONSTRAINT "catalysts_trial_id_entities_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalysts" ADD CONSTRAINT "catalysts_regulator_id_entities_id_fk" FOREIGN KEY ("regulator_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalysts" ADD CONSTRAINT "catalysts_source_item_id_news_items_id_fk" FOREIGN KEY ("source_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalysts_calendar_idx" ON "catalysts" USING btree ("date_start","id") WHERE "catalysts"."review" = 'accepted';--> statement-breakpoint
CREATE INDEX "catalysts_calendar_past_idx" ON "catalysts" USING btree ("date_end" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "catalysts"."review" = 'accepted';--> statement-breakpoint
CREATE INDEX "catalysts_queue_idx" ON "catalysts" USING btree ("confidence" DESC NULLS LAST,"created_at","id") WHERE "catalysts"."review" = 'pending';--> statement-breakpoint
CREATE INDEX "catalysts_asset_idx" ON "catalysts" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "catalysts_company_idx" ON "catalysts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "catalysts_source_idx" ON "catalysts" USING btree ("source_item_id");