-- A machine's own meters (SAS 6.02, decision 065): the last of each, what each hour added, the notes
-- its validator took per hour, and its RAM clears.
CREATE TABLE "machine_bill_hours" (
	"device_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"denomination" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "machine_bill_hours_device_id_hour_denomination_pk" PRIMARY KEY("device_id","hour","denomination")
);
--> statement-breakpoint
CREATE TABLE "machine_meter_base" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"meters" jsonb NOT NULL,
	"bills" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_meter_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"was" jsonb NOT NULL,
	"now" jsonb NOT NULL,
	CONSTRAINT "machine_meter_events_kind_check" CHECK ("machine_meter_events"."kind" in ('ram_clear'))
);
--> statement-breakpoint
CREATE TABLE "machine_meter_hours" (
	"device_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"hall_id" integer NOT NULL,
	"coin_in" bigint DEFAULT 0 NOT NULL,
	"coin_out" bigint DEFAULT 0 NOT NULL,
	"jackpot_hand_pays" bigint DEFAULT 0 NOT NULL,
	"cancelled_hand_pays" bigint DEFAULT 0 NOT NULL,
	"bills_in" bigint DEFAULT 0 NOT NULL,
	"transfers_in" bigint DEFAULT 0 NOT NULL,
	"transfers_out" bigint DEFAULT 0 NOT NULL,
	"tickets_in" bigint DEFAULT 0 NOT NULL,
	"tickets_out" bigint DEFAULT 0 NOT NULL,
	"games_played" bigint DEFAULT 0 NOT NULL,
	"doors_main" bigint DEFAULT 0 NOT NULL,
	"doors_drop" bigint DEFAULT 0 NOT NULL,
	"power_resets" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_meter_hours_device_id_hour_pk" PRIMARY KEY("device_id","hour")
);
--> statement-breakpoint
ALTER TABLE "machine_bill_hours" ADD CONSTRAINT "machine_bill_hours_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_bill_hours" ADD CONSTRAINT "machine_bill_hours_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_meter_base" ADD CONSTRAINT "machine_meter_base_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_meter_events" ADD CONSTRAINT "machine_meter_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_meter_events" ADD CONSTRAINT "machine_meter_events_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_meter_hours" ADD CONSTRAINT "machine_meter_hours_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_meter_hours" ADD CONSTRAINT "machine_meter_hours_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_meter_events_uq" ON "machine_meter_events" USING btree ("device_id","seq","kind");--> statement-breakpoint
CREATE INDEX "machine_meter_hours_hall_idx" ON "machine_meter_hours" USING btree ("hall_id","hour");