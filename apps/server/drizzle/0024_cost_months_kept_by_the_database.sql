CREATE TABLE "cost_months" (
	"booking_id" integer NOT NULL,
	"month" date NOT NULL,
	"agency_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"commissioned_cents" bigint DEFAULT 0 NOT NULL,
	"cleared_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_months_booking_id_month_pk" PRIMARY KEY("booking_id","month")
);
--> statement-breakpoint
ALTER TABLE "cost_months" ADD CONSTRAINT "cost_months_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_months_project_idx" ON "cost_months" USING btree ("project_id","month");--> statement-breakpoint
CREATE INDEX "cost_months_month_idx" ON "cost_months" USING btree ("month");--> statement-breakpoint
-- Hand-written from here (decision 044): what cost_months holds, computed from the lines themselves, and the triggers
-- that keep it. A booking's cost lines as budget-figures.ts defines them, summed per booking and month of their own
-- date. The backfill below and the tests read this view; the triggers add differences.
CREATE VIEW cost_month_lines AS
  SELECT b.id AS booking_id, l.month, b.agency_id, b.project_id, b.freelancer_id,
    coalesce(sum(l.commissioned), 0)::bigint AS commissioned_cents, coalesce(sum(l.cleared), 0)::bigint AS cleared_cents
  FROM bookings b
  JOIN LATERAL (
    SELECT date_trunc('month', b.start_date)::date AS month, b.total_cost_cents::bigint AS commissioned, 0::bigint AS cleared
      WHERE b.status IN ('APPROVED', 'BOOKED', 'FINISHED')
    UNION ALL
    SELECT date_trunc('month', t.work_date)::date, 0, round(t.minutes * b.rate_per_hour_cents / 60.0)::bigint
      FROM time_records t WHERE t.booking_id = b.id AND t.status = 'FINANCE_APPROVED'
    UNION ALL
    SELECT date_trunc('month', f.payment_date)::date, 0, f.amount_cents::bigint
      FROM flat_rate_payments f WHERE f.booking_id = b.id AND f.status = 'FINANCE_APPROVED'
  ) l ON true
  GROUP BY b.id, l.month;--> statement-breakpoint
