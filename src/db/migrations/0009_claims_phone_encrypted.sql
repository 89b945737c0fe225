DROP INDEX "claims_user_history";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "client_tel_enc" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "client_tel_hash" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "callback_tel_enc" text;--> statement-breakpoint
CREATE INDEX "claims_user_history" ON "claims" USING btree ("user_id","claim_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"client_nm","client_birthday","client_tel_hash");