-- Issue 34 #3: a consent row keeps the customer's age and, under 14, the guardian who agreed (DECISIONS §108).
-- Issue 34 #4: the date the installation first stored photos of 100,000 customers, written once (DECISIONS §109).
CREATE TABLE "installation_milestones" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"observed_count" integer NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "customer_age" integer;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "guardian_name" varchar(20);--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "guardian_relation" varchar(12);--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "guardian_mobile" varchar(11);