DROP INDEX "time_records_booking_idx";--> statement-breakpoint
CREATE INDEX "time_records_booking_idx" ON "time_records" USING btree ("booking_id","created_at","id","agency_id","freelancer_id");