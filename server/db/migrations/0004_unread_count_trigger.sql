-- Keeps inbox_unread_counts equal to the listed unread items per channel and archived state.
CREATE FUNCTION inbox_unread_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.in_list AND OLD.is_unread THEN
    UPDATE inbox_unread_counts SET unread = unread - 1
      WHERE channel_id = OLD.channel_id AND is_archived = OLD.is_archived;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.in_list AND NEW.is_unread THEN
    INSERT INTO inbox_unread_counts (channel_id, is_archived, unread) VALUES (NEW.channel_id, NEW.is_archived, 1)
      ON CONFLICT (channel_id, is_archived) DO UPDATE SET unread = inbox_unread_counts.unread + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_unread_count AFTER INSERT OR DELETE OR UPDATE OF is_unread, is_archived, channel_id ON inbox_items
  FOR EACH ROW EXECUTE FUNCTION inbox_unread_count();
--> statement-breakpoint
INSERT INTO inbox_unread_counts (channel_id, is_archived, unread)
  SELECT channel_id, is_archived, count(*) FROM inbox_items WHERE in_list AND is_unread GROUP BY channel_id, is_archived
  ON CONFLICT (channel_id, is_archived) DO UPDATE SET unread = excluded.unread;
