CREATE INDEX "inbox_assignee_unread_idx" ON "inbox_items" USING btree ("workspace_id","assignee_id","is_archived","created_at","id") WHERE in_list and is_unread;--> statement-breakpoint
-- An item's assignee (decision 039), after inbox_item_work (triggers fire in the order of their names) found its
-- unit. An item joining a unit takes the unit's assignee under a KEY SHARE lock on the unit's head, which an
-- assignment takes FOR UPDATE first: an item that arrives while its unit is being assigned waits and takes the new
-- assignee, or the assignment waits for it and assigns it with the rest. KEY SHARE, as a foreign key's check takes:
-- marking the head read or archiving it neither waits for an arriving item nor makes one wait.
-- The head of a new unit from outside (a direct-message conversation's first message, a top comment, a mention), on a
-- channel round-robin routes, goes to the next member in turn, with the routing row locked; members who left the
-- workspace are skipped.
CREATE FUNCTION inbox_item_assignee() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  routing record;
  turn integer;
  candidate integer;
  members integer;
BEGIN
  IF NEW.work_id <> NEW.id THEN
    PERFORM 1 FROM inbox_items h WHERE h.id = NEW.work_id FOR KEY SHARE;
    NEW.assignee_id := (SELECT w.assignee_id FROM inbox_work w WHERE w.work_id = NEW.work_id);
    RETURN NEW;
  END IF;
  IF NEW.by_channel OR NEW.post_type = 'post' THEN
    RETURN NEW;
  END IF;
  SELECT r.member_ids, r.next_index INTO routing FROM inbox_routing r
    WHERE r.workspace_id = NEW.workspace_id AND r.enabled AND NEW.channel_id = ANY (r.channel_ids)
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  members := coalesce(array_length(routing.member_ids, 1), 0);
  FOR k IN 0 .. members - 1 LOOP
    turn := (routing.next_index + k) % members;
    candidate := routing.member_ids[turn + 1];
    IF EXISTS (SELECT 1 FROM memberships m WHERE m.workspace_id = NEW.workspace_id AND m.user_id = candidate) THEN
      UPDATE inbox_routing SET next_index = (turn + 1) % members WHERE workspace_id = NEW.workspace_id;
      NEW.assignee_id := candidate;
      RETURN NEW;
    END IF;
  END LOOP;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_work_assignee BEFORE INSERT ON inbox_items FOR EACH ROW EXECUTE FUNCTION inbox_item_assignee();
--> statement-breakpoint
-- A unit round-robin assigned gets its row of inbox_work once its head is there (the row refers to it).
CREATE FUNCTION inbox_item_routed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_work (work_id, workspace_id, channel_id, assignee_id, assigned_at)
    VALUES (NEW.id, NEW.workspace_id, NEW.channel_id, NEW.assignee_id, now())
    ON CONFLICT (work_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_routed AFTER INSERT ON inbox_items FOR EACH ROW
  WHEN (NEW.work_id = NEW.id AND NEW.assignee_id IS NOT NULL) EXECUTE FUNCTION inbox_item_routed();
