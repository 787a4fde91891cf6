import { useState } from 'react';
import { formatToronto, RETURN_CC_MAX, RETURN_COMMENT_MAX, RETURN_MESSAGES, isValidEmail, notify } from '@portal/shared';
import { Button, Card, Empty, Flex, Input, Select, Tag, Timeline, Typography } from '@portal/shared/antd';
import { DeleteOutlined, DownloadOutlined } from '@portal/shared/icons';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { FileUpload } from '../../common/FileUpload';
import type { StagedUpload } from '../../common/uploadApi';
import { deleteComment, postComment, type TimelineComment, type TimelineDay } from '../api';

// The timeline (spec 001 §2.1, §3.1): posts with files and cc addresses (a post with cc is also an
// e-mail), and the status changes with who and when, by Toronto day, newest first. Anyone who may
// see the return may post; a post is deleted by its author or a manager (the server decides, the
// spec's 403 message when it refuses).

export function TimelineCard({ returnId, days, onChanged }: { returnId: number; days: TimelineDay[] | undefined; onChanged: () => void }) {
  const [deleting, setDeleting] = useState<TimelineComment | null>(null);
  return (
    <Card title="Timeline" size="small">
      <CommentForm returnId={returnId} onPosted={onChanged} />
      {days && days.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing yet" />}
      {days?.map((day) => (
        <section key={day.date} aria-label={day.date} style={{ marginTop: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {day.date}
          </Typography.Title>
          <Timeline
            items={day.comments.map((c) => ({
              key: `${c.type}-${c.id}`,
              color: c.type === 'status' ? 'blue' : c.type === 'email' ? 'green' : 'gray',
              content: <Entry entry={c} onDelete={() => setDeleting(c)} />,
            }))}
          />
        </section>
      ))}
      {deleting && (
        <ConfirmDialog
          title="Delete comment"
          okText="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await deleteComment(returnId, deleting.id);
            } finally {
              onChanged();
            }
          }}
        >
          Delete this comment and its files?
        </ConfirmDialog>
      )}
    </Card>
  );
}

function Entry({ entry, onDelete }: { entry: TimelineComment; onDelete: () => void }) {
  return (
    <Flex vertical gap={2} role="article" aria-label={entry.type === 'status' ? 'Status change' : 'Comment'}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{entry.user.name}</Typography.Text>
        <Typography.Text type="secondary">{formatToronto(entry.date, 'h:mm A')}</Typography.Text>
        {entry.type === 'email' && <Tag color="green">E-mail</Tag>}
        {entry.type !== 'status' && (
          // Offered to everyone but a status change; the server decides (spec 001 §6: "can be refused with 403").
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Delete comment" onClick={onDelete} />
        )}
      </Flex>
      {entry.cc.length > 0 && <Typography.Text type="secondary">{`cc: ${entry.cc.join(', ')}`}</Typography.Text>}
      {entry.comment && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.comment}</Typography.Paragraph>}
      {entry.files.map((f) => (
        <a key={f.path} href={f.path} target="_blank" rel="noreferrer">
          <DownloadOutlined /> {f.name}
        </a>
      ))}
    </Flex>
  );
}

function CommentForm({ returnId, onPosted }: { returnId: number; onPosted: () => void }) {
  const [comment, setComment] = useState('');
  const [cc, setCc] = useState<string[]>([]);
  const [files, setFiles] = useState<StagedUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const ccValid = cc.length <= RETURN_CC_MAX && cc.every(isValidEmail);
  const post = async () => {
    if (!ccValid) return notify.error(RETURN_MESSAGES.ccInvalid);
    setBusy(true);
    try {
      await postComment(returnId, comment.trim(), cc, files.map((f) => f.id));
      setComment('');
      setCc([]);
      setFiles([]);
      onPosted();
    } catch {
      // The client showed the message; what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea aria-label="New comment" placeholder="Write a comment" value={comment} maxLength={RETURN_COMMENT_MAX} autoSize={{ minRows: 2, maxRows: 10 }} onChange={(e) => setComment(e.target.value)} />
      <Select
        mode="tags"
        aria-label="cc"
        placeholder="cc e-mail addresses (the comment is e-mailed to them)"
        value={cc}
        onChange={(v) => setCc((v as string[]).map((x) => x.trim()).filter(Boolean))}
        tokenSeparators={[',', ' ', ';']}
        open={false}
        status={ccValid ? undefined : 'error'}
      />
      <Flex gap={8} align="start" justify="space-between" wrap>
        <FileUpload value={files} onChange={setFiles} />
        <Button type="primary" loading={busy} disabled={!comment.trim() && !files.length} onClick={() => void post()}>
          {cc.length ? 'Post and e-mail' : 'Post comment'}
        </Button>
      </Flex>
    </Flex>
  );
}
