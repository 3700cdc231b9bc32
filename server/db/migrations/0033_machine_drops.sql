-- The drop (decision 066): the boxes taken out and counted by note, the cash into the safe as a movement
-- of kind `drop`; each machine's running total of the notes its validator counted, started from its history.
CREATE TABLE "machine_drop_boxes" (
	"drop_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"box_number" text NOT NULL,
	"swapped" boolean DEFAULT false NOT NULL,
	"bills_taken" jsonb NOT NULL,
	"expected" jsonb NOT NULL,
	"first_count" jsonb,
	"counted" jsonb,
	CONSTRAINT "machine_drop_boxes_drop_id_device_id_pk" PRIMARY KEY("drop_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "machine_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"status" text DEFAULT 'collected' NOT NULL,
	"collected_by" integer,
	"witness_id" integer,
	"collected_at" timestamp with time zone NOT NULL,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"misses" integer DEFAULT 0 NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"total" bigint,
	"transfer_id" integer,
	CONSTRAINT "machine_drops_status_check" CHECK ("machine_drops"."status" in ('collected', 'counting', 'counted'))
);
--> statement-breakpoint
ALTER TABLE "cash_transfers" DROP CONSTRAINT "cash_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "cash_transfers" DROP CONSTRAINT "cash_transfers_ends_check";--> statement-breakpoint
ALTER TABLE "hall_exceptions" DROP CONSTRAINT "hall_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "machine_meter_base" ADD COLUMN "bills_taken" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "machine_meter_base" AS b SET "bills_taken" = coalesce((
  select jsonb_object_agg(denomination::text, total::text)
  from (select denomination, sum(count) as total from machine_bill_hours as h
    where h.device_id = b.device_id group by denomination) as notes), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "machine_drop_boxes" ADD CONSTRAINT "machine_drop_boxes_drop_id_machine_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."machine_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drop_boxes" ADD CONSTRAINT "machine_drop_boxes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drop_boxes" ADD CONSTRAINT "machine_drop_boxes_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drops" ADD CONSTRAINT "machine_drops_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drops" ADD CONSTRAINT "machine_drops_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drops" ADD CONSTRAINT "machine_drops_witness_id_users_id_fk" FOREIGN KEY ("witness_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drops" ADD CONSTRAINT "machine_drops_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drops" ADD CONSTRAINT "machine_drops_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drops" ADD CONSTRAINT "machine_drops_transfer_id_cash_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."cash_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_drop_boxes_device_idx" ON "machine_drop_boxes" USING btree ("device_id","drop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_drops_open_uq" ON "machine_drops" USING btree ("hall_id") WHERE "machine_drops"."status" <> 'counted';--> statement-breakpoint
CREATE INDEX "machine_drops_hall_time_idx" ON "machine_drops" USING btree ("hall_id","collected_at");--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_kind_check" CHECK ("cash_transfers"."kind" in ('fill', 'return', 'transfer', 'collection', 'delivery', 'drop'));--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_ends_check" CHECK (("cash_transfers"."from_desk_id" is not null or "cash_transfers"."kind" in ('delivery', 'drop'))
        and ("cash_transfers"."to_desk_id" is not null or "cash_transfers"."kind" = 'collection')
        and "cash_transfers"."from_desk_id" is distinct from "cash_transfers"."to_desk_id");--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_kind_check" CHECK ("hall_exceptions"."kind" in ('rtp', 'cash', 'silent', 'visits', 'meters', 'floor', 'payout', 'lookups', 'fiscal', 'machine_money'));