-- A snoozed unit of work (decision 040) comes back as soon as one of its items is brought back, whoever brings it:
-- unarchived by hand, by an undo, or by the wake-up itself. Its snooze ends, and the rest of the unit comes back with
-- it (the nested update finds the snooze already ended, so it stops there).
CREATE FUNCTION inbox_snooze_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inbox_work SET snoozed_until = NULL, updated_at = now()
    WHERE work_id = NEW.work_id AND snoozed_until IS NOT NULL;
  IF FOUND THEN
    UPDATE inbox_items SET is_archived = false WHERE work_id = NEW.work_id AND is_archived;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_snooze_end AFTER UPDATE OF is_archived ON inbox_items FOR EACH ROW
  WHEN (OLD.is_archived AND NOT NEW.is_archived) EXECUTE FUNCTION inbox_snooze_end();
--> statement-breakpoint
-- A new message from outside in a snoozed unit ends the snooze early, whichever way it arrives (the poller, the
-- simulator, the sandbox, the seed): the unit comes back to the open list. Once per statement, over the rows it
-- inserted, so that a bulk insert pays one join rather than a call per row.
CREATE FUNCTION inbox_snooze_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH woken AS (
    UPDATE inbox_work w SET snoozed_until = NULL, updated_at = now()
      FROM (SELECT DISTINCT work_id FROM arrived WHERE NOT by_channel) a
      WHERE w.work_id = a.work_id AND w.snoozed_until IS NOT NULL
      RETURNING w.work_id
  )
  UPDATE inbox_items i SET is_archived = false FROM woken WHERE i.work_id = woken.work_id AND i.is_archived;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_snooze_arrival AFTER INSERT ON inbox_items REFERENCING NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_snooze_arrival();
--> statement-breakpoint
-- The unread count under inbox/get's unanswered and type filters, from the index alone (decision 040).
CREATE INDEX "inbox_unread_kind_idx" ON "inbox_items" USING btree ("workspace_id","is_archived","post_type","channel_id","answered_at","by_channel") WHERE in_list and is_unread;
