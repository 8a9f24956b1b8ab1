-- A record's photos were kept twice: placed in the photos table (record, part, position, light)
-- and listed in records.detect_list. The API now derives the list from the photos, so before the
-- list goes, every photo it names that the photos table does not place takes its place from it:
-- the record, the item's part, its position (the item's place in the list, or the position of
-- the item's other photo where that one is placed) and its light, after the record's other
-- photos in scan order. A photo already placed (in this record or another), a place the record's
-- photos already fill, and a URL that names no stored photo of the record's customer are left
-- alone: the photos table says what it knows, and a part without a photo cannot be shown.
WITH "listed" AS (
  SELECT r."id" AS "record_id", r."customer_id",
    left(item."value"->>'name', 4) AS "part",
    (item."ordinality" - 1)::integer AS "position",
    light."type" AS "light_type", light."rank",
    substring(item."value"->>light."type" FROM length('/home/imagerec/') + 1) AS "storage_key"
  FROM "records" AS r
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(r."detect_list") = 'array' THEN r."detect_list" ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS item("value", "ordinality")
  CROSS JOIN (VALUES ('normal', 0), ('lighting', 1)) AS light("type", "rank")
  WHERE jsonb_typeof(item."value") = 'object'
    AND item."value"->>'name' IS NOT NULL
    AND item."value"->>light."type" LIKE '/home/imagerec/img/%'
),
"anchored" AS (
  SELECT l.*,
    coalesce(anchor."position", l."position") AS "place",
    coalesce(anchor."part", l."part") AS "place_part"
  FROM "listed" AS l
  LEFT JOIN LATERAL (
    SELECT p."position", p."part"
    FROM "listed" AS sibling
    JOIN "photos" AS p
      ON p."customer_id" = sibling."customer_id" AND p."storage_key" = sibling."storage_key"
    WHERE sibling."record_id" = l."record_id" AND sibling."position" = l."position"
      AND p."record_id" = l."record_id" AND p."part" IS NOT NULL AND p."position" IS NOT NULL
      AND p."light_type" IS NOT NULL
    ORDER BY sibling."rank"
    LIMIT 1
  ) AS anchor ON true
),
"unplaced" AS (
  SELECT DISTINCT ON (p."id") p."id" AS "photo_id", a."record_id", a."place_part", a."place",
    a."light_type", a."position", a."rank"
  FROM "anchored" AS a
  JOIN "photos" AS p ON p."customer_id" = a."customer_id" AND p."storage_key" = a."storage_key"
  WHERE (p."record_id" IS NULL
      OR (p."record_id" = a."record_id"
        AND (p."part" IS NULL OR p."position" IS NULL OR p."light_type" IS NULL)))
    AND NOT EXISTS (
      SELECT 1 FROM "photos" AS taken
      WHERE taken."record_id" = a."record_id" AND taken."position" = a."place"
        AND taken."light_type" = a."light_type" AND taken."part" IS NOT NULL)
  -- A photo two lists name goes to the first record that named it.
  ORDER BY p."id", a."record_id", a."position", a."rank"
)
UPDATE "photos" SET
    "record_id" = u."record_id",
    "part" = u."place_part",
    "position" = u."place",
    "light_type" = u."light_type",
    "source" = coalesce("photos"."source", 'camera'),
    "scan_order" = 1 + 2 * u."position" + u."rank" + coalesce(
      (SELECT max(other."scan_order") FROM "photos" AS other WHERE other."record_id" = u."record_id"),
      -1)
  FROM "unplaced" AS u
  WHERE "photos"."id" = u."photo_id";--> statement-breakpoint
ALTER TABLE "records" DROP COLUMN "detect_list";
