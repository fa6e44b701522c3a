CREATE INDEX "bookings_agency_start_idx" ON "bookings" USING btree ("agency_id","start_date","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_end_idx" ON "bookings" USING btree ("agency_id","end_date","id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_status_issued_idx" ON "credit_notes" USING btree ("status","issued_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_gross_idx" ON "credit_notes" USING btree ("gross_cents","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_agency_payment_date_idx" ON "flat_rate_payments" USING btree ("agency_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_work_date_idx" ON "time_records" USING btree ("agency_id","work_date","id");--> statement-breakpoint
CREATE INDEX "time_records_freelancer_work_date_idx" ON "time_records" USING btree ("freelancer_id","work_date","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_submitted_idx" ON "time_records" USING btree ("agency_id","submitted_date","id");--> statement-breakpoint
CREATE INDEX "time_records_status_submitted_idx" ON "time_records" USING btree ("status","submitted_date","id");--> statement-breakpoint
DROP INDEX "users_first_name_idx";--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","id");--> statement-breakpoint
DROP INDEX "freelancers_day_rate_idx";--> statement-breakpoint
DROP INDEX "freelancers_hourly_rate_idx";--> statement-breakpoint
DROP INDEX "freelancers_experience_idx";--> statement-breakpoint
CREATE INDEX "freelancers_day_rate_desc_idx" ON "freelancers" USING btree ("day_rate_cents" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_hourly_rate_desc_idx" ON "freelancers" USING btree ("hourly_rate_cents" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_experience_desc_idx" ON "freelancers" USING btree ("experience_start_year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_day_rate_idx" ON "freelancers" USING btree ("day_rate_cents","id");--> statement-breakpoint
CREATE INDEX "freelancers_hourly_rate_idx" ON "freelancers" USING btree ("hourly_rate_cents","id");--> statement-breakpoint
CREATE INDEX "freelancers_experience_idx" ON "freelancers" USING btree ("experience_start_year","id");--> statement-breakpoint
CREATE INDEX "freelancers_created_idx" ON "freelancers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "freelancers_created_desc_idx" ON "freelancers" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_first_name_desc_idx" ON "users" USING btree ("first_name" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_desc_idx" ON "users" USING btree ("last_name" DESC NULLS LAST,"id");--> statement-breakpoint
-- Keyword search on the big lists: trigram indexes answer ILIKE '%…%' (case folded, umlauts included) on each
-- column a keyword searches, so a keyword is a union of indexed lookups instead of a scan of every row (bookings:
-- title and code; projects: name; time records and flat-rate payments: description; credit notes: number;
-- users: e-mail, next to the full name of 0007). As in 0007, only where pg_trgm can be created (a server with
-- contrib, and the embedded PGlite, which now loads it: db/client.ts); elsewhere the same ILIKE runs without them.
-- Hand-written, so the snapshot does not list them.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    NULL;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS bookings_title_trgm_idx ON bookings USING gin (title gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS bookings_code_trgm_idx ON bookings USING gin (booking_code gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS projects_name_trgm_idx ON projects USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS time_records_description_trgm_idx ON time_records USING gin (description gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS flat_rate_payments_description_trgm_idx ON flat_rate_payments USING gin (description gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS credit_notes_number_trgm_idx ON credit_notes USING gin (number gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops)';
  END IF;
END
$$;
