CREATE TABLE "cash_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"desk_id" integer NOT NULL,
	"from_shift_id" integer NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer NOT NULL,
	"out_count_id" integer NOT NULL,
	"in_count_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"to_shift_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "cash_handovers_status_check" CHECK ("cash_handovers"."status" in ('pending', 'disputed', 'accepted', 'resolved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cash_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_desk_id" integer,
	"to_desk_id" integer,
	"amount" bigint NOT NULL,
	"pieces" jsonb,
	"bag_number" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reverses_id" integer,
	CONSTRAINT "cash_transfers_kind_check" CHECK ("cash_transfers"."kind" in ('fill', 'return', 'transfer', 'collection', 'delivery')),
	CONSTRAINT "cash_transfers_status_check" CHECK ("cash_transfers"."status" in ('sent', 'accepted', 'refused')),
	CONSTRAINT "cash_transfers_amount_check" CHECK ("cash_transfers"."amount" > 0),
	CONSTRAINT "cash_transfers_ends_check" CHECK (("cash_transfers"."from_desk_id" is not null or "cash_transfers"."kind" = 'delivery')
        and ("cash_transfers"."to_desk_id" is not null or "cash_transfers"."kind" = 'collection')
        and "cash_transfers"."from_desk_id" is distinct from "cash_transfers"."to_desk_id")
);
--> statement-breakpoint
CREATE TABLE "safe_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"desk_id" integer NOT NULL,
	"count_id" integer NOT NULL,
	"confirm_count_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"counted_by" integer,
	"confirmed_by" integer,
	"misses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "safe_counts_status_check" CHECK ("safe_counts"."status" in ('pending', 'confirmed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "cash_operations" DROP CONSTRAINT "cash_operations_type_check";--> statement-breakpoint
ALTER TABLE "cash_operations" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "cash_operations" ADD COLUMN "reverses_id" integer;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_out_count_id_cash_counts_id_fk" FOREIGN KEY ("out_count_id") REFERENCES "public"."cash_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_in_count_id_cash_counts_id_fk" FOREIGN KEY ("in_count_id") REFERENCES "public"."cash_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_from_desk_id_cash_desks_id_fk" FOREIGN KEY ("from_desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_to_desk_id_cash_desks_id_fk" FOREIGN KEY ("to_desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_counts" ADD CONSTRAINT "safe_counts_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_counts" ADD CONSTRAINT "safe_counts_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_counts" ADD CONSTRAINT "safe_counts_count_id_cash_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cash_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_counts" ADD CONSTRAINT "safe_counts_confirm_count_id_cash_counts_id_fk" FOREIGN KEY ("confirm_count_id") REFERENCES "public"."cash_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_counts" ADD CONSTRAINT "safe_counts_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_counts" ADD CONSTRAINT "safe_counts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_handovers_open_uq" ON "cash_handovers" USING btree ("from_shift_id") WHERE "cash_handovers"."status" in ('pending', 'disputed');--> statement-breakpoint
CREATE INDEX "cash_handovers_to_user_idx" ON "cash_handovers" USING btree ("to_user_id") WHERE "cash_handovers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cash_transfers_hall_time_idx" ON "cash_transfers" USING btree ("hall_id","sent_at");--> statement-breakpoint
CREATE INDEX "cash_transfers_from_sent_idx" ON "cash_transfers" USING btree ("from_desk_id") WHERE "cash_transfers"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "cash_transfers_to_sent_idx" ON "cash_transfers" USING btree ("to_desk_id") WHERE "cash_transfers"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_transfers_reverses_uq" ON "cash_transfers" USING btree ("reverses_id") WHERE "cash_transfers"."reverses_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "safe_counts_pending_uq" ON "safe_counts" USING btree ("desk_id") WHERE "safe_counts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "safe_counts_hall_time_idx" ON "safe_counts" USING btree ("hall_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_operations_reverses_uq" ON "cash_operations" USING btree ("reverses_id") WHERE "cash_operations"."reverses_id" is not null;--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_type_check" CHECK ("cash_operations"."type" in ('cash_in', 'cash_out', 'collection', 'payout', 'sale', 'refund',
        'transfer_out', 'transfer_in', 'transfer_back', 'reversal_in', 'reversal_out'));--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cash_transfers_event" AFTER INSERT OR UPDATE OF "status" ON "cash_transfers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('cash-transfer');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cash_handovers_event" AFTER INSERT OR UPDATE OF "status" ON "cash_handovers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('handover');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cash_variances_event" AFTER INSERT OR UPDATE OF "manager_at", "head_office_at"
  ON "cash_variances"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('cash-variance');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cash_desks_event" AFTER INSERT OR UPDATE OF "version" ON "cash_desks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "raise_hall_event"('cash-desk');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "safe_counts_event" AFTER INSERT OR UPDATE OF "status" ON "safe_counts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('safe-count');
--> statement-breakpoint
-- A payout asked for, approved, refused or paid reaches the desk and the manager as it happens.
CREATE CONSTRAINT TRIGGER "owed_winnings_event" AFTER INSERT OR UPDATE OF "status" ON "owed_winnings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "raise_hall_event"('owed-winning');
