CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"phone" text NOT NULL,
	"full_name" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"consent_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"comment" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "phone_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"old_phone" text NOT NULL,
	"new_phone" text NOT NULL,
	"reason" text NOT NULL,
	"employee_phone" text NOT NULL,
	"employee_name" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "phone_requests_status_check" CHECK ("phone_requests"."status" in ('new', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_request_events" ADD CONSTRAINT "phone_request_events_request_id_phone_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."phone_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_request_events" ADD CONSTRAINT "phone_request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone_uq" ON "clients" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "clients_hall_idx" ON "clients" USING btree ("hall_id","registered_at");--> statement-breakpoint
CREATE INDEX "phone_request_events_request_idx" ON "phone_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "phone_requests_hall_time_idx" ON "phone_requests" USING btree ("hall_id","created_at","id");--> statement-breakpoint
CREATE INDEX "phone_requests_open_idx" ON "phone_requests" USING btree ("old_phone") WHERE "phone_requests"."status" = 'new';