-- Whether a phone (its keyed hash) is under a do-not-contact suppression in force, read after taking the phone's
-- shared lock (the lock a suppression, an erasure and a lift take exclusively: namespace 7, `phone-leads.ts`).
-- A registration in one statement calls it: being VOLATILE, its second query reads with a snapshot taken after the
-- lock was granted, so a suppression that committed while the statement waited is seen, and one that comes later
-- waits for the statement's commit and then finds the lead.
CREATE FUNCTION phone_suppressed_after_lock(phone_hash text) RETURNS boolean
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock_shared(7, hashtext(phone_hash));
  SELECT EXISTS (
    SELECT 1 FROM suppressions s
    WHERE s.phone_hash = phone_suppressed_after_lock.phone_hash
      AND s.lifted_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > now())
  );
$$;
