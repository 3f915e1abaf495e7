CREATE TABLE "court_walls" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "court_id" integer;--> statement-breakpoint
ALTER TABLE "court_walls" ADD CONSTRAINT "court_walls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "court_walls_token_unique" ON "court_walls" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_organization_name_unique" ON "courts" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "courts_organization_position_idx" ON "courts" USING btree ("organization_id","position");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_court_idx" ON "matches" USING btree ("court_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);