ALTER TABLE "files" DROP CONSTRAINT "files_purpose";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_size";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "content_key" text;--> statement-breakpoint
CREATE INDEX "files_import_uploaded" ON "files" USING btree ("created_at") WHERE "files"."purpose" = 'LEAD_IMPORT';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose" CHECK ("files"."purpose" in ('AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT', 'LEAD_IMPORT'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_size" CHECK ("files"."size" between 1 and (case when "files"."purpose" = 'LEAD_IMPORT' then 52428800 else 20971520 end));