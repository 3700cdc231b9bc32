-- A visit recounts its day and month on the (hall_id, visited_at) index, bucket by bucket. Joined
-- as a whole, the planner (which has no statistics of the temporary table) merged the buckets
-- with every visit of the hall: 80 ms a check-in in a hall with a year of visits, all of it
-- under the lock of the hall's day, so the check-ins of a busy door queued behind one another.
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
  FROM touched_visit_buckets AS t
  CROSS JOIN LATERAL (
    SELECT count(*) AS visits, count(DISTINCT v.client_id) AS clients
    FROM visits AS v
    WHERE v.hall_id = t.hall_id AND v.visited_at >= t.first_at AND v.visited_at < t.end_at
  ) AS c
  WHERE s.hall_id = t.hall_id AND s.period = t.period AND s.start = t.start;
  RETURN NULL;
END;
$$;
