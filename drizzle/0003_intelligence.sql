CREATE TABLE "ai_analysis_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"analysis_type" text NOT NULL,
	"prompt" text,
	"ai_response" text NOT NULL,
	"details" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"confidence_score" real NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"url" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_analysis_sessions" ADD CONSTRAINT "ai_analysis_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_analysis_sessions_recent_idx" ON "ai_analysis_sessions" USING btree ("user_id","channel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "remote_cache_expires_idx" ON "remote_cache" USING btree ("expires_at");