CREATE TABLE "mfa_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_temporary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_challenges_created_idx" ON "mfa_challenges" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_user_uq" ON "workers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_unique" UNIQUE("id");--> statement-breakpoint
-- An account changed or one of its sessions ended: every instance's streams of that user read
-- their access again at once (hall 0, the chain's; the browser is not told, see live-events.ts).
CREATE OR REPLACE FUNCTION "raise_account_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.quiet_events', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM "hall_event"(0, 'account', jsonb_build_object(
    'id', (to_jsonb(NEW) ->> CASE TG_TABLE_NAME WHEN 'users' THEN 'id' ELSE 'user_id' END)::integer,
    'change', TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_event" AFTER UPDATE OF "version" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "raise_account_event"('account');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_event" AFTER UPDATE OF "revoked_at" ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
    AND current_setting('app.quiet_events', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "raise_account_event"('session');
