CREATE TABLE "client_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"consent" boolean NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_consents_source_check" CHECK ("client_consents"."source" in ('desk', 'import', 'sms-reply'))
);
--> statement-breakpoint
CREATE TABLE "client_import_rows" (
	"import_id" text NOT NULL,
	"row" integer NOT NULL,
	"phone" text NOT NULL,
	"full_name" text NOT NULL,
	"hall_id" integer NOT NULL,
	"consent" boolean NOT NULL,
	"registered_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "sms_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_consents_client_idx" ON "client_consents" USING btree ("client_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_message_uq" ON "sms_replies" USING btree ("phone","sent_at",md5("text"));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Visits and clients arrive by the hundred (a busy door, an import of a whole base): their event
-- says only that the hall has new ones, once per hall and statement, and not again while one of
-- that kind is still queued for the hall. `new_rows` is the statement's rows.
CREATE OR REPLACE FUNCTION "raise_hall_events_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.quiet_events', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM "hall_event"(changed.hall_id, TG_ARGV[0], '{}'::jsonb)
  FROM (SELECT DISTINCT hall_id FROM new_rows) AS changed
  WHERE NOT EXISTS (SELECT 1 FROM "pending_hall_events" AS p
                    WHERE p.hall_id = changed.hall_id AND p.kind = TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visits_event" AFTER INSERT ON "visits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "raise_hall_events_once"('visit');
--> statement-breakpoint
CREATE TRIGGER "clients_insert_event" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "raise_hall_events_once"('client');
--> statement-breakpoint
CREATE TRIGGER "clients_update_event" AFTER UPDATE ON "clients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "raise_hall_events_once"('client');
--> statement-breakpoint
-- The consents the demo and earlier versions recorded only on the client: one entry each.
INSERT INTO "client_consents" ("client_id", "consent", "source", "at")
  SELECT "id", "sms_consent", 'desk', COALESCE("consent_changed_at", "registered_at") FROM "clients";
