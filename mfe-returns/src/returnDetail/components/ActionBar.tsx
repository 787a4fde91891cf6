import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  clampCommission,
  fill,
  messages,
  offeredTransitions,
  RETURN_TRANSITIONS,
  type ReturnTransition,
  type SessionUser,
} from '@portal/shared';
import { App, Button, Flex, Modal, Tooltip, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { ConfirmDialog, useUrlDialog } from '@portal/shared/ui';
import { approveReturn, cancelReturn, markAwaitingGoods, type ReturnDetail, type TransitionAnswer } from '../api';
import { flowReturnOf } from '../flowReturn';
import { returnOrderPath } from '../../urls';

// The detail page's action buttons (spec 001 §4.1): exactly the transitions the shared state
// machine offers this user in this state; an approval above the user's tier shows disabled with
// the reason. Each asks first; the refund and restock approvals ask for the commission (0–100,
// default the return's, spec 001 §5.1). The order approval's toast links to the return order.
// The open dialog is in the URL (`?dialog=<action>`): a reload asks again, if still offered.

const DIALOGS = RETURN_TRANSITIONS.map((t) => t.action);

export function ActionBar({ user, ret, onDone }: { user: SessionUser | null; ret: ReturnDetail; onDone: () => void }) {
  const dialog = useUrlDialog(DIALOGS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const offered = offeredTransitions(user, flowReturnOf(ret));
  const open = offered.find((o) => !o.disabledReason && o.transition.action === dialog.name)?.transition ?? null;
  if (!offered.length) return null;

  const run = async (t: ReturnTransition, commission?: number): Promise<TransitionAnswer> => {
    const answer =
      t.action === 'cancel'
        ? await cancelReturn(ret.id)
        : t.action === 'awaitingGoods'
          ? await markAwaitingGoods(ret.id)
          : await approveReturn(t.approval!, ret.id, t.commission ? commission : undefined);
    if (answer.creditOrderId) {
      const path = returnOrderPath(answer.creditOrderId, 6);
      // The toast lives outside the router: the link navigates through this page's router.
      void message.success({
        duration: 10,
        content: (
          <span>
            {messages.returnUpdated}{' '}
            <a href={path} onClick={(e) => (e.preventDefault(), navigate(path))}>
              {`Return order #${answer.creditOrderNumber}`}
            </a>
          </span>
        ),
      });
    } else {
      void message.success(messages.returnUpdated);
    }
    onDone();
    return answer;
  };

  return (
    <Flex gap={8} wrap role="group" aria-label="Return actions">
      {offered.map(({ transition, disabledReason }) => (
        <Tooltip key={transition.action} title={disabledReason}>
          <Button
            type={transition.approval ? 'primary' : 'default'}
            danger={transition.action === 'cancel'}
            disabled={!!disabledReason}
            onClick={() => dialog.open(transition.action)}
          >
            {transition.label}
          </Button>
        </Tooltip>
      ))}
      {offered.some((o) => o.disabledReason) && (
        <Typography.Text type="warning" role="note">
          {offered.find((o) => o.disabledReason)!.disabledReason}
        </Typography.Text>
      )}
      {open && !open.commission && (
        <ConfirmDialog title={open.label} okText={open.label} onConfirm={() => run(open)} onClose={dialog.close}>
          {open.confirm}
        </ConfirmDialog>
      )}
      {open?.commission && (
        <CommissionDialog transition={open} defaultCommission={ret.commission} onApprove={(c) => run(open, c)} onClose={dialog.close} />
      )}
    </Flex>
  );
}

function CommissionDialog({
  transition,
  defaultCommission,
  onApprove,
  onClose,
}: {
  transition: ReturnTransition;
  defaultCommission: number;
  onApprove: (commission: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const [commission, setCommission] = useState<number | null>(defaultCommission);
  // A failure: the call showed its message; the dialog stays.
  const approve = useMutation({ mutationFn: (commission: number) => onApprove(commission), onSuccess: onClose });
  return (
    <Modal
      open
      title={transition.label}
      okText={transition.label}
      cancelText="Close"
      confirmLoading={approve.isPending}
      onCancel={onClose}
      // spec 001 §5.1: clamped between 0 and 100, default taken from the return.
      onOk={() => approve.mutate(clampCommission(commission, defaultCommission))}
    >
      <Flex vertical gap={8}>
        <Typography.Text>{transition.confirm}</Typography.Text>
        <label htmlFor="return-commission">Commission (%)</label>
        <InputNumber
          id="return-commission"
          min={0}
          max={100}
          precision={0}
          value={commission}
          onChange={(v) => setCommission(v === null ? null : clampCommission(Number(v), defaultCommission))}
        />
        <Typography.Text type="secondary">{fill('Default: {n}%', { n: defaultCommission })}</Typography.Text>
      </Flex>
    </Modal>
  );
}
