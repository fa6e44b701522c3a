DROP INDEX "credit_notes_freelancer_issued_idx";--> statement-breakpoint
CREATE INDEX "credit_notes_freelancer_issued_idx" ON "credit_notes" USING btree ("freelancer_id","issued_at","id","status");