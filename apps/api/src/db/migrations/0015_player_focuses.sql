CREATE TABLE "player_focuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"metric" text NOT NULL,
	"shot_group" text,
	"direction" text NOT NULL,
	"target" double precision NOT NULL,
	"starts_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_focuses" ADD CONSTRAINT "player_focuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_focuses_player_idx" ON "player_focuses" USING btree ("player_id","id");