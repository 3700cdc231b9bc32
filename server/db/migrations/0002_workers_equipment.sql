CREATE TABLE "device_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"serial" text NOT NULL,
	"zone" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"key_hash" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || name || ' ' || serial || ' ' || zone)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "devices_type_check" CHECK ("devices"."type" in ('game_terminal', 'cash_terminal', 'kiosk', 'screen', 'printer', 'server', 'camera')),
	CONSTRAINT "devices_status_check" CHECK ("devices"."status" in ('active', 'maintenance', 'broken'))
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"position" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hire_date" date NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(full_name)) STORED,
	"dismissed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_position_check" CHECK ("workers"."position" in ('cashier', 'administrator', 'operator', 'security', 'bartender', 'technician', 'cleaner')),
	CONSTRAINT "workers_status_check" CHECK ("workers"."status" in ('active', 'vacation', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "device_status_history" ADD CONSTRAINT "device_status_history_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_status_history" ADD CONSTRAINT "device_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_status_history_device_idx" ON "device_status_history" USING btree ("device_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_hall_number_uq" ON "devices" USING btree ("hall_id","number");--> statement-breakpoint
CREATE INDEX "devices_hall_seen_idx" ON "devices" USING btree ("hall_id","status","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_hall_phone_uq" ON "workers" USING btree ("hall_id","phone") WHERE "workers"."status" <> 'dismissed';--> statement-breakpoint
CREATE INDEX "workers_hall_name_idx" ON "workers" USING btree ("hall_id","full_name","id");--> statement-breakpoint
CREATE INDEX "workers_hall_hired_idx" ON "workers" USING btree ("hall_id","hire_date","id");