-- Issue 17 #2. A name part of one or two characters has no trigram, so the trigram index could
-- only be read whole; this index keeps every one- and two-character part of each name.
CREATE FUNCTION customer_name_short_parts(name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT array(
      SELECT DISTINCT substr(name, i, n)
      FROM generate_series(1, char_length(name)) AS i, (VALUES (1), (2)) AS lengths(n)
      WHERE i + n - 1 <= char_length(name))
  $$;--> statement-breakpoint
-- GIN's pending list made every search read up to 4 MB of unsorted entries until a vacuum
-- merged them; members are registered a few a day, so each insert updates the index at once.
ALTER INDEX "customers_mobile_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "customers_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_mobile_trgm_idx'::regclass), gin_clean_pending_list('customers_name_trgm_idx'::regclass);--> statement-breakpoint
CREATE INDEX "customers_name_short_parts_idx" ON "customers" USING gin (customer_name_short_parts("full_name")) WITH (fastupdate=false);
