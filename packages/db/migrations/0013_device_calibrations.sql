CREATE TABLE "device_calibrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_calibrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"device_label" varchar(200) NOT NULL,
	"name" varchar(50) NOT NULL,
	"store_id" integer,
	"version" integer NOT NULL,
	"calibration" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD COLUMN "calibration_id" integer;--> statement-breakpoint
ALTER TABLE "detections" ADD COLUMN "calibration_id" integer;--> statement-breakpoint
ALTER TABLE "device_calibrations" ADD CONSTRAINT "device_calibrations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_calibrations" ADD CONSTRAINT "device_calibrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_calibrations_version_idx" ON "device_calibrations" USING btree ("scope","owner_id","device_label","version");--> statement-breakpoint
CREATE UNIQUE INDEX "device_calibrations_current_idx" ON "device_calibrations" USING btree ("scope","owner_id","device_label") WHERE "device_calibrations"."superseded_at" is null;--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD CONSTRAINT "analysis_jobs_calibration_id_device_calibrations_id_fk" FOREIGN KEY ("calibration_id") REFERENCES "public"."device_calibrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_calibration_id_device_calibrations_id_fk" FOREIGN KEY ("calibration_id") REFERENCES "public"."device_calibrations"("id") ON DELETE no action ON UPDATE no action;