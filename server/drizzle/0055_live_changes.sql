-- Live updates (platform/liveChanges.ts, README "Live updates"): every audited change also says
-- which record changed and who changed it on the channel portal_changes, in the change's own
-- transaction, so every write path is heard, on every instance, and a rolled-back change says
-- nothing. The audit trigger already runs after every audited row (migration 0014): it gains one
-- pg_notify; the rest of the function is as 0014 wrote it.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  ignored text[] := coalesce(TG_ARGV[2:], '{}');
  changes jsonb;
BEGIN
  IF current_setting('portal.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_array(old_row -> n.key, n.value)), '{}'::jsonb) INTO changes
      FROM jsonb_each(new_row) n
     WHERE NOT (n.key = ANY (ignored)) AND n.value IS DISTINCT FROM old_row -> n.key;
    IF changes = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSE
    changes := row_now - ignored;
  END IF;
  -- Live updates (platform/liveChanges.ts): '<subject>:<id>:<actor>' on portal_changes. NOTIFY is
  -- delivered at commit and dropped on rollback; identical payloads of one transaction are sent once.
  PERFORM pg_notify('portal_changes', TG_ARGV[0] || ':' || coalesce(row_now ->> TG_ARGV[1], '') || ':' || coalesce(current_setting('portal.actor', true), ''));
  INSERT INTO audit_log (at, actor_id, subject, subject_id, table_name, row_id, action, changes)
  VALUES (
    coalesce(nullif(current_setting('portal.at', true), '')::timestamptz, now()),
    nullif(current_setting('portal.actor', true), '')::integer,
    TG_ARGV[0],
    (row_now ->> TG_ARGV[1])::integer,
    TG_TABLE_NAME,
    CASE WHEN row_now ->> 'id' ~ '^[0-9]+$' THEN (row_now ->> 'id')::integer END,
    lower(TG_OP),
    changes
  );
  RETURN NULL;
END;
$$;
