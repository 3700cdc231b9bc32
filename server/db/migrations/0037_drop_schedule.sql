-- A hall's drop schedule (decision 066): the weekdays its boxes are dropped on, none for on demand only.
ALTER TABLE "halls" ADD COLUMN "drop_weekdays" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_drop_weekdays_check" CHECK ("halls"."drop_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]);