-- The date windows' indexes of 0015 carry the creation time too: staff's records in a window, in the lists' default
-- order (newest first), are sorted off the index instead of from the heap page of each record (decision 040's
-- pages that sort all matches; an admin's January at 10x on the uneven shape, 110 414 records on 60 730 pages).
DROP INDEX "time_records_work_date_idx";--> statement-breakpoint
DROP INDEX "time_records_submitted_date_idx";--> statement-breakpoint
CREATE INDEX "time_records_work_date_idx" ON "time_records" USING btree ("work_date","submitted_date","id","created_at");--> statement-breakpoint
CREATE INDEX "time_records_submitted_date_idx" ON "time_records" USING btree ("submitted_date","id","work_date","created_at");