-- Issue 33: efficacy studies (功效验证) — versioned protocols locked at the first enrolment, enrolments with their research consent, and the visits they record (DECISIONS "Efficacy studies").
CREATE TABLE "studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(8) NOT NULL,
	"arm" varchar(10) NOT NULL,
	"consent_version" varchar(40) NOT NULL,
	"consent_text_hash" char(64) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"enrolled_by" integer,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_protocols" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_protocols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"version" integer NOT NULL,
	"protocol" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"timepoint" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_enrolments" ADD CONSTRAINT "study_enrolments_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_enrolments" ADD CONSTRAINT "study_enrolments_protocol_id_study_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."study_protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_enrolments" ADD CONSTRAINT "study_enrolments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_enrolments" ADD CONSTRAINT "study_enrolments_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_protocols" ADD CONSTRAINT "study_protocols_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_protocols" ADD CONSTRAINT "study_protocols_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_visits" ADD CONSTRAINT "study_visits_enrolment_id_study_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."study_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_visits" ADD CONSTRAINT "study_visits_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studies_company_idx" ON "studies" USING btree ("scope","owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_enrolments_customer_idx" ON "study_enrolments" USING btree ("study_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_enrolments_code_idx" ON "study_enrolments" USING btree ("study_id","code");--> statement-breakpoint
CREATE INDEX "study_enrolments_customer_only_idx" ON "study_enrolments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_protocols_version_idx" ON "study_protocols" USING btree ("study_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "study_visits_timepoint_idx" ON "study_visits" USING btree ("enrolment_id","timepoint");--> statement-breakpoint
CREATE UNIQUE INDEX "study_visits_record_idx" ON "study_visits" USING btree ("record_id");