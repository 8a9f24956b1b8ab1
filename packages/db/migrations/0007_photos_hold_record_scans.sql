ALTER TABLE "photos" ADD COLUMN "source" varchar(8);--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "scan_order" integer;--> statement-breakpoint
CREATE INDEX "photos_record_idx" ON "photos" USING btree ("record_id","scan_order");--> statement-breakpoint
-- A record's photos were kept three times (the scan jsonb, the detect list, photo links). The
-- scan was what the API showed, so the links are rebuilt from it, in its order, and it goes.
UPDATE "photos" SET "record_id" = NULL, "part" = NULL, "position" = NULL, "light_type" = NULL
  WHERE "record_id" IS NOT NULL;--> statement-breakpoint
UPDATE "photos" AS p SET
    "record_id" = r."id",
    "part" = s.photo->>'part',
    "position" = (s.photo->>'position')::integer,
    "light_type" = s.photo->>'type',
    "source" = coalesce(s.photo->>'source', 'camera'),
    "scan_order" = s.ordinality - 1
  FROM "records" AS r,
    LATERAL jsonb_array_elements(r."scan"->'photos') WITH ORDINALITY AS s(photo, ordinality)
  WHERE p."customer_id" = r."customer_id"
    AND p."storage_key" = substring(s.photo->>'url' FROM length('/home/imagerec/') + 1);--> statement-breakpoint
ALTER TABLE "records" DROP COLUMN "scan";
