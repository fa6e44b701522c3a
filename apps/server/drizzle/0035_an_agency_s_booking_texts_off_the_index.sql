DROP INDEX "bookings_agency_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_agency_id_idx" ON "bookings" USING btree ("agency_id","id","project_id","freelancer_id","title","booking_code");