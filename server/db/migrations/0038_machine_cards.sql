-- Each slot machine a legal object (decision 069): its card, its work orders, the gambling tax's settings and filed quarters, the hall's zone at the door.
CREATE TABLE "gambling_tax_filings" (
	"hall_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"version" integer NOT NULL,
	"mrp" integer NOT NULL,
	"rate_mrp" integer NOT NULL,
	"objects" integer NOT NULL,
	"total" bigint NOT NULL,
	"rows" jsonb NOT NULL,
	"locked_by" integer,
	"locked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gambling_tax_filings_hall_id_year_quarter_version_pk" PRIMARY KEY("hall_id","year","quarter","version"),
	CONSTRAINT "gambling_tax_filings_quarter_check" CHECK ("gambling_tax_filings"."quarter" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "gambling_tax_rates" (
	"kind" text PRIMARY KEY NOT NULL,
	"mrp" integer NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "gambling_tax_rates_kind_check" CHECK ("gambling_tax_rates"."kind" in ('slot_machine')),
	CONSTRAINT "gambling_tax_rates_mrp_check" CHECK ("gambling_tax_rates"."mrp" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "machine_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"kind" text NOT NULL,
	"effective_on" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"details" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"witness_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"meters_before" jsonb,
	"meters_after" jsonb,
	"linked_order_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "machine_orders_kind_check" CHECK ("machine_orders"."kind" in ('put_into_service', 'move', 'arrival', 'game_change', 'ram_clear', 'seal_change', 'withdrawal', 'correction')),
	CONSTRAINT "machine_orders_status_check" CHECK ("machine_orders"."status" in ('requested', 'approved', 'refused')),
	CONSTRAINT "machine_orders_decided_check" CHECK (("machine_orders"."status" = 'requested') = ("machine_orders"."decided_at" is null)),
	CONSTRAINT "machine_orders_witness_check" CHECK ("machine_orders"."kind" <> 'ram_clear' or ("machine_orders"."witness_id" is not null and "machine_orders"."witness_id" <> "machine_orders"."requested_by"))
);
--> statement-breakpoint
CREATE TABLE "mrp_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mrp_years_year_check" CHECK ("mrp_years"."year" between 2000 and 2100),
	CONSTRAINT "mrp_years_amount_check" CHECK ("mrp_years"."amount" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "hall_exceptions" DROP CONSTRAINT "hall_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "refused_entries" DROP CONSTRAINT "refused_entries_reason_check";--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "foreigners_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "foreigners_only_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "manufacturer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "rom_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "seal_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "certificate_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "certificate_date" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "denomination" bigint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tax_reg_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tax_reg_date" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "in_service_from" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "out_of_service_on" date;--> statement-breakpoint
ALTER TABLE "gambling_tax_filings" ADD CONSTRAINT "gambling_tax_filings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gambling_tax_filings" ADD CONSTRAINT "gambling_tax_filings_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_orders" ADD CONSTRAINT "machine_orders_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_orders" ADD CONSTRAINT "machine_orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_orders" ADD CONSTRAINT "machine_orders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_orders" ADD CONSTRAINT "machine_orders_witness_id_users_id_fk" FOREIGN KEY ("witness_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_orders" ADD CONSTRAINT "machine_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_orders_waiting_uq" ON "machine_orders" USING btree ("device_id") WHERE "machine_orders"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "machine_orders_device_idx" ON "machine_orders" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "machine_orders_hall_idx" ON "machine_orders" USING btree ("hall_id","status","id");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_in_service_uq" ON "devices" USING btree (upper("serial")) WHERE "devices"."type" = 'game_terminal' and "devices"."in_service_from" is not null and "devices"."out_of_service_on" is null;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_foreigners_only_check" CHECK (not "halls"."foreigners_only" or "halls"."foreigners_only_source" <> '');--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_service_check" CHECK ("devices"."out_of_service_on" is null or ("devices"."in_service_from" is not null and "devices"."out_of_service_on" >= "devices"."in_service_from"));--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_kind_check" CHECK ("hall_exceptions"."kind" in ('rtp', 'cash', 'silent', 'visits', 'meters', 'floor', 'payout', 'lookups', 'fiscal', 'machine_money', 'unregistered', 'tax'));--> statement-breakpoint
ALTER TABLE "refused_entries" ADD CONSTRAINT "refused_entries_reason_check" CHECK ("refused_entries"."reason" in ('under_age', 'restricted', 'citizen'));;--> statement-breakpoint
INSERT INTO "mrp_years" ("year", "amount", "source") VALUES
  (2024, 3692, 'Закон РК «О республиканском бюджете на 2024–2026 годы»'),
  (2025, 3932, 'Закон РК «О республиканском бюджете на 2025–2027 годы»'),
  (2026, 4325, 'Закон РК «О республиканском бюджете на 2026–2028 годы»');--> statement-breakpoint
INSERT INTO "gambling_tax_rates" ("kind", "mrp", "source") VALUES
  ('slot_machine', 60, 'Налоговый кодекс РК (в редакции с 1 января 2026 г.), статья о ставках налога на игорный бизнес: игровой автомат — 60 МРП в месяц');--> statement-breakpoint
-- A game terminal already reporting was put into service when it was registered here: the first of a serial keeps the date, a repeat of it waits for its order.
UPDATE "devices" SET "in_service_from" = ("devices"."created_at" at time zone h."timezone")::date
  FROM "halls" h
  WHERE h."id" = "devices"."hall_id" AND "devices"."type" = 'game_terminal'
    AND "devices"."id" = (SELECT min(d2."id") FROM "devices" d2 WHERE d2."type" = 'game_terminal' AND upper(d2."serial") = upper("devices"."serial"));