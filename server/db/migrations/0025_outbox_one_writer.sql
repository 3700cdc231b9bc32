-- The fiscal outbox has one writer, server/fiscal/outbox.ts: a cash operation's money operation
-- is written there, in the operation's transaction, no longer by a trigger.
DROP TRIGGER IF EXISTS "cash_operations_fiscal" ON "cash_operations";--> statement-breakpoint
DROP FUNCTION IF EXISTS "fiscal_money_operation"();
