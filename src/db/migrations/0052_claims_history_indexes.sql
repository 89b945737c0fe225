-- The claim history's indexes (issue #33). `claims_user_date` (user_id, claim_date desc nulls last, id desc nulls last)
-- cannot give the history's order (`desc`, nulls first); its only readers were counts of one consultant's claims,
-- which `claims_user_history` (the same keys first) answers from the index alone too: dropped. The exact phone filter gets (user_id, client_tel_hash): its page and total
-- read the few claims of that client instead of the consultant's whole range of the history index.
DROP INDEX "claims_user_date";--> statement-breakpoint
CREATE INDEX "claims_user_tel" ON "claims" USING btree ("user_id","client_tel_hash");