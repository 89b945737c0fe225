-- A consent's evidence file can no longer be deleted from under it (no action instead of set null: the erasure
-- clears the reference and sets evidence_deleted_at itself), and both file keys of lead_consents get an index, so
-- deleting or locking a file does not scan the consents.
ALTER TABLE "lead_consents" DROP CONSTRAINT "lead_consents_evidence_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_consents_evidence_file" ON "lead_consents" USING btree ("evidence_file_id") WHERE "lead_consents"."evidence_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lead_consents_terms_file" ON "lead_consents" USING btree ("terms_file_id");
