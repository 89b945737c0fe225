CREATE TABLE "consent_terms" (
	"provider_id" integer NOT NULL,
	"terms_version" text NOT NULL,
	"sha256" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_terms_provider_id_terms_version_pk" PRIMARY KEY("provider_id","terms_version")
);
--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"lead_id" bigint PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text,
	"collected_at" timestamp (3) with time zone NOT NULL,
	"terms_version" text NOT NULL,
	"terms_sha256" text NOT NULL,
	"terms_file_id" integer,
	"recipients" text[] NOT NULL,
	"items" text[] NOT NULL,
	"purposes" text[] NOT NULL,
	"retention_days" smallint NOT NULL,
	"retain_until" timestamp (3) with time zone NOT NULL,
	"evidence_file_id" integer,
	"evidence_mime_type" text,
	"evidence_size" integer,
	"evidence_sha256" text,
	"evidence_deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_consents_channel" CHECK ("lead_consents"."channel" in ('WEB', 'APP', 'PHONE', 'PAPER', 'EVENT')),
	CONSTRAINT "lead_consents_retention_days" CHECK ("lead_consents"."retention_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consent_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consent_max_age_days" smallint DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consent_recipients" text[];--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "ssn_policy" text DEFAULT 'DISCARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "registered_key_id" integer;--> statement-breakpoint
ALTER TABLE "consent_terms" ADD CONSTRAINT "consent_terms_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_terms" ADD CONSTRAINT "consent_terms_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_terms_file_id_files_id_fk" FOREIGN KEY ("terms_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_consent_max_age_days" CHECK ("products"."consent_max_age_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_ssn_policy" CHECK ("providers"."ssn_policy" in ('DISCARD', 'REJECT'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose" CHECK ("files"."purpose" in ('AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT', 'LEAD_IMPORT', 'CONSENT_EVIDENCE', 'CONSENT_TERMS'));--> statement-breakpoint
-- Resident registration numbers are no longer kept for leads (PIPA §24-2): every stored one is deleted, and how
-- many in the audit log (a database that held none gets no entry). Claims data is not touched.
WITH "erased" AS (UPDATE "leads" SET "ssn_enc" = NULL WHERE "ssn_enc" IS NOT NULL RETURNING 1)
INSERT INTO "audit_log" ("actor", "action", "target", "detail")
SELECT 'migration', 'LEAD_SSNS_DELETED', 'leads', jsonb_build_object('count', count(*)) FROM "erased"
HAVING count(*) > 0;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_no_ssn" CHECK ("leads"."ssn_enc" is null);