-- Adds differences to cost_months, given as four arrays of equal length (booking, month, commissioned, cleared): one
-- row per booking and month, summed first, in key order (two transactions that change the same bookings wait for
-- each other in the same order). A booking that no longer exists is skipped. Differences commute, so concurrent
-- changes of one booking each add their own.
CREATE FUNCTION fm_add_cost_months(booking_ids integer[], months date[], commissioned bigint[], cleared bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO cost_months AS c (booking_id, month, agency_id, project_id, freelancer_id, commissioned_cents, cleared_cents)
  SELECT b.id, d.month, b.agency_id, b.project_id, b.freelancer_id, d.commissioned, d.cleared
  FROM (
    SELECT booking_id, month, sum(commissioned) AS commissioned, sum(cleared) AS cleared
    FROM unnest(booking_ids, months, commissioned, cleared) AS e(booking_id, month, commissioned, cleared)
    GROUP BY 1, 2
  ) d
  JOIN bookings b ON b.id = d.booking_id
  WHERE d.commissioned <> 0 OR d.cleared <> 0
  ORDER BY b.id, d.month
  ON CONFLICT (booking_id, month) DO UPDATE
    SET commissioned_cents = c.commissioned_cents + excluded.commissioned_cents,
        cleared_cents = c.cleared_cents + excluded.cleared_cents;
$$;--> statement-breakpoint
-- A statement on bookings: its commitment leaves the old month and status and enters the new ones; a changed hourly
-- rate changes what its finance-approved records cleared; a changed agency, project or freelancer is copied.
CREATE FUNCTION fm_cost_months_of_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_add_cost_months(array_agg(n.id), array_agg(date_trunc('month', n.start_date)::date),
        array_agg(n.total_cost_cents::bigint), array_agg(0::bigint))
      FROM new_rows n WHERE n.status IN ('APPROVED', 'BOOKED', 'FINISHED');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM fm_add_cost_months(array_agg(d.booking_id), array_agg(d.month), array_agg(d.commissioned),
        array_agg(d.cleared))
      FROM (
        SELECT o.id AS booking_id, date_trunc('month', o.start_date)::date AS month,
          -o.total_cost_cents::bigint AS commissioned, 0::bigint AS cleared
          FROM old_rows o WHERE o.status IN ('APPROVED', 'BOOKED', 'FINISHED')
        UNION ALL
        SELECT n.id, date_trunc('month', n.start_date)::date, n.total_cost_cents::bigint, 0
          FROM new_rows n WHERE n.status IN ('APPROVED', 'BOOKED', 'FINISHED')
        UNION ALL
        SELECT n.id, date_trunc('month', t.work_date)::date, 0,
          coalesce(round(t.minutes * n.rate_per_hour_cents / 60.0), 0)::bigint
            - coalesce(round(t.minutes * o.rate_per_hour_cents / 60.0), 0)::bigint
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          JOIN time_records t ON t.booking_id = n.id AND t.status = 'FINANCE_APPROVED'
          WHERE n.rate_per_hour_cents IS DISTINCT FROM o.rate_per_hour_cents
      ) d;
    UPDATE cost_months c SET agency_id = n.agency_id, project_id = n.project_id, freelancer_id = n.freelancer_id
      FROM new_rows n
      WHERE c.booking_id = n.id
        AND (c.agency_id, c.project_id, c.freelancer_id) IS DISTINCT FROM (n.agency_id, n.project_id, n.freelancer_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A statement on time records or flat-rate payments (TG_ARGV[0]): what a finance-approved line cleared (minutes at
-- its booking's hourly rate, rounded per record; a payment's amount) leaves its old booking and month and enters the
-- new ones. A transition table that the statement has not (old rows of an insert, new rows of a delete) is not read.
CREATE FUNCTION fm_cost_months_of_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_lines text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT NULL::integer AS booking_id, NULL::date AS line_date, 0::bigint AS amount WHERE false'
    WHEN TG_ARGV[0] = 'time_records' THEN 'SELECT o.booking_id, o.work_date, round(o.minutes * b.rate_per_hour_cents / 60.0)::bigint FROM old_rows o JOIN bookings b ON b.id = o.booking_id WHERE o.status = ''FINANCE_APPROVED'' AND b.rate_per_hour_cents IS NOT NULL'
    ELSE 'SELECT o.booking_id, o.payment_date, o.amount_cents::bigint FROM old_rows o WHERE o.status = ''FINANCE_APPROVED''' END;
  new_lines text := CASE WHEN TG_OP = 'DELETE' THEN 'SELECT NULL::integer AS booking_id, NULL::date AS line_date, 0::bigint AS amount WHERE false'
    WHEN TG_ARGV[0] = 'time_records' THEN 'SELECT n.booking_id, n.work_date, round(n.minutes * b.rate_per_hour_cents / 60.0)::bigint FROM new_rows n JOIN bookings b ON b.id = n.booking_id WHERE n.status = ''FINANCE_APPROVED'' AND b.rate_per_hour_cents IS NOT NULL'
    ELSE 'SELECT n.booking_id, n.payment_date, n.amount_cents::bigint FROM new_rows n WHERE n.status = ''FINANCE_APPROVED''' END;
BEGIN
  EXECUTE format(
    'SELECT fm_add_cost_months(array_agg(booking_id), array_agg(date_trunc(''month'', line_date)::date), array_agg(0::bigint), array_agg(amount))
     FROM (SELECT booking_id, line_date, -amount AS amount FROM (%s) o (booking_id, line_date, amount)
           UNION ALL SELECT booking_id, line_date, amount FROM (%s) n (booking_id, line_date, amount)) d',
    old_lines, new_lines);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cost_months_of_new_bookings AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_bookings();--> statement-breakpoint
CREATE TRIGGER cost_months_of_changed_bookings AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_bookings();--> statement-breakpoint
CREATE TRIGGER cost_months_of_new_time_records AFTER INSERT ON time_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_lines('time_records');--> statement-breakpoint
CREATE TRIGGER cost_months_of_changed_time_records AFTER UPDATE ON time_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_lines('time_records');--> statement-breakpoint
CREATE TRIGGER cost_months_of_deleted_time_records AFTER DELETE ON time_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_lines('time_records');--> statement-breakpoint
CREATE TRIGGER cost_months_of_new_flat_rate_payments AFTER INSERT ON flat_rate_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_lines('flat_rate_payments');--> statement-breakpoint
CREATE TRIGGER cost_months_of_changed_flat_rate_payments AFTER UPDATE ON flat_rate_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_lines('flat_rate_payments');--> statement-breakpoint
CREATE TRIGGER cost_months_of_deleted_flat_rate_payments AFTER DELETE ON flat_rate_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fm_cost_months_of_lines('flat_rate_payments');--> statement-breakpoint
INSERT INTO cost_months SELECT * FROM cost_month_lines WHERE commissioned_cents <> 0 OR cleared_cents <> 0;
