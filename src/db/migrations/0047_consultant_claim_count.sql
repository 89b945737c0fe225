ALTER TABLE "users" ADD COLUMN "claim_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_claim_count" CHECK ("users"."claim_count" >= 0);--> statement-breakpoint
UPDATE "users" u SET "claim_count" = c.n FROM (SELECT "user_id", count(*)::int AS n FROM "claims" GROUP BY 1) c
WHERE u."id" = c."user_id";
