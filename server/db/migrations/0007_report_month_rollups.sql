CREATE TABLE "game_stats_monthly" (
	"hall_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"month" date NOT NULL,
	"bets_count" bigint NOT NULL,
	"bets_sum" bigint NOT NULL,
	"wins_sum" bigint NOT NULL,
	CONSTRAINT "game_stats_monthly_hall_id_month_game_id_pk" PRIMARY KEY("hall_id","month","game_id")
);
--> statement-breakpoint
CREATE TABLE "visit_hours_monthly" (
	"hall_id" integer NOT NULL,
	"month" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_hours_monthly_hall_id_month_weekday_hour_pk" PRIMARY KEY("hall_id","month","weekday","hour")
);
--> statement-breakpoint
-- The rows of a statement on game_stats_hourly go to the hall-local days and months alike.
CREATE OR REPLACE FUNCTION "game_stats_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE format($sql$
    INSERT INTO game_stats_monthly AS m (hall_id, game_id, month, bets_count, bets_sum, wins_sum)
    SELECT c.hall_id, c.game_id, date_trunc('month', c.hour AT TIME ZONE h.timezone)::date,
      sum(c.sign * c.bets_count), sum(c.sign * c.bets_sum), sum(c.sign * c.wins_sum)
    FROM (%s) AS c JOIN halls AS h ON h.id = c.hall_id
    GROUP BY 1, 2, 3
    ON CONFLICT (hall_id, month, game_id) DO UPDATE SET
      bets_count = m.bets_count + excluded.bets_count,
      bets_sum = m.bets_sum + excluded.bets_sum,
      wins_sum = m.wins_sum + excluded.wins_sum
  $sql$, changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Visits also go to the hall-local month, weekday and hour.
CREATE OR REPLACE FUNCTION "visits_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visit_stats_hourly AS s (hall_id, day, hour, visits)
  SELECT n.hall_id, (n.visited_at AT TIME ZONE h.timezone)::date,
    extract(hour FROM n.visited_at AT TIME ZONE h.timezone), count(*)
  FROM new_rows AS n JOIN halls AS h ON h.id = n.hall_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (hall_id, day, hour) DO UPDATE SET visits = s.visits + excluded.visits;

  INSERT INTO visit_hours_monthly AS s (hall_id, month, weekday, hour, visits)
  SELECT n.hall_id, date_trunc('month', n.visited_at AT TIME ZONE h.timezone)::date,
    extract(isodow FROM n.visited_at AT TIME ZONE h.timezone),
    extract(hour FROM n.visited_at AT TIME ZONE h.timezone), count(*)
  FROM new_rows AS n JOIN halls AS h ON h.id = n.hall_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (hall_id, month, weekday, hour) DO UPDATE SET visits = s.visits + excluded.visits;

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
-- Recounts every rollup, the monthly ones from the days and hours just recounted.
CREATE OR REPLACE FUNCTION "rebuild_report_rollups"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM game_stats_daily;
  INSERT INTO game_stats_daily (hall_id, game_id, day, bets_count, bets_sum, wins_sum)
  SELECT c.hall_id, c.game_id, (c.hour AT TIME ZONE h.timezone)::date,
    sum(c.bets_count), sum(c.bets_sum), sum(c.wins_sum)
  FROM game_stats_hourly AS c JOIN halls AS h ON h.id = c.hall_id
  GROUP BY 1, 2, 3;

  DELETE FROM game_stats_monthly;
  INSERT INTO game_stats_monthly (hall_id, game_id, month, bets_count, bets_sum, wins_sum)
  SELECT hall_id, game_id, date_trunc('month', day)::date,
    sum(bets_count), sum(bets_sum), sum(wins_sum)
  FROM game_stats_daily
  GROUP BY 1, 2, 3;

  DELETE FROM visit_stats_hourly;
  INSERT INTO visit_stats_hourly (hall_id, day, hour, visits)
  SELECT v.hall_id, (v.visited_at AT TIME ZONE h.timezone)::date,
    extract(hour FROM v.visited_at AT TIME ZONE h.timezone), count(*)
  FROM visits AS v JOIN halls AS h ON h.id = v.hall_id
  GROUP BY 1, 2, 3;

  DELETE FROM visit_hours_monthly;
  INSERT INTO visit_hours_monthly (hall_id, month, weekday, hour, visits)
  SELECT hall_id, date_trunc('month', day)::date, extract(isodow FROM day), hour, sum(visits)
  FROM visit_stats_hourly
  GROUP BY 1, 2, 3, 4;

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
--> statement-breakpoint
SELECT rebuild_report_rollups();
