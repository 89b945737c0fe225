-- One definition of a do-not-contact suppression in force (consumer-rights.md §3): not lifted, and not past its
-- expiry (a 두낫콜 entry's five years), on the database's clock. Every read of "is this phone suppressed" calls it:
-- the lead views, the registration's check, the imports, the allocation engine, the lookup, the suppressions list.
-- A one-expression SQL function is inlined by the planner, so the live entries' partial index
-- (`suppressions_one_live_per_phone`, `lifted_at is null`) still serves each probe.
CREATE FUNCTION suppression_in_force(lifted_at timestamptz, expires_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT lifted_at IS NULL AND (expires_at IS NULL OR expires_at > now())
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION phone_suppressed_after_lock(phone_hash text) RETURNS boolean
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock_shared(7, hashtext(phone_hash));
  SELECT EXISTS (
    SELECT 1 FROM suppressions s
    WHERE s.phone_hash = phone_suppressed_after_lock.phone_hash AND suppression_in_force(s.lifted_at, s.expires_at)
  );
$$;
