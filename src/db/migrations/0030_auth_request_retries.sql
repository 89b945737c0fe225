ALTER TABLE "medical_auth_requests" ADD COLUMN "retries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_auth_requests" ADD COLUMN "retried_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "medical_auth_requests" ADD CONSTRAINT "medical_auth_requests_retries" CHECK ("medical_auth_requests"."retries" between 0 and 3);