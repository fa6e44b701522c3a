DROP INDEX "bookings_agency_status_idx";--> statement-breakpoint
DROP INDEX "credit_notes_agency_issued_idx";--> statement-breakpoint
DROP INDEX "flat_rate_payments_agency_status_idx";--> statement-breakpoint
DROP INDEX "time_records_agency_status_idx";--> statement-breakpoint
CREATE INDEX "bookings_agency_created_idx" ON "bookings" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_title_idx" ON "bookings" USING btree ("agency_id","title","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_total_cost_idx" ON "bookings" USING btree ("agency_id","total_cost_cents","id");--> statement-breakpoint
CREATE INDEX "credit_notes_agency_number_idx" ON "credit_notes" USING btree ("agency_id","number","id");--> statement-breakpoint
CREATE INDEX "credit_notes_agency_gross_idx" ON "credit_notes" USING btree ("agency_id","gross_cents","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_agency_amount_idx" ON "flat_rate_payments" USING btree ("agency_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_minutes_idx" ON "time_records" USING btree ("agency_id","minutes","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_status_idx" ON "bookings" USING btree ("agency_id","status","id");--> statement-breakpoint
CREATE INDEX "credit_notes_agency_issued_idx" ON "credit_notes" USING btree ("agency_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_agency_status_idx" ON "flat_rate_payments" USING btree ("agency_id","status","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_status_idx" ON "time_records" USING btree ("agency_id","status","id");