-- `order by created_at desc, id desc` means NULLS FIRST; 0009 built the index NULLS LAST, which
-- cannot serve that order, so the newest-visits lists sorted every visit instead of reading the
-- index's first rows (DECISIONS "History list: the index's nulls order").
DROP INDEX "records_created_idx";--> statement-breakpoint
CREATE INDEX "records_created_idx" ON "records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
