-- Keywords with a separator on the lists' codes: a credit note's number and a booking's code (decision 043's
-- amendment). pg_trgm makes trigrams of each word between separators, so "BENCH-GS-5-1" asks for the trigrams of
-- "bench", "gs", "5" and "1" apart, which every number of the series shares: the index returned every credit note
-- for a recheck (52 of the list's 68 ms at 10x). fm_joined writes the separators a code uses as the letter q, so the
-- number becomes one word and its trigrams span the separators ("q5q", "5q1"). A word is in the code only if its
-- joined form is in the joined code, since the mapping goes character by character; the lists ask this index with
-- the joined word and keep the ILIKE on the code itself, which drops the codes that held a q of their own.
-- The function exists on every database (the lists' statements name it); the indexes only where pg_trgm can be
-- created, as in 0007, 0009, 0019 and 0020. Hand-written, so the snapshot does not list them.
CREATE OR REPLACE FUNCTION fm_joined(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(t, ' -/._', 'qqqqq');--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS credit_notes_number_joined_idx ON credit_notes USING gin (fm_joined(number) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS bookings_code_joined_idx ON bookings USING gin (fm_joined(booking_code) gin_trgm_ops)';
  END IF;
END
$$;
