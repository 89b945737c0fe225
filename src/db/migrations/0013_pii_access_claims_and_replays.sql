ALTER TABLE "idempotency_keys" ADD COLUMN "pii_access" jsonb;--> statement-breakpoint
ALTER TABLE "pii_access_log" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "pii_access_log" ADD COLUMN "claim_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;