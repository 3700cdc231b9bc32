ALTER TABLE "halls" ADD COLUMN "cashier_confirms_safe" boolean DEFAULT true NOT NULL;
