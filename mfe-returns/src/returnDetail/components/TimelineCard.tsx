import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RETURN_CC_MAX, RETURN_COMMENT_MAX, RETURN_MESSAGES, isValidEmail, notify } from '@portal/shared';
import { Button, Flex, Input, Select } from '@portal/shared/antd';
import { Timeline, type TimelineDay as TimelineViewDay } from '@portal/shared/ui';
import { ReturnFileDrop } from '../../common/ReturnFileDrop';
import type { StagedUpload } from '../../common/uploadApi';
import { deleteComment, postComment, type TimelineDay } from '../api';

// The timeline (spec 001 §2.1, §3.1): posts with files and cc addresses (a post with cc is also an
// e-mail), and the status changes with who and when, by Toronto day, newest first. Anyone who may
// see the return may post; a post is deleted by its author or a manager (the server decides, the
// spec's 403 message when it refuses).

const KIND = { status: 'system', email: 'email', comment: 'post' } as const;

/** The return's timeline days as the shared Timeline shows them. */
export function timelineView(days: TimelineDay[]): TimelineViewDay[] {
  return days.map((day) => ({
    date: day.date,
    entries: day.comments.map((c) => ({
      key: `${c.type}-${c.id}`,
      kind: KIND[c.type],
      author: c.user.name,
      at: c.date,
      text: c.comment,
      cc: c.cc,
      files: c.files.map((f) => ({ name: f.name, url: f.path })),
    })),
  }));
}

export function TimelineCard({ returnId, days, onChanged }: { returnId: number; days: TimelineDay[] | undefined; onChanged: () => void }) {
  return (
    <Timeline
      days={days && timelineView(days)}
      composer={<CommentForm returnId={returnId} onPosted={onChanged} />}
      onDelete={async (entry) => {
        try {
          await deleteComment(returnId, Number(entry.key.slice(entry.key.indexOf('-') + 1)));
        } finally {
          onChanged();
        }
      }}
    />
  );
}

function CommentForm({ returnId, onPosted }: { returnId: number; onPosted: () => void }) {
  const [comment, setComment] = useState('');
  const [cc, setCc] = useState<string[]>([]);
  const [files, setFiles] = useState<StagedUpload[]>([]);
  const ccValid = cc.length <= RETURN_CC_MAX && cc.every(isValidEmail);
  // A failure: the client showed the message; what was typed stays.
  const post = useMutation({
    mutationFn: () =>
      postComment(
        returnId,
        comment.trim(),
        cc,
        files.map((f) => f.id),
      ),
    onSuccess: () => {
      setComment('');
      setCc([]);
      setFiles([]);
      onPosted();
    },
  });
  const send = () => {
    if (!ccValid) return notify.error(RETURN_MESSAGES.ccInvalid);
    post.mutate();
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="New comment"
        placeholder="Write a comment"
        value={comment}
        maxLength={RETURN_COMMENT_MAX}
        autoSize={{ minRows: 2, maxRows: 10 }}
        onChange={(e) => setComment(e.target.value)}
      />
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
        <ReturnFileDrop value={files} onChange={setFiles} />
        <Button type="primary" loading={post.isPending} disabled={!comment.trim() && !files.length} onClick={send}>
          {cc.length ? 'Post and e-mail' : 'Post comment'}
        </Button>
      </Flex>
    </Flex>
  );
}
