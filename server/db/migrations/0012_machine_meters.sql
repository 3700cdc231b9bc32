CREATE TABLE "machine_meters" (
	"device_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"plays" bigint NOT NULL,
	"bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	CONSTRAINT "machine_meters_device_id_game_id_pk" PRIMARY KEY("device_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "machine_stats_daily" (
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"plays" bigint NOT NULL,
	"bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	CONSTRAINT "machine_stats_daily_hall_id_day_device_id_game_id_pk" PRIMARY KEY("hall_id","day","device_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "machine_stats_hourly" (
	"device_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"hall_id" integer NOT NULL,
	"plays" bigint NOT NULL,
	"bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	CONSTRAINT "machine_stats_hourly_device_id_hour_game_id_pk" PRIMARY KEY("device_id","hour","game_id"),
	CONSTRAINT "machine_stats_hourly_values_check" CHECK ("machine_stats_hourly"."plays" >= 0 and "machine_stats_hourly"."bets" >= 0 and "machine_stats_hourly"."wins" >= 0 and date_part('epoch', "machine_stats_hourly"."hour")::bigint % 3600 = 0)
);
--> statement-breakpoint
CREATE TABLE "play_marks" (
	"hall_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_category_check";--> statement-breakpoint
ALTER TABLE "hall_exceptions" DROP CONSTRAINT "hall_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "game_stats_hourly" ALTER COLUMN "bets_count" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "meter_seq" bigint;--> statement-breakpoint
ALTER TABLE "machine_meters" ADD CONSTRAINT "machine_meters_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_meters" ADD CONSTRAINT "machine_meters_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stats_hourly" ADD CONSTRAINT "machine_stats_hourly_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stats_hourly" ADD CONSTRAINT "machine_stats_hourly_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stats_hourly" ADD CONSTRAINT "machine_stats_hourly_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_stats_hourly_hall_idx" ON "machine_stats_hourly" USING btree ("hall_id","hour");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_check" CHECK ("games"."category" in ('slots', 'roulette', 'bingo', 'lottery', 'cards', 'new'));--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_kind_check" CHECK ("hall_exceptions"."kind" in ('rtp', 'cash', 'silent', 'visits', 'meters'));--> statement-breakpoint
-- Rollups as plain SQL with cached plans (0006/0007 built theirs with EXECUTE, planned anew for
-- every statement: most of the cost of a machine's meter call). Each trigger hands its
-- statement's rows to one function as an array of the table's rows, an old row's figures
-- negated (a composite value is not checked like a stored row), and the function adds them up by
-- key. In key order, so that two machines of one hall writing at once take the rows they share
-- in the same order.
CREATE OR REPLACE FUNCTION "game_stats_add"(p_rows "game_stats_hourly"[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_stats_daily AS d (hall_id, game_id, day, bets_count, bets_sum, wins_sum)
  SELECT c.hall_id, c.game_id, (c.hour AT TIME ZONE h.timezone)::date,
    sum(c.bets_count), sum(c.bets_sum), sum(c.wins_sum)
  FROM unnest(p_rows) AS c JOIN halls AS h ON h.id = c.hall_id
  GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT (hall_id, day, game_id) DO UPDATE SET
    bets_count = d.bets_count + excluded.bets_count,
    bets_sum = d.bets_sum + excluded.bets_sum,
    wins_sum = d.wins_sum + excluded.wins_sum;
  INSERT INTO game_stats_monthly AS m (hall_id, game_id, month, bets_count, bets_sum, wins_sum)
  SELECT c.hall_id, c.game_id, date_trunc('month', c.hour AT TIME ZONE h.timezone)::date,
    sum(c.bets_count), sum(c.bets_sum), sum(c.wins_sum)
  FROM unnest(p_rows) AS c JOIN halls AS h ON h.id = c.hall_id
  GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT (hall_id, month, game_id) DO UPDATE SET
    bets_count = m.bets_count + excluded.bets_count,
    bets_sum = m.bets_sum + excluded.bets_sum,
    wins_sum = m.wins_sum + excluded.wins_sum;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "game_stats_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM game_stats_add(ARRAY(SELECT n::game_stats_hourly FROM new_rows AS n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM game_stats_add(ARRAY(
      SELECT n::game_stats_hourly FROM new_rows AS n
      UNION ALL
      SELECT ROW(o.hall_id, o.game_id, o.hour, -o.bets_count, -o.bets_sum, -o.wins_sum)::game_stats_hourly
      FROM old_rows AS o));
  ELSE
    PERFORM game_stats_add(ARRAY(
      SELECT ROW(o.hall_id, o.game_id, o.hour, -o.bets_count, -o.bets_sum, -o.wins_sum)::game_stats_hourly
      FROM old_rows AS o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A machine's hours go to its hall-local day and to the hall's hour of game_stats_hourly, whose
-- own trigger keeps the hall's days and months.
CREATE OR REPLACE FUNCTION "machine_stats_add"(p_rows "machine_stats_hourly"[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO machine_stats_daily AS d (hall_id, day, device_id, game_id, plays, bets, wins)
  SELECT c.hall_id, (c.hour AT TIME ZONE h.timezone)::date, c.device_id, c.game_id,
    sum(c.plays), sum(c.bets), sum(c.wins)
  FROM unnest(p_rows) AS c JOIN halls AS h ON h.id = c.hall_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (hall_id, day, device_id, game_id) DO UPDATE SET
    plays = d.plays + excluded.plays,
    bets = d.bets + excluded.bets,
    wins = d.wins + excluded.wins;
  INSERT INTO game_stats_hourly AS s (hall_id, hour, game_id, bets_count, bets_sum, wins_sum)
  SELECT c.hall_id, c.hour, c.game_id, sum(c.plays), sum(c.bets), sum(c.wins)
  FROM unnest(p_rows) AS c
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (hall_id, hour, game_id) DO UPDATE SET
    bets_count = s.bets_count + excluded.bets_count,
    bets_sum = s.bets_sum + excluded.bets_sum,
    wins_sum = s.wins_sum + excluded.wins_sum;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "machine_stats_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM machine_stats_add(ARRAY(SELECT n::machine_stats_hourly FROM new_rows AS n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM machine_stats_add(ARRAY(
      SELECT n::machine_stats_hourly FROM new_rows AS n
      UNION ALL
      SELECT ROW(o.device_id, o.game_id, o.hour, o.hall_id, -o.plays, -o.bets, -o.wins)::machine_stats_hourly
      FROM old_rows AS o));
  ELSE
    PERFORM machine_stats_add(ARRAY(
      SELECT ROW(o.device_id, o.game_id, o.hour, o.hall_id, -o.plays, -o.bets, -o.wins)::machine_stats_hourly
      FROM old_rows AS o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "machine_stats_roll_up_insert" AFTER INSERT ON "machine_stats_hourly"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_stats_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "machine_stats_roll_up_update" AFTER UPDATE ON "machine_stats_hourly"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "machine_stats_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "machine_stats_roll_up_delete" AFTER DELETE ON "machine_stats_hourly"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_stats_roll_up"();
