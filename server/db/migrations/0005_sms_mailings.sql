CREATE TABLE "sms_mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sms_mailings_status_check" CHECK ("sms_mailings"."status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed')),
	CONSTRAINT "sms_mailings_kind_check" CHECK ("sms_mailings"."kind" in ('service', 'advertising'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'delivered' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"mailing_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"provider_id" text,
	CONSTRAINT "sms_recipients_mailing_id_client_id_pk" PRIMARY KEY("mailing_id","client_id"),
	CONSTRAINT "sms_recipients_status_check" CHECK ("sms_recipients"."status" in ('pending', 'sent', 'delivered', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_mailings" ADD CONSTRAINT "sms_mailings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_mailings" ADD CONSTRAINT "sms_mailings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_mailing_id_sms_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."sms_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_mailing_id_sms_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."sms_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_mailings_hall_idx" ON "sms_mailings" USING btree ("hall_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_mailings_due_idx" ON "sms_mailings" USING btree ("send_at") WHERE "sms_mailings"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_message_uq" ON "sms_outbox" USING btree ("mailing_id","client_id");--> statement-breakpoint
CREATE INDEX "sms_recipients_pending_idx" ON "sms_recipients" USING btree ("mailing_id","client_id") WHERE "sms_recipients"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "visits_client_time_idx" ON "visits" USING btree ("client_id","visited_at");--> statement-breakpoint
CREATE INDEX "visits_hall_time_idx" ON "visits" USING btree ("hall_id","visited_at");