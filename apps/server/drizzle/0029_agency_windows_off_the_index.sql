DROP INDEX "time_records_agency_work_date_idx";--> statement-breakpoint
DROP INDEX "time_records_agency_submitted_idx";--> statement-breakpoint
CREATE INDEX "bookings_agency_period_idx" ON "bookings" USING btree ("agency_id","end_date","start_date","status","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_work_date_idx" ON "time_records" USING btree ("agency_id","work_date","id","created_at");--> statement-breakpoint
CREATE INDEX "time_records_agency_submitted_idx" ON "time_records" USING btree ("agency_id","submitted_date","id","created_at");