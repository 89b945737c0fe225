-- Telling the consultant: the notice items of a lead found by the lead. The outbox consumer asks, for every batch of
-- events, which of their leads' notices were recorded already (an event handed over twice adds nothing); the unique
-- key starts with the consultant and would scan all of theirs.
CREATE INDEX "notice_items_lead" ON "notice_items" USING btree ("lead_id");