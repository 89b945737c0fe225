-- How many ASSIGNED leads each portal user owns, per region (0: none), gender ('': none), used and open AS request
-- (latest_as_status neither null nor CANCELLED): the owned list's total without `search` is a sum of the owner's
-- matching rows instead of a count of their leads (docs/decisions/leads.md, "The owned list's total").
-- Kept by triggers on `leads` (a row trigger for an ASSIGNED insert, statement triggers for updates and deletes), in
-- the statement that changes a lead, whatever writes it; rows stay at 0 once their leads are gone.
CREATE TABLE "lead_owner_counts" (
	"owner_portal_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"gender" text NOT NULL,
	"used" boolean NOT NULL,
	"has_as" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_owner_counts_owner_portal_id_region_id_gender_used_has_as_pk" PRIMARY KEY("owner_portal_id","region_id","gender","used","has_as"),
	CONSTRAINT "lead_owner_counts_n" CHECK ("lead_owner_counts"."n" >= 0)
);
--> statement-breakpoint
-- Adds `deltas` to the counters named by the other arrays (one element per key; no key twice). Rows are changed in
-- key order, so two statements changing the same counters never wait for each other in a cycle. Only increments
-- (a registration, a confirmation, a distribution's recipient): one upsert. With a decrement, the missing rows are
-- made first and then every row is locked and changed: the check on n refuses a negative row proposed to an upsert
-- before its conflict is found. A decrement of a row that does not exist raises: the counters were wrong.
CREATE FUNCTION lead_owner_counts_add(owners integer[], region_ids integer[], genders text[], useds boolean[],
    open_as boolean[], deltas integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF owners IS NULL THEN
    RETURN;
  END IF;
  IF 0 < ALL (deltas) THEN
    INSERT INTO lead_owner_counts AS c (owner_portal_id, region_id, gender, used, has_as, n)
    SELECT * FROM unnest(owners, region_ids, genders, useds, open_as, deltas) ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (owner_portal_id, region_id, gender, used, has_as) DO UPDATE SET n = c.n + excluded.n;
    RETURN;
  END IF;
  IF 0 < ANY (deltas) THEN
    INSERT INTO lead_owner_counts (owner_portal_id, region_id, gender, used, has_as, n)
    SELECT k.o, k.r, k.g, k.u, k.h, 0
    FROM unnest(owners, region_ids, genders, useds, open_as, deltas) AS k(o, r, g, u, h, d)
    WHERE k.d > 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT DO NOTHING;
  END IF;
  PERFORM 1 FROM lead_owner_counts c
    JOIN unnest(owners, region_ids, genders, useds, open_as) AS k(o, r, g, u, h)
      ON (c.owner_portal_id, c.region_id, c.gender, c.used, c.has_as) = (k.o, k.r, k.g, k.u, k.h)
  ORDER BY c.owner_portal_id, c.region_id, c.gender, c.used, c.has_as
  FOR UPDATE OF c;
  UPDATE lead_owner_counts c SET n = c.n + k.d
  FROM unnest(owners, region_ids, genders, useds, open_as, deltas) AS k(o, r, g, u, h, d)
  WHERE (c.owner_portal_id, c.region_id, c.gender, c.used, c.has_as) = (k.o, k.r, k.g, k.u, k.h);
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed <> cardinality(owners) THEN
    RAISE EXCEPTION 'lead_owner_counts: % of % counter rows to change exist', changed, cardinality(owners);
  END IF;
END
$$;
--> statement-breakpoint
-- The update and delete triggers' side: each statement's rows before (old_leads) and after (new_leads), the ASSIGNED
-- ones grouped by the counter key, old -1 and new +1; keys whose changes cancel out (an update that changes no key)
-- are skipped.
CREATE FUNCTION lead_owner_counts_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owners integer[];
  region_ids integer[];
  genders text[];
  useds boolean[];
  open_as boolean[];
  deltas integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(k.o), array_agg(k.r), array_agg(k.g), array_agg(k.u), array_agg(k.h), array_agg(k.d)
    INTO owners, region_ids, genders, useds, open_as, deltas
    FROM (
      SELECT l.owner_portal_id AS o, coalesce(l.region_id, 0) AS r, coalesce(l.gender, '') AS g,
        l.used_at IS NOT NULL AS u, coalesce(l.latest_as_status <> 'CANCELLED', false) AS h, -count(*)::int AS d
      FROM old_leads l WHERE l.status = 'ASSIGNED'
      GROUP BY 1, 2, 3, 4, 5
    ) k;
  ELSE
    SELECT array_agg(k.o), array_agg(k.r), array_agg(k.g), array_agg(k.u), array_agg(k.h), array_agg(k.d)
    INTO owners, region_ids, genders, useds, open_as, deltas
    FROM (
      SELECT x.o, x.r, x.g, x.u, x.h, sum(x.d)::int AS d
      FROM (
        SELECT l.owner_portal_id AS o, coalesce(l.region_id, 0) AS r, coalesce(l.gender, '') AS g,
          l.used_at IS NOT NULL AS u, coalesce(l.latest_as_status <> 'CANCELLED', false) AS h, -1 AS d
        FROM old_leads l WHERE l.status = 'ASSIGNED'
        UNION ALL
        SELECT l.owner_portal_id, coalesce(l.region_id, 0), coalesce(l.gender, ''),
          l.used_at IS NOT NULL, coalesce(l.latest_as_status <> 'CANCELLED', false), 1
        FROM new_leads l WHERE l.status = 'ASSIGNED'
      ) x
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(x.d) <> 0
    ) k;
  END IF;
  PERFORM lead_owner_counts_add(owners, region_ids, genders, useds, open_as, deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION lead_owner_counts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_owner_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every counter again from the leads: the backfill below, and a bulk load that skipped the triggers
-- (`session_replication_role = replica`, the benchmark's seed). Writers of leads wait until the transaction ends
-- from its first statement, so no change is counted twice or lost.
CREATE FUNCTION lead_owner_counts_recount() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE leads IN SHARE MODE;
  DELETE FROM lead_owner_counts;
  INSERT INTO lead_owner_counts (owner_portal_id, region_id, gender, used, has_as, n)
  SELECT l.owner_portal_id, coalesce(l.region_id, 0), coalesce(l.gender, ''), l.used_at IS NOT NULL,
    coalesce(l.latest_as_status <> 'CANCELLED', false), count(*)::int
  FROM leads l WHERE l.status = 'ASSIGNED'
  GROUP BY 1, 2, 3, 4, 5;
END
$$;
--> statement-breakpoint
-- A new lead counts only when it is inserted ASSIGNED (a registration into an order: one row). A row trigger's
-- condition is checked without calling any function, so the usual registration (UNASSIGNED) pays nothing for the
-- counters; a statement trigger would run a function and an aggregate for every registration.
CREATE FUNCTION lead_owner_counts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_owner_counts AS c (owner_portal_id, region_id, gender, used, has_as, n)
  VALUES (NEW.owner_portal_id, coalesce(NEW.region_id, 0), coalesce(NEW.gender, ''), NEW.used_at IS NOT NULL,
    coalesce(NEW.latest_as_status <> 'CANCELLED', false), 1)
  ON CONFLICT (owner_portal_id, region_id, gender, used, has_as) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_owner_counts_insert AFTER INSERT ON leads
  FOR EACH ROW WHEN (NEW.status = 'ASSIGNED') EXECUTE FUNCTION lead_owner_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER lead_owner_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_owner_counts_kept();
--> statement-breakpoint
CREATE TRIGGER lead_owner_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_owner_counts_kept();
--> statement-breakpoint
CREATE TRIGGER lead_owner_counts_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_owner_counts_truncated();
--> statement-breakpoint
SELECT lead_owner_counts_recount();
