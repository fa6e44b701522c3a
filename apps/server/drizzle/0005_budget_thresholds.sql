CREATE TABLE "budget_threshold_notices" (
	"agency_id" integer NOT NULL,
	"financial_year_start" integer NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_threshold_notices_agency_id_financial_year_start_threshold_pk" PRIMARY KEY("agency_id","financial_year_start","threshold"),
	CONSTRAINT "budget_threshold_notices_threshold" CHECK ("budget_threshold_notices"."threshold" in (80, 100))
);
--> statement-breakpoint
ALTER TABLE "budget_threshold_notices" ADD CONSTRAINT "budget_threshold_notices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;