-- «Зачисление на автомат»: credits sold at a desk name their machine; a payout says what it paid by
-- hand, a jackpot or cancelled credits, and so does a win owed (decision 065).
ALTER TABLE "cash_operations" DROP CONSTRAINT "cash_operations_type_check";--> statement-breakpoint
ALTER TABLE "cash_operations" ADD COLUMN "payout_kind" text;--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD COLUMN "payout_kind" text;--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_payout_kind_check" CHECK ("cash_operations"."payout_kind" is null or ("cash_operations"."type" = 'payout' and "cash_operations"."payout_kind" in ('jackpot', 'cancelled')));--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_machine_credit_check" CHECK ("cash_operations"."type" <> 'machine_credit' or ("cash_operations"."device_id" is not null and "cash_operations"."client_id" is null));--> statement-breakpoint
ALTER TABLE "cash_operations" ADD CONSTRAINT "cash_operations_type_check" CHECK ("cash_operations"."type" in ('cash_in', 'cash_out', 'collection', 'payout', 'sale', 'refund',
        'transfer_out', 'transfer_in', 'transfer_back', 'reversal_in', 'reversal_out',
        'machine_credit'));--> statement-breakpoint
ALTER TABLE "owed_winnings" ADD CONSTRAINT "owed_winnings_payout_kind_check" CHECK ("owed_winnings"."payout_kind" is null or "owed_winnings"."payout_kind" in ('jackpot', 'cancelled'));