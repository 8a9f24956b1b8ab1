-- Issue 34 #3: a consent row keeps the customer's age and, under 14, the guardian who agreed (DECISIONS §108).
ALTER TABLE "consents" ADD COLUMN "customer_age" integer;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "guardian_name" varchar(20);--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "guardian_relation" varchar(12);--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "guardian_mobile" varchar(11);