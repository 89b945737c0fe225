ALTER TABLE "suppressions" ALTER COLUMN "phone_1" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "suppressions" ALTER COLUMN "phone_3" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "suppressions" ALTER COLUMN "phone_masked" DROP NOT NULL;--> statement-breakpoint
-- An erased phone's entries keep the keyed hash alone (consumer-rights.md §4), those made before this rule included.
UPDATE "suppressions" SET "phone_1" = NULL, "phone_3" = NULL, "phone_masked" = NULL
WHERE "phone_hash" IN (SELECT "phone_hash" FROM "suppressions" WHERE "reason" = 'ERASURE_REQUEST');
