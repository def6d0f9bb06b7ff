CREATE TABLE "outgoing_turns" (
	"host_group" text PRIMARY KEY NOT NULL,
	"next_at" timestamp (6) with time zone NOT NULL
);
