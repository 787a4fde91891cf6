import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Input, Modal, Typography } from '@portal/shared/antd';
import { ApiError, DESIGN_COLOR_MESSAGES, DESIGN_COMMENT_MAX, disableDesignsSchema, fill, messages, notify } from '@portal/shared';
import { disableDesigns, type DesignInUse } from '../api';
import { approvedOrderPath } from '../../urls';
import { designsColorKeys } from '../../queryKeys';

// Bulk disable (spec 001 §4.3, §5.3, §8.3): the selected designs, a required comment (at most 1000),
// then either success or the Design In Use dialog listing each design in use with its confirmed,
// unshipped orders (links to /approved/{id}).

export function DisableDesignsDialog({ designs, onClose }: { designs: { id: string; variation: number }[]; onClose: () => void }) {
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [inUse, setInUse] = useState<DesignInUse[] | null>(null);
  const parsed = disableDesignsSchema.safeParse({ designs, comment });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const disable = useMutation({
    mutationFn: () => disableDesigns({ designs, comment }),
    onSuccess: (answer) => {
      notify.success(fill(DESIGN_COLOR_MESSAGES.designsDisabled, { n: answer.disabled }));
      void client.invalidateQueries({ queryKey: designsColorKeys.designs() });
      onClose();
    },
    onError: (error) => {
      const body = error instanceof ApiError ? (error.body as { designs?: DesignInUse[] } | null) : null;
      if (error instanceof ApiError && error.status === 409 && body?.designs) setInUse(body.designs);
      else if (error instanceof ApiError && error.status !== null && error.status < 500) notify.error(error.message);
      else notify.error(messages.designsDisableFailed);
    },
  });

  if (inUse) return <DesignInUseDialog designs={inUse} onClose={onClose} />;
  return (
    <Modal
      open
      title={`Disable ${designs.length} design${designs.length === 1 ? '' : 's'}`}
      okText="Disable"
      okButtonProps={{ danger: true, disabled: !!problem && touched }}
      cancelText="Close"
      confirmLoading={disable.isPending}
      onCancel={onClose}
      onOk={() => {
        setTouched(true);
        if (!problem) disable.mutate();
      }}
    >
      <Typography.Paragraph>{designs.map((d) => `${d.id}-${d.variation}`).join(', ')}</Typography.Paragraph>
      <label htmlFor="disable-comment">Comment</label>
      <Input.TextArea
        id="disable-comment"
        value={comment}
        rows={4}
        maxLength={DESIGN_COMMENT_MAX}
        showCount
        onChange={(e) => {
          setComment(e.target.value);
          setTouched(true);
        }}
        status={touched && problem ? 'error' : undefined}
      />
      {touched && problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Modal>
  );
}

/** spec 001 §8.3: the designs in use and their orders; each order links to /approved/{id}. */
export function DesignInUseDialog({ designs, onClose }: { designs: DesignInUse[]; onClose: () => void }) {
  return (
    <Modal open title="Design In Use" footer={null} onCancel={onClose}>
      <Typography.Paragraph>{messages.designsInUse}</Typography.Paragraph>
      <ul aria-label="Designs in use">
        {designs.map((d) => (
          <li key={`${d.id}-${d.variation}`}>
            {`${d.id}-${d.variation}: `}
            {d.orders.map((o, i) => (
              <span key={o.id}>
                {i > 0 && ', '}
                <Link to={approvedOrderPath(o.id)}>{`#${o.number}`}</Link>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
