ALTER TABLE "claims" ADD COLUMN "next_attempt_at" timestamp (3) with time zone;--> statement-breakpoint
-- Claims that failed recently, while the queue still retried them, keep being retried: due at once.
UPDATE "claims" SET "next_attempt_at" = now() WHERE "status" = 'FAILED' AND "attempts" <= 5 AND "status_changed_at" > now() - interval '1 hour';
