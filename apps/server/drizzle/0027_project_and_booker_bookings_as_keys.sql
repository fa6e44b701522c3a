DROP INDEX "bookings_project_idx";--> statement-breakpoint
DROP INDEX "bookings_created_by_idx";--> statement-breakpoint
CREATE INDEX "bookings_project_idx" ON "bookings" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "bookings_created_by_idx" ON "bookings" USING btree ("created_by","id");