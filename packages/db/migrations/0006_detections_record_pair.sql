-- A record's pair was shown from its latest analysis; older analyses of the same pair go.
DELETE FROM "detections" AS older USING "detections" AS newer
  WHERE older."record_id" = newer."record_id"
    AND older."normal_key" = newer."normal_key"
    AND older."polarised_key" = newer."polarised_key"
    AND older."id" < newer."id";--> statement-breakpoint
DROP INDEX "detections_record_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "detections_record_pair_idx" ON "detections" USING btree ("record_id","normal_key","polarised_key");
