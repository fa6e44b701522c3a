DROP INDEX "bookings_start_date_idx";--> statement-breakpoint
DROP INDEX "bookings_end_date_idx";--> statement-breakpoint
CREATE INDEX "bookings_start_date_idx" ON "bookings" USING btree ("start_date","end_date","id","title","created_at","total_cost_cents","status");--> statement-breakpoint
CREATE INDEX "bookings_end_date_idx" ON "bookings" USING btree ("end_date","start_date","id","title","created_at","total_cost_cents","status");