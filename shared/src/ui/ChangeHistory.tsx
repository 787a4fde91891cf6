import { formatToronto } from '@portal/shared/core';
import { Empty, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';

// "Who changed this, and when": a record's audit trail (server/src/platform/audit.ts), newest
// first. Each entry says when (Toronto time), who (or "System" when no one was signed in), which
// part of the record (the area names its tables: 'order_items' -> 'Item') and what changed, field
// by field, from what to what.

/** A record's history entry as the server answers it (GraphQL type ChangeEntry). */
export interface ChangeEntry {
  id: number;
  /** ISO time. */
  at: string;
  /** Null: the system made the change. */
  actorName: string | null;
  table: string;
  /** 'insert', 'update' or 'delete'. */
  action: string;
  /** Values as text; null when empty (an added row has no before, a removed one no after). */
  changes: readonly { field: string; before: string | null; after: string | null }[];
}

export interface ChangeHistoryProps {
  entries: readonly ChangeEntry[] | undefined;
  /** What people call each table's rows ('orders' -> 'Order'); unnamed tables show as written. */
  tableLabels?: Readonly<Record<string, string>>;
  /** Fields worth naming differently ('rep_code' -> 'Rep'); others read 'rep code'. */
  fieldLabels?: Readonly<Record<string, string>>;
  title?: string;
  loading?: boolean;
}

const ACTION: Record<string, string> = { insert: 'added', update: 'changed', delete: 'removed' };

const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/** One line per field: "po: A → B" for a change, "po: A" for a row added or removed. */
export function describeChanges(entry: ChangeEntry, fieldLabels: Readonly<Record<string, string>> = {}): string[] {
  const label = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ');
  return entry.changes
    .filter((c) => c.field !== 'id')
    .map((c) => {
      if (entry.action === 'update') return `${label(c.field)}: ${shown(c.before)} → ${shown(c.after)}`;
      return `${label(c.field)}: ${shown(entry.action === 'delete' ? c.before : c.after)}`;
    });
}

export function ChangeHistory({ entries, tableLabels = {}, fieldLabels, title = 'History', loading }: ChangeHistoryProps) {
  return (
    <Card title={title} size="small" loading={loading} data-testid="change-history">
      {!entries?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No changes recorded yet" />
      ) : (
        <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(128,128,128,0.15)' }}>
              <Typography.Text type="secondary">
                {formatToronto(entry.at)} · {entry.actorName ?? 'System'} · {tableLabels[entry.table] ?? entry.table}{' '}
                {ACTION[entry.action] ?? entry.action}
              </Typography.Text>
              <ul style={{ margin: '2px 0 0', paddingLeft: 18 }}>
                {describeChanges(entry, fieldLabels).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
