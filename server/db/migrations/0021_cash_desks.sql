CREATE TABLE "cash_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"desk_id" integer NOT NULL,
	"shift_id" integer,
	"kind" text NOT NULL,
	"total" bigint NOT NULL,
	"pieces" jsonb,
	"expected" bigint NOT NULL,
	"accepted" boolean DEFAULT true NOT NULL,
	"counted_by" integer,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_counts_kind_check" CHECK ("cash_counts"."kind" in ('opening', 'closing', 'handover_out', 'handover_in', 'safe', 'safe_confirm')),
	CONSTRAINT "cash_counts_total_check" CHECK ("cash_counts"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"working_capital" bigint,
	"balance" bigint DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_desks_kind_check" CHECK ("cash_desks"."kind" in ('window', 'bar', 'safe')),
	CONSTRAINT "cash_desks_balance_check" CHECK ("cash_desks"."balance" >= 0),
	CONSTRAINT "cash_desks_capital_check" CHECK ("cash_desks"."working_capital" is null or "cash_desks"."working_capital" >= 0),
	CONSTRAINT "cash_desks_safe_kept_check" CHECK ("cash_desks"."kind" <> 'safe' or "cash_desks"."retired_at" is null)
);
--> statement-breakpoint
CREATE TABLE "cash_variances" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"desk_id" integer NOT NULL,
	"shift_id" integer,
	"count_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"sign_off" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"manager_by" integer,
	"manager_at" timestamp with time zone,
	"manager_reason" text,
	"head_office_by" integer,
	"head_office_at" timestamp with time zone,
	"head_office_reason" text,
	CONSTRAINT "cash_variances_kind_check" CHECK ("cash_variances"."kind" in ('opening', 'closing', 'handover', 'safe')),
	CONSTRAINT "cash_variances_sign_off_check" CHECK ("cash_variances"."sign_off" in ('none', 'manager', 'head_office')),
	CONSTRAINT "cash_variances_amount_check" CHECK ("cash_variances"."amount" <> 0)
);
--> statement-breakpoint
DROP INDEX "shifts_one_open_uq";--> statement-breakpoint
ALTER TABLE "cash_operations" ALTER COLUMN "shift_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "blind_count" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "count_by_denomination" text DEFAULT 'optional' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_operations" ADD COLUMN "desk_id" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "desk_id" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "held_by" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "close_reason" text;--> statement-breakpoint
-- Every hall gets «Сейф» and «Касса 1»; every shift so far was «Касса 1»'s, and that desk holds
-- what its last shift holds: the open one's balance, or the last close's counted cash. The journal
-- keeps its rows; only their new column is filled (the append-only trigger is off for it).
INSERT INTO "cash_desks" ("hall_id", "kind", "name", "created_at")
SELECT "id", 'safe', 'Сейф', now() FROM "halls" ORDER BY "id";--> statement-breakpoint
INSERT INTO "cash_desks" ("hall_id", "kind", "name", "balance", "counted_at", "created_at")
SELECT h."id", 'window', 'Касса 1', COALESCE(last."cash", 0), last."counted_at", now()
FROM "halls" h
LEFT JOIN LATERAL (
  SELECT CASE WHEN s."status" = 'open' THEN s."balance" ELSE s."counted_cash" END AS "cash",
    CASE WHEN s."status" = 'open' THEN s."opened_at" ELSE s."closed_at" END AS "counted_at"
  FROM "shifts" s WHERE s."hall_id" = h."id" ORDER BY s."opened_at" DESC, s."id" DESC LIMIT 1
) last ON true
ORDER BY h."id";--> statement-breakpoint
UPDATE "shifts" s SET "desk_id" = d."id" FROM "cash_desks" d
WHERE d."hall_id" = s."hall_id" AND d."kind" = 'window';--> statement-breakpoint
-- A person held one desk of each hall before: the newest open shift stays theirs, an older one
-- has no holder and waits for a manager's close.
UPDATE "shifts" s SET "held_by" = s."opened_by"
WHERE s."status" = 'closed' OR NOT EXISTS (
  SELECT 1 FROM "shifts" newer WHERE newer."status" = 'open' AND newer."opened_by" = s."opened_by"
    AND (newer."opened_at", newer."id") > (s."opened_at", s."id"));--> statement-breakpoint
ALTER TABLE "cash_operations" DISABLE TRIGGER "cash_operations_append_only";--> statement-breakpoint
UPDATE "cash_operations" o SET "desk_id" = d."id" FROM "cash_desks" d
WHERE d."hall_id" = o."hall_id" AND d."kind" = 'window';--> statement-breakpoint
ALTER TABLE "cash_operations" ENABLE TRIGGER "cash_operations_append_only";--> statement-breakpoint
ALTER TABLE "cash_operations" ALTER COLUMN "desk_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ALTER COLUMN "desk_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_desks" ADD CONSTRAINT "cash_desks_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_count_id_cash_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cash_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_manager_by_users_id_fk" FOREIGN KEY ("manager_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_head_office_by_users_id_fk" FOREIGN KEY ("head_office_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_counts_desk_idx" ON "cash_counts" USING btree ("desk_id","counted_at");--> statement-breakpoint
CREATE INDEX "cash_counts_shift_idx" ON "cash_counts" USING btree ("shift_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_desks_hall_name_uq" ON "cash_desks" USING btree ("hall_id",lower("name")) WHERE "cash_desks"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_desks_one_safe_uq" ON "cash_desks" USING btree ("hall_id") WHERE "cash_desks"."kind" = 'safe';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_variances_count_uq" ON "cash_variances" USING btree ("count_id");--> statement-breakpoint
CREATE INDEX "cash_variances_hall_time_idx" ON "cash_variances" USING btree ("hall_id","at");--> statement-breakpoint
CREATE INDEX "cash_variances_user_time_idx" ON "cash_variances" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_operations_desk_time_idx" ON "cash_operations" USING btree ("desk_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_desk_open_uq" ON "shifts" USING btree ("desk_id") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_holder_open_uq" ON "shifts" USING btree ("held_by") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "shifts_desk_opened_idx" ON "shifts" USING btree ("desk_id","opened_at");--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_count_policy_check" CHECK ("halls"."count_by_denomination" in ('required', 'optional'));--> statement-breakpoint
-- A hall opens with its safe and one window, whichever way it is created (the API, an import, the
-- demo): a hall without a safe could not keep its cash.
CREATE OR REPLACE FUNCTION "add_hall_desks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cash_desks" ("hall_id", "kind", "name", "created_at")
  VALUES (NEW."id", 'safe', 'Сейф', now()), (NEW."id", 'window', 'Касса 1', now());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "halls_desks" AFTER INSERT ON "halls" FOR EACH ROW EXECUTE FUNCTION "add_hall_desks"();
