-- A label's view and its unread count (decision 045): each label row carries its item's channel, archived state and
-- whether it is listed and unread, so that a page and its count read the label's rows in an index, in the list's
-- order, rather than each item (a label of 100,000 items: about 100 ms to count its unread ones, and up to 160 ms for
-- a page of its archived items on one channel).
ALTER TABLE "inbox_item_labels" ADD COLUMN "channel_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_item_labels" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_item_labels" ADD COLUMN "unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "inbox_item_labels" l SET "channel_id" = i."channel_id", "is_archived" = i."is_archived",
  "unread" = i."in_list" AND i."is_unread"
  FROM "inbox_items" i WHERE i."id" = l."item_id";--> statement-breakpoint
DROP INDEX "inbox_item_labels_list_idx";--> statement-breakpoint
CREATE INDEX "inbox_item_labels_list_idx" ON "inbox_item_labels" USING btree ("label_id","is_archived","created_at","item_id","channel_id");--> statement-breakpoint
CREATE INDEX "inbox_item_labels_unread_idx" ON "inbox_item_labels" USING btree ("label_id","is_archived","created_at","item_id","channel_id") WHERE unread;--> statement-breakpoint
-- A new label row takes its item's state. Labelling locks the item's row first (decision 041), so the item cannot
-- change between this read and the commit.
CREATE FUNCTION inbox_item_label_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.channel_id, i.is_archived, i.in_list AND i.is_unread INTO NEW.channel_id, NEW.is_archived, NEW.unread
    FROM inbox_items i WHERE i.id = NEW.item_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_label_state BEFORE INSERT ON inbox_item_labels FOR EACH ROW
  EXECUTE FUNCTION inbox_item_label_state();
--> statement-breakpoint
-- An item read, unread, archived or brought back passes its state to its label rows, under the item's row lock: an
-- item with no label costs one probe of the rows' primary key.
CREATE FUNCTION inbox_item_labels_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inbox_item_labels SET channel_id = NEW.channel_id, is_archived = NEW.is_archived,
    unread = NEW.in_list AND NEW.is_unread
    WHERE item_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_labels_follow AFTER UPDATE OF is_unread, is_archived, channel_id ON inbox_items FOR EACH ROW
  WHEN (OLD.is_unread IS DISTINCT FROM NEW.is_unread OR OLD.is_archived IS DISTINCT FROM NEW.is_archived
        OR OLD.channel_id IS DISTINCT FROM NEW.channel_id)
  EXECUTE FUNCTION inbox_item_labels_follow();
