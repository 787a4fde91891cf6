import type { ReactNode } from 'react';
import { formatToronto } from '@portal/shared/core';
import { Button, Empty, Flex, Tag, Typography } from '@portal/shared/antd';
import { Card, Timeline as AntTimeline } from '@portal/shared/antd-detail';
import { DeleteOutlined, DownloadOutlined } from '@portal/shared/icons';
import { ConfirmDialog } from './ConfirmDialog';
import { useUrlDialog } from './useUrlDialog';

// A record's timeline: posts (with files and cc addresses; a post with cc is also an e-mail) and
// system entries (status changes, with who and when), by day, newest first. A post can be deleted
// after a confirmation (offered on every post; the server decides and answers a refusal); system
// entries cannot. Read-only: no composer and no delete. The delete confirmation is in the URL
// (`?dialog=deleteEntry&id=<key>`).

export interface TimelineEntry {
  /** Unique in the timeline; the delete dialog's id in the URL. */
  key: string;
  kind: 'post' | 'email' | 'system';
  author: string;
  /** ISO time; shown as Toronto time of day. */
  at: string;
  text?: string | null;
  cc?: readonly string[];
  files?: readonly { name: string; url: string }[];
}

export interface TimelineDay {
  /** The day's heading, as the server formats it. */
  date: string;
  entries: readonly TimelineEntry[];
}

export interface TimelineProps {
  title?: string;
  days: readonly TimelineDay[] | undefined;
  /** No composer, no delete. */
  readOnly?: boolean;
  /** The post form, above the entries. */
  composer?: ReactNode;
  /** Deletes a post; without it no delete is offered. */
  onDelete?: (entry: TimelineEntry) => Promise<unknown>;
  /** The delete confirmation's question. */
  deleteQuestion?: string;
  emptyText?: string;
}

const COLOR: Record<TimelineEntry['kind'], string> = { system: 'blue', email: 'green', post: 'gray' };
const DELETE = ['deleteEntry'] as const;

export function Timeline({
  title = 'Timeline',
  days,
  readOnly = false,
  composer,
  onDelete,
  deleteQuestion = 'Delete this comment and its files?',
  emptyText = 'Nothing yet',
}: TimelineProps) {
  const dialog = useUrlDialog(DELETE);
  const canDelete = !readOnly && !!onDelete;
  const deleting =
    canDelete && dialog.name === 'deleteEntry'
      ? days?.flatMap((d) => d.entries).find((e) => e.key === dialog.id && e.kind !== 'system')
      : undefined;
  return (
    <Card title={title} size="small">
      {!readOnly && composer}
      {days && days.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
      {days?.map((day) => (
        <section key={day.date} aria-label={day.date} style={{ marginTop: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {day.date}
          </Typography.Title>
          <AntTimeline
            items={day.entries.map((entry) => ({
              key: entry.key,
              color: COLOR[entry.kind],
              content: (
                <Entry
                  entry={entry}
                  onDelete={canDelete && entry.kind !== 'system' ? () => dialog.open('deleteEntry', entry.key) : undefined}
                />
              ),
            }))}
          />
        </section>
      ))}
      {deleting && onDelete && (
        <ConfirmDialog title="Delete comment" okText="Delete" onClose={dialog.close} onConfirm={() => onDelete(deleting)}>
          {deleteQuestion}
        </ConfirmDialog>
      )}
    </Card>
  );
}

function Entry({ entry, onDelete }: { entry: TimelineEntry; onDelete?: () => void }) {
  return (
    <Flex vertical gap={2} role="article" aria-label={entry.kind === 'system' ? 'Status change' : 'Comment'}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{entry.author}</Typography.Text>
        <Typography.Text type="secondary">{formatToronto(entry.at, 'h:mm A')}</Typography.Text>
        {entry.kind === 'email' && <Tag color="green">E-mail</Tag>}
        {onDelete && <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Delete comment" onClick={onDelete} />}
      </Flex>
      {!!entry.cc?.length && <Typography.Text type="secondary">{`cc: ${entry.cc.join(', ')}`}</Typography.Text>}
      {entry.text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.text}</Typography.Paragraph>}
      {entry.files?.map((f) => (
        <a key={f.url} href={f.url} target="_blank" rel="noreferrer">
          <DownloadOutlined /> {f.name}
        </a>
      ))}
    </Flex>
  );
}
