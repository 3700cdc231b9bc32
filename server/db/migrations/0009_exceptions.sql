CREATE TABLE "hall_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by" integer,
	"seen_comment" text,
	CONSTRAINT "hall_exceptions_key_unique" UNIQUE("key"),
	CONSTRAINT "hall_exceptions_kind_check" CHECK ("hall_exceptions"."kind" in ('rtp', 'cash', 'silent', 'visits')),
	CONSTRAINT "hall_exceptions_severity_check" CHECK ("hall_exceptions"."severity" in ('high', 'medium'))
);
--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_seen_by_users_id_fk" FOREIGN KEY ("seen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_exceptions_open_idx" ON "hall_exceptions" USING btree ("hall_id","happened_at") WHERE "hall_exceptions"."seen_at" is null;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "hall_exceptions_event" AFTER INSERT OR UPDATE OF "seen_at" ON "hall_exceptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('exception');
