-- Issue 32 #1: test-retest pairs, each microscope's own repeatability measurements (DECISIONS "Repeatability measured on each device").
CREATE TABLE "retest_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retest_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"store_id" integer,
	"device_label" varchar(200) NOT NULL,
	"calibration_id" integer,
	"part" varchar(4) NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"consent_version" varchar(40),
	"consent_text_hash" char(64),
	"test_normal_key" varchar(120) NOT NULL,
	"test_polarised_key" varchar(120) NOT NULL,
	"retest_normal_key" varchar(120) NOT NULL,
	"retest_polarised_key" varchar(120) NOT NULL,
	"test" jsonb NOT NULL,
	"retest" jsonb NOT NULL,
	"test_accepted" boolean NOT NULL,
	"retest_accepted" boolean NOT NULL,
	"engine_version" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retest_pairs" ADD CONSTRAINT "retest_pairs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retest_pairs" ADD CONSTRAINT "retest_pairs_calibration_id_device_calibrations_id_fk" FOREIGN KEY ("calibration_id") REFERENCES "public"."device_calibrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retest_pairs" ADD CONSTRAINT "retest_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retest_pairs" ADD CONSTRAINT "retest_pairs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retest_pairs_device_idx" ON "retest_pairs" USING btree ("scope","owner_id","device_label","created_at");--> statement-breakpoint
CREATE INDEX "retest_pairs_customer_idx" ON "retest_pairs" USING btree ("customer_id");