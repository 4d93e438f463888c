CREATE TABLE "totp_accepted_steps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totp_accepted_steps" ADD CONSTRAINT "totp_accepted_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Server-only auth state, never synced (no change_seq); each write notifies the read caches (0004)
-- like every other table.
SELECT install_change_notify_triggers();
