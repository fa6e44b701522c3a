CREATE TABLE "notification_clearances" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_clearances_user_id_category_pk" PRIMARY KEY("user_id","category"),
	CONSTRAINT "notification_clearances_category_check" CHECK (category in ('to_do', 'info'))
);
--> statement-breakpoint
DROP INDEX "notifications_user_live_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
ALTER TABLE "notification_clearances" ADD CONSTRAINT "notification_clearances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","category","created_at") WHERE not "notifications"."is_read" and not "notifications"."is_deleted";