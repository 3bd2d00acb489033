-- profiles.searchable = an active profile of an active account that is not invisible.
-- Kept here, in the database, so no code path can forget it.
CREATE OR REPLACE FUNCTION profiles_set_searchable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.searchable := NEW.status = 'active' AND EXISTS (
    SELECT 1 FROM users u WHERE u.id = NEW.id AND u.status = 'active' AND NOT u.invisible);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_searchable_before_write
  BEFORE INSERT OR UPDATE OF status, searchable ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_searchable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_sync_profile_searchable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.invisible IS DISTINCT FROM OLD.invisible THEN
    -- Touching status fires the profile trigger, which recomputes searchable.
    UPDATE profiles SET status = status WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_searchable_after_update
  AFTER UPDATE OF status, invisible ON users
  FOR EACH ROW EXECUTE FUNCTION users_sync_profile_searchable();
--> statement-breakpoint
UPDATE profiles p SET searchable = (p.status = 'active' AND u.status = 'active' AND NOT u.invisible)
  FROM users u WHERE u.id = p.id;
