ALTER TABLE "lead_consents" DROP CONSTRAINT "lead_consents_lead_id_leads_id_fk";
