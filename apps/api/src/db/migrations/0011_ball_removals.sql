CREATE TABLE "ball_removals" (
	"match_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ball_removals_match_id_client_id_pk" PRIMARY KEY("match_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "ball_removals" ADD CONSTRAINT "ball_removals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A removed point's client_id is spent: inserting it again (a late retry of its POST) fails with CS001 (ADR 0038).
CREATE FUNCTION "refuse_removed_ball"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "ball_removals" WHERE "match_id" = NEW."match_id" AND "client_id" = NEW."client_id") THEN
		RAISE EXCEPTION 'point % was removed', NEW."client_id" USING ERRCODE = 'CS001';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "balls_refuse_removed" BEFORE INSERT ON "balls" FOR EACH ROW EXECUTE FUNCTION "refuse_removed_ball"();
