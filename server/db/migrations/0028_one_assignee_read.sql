-- An item's assignee is read once, by 0026's inbox_item_assignee under its lock on the unit's head: 0025's
-- inbox_item_work read it too, unlocked, and every arriving item paid for both reads (decision 039).
CREATE OR REPLACE FUNCTION inbox_item_work() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent record;
BEGIN
  IF NEW.is_direct THEN
    NEW.work_id := CASE WHEN NEW.conversation_id = 0 THEN NEW.id ELSE NEW.conversation_id END;
  ELSIF NEW.parent_id IS NULL THEN
    NEW.work_id := NEW.id;
  ELSE
    SELECT p.parent_id, p.post_type, p.work_id INTO parent FROM inbox_items p WHERE p.id = NEW.parent_id;
    IF NOT FOUND OR (parent.parent_id IS NULL AND parent.post_type = 'post') THEN
      NEW.work_id := NEW.id;
    ELSE
      NEW.work_id := parent.work_id;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
