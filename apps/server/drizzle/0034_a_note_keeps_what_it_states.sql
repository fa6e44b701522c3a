-- A credit note keeps what it states (its service period and cost centre) as issued. Notes issued before this
-- migration take them from their source as it is now, in one update that writes each note once: the record's work
-- date or the flat payment's booking period, and the allocation that carries most of the note.
ALTER TABLE "credit_notes" ADD COLUMN "service_start" date;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "service_end" date;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "cost_centre" text;--> statement-breakpoint
UPDATE "credit_notes" SET
  "service_start" = coalesce(
    (SELECT "work_date" FROM "time_records" WHERE "time_records"."id" = "credit_notes"."time_record_id"),
    (SELECT "start_date" FROM "bookings" WHERE "bookings"."id" = "credit_notes"."booking_id")),
  "service_end" = coalesce(
    (SELECT "work_date" FROM "time_records" WHERE "time_records"."id" = "credit_notes"."time_record_id"),
    (SELECT "end_date" FROM "bookings" WHERE "bookings"."id" = "credit_notes"."booking_id")),
  "cost_centre" = coalesce(
    (SELECT "project_allocations"."number" FROM "time_record_allocations"
       JOIN "project_allocations" ON "project_allocations"."id" = "time_record_allocations"."allocation_id"
      WHERE "time_record_allocations"."time_record_id" = "credit_notes"."time_record_id"
      ORDER BY "time_record_allocations"."minutes" DESC, "project_allocations"."number" LIMIT 1),
    (SELECT "project_allocations"."number" FROM "flat_rate_payment_allocations"
       JOIN "project_allocations" ON "project_allocations"."id" = "flat_rate_payment_allocations"."allocation_id"
      WHERE "flat_rate_payment_allocations"."flat_rate_payment_id" = "credit_notes"."flat_rate_payment_id"
      ORDER BY "flat_rate_payment_allocations"."amount_cents" DESC, "project_allocations"."number" LIMIT 1));--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "service_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "service_end" SET NOT NULL;
