CREATE TABLE "fiscal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"desk_id" integer NOT NULL,
	"register_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"shift_id" integer,
	"basis_id" integer,
	"external_number" text NOT NULL,
	"request" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"check_number" text,
	"issued_at" timestamp with time zone,
	"registration_number" text,
	"unique_number" text,
	"ofd_name" text,
	"ofd_host" text,
	"offline" boolean,
	"ticket_url" text,
	"shift_number" integer,
	"order_number" integer,
	"answer" jsonb,
	CONSTRAINT "fiscal_documents_external_number_unique" UNIQUE("external_number"),
	CONSTRAINT "fiscal_documents_kind_check" CHECK ("fiscal_documents"."kind" in ('sale', 'return', 'cash_in', 'cash_out', 'z_report')),
	CONSTRAINT "fiscal_documents_status_check" CHECK ("fiscal_documents"."status" in ('pending', 'issued', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"desk_id" integer NOT NULL,
	"provider" text NOT NULL,
	"cashbox_unique_number" text NOT NULL,
	"login" text NOT NULL,
	"password" text NOT NULL,
	"api_key" text NOT NULL,
	"token" text,
	"auth_failed_at" timestamp with time zone,
	"auth_error" text,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"linked_by" integer,
	"linked_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone,
	"registration_number" text,
	"ofd_name" text,
	CONSTRAINT "fiscal_registers_provider_check" CHECK ("fiscal_registers"."provider" in ('webkassa'))
);
--> statement-breakpoint
ALTER TABLE "hall_exceptions" DROP CONSTRAINT "hall_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_register_id_fiscal_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."fiscal_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_registers" ADD CONSTRAINT "fiscal_registers_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_registers" ADD CONSTRAINT "fiscal_registers_desk_id_cash_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_registers" ADD CONSTRAINT "fiscal_registers_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_documents_pending_idx" ON "fiscal_documents" USING btree ("register_id","id") WHERE "fiscal_documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fiscal_documents_order_idx" ON "fiscal_documents" USING btree ("order_id") WHERE "fiscal_documents"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "fiscal_documents_hall_time_idx" ON "fiscal_documents" USING btree ("hall_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_order_kind_uq" ON "fiscal_documents" USING btree ("order_id","kind") WHERE "fiscal_documents"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_registers_desk_uq" ON "fiscal_registers" USING btree ("desk_id") WHERE "fiscal_registers"."unlinked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_registers_number_uq" ON "fiscal_registers" USING btree ("cashbox_unique_number") WHERE "fiscal_registers"."unlinked_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate" is null or "products"."vat_rate" in (0, 5, 10, 16));--> statement-breakpoint
ALTER TABLE "hall_exceptions" ADD CONSTRAINT "hall_exceptions_kind_check" CHECK ("hall_exceptions"."kind" in ('rtp', 'cash', 'silent', 'visits', 'meters', 'floor', 'payout', 'lookups', 'fiscal'));--> statement-breakpoint
-- A cheque issued or refused changes the order's card: the desk's screens hear it as the order's.
CREATE CONSTRAINT TRIGGER "fiscal_documents_event" AFTER UPDATE OF "status" ON "fiscal_documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."order_id" IS NOT NULL AND OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "raise_hall_event"('order', 'fiscal');
--> statement-breakpoint
-- Cash put into or taken out of a linked desk other than by a sale or its refund goes to its
-- register as a money operation, in the same transaction (decision 063): the register's cash
-- follows the desk's.
CREATE OR REPLACE FUNCTION "fiscal_money_operation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  register integer;
BEGIN
  IF NEW."type" IN ('sale', 'refund') THEN RETURN NULL; END IF;
  SELECT "id" INTO register FROM "fiscal_registers"
    WHERE "desk_id" = NEW."desk_id" AND "unlinked_at" IS NULL;
  IF register IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "fiscal_documents" ("hall_id", "desk_id", "register_id", "kind", "shift_id",
      "external_number", "request", "total", "created_at")
    VALUES (NEW."hall_id", NEW."desk_id", register,
      CASE WHEN NEW."type" IN ('cash_in', 'transfer_in', 'transfer_back', 'reversal_in')
        THEN 'cash_in' ELSE 'cash_out' END,
      NEW."shift_id", gen_random_uuid()::text, jsonb_build_object('operationId', NEW."id"),
      NEW."amount", NEW."created_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cash_operations_fiscal" AFTER INSERT ON "cash_operations"
  FOR EACH ROW EXECUTE FUNCTION "fiscal_money_operation"();
