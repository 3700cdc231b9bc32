CREATE TABLE "refused_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"request_key" text NOT NULL,
	CONSTRAINT "refused_entries_reason_check" CHECK ("refused_entries"."reason" in ('under_age', 'restricted'))
);
--> statement-breakpoint
CREATE TABLE "register_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"hall_id" integer,
	"purpose" text NOT NULL,
	"restricted" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person" text NOT NULL,
	"iin" text,
	"document_type" text,
	"document_number" text,
	"source" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"application_no" text,
	"hall_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "restrictions_source_check" CHECK ("restrictions"."source" in ('self', 'debtors', 'list')),
	CONSTRAINT "restrictions_period_check" CHECK ("restrictions"."starts_on" <= "restrictions"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "iin" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "refused_entries" ADD CONSTRAINT "refused_entries_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refused_entries" ADD CONSTRAINT "refused_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_lookups" ADD CONSTRAINT "register_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_lookups" ADD CONSTRAINT "register_lookups_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refused_entries_request_uq" ON "refused_entries" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "refused_entries_hall_time_idx" ON "refused_entries" USING btree ("hall_id","at");--> statement-breakpoint
CREATE INDEX "register_lookups_time_idx" ON "register_lookups" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "restrictions_entry_uq" ON "restrictions" USING btree ("source","person","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "restrictions_person_idx" ON "restrictions" USING btree ("person","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_iin_uq" ON "clients" USING btree ("iin");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_document_uq" ON "clients" USING btree ("document_type","document_number");--> statement-breakpoint
-- The register is kept as it was written: a self-restriction is irrevocable (Art. 15-1), and an
-- official list imported again only adds. No statement changes or removes an entry.
CREATE OR REPLACE FUNCTION "restrictions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the register of restricted persons is never changed or removed'
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "restrictions_append_only" BEFORE UPDATE OR DELETE ON "restrictions"
  FOR EACH ROW EXECUTE FUNCTION "restrictions_append_only"();
