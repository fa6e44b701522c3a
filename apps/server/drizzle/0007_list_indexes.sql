CREATE INDEX "bookings_agency_id_idx" ON "bookings" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "bookings_freelancer_id_idx" ON "bookings" USING btree ("freelancer_id","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_freelancer_created_idx" ON "flat_rate_payments" USING btree ("freelancer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_agency_created_idx" ON "flat_rate_payments" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_status_created_idx" ON "flat_rate_payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_freelancer_created_idx" ON "time_records" USING btree ("freelancer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_agency_created_idx" ON "time_records" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_status_created_idx" ON "time_records" USING btree ("status","created_at","id");