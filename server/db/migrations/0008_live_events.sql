CREATE TABLE "event_sweeps" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hall_events_at_idx" ON "hall_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "devices_seen_idx" ON "devices" USING btree ("last_seen_at");--> statement-breakpoint
-- One event of a hall, in commit order: the lock is taken as the transaction commits (every
-- caller is a deferred trigger, or the last statement of its transaction) and held until it has,
-- so ids are handed out in the order their changes become visible and a reader that has seen id
-- N has seen every event before it. Every instance hears the event through `pg_notify`.
CREATE OR REPLACE FUNCTION "hall_event"(p_hall integer, p_kind text, p_subject jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  event "hall_events";
BEGIN
  PERFORM pg_advisory_xact_lock(72011802);
  INSERT INTO "hall_events" ("hall_id", "kind", "subject") VALUES (p_hall, p_kind, p_subject)
    RETURNING * INTO event;
  PERFORM pg_notify('hall_events', json_build_object('id', event.id, 'hallId', event.hall_id,
    'kind', event.kind, 'subject', event.subject, 'at', event.at)::text);
  RETURN event.id;
END $$;
--> statement-breakpoint
-- The trigger function of the tables the live screens follow: TG_ARGV[0] is the event's kind,
-- TG_ARGV[1] what happened when the table alone does not say it. The demo seed sets
-- app.quiet_events, so a year of history is not announced as news.
CREATE OR REPLACE FUNCTION "raise_hall_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(NEW);
BEGIN
  IF current_setting('app.quiet_events', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM "hall_event"(NEW.hall_id, TG_ARGV[0], jsonb_strip_nulls(jsonb_build_object(
    'id', NEW.id,
    'change', COALESCE(TG_ARGV[1], lower(TG_OP)),
    'status', changed -> 'status',
    'shiftId', changed -> 'shift_id')));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A heartbeat after 5 minutes of silence (DEVICE_OFFLINE_MINUTES) brings a device back online.
-- Going offline is found by a sweep (server/events/device-sweep.ts): no statement marks it.
CREATE CONSTRAINT TRIGGER "devices_online_event" AFTER UPDATE OF "last_seen_at" ON "devices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."last_seen_at" IS NOT NULL AND (OLD."last_seen_at" IS NULL
    OR OLD."last_seen_at" <= NEW."last_seen_at" - interval '5 minutes'))
  EXECUTE FUNCTION "raise_hall_event"('device', 'online');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "devices_event" AFTER INSERT OR UPDATE OF "status", "version" ON "devices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('device');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cash_operations_event" AFTER INSERT ON "cash_operations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('cash-operation');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shifts_event" AFTER INSERT OR UPDATE OF "status" ON "shifts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('shift');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_event" AFTER INSERT OR UPDATE OF "status" ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "phone_requests_event" AFTER INSERT OR UPDATE OF "status", "version"
  ON "phone_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('phone-request');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sms_mailings_event" AFTER INSERT OR UPDATE OF "status", "version",
  "recipients", "sent", "delivered", "failed", "skipped" ON "sms_mailings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('mailing');
