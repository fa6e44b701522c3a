CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_booking_approval_required" boolean DEFAULT false NOT NULL,
	"is_profile_complete" boolean DEFAULT false NOT NULL,
	"is_maconomy_data_exchange_required" boolean DEFAULT false NOT NULL,
	"is_booking_freezed" boolean DEFAULT false NOT NULL,
	"freelancer_fee_basis_points" integer DEFAULT 0 NOT NULL,
	"allowed_email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"website" text,
	"description" text,
	"credit_note_header" text,
	"credit_note_footer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_fee_range" CHECK ("agencies"."freelancer_fee_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_users_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "idp_login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"realm" text NOT NULL,
	"client_id" text NOT NULL,
	"is_remember_me" boolean DEFAULT false NOT NULL,
	"refresh_token_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refresh_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "idp_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"realm" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"theme" text,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_realm_check" CHECK (realm in ('freelancer', 'agency', 'admin', 'finance')),
	CONSTRAINT "users_role_check" CHECK (role in ('admin', 'finance-cfo-global', 'finance-cfo', 'finance-user', 'managing-director', 'agency-manager', 'freelancer')),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" >= 0),
	CONSTRAINT "stored_files_kind_check" CHECK (kind in ('FREELANCER_IMAGE', 'FREELANCER_THUMBNAIL', 'PROJECT_IMAGE', 'AGENCY_LOGO', 'PROFILE_IMAGE', 'CREDIT_NOTE_PDF', 'CREDIT_NOTE_CANCELLATION_PDF', 'REPORT'))
);
--> statement-breakpoint
CREATE TABLE "freelancer_project_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelancer_project_titles_name_not_blank" CHECK (length(trim("freelancer_project_titles"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_titles_name_not_blank" CHECK (length(trim("job_titles"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_name_not_blank" CHECK (length(trim("skills"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialities_name_not_blank" CHECK (length(trim("specialities"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "spoken_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spoken_languages_name_not_blank" CHECK (length(trim("spoken_languages"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percentage_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_rates_percentage_range" CHECK ("vat_rates"."percentage_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "freelancer_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"freelancer_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelancer_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelancer_job_titles" (
	"freelancer_id" integer NOT NULL,
	"job_title_id" integer NOT NULL,
	CONSTRAINT "freelancer_job_titles_freelancer_id_job_title_id_pk" PRIMARY KEY("freelancer_id","job_title_id")
);
--> statement-breakpoint
CREATE TABLE "freelancer_projects" (
	"freelancer_id" integer NOT NULL,
	"project_title_id" integer NOT NULL,
	CONSTRAINT "freelancer_projects_freelancer_id_project_title_id_pk" PRIMARY KEY("freelancer_id","project_title_id")
);
--> statement-breakpoint
CREATE TABLE "freelancer_skills" (
	"freelancer_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "freelancer_skills_freelancer_id_skill_id_pk" PRIMARY KEY("freelancer_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "freelancer_specialities" (
	"freelancer_id" integer NOT NULL,
	"speciality_id" integer NOT NULL,
	CONSTRAINT "freelancer_specialities_freelancer_id_speciality_id_pk" PRIMARY KEY("freelancer_id","speciality_id")
);
--> statement-breakpoint
CREATE TABLE "freelancer_spoken_languages" (
	"freelancer_id" integer NOT NULL,
	"spoken_language_id" integer NOT NULL,
	CONSTRAINT "freelancer_spoken_languages_freelancer_id_spoken_language_id_pk" PRIMARY KEY("freelancer_id","spoken_language_id")
);
--> statement-breakpoint
CREATE TABLE "freelancers" (
	"id" integer PRIMARY KEY NOT NULL,
	"image_file_id" uuid,
	"thumbnail_file_id" uuid,
	"is_profile_complete" boolean DEFAULT false NOT NULL,
	"is_taxable_in_germany" boolean DEFAULT false NOT NULL,
	"has_accepted_credit_memo_procedure" boolean DEFAULT false NOT NULL,
	"credit_memo_procedure_accepted_at" timestamp with time zone,
	"phone" text,
	"website" text,
	"about" text,
	"residential_street" text,
	"residential_postal_code" text,
	"residential_city" text,
	"residential_country" text DEFAULT 'DE' NOT NULL,
	"is_invoice_address_same_residential" boolean DEFAULT true NOT NULL,
	"invoice_street" text,
	"invoice_postal_code" text,
	"invoice_city" text,
	"invoice_country" text,
	"day_rate_cents" integer,
	"hourly_rate_cents" integer,
	"experience_start_year" integer,
	"exclude_vat" boolean DEFAULT false NOT NULL,
	"include_company_name" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"company_id" text,
	"tax_number" text,
	"iban" text,
	"bic" text,
	"bank_name" text,
	"vendor_number" text,
	"vat_rate_id" integer,
	"portfolio_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelancers_company_id_format" CHECK ("freelancers"."company_id" ~ '^[0-9]{4}$'),
	CONSTRAINT "freelancers_day_rate_non_negative" CHECK ("freelancers"."day_rate_cents" >= 0),
	CONSTRAINT "freelancers_hourly_rate_non_negative" CHECK ("freelancers"."hourly_rate_cents" >= 0),
	CONSTRAINT "freelancers_experience_year_range" CHECK ("freelancers"."experience_start_year" between 1900 and 2100),
	CONSTRAINT "freelancers_credit_memo_accepted_at" CHECK (not "freelancers"."has_accepted_credit_memo_procedure" or "freelancers"."credit_memo_procedure_accepted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "agency_group_members" (
	"agency_group_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	CONSTRAINT "agency_group_members_agency_group_id_agency_id_pk" PRIMARY KEY("agency_group_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "agency_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_user_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"replacement_id" integer NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_user_replacements_type_check" CHECK (type in ('VACATION', 'DEACTIVATION', 'AGENCY_MEMBERSHIP_REMOVAL')),
	CONSTRAINT "agency_user_replacements_dates" CHECK ("agency_user_replacements"."end_date" >= "agency_user_replacements"."start_date"),
	CONSTRAINT "agency_user_replacements_not_self" CHECK ("agency_user_replacements"."user_id" <> "agency_user_replacements"."replacement_id")
);
--> statement-breakpoint
CREATE TABLE "budget_notification_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfo_agency_groups" (
	"user_id" integer NOT NULL,
	"agency_group_id" integer NOT NULL,
	CONSTRAINT "cfo_agency_groups_user_id_agency_group_id_pk" PRIMARY KEY("user_id","agency_group_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_name_not_blank" CHECK (length(trim("clients"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"realm" text NOT NULL,
	"role" text NOT NULL,
	"agency_id" integer,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_realm_check" CHECK (realm in ('freelancer', 'agency', 'admin', 'finance')),
	CONSTRAINT "invitations_role_check" CHECK (role in ('admin', 'finance-cfo-global', 'finance-cfo', 'finance-user', 'managing-director', 'agency-manager', 'freelancer'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "maconomy_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"agency_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maconomy_projects_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "project_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ONGOING' NOT NULL,
	"start_date" date,
	"due_date" date,
	"client_id" integer,
	"image_file_id" uuid,
	"maconomy_project_number" text,
	"maconomy_project_name" text,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK (status in ('ONGOING', 'PAUSED', 'DONE')),
	CONSTRAINT "projects_name_not_blank" CHECK (length(trim("projects"."name")) > 0),
	CONSTRAINT "projects_dates" CHECK ("projects"."due_date" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "booking_allocations" (
	"booking_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	CONSTRAINT "booking_allocations_booking_id_allocation_id_pk" PRIMARY KEY("booking_id","allocation_id")
);
--> statement-breakpoint
CREATE TABLE "booking_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"rated_by" integer,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ratings_range" CHECK ("booking_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"approver_id" integer,
	"title" text NOT NULL,
	"booking_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rate_type" text NOT NULL,
	"status" text NOT NULL,
	"day_rate_cents" integer,
	"rate_per_hour_cents" integer,
	"booked_minutes" integer,
	"flat_amount_cents" integer,
	"total_cost_cents" integer NOT NULL,
	"minutes_left" integer,
	"amount_left_cents" integer,
	"it_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"decline_reason" text,
	"approved_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_code_unique" UNIQUE("booking_code"),
	CONSTRAINT "bookings_status_check" CHECK (status in ('PENDING', 'APPROVED', 'APPROVER_DECLINED', 'FREELANCER_DECLINED', 'BOOKED', 'FINISHED', 'CANCELLED')),
	CONSTRAINT "bookings_rate_type_check" CHECK (rate_type in ('HOURLY', 'FLAT')),
	CONSTRAINT "bookings_dates" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_title_not_blank" CHECK (length(trim("bookings"."title")) > 0),
	CONSTRAINT "bookings_hourly_fields" CHECK ("bookings"."rate_type" <> 'HOURLY' or ("bookings"."rate_per_hour_cents" is not null and "bookings"."booked_minutes" is not null and "bookings"."minutes_left" is not null)),
	CONSTRAINT "bookings_flat_fields" CHECK ("bookings"."rate_type" <> 'FLAT' or ("bookings"."flat_amount_cents" is not null and "bookings"."amount_left_cents" is not null)),
	CONSTRAINT "bookings_rate_non_negative" CHECK ("bookings"."rate_per_hour_cents" >= 0 and "bookings"."day_rate_cents" >= 0),
	CONSTRAINT "bookings_booked_minutes_positive" CHECK ("bookings"."booked_minutes" > 0),
	CONSTRAINT "bookings_flat_amount_positive" CHECK ("bookings"."flat_amount_cents" > 0),
	CONSTRAINT "bookings_total_cost_non_negative" CHECK ("bookings"."total_cost_cents" >= 0),
	CONSTRAINT "bookings_minutes_left_range" CHECK ("bookings"."minutes_left" >= 0 and "bookings"."minutes_left" <= "bookings"."booked_minutes"),
	CONSTRAINT "bookings_amount_left_range" CHECK ("bookings"."amount_left_cents" >= 0 and "bookings"."amount_left_cents" <= "bookings"."flat_amount_cents"),
	CONSTRAINT "bookings_it_requirements_array" CHECK (jsonb_typeof(it_requirements) = 'array'),
	CONSTRAINT "bookings_server_links_array" CHECK (jsonb_typeof(server_links) = 'array')
);
--> statement-breakpoint
CREATE TABLE "time_record_allocations" (
	"time_record_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "time_record_allocations_time_record_id_allocation_id_pk" PRIMARY KEY("time_record_id","allocation_id"),
	CONSTRAINT "time_record_allocations_minutes_positive" CHECK ("time_record_allocations"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "time_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"submitted_date" date NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"finance_reviewed_by" integer,
	"finance_reviewed_at" timestamp with time zone,
	"decline_comment" text,
	"reject_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_records_status_check" CHECK (status in ('PENDING', 'DECLINED', 'APPROVED', 'FINANCE_REJECTED', 'FINANCE_APPROVED', 'CANCELLED')),
	CONSTRAINT "time_records_minutes_positive" CHECK ("time_records"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "flat_rate_payment_allocations" (
	"flat_rate_payment_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "flat_rate_payment_allocations_flat_rate_payment_id_allocation_id_pk" PRIMARY KEY("flat_rate_payment_id","allocation_id"),
	CONSTRAINT "flat_rate_payment_allocations_amount_positive" CHECK ("flat_rate_payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "flat_rate_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'FINANCE_PENDING' NOT NULL,
	"submitted_date" date NOT NULL,
	"finance_reviewed_by" integer,
	"finance_reviewed_at" timestamp with time zone,
	"reject_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flat_rate_payments_status_check" CHECK (status in ('FINANCE_PENDING', 'FINANCE_REJECTED', 'FINANCE_APPROVED', 'DELETED')),
	CONSTRAINT "flat_rate_payments_amount_positive" CHECK ("flat_rate_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_sequences" (
	"agency_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_sequences_agency_id_year_pk" PRIMARY KEY("agency_id","year"),
	CONSTRAINT "credit_note_sequences_non_negative" CHECK ("credit_note_sequences"."last_sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"time_record_id" integer,
	"flat_rate_payment_id" integer,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_basis_points" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer NOT NULL,
	"status" text DEFAULT 'REVIEWED' NOT NULL,
	"pdf_file_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"cancellation_number" text,
	"cancellation_pdf_file_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_cancellation_number_unique" UNIQUE("cancellation_number"),
	CONSTRAINT "credit_notes_status_check" CHECK (status in ('REVIEWED', 'CANCELLED')),
	CONSTRAINT "credit_notes_one_source" CHECK (num_nonnulls("credit_notes"."time_record_id", "credit_notes"."flat_rate_payment_id") = 1),
	CONSTRAINT "credit_notes_sequence_positive" CHECK ("credit_notes"."sequence" > 0),
	CONSTRAINT "credit_notes_vat_range" CHECK ("credit_notes"."vat_basis_points" between 0 and 10000),
	CONSTRAINT "credit_notes_amounts_non_negative" CHECK ("credit_notes"."net_cents" >= 0 and "credit_notes"."vat_cents" >= 0),
	CONSTRAINT "credit_notes_gross_sum" CHECK ("credit_notes"."gross_cents" = "credit_notes"."net_cents" + "credit_notes"."vat_cents"),
	CONSTRAINT "credit_notes_cancellation_consistent" CHECK (("credit_notes"."status" = 'CANCELLED') = ("credit_notes"."cancelled_at" is not null and "credit_notes"."cancellation_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "agency_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"financial_year_start" integer NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_budgets_status_check" CHECK (status in ('OPEN', 'CLOSED')),
	CONSTRAINT "agency_budgets_amount_non_negative" CHECK ("agency_budgets"."amount_cents" >= 0),
	CONSTRAINT "agency_budgets_year_range" CHECK ("agency_budgets"."financial_year_start" between 2000 and 2100),
	CONSTRAINT "agency_budgets_closed_at" CHECK (("agency_budgets"."status" = 'CLOSED') = ("agency_budgets"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "budget_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"changed_by" integer,
	"previous_amount_cents" integer NOT NULL,
	"new_amount_cents" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_changes_amounts_non_negative" CHECK ("budget_changes"."previous_amount_cents" >= 0 and "budget_changes"."new_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"agency_id" integer,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"timeframe_start" date,
	"timeframe_end" date,
	"agencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bookers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freelancers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_topic_check" CHECK (topic in ('CREDIT_NOTE', 'COST_ALLOCATION', 'BOOKING_DETAILS', 'USER_LIST', 'CREDIT_NOTE_AMOUNT', 'AGENCY_BOOKING_AMOUNT', 'AGENCY_RATING')),
	CONSTRAINT "reports_timeframe" CHECK ("reports"."timeframe_end" >= "reports"."timeframe_start"),
	CONSTRAINT "reports_lists_are_arrays" CHECK (jsonb_typeof(agencies) = 'array' and jsonb_typeof(bookers) = 'array' and jsonb_typeof(freelancers) = 'array' and jsonb_typeof(projects) = 'array' and jsonb_typeof(clients) = 'array' and jsonb_typeof(status) = 'array')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"agency_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_category_check" CHECK (category in ('to_do', 'info'))
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_a_id" integer NOT NULL,
	"user_b_id" integer NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_ordered_pair" CHECK ("conversations"."user_a_id" < "conversations"."user_b_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_not_blank" CHECK (length(trim("messages"."message")) > 0),
	CONSTRAINT "messages_not_to_self" CHECK ("messages"."sender_id" <> "messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"agency_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"before_status" text,
	"after_status" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_sessions" ADD CONSTRAINT "idp_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_project_titles" ADD CONSTRAINT "freelancer_project_titles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialities" ADD CONSTRAINT "specialities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spoken_languages" ADD CONSTRAINT "spoken_languages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_absences" ADD CONSTRAINT "freelancer_absences_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_bookmarks" ADD CONSTRAINT "freelancer_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_bookmarks" ADD CONSTRAINT "freelancer_bookmarks_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_job_titles" ADD CONSTRAINT "freelancer_job_titles_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_job_titles" ADD CONSTRAINT "freelancer_job_titles_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_projects" ADD CONSTRAINT "freelancer_projects_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_projects" ADD CONSTRAINT "freelancer_projects_project_title_id_freelancer_project_titles_id_fk" FOREIGN KEY ("project_title_id") REFERENCES "public"."freelancer_project_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_skills" ADD CONSTRAINT "freelancer_skills_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_skills" ADD CONSTRAINT "freelancer_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_specialities" ADD CONSTRAINT "freelancer_specialities_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_specialities" ADD CONSTRAINT "freelancer_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_spoken_languages" ADD CONSTRAINT "freelancer_spoken_languages_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_spoken_languages" ADD CONSTRAINT "freelancer_spoken_languages_spoken_language_id_spoken_languages_id_fk" FOREIGN KEY ("spoken_language_id") REFERENCES "public"."spoken_languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_group_members" ADD CONSTRAINT "agency_group_members_agency_group_id_agency_groups_id_fk" FOREIGN KEY ("agency_group_id") REFERENCES "public"."agency_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_group_members" ADD CONSTRAINT "agency_group_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user_replacements" ADD CONSTRAINT "agency_user_replacements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user_replacements" ADD CONSTRAINT "agency_user_replacements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user_replacements" ADD CONSTRAINT "agency_user_replacements_replacement_id_users_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user_replacements" ADD CONSTRAINT "agency_user_replacements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_notification_members" ADD CONSTRAINT "budget_notification_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_notification_members" ADD CONSTRAINT "budget_notification_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfo_agency_groups" ADD CONSTRAINT "cfo_agency_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfo_agency_groups" ADD CONSTRAINT "cfo_agency_groups_agency_group_id_agency_groups_id_fk" FOREIGN KEY ("agency_group_id") REFERENCES "public"."agency_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maconomy_projects" ADD CONSTRAINT "maconomy_projects_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bookmarks" ADD CONSTRAINT "project_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bookmarks" ADD CONSTRAINT "project_bookmarks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_allocations" ADD CONSTRAINT "booking_allocations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_allocations" ADD CONSTRAINT "booking_allocations_allocation_id_project_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."project_allocations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_record_allocations" ADD CONSTRAINT "time_record_allocations_time_record_id_time_records_id_fk" FOREIGN KEY ("time_record_id") REFERENCES "public"."time_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_record_allocations" ADD CONSTRAINT "time_record_allocations_allocation_id_project_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."project_allocations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_finance_reviewed_by_users_id_fk" FOREIGN KEY ("finance_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payment_allocations" ADD CONSTRAINT "flat_rate_payment_allocations_flat_rate_payment_id_flat_rate_payments_id_fk" FOREIGN KEY ("flat_rate_payment_id") REFERENCES "public"."flat_rate_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payment_allocations" ADD CONSTRAINT "flat_rate_payment_allocations_allocation_id_project_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."project_allocations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payments" ADD CONSTRAINT "flat_rate_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payments" ADD CONSTRAINT "flat_rate_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payments" ADD CONSTRAINT "flat_rate_payments_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payments" ADD CONSTRAINT "flat_rate_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_payments" ADD CONSTRAINT "flat_rate_payments_finance_reviewed_by_users_id_fk" FOREIGN KEY ("finance_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_sequences" ADD CONSTRAINT "credit_note_sequences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_time_record_id_time_records_id_fk" FOREIGN KEY ("time_record_id") REFERENCES "public"."time_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_flat_rate_payment_id_flat_rate_payments_id_fk" FOREIGN KEY ("flat_rate_payment_id") REFERENCES "public"."flat_rate_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_cancellation_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("cancellation_pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_budgets" ADD CONSTRAINT "agency_budgets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_budgets" ADD CONSTRAINT "agency_budgets_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_changes" ADD CONSTRAINT "budget_changes_budget_id_agency_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."agency_budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_changes" ADD CONSTRAINT "budget_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_unique" ON "agencies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "agency_users_user_idx" ON "agency_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idp_sessions_user_idx" ON "idp_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_realm_email_unique" ON "users" USING btree ("realm",lower("email"));--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_project_titles_name_unique" ON "freelancer_project_titles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_unique" ON "job_titles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_unique" ON "skills" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "specialities_name_unique" ON "specialities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "spoken_languages_name_unique" ON "spoken_languages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_name_unique" ON "vat_rates" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_absences_freelancer_date_unique" ON "freelancer_absences" USING btree ("freelancer_id","date");--> statement-breakpoint
CREATE INDEX "freelancer_absences_date_idx" ON "freelancer_absences" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_bookmarks_user_freelancer_unique" ON "freelancer_bookmarks" USING btree ("user_id","freelancer_id");--> statement-breakpoint
CREATE INDEX "freelancer_bookmarks_freelancer_idx" ON "freelancer_bookmarks" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "freelancer_job_titles_job_title_id_idx" ON "freelancer_job_titles" USING btree ("job_title_id");--> statement-breakpoint
CREATE INDEX "freelancer_projects_project_title_id_idx" ON "freelancer_projects" USING btree ("project_title_id");--> statement-breakpoint
CREATE INDEX "freelancer_skills_skill_id_idx" ON "freelancer_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "freelancer_specialities_speciality_id_idx" ON "freelancer_specialities" USING btree ("speciality_id");--> statement-breakpoint
CREATE INDEX "freelancer_spoken_languages_spoken_language_id_idx" ON "freelancer_spoken_languages" USING btree ("spoken_language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freelancers_vendor_number_unique" ON "freelancers" USING btree ("vendor_number");--> statement-breakpoint
CREATE INDEX "freelancers_day_rate_idx" ON "freelancers" USING btree ("day_rate_cents");--> statement-breakpoint
CREATE INDEX "freelancers_hourly_rate_idx" ON "freelancers" USING btree ("hourly_rate_cents");--> statement-breakpoint
CREATE INDEX "freelancers_experience_idx" ON "freelancers" USING btree ("experience_start_year");--> statement-breakpoint
CREATE INDEX "agency_group_members_agency_idx" ON "agency_group_members" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_groups_name_unique" ON "agency_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "agency_user_replacements_agency_user_idx" ON "agency_user_replacements" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "agency_user_replacements_replacement_idx" ON "agency_user_replacements" USING btree ("replacement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_notification_members_agency_user_unique" ON "budget_notification_members" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "cfo_agency_groups_group_idx" ON "cfo_agency_groups" USING btree ("agency_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_agency_name_unique" ON "clients" USING btree ("agency_id",lower("name"));--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invitations_agency_idx" ON "invitations" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_unique" ON "invitations" USING btree ("realm",lower("email"),coalesce("agency_id", 0)) WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "maconomy_projects_agency_idx" ON "maconomy_projects" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_allocations_project_number_unique" ON "project_allocations" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "project_bookmarks_user_project_unique" ON "project_bookmarks" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "project_bookmarks_project_idx" ON "project_bookmarks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_agency_status_idx" ON "projects" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "projects_created_by_idx" ON "projects" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_due_date_idx" ON "projects" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "booking_allocations_allocation_idx" ON "booking_allocations" USING btree ("allocation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_ratings_booking_unique" ON "booking_ratings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_agency_status_idx" ON "bookings" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "bookings_freelancer_status_idx" ON "bookings" USING btree ("freelancer_id","status");--> statement-breakpoint
CREATE INDEX "bookings_project_idx" ON "bookings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "bookings_created_by_idx" ON "bookings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "bookings_approver_idx" ON "bookings" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "bookings_start_date_idx" ON "bookings" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "bookings_end_date_idx" ON "bookings" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "time_record_allocations_allocation_idx" ON "time_record_allocations" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "time_records_agency_status_idx" ON "time_records" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "time_records_freelancer_status_idx" ON "time_records" USING btree ("freelancer_id","status");--> statement-breakpoint
CREATE INDEX "time_records_booking_idx" ON "time_records" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "time_records_work_date_idx" ON "time_records" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "time_records_submitted_date_idx" ON "time_records" USING btree ("submitted_date");--> statement-breakpoint
CREATE INDEX "time_records_created_at_idx" ON "time_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "flat_rate_payment_allocations_allocation_idx" ON "flat_rate_payment_allocations" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_agency_status_idx" ON "flat_rate_payments" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_freelancer_status_idx" ON "flat_rate_payments" USING btree ("freelancer_id","status");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_booking_idx" ON "flat_rate_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_payment_date_idx" ON "flat_rate_payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_submitted_date_idx" ON "flat_rate_payments" USING btree ("submitted_date");--> statement-breakpoint
CREATE INDEX "flat_rate_payments_created_at_idx" ON "flat_rate_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_agency_year_sequence_unique" ON "credit_notes" USING btree ("agency_id","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_time_record_reviewed_unique" ON "credit_notes" USING btree ("time_record_id") WHERE "credit_notes"."status" = 'REVIEWED';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_flat_rate_payment_reviewed_unique" ON "credit_notes" USING btree ("flat_rate_payment_id") WHERE "credit_notes"."status" = 'REVIEWED';--> statement-breakpoint
CREATE INDEX "credit_notes_agency_issued_idx" ON "credit_notes" USING btree ("agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "credit_notes_freelancer_issued_idx" ON "credit_notes" USING btree ("freelancer_id","issued_at");--> statement-breakpoint
CREATE INDEX "credit_notes_status_idx" ON "credit_notes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_budgets_agency_year_unique" ON "agency_budgets" USING btree ("agency_id","financial_year_start");--> statement-breakpoint
CREATE INDEX "budget_changes_budget_idx" ON "budget_changes" USING btree ("budget_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_created_by_idx" ON "reports" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "reports_agency_idx" ON "reports" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_category_idx" ON "notifications" USING btree ("user_id","category","is_deleted","created_at");--> statement-breakpoint
CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_unique" ON "conversations" USING btree ("user_a_id","user_b_id");--> statement-breakpoint
CREATE INDEX "conversations_user_b_idx" ON "conversations" USING btree ("user_b_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_created_idx" ON "messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_agency_created_idx" ON "activity_log" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_unsent_idx" ON "outbox_mails" USING btree ("created_at") WHERE "outbox_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_mails_to_idx" ON "outbox_mails" USING btree ("to");