-- A machine's variances (decision 067): the cash against its meters, above the hall's machine tolerance, signed off like a desk's.
ALTER TABLE "cash_variances" DROP CONSTRAINT "cash_variances_kind_check";--> statement-breakpoint
ALTER TABLE "cash_variances" ALTER COLUMN "desk_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_variances" ALTER COLUMN "count_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "machine_tolerance_tenge" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD COLUMN "drop_id" integer;--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_variances_machine_day_uq" ON "cash_variances" USING btree ("device_id","day","kind") WHERE "cash_variances"."kind" in ('machine_credits', 'machine_hand_pays');--> statement-breakpoint
CREATE UNIQUE INDEX "cash_variances_machine_drop_uq" ON "cash_variances" USING btree ("drop_id","device_id") WHERE "cash_variances"."kind" = 'machine_drop';--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_machine_tolerance_check" CHECK ("halls"."machine_tolerance_tenge" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_subject_check" CHECK (case when "cash_variances"."kind" like 'machine_%' then "cash_variances"."device_id" is not null and "cash_variances"."day" is not null
        else "cash_variances"."desk_id" is not null and "cash_variances"."count_id" is not null end);--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_kind_check" CHECK ("cash_variances"."kind" in ('opening', 'closing', 'handover', 'safe', 'transfer', 'machine_drop', 'machine_credits', 'machine_hand_pays'));