DROP INDEX "time_records_work_date_idx";--> statement-breakpoint
DROP INDEX "time_records_submitted_date_idx";--> statement-breakpoint
CREATE INDEX "time_records_work_date_idx" ON "time_records" USING btree ("work_date","submitted_date","id");--> statement-breakpoint
CREATE INDEX "time_records_submitted_date_idx" ON "time_records" USING btree ("submitted_date","id","work_date");