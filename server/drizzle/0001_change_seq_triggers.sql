-- Custom migration (drizzle-kit generate --custom): triggers drizzle-kit cannot express.
--
-- 1. Incremental sync (product.md §3): every INSERT and UPDATE of a synced table (one with a
--    `change_seq` column) takes the next value of the single global sequence `change_seq`, overwriting
--    whatever the client sent. Pulls ask for `change_seq > cursor`.
--    The cursor is only safe if change_seq order is commit order: otherwise a transaction holding
--    seq 10 could commit after a reader already saw seq 11 and moved its cursor past 10 for ever.
--    So the trigger first takes a transaction-scoped advisory lock: writers of synced rows commit one
--    after another (re-entrant within a transaction, released at COMMIT/ROLLBACK). Writes in this
--    portal are small and rare next to reads; keep write transactions short.
--    A later migration that adds a synced table ends with `SELECT install_change_seq_triggers();`.
-- 2. The refrigerant logbook is append-only (product.md §8, kept at least 5 years): UPDATE and DELETE
--    of an entry are refused; a mistake is corrected by a new entry with `corrects_entry_id`.
CREATE OR REPLACE FUNCTION assign_change_seq() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7120442);
  NEW.change_seq := nextval('change_seq');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION install_change_seq_triggers() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  synced record;
  installed integer := 0;
BEGIN
  FOR synced IN
    SELECT c.table_schema, c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.column_name = 'change_seq' AND c.table_schema = current_schema()
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS assign_change_seq ON %I.%I', synced.table_schema, synced.table_name);
    EXECUTE format(
      'CREATE TRIGGER assign_change_seq BEFORE INSERT OR UPDATE ON %I.%I FOR EACH ROW EXECUTE FUNCTION assign_change_seq()',
      synced.table_schema,
      synced.table_name
    );
    installed := installed + 1;
  END LOOP;
  RETURN installed;
END;
$$;
--> statement-breakpoint
SELECT install_change_seq_triggers();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_logbook_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'refrigerant logbook entries are append-only; record a correcting entry instead'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refrigerant_logbook_entries_append_only
  BEFORE UPDATE OR DELETE ON refrigerant_logbook_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_logbook_change();
