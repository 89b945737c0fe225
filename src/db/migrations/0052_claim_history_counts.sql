-- How many claims each consultant received on each day: the claim history's total for a date range without other
-- filters is a sum of at most one row per day of the range instead of a count of the claims (docs/decisions/claims.md,
-- "History"). Kept by row triggers on `claims`, in the statement that files, moves or deletes a claim, whatever writes
-- it; rows stay at 0 once their claims are gone.
CREATE TABLE "claim_day_counts" (
	"user_id" integer NOT NULL,
	"claim_date" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "claim_day_counts_user_id_claim_date_pk" PRIMARY KEY("user_id","claim_date"),
	CONSTRAINT "claim_day_counts_n" CHECK ("claim_day_counts"."n" >= 0)
);
--> statement-breakpoint
-- A filed claim counts on its consultant's day; the day's row is made by its first claim.
CREATE FUNCTION claim_day_counts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO claim_day_counts AS c (user_id, claim_date, n) VALUES (NEW.user_id, NEW.claim_date, 1)
  ON CONFLICT (user_id, claim_date) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted claim leaves its day; a claim given another consultant or day moves between the two rows, the lower key
-- changed first, so that two moves between the same rows never wait for each other in a cycle. A decrement of a row
-- that does not exist raises: the counters were wrong.
CREATE FUNCTION claim_day_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.claim_date) < (OLD.user_id, OLD.claim_date) THEN
    INSERT INTO claim_day_counts AS c (user_id, claim_date, n) VALUES (NEW.user_id, NEW.claim_date, 1)
    ON CONFLICT (user_id, claim_date) DO UPDATE SET n = c.n + 1;
  END IF;
  UPDATE claim_day_counts SET n = n - 1 WHERE user_id = OLD.user_id AND claim_date = OLD.claim_date;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'claim_day_counts: no row for consultant % on %', OLD.user_id, OLD.claim_date;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.claim_date) > (OLD.user_id, OLD.claim_date) THEN
    INSERT INTO claim_day_counts AS c (user_id, claim_date, n) VALUES (NEW.user_id, NEW.claim_date, 1)
    ON CONFLICT (user_id, claim_date) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION claim_day_counts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM claim_day_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every counter again from the claims: the backfill below, and a bulk load that skipped the triggers
-- (`session_replication_role = replica`, the benchmark's seed). Writers of claims wait until the transaction ends
-- from its first statement, so no change is counted twice or lost.
CREATE FUNCTION claim_day_counts_recount() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE claims IN SHARE MODE;
  DELETE FROM claim_day_counts;
  INSERT INTO claim_day_counts (user_id, claim_date, n)
  SELECT user_id, claim_date, count(*)::int FROM claims GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
CREATE TRIGGER claim_day_counts_insert AFTER INSERT ON claims
  FOR EACH ROW EXECUTE FUNCTION claim_day_counts_inserted();
--> statement-breakpoint
-- Claims are never moved nor deleted by the service today; these keep the counters exact if anything ever does. The
-- update trigger's condition is checked without calling a function: a status change pays nothing for it.
CREATE TRIGGER claim_day_counts_update AFTER UPDATE OF user_id, claim_date ON claims
  FOR EACH ROW WHEN (OLD.user_id <> NEW.user_id OR OLD.claim_date <> NEW.claim_date)
  EXECUTE FUNCTION claim_day_counts_changed();
--> statement-breakpoint
CREATE TRIGGER claim_day_counts_delete AFTER DELETE ON claims
  FOR EACH ROW EXECUTE FUNCTION claim_day_counts_changed();
--> statement-breakpoint
CREATE TRIGGER claim_day_counts_truncate AFTER TRUNCATE ON claims
  FOR EACH STATEMENT EXECUTE FUNCTION claim_day_counts_truncated();
--> statement-breakpoint
SELECT claim_day_counts_recount();
--> statement-breakpoint
-- `claims_user_date` (user_id, claim_date desc nulls last, id desc nulls last) cannot give the history's order
-- (`desc`, nulls first); its only readers were counts of one consultant's claims, which `claims_user_history` (the
-- same keys first) answers from the index alone too: dropped. The exact phone filter gets (user_id, client_tel_hash):
-- its page and total read the few claims of that client instead of the consultant's whole range of the history index.
DROP INDEX "claims_user_date";--> statement-breakpoint
CREATE INDEX "claims_user_tel" ON "claims" USING btree ("user_id","client_tel_hash");
