CREATE INDEX "bookings_agency_id_idx" ON "bookings" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "bookings_freelancer_id_idx" ON "bookings" USING btree ("freelancer_id","id");--> statement-breakpoint
CREATE INDEX "bookings_freelancer_period_idx" ON "bookings" USING btree ("freelancer_id","end_date","start_date","status");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_freelancer_created_idx" ON "flat_rate_payments" USING btree ("freelancer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_agency_created_idx" ON "flat_rate_payments" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_status_created_idx" ON "flat_rate_payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_freelancer_created_idx" ON "time_records" USING btree ("freelancer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_created_idx" ON "time_records" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_status_created_idx" ON "time_records" USING btree ("status","created_at","id");--> statement-breakpoint
-- Keyword search on the freelancer list: a trigram index on the full name answers ILIKE '%…%' (case folded,
-- umlauts included) without reading every freelancer. Only where pg_trgm can be created (PostgreSQL with contrib;
-- not the embedded PGlite, which loads no extension): elsewhere the same ILIKE runs without it. Hand-written (not
-- in the drizzle schema), so the snapshot does not list it.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    NULL;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS users_full_name_trgm_idx ON users USING gin ((first_name || '' '' || last_name) gin_trgm_ops)';
  END IF;
END
$$;
