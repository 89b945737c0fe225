-- A consent record names its terms' file as `consent_terms` does, without a foreign key of its own: that row's key
-- keeps the file and a registered version is never removed, while a key here made every registration with a consent
-- lock the one terms file (a multixact of all of them at once) and write an index entry of the same value.
ALTER TABLE "lead_consents" DROP CONSTRAINT "lead_consents_terms_file_id_files_id_fk";
--> statement-breakpoint
DROP INDEX "lead_consents_terms_file";