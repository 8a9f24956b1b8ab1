-- Issue 32 #4: a company's settings, one row per company (DECISIONS "Two captures averaged").
CREATE TABLE "company_settings" (
	"scope" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"double_capture" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_scope_owner_id_pk" PRIMARY KEY("scope","owner_id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;