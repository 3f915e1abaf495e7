CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text,
	"email" text,
	"can_save_games" boolean DEFAULT false NOT NULL,
	"permission_date" date,
	"is_coached" boolean DEFAULT false NOT NULL,
	"coaching_start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team" smallint NOT NULL,
	"position" smallint NOT NULL,
	"player_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_server_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"at_point" integer NOT NULL,
	"order" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sport" text NOT NULL,
	"match_type" text NOT NULL,
	"license" text NOT NULL,
	"source" text DEFAULT 'coach' NOT NULL,
	"rules" jsonb NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"start_showing_at" timestamp with time zone,
	"stop_showing_at" timestamp with time zone,
	"background" jsonb NOT NULL,
	"show_server_indicator" boolean DEFAULT true NOT NULL,
	"server_order" jsonb NOT NULL,
	"score" jsonb NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"points_count" integer DEFAULT 0 NOT NULL,
	"winner_team" smallint,
	"balls_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balls" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"payload_hash" text NOT NULL,
	"server_id" integer NOT NULL,
	"winner_team" smallint NOT NULL,
	"point_type" text NOT NULL,
	"finisher_id" integer,
	"shot_type" text,
	"shot_speed" text,
	"previous_shooter_id" integer,
	"previous_shot_type" text,
	"previous_shot_speed" text,
	"from" jsonb,
	"to" jsonb,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_server_changes" ADD CONSTRAINT "match_server_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balls" ADD CONSTRAINT "balls_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_user_idx" ON "players" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_players_match_slot_unique" ON "match_players" USING btree ("match_id","team","position");--> statement-breakpoint
CREATE INDEX "match_players_player_idx" ON "match_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_server_changes_match_idx" ON "match_server_changes" USING btree ("match_id","at_point","id");--> statement-breakpoint
CREATE INDEX "matches_user_created_idx" ON "matches" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_organization_created_idx" ON "matches" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "balls_match_client_unique" ON "balls" USING btree ("match_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balls_match_seq_unique" ON "balls" USING btree ("match_id","seq");