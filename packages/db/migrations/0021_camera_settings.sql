-- Issue 31 #3: the camera's exposure and white balance with each calibration and each queued pair. Rows from before stay null: those calibrations keep naming a tone, as they did.
ALTER TABLE "analysis_jobs" ADD COLUMN "camera_settings" jsonb;--> statement-breakpoint
ALTER TABLE "device_calibrations" ADD COLUMN "camera_settings" jsonb;
