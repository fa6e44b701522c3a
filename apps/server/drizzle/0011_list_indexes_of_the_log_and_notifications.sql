DROP INDEX "notifications_user_category_idx";--> statement-breakpoint
DROP INDEX "activity_log_agency_created_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_created_idx";--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_year_status_idx" ON "credit_notes" USING btree ("year","status");--> statement-breakpoint
CREATE INDEX "notifications_user_live_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE not "notifications"."is_deleted";--> statement-breakpoint
CREATE INDEX "notifications_user_category_live_idx" ON "notifications" USING btree ("user_id","category","created_at","id") WHERE not "notifications"."is_deleted";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","category") WHERE not "notifications"."is_read" and not "notifications"."is_deleted";--> statement-breakpoint
CREATE INDEX "activity_log_agency_created_idx" ON "activity_log" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");