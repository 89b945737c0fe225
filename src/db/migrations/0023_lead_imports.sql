CREATE TABLE "lead_import_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"column" text NOT NULL,
	"code" text NOT NULL,
	"first_row" integer
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" integer,
	"format" text NOT NULL,
	"encoding" text,
	"detected_encoding" text,
	"column_mapping" jsonb,
	"dry_run" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"failure_detail" text,
	"caller" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_imports_status" CHECK ("lead_imports"."status" in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "lead_imports_format" CHECK ("lead_imports"."format" in ('csv', 'xlsx')),
	CONSTRAINT "lead_imports_counters" CHECK ("lead_imports"."processed_rows" >= 0 and "lead_imports"."registered" + "lead_imports"."duplicates" + "lead_imports"."invalid" = "lead_imports"."processed_rows")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_size";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "content_key" text;--> statement-breakpoint
ALTER TABLE "lead_import_errors" ADD CONSTRAINT "lead_import_errors_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_import_errors_import" ON "lead_import_errors" USING btree ("import_id","row","id");--> statement-breakpoint
CREATE INDEX "lead_imports_provider" ON "lead_imports" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_imports_file_open" ON "lead_imports" USING btree ("file_id") WHERE "lead_imports"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "lead_imports_open" ON "lead_imports" USING btree ("updated_at") WHERE "lead_imports"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "files_import_uploaded" ON "files" USING btree ("created_at") WHERE "files"."purpose" = 'LEAD_IMPORT';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose" CHECK ("files"."purpose" in ('AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT', 'LEAD_IMPORT'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_size" CHECK ("files"."size" between 1 and (case when "files"."purpose" = 'LEAD_IMPORT' then 52428800 else 20971520 end));