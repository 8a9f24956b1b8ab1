ALTER TABLE "analysis_jobs" ADD COLUMN "failure_reason" varchar(16);--> statement-breakpoint
-- Jobs that gave up before the column existed: a lost photo was the one failure without retry.
UPDATE "analysis_jobs" SET "failure_reason" = CASE WHEN "last_error" = 'MissingPhotoError' THEN 'photo_missing' ELSE 'analysis_error' END WHERE "state" = 'failed';
