CREATE TABLE "pending_hall_events" (
	"n" bigserial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
-- An event of a hall, queued with the change that made it. No lock and no NOTIFY: a NOTIFY takes
-- PostgreSQL's notification-queue lock, held to the commit, which would serialise every writer of
-- the chain as the events lock did. The publishers look for queued events a few times a second.
CREATE OR REPLACE FUNCTION "hall_event"(p_hall integer, p_kind text, p_subject jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  queued bigint;
BEGIN
  INSERT INTO "pending_hall_events" ("hall_id", "kind", "subject") VALUES (p_hall, p_kind, p_subject)
    RETURNING "n" INTO queued;
  RETURN queued;
END $$;
--> statement-breakpoint
-- Moves the queued events into `hall_events`, in the order they were queued, and sends each to
-- every listening instance. One publisher at a time: the lock is held to the commit, so ids are
-- handed out in the order they become visible, and a reader that has seen id N has seen every
-- event before it. Called as a statement of its own (its transaction is this call alone), so the
-- lock is held for one short batch, never across a writer's transaction. Each statement of a
-- function sees what the publisher before it committed, so nothing is published twice. An empty
-- queue returns at once, without the lock.
CREATE OR REPLACE FUNCTION "publish_hall_events"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  event "hall_events";
  published integer := 0;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "pending_hall_events") THEN RETURN 0; END IF;
  PERFORM pg_advisory_xact_lock(72011802);
  FOR event IN
    WITH taken AS (DELETE FROM "pending_hall_events" RETURNING *)
    INSERT INTO "hall_events" ("hall_id", "kind", "subject", "at")
      SELECT "hall_id", "kind", "subject", "at" FROM taken ORDER BY "n"
      RETURNING *
  LOOP
    PERFORM pg_notify('hall_events', json_build_object('id', event.id, 'hallId', event.hall_id,
      'kind', event.kind, 'subject', event.subject, 'at', event.at)::text);
    published := published + 1;
  END LOOP;
  RETURN published;
END $$;
