import { useState } from 'react';
import { firstIssue, sendForApprovalSchema } from '@portal/shared';
import { Alert, Flex, Input, Modal, Typography } from '@portal/shared/antd';
import type { OrderDetail } from '../api';

// "Send for customer approval": the customer's addresses (comma-separated; proposed from the
// customer's portal users) and an optional note. The server moves the order to Manager's Approval /
// Awaiting Customer Approval and e-mails the approve and reject links (approval/README.md).

export function SendForApprovalDialog(props: {
  order: OrderDetail;
  busy: boolean;
  onSend(emails: string, message: string): void;
  onClose(): void;
}) {
  const { order, busy } = props;
  const [emails, setEmails] = useState(order.customerEmails.join(', '));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const parsed = sendForApprovalSchema.safeParse({ emails, message });
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    props.onSend(emails, message);
  };
  return (
    <Modal
      open
      title="Send for customer approval"
      okText="Send"
      okButtonProps={{ loading: busy }}
      onOk={send}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Typography.Text>{`The customer gets a link to approve order #${order.number} or to ask for changes. An earlier link stops working.`}</Typography.Text>
        <label htmlFor="approval-emails">Customer email</label>
        <Input
          id="approval-emails"
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          placeholder="name@example.com, other@example.com"
        />
        <label htmlFor="approval-message">Message (optional)</label>
        <Input.TextArea id="approval-message" rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      </Flex>
    </Modal>
  );
}
