CREATE TABLE "game_stats_daily" (
	"hall_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets_count" bigint NOT NULL,
	"bets_sum" bigint NOT NULL,
	"wins_sum" bigint NOT NULL,
	CONSTRAINT "game_stats_daily_hall_id_day_game_id_pk" PRIMARY KEY("hall_id","day","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_stats_hourly" (
	"hall_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bets_count" integer NOT NULL,
	"bets_sum" bigint NOT NULL,
	"wins_sum" bigint NOT NULL,
	CONSTRAINT "game_stats_hourly_hall_id_hour_game_id_pk" PRIMARY KEY("hall_id","hour","game_id"),
	CONSTRAINT "game_stats_hourly_values_check" CHECK ("game_stats_hourly"."bets_count" >= 0 and "game_stats_hourly"."bets_sum" >= 0 and "game_stats_hourly"."wins_sum" >= 0 and date_part('epoch', "game_stats_hourly"."hour")::bigint % 3600 = 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "games_category_check" CHECK ("games"."category" in ('slots', 'roulette', 'bingo', 'lottery', 'cards'))
);
--> statement-breakpoint
CREATE TABLE "visit_stats" (
	"hall_id" integer NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"visits" integer NOT NULL,
	"unique_clients" integer NOT NULL,
	CONSTRAINT "visit_stats_hall_id_period_start_pk" PRIMARY KEY("hall_id","period","start"),
	CONSTRAINT "visit_stats_period_check" CHECK ("visit_stats"."period" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "visit_stats_hourly" (
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_stats_hourly_hall_id_day_hour_pk" PRIMARY KEY("hall_id","day","hour")
);
--> statement-breakpoint
ALTER TABLE "game_stats_hourly" ADD CONSTRAINT "game_stats_hourly_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats_hourly" ADD CONSTRAINT "game_stats_hourly_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_name_uq" ON "games" USING btree ("name");--> statement-breakpoint
-- Adds the rows of a statement on game_stats_hourly to the hall-local days: inserted rows count
-- once, deleted ones are taken away, an update is both.
CREATE FUNCTION "game_stats_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO game_stats_daily AS d (hall_id, game_id, day, bets_count, bets_sum, wins_sum)
    SELECT c.hall_id, c.game_id, (c.hour AT TIME ZONE h.timezone)::date,
      sum(c.sign * c.bets_count), sum(c.sign * c.bets_sum), sum(c.sign * c.wins_sum)
    FROM (%s) AS c JOIN halls AS h ON h.id = c.hall_id
    GROUP BY 1, 2, 3
    ON CONFLICT (hall_id, day, game_id) DO UPDATE SET
      bets_count = d.bets_count + excluded.bets_count,
      bets_sum = d.bets_sum + excluded.bets_sum,
      wins_sum = d.wins_sum + excluded.wins_sum
  $sql$, changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_stats_roll_up_insert" AFTER INSERT ON "game_stats_hourly"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_stats_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_roll_up_update" AFTER UPDATE ON "game_stats_hourly"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "game_stats_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_roll_up_delete" AFTER DELETE ON "game_stats_hourly"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_stats_roll_up"();
--> statement-breakpoint
-- Visits are facts: append-only. Each inserting statement adds its visits to the hall-local hours
-- and recounts the days and months it touched (unique clients cannot be added up). The touched
-- buckets are locked in key order first, so concurrent statements recount one after the other
-- and each sees the visits of those before it.
CREATE FUNCTION "visits_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visit_stats_hourly AS s (hall_id, day, hour, visits)
  SELECT n.hall_id, (n.visited_at AT TIME ZONE h.timezone)::date,
    extract(hour FROM n.visited_at AT TIME ZONE h.timezone), count(*)
  FROM new_rows AS n JOIN halls AS h ON h.id = n.hall_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (hall_id, day, hour) DO UPDATE SET visits = s.visits + excluded.visits;

  IF to_regclass('pg_temp.touched_visit_buckets') IS NULL THEN
    CREATE TEMP TABLE touched_visit_buckets (
      hall_id integer, period text, start date, first_at timestamptz, end_at timestamptz
    ) ON COMMIT DELETE ROWS;
  END IF;
  DELETE FROM touched_visit_buckets;
  INSERT INTO touched_visit_buckets
  SELECT b.hall_id, b.period, b.start,
    b.start::timestamp AT TIME ZONE b.timezone,
    (b.start + CASE b.period WHEN 'day' THEN interval '1 day' ELSE interval '1 month' END)::timestamp
      AT TIME ZONE b.timezone
  FROM (
    SELECT DISTINCT n.hall_id, h.timezone, p.period, p.start
    FROM new_rows AS n
    JOIN halls AS h ON h.id = n.hall_id
    CROSS JOIN LATERAL (VALUES
      ('day', (n.visited_at AT TIME ZONE h.timezone)::date),
      ('month', date_trunc('month', n.visited_at AT TIME ZONE h.timezone)::date)
    ) AS p(period, start)
  ) AS b;

  INSERT INTO visit_stats (hall_id, period, start, visits, unique_clients)
  SELECT hall_id, period, start, 0, 0 FROM touched_visit_buckets ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM visit_stats AS s JOIN touched_visit_buckets AS t USING (hall_id, period, start)
  ORDER BY s.hall_id, s.period, s.start FOR UPDATE OF s;

  UPDATE visit_stats AS s SET visits = c.visits, unique_clients = c.clients
  FROM (
    SELECT t.hall_id, t.period, t.start, count(*) AS visits, count(DISTINCT v.client_id) AS clients
    FROM touched_visit_buckets AS t
    JOIN visits AS v ON v.hall_id = t.hall_id AND v.visited_at >= t.first_at AND v.visited_at < t.end_at
    GROUP BY 1, 2, 3
  ) AS c
  WHERE s.hall_id = c.hall_id AND s.period = c.period AND s.start = c.start;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "visits_roll_up" AFTER INSERT ON "visits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "visits_append_only" BEFORE UPDATE OR DELETE ON "visits"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
-- Recounts every rollup from its source in one pass: after a bulk load made with the triggers
-- off, or to repair. Gives the same rows the triggers keep.
CREATE FUNCTION "rebuild_report_rollups"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM game_stats_daily;
  INSERT INTO game_stats_daily (hall_id, game_id, day, bets_count, bets_sum, wins_sum)
  SELECT c.hall_id, c.game_id, (c.hour AT TIME ZONE h.timezone)::date,
    sum(c.bets_count), sum(c.bets_sum), sum(c.wins_sum)
  FROM game_stats_hourly AS c JOIN halls AS h ON h.id = c.hall_id
  GROUP BY 1, 2, 3;

  DELETE FROM visit_stats_hourly;
  INSERT INTO visit_stats_hourly (hall_id, day, hour, visits)
  SELECT v.hall_id, (v.visited_at AT TIME ZONE h.timezone)::date,
    extract(hour FROM v.visited_at AT TIME ZONE h.timezone), count(*)
  FROM visits AS v JOIN halls AS h ON h.id = v.hall_id
  GROUP BY 1, 2, 3;

  DELETE FROM visit_stats;
  INSERT INTO visit_stats (hall_id, period, start, visits, unique_clients)
  SELECT v.hall_id, p.period, p.start, count(*), count(DISTINCT v.client_id)
  FROM visits AS v
  JOIN halls AS h ON h.id = v.hall_id
  CROSS JOIN LATERAL (VALUES
    ('day', (v.visited_at AT TIME ZONE h.timezone)::date),
    ('month', date_trunc('month', v.visited_at AT TIME ZONE h.timezone)::date)
  ) AS p(period, start)
  GROUP BY 1, 2, 3;
$$;
