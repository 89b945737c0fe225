-- The first-contact deadline (routing.md §6): a lead the engine gave its owner carries the product's minutes, its
-- deadline and half-time, how often a missed deadline took it back (and from whom) and whether it stays overdue.
-- The sweep finds due leads through partial indexes that a contact leaves.
ALTER TABLE "leads" ADD COLUMN "sla_minutes" smallint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_deadline" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_half_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_overdue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_recalls" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_missed_by" integer[];--> statement-breakpoint
CREATE INDEX "leads_contact_due" ON "leads" USING btree ("contact_deadline") WHERE "leads"."contact_deadline" is not null and "leads"."first_contact_at" is null and not "leads"."contact_overdue";--> statement-breakpoint
CREATE INDEX "leads_contact_half" ON "leads" USING btree ("contact_half_at") WHERE "leads"."contact_half_at" is not null and "leads"."first_contact_at" is null;