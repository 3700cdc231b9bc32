-- The gaming day (decision 065): each hall's day boundary and grace, the hours' readings and the meters
-- after their latest, the closed days, each machine's frozen figures, and the dated adjustments.
CREATE TABLE "gaming_day_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"hour" timestamp with time zone NOT NULL,
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
	"bills" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gaming_day_machines" (
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"source" text NOT NULL,
	"opened" jsonb,
	"closed" jsonb,
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
	"bills" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "gaming_day_machines_hall_id_day_device_id_pk" PRIMARY KEY("hall_id","day","device_id"),
	CONSTRAINT "gaming_day_machines_source_check" CHECK ("gaming_day_machines"."source" in ('meters', 'manual', 'none'))
);
--> statement-breakpoint
CREATE TABLE "gaming_days" (
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	CONSTRAINT "gaming_days_hall_id_day_pk" PRIMARY KEY("hall_id","day")
);
--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "gaming_day_start_hour" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "gaming_day_grace_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_meter_hours" ADD COLUMN "readings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_meter_hours" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_meter_hours" ADD COLUMN "meters_after" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_meter_hours" ADD COLUMN "bills_after" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_day_adjustments" ADD CONSTRAINT "gaming_day_adjustments_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_day_adjustments" ADD CONSTRAINT "gaming_day_adjustments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_day_machines" ADD CONSTRAINT "gaming_day_machines_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_day_machines" ADD CONSTRAINT "gaming_day_machines_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD CONSTRAINT "gaming_days_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_days" ADD CONSTRAINT "gaming_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gaming_day_adjustments_day_idx" ON "gaming_day_adjustments" USING btree ("hall_id","day");--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_gaming_day_check" CHECK ("halls"."gaming_day_start_hour" between 0 and 23 and "halls"."gaming_day_grace_minutes" between 0 and 720);