CREATE TABLE "playlist_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"at_seconds" double precision,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_notes" ADD CONSTRAINT "playlist_notes_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_notes" ADD CONSTRAINT "playlist_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_notes_playlist_idx" ON "playlist_notes" USING btree ("playlist_id","id");