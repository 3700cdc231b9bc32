-- A machine's meters read by hand for a day it did not report, by two people (decision 065).
CREATE TABLE "gaming_day_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"meters" jsonb NOT NULL,
	"bills" jsonb NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gaming_day_readings" ADD CONSTRAINT "gaming_day_readings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_day_readings" ADD CONSTRAINT "gaming_day_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_day_readings" ADD CONSTRAINT "gaming_day_readings_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_day_readings" ADD CONSTRAINT "gaming_day_readings_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gaming_day_readings_uq" ON "gaming_day_readings" USING btree ("hall_id","day","device_id");