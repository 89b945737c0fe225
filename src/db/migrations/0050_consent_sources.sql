-- A consent's shared part (channel, source, terms, recipients, items, purposes, retention) moves to one row per
-- distinct content and provider (consent_sources); a lead keeps that row's id and the moment the person agreed in
-- its own row, and an evidence file its own row (lead_consent_evidence). Registration with a consent then writes no
-- second row with three arrays. The fingerprint is the expression the service uses (consent.service.ts,
-- SOURCE_FINGERPRINT), so a source migrated here is found again by registrations.
CREATE TABLE "consent_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"channel" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text,
	"terms_version" text NOT NULL,
	"terms_sha256" text NOT NULL,
	"terms_file_id" integer,
	"recipients" text[] NOT NULL,
	"items" text[] NOT NULL,
	"purposes" text[] NOT NULL,
	"retention_days" smallint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_sources_fingerprint" UNIQUE("fingerprint"),
	CONSTRAINT "consent_sources_channel" CHECK ("consent_sources"."channel" in ('WEB', 'APP', 'PHONE', 'PAPER', 'EVENT')),
	CONSTRAINT "consent_sources_retention_days" CHECK ("consent_sources"."retention_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "lead_consent_evidence" (
	"lead_id" bigint PRIMARY KEY NOT NULL,
	"file_id" integer,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"deleted_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_source_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_collected_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE TEMPORARY TABLE "consent_moved" AS
  SELECT c.*, l.provider_id,
    encode(sha256(convert_to(jsonb_build_array(l.provider_id, c.channel, c.source_name, c.source_url, c.terms_version,
      c.terms_sha256, c.terms_file_id, c.recipients, c.items, c.purposes, c.retention_days)::text, 'UTF8')), 'hex')
      AS fingerprint
  FROM "lead_consents" c JOIN "leads" l ON l.id = c.lead_id;--> statement-breakpoint
INSERT INTO "consent_sources" (provider_id, fingerprint, channel, source_name, source_url, terms_version, terms_sha256,
    terms_file_id, recipients, items, purposes, retention_days, created_at)
  SELECT DISTINCT ON (fingerprint) provider_id, fingerprint, channel, source_name, source_url, terms_version,
    terms_sha256, terms_file_id, recipients, items, purposes, retention_days, created_at
  FROM "consent_moved" ORDER BY fingerprint, created_at;--> statement-breakpoint
UPDATE "leads" l SET consent_source_id = s.id, consent_collected_at = m.collected_at
  FROM "consent_moved" m JOIN "consent_sources" s ON s.fingerprint = m.fingerprint
  WHERE l.id = m.lead_id;--> statement-breakpoint
INSERT INTO "lead_consent_evidence" (lead_id, file_id, mime_type, size, sha256, deleted_at)
  SELECT lead_id, evidence_file_id, coalesce(evidence_mime_type, 'application/octet-stream'), coalesce(evidence_size, 0),
    evidence_sha256, evidence_deleted_at
  FROM "consent_moved" WHERE evidence_sha256 IS NOT NULL;--> statement-breakpoint
DROP TABLE "consent_moved";--> statement-breakpoint
DROP TABLE "lead_consents" CASCADE;--> statement-breakpoint
ALTER TABLE "consent_sources" ADD CONSTRAINT "consent_sources_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consent_evidence" ADD CONSTRAINT "lead_consent_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_consent_evidence_file" ON "lead_consent_evidence" USING btree ("file_id") WHERE "lead_consent_evidence"."file_id" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent" CHECK (("leads"."consent_source_id" is null) = ("leads"."consent_collected_at" is null));
