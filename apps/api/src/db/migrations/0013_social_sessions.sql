CREATE TABLE "social_session_matches" (
	"session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"court" integer NOT NULL,
	"team_a" integer[] NOT NULL,
	"team_b" integer[] NOT NULL,
	"score_a" integer,
	"score_b" integer,
	CONSTRAINT "social_session_matches_session_id_round_court_pk" PRIMARY KEY("session_id","round","court")
);
--> statement-breakpoint
CREATE TABLE "social_session_players" (
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"player_id" integer,
	"name" text NOT NULL,
	CONSTRAINT "social_session_players_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "social_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_by_id" integer,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"courts" integer NOT NULL,
	"points_per_match" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_session_matches" ADD CONSTRAINT "social_session_matches_session_id_social_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."social_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_session_players" ADD CONSTRAINT "social_session_players_session_id_social_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."social_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_session_players" ADD CONSTRAINT "social_session_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sessions" ADD CONSTRAINT "social_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sessions" ADD CONSTRAINT "social_sessions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_session_players_player_idx" ON "social_session_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "social_sessions_org_idx" ON "social_sessions" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "social_sessions_created_by_idx" ON "social_sessions" USING btree ("created_by_id");