-- A closed gaming day keeps the hall's totals (decision 068), for the reports over many days; the days closed before them are filled from their machines and desks. A drop keeps the gaming day its boxes were taken out in.
ALTER TABLE "gaming_days" ADD COLUMN "machines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD COLUMN "no_reading" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD COLUMN "meter_win" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD COLUMN "bills_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD COLUMN "credits_sold" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD COLUMN "hand_pays" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "gaming_days" AS g SET "machines" = t.machines, "no_reading" = t.silent, "meter_win" = t.win,
  "bills_in" = t.bills
FROM (
  SELECT hall_id, day, count(*)::int AS machines, (count(*) FILTER (WHERE source = 'none'))::int AS silent,
    coalesce(sum(coin_in - coin_out - jackpot_hand_pays), 0) AS win, coalesce(sum(bills_in), 0) AS bills
  FROM "gaming_day_machines" GROUP BY hall_id, day
) AS t
WHERE t.hall_id = g.hall_id AND t.day = g.day;--> statement-breakpoint
UPDATE "gaming_days" AS g SET
  "credits_sold" = coalesce((SELECT sum(o.amount) FROM "cash_operations" AS o
    WHERE o.hall_id = g.hall_id AND o.created_at >= g.starts_at AND o.created_at < g.ends_at
      AND o.device_id IS NOT NULL AND o.type = 'machine_credit'), 0),
  "hand_pays" = coalesce((SELECT sum(o.amount) FROM "cash_operations" AS o
    WHERE o.hall_id = g.hall_id AND o.created_at >= g.starts_at AND o.created_at < g.ends_at
      AND o.device_id IS NOT NULL AND o.type = 'payout'), 0);--> statement-breakpoint
ALTER TABLE "machine_drops" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "machine_drops" AS d SET "day" = (((d.collected_at AT TIME ZONE h.timezone)
  - make_interval(hours => h.gaming_day_start_hour))::date)
FROM "halls" AS h WHERE h.id = d.hall_id;--> statement-breakpoint
ALTER TABLE "machine_drops" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "machine_drops_hall_day_idx" ON "machine_drops" USING btree ("hall_id","day");
