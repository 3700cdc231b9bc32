-- The receiver of a movement counts what arrived: the count, its total and the sender's variance (decision 060).
ALTER TABLE "cash_counts" DROP CONSTRAINT "cash_counts_kind_check";--> statement-breakpoint
ALTER TABLE "cash_variances" DROP CONSTRAINT "cash_variances_kind_check";--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD COLUMN "count_id" integer;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD COLUMN "received" bigint;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_count_id_cash_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cash_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_kind_check" CHECK ("cash_counts"."kind" in ('opening', 'closing', 'handover_out', 'handover_in', 'safe', 'safe_confirm', 'transfer_in'));--> statement-breakpoint
ALTER TABLE "cash_variances" ADD CONSTRAINT "cash_variances_kind_check" CHECK ("cash_variances"."kind" in ('opening', 'closing', 'handover', 'safe', 'transfer'));