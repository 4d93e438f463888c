ALTER TABLE "users" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_feed_token_key" ON "users" USING btree ("calendar_feed_token_hash");