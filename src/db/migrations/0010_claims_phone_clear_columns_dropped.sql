ALTER TABLE "claims" ALTER COLUMN "client_tel_enc" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "client_tel_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "callback_tel_enc" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "client_tel";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "callback_tel";