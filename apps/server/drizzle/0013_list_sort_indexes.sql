CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_title_idx" ON "bookings" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "bookings_total_cost_idx" ON "bookings" USING btree ("total_cost_cents","id");--> statement-breakpoint
CREATE INDEX "bookings_status_id_idx" ON "bookings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bookings_rate_type_idx" ON "bookings" USING btree ("rate_type","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_amount_idx" ON "flat_rate_payments" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_status_id_idx" ON "flat_rate_payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "time_records_minutes_idx" ON "time_records" USING btree ("minutes","id");--> statement-breakpoint
CREATE INDEX "time_records_status_id_idx" ON "time_records" USING btree ("status","id");