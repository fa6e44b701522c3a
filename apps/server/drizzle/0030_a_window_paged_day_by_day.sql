DROP INDEX "time_records_work_date_idx";--> statement-breakpoint
CREATE INDEX "time_records_submitted_created_idx" ON "time_records" USING btree ("submitted_date","created_at","id");--> statement-breakpoint
CREATE INDEX "time_records_work_date_idx" ON "time_records" USING btree ("work_date","created_at","id","submitted_date");