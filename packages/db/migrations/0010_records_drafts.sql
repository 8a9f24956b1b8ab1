ALTER TABLE "records" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "draft_answers" jsonb;--> statement-breakpoint
-- Every record stored before drafts existed counted as a finished visit; it stays one.
UPDATE "records" SET "completed_at" = "updated_at";
