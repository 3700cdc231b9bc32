-- How money enters and leaves a game terminal (decision 065). The machines already on the floor
-- took notes and credits from a desk: they keep doing so until a manager says otherwise.
ALTER TABLE "devices" ADD COLUMN "bill_notes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "desk_credits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tickets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_money_check" CHECK ("devices"."type" = 'game_terminal' or (cardinality("devices"."bill_notes") = 0 and not "devices"."desk_credits" and not "devices"."tickets"));--> statement-breakpoint
UPDATE "devices" SET "bill_notes" = '{500,1000,2000,5000,10000,20000}', "desk_credits" = true
  WHERE "type" = 'game_terminal';
