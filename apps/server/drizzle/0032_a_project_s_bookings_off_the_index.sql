DROP INDEX "bookings_project_idx";--> statement-breakpoint
CREATE INDEX "bookings_project_idx" ON "bookings" USING btree ("project_id","status","agency_id","freelancer_id","id");