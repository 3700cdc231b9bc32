ALTER TABLE "client_import_rows" ADD COLUMN "iin" text;--> statement-breakpoint
ALTER TABLE "client_import_rows" ADD COLUMN "birth_date" date;