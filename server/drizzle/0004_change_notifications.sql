-- Custom migration (drizzle-kit generate --custom): change notifications for the read caches
-- (server/src/db/table-changes.ts).
-- After every statement that writes a table of this schema, `pg_notify('portal_table_changes', <table>)`.
-- PostgreSQL delivers a notification only when its transaction commits, once per table and transaction
-- however many rows or statements wrote it, and in commit order; a rolled-back write notifies nobody.
-- Every API process LISTENs, counts a version per table, and serves a cached read only while the versions
-- of the tables it read are unchanged.
-- A later migration that adds a table ends with `SELECT install_change_notify_triggers();` (a server test
-- checks that every table has the trigger).
CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_table_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION install_change_notify_triggers() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  base record;
  installed integer := 0;
BEGIN
  FOR base IN
    SELECT table_schema, table_name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema = current_schema()
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS notify_table_change ON %I.%I', base.table_schema, base.table_name);
    EXECUTE format(
      'CREATE TRIGGER notify_table_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I.%I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      base.table_schema,
      base.table_name
    );
    installed := installed + 1;
  END LOOP;
  RETURN installed;
END;
$$;
--> statement-breakpoint
SELECT install_change_notify_triggers();
