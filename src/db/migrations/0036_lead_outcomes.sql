-- Contact outcomes (routing.md §5): one row per call result a lead's owner records, its note sealed by the vault.
-- The lead keeps first_contact_at and last_outcome in step with its uses and outcomes, so every lead list reads them
-- without a join; first_contact_at starts from each lead's first USED event.
CREATE TABLE "lead_outcomes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint NOT NULL,
	"portal_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"note_enc" text,
	"at" timestamp (3) with time zone NOT NULL,
	"callback_at" timestamp (3) with time zone,
	"appointment_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_outcomes_outcome" CHECK ("lead_outcomes"."outcome" in ('NO_ANSWER', 'CALLBACK', 'CONSULTED', 'APPOINTMENT', 'APPLIED', 'NOT_INTERESTED', 'DO_NOT_CALL', 'DISCONNECTED', 'WRONG_PERSON')),
	CONSTRAINT "lead_outcomes_callback" CHECK ("lead_outcomes"."outcome" <> 'CALLBACK' or "lead_outcomes"."callback_at" is not null),
	CONSTRAINT "lead_outcomes_appointment" CHECK ("lead_outcomes"."outcome" <> 'APPOINTMENT' or "lead_outcomes"."appointment_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_outcome" text;--> statement-breakpoint
ALTER TABLE "lead_outcomes" ADD CONSTRAINT "lead_outcomes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_outcomes_lead" ON "lead_outcomes" USING btree ("lead_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "leads" SET "first_contact_at" = "used"."first_at"
FROM (SELECT "lead_id", min("at") AS "first_at" FROM "lead_events" WHERE "event" = 'USED' GROUP BY "lead_id") AS "used"
WHERE "leads"."id" = "used"."lead_id";
