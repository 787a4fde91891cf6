import { useNavigate } from 'react-router';
import { fill, notify, ORDER_APPROVAL_MESSAGES } from '@portal/shared';
import { Button, Flex } from '@portal/shared/antd';
import { useUrlDialog } from '@portal/shared/ui';
import { EditOutlined, NotificationOutlined } from '@portal/shared/icons';
import { moveOrder, sendForApproval, type OrderDetail } from '../api';
import { MoveDialog } from './MoveDialog';
import { SendForApprovalDialog } from './SendForApprovalDialog';
import { useOrderChange } from '../useOrder';

// The buttons of the detail page: exactly what the server says this user may do now (its
// `actions`, computed from the shared transition table and the user's flags): Edit, each allowed
// status move, Send for customer approval, and Create Return (a link into the returns remote's
// create screen). The server checks again on every call. The open dialog is in the URL
// (`?dialog=move&id=<status>`, `?dialog=sendForApproval`): a reload asks again, if still allowed.

const DIALOGS = ['move', 'sendForApproval'] as const;

export function OrderActions({ order, editPath, returnPath }: { order: OrderDetail; editPath: string; returnPath: string }) {
  const navigate = useNavigate();
  const dialog = useUrlDialog(DIALOGS);
  const { actions } = order;
  const confirming = dialog.name === 'move' ? (actions.transitions.find((t) => t.confirm && String(t.to) === dialog.id) ?? null) : null;
  const sending = dialog.name === 'sendForApproval' && actions.canSendForApproval;
  const move = useOrderChange(
    order.id,
    (args: { to: number; comment?: string }) => moveOrder(order.id, args.to, order.status, args.comment),
    (moved) => {
      dialog.close();
      notify.success(`Order #${moved.number} is now ${moved.statusString}.`);
    },
  );
  const send = useOrderChange(
    order.id,
    (args: { emails: string; message: string }) => sendForApproval(order.id, args.emails, args.message),
    (sent) => {
      dialog.close();
      notify.success(fill(ORDER_APPROVAL_MESSAGES.sent, { number: sent.number, to: sent.approvals[0]?.sentTo.join(', ') ?? '' }));
    },
  );
  const busy = move.isPending || send.isPending;

  return (
    <Flex gap="small" wrap data-testid="order-actions">
      {actions.canOpenEdit && (
        <Button icon={<EditOutlined />} onClick={() => navigate(editPath)}>
          Edit
        </Button>
      )}
      {actions.transitions.map((t) => (
        <Button
          key={t.to}
          type={t.to === 99 ? 'default' : 'primary'}
          danger={t.to === 99}
          disabled={busy}
          loading={move.isPending && move.variables?.to === t.to && !confirming}
          onClick={() => (t.confirm ? dialog.open('move', t.to) : move.mutate({ to: t.to }))}
        >
          {t.label}
        </Button>
      ))}
      {actions.canSendForApproval && (
        <Button icon={<NotificationOutlined />} disabled={busy} onClick={() => dialog.open('sendForApproval')}>
          Send for customer approval
        </Button>
      )}
      {actions.canCreateReturn && (
        // A real link (open in a new tab works); a plain click stays in the single-page app.
        <Button href={returnPath} onClick={(e) => (e.preventDefault(), navigate(returnPath))}>
          Create Return
        </Button>
      )}
      {confirming && (
        <MoveDialog
          order={order}
          move={confirming}
          busy={move.isPending}
          onConfirm={(comment) => move.mutate({ to: confirming.to, comment })}
          onClose={dialog.close}
        />
      )}
      {sending && (
        <SendForApprovalDialog
          order={order}
          busy={send.isPending}
          onSend={(emails, message) => send.mutate({ emails, message })}
          onClose={dialog.close}
        />
      )}
    </Flex>
  );
}
