-- Keywords of one or two letters or digits on the big lists (decision 043). pg_trgm's indexes of 0007 and 0009 hold
-- trigrams, and `%gs%` holds none, so such a keyword scanned every row of the column (a two-letter keyword without
-- a match: 2-7 s on finance's or an admin's time records at 10x). fm_tripled writes each character three times
-- ("gs" -> "gggsss"); the trigram index of that text answers any word of the original text by its tripled form, one
-- letter included ("k" -> "kkk"). A word is in the text exactly when its tripled form is in the tripled text:
-- tripling keeps every character in runs of three, so "kkk" is only ever made of a "k", and "gggsss" only of a "g"
-- followed by an "s". The lists ask the index with the tripled word and keep the ILIKE on the text itself.
-- The function exists on every database (the lists' statements name it); the indexes only where pg_trgm can be
-- created, as in 0007 and 0009. Hand-written, so the snapshot does not list them.
CREATE OR REPLACE FUNCTION fm_tripled(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(t, '(.)', '\1\1\1', 'g');--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS time_records_description_tripled_idx ON time_records USING gin (fm_tripled(description) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS flat_rate_payments_description_tripled_idx ON flat_rate_payments USING gin (fm_tripled(description) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS credit_notes_number_tripled_idx ON credit_notes USING gin (fm_tripled(number) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS bookings_title_tripled_idx ON bookings USING gin (fm_tripled(title) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS bookings_code_tripled_idx ON bookings USING gin (fm_tripled(booking_code) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS projects_name_tripled_idx ON projects USING gin (fm_tripled(name) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS users_full_name_tripled_idx ON users USING gin (fm_tripled(first_name || '' '' || last_name) gin_trgm_ops)';
  END IF;
END
$$;
