ALTER TABLE "matches" ADD COLUMN "share_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_share_token_idx" ON "matches" USING btree ("share_token");