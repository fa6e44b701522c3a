CREATE TABLE "agency_specialities" (
	"agency_id" integer NOT NULL,
	"speciality_id" integer NOT NULL,
	CONSTRAINT "agency_specialities_agency_id_speciality_id_pk" PRIMARY KEY("agency_id","speciality_id")
);
--> statement-breakpoint
ALTER TABLE "agency_specialities" ADD CONSTRAINT "agency_specialities_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_specialities" ADD CONSTRAINT "agency_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_specialities_speciality_id_idx" ON "agency_specialities" USING btree ("speciality_id");