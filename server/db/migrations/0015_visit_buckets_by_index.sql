-- A visit locks and recounts its day and month bucket by bucket, each on its key and on the
-- (hall_id, visited_at) index. Joined with the temporary table of touched buckets as a whole,
-- which the planner has no statistics of, the buckets were merged with every visit of the hall
-- and hashed against every row of visit_stats: 80 ms a check-in in a hall with a year of visits,
-- more as the chain's years add up, all of it under the lock of the hall's day, so the
-- check-ins of a busy door queued behind one another.
CREATE OR REPLACE FUNCTION "visits_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket record;
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
  -- Locked first, in one order, then counted: the counts, made by statements after the locks,
  -- see every visit committed before them.
  FOR bucket IN SELECT * FROM touched_visit_buckets ORDER BY hall_id, period, start LOOP
    PERFORM 1 FROM visit_stats
    WHERE hall_id = bucket.hall_id AND period = bucket.period AND start = bucket.start FOR UPDATE;
  END LOOP;
  FOR bucket IN SELECT * FROM touched_visit_buckets LOOP
    UPDATE visit_stats SET (visits, unique_clients) = (
      SELECT count(*), count(DISTINCT client_id) FROM visits
      WHERE hall_id = bucket.hall_id
        AND visited_at >= bucket.first_at AND visited_at < bucket.end_at
    )
    WHERE hall_id = bucket.hall_id AND period = bucket.period AND start = bucket.start;
  END LOOP;
  RETURN NULL;
END;
$$;
