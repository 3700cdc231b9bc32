CREATE TABLE "monitoring_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"operation_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"client_id" integer,
	"iin" text,
	"document_type" text,
	"document_number" text,
	"full_name" text NOT NULL,
	"citizenship" text NOT NULL,
	"corrects_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monitoring_entries_amount_check" CHECK ("monitoring_entries"."amount" > 0),
	CONSTRAINT "monitoring_entries_identity_check" CHECK ("monitoring_entries"."iin" is not null or "monitoring_entries"."document_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "owed_winnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"requested_by" integer NOT NULL,
	"request_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"deadline" date NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"operation_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "owed_winnings_status_check" CHECK ("owed_winnings"."status" in ('pending', 'approved', 'refused', 'paid')),
	CONSTRAINT "owed_winnings_amount_check" CHECK ("owed_winnings"."amount" > 0),
	CONSTRAINT "owed_winnings_paid_check" CHECK (("owed_winnings"."status" = 'paid') = ("owed_winnings"."operation_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "hall_exceptions" DROP CONSTRAINT "hall_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "cash_operations" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "cash_operations" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "monitoring_entries" ADD CONSTRAINT "monitoring_entries_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entries" ADD CONSTRAINT "monitoring_entries_operation_id_cash_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."cash_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entries" ADD CONSTRAINT "monitoring_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entries" ADD CONSTRAINT "monitoring_entries_corrects_id_monitoring_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."monitoring_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entries" ADD CONSTRAINT "monitoring_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_operation_id_cash_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."cash_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_entries_operation_uq" ON "monitoring_entries" USING btree ("operation_id") WHERE "monitoring_entries"."corrects_id" is null;--> statement-breakpoint
CREATE INDEX "monitoring_entries_time_idx" ON "monitoring_entries" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "owed_winnings_request_uq" ON "owed_winnings" USING btree ("requested_by","request_key");--> statement-breakpoint
CREATE INDEX "owed_winnings_hall_open_idx" ON "owed_winnings" USING btree ("hall_id","deadline") WHERE "owed_winnings"."status" in ('pending', 'approved');--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_kind_check" CHECK ("hall_exceptions"."kind" in ('rtp', 'cash', 'silent', 'visits', 'meters', 'floor', 'payout'));--> statement-breakpoint
CREATE TRIGGER "monitoring_entries_append_only" BEFORE UPDATE OR DELETE ON "monitoring_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
