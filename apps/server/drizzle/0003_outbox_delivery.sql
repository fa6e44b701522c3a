DROP INDEX "outbox_mails_unsent_idx";--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."sent_at" is null;