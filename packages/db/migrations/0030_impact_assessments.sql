CREATE TABLE "impact_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impact_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"responsible_person" varchar(20) NOT NULL,
	"assessed_on" date NOT NULL,
	"conclusions" text DEFAULT '' NOT NULL,
	"facts" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impact_assessments" ADD CONSTRAINT "impact_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impact_assessments_company_idx" ON "impact_assessments" USING btree ("scope","owner_id","created_at");