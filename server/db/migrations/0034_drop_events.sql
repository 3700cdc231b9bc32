-- A drop's steps reach the hall's cash screens as live events: the second counter sees the first's
-- count waiting, the keeper the cash on its way (decision 066).
CREATE CONSTRAINT TRIGGER "machine_drops_event" AFTER INSERT OR UPDATE OF "status" ON "machine_drops"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_hall_event"('drop');
